import type { AppCard, AppDetails } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { adminAccount, call, insertAppInState, setStatus, vendorAccount } from './helpers/journey.ts';

const t = useTestApp();

/** Issue 19: the vendor reads why a version was rejected where it looks: its card, the app's page, the preview. */
describe('the latest rejection, where the vendor looks', () => {
  it('an update rejected: the card, the app page and the preview say so, with the live version; visitors see nothing', async () => {
    const v = await vendorAccount(t.db);
    const admin = await adminAccount();
    const app = await insertAppInState(t.db, v.vendorId, {
      status: 'ACTIVE',
      update: 'WAITING_FOR_APPROVAL',
    });
    await setStatus(t.app, 'apps', app.id, admin, 'REJECTED', 'The demo link is broken');
    const expected = { reason: 'The demo link is broken', update: true, liveVersion: '1.0' };

    const cards = (await call(t.app, 'GET', '/api/apps/vendorapps', v)).json<AppCard[]>();
    expect(cards.find((c) => c.id === app.id)?.rejection).toEqual(expected);
    const page = (await call(t.app, 'GET', `/api/apps/${app.id}`, v)).json<AppDetails>();
    expect(page).toMatchObject({ status: 'ACTIVE', publishedStatus: 'ACTIVE', rejection: expected });
    const preview = (await call(t.app, 'GET', `/api/apps/${app.id}/preview`, v)).json<AppDetails>();
    expect(preview).toMatchObject({ status: 'REJECTED', publishedStatus: 'ACTIVE', rejection: expected });

    const visitor = (await call(t.app, 'GET', `/api/apps/${app.id}`, undefined)).json<AppDetails>();
    expect(visitor.rejection).toBeUndefined();
    expect(visitor.publishedStatus).toBeUndefined();
  });

  it('a first version rejected: worded as the app, the newest of several reasons, none once resubmitted', async () => {
    const v = await vendorAccount(t.db);
    const admin = await adminAccount();
    const app = await insertAppInState(t.db, v.vendorId, { status: 'WAITING_FOR_APPROVAL' });
    await setStatus(t.app, 'apps', app.id, admin, 'REJECTED', 'First reason');
    await setStatus(t.app, 'apps', app.id, v, 'WAITING_FOR_APPROVAL');
    const waiting = (await call(t.app, 'GET', '/api/apps/vendorapps', v)).json<AppCard[]>();
    expect(waiting.find((c) => c.id === app.id)?.rejection).toBeUndefined();
    await setStatus(t.app, 'apps', app.id, admin, 'REJECTED', 'Second reason');

    const cards = (await call(t.app, 'GET', '/api/apps/vendorapps', v)).json<AppCard[]>();
    expect(cards.find((c) => c.id === app.id)?.rejection).toEqual({
      reason: 'Second reason',
      update: false,
      liveVersion: null,
    });
    const preview = (await call(t.app, 'GET', `/api/apps/${app.id}/preview`, v)).json<AppDetails>();
    expect(preview).toMatchObject({
      publishedStatus: null,
      rejection: { reason: 'Second reason', update: false },
    });
  });

  it('a rejection without a reason gives an empty reason (the screens say "No reason provided.")', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'WAITING_FOR_APPROVAL' });
    await setStatus(t.app, 'apps', app.id, await adminAccount(), 'REJECTED');
    const cards = (await call(t.app, 'GET', '/api/apps/vendorapps', v)).json<AppCard[]>();
    expect(cards.find((c) => c.id === app.id)?.rejection).toEqual({
      reason: '',
      update: false,
      liveVersion: null,
    });
  });
});
