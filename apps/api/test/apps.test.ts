import { APP_FORM_MESSAGES, appListResponseSchema, cardView, type AppCard } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import {
  account,
  adminAccount,
  appBody,
  appRow,
  auditOf,
  call,
  detailsOf,
  insertAppInState,
  publicRead,
  setStatus,
  snapshot,
  vendorAccount,
  versionCount,
} from './helpers/journey.ts';

const t = useTestApp();

describe('POST /api/apps (createApp)', () => {
  it('creates a DRAFT app for the caller’s approved vendor and answers 201 with its details', async () => {
    const v = await vendorAccount(t.db);
    const res = await call(
      t.app,
      'POST',
      '/api/apps',
      v,
      appBody(v.vendorId, { version: '', repoUrl: null }),
    );
    expect(res.statusCode).toBe(201);
    const app = detailsOf(res);
    expect(app).toMatchObject({
      name: 'Vital Signs Board',
      description: 'Shows **vital signs** from an openEHR CDR.',
      descriptionShort: 'Vital signs at a glance',
      demoUrl: 'https://demo.vitals.example',
      repoUrl: null,
      version: null,
      icon: null,
      screenshots: [],
      removedImages: [],
      status: 'DRAFT',
      rowVersion: 1,
      hasPublished: false,
      vendor: { id: v.vendorId, email: v.vendorEmail },
    });
    expect((await auditOf(t.db, 'app', app.id)).map((a) => [a.action, a.actorSub])).toEqual([
      ['create', v.sub],
    ]);
    // Not public: an anonymous reader does not learn it exists.
    expect((await call(t.app, 'GET', `/api/apps/${app.id}`, undefined)).statusCode).toBe(404);
  });

  it('refuses a vendor that is not approved, or a user without vendor, with 409', async () => {
    for (const status of ['DRAFT', 'WAITING_FOR_APPROVAL', 'REJECTED', 'DEACTIVATED'] as const) {
      const v = await vendorAccount(t.db, { status });
      const before = await snapshot(t.db);
      const res = await call(t.app, 'POST', '/api/apps', v, appBody(v.vendorId));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        detail: 'Apps can only be created and changed once your vendor registration is approved.',
      });
      expect(await snapshot(t.db)).toBe(before);
    }
    const nobody = await account(['VENDOR']);
    expect((await call(t.app, 'POST', '/api/apps', nobody, appBody(1))).statusCode).toBe(409);
  });

  it('says why in German for a caller who prefers German (issue 35)', async () => {
    const v = await vendorAccount(t.db, { status: 'WAITING_FOR_APPROVAL' });
    const german = { headers: { ...v.headers, 'accept-language': 'de-DE,de;q=0.9' } };
    const res = await call(t.app, 'POST', '/api/apps', german, appBody(v.vendorId));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      detail: 'Apps können erst angelegt und geändert werden, wenn Ihre Anbieterregistrierung genehmigt ist.',
    });
  });

  it('refuses another vendor’s id with 403', async () => {
    const v = await vendorAccount(t.db);
    const other = await vendorAccount(t.db);
    const before = await snapshot(t.db);
    const res = await call(t.app, 'POST', '/api/apps', v, appBody(other.vendorId));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ detail: 'You can only create and change apps of your own vendor.' });
    expect(await snapshot(t.db)).toBe(before);
  });

  it('validates the body with the form’s messages (400)', async () => {
    const v = await vendorAccount(t.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, APP_FORM_MESSAGES.nameRequired],
      [{ descriptionShort: 'x'.repeat(101) }, APP_FORM_MESSAGES.descriptionShortTooLong],
      [{ demoUrl: 'http://demo.example' }, APP_FORM_MESSAGES.demoUrlFormat],
      [{ repoUrl: 'https://localhost' }, APP_FORM_MESSAGES.repoUrlFormat],
    ];
    for (const [overrides, message] of cases) {
      const res = await call(t.app, 'POST', '/api/apps', v, appBody(v.vendorId, overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: message });
    }
  });

  it('needs a login (401) and the VENDOR role (403)', async () => {
    expect((await call(t.app, 'POST', '/api/apps', undefined, appBody(1))).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/apps', await adminAccount(), appBody(1))).statusCode).toBe(403);
  });
});

