import { VENDOR_FORM_MESSAGES, vendorListResponseSchema, vendorSchema } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { vendors } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/app.ts';
import {
  account,
  adminAccount,
  auditOf,
  call,
  files,
  mediaCount,
  part,
  setStatus,
  snapshot,
  upload,
  vendorAccount,
} from './helpers/journey.ts';

const t = useTestApp();

const vendorBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Fhirfly Health',
  description: 'SMART on FHIR apps for wards.',
  email: 'hello@fhirfly.example',
  website: 'https://fhirfly.example',
  imageUrl: null,
  ...overrides,
});

describe('POST /api/vendors (createVendor)', () => {
  it('creates the caller’s vendor as a DRAFT owned by the token subject, and audits it', async () => {
    const user = await account(['VENDOR']);
    const res = await call(t.app, 'POST', '/api/vendors', user, vendorBody());
    expect(res.statusCode).toBe(201);
    const body = vendorSchema.parse(res.json());
    expect(body).toMatchObject({
      name: 'Fhirfly Health',
      email: 'hello@fhirfly.example',
      website: 'https://fhirfly.example',
      imageUrl: null,
      status: 'DRAFT',
      rowVersion: 1,
    });
    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, body.id));
    expect(row?.owner).toBe(user.sub);
    expect((await auditOf(t.db, 'vendor', body.id)).map((a) => [a.action, a.actorSub])).toEqual([
      ['create', user.sub],
    ]);

    const mine = await call(t.app, 'GET', '/api/vendors/my-vendor', user);
    expect(mine.json()).toMatchObject({ id: body.id, status: 'DRAFT' });
  });

  it('ignores an imageUrl in the body: the icon is set by its own upload', async () => {
    const user = await account(['VENDOR']);
    const res = await call(t.app, 'POST', '/api/vendors', user, vendorBody({ imageUrl: '/api/media/x.png' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ imageUrl: null });
  });

  it('refuses a second vendor for the same user with 409, keeping the first', async () => {
    const user = await account(['VENDOR']);
    const first = await call(t.app, 'POST', '/api/vendors', user, vendorBody());
    const second = await call(t.app, 'POST', '/api/vendors', user, vendorBody({ name: 'Another' }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      detail: 'You have already registered a vendor. Update your vendor information instead.',
    });
    const mine = await call(t.app, 'GET', '/api/vendors/my-vendor', user);
    expect(mine.json()).toMatchObject({ id: first.json<{ id: number }>().id, name: 'Fhirfly Health' });
  });

  it('answers 400 with the form’s own message for an invalid body, and stores nothing', async () => {
    const user = await account(['VENDOR']);
    const before = await snapshot(t.db);
    const res = await call(
      t.app,
      'POST',
      '/api/vendors',
      user,
      vendorBody({ website: 'http://no-tls.example' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: VENDOR_FORM_MESSAGES.websiteFormat });
    const unknown = await call(t.app, 'POST', '/api/vendors', user, vendorBody({ owner: 'someone-else' }));
    expect(unknown.statusCode).toBe(400);
    expect(await snapshot(t.db)).toBe(before);
  });

  it('needs a login (401) and the VENDOR role (403)', async () => {
    expect((await call(t.app, 'POST', '/api/vendors', undefined, vendorBody())).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/vendors', await adminAccount(), vendorBody())).statusCode).toBe(
      403,
    );
  });
});

