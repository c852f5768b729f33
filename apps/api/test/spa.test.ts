import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from './helpers/app.ts';
import { createTestDatabase } from './helpers/db.ts';
import { get } from './helpers/http.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const dist = await mkdtemp(path.join(tmpdir(), 'showroom-web-dist-'));
await mkdir(path.join(dist, 'assets'));
await writeFile(path.join(dist, 'index.html'), INDEX);
await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("showroom")');
await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rm(dist, { recursive: true, force: true }));

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('the built SPA', () => {
  const t = useTestApp({ env: { WEB_DIST: dist } });

  it('serves index.html at / (also without Accept), revalidated by browsers, kept 10 s by proxies', async () => {
    for (const headers of [html, {}]) {
      const res = await t.app.inject({ method: 'GET', url: '/', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
      expect(res.body).toBe(INDEX);
      const again = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { ...headers, 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('serves index.html for client routes a browser loads directly', async () => {
    for (const url of [
      '/my-apps',
      '/appdetails/42',
      '/admin/vendors/submitted-vendors?x=1',
      '/callback?code=abc&state=def',
      '/apps/',
      '/apps/12-vitalis-vital-signs',
      '/vendors/3',
      '/my-apps/edit/new/info',
      '/compare?ids=1,2',
      '/how-we-check',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
      expect(res.body).toBe(INDEX);
    }
  });

  it('answers an address no page has with the web (its not-found page) and 404, kept by no cache', async () => {
    for (const url of [
      '/no-such-page',
      '/no/such/page',
      '/apps/12/extra',
      '/admin/vendors/submitted',
      '/my-apps/edit',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toBe(INDEX);
    }
  });

  it('serves hashed assets as immutable, other files to be revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset, an unknown API path and non-GETs with a 404 problem, not HTML', async () => {
    const cases = [
      { method: 'GET' as const, url: '/assets/missing-000.js', headers: { accept: '*/*' } },
      { method: 'GET' as const, url: '/api/unknown', headers: html },
      { method: 'GET' as const, url: '/realms/other/protocol', headers: html },
      { method: 'GET' as const, url: '/config/other.json', headers: html },
      { method: 'DELETE' as const, url: '/my-apps', headers: html },
    ];
    for (const c of cases) {
      const res = await t.app.inject(c);
      expect(res.statusCode, c.url).toBe(404);
      expect(res.headers['content-type'], c.url).toMatch(/^application\/problem\+json/);
    }
  });

  it('still sends the security headers with the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/my-apps', headers: html });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('without a web build', () => {
  const t = useTestApp({ env: { WEB_DIST: path.join(dist, 'not-there') } });

  it('says how to build it (503) instead of crashing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/my-apps', headers: html });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('The web app is not built yet: run npm run build');
  });

  it('keeps the API working', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/nope', headers: html })).statusCode).toBe(404);
  });
});

describe('a rebuild of the web app while the server runs', () => {
  it('shows the new index.html at the front door within seconds, kept again after that', async () => {
    const own = await mkdtemp(path.join(tmpdir(), 'showroom-web-dist-'));
    await mkdir(path.join(own, 'assets'));
    await writeFile(path.join(own, 'index.html'), INDEX);
    const database = await createTestDatabase();
    const app = await buildTestApp(database, {
      env: { WEB_DIST: own, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      await get(app, '/', html);
      const served = app.frontDoor.served;
      expect((await get(app, '/', html)).body.toString()).toBe(INDEX);
      expect(app.frontDoor.served).toBe(served + 1);
      const rebuilt = INDEX.replace('index-abc123.js', 'index-def456.js');
      await writeFile(path.join(own, 'index.html'), rebuilt);
      // A new modification time, whatever the file system's clock resolution.
      const later = new Date(Date.now() + 5000);
      await utimes(path.join(own, 'index.html'), later, later);
      await expect
        .poll(async () => (await get(app, '/', html)).body.toString(), { timeout: 5000, interval: 50 })
        .toBe(rebuilt);
      const after = app.frontDoor.served;
      expect((await get(app, '/', html)).body.toString()).toBe(rebuilt);
      expect(app.frontDoor.served).toBe(after + 1);
    } finally {
      await app.close();
      await database.dispose();
      await rm(own, { recursive: true, force: true });
    }
  });
});