describe('PUT /api/apps/:id (updateApp)', () => {
  it('changes a DRAFT app in place, name included, and bumps the row version', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' });
    const res = await call(
      t.app,
      'PUT',
      `/api/apps/${app.id}`,
      v,
      appBody(v.vendorId, { name: 'Renamed', rowVersion: 1 }),
    );
    expect(res.statusCode).toBe(200);
    expect(detailsOf(res)).toMatchObject({ name: 'Renamed', status: 'DRAFT', rowVersion: 2 });
    expect(await versionCount(t.db, app.id)).toBe(1);
    expect((await auditOf(t.db, 'app', app.id)).map((a) => a.action)).toEqual(['update']);
  });

  it('keeps a REJECTED app REJECTED (ready to resubmit) and lets it be renamed', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'REJECTED' });
    const res = await call(t.app, 'PUT', `/api/apps/${app.id}`, v, appBody(v.vendorId, { name: 'Fixed' }));
    expect(detailsOf(res)).toMatchObject({ name: 'Fixed', status: 'REJECTED' });
  });

  it('edits a published app in a new DRAFT version; the public keeps seeing the published one', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'ACTIVE' }, { name: 'Live App' });
    const publicBefore = await publicRead(t.app, app.id);

    const res = await call(
      t.app,
      'PUT',
      `/api/apps/${app.id}`,
      v,
      appBody(v.vendorId, { name: 'Live App', description: 'New text', rowVersion: 1 }),
    );
    expect(res.statusCode).toBe(200);
    const draft = detailsOf(res);
    expect(draft).toMatchObject({
      name: 'Live App',
      description: 'New text',
      status: 'DRAFT',
      hasPublished: true,
      removedImages: [],
      // One write, one bump, even though it also created the draft version.
      rowVersion: 2,
    });
    // Inherited by reference: the merged list is the published one.
    expect(draft.screenshots.map((s) => s.id)).toEqual(app.publishedShots);
    expect(await publicRead(t.app, app.id)).toEqual(publicBefore);

    // A second edit continues the same draft.
    const again = await call(
      t.app,
      'PUT',
      `/api/apps/${app.id}`,
      v,
      appBody(v.vendorId, { name: 'Live App', description: 'Newer text', rowVersion: draft.rowVersion }),
    );
    expect(detailsOf(again)).toMatchObject({ description: 'Newer text', versionId: draft.versionId });
    expect(await versionCount(t.db, app.id)).toBe(2);
    expect(await publicRead(t.app, app.id)).toEqual(publicBefore);
  });

  it('locks the name once published (400 with the reason), also in a later draft', async () => {
    const v = await vendorAccount(t.db);
    for (const state of [{ status: 'ACTIVE' }, { status: 'ACTIVE', update: 'REJECTED' }] as const) {
      const app = await insertAppInState(t.db, v.vendorId, state, { name: 'Fixed Name' });
      const before = await snapshot(t.db);
      const res = await call(
        t.app,
        'PUT',
        `/api/apps/${app.id}`,
        v,
        appBody(v.vendorId, { name: 'Other Name' }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        detail:
          'The name of an app can not be changed once it has been published. Please contact the support to rename it.',
      });
      expect(await snapshot(t.db)).toBe(before);
    }
  });

  it('refuses edits while in review or deactivated (409), changing nothing', async () => {
    const v = await vendorAccount(t.db);
    const states = [
      { status: 'WAITING_FOR_APPROVAL' },
      { status: 'DEACTIVATED' },
      { status: 'ACTIVE', update: 'WAITING_FOR_APPROVAL' },
    ] as const;
    for (const state of states) {
      const app = await insertAppInState(t.db, v.vendorId, state);
      const before = await snapshot(t.db);
      const res = await call(t.app, 'PUT', `/api/apps/${app.id}`, v, appBody(v.vendorId));
      expect(res.statusCode).toBe(409);
      expect(res.json<{ detail: string }>().detail).toMatch(/can not be changed while its status is/);
      expect(await snapshot(t.db)).toBe(before);
    }
  });

  it('refuses a stale rowVersion: of two updates from the same version one wins, the other gets 409', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' }, { name: 'Racy' });
    const url = `/api/apps/${app.id}`;
    const a = await call(
      t.app,
      'PUT',
      url,
      v,
      appBody(v.vendorId, { name: 'Racy', description: 'A', rowVersion: 1 }),
    );
    const b = await call(
      t.app,
      'PUT',
      url,
      v,
      appBody(v.vendorId, { name: 'Racy', description: 'B', rowVersion: 1 }),
    );
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(409);
    expect(b.json()).toMatchObject({
      detail: 'This app was changed in the meantime. Reload it and apply your changes again.',
    });
    const preview = await call(t.app, 'GET', `/api/apps/${app.id}/preview`, v);
    expect(detailsOf(preview)).toMatchObject({ description: 'A', rowVersion: 2 });
  });

  it('answers 404 for another vendor’s app, 403 for a foreign vendor id, 403 for admins, 401 anonymously', async () => {
    const v = await vendorAccount(t.db);
    const other = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' });
    const before = await snapshot(t.db);
    const url = `/api/apps/${app.id}`;
    expect((await call(t.app, 'PUT', url, other, appBody(other.vendorId))).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', '/api/apps/2147483000', v, appBody(v.vendorId))).statusCode).toBe(404);
    const moved = await call(t.app, 'PUT', url, v, appBody(other.vendorId));
    expect(moved.statusCode).toBe(403);
    expect((await call(t.app, 'PUT', url, await adminAccount(), appBody(v.vendorId))).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', url, undefined, appBody(v.vendorId))).statusCode).toBe(401);
    expect(await snapshot(t.db)).toBe(before);
  });

  it('refuses changes by a vendor that is no longer approved (409)', async () => {
    const v = await vendorAccount(t.db, { status: 'DEACTIVATED' });
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' });
    const res = await call(t.app, 'PUT', `/api/apps/${app.id}`, v, appBody(v.vendorId));
    expect(res.statusCode).toBe(409);
  });
});

