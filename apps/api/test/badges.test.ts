/**
 * GET /badge/{id}.svg: a public app's badge is well-formed SVG (read by a strict XML parser) whose
 * title names the app, with every vendor-written character escaped; it names the standards only when
 * the published version's live checks confirm them (a real FHIR server and an openEHR CDR fixture on
 * loopback), and only while the app is Verified; it is prepared bytes with a strong ETag (304), the
 * strict headers of an image others embed, and new after a catalogue change; an app that is not
 * public has none.
 */
import { appBadgePath, type InteropProfileInput } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged } from '../src/db/notify.ts';
import { appCheckStatus, appChecks, appVersions, vendors } from '../src/db/schema/index.ts';
import { badgeAt, prepareBadge } from '../src/modules/badges/badge-service.ts';
import { textWidth } from '../src/modules/badges/badge-svg.ts';
import { runDueChecks } from '../src/modules/checks/checks-service.ts';
import { useTestApp } from './helpers/app.ts';
import { insertApp, insertApprovedVendor, insertPublishedApp } from './helpers/catalogue-data.ts';
import { OPENEHR_OPTIONS, OPENEHR_TEMPLATES } from './helpers/check-examples.ts';
import { startOpenehrServer, type FixtureServer } from './helpers/check-fixtures.ts';
import { insertPng } from './helpers/data.ts';
import { startFhirServer, type TestFhirServer } from './helpers/fhir-server.ts';
import { adminAccount, appBody, call, detailsOf, setStatus, vendorAccount } from './helpers/journey.ts';

interface ParsedSvg {
  root: SaxesTagPlain;
  title: string;
  /** The visible words (each drawn twice: its shadow and itself). */
  words: string[];
  ids: Map<string, string>;
}

/** Parses with a strict XML parser: anything not well-formed throws. */
function parseSvg(xml: string): ParsedSvg {
  const parser = new SaxesParser();
  let root: SaxesTagPlain | undefined;
  const ids = new Map<string, string>();
  const open: string[] = [];
  let title = '';
  const words: string[] = [];
  parser.on('error', (err) => {
    throw err;
  });
  parser.on('opentag', (tag) => {
    root ??= tag;
    open.push(tag.name);
    const id = tag.attributes.id;
    if (typeof id === 'string') ids.set(id, tag.name);
    if (tag.name === 'text') words.push('');
  });
  parser.on('closetag', () => open.pop());
  parser.on('text', (text) => {
    const inside = open.at(-1);
    if (inside === 'title') title += text;
    if (inside === 'text') words[words.length - 1] += text;
  });
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return { root, title, words, ids };
}

const HOSTILE = `<script>alert("x")</script> & 'Q' ]]> 🩺 مرحبا \u202Eevil\u0007`;

