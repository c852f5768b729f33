import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { insertPng } from './helpers/data.ts';

describe('GET /api/media/:file', () => {
  const t = useTestApp();

  it('serves the stored bytes with their content type, immutable for a year', async () => {
    const png = await insertPng(t.db);
    const res = await t.app.inject({ method: 'GET', url: `/api/media/${png.sha256}.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${png.sha256}"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(png.bytes)).toBe(true);
    // A CDN must be able to cache it: no cookie rides along.
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers a revalidation with 304 and no body', async () => {
    const png = await insertPng(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/media/${png.sha256}.png`,
      headers: { 'if-none-match': `W/"0000", "${png.sha256}"` },
    });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
  });

  it('says 404 (problem) for an unknown hash and for the wrong extension', async () => {
    const png = await insertPng(t.db);
    for (const file of [`${'0'.repeat(64)}.png`, `${png.sha256}.jpg`, 'logo.png']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/media/${file}` });
      expect(res.statusCode, file).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('refuses names that are not media file names (400)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/media/..%2F..%2Fetc%2Fpasswd' });
    expect(res.statusCode).toBe(400);
  });
});