describe('DELETE /api/apps/:id (deleteApp)', () => {
  it('deletes a never-published DRAFT app with everything it has', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' });
    const res = await call(t.app, 'DELETE', `/api/apps/${app.id}`, v);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await appRow(t.db, app.id)).toBeUndefined();
    expect(await versionCount(t.db, app.id)).toBe(0);
    expect((await call(t.app, 'GET', `/api/apps/${app.id}/preview`, v)).statusCode).toBe(404);
    expect((await auditOf(t.db, 'app', app.id)).map((a) => [a.action, a.fromStatus])).toEqual([
      ['delete', 'DRAFT'],
    ]);
  });

  it('discards only the draft of a published app; the published version stays', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(
      t.db,
      v.vendorId,
      { status: 'ACTIVE', update: 'DRAFT' },
      { updateShots: 1 },
    );
    const publicBefore = await publicRead(t.app, app.id);
    const res = await call(t.app, 'DELETE', `/api/apps/${app.id}`, v);
    expect(res.statusCode).toBe(204);
    expect(await versionCount(t.db, app.id)).toBe(1);
    expect(await appRow(t.db, app.id)).toMatchObject({
      status: 'ACTIVE',
      inProgressVersionId: null,
      rowVersion: 2,
    });
    expect(await publicRead(t.app, app.id)).toEqual(publicBefore);
    const preview = detailsOf(await call(t.app, 'GET', `/api/apps/${app.id}/preview`, v));
    expect(preview).toMatchObject({ status: 'ACTIVE', inProgressStatus: null });
  });

  it('refuses apps that are not drafts (409), changing nothing', async () => {
    const v = await vendorAccount(t.db);
    const states = [
      { status: 'WAITING_FOR_APPROVAL' },
      { status: 'ACTIVE' },
      { status: 'REJECTED' },
      { status: 'DEACTIVATED' },
      { status: 'ACTIVE', update: 'WAITING_FOR_APPROVAL' },
      { status: 'ACTIVE', update: 'REJECTED' },
    ] as const;
    for (const state of states) {
      const app = await insertAppInState(t.db, v.vendorId, state);
      const before = await snapshot(t.db);
      const res = await call(t.app, 'DELETE', `/api/apps/${app.id}`, v);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        detail: 'Only draft apps can be deleted. Deactivate a published or rejected app instead.',
      });
      expect(await snapshot(t.db)).toBe(before);
    }
  });

  it('answers 404 to another vendor, 403 to admins, 401 anonymously', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' });
    const url = `/api/apps/${app.id}`;
    expect((await call(t.app, 'DELETE', url, await vendorAccount(t.db))).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', url, await adminAccount())).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', url, undefined)).statusCode).toBe(401);
    expect(await appRow(t.db, app.id)).toBeDefined();
  });
});

