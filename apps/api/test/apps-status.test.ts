import {
  ACTORS,
  APP_MACHINE,
  APP_NEW_STATUSES,
  REASON_TEXTS,
  type Actor,
  type AppAction,
  type AppNewStatus,
  type AppStatus,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appVersions } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/app.ts';
import {
  adminAccount,
  appBody,
  appRow,
  type AppState,
  auditOf,
  call,
  detailsOf,
  files,
  insertAppInState,
  outboxTo,
  part,
  publicRead,
  reasonsOfSubject,
  removedOf,
  setStatus,
  snapshot,
  upload,
  vendorAccount,
  versionCount,
} from './helpers/journey.ts';

const t = useTestApp();

/**
 * Every state an app can be in, and what each actor may do from it. Rows come from the contract's
 * machine: submit/resubmit/approve/reject apply to the shown (in-progress) version, deactivate and
 * activate to the whole app. Anything not listed must be refused: 403 for a change the actor never
 * makes, 409 for one it makes from other statuses.
 */
const STATES: {
  name: string;
  state: AppState;
  allowed: { actor: Actor; to: AppNewStatus; action: AppAction; shows: AppStatus }[];
}[] = [
  {
    name: 'DRAFT',
    state: { status: 'DRAFT' },
    allowed: [
      { actor: 'vendor', to: 'WAITING_FOR_APPROVAL', action: 'submit', shows: 'WAITING_FOR_APPROVAL' },
    ],
  },
  {
    name: 'WAITING_FOR_APPROVAL',
    state: { status: 'WAITING_FOR_APPROVAL' },
    allowed: [
      { actor: 'admin', to: 'ACTIVE', action: 'approve', shows: 'ACTIVE' },
      { actor: 'admin', to: 'REJECTED', action: 'reject', shows: 'REJECTED' },
    ],
  },
  {
    name: 'REJECTED',
    state: { status: 'REJECTED' },
    allowed: [
      { actor: 'vendor', to: 'WAITING_FOR_APPROVAL', action: 'resubmit', shows: 'WAITING_FOR_APPROVAL' },
      { actor: 'vendor', to: 'DEACTIVATED', action: 'deactivate', shows: 'DEACTIVATED' },
    ],
  },
  {
    name: 'ACTIVE',
    state: { status: 'ACTIVE' },
    allowed: [
      { actor: 'admin', to: 'DEACTIVATED', action: 'deactivate', shows: 'DEACTIVATED' },
      { actor: 'vendor', to: 'DEACTIVATED', action: 'deactivate', shows: 'DEACTIVATED' },
    ],
  },
  {
    name: 'DEACTIVATED (was published)',
    state: { status: 'DEACTIVATED' },
    allowed: [{ actor: 'admin', to: 'ACTIVE', action: 'activate', shows: 'ACTIVE' }],
  },
  // A vendor's own never-published app it switched off: there is nothing to activate.
  {
    name: 'DEACTIVATED (never published)',
    state: { status: 'DEACTIVATED', neverPublished: true },
    allowed: [],
  },
  {
    name: 'ACTIVE with a DRAFT update',
    state: { status: 'ACTIVE', update: 'DRAFT' },
    allowed: [
      { actor: 'vendor', to: 'WAITING_FOR_APPROVAL', action: 'submit', shows: 'WAITING_FOR_APPROVAL' },
      { actor: 'admin', to: 'DEACTIVATED', action: 'deactivate', shows: 'DEACTIVATED' },
      { actor: 'vendor', to: 'DEACTIVATED', action: 'deactivate', shows: 'DEACTIVATED' },
    ],
  },
  {
    name: 'ACTIVE with an update in review',
    state: { status: 'ACTIVE', update: 'WAITING_FOR_APPROVAL' },
    allowed: [
      { actor: 'admin', to: 'ACTIVE', action: 'approve', shows: 'ACTIVE' },
      { actor: 'admin', to: 'REJECTED', action: 'reject', shows: 'REJECTED' },
      { actor: 'admin', to: 'DEACTIVATED', action: 'deactivate', shows: 'DEACTIVATED' },
      { actor: 'vendor', to: 'DEACTIVATED', action: 'deactivate', shows: 'DEACTIVATED' },
    ],
  },
  {
    name: 'ACTIVE with a rejected update',
    state: { status: 'ACTIVE', update: 'REJECTED' },
    allowed: [
      { actor: 'vendor', to: 'WAITING_FOR_APPROVAL', action: 'resubmit', shows: 'WAITING_FOR_APPROVAL' },
      { actor: 'admin', to: 'DEACTIVATED', action: 'deactivate', shows: 'DEACTIVATED' },
      { actor: 'vendor', to: 'DEACTIVATED', action: 'deactivate', shows: 'DEACTIVATED' },
    ],
  },
];

