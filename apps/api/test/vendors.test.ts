import { randomUUID } from 'node:crypto';
import { vendorSchema } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { insertPng, insertVendor } from './helpers/data.ts';
import { bearer, tokenFor } from './helpers/tokens.ts';

describe('GET /api/vendors/my-vendor', () => {
  const t = useTestApp();

  // Issue 19: no error for a user without a vendor (the web asks on every page; a 404 is a console error).
  it('answers 204 without a body when the user has no vendor yet', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/vendors/my-vendor',
      headers: bearer(await tokenFor({ roles: ['VENDOR'] })),
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it("returns the caller's own vendor, with a cache-busted icon URL that serves the icon", async () => {
    const owner = randomUUID();
    const icon = await insertPng(t.db);
    const iconUpdatedAt = new Date('2026-11-20T10:00:00.000Z');
    const vendor = await insertVendor(t.db, {
      owner,
      status: 'APPROVED',
      iconSha256: icon.sha256,
      iconUpdatedAt,
    });
    await insertVendor(t.db); // someone else's

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/vendors/my-vendor',
      headers: bearer(await tokenFor({ sub: owner, roles: ['VENDOR'] })),
    });
    expect(res.statusCode).toBe(200);
    const body = vendorSchema.parse(res.json());
    expect(body).toEqual({
      id: vendor.id,
      name: 'Acme Health',
      description: 'openEHR apps for clinics.',
      email: 'team@acme.example',
      website: 'https://acme.example',
      imageUrl: `/api/media/${icon.sha256}.png?t=${iconUpdatedAt.getTime()}`,
      status: 'APPROVED',
      rowVersion: 1,
    });

    const image = await t.app.inject({ method: 'GET', url: body.imageUrl ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('returns a vendor without icon or website as nulls', async () => {
    const owner = randomUUID();
    await insertVendor(t.db, { owner, website: null });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/vendors/my-vendor',
      headers: bearer(await tokenFor({ sub: owner })),
    });
    expect(res.json()).toMatchObject({ website: null, imageUrl: null, status: 'DRAFT' });
  });
});