describe('GET /badge/{id}.svg', () => {
  const t = useTestApp({ env: { CHECKS_ENABLED: 'true', CHECK_ALLOW_HOSTS: '127.0.0.0/8' } });
  let fhir: TestFhirServer;
  let cdr: FixtureServer;

  beforeAll(async () => {
    fhir = await startFhirServer({ version: '4_0_1', resources: ['Observation', 'Patient'] });
    cdr = await startOpenehrServer({ options: OPENEHR_OPTIONS, templates: OPENEHR_TEMPLATES });
  });
  afterAll(async () => {
    await fhir.close();
    await cdr.close();
  });

  const badge = (id: number, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: appBadgePath(id), headers });

  async function publishedApp(name: string, vendorName = 'Badge Vendor') {
    const vendor = await insertApprovedVendor(t.db, { name: vendorName });
    const app = await insertPublishedApp(t.db, vendor.id, { name });
    t.app.catalogue.cache.invalidate();
    return app;
  }

  it('is well-formed SVG with an accessible title naming the app, and escapes every vendor-written character', async () => {
    const app = await publishedApp(HOSTILE, `Vendor <b>&amp; "co"</b> ]]>`);
    const res = await badge(app.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    const svg = parseSvg(res.body);
    expect(svg.root.name).toBe('svg');
    expect(svg.root.attributes).toMatchObject({ xmlns: 'http://www.w3.org/2000/svg', role: 'img' });
    const titleId = String(svg.root.attributes['aria-labelledby']);
    expect(svg.ids.get(titleId)).toBe('title');
    // The name as written, isolated from the words around it; only what XML cannot carry is left out.
    expect(svg.title).toBe(`Listed on Showroom: \u2068${HOSTILE.replace('\u0007', '')}\u2069`);
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Q&#39; ]]&gt;');
    // The picture's words are the product's and "Listed"; the vendor is not on the badge.
    expect(svg.words).toEqual(['Showroom', 'Showroom', 'Listed', 'Listed']);
    expect(res.body).not.toContain('Vendor');
  });

  it('answers with prepared bytes: a strong ETag (304 when the client has it), public caching and the strict headers of an embedded image', async () => {
    const app = await publishedApp('Cacheable Badge App');
    const first = await badge(app.id);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
    expect(first.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const again = await badge(app.id);
    expect(again.body).toBe(first.body);
    const notModified = await badge(app.id, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('gives no badge to an app that is not public, to an unknown id, or at a malformed address', async () => {
    const vendor = await insertApprovedVendor(t.db);
    const draft = await insertApp(t.db, {
      vendorId: vendor.id,
      status: 'WAITING_FOR_APPROVAL',
      inProgress: { name: 'Draft Badge App', status: 'WAITING_FOR_APPROVAL' },
    });
    const deactivated = await insertApp(t.db, {
      vendorId: vendor.id,
      status: 'DEACTIVATED',
      published: { name: 'Deactivated Badge App' },
    });
    t.app.catalogue.cache.invalidate();
    for (const id of [draft.id, deactivated.id, 2_000_000_000]) {
      const res = await badge(id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    }
    const listed = await publishedApp('Strictly Addressed App');
    for (const file of [
      `0${listed.id}.svg`,
      `${listed.id}`,
      `${listed.id}.png`,
      ` ${listed.id}.svg`,
      'x.svg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/badge/${encodeURIComponent(file)}` });
      expect(res.statusCode, file).toBe(404);
    }
    expect((await badge(listed.id)).statusCode).toBe(200);
  });

  it('is answered anew after a catalogue change: an app deactivated loses its badge, a renamed one gets its new name', async () => {
    const v = await vendorAccount(t.db);
    const app = await insertPublishedApp(t.db, v.vendorId, { name: 'Before Rename' });
    t.app.catalogue.cache.invalidate();
    const before = await badge(app.id);
    expect(parseSvg(before.body).title).toBe('Listed on Showroom: \u2068Before Rename\u2069');
    // A database write another process made: the notification drops the prepared copies.
    const invalidated = new Promise<void>((resolve) => {
      const stop = t.app.catalogue.cache.onInvalidated(() => {
        stop();
        resolve();
      });
    });
    await t.db.transaction(async (tx) => {
      await tx.update(appVersions).set({ name: 'After Rename' }).where(eq(appVersions.appId, app.id));
      await catalogueChanged(tx);
    });
    await invalidated;
    const after = await badge(app.id);
    expect(parseSvg(after.body).title).toBe('Listed on Showroom: \u2068After Rename\u2069');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The old ETag no longer matches: the client gets the new picture, not a 304.
    expect((await badge(app.id, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);

    const admin = await adminAccount();
    expect((await setStatus(t.app, 'apps', app.id, admin, 'DEACTIVATED')).statusCode).toBe(200);
    expect((await badge(app.id)).statusCode).toBe(404);
  });

  it('names FHIR R4 and openEHR once the published version’s live checks confirm them, and only then', async () => {
    const v = await vendorAccount(t.db);
    await t.db.update(vendors).set({ website: null }).where(eq(vendors.id, v.vendorId));
    const profile = {
      standards: ['fhir', 'openehr'],
      fhir: {
        versions: ['R4'],
        resources: ['Observation'],
        implementationGuides: [],
        sandboxUrl: fhir.baseUrl,
      },
      openehr: {
        restApiVersion: '1.0.3',
        templates: [{ id: 'Vital Signs' }],
        cdrs: [],
        demoCdrUrl: cdr.baseUrl,
      },
    } as InteropProfileInput;
    const created = await call(
      t.app,
      'POST',
      '/api/apps',
      v,
      appBody(v.vendorId, { name: 'Vitalis Vital Signs', demoUrl: null, repoUrl: null, profile }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = detailsOf(created).id;
    const icon = await insertPng(t.db);
    await t.db.update(appVersions).set({ iconSha256: icon.sha256 }).where(eq(appVersions.appId, id));
    expect((await setStatus(t.app, 'apps', id, v, 'WAITING_FOR_APPROVAL')).statusCode).toBe(200);
    expect((await setStatus(t.app, 'apps', id, await adminAccount(), 'ACTIVE')).statusCode).toBe(200);

    // Published, not checked yet: listed, no standard named.
    const unchecked = await badge(id);
    expect(parseSvg(unchecked.body).words).toEqual(['Showroom', 'Showroom', 'Listed', 'Listed']);

    const invalidated = new Promise<void>((resolve) => {
      const stop = t.app.catalogue.cache.onInvalidated(() => {
        stop();
        resolve();
      });
    });
    await runDueChecks(t.app.checks, { limit: 50, leaseMs: 60_000 });
    await invalidated;
    const checked = await badge(id);
    expect(checked.headers.etag).not.toBe(unchecked.headers.etag);
    const svg = parseSvg(checked.body);
    expect(svg.words.slice(2)).toEqual(['Listed · FHIR R4 ✓ openEHR ✓', 'Listed · FHIR R4 ✓ openEHR ✓']);
    expect(svg.title).toBe(
      'Listed on Showroom: \u2068Vitalis Vital Signs\u2069, FHIR R4 and openEHR confirmed by live checks',
    );

    // A Verified older than VERIFIED_FOR_DAYS names nothing, though the checks still read as confirmed.
    await t.db
      .update(appCheckStatus)
      .set({ verifiedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(appCheckStatus.appId, id));
    t.app.catalogue.cache.invalidate();
    expect(parseSvg((await badge(id)).body).words.slice(2)).toEqual(['Listed', 'Listed']);

    // Verified, but the newest FHIR check contradicts a declared fact: FHIR is not named, openEHR is.
    await t.db.update(appCheckStatus).set({ verifiedAt: new Date() }).where(eq(appCheckStatus.appId, id));
    const [published] = await t.db
      .select({ versionId: appChecks.versionId, url: appChecks.url })
      .from(appChecks)
      .where(eq(appChecks.appId, id))
      .limit(1);
    const now = new Date();
    await t.db.insert(appChecks).values({
      appId: id,
      versionId: published?.versionId ?? null,
      kind: 'fhir',
      url: `${fhir.baseUrl}/metadata`,
      startedAt: now,
      finishedAt: now,
      outcome: 'passed',
      facts: [
        { key: 'profile.fhir.versions', value: 'R4', status: 'confirmed' },
        { key: 'profile.fhir.resources', value: 'Observation', status: 'not-confirmed' },
      ],
      evidence: {},
    });
    t.app.catalogue.cache.invalidate();
    expect(parseSvg((await badge(id)).body).words.slice(2)).toEqual([
      'Listed · openEHR ✓',
      'Listed · openEHR ✓',
    ]);
  });

  it('names a standard for a Verified app only while Verified lasts, then serves the plain badge', async () => {
    const app = await publishedApp('Expiring Badge App');
    const verifiedAt = new Date();
    await t.db.insert(appCheckStatus).values({ appId: app.id, verifiedAt });
    const [version] = await t.db
      .select({ id: appVersions.id })
      .from(appVersions)
      .where(eq(appVersions.appId, app.id));
    await t.db.insert(appChecks).values({
      appId: app.id,
      versionId: version?.id ?? null,
      kind: 'openehr',
      url: cdr.baseUrl,
      startedAt: verifiedAt,
      finishedAt: verifiedAt,
      outcome: 'passed',
      facts: [{ key: 'profile.openehr.templates', value: 'Vital Signs', status: 'confirmed' }],
      evidence: {},
    });
    t.app.catalogue.cache.invalidate();
    const card = (await t.app.catalogue.cache.get()).cards.find((c) => c.id === app.id);
    if (!card) throw new Error('card missing');
    const prepared = await prepareBadge(t.db, card, Date.now());
    const until = verifiedAt.getTime() + 7 * 86_400_000;
    expect(parseSvg(badgeAt(prepared, until - 1).body.toString()).words[2]).toBe('Listed · openEHR ✓');
    expect(parseSvg(badgeAt(prepared, until).body.toString()).words[2]).toBe('Listed');
  });

  it('estimates text widths deterministically from a width table', () => {
    expect(textWidth('Showroom')).toBe(textWidth('Showroom'));
    expect(textWidth('Listed')).toBe(32.6);
    expect(textWidth('WWW')).toBeGreaterThan(textWidth('iii'));
  });
});
