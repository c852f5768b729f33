/**
 * Issue 20, item 6: ids accept only plain decimal digits. `/api/apps/0x1` and `/api/apps/1%20` read
 * app 1 and `1e3` read app 1000, because the id was coerced with Number(). Every route with an id
 * (path or query) now answers such an id with the same 400 problem as `abc`.
 */
import { API_ERROR_TEXTS, endpoints } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { csrfHeaders } from './helpers/csrf.ts';
import { adminAccount, insertAppInState, vendorAccount } from './helpers/journey.ts';

const t = useTestApp();

/** Written in the URL as they are (percent-encoded where a URL needs it). */
const NOT_IDS = [
  '0x1',
  '1%20',
  '%201',
  '1e3',
  '%2B1',
  '+1',
  '01',
  '0',
  '-1',
  '1.0',
  '1.',
  '0b1',
  '0o1',
  '1_000',
  'Infinity',
  'NaN',
  '%EF%BC%91', // a full-width digit one
  '2147483648',
  '99999999999',
  'abc',
] as const;

const ROWS_WITH_IDS = Object.entries(endpoints).filter(([, row]) => /:(id|screenshotId)\b/.test(row.path));

describe('ids in paths', () => {
  it('covers every route of the endpoint table with an id', () => {
    expect(ROWS_WITH_IDS.length).toBeGreaterThanOrEqual(15);
  });

  it.each(ROWS_WITH_IDS)('%s answers 400 for every id that is not plain digits', async (_name, row) => {
    const admin = await adminAccount();
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' }, { shots: 1 });
    const good = {
      id: String(row.path.startsWith('/vendors') ? v.vendorId : app.id),
      screenshotId: String(app.publishedShots[0] ?? 1),
    };
    const call = (who: typeof admin, params: Record<string, string>) => {
      const url = `/api${row.path.replace(/:(\w+)/g, (_m, key: string) => params[key] ?? '')}`;
      return t.app.inject({
        method: row.method,
        url,
        headers: {
          ...who.headers,
          ...csrfHeaders(),
          ...(row.method === 'GET' || row.method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
        },
        payload: row.method === 'GET' || row.method === 'DELETE' ? undefined : '{}',
      });
    };
    let validated = 0;
    for (const who of [admin, v]) {
      // A role the route refuses whatever the id (an admin on a vendor's own routes) keeps its 403.
      const refused = (await call(who, { id: '2147483647', screenshotId: '2147483647' })).statusCode;
      const expected = refused === 401 || refused === 403 ? refused : 400;
      if (expected === 400) validated += 1;
      for (const bad of NOT_IDS) {
        for (const params of [
          { ...good, id: bad },
          ...(row.path.includes(':screenshotId') ? [{ ...good, screenshotId: bad }] : []),
        ]) {
          const res = await call(who, params);
          expect([res.statusCode, params]).toEqual([expected, params]);
          expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
          if (expected === 400) expect(res.json<{ detail: string }>().detail).toBe(API_ERROR_TEXTS.invalidId);
        }
      }
    }
    // Someone is allowed to call every route, so its ids are checked.
    expect(validated).toBeGreaterThan(0);
  });

  it('reads a plain id as before', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' });
    const res = await t.app.inject({ method: 'GET', url: `/api/apps/${app.id}`, headers: v.headers });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/apps/2147483647' })).statusCode).toBe(404);
  });
});

describe('ids in queries', () => {
  it.each(['vendorId', 'appId'])(
    'the audit list answers 400 for a %s that is not plain digits',
    async (key) => {
      const admin = await adminAccount();
      for (const bad of NOT_IDS) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/audit?${key}=${bad}`,
          headers: admin.headers,
        });
        expect([res.statusCode, bad]).toEqual([400, bad]);
      }
      const ok = await t.app.inject({ method: 'GET', url: `/api/audit?${key}=1`, headers: admin.headers });
      expect(ok.statusCode).toBe(200);
    },
  );
});