describe('PUT /api/vendors/:id (updateVendor)', () => {
  it('updates a DRAFT or REJECTED vendor of its owner and bumps the row version', async () => {
    for (const status of ['DRAFT', 'REJECTED'] as const) {
      const v = await vendorAccount(t.db, { status });
      const res = await call(t.app, 'PUT', `/api/vendors/${v.vendorId}`, v, vendorBody({ rowVersion: 1 }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Fhirfly Health', status, rowVersion: 2 });
      expect((await auditOf(t.db, 'vendor', v.vendorId)).map((a) => a.action)).toEqual(['update']);
    }
  });

  it('refuses changes once submitted, approved or deactivated (409), changing nothing', async () => {
    for (const status of ['WAITING_FOR_APPROVAL', 'APPROVED', 'DEACTIVATED'] as const) {
      const v = await vendorAccount(t.db, { status });
      const before = await snapshot(t.db);
      const res = await call(t.app, 'PUT', `/api/vendors/${v.vendorId}`, v, vendorBody());
      expect(res.statusCode).toBe(409);
      expect(res.json<{ detail: string }>().detail).toMatch(/please contact the support/);
      expect(await snapshot(t.db)).toBe(before);
    }
  });

  it('refuses a stale rowVersion with 409, so a concurrent change is not overwritten', async () => {
    const v = await vendorAccount(t.db, { status: 'DRAFT' });
    const first = await call(t.app, 'PUT', `/api/vendors/${v.vendorId}`, v, vendorBody({ rowVersion: 1 }));
    expect(first.statusCode).toBe(200);
    const second = await call(
      t.app,
      'PUT',
      `/api/vendors/${v.vendorId}`,
      v,
      vendorBody({ name: 'Lost update', rowVersion: 1 }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      detail: 'Your vendor information was changed in the meantime. Reload it and apply your changes again.',
    });
    const mine = await call(t.app, 'GET', '/api/vendors/my-vendor', v);
    expect(mine.json()).toMatchObject({ name: 'Fhirfly Health', rowVersion: 2 });
  });

  it('answers 404 for another vendor’s id or a missing one, 403 without the VENDOR role, 401 anonymously', async () => {
    const owner = await vendorAccount(t.db, { status: 'DRAFT' });
    const other = await vendorAccount(t.db, { status: 'DRAFT' });
    const before = await snapshot(t.db);
    const url = `/api/vendors/${owner.vendorId}`;
    expect((await call(t.app, 'PUT', url, other, vendorBody())).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', '/api/vendors/2147483000', other, vendorBody())).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', url, await adminAccount(), vendorBody())).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', url, undefined, vendorBody())).statusCode).toBe(401);
    expect(await snapshot(t.db)).toBe(before);
  });
});

describe('POST /api/vendors/:id/icon (setVendorIcon)', () => {
  it('stores the icon as a 244x244 WebP and answers with a cache-busted URL that serves it', async () => {
    const v = await vendorAccount(t.db, { status: 'DRAFT', icon: false });
    const res = await upload(t.app, `/api/vendors/${v.vendorId}/icon`, v, [
      part('file', await files.png(300, 300)),
    ]);
    expect(res.statusCode).toBe(200);
    const body = vendorSchema.parse(res.json());
    expect(body.imageUrl).toMatch(/^\/api\/media\/[0-9a-f]{64}\.webp\?t=\d+$/);
    expect(body.rowVersion).toBe(2);

    const image = await t.app.inject({ method: 'GET', url: body.imageUrl ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([244, 244]);
    expect((await auditOf(t.db, 'vendor', v.vendorId)).map((a) => a.action)).toEqual(['icon']);
  });

  it('accepts JPEG and WebP too', async () => {
    for (const make of [files.jpeg, files.webp]) {
      const v = await vendorAccount(t.db, { status: 'REJECTED', icon: false });
      const res = await upload(t.app, `/api/vendors/${v.vendorId}/icon`, v, [
        part('file', await make(240, 240)),
      ]);
      expect(res.statusCode).toBe(200);
    }
  });

  it.each([
    ['SVG', files.svg, 400, /not a supported image/],
    ['text named .png', files.text, 400, /not a supported image/],
    ['over 2 MB', files.tooLarge, 413, /larger than 2 MB/],
    ['truncated PNG', files.truncated, 400, /could not be read/],
    ['zero bytes', files.empty, 400, /empty/],
  ])('refuses %s with a readable 4xx and stores nothing', async (_what, make, status, detail) => {
    const v = await vendorAccount(t.db, { status: 'DRAFT', icon: false });
    const before = await snapshot(t.db);
    const res = await upload(t.app, `/api/vendors/${v.vendorId}/icon`, v, [part('file', await make())]);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json<{ detail: string }>().detail).toMatch(detail);
    expect(await snapshot(t.db)).toBe(before);
  });

  it('refuses a wrong field name, two files and a JSON body with 400', async () => {
    const v = await vendorAccount(t.db, { status: 'DRAFT', icon: false });
    const url = `/api/vendors/${v.vendorId}/icon`;
    const png = await files.png();
    const media = await mediaCount(t.db);
    const wrong = await upload(t.app, url, v, [part('files', png)]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ detail: 'Send the file in the form field "file", not "files".' });
    const two = await upload(t.app, url, v, [part('file', png), part('file', await files.png())]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ detail: 'Upload one file at a time.' });
    const json = await call(t.app, 'POST', url, v, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(await mediaCount(t.db)).toBe(media);
  });

  it('refuses an approved vendor’s icon change (409) and another vendor’s (404) before storing anything', async () => {
    const approved = await vendorAccount(t.db, { status: 'APPROVED' });
    const other = await vendorAccount(t.db, { status: 'DRAFT' });
    const before = await snapshot(t.db);
    const png = await files.png();
    const own = await upload(t.app, `/api/vendors/${approved.vendorId}/icon`, approved, [part('file', png)]);
    expect(own.statusCode).toBe(409);
    const foreign = await upload(t.app, `/api/vendors/${other.vendorId}/icon`, approved, [part('file', png)]);
    expect(foreign.statusCode).toBe(404);
    expect(
      (await upload(t.app, `/api/vendors/${other.vendorId}/icon`, undefined, [part('file', png)])).statusCode,
    ).toBe(401);
    expect(await snapshot(t.db)).toBe(before);
  });
});

describe('GET /api/vendors/:id/reason (getVendorReasons)', () => {
  it('lists reasons newest first to the owner (without author) and to admins (with author)', async () => {
    const v = await vendorAccount(t.db, { status: 'WAITING_FOR_APPROVAL' });
    const admin = await adminAccount();
    expect(
      (await setStatus(t.app, 'vendors', v.vendorId, admin, 'REJECTED', 'Website unreachable')).statusCode,
    ).toBe(200);
    expect((await setStatus(t.app, 'vendors', v.vendorId, v, 'WAITING_FOR_APPROVAL')).statusCode).toBe(200);
    expect(
      (await setStatus(t.app, 'vendors', v.vendorId, admin, 'REJECTED', 'Icon is a placeholder')).statusCode,
    ).toBe(200);

    const own = await call(t.app, 'GET', `/api/vendors/${v.vendorId}/reason`, v);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ text: string }[]>().map((r) => r.text)).toEqual([
      'Icon is a placeholder',
      'Website unreachable',
    ]);
    expect(own.json<object[]>()[0]).not.toHaveProperty('author');

    const asAdmin = await call(t.app, 'GET', `/api/vendors/${v.vendorId}/reason`, admin);
    expect(asAdmin.json<{ author: string }[]>()[0]?.author).toBe(admin.email);

    const mine = await call(t.app, 'GET', '/api/vendors/my-vendor', v);
    expect(mine.json()).toMatchObject({ status: 'REJECTED', reason: 'Icon is a placeholder' });
  });

  it('answers an empty list when there is none, 404 to other vendors, 401 anonymously', async () => {
    const v = await vendorAccount(t.db, { status: 'DRAFT' });
    const other = await vendorAccount(t.db);
    const url = `/api/vendors/${v.vendorId}/reason`;
    expect((await call(t.app, 'GET', url, v)).json()).toEqual([]);
    expect((await call(t.app, 'GET', url, other)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', url, undefined)).statusCode).toBe(401);
  });
});

describe('GET /api/vendors (listVendors)', () => {
  it('lists the approved vendors by default, and the waiting ones with ?status=WAITING_FOR_APPROVAL', async () => {
    const admin = await adminAccount();
    const approved = await vendorAccount(t.db, { status: 'APPROVED', name: 'Zeta Approved' });
    const waiting = await vendorAccount(t.db, { status: 'WAITING_FOR_APPROVAL' });
    const deactivated = await vendorAccount(t.db, { status: 'DEACTIVATED' });
    const draft = await vendorAccount(t.db, { status: 'DRAFT' });

    const list = await call(t.app, 'GET', '/api/vendors', admin);
    expect(list.statusCode).toBe(200);
    const ids = vendorListResponseSchema.parse(list.json()).map((v) => v.id);
    expect(ids).toContain(approved.vendorId);
    for (const v of [waiting, deactivated, draft]) expect(ids).not.toContain(v.vendorId);

    const queue = await call(t.app, 'GET', '/api/vendors?status=WAITING_FOR_APPROVAL', admin);
    const queueIds = vendorListResponseSchema.parse(queue.json()).map((v) => v.id);
    expect(queueIds).toContain(waiting.vendorId);
    expect(queueIds).not.toContain(approved.vendorId);

    const off = await call(t.app, 'GET', '/api/vendors?status=DEACTIVATED', admin);
    expect(vendorListResponseSchema.parse(off.json()).map((v) => v.id)).toContain(deactivated.vendorId);
  });

  it('carries each vendor’s latest rejection reason', async () => {
    const admin = await adminAccount();
    const v = await vendorAccount(t.db, { status: 'WAITING_FOR_APPROVAL' });
    await setStatus(t.app, 'vendors', v.vendorId, admin, 'REJECTED', 'First reason');
    await setStatus(t.app, 'vendors', v.vendorId, v, 'WAITING_FOR_APPROVAL');
    const queue = vendorListResponseSchema.parse(
      (await call(t.app, 'GET', '/api/vendors?status=WAITING_FOR_APPROVAL', admin)).json(),
    );
    expect(queue.find((x) => x.id === v.vendorId)?.reason).toBe('First reason');
  });

  it('answers 304 to a matching If-None-Match and a new ETag after a change', async () => {
    const admin = await adminAccount();
    const first = await call(t.app, 'GET', '/api/vendors?status=WAITING_FOR_APPROVAL', admin);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/vendors?status=WAITING_FOR_APPROVAL',
      headers: { ...admin.headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await vendorAccount(t.db, { status: 'WAITING_FOR_APPROVAL' });
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/vendors?status=WAITING_FOR_APPROVAL',
      headers: { ...admin.headers, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('is for admins only: 403 for vendors, 401 anonymously', async () => {
    expect((await call(t.app, 'GET', '/api/vendors', await vendorAccount(t.db))).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/vendors', undefined)).statusCode).toBe(401);
  });
});