async function scene(state: AppState, actor: Actor) {
  const v = await vendorAccount(t.db);
  const app = await insertAppInState(t.db, v.vendorId, state);
  const who = actor === 'admin' ? await adminAccount() : v;
  return { v, app, who };
}

describe('PATCH /api/apps/:id/status: the contract’s app machine', () => {
  it('covers every row of the machine', () => {
    const exercised = new Set(STATES.flatMap((s) => s.allowed.map((a) => `${a.action}/${a.actor}`)));
    expect(new Set(APP_MACHINE.map((r) => `${r.action}/${r.actor}`))).toEqual(exercised);
  });

  const allowed = STATES.flatMap((s) =>
    s.allowed.map((a) => [s.name, a.action, a.actor, a.to, s.state, a.shows] as const),
  );
  it.each(allowed)(
    '%s: %s by %s (newStatus=%s) is allowed and audited',
    async (_n, action, actor, to, state, shows) => {
      const { app, who } = await scene(state, actor);
      const res = await setStatus(t.app, 'apps', app.id, who, to, 'because');
      expect(res.statusCode).toBe(200);
      expect(detailsOf(res)).toMatchObject({ id: app.id, status: shows });
      const [entry, ...more] = await auditOf(t.db, 'app', app.id);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ action, actorSub: who.sub, toStatus: to });
    },
  );

  // Who may never make a change (no row of the machine takes this actor to that status) gets 403; a
  // change the actor may make, but not from where the app stands, gets 409.
  const mayEverReach = (actor: Actor, to: AppNewStatus): boolean =>
    APP_MACHINE.some((row) => row.actor === actor && row.to === to);
  const refused = STATES.flatMap((s) =>
    APP_NEW_STATUSES.flatMap((to) =>
      ACTORS.filter((actor) => !s.allowed.some((a) => a.actor === actor && a.to === to)).map(
        (actor) => [s.name, to, actor, mayEverReach(actor, to) ? 409 : 403, s.state] as const,
      ),
    ),
  );
  it('refuses with both codes: 403 for changes an actor never makes, 409 for the rest', () => {
    expect(new Set(refused.map((r) => r[3]))).toEqual(new Set([403, 409]));
  });
  it.each(refused)(
    '%s: newStatus=%s by %s is refused with %i and changes nothing',
    async (_n, to, actor, status, state) => {
      const { app, who } = await scene(state, actor);
      const before = await snapshot(t.db);
      const res = await setStatus(t.app, 'apps', app.id, who, to, 'because');
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json<{ detail: string }>().detail).toMatch(
        status === 403
          ? new RegExp(`^Only .* can change an app to ${to}\\.$`)
          : /can not be changed to|never published/,
      );
      expect(await snapshot(t.db)).toBe(before);
    },
  );

  it('answers 404 to another vendor, 401 anonymously, 400 for an unknown newStatus', async () => {
    const { app } = await scene({ status: 'DRAFT' }, 'vendor');
    const other = await vendorAccount(t.db);
    expect((await setStatus(t.app, 'apps', app.id, other, 'WAITING_FOR_APPROVAL')).statusCode).toBe(404);
    expect((await setStatus(t.app, 'apps', 2147483000, other, 'WAITING_FOR_APPROVAL')).statusCode).toBe(404);
    expect((await setStatus(t.app, 'apps', app.id, undefined, 'WAITING_FOR_APPROVAL')).statusCode).toBe(401);
    expect((await setStatus(t.app, 'apps', app.id, other, 'DRAFT')).statusCode).toBe(400);
  });
});

