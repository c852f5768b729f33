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
import { firstViewClasses } from '../src/modules/catalogue/app-page-first-view.ts';
import {
  APP_PAGE_ROUTE_MODULE,
  START_PAGE_ROUTE_MODULE,
  renderAppPage,
  routePreloads,
} from '../src/modules/catalogue/catalogue-pages.ts';
import { useTestApp } from './helpers/app.ts';
import { metaContent } from './helpers/html.ts';
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
  [START_PAGE_ROUTE_MODULE]: {
    file: 'assets/start-s1.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    css: ['assets/start-s1.css'],
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
    // The readable address is the canonical one, also for the page at /appdetails/{id}.
    const readable = `${PUBLIC_URL}/apps/${withScreenshots.id}-vital-signs-monitor`;
    expect(metaContent(body, 'og:url')).toEqual([readable]);
    const firstScreenshot = `${PUBLIC_URL}${withScreenshots.published?.screenshots[0]?.url}`;
    expect(metaContent(body, 'og:image')).toEqual([firstScreenshot]);
    expect(metaContent(body, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContent(body, 'twitter:image')).toEqual([firstScreenshot]);
    expect(body).toContain(`<link rel="canonical" href="${readable}" />`);
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

  it('has the browser fetch the start page’s chunk and styles at once on /, and nothing of it on other pages', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(start.body.match(/<link rel="(?:modulepreload|preload" as="style)"[^>]*\/>/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/start-s1.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/start-s1.css" />',
    ]);
    expect(start.body.indexOf('start-s1.js')).toBeLessThan(start.body.indexOf('</head>'));
    const other = await t.app.inject({ method: 'GET', url: '/my-apps', headers: { accept: 'text/html' } });
    expect(other.body).not.toContain('start-s1');
    expect((await page(t.app, withScreenshots.id)).body).not.toContain('start-s1');
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

  it('answers at its readable address /apps/{id}-{slug} with the same page, whatever the slug says', async () => {
    const spec = await page(t.app, withScreenshots.id);
    for (const slug of ['vital-signs-monitor', 'an-old-name', '', 'Vital-Signs%20Monitor']) {
      const url = `/apps/${withScreenshots.id}${slug ? `-${slug}` : ''}`;
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      // The same bytes: title, share tags, canonical (the right slug), details block.
      expect(res.body, url).toBe(spec.body);
      expect(res.headers.etag, url).toBe(spec.headers.etag);
    }
    expect(spec.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/apps/${withScreenshots.id}-vital-signs-monitor" />`,
    );
    // A name without letters or digits of its own (escaped in the test's app) still has an address.
    expect(metaContent((await page(t.app, nasty.id)).body, 'og:url')).toEqual([
      `${PUBLIC_URL}/apps/${nasty.id}-script`,
    ]);
  });

  it('keeps /apps, its queries and addresses that are not an app’s as the plain index.html', async () => {
    for (const url of [
      '/apps',
      '/apps/',
      '/apps?q=vital&sort=name',
      '/apps/vital-signs-monitor',
      `/apps/${withScreenshots.id}abc`,
      `/apps/0-zero`,
      `/apps/${draft.id}-draft-secret`,
      `/apps/${deactivated.id}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
    // No page has this address (there is no preview at the readable address): the web's not-found
    // page, with 404 (issue 19).
    const none = await t.app.inject({
      method: 'GET',
      url: `/apps/${withScreenshots.id}-vital-signs-monitor/preview`,
      headers: html,
    });
    expect(none.statusCode).toBe(404);
    expect(none.body).toBe(INDEX);
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

/** As the web build writes .vite/first-view-classes.json: every class of each module, hashed. */
const CLASSES = {
  layout: { main: '_main_h1', skipLink: '_skipLink_h1' },
  header: Object.fromEntries(
    ['header', 'inner', 'start', 'end', 'back', 'logo', 'mark', 'wordmark', 'login'].map((c) => [
      c,
      `_${c}_h2`,
    ]),
  ),
  view: Object.fromEntries(
    [
      'view',
      'banner',
      'hero',
      'appIcon',
      'placeholderIcon',
      'heroText',
      'name',
      'byline',
      'lead',
      'facts',
      'fact',
      'standards',
      'badge',
      'verified',
      'inlineIcon',
      'heroActions',
      'screenshots',
      'columns',
    ].map((c) => [c, `_${c}_h3`]),
  ),
  carousel: Object.fromEntries(
    ['carousel', 'viewport', 'track', 'slide', 'thumb', 'image', 'controls'].map((c) => [c, `_${c}_h4`]),
  ),
  buttons: { button: '_button_h5', small: '_small_h5', primary: '_primary_h5' },
};

/** An app's public details as GET /api/apps/:id sends them. */
const details = (overrides: Partial<AppDetails> = {}): AppDetails => ({
  id: 7,
  name: 'Vital Signs Monitor',
  description: '# Vital Signs Monitor\n\nA longer description.',
  descriptionShort: 'Charts of pulse and blood pressure',
  demoUrl: 'https://demo.example.org/start',
  repoUrl: 'https://git.example.org/vital/',
  version: '2.1.0',
  icon: '/api/media/11?v=1',
  screenshots: [
    { id: 21, url: '/api/media/21', thumbUrl: '/api/media/21/thumb' },
    { id: 22, url: '/api/media/22', thumbUrl: '/api/media/22/thumb' },
  ],
  removedImages: [],
  status: 'ACTIVE',
  updatedAt: '2026-03-04T23:30:00.000Z',
  vendor: {
    id: 3,
    name: 'Acme Health',
    description: 'We make apps.',
    email: 'apps@acme.example.org',
    website: null,
    imageUrl: null,
  },
  ...overrides,
});

const PRELOADS = routePreloads(MANIFEST);
const firstViewPage = (app: AppDetails, template = INDEX) => {
  const classes = firstViewClasses(CLASSES);
  expect(classes).toBeDefined();
  return renderAppPage(template, JSON.stringify(app), PUBLIC_URL, PRELOADS, classes) ?? '';
};

/** The markup inside <div id="root">, which the first view fills. */
const rootOf = (body: string): string => /<div id="root">([\s\S]*?)<\/div>\n/.exec(body)?.[1] ?? '';

describe("an app page's first view (renderAppPage with the build's class names)", () => {
  it('sums the profile up as the SPA does: the card’s badges, Verified while recent, the link to the section (issue 35)', () => {
    const root = rootOf(
      firstViewPage(
        details({
          interop: { standards: ['fhir', 'openehr'], fhirVersions: ['R4'], smart: true, cdsHooks: false },
          checks: { verifiedAt: new Date().toISOString() },
        }),
      ),
    );
    expect(root).toContain(
      '<div class="_fact_h3"><dt>Standards</dt><dd class="_standards_h3">' +
        '<span class="_badge_h3">FHIR R4</span><span class="_badge_h3">openEHR</span><span class="_badge_h3">SMART</span>' +
        '<span class="_verified_h3">Verified</span><a href="#interoperability">Interoperability details</a></dd></div>',
    );
    // Between Last updated and Repository, as in the SPA.
    expect(root.indexOf('Last updated')).toBeLessThan(root.indexOf('Standards'));
    expect(root.indexOf('Standards')).toBeLessThan(root.indexOf('Repository'));
    const old = rootOf(
      firstViewPage(
        details({
          interop: { standards: ['fhir'], fhirVersions: [], smart: false, cdsHooks: false },
          checks: { verifiedAt: '2020-01-01T00:00:00.000Z' },
        }),
      ),
    );
    expect(old).toContain('<span class="_badge_h3">FHIR</span><a href="#interoperability">');
  });

  it('writes the name, vendor, icon, short description, facts, Demo and first screenshot with the build’s class names', () => {
    const body = firstViewPage(details());
    const root = rootOf(body);
    expect(root).toContain('<h1 id="app-name" class="_name_h3">Vital Signs Monitor</h1>');
    // The vendor's name links to its page, as in the SPA.
    expect(root).toContain('<p class="_byline_h3">by <a href="/vendors/3">Acme Health</a></p>');
    expect(root).toContain('<p class="_lead_h3">Charts of pulse and blood pressure</p>');
    expect(root).toContain(
      '<img class="_appIcon_h3" src="/api/media/11?v=1" alt="" width="112" height="112" decoding="async" fetchpriority="high">',
    );
    expect(root).toContain('<dt>Version</dt><dd>2.1.0</dd>');
    // No standard declared: no summary of the profile.
    expect(root).not.toContain('<dt>Standards</dt>');
    // dd.MM.yyyy in UTC, as the SPA prints it.
    expect(root).toContain('<time datetime="2026-03-04T23:30:00.000Z">04.03.2026</time>');
    expect(root).toContain(
      '<a href="https://git.example.org/vital/" target="_blank" rel="noopener noreferrer">git.example.org/vital<svg class="_inlineIcon_h3"',
    );
    expect(root).toMatch(
      /<div class="_heroActions_h3"><a class="_button_h5 _primary_h5" href="https:\/\/demo\.example\.org\/start" target="_blank" rel="noopener noreferrer" aria-describedby="app-demo-hint">Demo<svg /,
    );
    // Only the first screenshot, as the carousel's first slide, at the preload's priority.
    expect(root.match(/<img /g)).toHaveLength(2);
    expect(root).toContain(
      '<li class="_slide_h4"><button type="button" class="_thumb_h4" aria-label="Open screenshot 1 of 2 full screen">' +
        '<img class="_image_h4" src="/api/media/21/thumb" srcset="/api/media/21/thumb 480w, /api/media/21 1600w" sizes="(max-width: 719px) 100vw, 33vw" alt="" width="480" height="300" loading="eager" fetchpriority="high" decoding="async" draggable="false">',
    );
    // The layout around it: skip link, header (back, logo; its end is the SPA's), main.
    expect(root).toMatch(
      /^<a class="_skipLink_h1" href="#main">Skip to main content<\/a><header class="_header_h2">/,
    );
    expect(root).toContain('<div class="_end_h2"></div>');
    expect(root).toContain(
      '<main id="main" tabindex="-1" class="_main_h1"><article class="_view_h3" aria-labelledby="app-name">',
    );
    expect(root).not.toContain('style=');
    // The route's styles apply before any JavaScript runs; the <img> replaces the image preload.
    expect(body.match(/<link rel="(?:stylesheet|preload)"[^>]*\/>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/app-details-d1.css" />',
      '<link rel="stylesheet" crossorigin href="/assets/view-v1.css" />',
    ]);
    // The scripts after the view: the browser asks for its style sheets and images first.
    expect(body).toMatch(
      /<\/main><\/div>\n\s*<script type="module" src="\/assets\/index-abc123\.js"><\/script>\n\s*<link rel="modulepreload" crossorigin href="\/assets\/app-details-d1\.js" \/>\n\s*<link rel="modulepreload" crossorigin href="\/assets\/view-v1\.js" \/>\s*<\/body>/,
    );
    expect(body.slice(0, body.indexOf('</head>'))).not.toMatch(/<script type="module"|modulepreload/);
    // Share tags and the details block as without the first view.
    expect(metaContent(body, 'og:title')).toEqual(['Vital Signs Monitor']);
    expect(JSON.parse(dataBlock(body) ?? '')).toEqual(details());
  });

  it('escapes every text and address of the app and its vendor, and links only http(s) addresses', () => {
    const nasty = details({
      name: '<script>alert("name")</script>',
      descriptionShort: `It's <b>bold</b> & "quoted" $& $1 </div></main>`,
      version: '<i>1</i>',
      demoUrl: 'javascript:alert(1)',
      repoUrl: 'https://git.example.org/"><img src=x onerror=alert(1)>',
      icon: '/api/media/1"><script>alert(2)</script>',
      screenshots: [{ id: 5, url: '/api/media/5" onerror="alert(3)', thumbUrl: null }],
      vendor: { ...details().vendor, name: '<img src=x onerror=alert(4)>' },
    });
    const body = firstViewPage(nasty);
    const root = rootOf(body);
    expect(root).toContain('>&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;</h1>');
    expect(root).toContain(
      '<p class="_lead_h3">It&#39;s &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot; $&amp; $1 &lt;/div&gt;&lt;/main&gt;</p>',
    );
    expect(root).toContain(
      '<p class="_byline_h3">by <a href="/vendors/3">&lt;img src=x onerror=alert(4)&gt;</a></p>',
    );
    expect(root).toContain('<dd>&lt;i&gt;1&lt;/i&gt;</dd>');
    expect(root).toContain('src="/api/media/1&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"');
    expect(root).toContain('src="/api/media/5&quot; onerror=&quot;alert(3)"');
    // The URL parser percent-encodes the quote and the brackets; the link text keeps none either.
    expect(root).toContain('href="https://git.example.org/%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E"');
    // Not an http(s) address: no Demo link at all, as in the SPA.
    expect(root).not.toContain('javascript:');
    expect(root).not.toContain('Demo');
    // No element an app text opened: only the first view's own tags.
    expect(root).not.toMatch(/<(?:script|b|i|img src=x)[\s>]/i);
    expect(root.match(/<img /g)).toHaveLength(2);
    // Outside the (quoted, escaped) attribute values: no attribute an app text added.
    const tags = root.replace(/"[^"]*"/g, '""').match(/<[a-z][^>]*>/g) ?? [];
    expect(tags.filter((tag) => / on\w+=/i.test(tag))).toEqual([]);
    expect(body.match(/<script[^>]*>/gi)).toEqual([
      `<script type="application/json" id="${APP_DETAILS_DATA_ID}">`,
      '<script type="module" src="/assets/index-abc123.js">',
    ]);
  });

  it('shows the placeholders the SPA shows: no icon, no screenshots, no short description, no links', () => {
    const root = rootOf(
      firstViewPage(
        details({
          icon: null,
          screenshots: [],
          descriptionShort: '',
          demoUrl: null,
          repoUrl: null,
          version: null,
        }),
      ),
    );
    expect(root).toContain(
      '<span class="_appIcon_h3 _placeholderIcon_h3" data-testid="app-icon-placeholder"><svg width="56"',
    );
    expect(root).not.toContain('<img');
    expect(root).not.toContain('_lead_h3');
    expect(root).not.toContain('_screenshots_h3');
    expect(root).not.toContain('_heroActions_h3');
    expect(root).toContain('<dl class="_facts_h3"><div class="_fact_h3"><dt>Last updated</dt>');
    expect(root).not.toContain('<dt>Version</dt>');
    expect(root).not.toContain('<dt>Repository</dt>');
  });

  it('falls back to the page without a first view when the class names are missing or incomplete', () => {
    const plain = renderAppPage(INDEX, JSON.stringify(details()), PUBLIC_URL, PRELOADS);
    expect(rootOf(plain ?? '')).toBe('');
    expect(plain).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/app-details-d1.css" />',
    );
    expect(plain).toContain('<link rel="preload" as="image" fetchpriority="high" href="/api/media/21/thumb"');
    expect(plain).not.toContain('rel="stylesheet"');

    expect(firstViewClasses(undefined)).toBeUndefined();
    expect(firstViewClasses('nope')).toBeUndefined();
    const { carousel: _carousel, ...noCarousel } = CLASSES;
    expect(firstViewClasses(noCarousel)).toBeUndefined();
    expect(firstViewClasses({ ...CLASSES, view: { ...CLASSES.view, name: undefined } })).toBeUndefined();
    // A class name that is not one: never written into the page.
    expect(firstViewClasses({ ...CLASSES, view: { ...CLASSES.view, name: '"><script>' } })).toBeUndefined();
    // A template whose root is not empty (another index.html): no first view either.
    const filled = INDEX.replace('<div id="root"></div>', '<div id="root"><p>Loading</p></div>');
    const page = firstViewPage(details(), filled);
    expect(page).toContain('<div id="root"><p>Loading</p></div>');
    expect(page).not.toContain('rel="stylesheet"');
  });
});

