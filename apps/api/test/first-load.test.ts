import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { appDetailsSchema } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client.ts';
import { appVersions, screenshots } from '../src/db/schema/index.ts';
import { catalogueChanged } from '../src/db/notify.ts';
import { useTestApp } from './helpers/app.ts';
import { insertApprovedVendor, insertPublishedApp, type InsertedApp } from './helpers/catalogue-data.ts';

/** A strong entity tag (RFC 9110: a quoted opaque string of visible characters, no W/ prefix). */
const STRONG_ETAG = /^"[\x21\x23-\x7e]+"$/;

// What a first visit costs on a phone: compressed assets, the app page's main image fetched early,
// and anonymous details answered from prepared bytes until the catalogue changes.
const SCRIPT = `console.log(${JSON.stringify('showroom '.repeat(400))});`;
const dist = await mkdtemp(path.join(tmpdir(), 'showroom-first-load-'));
await mkdir(path.join(dist, 'assets'));
await writeFile(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Showroom</title></head><body><div id="root"></div></body></html>',
);
await writeFile(path.join(dist, 'assets', 'index-abc.js'), SCRIPT);
await writeFile(path.join(dist, 'assets', 'index-abc.js.br'), brotliCompressSync(SCRIPT));
await writeFile(path.join(dist, 'assets', 'index-abc.js.gz'), gzipSync(SCRIPT));
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('first load', () => {
  const t = useTestApp({ env: { WEB_DIST: dist } });
  let shots: InsertedApp;
  let plain: InsertedApp;

  beforeAll(async () => {
    const vendor = await insertApprovedVendor(t.db);
    shots = await insertPublishedApp(t.db, vendor.id, { name: 'Carousel App', screenshots: 2 });
    // Uploads make a card-size rendition; here another image stands in for it.
    const [a, b] = shots.published?.screenshots ?? [];
    if (!a || !b) throw new Error('screenshots not inserted');
    const [other] = await t.db
      .select({ sha: screenshots.mediaSha256 })
      .from(screenshots)
      .where(eq(screenshots.id, b.id));
    await t.db
      .update(screenshots)
      .set({ thumbSha256: other?.sha ?? null })
      .where(eq(screenshots.id, a.id));
    plain = await insertPublishedApp(t.db, vendor.id, { name: 'No Screens', screenshots: 0 });
  });

  it('sends the build’s compressed copy of an asset to clients that take it, the original to others', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const identity = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(SCRIPT);
    // The copies are not addresses of their own.
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-abc.js.br' })).statusCode).toBe(404);
  });

  it('has the app page fetch its first screenshot while the app loads, at the size the carousel picks', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/appdetails/${shots.id}`,
      headers: { accept: 'text/html' },
    });
    const details = appDetailsSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/apps/${shots.id}` })).json(),
    );
    const first = details.screenshots[0];
    if (!first?.thumbUrl || first.thumbUrl === first.url)
      throw new Error('the first screenshot has no card-size rendition');
    const link = /<link rel="preload" as="image"[^>]*\/>/.exec(res.body)?.[0] ?? '';
    expect(link).toContain(`href="${first.thumbUrl}"`);
    expect(link).toContain(`imagesrcset="${first.thumbUrl} 480w, ${first.url} 1600w"`);
    expect(link).toContain('fetchpriority="high"');
    expect(res.body.indexOf(link)).toBeLessThan(res.body.indexOf('</head>'));

    const none = await t.app.inject({
      method: 'GET',
      url: `/appdetails/${plain.id}`,
      headers: { accept: 'text/html' },
    });
    expect(none.body).not.toContain('rel="preload"');
  });

  it('answers anonymous details with an ETag, 304 when unchanged, and the new text once a change is announced', async () => {
    const url = `/api/apps/${shots.id}`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(STRONG_ETAG);
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );

    const invalidated = new Promise<void>((resolve) => {
      const stop = t.app.catalogue.cache.onInvalidated(() => {
        stop();
        resolve();
      });
    });
    await t.db.transaction(async (tx: Tx) => {
      await tx
        .update(appVersions)
        .set({ name: 'Carousel App 2' })
        .where(eq(appVersions.id, shots.published?.id ?? 0));
      await catalogueChanged(tx);
    });
    await invalidated;
    const after = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(appDetailsSchema.parse(after.json()).name).toBe('Carousel App 2');
  });
});