describe('submitting an app', () => {
  it('needs an icon (409)', async () => {
    const v = await vendorAccount(t.db);
    const created = await call(t.app, 'POST', '/api/apps', v, appBody(v.vendorId));
    const id = detailsOf(created).id;
    const res = await setStatus(t.app, 'apps', id, v, 'WAITING_FOR_APPROVAL');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: 'Set an icon before you submit your app.' });
    await upload(t.app, `/api/apps/${id}/icon`, v, [part('file', await files.icon())]);
    const ok = await setStatus(t.app, 'apps', id, v, 'WAITING_FOR_APPROVAL');
    expect(ok.statusCode).toBe(200);
    expect(detailsOf(ok).status).toBe('WAITING_FOR_APPROVAL');
  });

  it('needs the information the form requires (409 naming what is missing)', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' });
    await t.db
      .update(appVersions)
      .set({ description: ' ' })
      .where(eq(appVersions.id, app.inProgressVersionId ?? 0));
    const res = await setStatus(t.app, 'apps', app.id, v, 'WAITING_FOR_APPROVAL');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      detail: 'Complete your app before you submit it: Description can not be empty',
    });
  });

  it('is refused for a vendor that is no longer approved (409)', async () => {
    const v = await vendorAccount(t.db, { status: 'DEACTIVATED' });
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' });
    expect((await setStatus(t.app, 'apps', app.id, v, 'WAITING_FOR_APPROVAL')).statusCode).toBe(409);
  });
});

describe('versions: an update goes public only when approved', () => {
  it('approval publishes the update and materialises the merged screenshots in one step', async () => {
    const v = await vendorAccount(t.db, { name: 'Merge Vendor' });
    const admin = await adminAccount();
    const app = await insertAppInState(t.db, v.vendorId, { status: 'ACTIVE' }, { name: 'Merger', shots: 3 });
    const [s1, s2, s3] = app.publishedShots;
    const publicBefore = await publicRead(t.app, app.id);

    await call(
      t.app,
      'PUT',
      `/api/apps/${app.id}`,
      v,
      appBody(v.vendorId, { name: 'Merger', description: 'v2 text' }),
    );
    await call(t.app, 'DELETE', `/api/apps/${app.id}/screenshots/${s2}`, v);
    const added = detailsOf(
      await upload(t.app, `/api/apps/${app.id}/screenshots`, v, [part('files', await files.png(320, 200))]),
    );
    const newShot = added.screenshots.at(-1)?.id;
    expect(added.screenshots.map((s) => s.id)).toEqual([s1, s3, newShot]);
    expect((await setStatus(t.app, 'apps', app.id, v, 'WAITING_FOR_APPROVAL')).statusCode).toBe(200);
    expect(await publicRead(t.app, app.id)).toEqual(publicBefore);

    const approved = await setStatus(t.app, 'apps', app.id, admin, 'ACTIVE');
    expect(approved.statusCode).toBe(200);
    const pub = await call(t.app, 'GET', `/api/apps/${app.id}`, undefined);
    const live = detailsOf(pub);
    expect(live).toMatchObject({ description: 'v2 text', status: 'ACTIVE', removedImages: [] });
    expect(live.screenshots.map((s) => s.id)).toEqual([s1, s3, newShot]);
    expect(await versionCount(t.db, app.id)).toBe(1);
    expect(await appRow(t.db, app.id)).toMatchObject({
      status: 'ACTIVE',
      inProgressVersionId: null,
      publishedVersionId: live.versionId,
    });
    expect(await removedOf(t.db, live.versionId ?? 0)).toEqual([]);

    const [mail, ...more] = await outboxTo(t.db, v.vendorEmail);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('The update of your app Merger was approved');
    expect(mail?.text).toContain(`http://localhost:8080/appdetails/${app.id}`);
  });

  it('rejection of an update keeps the published version public and tells why', async () => {
    const v = await vendorAccount(t.db);
    const admin = await adminAccount();
    const app = await insertAppInState(
      t.db,
      v.vendorId,
      { status: 'ACTIVE', update: 'WAITING_FOR_APPROVAL' },
      { name: 'Kept' },
    );
    const publicBefore = await publicRead(t.app, app.id);
    const res = await setStatus(t.app, 'apps', app.id, admin, 'REJECTED', 'Broken demo link');
    expect(detailsOf(res)).toMatchObject({ status: 'REJECTED', hasPublished: true });
    expect(await publicRead(t.app, app.id)).toEqual(publicBefore);
    expect(await appRow(t.db, app.id)).toMatchObject({ status: 'ACTIVE' });
    expect((await reasonsOfSubject(t.db, 'app', app.id)).map((r) => r.text)).toEqual(['Broken demo link']);

    const [mail] = await outboxTo(t.db, v.vendorEmail);
    expect(mail?.subject).toBe('The update of your app Kept was rejected');
    expect(mail?.text).toContain('Reason: Broken demo link');
    expect(mail?.text).toContain('The published version stays available.');
    expect(mail?.text).toContain(`http://localhost:8080/my-apps/edit/${app.id}/info`);
  });

  it('approving a first version publishes it and e-mails the vendor', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(
      t.db,
      v.vendorId,
      { status: 'WAITING_FOR_APPROVAL' },
      { name: 'Fresh' },
    );
    expect((await call(t.app, 'GET', `/api/apps/${app.id}`, undefined)).statusCode).toBe(404);
    await setStatus(t.app, 'apps', app.id, await adminAccount(), 'ACTIVE');
    expect(detailsOf(await call(t.app, 'GET', `/api/apps/${app.id}`, undefined))).toMatchObject({
      status: 'ACTIVE',
    });
    const [mail] = await outboxTo(t.db, v.vendorEmail);
    expect(mail?.subject).toBe('Your app Fresh was approved');
  });

  it('a rejection without reason stores none and says so', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'WAITING_FOR_APPROVAL' });
    await setStatus(t.app, 'apps', app.id, await adminAccount(), 'REJECTED');
    expect(await reasonsOfSubject(t.db, 'app', app.id)).toEqual([]);
    expect((await outboxTo(t.db, v.vendorEmail))[0]?.text).toContain(`Reason: ${REASON_TEXTS.noReason}`);
    expect((await call(t.app, 'GET', `/api/apps/${app.id}/reason`, v)).json()).toEqual([]);
  });
});

