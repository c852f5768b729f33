/**
 * Issue 17: an approved vendor's public page. GET /api/vendors/:id/public answers the vendor (without its
 * e-mail address) and its published apps as the catalogue's own cards; every other vendor is a 404, so
 * vendors in registration do not leak. The page at /vendors/{id} arrives with the vendor's title and
 * share tags. (That every change shows in the next answer, in this process and another: see
 * front-door-freshness.test.ts.)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  appListResponseSchema,
  interopProfileSchema,
  publicVendorSchema,
  type VendorStatus,
} from '@showroom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { appCheckStatus } from '../src/db/schema/index.ts';
import { VENDOR_PAGE_ROUTE_MODULE } from '../src/modules/catalogue/index.ts';
import { useTestApp } from './helpers/app.ts';
import { insertApp, insertApprovedVendor, insertPublishedApp } from './helpers/catalogue-data.ts';
import { insertPng, insertVendor } from './helpers/data.ts';
import { metaContent } from './helpers/html.ts';
import { account } from './helpers/journey.ts';
import { FIXTURE_INDEX, fixtureWebDist } from './helpers/web-dist.ts';

const vendorPage = (id: number | string) => `/api/vendors/${id}/public`;

const dist = await fixtureWebDist();
// As Vite writes it: the vendor route's chunk, which loads a shared chunk with a style sheet.
const MANIFEST = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true },
  [VENDOR_PAGE_ROUTE_MODULE]: {
    file: 'assets/vendor-page-v1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_card-c1.js'],
    css: ['assets/vendor-page-v1.css'],
  },
  '_card-c1.js': { file: 'assets/card-c1.js', imports: ['index.html'], css: ['assets/card-c1.css'] },
};
await mkdir(path.join(dist, '.vite'));
await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));

describe('GET /api/vendors/:id/public', () => {
  const t = useTestApp();
  const ICON_SET_AT = new Date('2026-11-02T10:00:00.000Z');
  let vendorId: number;
  let iconSha256: string;
  const ids = { alpha: 0, beta: 0, gamma: 0 };

  beforeAll(async () => {
    const icon = await insertPng(t.db);
    iconSha256 = icon.sha256;
    const vendor = await insertApprovedVendor(t.db, {
      name: 'Fjord Health',
      description: 'We build **FHIR** apps for [clinics](https://fjord.example/clinics).',
      email: 'hello@fjord.example',
      website: 'https://fjord.example',
      iconSha256: icon.sha256,
      iconUpdatedAt: ICON_SET_AT,
    });
    vendorId = vendor.id;
    const profile = interopProfileSchema.parse({
      standards: ['fhir'],
      fhir: { versions: ['R4'], resources: ['Observation'], implementationGuides: [] },
      smart: { launchTypes: ['ehr'], scopes: [] },
    });
    ids.beta = (await insertPublishedApp(t.db, vendorId, { name: 'Beta Board', profile })).id;
    ids.alpha = (await insertPublishedApp(t.db, vendorId, { name: 'Alpha Chart' })).id;
    // A published app with an update in review: the published version shows, never the update.
    ids.gamma = (
      await insertApp(t.db, {
        vendorId,
        status: 'ACTIVE',
        published: { name: 'Gamma Published' },
        inProgress: { status: 'WAITING_FOR_APPROVAL', name: 'Gamma Update Secret' },
      })
    ).id;
    await insertApp(t.db, {
      vendorId,
      status: 'DRAFT',
      inProgress: { status: 'DRAFT', name: 'Draft Secret' },
    });
    await insertApp(t.db, {
      vendorId,
      status: 'WAITING_FOR_APPROVAL',
      inProgress: { status: 'WAITING_FOR_APPROVAL', name: 'Review Secret' },
    });
    await insertApp(t.db, { vendorId, status: 'DEACTIVATED', published: { name: 'Deactivated Secret' } });
    // The live checks' badges of a card.
    await t.db.insert(appCheckStatus).values({ appId: ids.alpha, verifiedAt: new Date() });
    // Another vendor's app is not this vendor's.
    const other = await insertApprovedVendor(t.db, { name: 'Other Vendor' });
    await insertPublishedApp(t.db, other.id, { name: 'Aaa Other App' });
    t.app.catalogue.cache.invalidate();
  });

  it("answers the vendor without its e-mail, and exactly its published apps as the catalogue's cards, by name", async () => {
    const res = await t.app.inject({ method: 'GET', url: vendorPage(vendorId) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = publicVendorSchema.parse(res.json());
    expect(page.vendor).toEqual({
      id: vendorId,
      name: 'Fjord Health',
      description: 'We build **FHIR** apps for [clinics](https://fjord.example/clinics).',
      website: 'https://fjord.example',
      imageUrl: `/api/media/${iconSha256}.png?t=${ICON_SET_AT.getTime()}`,
    });
    expect(res.body).not.toContain('hello@fjord.example');
    expect(page.apps.map((c) => c.id)).toEqual([ids.alpha, ids.beta, ids.gamma]);
    // The very cards of the catalogue, badges included.
    const catalogue = appListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/apps' })).json(),
    );
    expect(page.apps).toEqual(catalogue.filter((c) => c.vendor.id === vendorId));
    const byId = new Map(page.apps.map((c) => [c.id, c]));
    expect(byId.get(ids.beta)?.interop).toEqual({
      standards: ['fhir'],
      fhirVersions: ['R4'],
      smart: true,
      cdsHooks: false,
    });
    expect(byId.get(ids.alpha)?.checks?.verifiedAt).toBeDefined();
    expect(byId.get(ids.gamma)?.name).toBe('Gamma Published');
    for (const secret of ['Secret', 'Other App']) expect(res.body).not.toContain(secret);
    // The icon it names is served.
    const icon = await t.app.inject({ method: 'GET', url: page.vendor.imageUrl ?? '' });
    expect(icon.statusCode).toBe(200);
  });

  it('is one prepared answer for everyone: an ETag, a 304 for it, public for visitors, private when signed in', async () => {
    const first = await t.app.inject({ method: 'GET', url: vendorPage(vendorId) });
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
    const again = await t.app.inject({
      method: 'GET',
      url: vendorPage(vendorId),
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const user = await account(['VENDOR']);
    const signedIn = await t.app.inject({ method: 'GET', url: vendorPage(vendorId), headers: user.headers });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(first.body);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers an approved vendor without published apps with its profile and no apps', async () => {
    const vendor = await insertApprovedVendor(t.db, { name: 'Quiet Vendor', website: null });
    await insertApp(t.db, { vendorId: vendor.id, status: 'DRAFT', inProgress: { status: 'DRAFT' } });
    const res = await t.app.inject({ method: 'GET', url: vendorPage(vendor.id) });
    expect(res.statusCode).toBe(200);
    expect(publicVendorSchema.parse(res.json())).toEqual({
      vendor: {
        id: vendor.id,
        name: 'Quiet Vendor',
        description: 'openEHR apps for clinics.',
        website: null,
        imageUrl: null,
      },
      apps: [],
    });
  });

  it('says 404 (a problem) for a vendor that is not approved or does not exist, 400 for an id that is not one', async () => {
    const statuses: VendorStatus[] = ['DRAFT', 'WAITING_FOR_APPROVAL', 'REJECTED', 'DEACTIVATED'];
    const hidden = [];
    for (const status of statuses) {
      const vendor = await insertVendor(t.db, { status, name: `Hidden ${status}` });
      // A deactivated vendor's apps left the catalogue with it.
      if (status === 'DEACTIVATED') await insertPublishedApp(t.db, vendor.id, { name: 'Hidden App' });
      hidden.push(vendor.id);
    }
    const admin = await account(['ADMIN']);
    for (const id of [...hidden, 2_000_000_000]) {
      for (const headers of [{}, admin.headers]) {
        const res = await t.app.inject({ method: 'GET', url: vendorPage(id), headers });
        expect(res.statusCode, String(id)).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.json()).toMatchObject({ status: 404, detail: 'The vendor does not exist.' });
        expect(res.body).not.toContain('Hidden');
      }
    }
    for (const id of ['abc', '0', '12abc']) {
      expect((await t.app.inject({ method: 'GET', url: vendorPage(id) })).statusCode, id).toBe(400);
    }
  });
});

describe('vendor pages (HTML)', () => {
  const PUBLIC_URL = 'https://showroom.example.org';
  const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
  const t = useTestApp({ env: { WEB_DIST: dist, PUBLIC_URL } });
  const page = (url: string, headers: Record<string, string> = html) =>
    t.app.inject({ method: 'GET', url, headers });

  it("gives an approved vendor's page its title, description, canonical address and share tags", async () => {
    const icon = await insertPng(t.db);
    const vendor = await insertApprovedVendor(t.db, {
      name: 'Fjord Health',
      description: `# About us\n\nWe build **FHIR** apps for [clinics](https://fjord.example) and\n\n> care teams. ${'More words. '.repeat(30)}`,
      iconSha256: icon.sha256,
    });
    await insertPublishedApp(t.db, vendor.id, { name: 'Fjord Vitals' });
    const res = await page(`/vendors/${vendor.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    const body = res.body;
    expect(body).toContain('<title>Fjord Health – Showroom</title>');
    const url = `${PUBLIC_URL}/vendors/${vendor.id}`;
    expect(body).toContain(`<link rel="canonical" href="${url}" />`);
    expect(metaContent(body, 'og:url')).toEqual([url]);
    expect(metaContent(body, 'og:title')).toEqual(['Fjord Health']);
    expect(metaContent(body, 'twitter:title')).toEqual(['Fjord Health']);
    // The description as plain text, cut at a word within 200 characters.
    const [description] = metaContent(body, 'description');
    expect(description).toMatch(/^About us We build FHIR apps for clinics and care teams\. More words\./);
    expect(description?.length).toBeLessThanOrEqual(201);
    expect(description?.endsWith('words.…') || description?.endsWith('More…')).toBe(true);
    expect(metaContent(body, 'og:description')).toEqual([description]);
    const iconUrl = metaContent(body, 'og:image')[0] ?? '';
    expect(iconUrl).toMatch(new RegExp(`^${PUBLIC_URL}/api/media/${icon.sha256}\\.png\\?t=\\d+$`));
    expect(metaContent(body, 'og:image:alt')).toEqual(['Vendor icon of Fjord Health']);
    expect(metaContent(body, 'twitter:card')).toEqual(['summary']);
    // The vendor route's chunks and style sheets, fetched at once; still the SPA's own script.
    expect(body.match(/<link rel="(?:modulepreload|preload" as="style)"[^>]*\/>/g)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/vendor-page-v1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/card-c1.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/vendor-page-v1.css" />',
      '<link rel="preload" as="style" crossorigin href="/assets/card-c1.css" />',
    ]);
    expect(body).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(body.indexOf('og:title')).toBeLessThan(body.indexOf('</head>'));
    // The same page at the address with a trailing slash.
    expect((await page(`/vendors/${vendor.id}/`)).body).toBe(body);
  });

  it('escapes every value, so a vendor name cannot inject markup', async () => {
    const vendor = await insertApprovedVendor(t.db, {
      name: '<script>"&',
      description: `It's <b>bold</b> & "quoted" $& $1 </head>`,
    });
    const body = (await page(`/vendors/${vendor.id}`)).body;
    expect(body).toContain('<title>&lt;script&gt;&quot;&amp; – Showroom</title>');
    expect(metaContent(body, 'og:title')).toEqual(['<script>"&']);
    expect(metaContent(body, 'description')).toEqual([`It's <b>bold</b> & "quoted" $& $1 </head>`]);
    expect(body.match(/<script[^>]*>/gi)).toEqual(['<script type="module" src="/assets/index-abc123.js">']);
    expect(body.match(/<\/head>/gi)).toHaveLength(1);
    // Without an icon, no image.
    expect(metaContent(body, 'og:image')).toEqual([]);
  });

  it('serves the plain index.html for vendors that are not approved, unknown ids and other addresses', async () => {
    const waiting = await insertVendor(t.db, { status: 'WAITING_FOR_APPROVAL', name: 'Waiting Vendor' });
    const deactivated = await insertVendor(t.db, { status: 'DEACTIVATED', name: 'Gone Vendor' });
    for (const url of [
      `/vendors/${waiting.id}`,
      `/vendors/${deactivated.id}`,
      '/vendors/2000000000',
      '/vendors/0',
      '/vendors/abc',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(FIXTURE_INDEX);
    }
    // No page has this address: the web's not-found page, with 404 (issue 19).
    const none = await page('/vendors');
    expect(none.statusCode).toBe(404);
    expect(none.body).toBe(FIXTURE_INDEX);
  });

  it('answers a non-HTML request for a vendor page with a 404 problem', async () => {
    const vendor = await insertApprovedVendor(t.db);
    const res = await page(`/vendors/${vendor.id}`, { accept: 'application/json' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});