describe('app pages from a build with first-view-classes.json', () => {
  const withClasses = path.join(dist, 'with-classes');
  beforeAll(async () => {
    await mkdir(path.join(withClasses, '.vite'), { recursive: true });
    await writeFile(path.join(withClasses, 'index.html'), INDEX);
    await writeFile(path.join(withClasses, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    await writeFile(path.join(withClasses, '.vite', 'first-view-classes.json'), JSON.stringify(CLASSES));
  });
  const t = useTestApp({ env: { WEB_DIST: withClasses, PUBLIC_URL } });

  it('serves the first view, made from the published details, kept and made again with the catalogue', async () => {
    const vendor = await insertApprovedVendor(t.db, { name: 'Vendor <b>One</b>' });
    const app = await insertPublishedApp(t.db, vendor.id, {
      name: 'First <em>View</em>',
      descriptionShort: 'Short & sweet',
      screenshots: 1,
    });
    const res = await page(t.app, app.id);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('<h1 id="app-name" class="_name_h3">First &lt;em&gt;View&lt;/em&gt;</h1>');
    expect(root).toContain(
      `<p class="_byline_h3">by <a href="/vendors/${vendor.id}">Vendor &lt;b&gt;One&lt;/b&gt;</a></p>`,
    );
    expect(root).toContain('<p class="_lead_h3">Short &amp; sweet</p>');
    const shot = (await publicDetails(t.app, app.id)).json<AppDetails>().screenshots[0];
    expect(root).toContain(`<img class="_image_h4" src="${shot?.thumbUrl ?? shot?.url}"`);
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/app-details-d1.css" />');
    // Other client routes keep the plain index.html.
    const other = await t.app.inject({ method: 'GET', url: '/apps', headers: html });
    expect(other.body).toBe(INDEX);
  });
});

describe('sitemap.xml and robots.txt', () => {
  const t = useTestApp({ env: { WEB_DIST: dist, PUBLIC_URL } });

  it('lists the public pages, every public app at its readable address and its vendor’s page, with dates, and no other app or vendor', async () => {
    const vendor = await insertApprovedVendor(t.db);
    const updatedAt = new Date('2026-10-05T08:30:00.000Z');
    const published = await insertPublishedApp(t.db, vendor.id, { name: 'On The Map', updatedAt });
    const older = await insertPublishedApp(t.db, vendor.id, {
      name: 'Also Here',
      updatedAt: new Date('2026-09-01T00:00:00.000Z'),
    });
    const withoutApps = await insertApprovedVendor(t.db);
    const onlyDrafts = await insertApprovedVendor(t.db);
    await insertApp(t.db, { vendorId: onlyDrafts.id, status: 'DRAFT', inProgress: { status: 'DRAFT' } });
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
      // The catalogue's order (by name), then the vendors.
      `${PUBLIC_URL}/apps/${older.id}-also-here`,
      `${PUBLIC_URL}/apps/${published.id}-on-the-map`,
      `${PUBLIC_URL}/vendors/${vendor.id}`,
    ]);
    expect(body).toContain(
      `<loc>${PUBLIC_URL}/apps/${published.id}-on-the-map</loc><lastmod>${updatedAt.toISOString()}</lastmod>`,
    );
    // A vendor's page changes with its latest app.
    expect(body).toContain(
      `<loc>${PUBLIC_URL}/vendors/${vendor.id}</loc><lastmod>${updatedAt.toISOString()}</lastmod>`,
    );
    for (const app of hidden) expect(body).not.toContain(`/apps/${app.id}-`);
    for (const other of [withoutApps, onlyDrafts]) expect(body).not.toContain(`/vendors/${other.id}<`);

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