describe('deactivation and activation', () => {
  it('an admin deactivation takes the app off the catalogue, drops a pending update and e-mails the reason', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(
      t.db,
      v.vendorId,
      { status: 'ACTIVE', update: 'DRAFT' },
      { name: 'Gone' },
    );
    const res = await setStatus(
      t.app,
      'apps',
      app.id,
      await adminAccount(),
      'DEACTIVATED',
      'Demo server offline',
    );
    expect(detailsOf(res)).toMatchObject({ status: 'DEACTIVATED', inProgressStatus: null });
    expect(await versionCount(t.db, app.id)).toBe(1);
    expect((await call(t.app, 'GET', `/api/apps/${app.id}`, undefined)).statusCode).toBe(404);
    const [mail] = await outboxTo(t.db, v.vendorEmail);
    expect(mail?.subject).toBe('Your app Gone was deactivated');
    expect(mail?.text).toContain('Reason: Demo server offline');
    // Not a rejection: the reasons list is for rejections only, the audit keeps it.
    expect(await reasonsOfSubject(t.db, 'app', app.id)).toEqual([]);
    expect((await auditOf(t.db, 'app', app.id))[0]).toMatchObject({ reason: 'Demo server offline' });
  });

  it('a vendor deactivating its own app gets no e-mail; only an admin activates it again, with one', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'ACTIVE' }, { name: 'Back' });
    expect((await setStatus(t.app, 'apps', app.id, v, 'DEACTIVATED')).statusCode).toBe(200);
    expect(await outboxTo(t.db, v.vendorEmail)).toEqual([]);
    // A vendor never activates: 403, whatever the status.
    expect((await setStatus(t.app, 'apps', app.id, v, 'ACTIVE')).statusCode).toBe(403);
    const res = await setStatus(t.app, 'apps', app.id, await adminAccount(), 'ACTIVE');
    expect(detailsOf(res).status).toBe('ACTIVE');
    expect(detailsOf(await call(t.app, 'GET', `/api/apps/${app.id}`, undefined)).status).toBe('ACTIVE');
    const mails = await outboxTo(t.db, v.vendorEmail);
    expect(mails.map((m) => m.subject)).toEqual(['Your app Back was activated']);
  });

  it('activating a never-published app is refused with a readable text', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'REJECTED' });
    expect((await setStatus(t.app, 'apps', app.id, v, 'DEACTIVATED')).statusCode).toBe(200);
    const res = await setStatus(t.app, 'apps', app.id, await adminAccount(), 'ACTIVE');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: 'This app was never published, so it can not be activated.' });
  });
});
