import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_DETAILS_DATA_ID, type AppDetails } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/client.ts';
import { apps, appVersions } from '../src/db/schema/index.ts';
import type { App } from '../src/lib/fastify.ts';
import { catalogueChanged } from '../src/db/notify.ts';
import { APP_PAGE_ROUTE_MODULE, routePreloads } from '../src/modules/catalogue/catalogue-pages.ts';
import { useTestApp } from './helpers/app.ts';
import {
  insertApp,
  insertApprovedVendor,
  insertPublishedApp,
  type InsertedApp,
} from './helpers/catalogue-data.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Showroom</title>
    <meta
      name="description"
      content="The generic description."
    />
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const dist = await mkdtemp(path.join(tmpdir(), 'showroom-web-dist-'));
await mkdir(path.join(dist, 'assets'));
await writeFile(path.join(dist, 'index.html'), INDEX);
await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("showroom")');
// A robots.txt in the build must not stop the server from generating its own.
await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
// As Vite writes it: the details route, a chunk it shares, and a chunk it loads only on demand.
const MANIFEST = {
  'index.html': {
    file: 'assets/index-abc123.js',
    isEntry: true,
    css: ['assets/index-abc123.css'],
    dynamicImports: [APP_PAGE_ROUTE_MODULE],
  },
  [APP_PAGE_ROUTE_MODULE]: {
    file: 'assets/app-details-d1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_view-v1.js'],
    css: ['assets/app-details-d1.css'],
  },
  '_view-v1.js': {
    file: 'assets/view-v1.js',
    imports: ['index.html'],
    css: ['assets/view-v1.css'],
    dynamicImports: ['src/components/markdown.tsx'],
  },
  'src/components/markdown.tsx': {
    file: 'assets/markdown-m1.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};
await mkdir(path.join(dist, '.vite'));
await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
afterAll(() => rm(dist, { recursive: true, force: true }));

const PUBLIC_URL = 'https://showroom.example.org';
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const page = (app: App, id: number, headers: Record<string, string> = html) =>
  app.inject({ method: 'GET', url: `/appdetails/${id}`, headers });

/** The text of the page's details block (as the browser hands it to the SPA), or undefined. */
function dataBlock(body: string): string | undefined {
  const re = new RegExp(
    `<script type="application/json" id="${APP_DETAILS_DATA_ID}">([\\s\\S]*?)</script>`,
    'g',
  );
  const blocks = [...body.matchAll(re)].map((m) => m[1] ?? '');
  expect(blocks.length).toBeLessThanOrEqual(1);
  return blocks[0];
}

/** GET /api/apps/:id as an anonymous visitor sends it. */
const publicDetails = (app: App, id: number) => app.inject({ method: 'GET', url: `/api/apps/${id}` });

/** The content of a <meta> with the given name or property, unescaped as a browser reads it. */
function metaContent(body: string, key: string): string[] {
  const re = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`, 'g');
  return [...body.matchAll(re)].map((m) =>
    (m[1] ?? '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

describe('share tags on app pages', () => {
  const t = useTestApp({ env: { WEB_DIST: dist, PUBLIC_URL } });
  let withScreenshots: InsertedApp;
  let iconOnly: InsertedApp;
  let nasty: InsertedApp;
  let draft: InsertedApp;
  let deactivated: InsertedApp;

  beforeAll(async () => {
    const vendor = await insertApprovedVendor(t.db);
    withScreenshots = await insertPublishedApp(t.db, vendor.id, {
      name: 'Vital Signs Monitor',
      descriptionShort: 'Charts of pulse and blood pressure',
      screenshots: 2,
    });
    iconOnly = await insertPublishedApp(t.db, vendor.id, { name: 'Icon Only', screenshots: 0 });
    nasty = await insertPublishedApp(t.db, vendor.id, {
      name: '<script>"&',
      descriptionShort: `It's <b>bold</b> & "quoted" $& $1`,
      description: 'Ends here: </script><script>alert(1)</script> <!-- and --> </SCRIPT >',
    });
    draft = await insertApp(t.db, {
      vendorId: vendor.id,
      status: 'DRAFT',
      inProgress: { status: 'DRAFT', name: 'Draft Secret' },
    });
    deactivated = await insertApp(t.db, {
      vendorId: vendor.id,
      status: 'DEACTIVATED',
      published: { name: 'Deactivated Secret' },
    });
  });

  it("gives a public app's page its title, description and OpenGraph and Twitter tags", async () => {
    const res = await page(t.app, withScreenshots.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    const body = res.body;
    expect(body).toContain('<title>Vital Signs Monitor – Showroom</title>');
    expect(body).not.toContain('<title>Showroom</title>');
    expect(metaContent(body, 'description')).toEqual(['Charts of pulse and blood pressure']);
    expect(body).not.toContain('The generic description.');
    expect(metaContent(body, 'og:title')).toEqual(['Vital Signs Monitor']);
    expect(metaContent(body, 'og:description')).toEqual(['Charts of pulse and blood pressure']);
    expect(metaContent(body, 'og:type')).toEqual(['website']);
    expect(metaContent(body, 'og:url')).toEqual([`${PUBLIC_URL}/appdetails/${withScreenshots.id}`]);
    const firstScreenshot = `${PUBLIC_URL}${withScreenshots.published?.screenshots[0]?.url}`;
    expect(metaContent(body, 'og:image')).toEqual([firstScreenshot]);
    expect(metaContent(body, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent(body, 'twitter:image')).toEqual([firstScreenshot]);
    expect(body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/appdetails/${withScreenshots.id}" />`);
    // Still the SPA: the same script, the tags inside <head>.
    expect(body).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(body.indexOf('og:title')).toBeLessThan(body.indexOf('</head>'));

    const image = await t.app.inject({ method: 'GET', url: firstScreenshot.slice(PUBLIC_URL.length) });
    expect(image.statusCode).toBe(200);
  });

  it('uses the icon (and a small card) when the app has no screenshots', async () => {
    const body = (await page(t.app, iconOnly.id)).body;
    expect(metaContent(body, 'og:image')).toEqual([`${PUBLIC_URL}${iconOnly.published?.iconUrl}`]);
    expect(metaContent(body, 'twitter:card')).toEqual(['summary']);
  });

  it('escapes every value, so an app name cannot inject markup', async () => {
    const body = (await page(t.app, nasty.id)).body;
    expect(body).toContain('<title>&lt;script&gt;&quot;&amp; – Showroom</title>');
    expect(body).not.toContain('<script>"&');
    expect(body).not.toContain('<b>bold</b>');
    expect(metaContent(body, 'og:title')).toEqual(['<script>"&']);
    expect(metaContent(body, 'description')).toEqual([`It's <b>bold</b> & "quoted" $& $1`]);
    // The page's own script and the details block, nothing an app text opened.
    expect(body.match(/<script[^>]*>/gi)).toEqual([
      '<script type="module" src="/assets/index-abc123.js">',
      `<script type="application/json" id="${APP_DETAILS_DATA_ID}">`,
    ]);
    expect(body.match(/<\/script/gi)).toHaveLength(2);
    expect(body).not.toContain('<!--');
  });

  it('puts the public details into the page as JSON: the bytes GET /api/apps/:id sends, `<` escaped', async () => {
    for (const app of [withScreenshots, iconOnly, nasty]) {
      const api = await publicDetails(t.app, app.id);
      expect(api.statusCode).toBe(200);
      const data = dataBlock((await page(t.app, app.id)).body);
      expect(data, String(app.id)).toBe(api.body.replace(/</g, '\\u003c'));
      expect(data).not.toContain('<');
      expect(JSON.parse(data ?? '')).toEqual(api.json());
    }
    const nastyData = JSON.parse(dataBlock((await page(t.app, nasty.id)).body) ?? '') as AppDetails;
    expect(nastyData.description).toBe(
      'Ends here: </script><script>alert(1)</script> <!-- and --> </SCRIPT >',
    );
  });

  it('embeds only the published version and public fields, never a newer draft', async () => {
    const updated = await insertApp(t.db, {
      vendorId: withScreenshots.vendorId,
      status: 'ACTIVE',
      published: { name: 'Published Name', description: 'What everyone sees.' },
      inProgress: { status: 'WAITING_FOR_APPROVAL', name: 'Draft Secret', description: 'Not yet public.' },
    });
    t.app.catalogue.cache.invalidate();
    const body = (await page(t.app, updated.id)).body;
    const data = JSON.parse(dataBlock(body) ?? '') as Record<string, unknown>;
    expect(data).toMatchObject({
      id: updated.id,
      name: 'Published Name',
      description: 'What everyone sees.',
    });
    expect(data).not.toHaveProperty('inProgressStatus');
    expect(data).not.toHaveProperty('hasPublished');
    expect(body).not.toContain('Draft Secret');
    expect(body).not.toContain('Not yet public.');
  });

  it('has the browser fetch the details route’s chunks and styles from the build’s manifest at once', async () => {
    const body = (await page(t.app, withScreenshots.id)).body;
    const links = body.match(/<link rel="(?:modulepreload|preload" as="style)"[^>]*\/>/g);
    expect(links).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/app-details-d1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/view-v1.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/app-details-d1.css" />',
      '<link rel="preload" as="style" crossorigin href="/assets/view-v1.css" />',
    ]);
    expect(body.indexOf('rel="modulepreload"')).toBeLessThan(body.indexOf('</head>'));
  });

  it('serves the plain index.html for apps that are not public and for unknown ids', async () => {
    for (const id of [draft.id, deactivated.id, 2_000_000_000]) {
      const res = await page(t.app, id);
      expect(res.statusCode, String(id)).toBe(200);
      expect(res.body, String(id)).toBe(INDEX);
    }
    const preview = await t.app.inject({
      method: 'GET',
      url: `/appdetails/${withScreenshots.id}/preview`,
      headers: html,
    });
    expect(preview.body).toBe(INDEX);
  });

  it('answers a non-HTML request for an app page with a 404 problem, as before', async () => {
    const res = await page(t.app, withScreenshots.id, { accept: 'application/json' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('shows the new name once a change of the published version is announced', async () => {
    /** Runs a write with the notification and returns once this process has received it. */
    const announced = async (write: (tx: Tx) => Promise<unknown>) => {
      const invalidated = new Promise<void>((resolve) => {
        const stop = t.app.catalogue.cache.onInvalidated(() => {
          stop();
          resolve();
        });
      });
      await t.db.transaction(async (tx) => {
        await write(tx);
        await catalogueChanged(tx);
      });
      await invalidated;
    };
    const app = await insertPublishedApp(t.db, withScreenshots.vendorId, { name: 'Before Rename' });
    await announced((tx) => tx.update(apps).set({ rowVersion: 2 }).where(eq(apps.id, app.id)));
    expect((await page(t.app, app.id)).body).toContain('<title>Before Rename – Showroom</title>');
    await announced((tx) =>
      tx
        .update(appVersions)
        .set({ name: 'After Rename' })
        .where(eq(appVersions.id, app.published?.id ?? 0)),
    );
    const renamed = (await page(t.app, app.id)).body;
    expect(renamed).toContain('<title>After Rename – Showroom</title>');
    // The details in the page change with the prepared bytes of GET /api/apps/:id.
    expect(JSON.parse(dataBlock(renamed) ?? '')).toMatchObject({ name: 'After Rename' });
    expect((await publicDetails(t.app, app.id)).json()).toMatchObject({ name: 'After Rename' });
  });
});

describe('routePreloads', () => {
  it('follows static imports in load order, once each, and leaves out the entry and on-demand chunks', () => {
    const cyclic = {
      ...MANIFEST,
      '_view-v1.js': { ...MANIFEST['_view-v1.js'], imports: ['index.html', APP_PAGE_ROUTE_MODULE] },
    };
    expect(routePreloads(cyclic)).toEqual({
      modules: ['/assets/app-details-d1.js', '/assets/view-v1.js'],
      styles: ['/assets/app-details-d1.css', '/assets/view-v1.css'],
    });
  });

  it('preloads nothing without a manifest or without the route in it', () => {
    const none = { modules: [], styles: [] };
    expect(routePreloads(undefined)).toEqual(none);
    expect(routePreloads('not a manifest')).toEqual(none);
    expect(routePreloads({ 'index.html': MANIFEST['index.html'] })).toEqual(none);
  });
});

describe('sitemap.xml and robots.txt', () => {
  const t = useTestApp({ env: { WEB_DIST: dist, PUBLIC_URL } });

  it('lists the public pages and every public app, with dates, and no other app', async () => {
    const vendor = await insertApprovedVendor(t.db);
    const updatedAt = new Date('2026-10-05T08:30:00.000Z');
    const published = await insertPublishedApp(t.db, vendor.id, { name: 'On The Map', updatedAt });
    const hidden = [
      await insertApp(t.db, { vendorId: vendor.id, status: 'DRAFT', inProgress: { status: 'DRAFT' } }),
      await insertApp(t.db, {
        vendorId: vendor.id,
        status: 'WAITING_FOR_APPROVAL',
        inProgress: { status: 'WAITING_FOR_APPROVAL' },
      }),
      await insertApp(t.db, { vendorId: vendor.id, status: 'DEACTIVATED', published: {} }),
    ];
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const body = res.body;
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/apps`,
      `${PUBLIC_URL}/faq-users`,
      `${PUBLIC_URL}/faq-vendors`,
      `${PUBLIC_URL}/how-we-check`,
      `${PUBLIC_URL}/imprint`,
      `${PUBLIC_URL}/privacy-policy`,
      `${PUBLIC_URL}/appdetails/${published.id}`,
    ]);
    expect(body).toContain(
      `<loc>${PUBLIC_URL}/appdetails/${published.id}</loc><lastmod>${updatedAt.toISOString()}</lastmod>`,
    );
    for (const app of hidden) expect(body).not.toContain(`/appdetails/${app.id}<`);

    expect(res.headers.etag).toBeDefined();
    const again = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('opens the public pages and closes the account, admin, API and login pages to crawlers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /my-apps',
        'Disallow: /my-vendor-info',
        'Disallow: /register-vendor',
        'Disallow: /admin',
        'Disallow: /api/',
        'Allow: /api/media/',
        'Disallow: /realms/',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
    expect(res.body).not.toContain('Disallow: /\n');
  });
});

describe('without a web build', () => {
  const t = useTestApp({ env: { WEB_DIST: path.join(dist, 'not-there'), PUBLIC_URL } });

  it('still serves sitemap.xml and robots.txt', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
  });
});
