import { auditListResponseSchema, type AuditEntry } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import {
  adminAccount,
  appBody,
  appRow,
  call,
  files,
  insertAppInState,
  part,
  setStatus,
  upload,
  vendorAccount,
  type Account,
  type VendorAccount,
} from './helpers/journey.ts';

const t = useTestApp();

async function auditList(who: { headers: Record<string, string> }, query: string) {
  const res = await call(t.app, 'GET', `/api/audit${query}`, who);
  expect(res.statusCode).toBe(200);
  return auditListResponseSchema.parse(res.json());
}

describe('GET /api/audit (listAudit)', () => {
  it('records the whole vendor journey, newest first, with who did it', async () => {
    const admin = await adminAccount();
    const v = await vendorAccount(t.db, { status: 'DRAFT', icon: false });
    const vendorUrl = `/api/vendors/${v.vendorId}`;
    await call(t.app, 'PUT', vendorUrl, v, {
      name: 'Journey Health',
      description: 'Apps.',
      email: v.vendorEmail,
      website: 'https://journey.example',
    });
    await upload(t.app, `${vendorUrl}/icon`, v, [part('file', await files.icon())]);
    await setStatus(t.app, 'vendors', v.vendorId, v, 'WAITING_FOR_APPROVAL');
    await setStatus(t.app, 'vendors', v.vendorId, admin, 'APPROVED');

    const created = await call(t.app, 'POST', '/api/apps', v, appBody(v.vendorId));
    const appId = created.json<{ id: number }>().id;
    await call(t.app, 'PUT', `/api/apps/${appId}`, v, appBody(v.vendorId, { description: 'Better' }));
    await upload(t.app, `/api/apps/${appId}/icon`, v, [part('file', await files.icon())]);
    const shots = await upload(t.app, `/api/apps/${appId}/screenshots`, v, [
      part('files', await files.png()),
    ]);
    const shotId = shots.json<{ screenshots: { id: number }[] }>().screenshots[0]?.id;
    await call(t.app, 'DELETE', `/api/apps/${appId}/screenshots/${shotId}`, v);
    await setStatus(t.app, 'apps', appId, v, 'WAITING_FOR_APPROVAL');
    await setStatus(t.app, 'apps', appId, admin, 'REJECTED', 'Needs screenshots');
    await setStatus(t.app, 'apps', appId, v, 'WAITING_FOR_APPROVAL');
    await setStatus(t.app, 'apps', appId, admin, 'ACTIVE');
    await setStatus(t.app, 'apps', appId, admin, 'DEACTIVATED', 'Offline');
    await setStatus(t.app, 'apps', appId, admin, 'ACTIVE');

    const app = await auditList(admin, `?appId=${appId}`);
    const row = (e: AuditEntry) => [
      e.action,
      e.actor.subject === admin.sub ? 'admin' : 'vendor',
      e.fromStatus,
      e.toStatus,
    ];
    expect(app.items.map(row)).toEqual([
      ['activate', 'admin', 'DEACTIVATED', 'ACTIVE'],
      ['deactivate', 'admin', 'ACTIVE', 'DEACTIVATED'],
      ['approve', 'admin', 'WAITING_FOR_APPROVAL', 'ACTIVE'],
      ['resubmit', 'vendor', 'REJECTED', 'WAITING_FOR_APPROVAL'],
      ['reject', 'admin', 'WAITING_FOR_APPROVAL', 'REJECTED'],
      ['submit', 'vendor', 'DRAFT', 'WAITING_FOR_APPROVAL'],
      ['screenshots', 'vendor', null, null],
      ['screenshots', 'vendor', null, null],
      ['icon', 'vendor', null, null],
      ['update', 'vendor', null, null],
      ['create', 'vendor', null, null],
    ]);
    expect(app.items[4]).toMatchObject({
      reason: 'Needs screenshots',
      actor: { email: admin.email },
      subjectType: 'app',
    });
    expect(app.nextCursor).toBeNull();

    // The vendor filter covers the vendor itself and its apps.
    const vendor = await auditList(admin, `?vendorId=${v.vendorId}`);
    expect(vendor.items).toHaveLength(app.items.length + 4);
    expect(vendor.items.slice(-4).map((e) => [e.subjectType, e.action])).toEqual([
      ['vendor', 'approve'],
      ['vendor', 'submit'],
      ['vendor', 'icon'],
      ['vendor', 'update'],
    ]);
  });

  it("keeps a deleted draft's entries in its vendor's history, newest first, page by page, and no other vendor's", async () => {
    const admin = await adminAccount();
    const v = await vendorAccount(t.db);
    const other = await vendorAccount(t.db);
    const create = async (who: VendorAccount, name: string) => {
      const res = await call(t.app, 'POST', '/api/apps', who, appBody(who.vendorId, { name }));
      expect(res.statusCode).toBe(201);
      return res.json<{ id: number }>().id;
    };
    const edit = async (who: VendorAccount, id: number, description: string) => {
      const res = await call(t.app, 'PUT', `/api/apps/${id}`, who, appBody(who.vendorId, { description }));
      expect(res.statusCode).toBe(200);
    };
    // The vendors take turns, so a page of one vendor's history has to pass over the other's entries.
    const draft = await create(v, 'Short-lived Draft');
    const foreign = await create(other, 'Other Vendor App');
    await edit(v, draft, 'Edited once');
    await edit(other, foreign, 'Edited elsewhere');
    const kept = await create(v, 'Kept App');
    await edit(v, draft, 'Edited twice');
    expect((await call(t.app, 'DELETE', `/api/apps/${draft}`, v)).statusCode).toBe(204);
    expect(await appRow(t.db, draft)).toBeUndefined();
    await edit(other, foreign, 'Edited after the deletion');

    const history = async (who: Account, query: string) => {
      const pages: AuditEntry[][] = [];
      let cursor: string | null = null;
      do {
        const page = await auditList(who, `${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        pages.push(page.items);
        cursor = page.nextCursor;
      } while (cursor !== null && pages.length < 10);
      return pages;
    };
    const row = (e: AuditEntry) => [e.subjectType, e.subjectId, e.action];

    const own = await history(admin, `?vendorId=${v.vendorId}`);
    expect(own.map((page) => page.map(row))).toEqual([
      [
        ['app', draft, 'delete'],
        ['app', draft, 'update'],
      ],
      [
        ['app', kept, 'create'],
        ['app', draft, 'update'],
      ],
      [['app', draft, 'create']],
    ]);
    const ids = own.flat().map((e) => e.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    // The history says which app is gone, so the screens name it instead of linking to a missing page.
    for (const e of own.flat())
      expect(e.subjectExists, `${e.subjectId} ${e.action}`).toBe(e.subjectId !== draft);
    expect(own[0]?.[0]).toMatchObject({
      actor: { subject: v.sub, email: v.email },
      fromStatus: 'DRAFT',
      toStatus: null,
    });

    const others = await history(admin, `?vendorId=${other.vendorId}`);
    expect(others.flat().map(row)).toEqual([
      ['app', foreign, 'update'],
      ['app', foreign, 'update'],
      ['app', foreign, 'create'],
    ]);
    // The app filter is unchanged: the deleted app's own history is still there too.
    const app = await auditList(admin, `?appId=${draft}`);
    expect(app.items.map((e) => e.action)).toEqual(['delete', 'update', 'update', 'create']);
  });

  it('pages with limit and cursor through every entry exactly once', async () => {
    const admin = await adminAccount();
    const v = await vendorAccount(t.db);
    const app = await insertAppInState(t.db, v.vendorId, { status: 'DRAFT' });
    for (let i = 0; i < 5; i++) {
      await call(t.app, 'PUT', `/api/apps/${app.id}`, v, appBody(v.vendorId, { description: `Edit ${i}` }));
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await auditList(admin, `?appId=${app.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(5);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
  });

  it('refuses a forged cursor (400), vendors (403) and anonymous callers (401)', async () => {
    const admin = await adminAccount();
    const bad = await call(t.app, 'GET', '/api/audit?cursor=bm90LWEtY3Vyc29y', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ detail: 'The cursor is not valid. Start again from the first page.' });
    expect((await call(t.app, 'GET', '/api/audit', await vendorAccount(t.db))).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/audit', undefined)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/audit?limit=1000', admin)).statusCode).toBe(400);
  });
});
