/**
 * Pages, searches and facet counts are prepared once per query and catalogue version: a repeated
 * request gets the same bytes, and a change through the API (an approval, a deactivation) shows in the
 * very next answer of each.
 */
import { appFacetsResponseSchema, appListResponseSchema } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { adminAccount, call, insertAppInState, setStatus, vendorAccount } from './helpers/journey.ts';

describe('prepared pages and facet counts', () => {
  const t = useTestApp();

  const page = () => call(t.app, 'GET', '/api/apps?sort=name&limit=100', undefined);
  const facets = () => call(t.app, 'GET', '/api/apps/facets', undefined);

  it('are served again as they were, and follow an approval and a deactivation at once', async () => {
    const v = await vendorAccount(t.db);
    const admin = await adminAccount();
    const app = await insertAppInState(
      t.db,
      v.vendorId,
      { status: 'WAITING_FOR_APPROVAL' },
      { name: 'Prepared Page App' },
    );

    const first = await page();
    // Prepared: an app written straight into the database (no write path, so no notification) is not
    // in the repeated answer, which comes from the bytes made for the first.
    const unseen = await insertAppInState(t.db, v.vendorId, { status: 'ACTIVE' }, { name: 'Aa Unseen App' });
    const again = await page();
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBe(first.body);
    const ids = (res: { json(): unknown }) => appListResponseSchema.parse(res.json()).map((c) => c.id);
    expect(ids(first)).not.toContain(app.id);
    const total = appFacetsResponseSchema.parse((await facets()).json()).total;
    expect((await facets()).headers.etag).toBe((await facets()).headers.etag);

    expect((await setStatus(t.app, 'apps', app.id, admin, 'ACTIVE')).statusCode).toBe(200);
    const approved = await page();
    expect(approved.headers.etag).not.toBe(first.headers.etag);
    expect(ids(approved)).toContain(app.id);
    expect(ids(approved)).toContain(unseen.id);
    expect(appFacetsResponseSchema.parse((await facets()).json()).total).toBe(total + 1);

    expect((await setStatus(t.app, 'apps', app.id, admin, 'DEACTIVATED', 'Outdated')).statusCode).toBe(200);
    expect(ids(await page())).not.toContain(app.id);
    expect(appFacetsResponseSchema.parse((await facets()).json()).total).toBe(total);
  });
});