describe('GET /api/apps/vendorapps (listVendorApps)', () => {
  it('lists the caller’s apps as AppForVendor cards with both versions; a card shows inProgress if present', async () => {
    const v = await vendorAccount(t.db, { name: 'Card Vendor' });
    const other = await vendorAccount(t.db);
    const draft = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' }, { name: 'Draft One' });
    const live = await insertAppInState(t.db, v.vendorId, { status: 'ACTIVE' }, { name: 'Live One' });
    const updating = await insertAppInState(
      t.db,
      v.vendorId,
      { status: 'ACTIVE', update: 'WAITING_FOR_APPROVAL' },
      { name: 'Updating One' },
    );
    const off = await insertAppInState(t.db, v.vendorId, { status: 'DEACTIVATED' }, { name: 'Off One' });
    const foreign = await insertAppInState(t.db, other.vendorId, { status: 'ACTIVE' });

    const res = await call(t.app, 'GET', '/api/apps/vendorapps', v);
    expect(res.statusCode).toBe(200);
    const cards = appListResponseSchema.parse(res.json());
    const byId = new Map(cards.map((c) => [c.id, c]));
    expect(byId.has(foreign.id)).toBe(false);
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(card.type).toBe('AppForVendor');
      expect(card.vendor).toEqual({ id: v.vendorId, name: 'Card Vendor' });
      // The card's own fields are the version cardView picks.
      expect({ name: card.name, status: card.status }).toEqual({
        name: cardView(card).name,
        status: cardView(card).status,
      });
    }
    const pick = (id: number): AppCard => byId.get(id) as AppCard;
    expect(pick(draft.id)).toMatchObject({ status: 'DRAFT', inProgress: { status: 'DRAFT' } });
    expect(pick(draft.id).published).toBeUndefined();
    expect(pick(live.id)).toMatchObject({
      status: 'ACTIVE',
      published: { status: 'ACTIVE', name: 'Live One' },
    });
    expect(pick(live.id).inProgress).toBeUndefined();
    expect(pick(updating.id)).toMatchObject({
      status: 'WAITING_FOR_APPROVAL',
      published: { status: 'ACTIVE' },
      inProgress: { status: 'WAITING_FOR_APPROVAL' },
    });
    expect(pick(off.id)).toMatchObject({ status: 'DEACTIVATED', published: { status: 'DEACTIVATED' } });
    expect(pick(live.id).icon).toMatch(/^\/api\/media\/[0-9a-f]{64}\.png$/);
  });

  it('answers 304 when unchanged, and a new list after a change', async () => {
    const v = await vendorAccount(t.db);
    const first = await call(t.app, 'GET', '/api/apps/vendorapps', v);
    expect(first.json()).toEqual([]);
    const etag = first.headers.etag as string;
    const same = await t.app.inject({
      method: 'GET',
      url: '/api/apps/vendorapps',
      headers: { ...v.headers, 'if-none-match': etag },
    });
    expect(same.statusCode).toBe(304);
    await call(t.app, 'POST', '/api/apps', v, appBody(v.vendorId));
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/apps/vendorapps',
      headers: { ...v.headers, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toHaveLength(1);
  });

  it('answers 404 without a vendor, 403 to admins, 401 anonymously', async () => {
    const res = await call(t.app, 'GET', '/api/apps/vendorapps', await account(['VENDOR']));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: 'You have not registered a vendor yet.' });
    expect((await call(t.app, 'GET', '/api/apps/vendorapps', await adminAccount())).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/apps/vendorapps', undefined)).statusCode).toBe(401);
  });
});

describe('GET /api/apps/:id/reason (getAppReasons)', () => {
  it('lists the rejections newest first to the owner and admins; 404 to others; 401 anonymously', async () => {
    const v = await vendorAccount(t.db);
    const admin = await adminAccount();
    const app = await insertAppInState(t.db, v.vendorId, { status: 'WAITING_FOR_APPROVAL' });
    await setStatus(t.app, 'apps', app.id, admin, 'REJECTED', 'Demo is down');
    await setStatus(t.app, 'apps', app.id, v, 'WAITING_FOR_APPROVAL');
    await setStatus(t.app, 'apps', app.id, admin, 'REJECTED', 'Screenshots are blurry');
    const url = `/api/apps/${app.id}/reason`;

    const own = await call(t.app, 'GET', url, v);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ text: string }[]>().map((r) => r.text)).toEqual([
      'Screenshots are blurry',
      'Demo is down',
    ]);
    expect(own.json<object[]>()[0]).not.toHaveProperty('author');
    expect((await call(t.app, 'GET', url, admin)).json<{ author: string }[]>()[0]?.author).toBe(admin.email);
    expect((await call(t.app, 'GET', url, await vendorAccount(t.db))).statusCode).toBe(404);
    expect((await call(t.app, 'GET', url, undefined)).statusCode).toBe(401);
  });
});
