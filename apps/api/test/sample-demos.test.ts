import { acceptSampleDemosOf, appPagePath } from '@showroom/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, appVersions, vendors } from '../src/db/schema/index.ts';
import type { App } from '../src/lib/fastify.ts';
import { createCheckRunner } from '../src/modules/checks/check-runner.ts';
import { parseAllowList } from '../src/modules/checks/safe-fetch.ts';
import { SAMPLE_DEMO_LABEL, sampleDemoApps } from '../src/modules/sample-demos/index.ts';
import { DEMO_VENDORS } from '../src/seed/demo-data.ts';
import { DEMO_VENDOR_EMAIL, seedDemoCatalogue } from '../src/seed/index.ts';
import { buildTestApp } from './helpers/app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';
import { call } from './helpers/journey.ts';
import { bearer, tokenFor } from './helpers/tokens.ts';
import { csrfHeaders } from './helpers/csrf.ts';

const PUBLIC_URL = 'http://localhost:8080';
const VENDOR_SUB = 'sub-sample-demo-vendor';

let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoCatalogue(database.db, {
    ownerByEmail: { [DEMO_VENDOR_EMAIL]: VENDOR_SUB },
    publicUrl: PUBLIC_URL,
  });
  app = await buildTestApp(database);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  acceptSampleDemosOf(null);
});

/** Every seeded version's demo address, with its app and whether the app is public. */
async function seededDemos() {
  const rows = await database.db
    .select({
      appId: apps.id,
      status: apps.status,
      publishedVersionId: apps.publishedVersionId,
      versionId: appVersions.id,
      name: appVersions.name,
      demoUrl: appVersions.demoUrl,
    })
    .from(appVersions)
    .innerJoin(apps, eq(apps.id, appVersions.appId))
    .orderBy(asc(appVersions.id));
  return rows;
}

describe('the sample demo pages of the seeded catalogue', () => {
  it('gives every seeded app a page, one slug each', () => {
    const pages = sampleDemoApps();
    expect(pages.size).toBe(DEMO_VENDORS.flatMap((v) => v.apps).length);
    const twice = [{ ...DEMO_VENDORS[0]!, apps: [DEMO_VENDORS[0]!.apps[0]!, DEMO_VENDORS[0]!.apps[0]!] }];
    expect(() => sampleDemoApps(twice)).toThrow(/slug/);
  });

  it("answers every seeded demo address with 200: the sample label, the app's name and a way back to its page", async () => {
    const rows = await seededDemos();
    expect(rows.length).toBeGreaterThanOrEqual(DEMO_VENDORS.flatMap((v) => v.apps).length);
    for (const row of rows) {
      const url = new URL(row.demoUrl!);
      expect(url.origin).toBe(PUBLIC_URL);
      const res = await app.inject({ method: 'GET', url: url.pathname, headers: { accept: 'text/html' } });
      expect(res.statusCode, row.demoUrl!).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      // The product's CSP: no inline script or style, so the page carries none (the SMART demos load
      // their scripts from this origin, issue 34).
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(res.body).not.toMatch(/<script(?![^>]*\ssrc="\/sample-demos\/[a-z-]+\.js")|style=/i);
      expect(res.body).toContain(SAMPLE_DEMO_LABEL);
      expect(res.body).toContain('<html lang="en">');
      const name = row.name.replace(/&/g, '&amp;');
      expect(res.body).toContain(`<h1>${name}</h1>`);
      const isPublic = row.publishedVersionId !== null && row.status === 'ACTIVE';
      if (isPublic && row.versionId === row.publishedVersionId) {
        expect(res.body, row.name).toContain(`href="${appPagePath(row.appId, row.name)}"`);
      }
    }
  });

  it("links a page of an app that is not public to the showroom's start page", async () => {
    const rows = await seededDemos();
    const hidden = rows.find((r) => r.status === 'DRAFT');
    expect(hidden).toBeDefined();
    const res = await app.inject({ method: 'GET', url: new URL(hidden!.demoUrl!).pathname });
    expect(res.body).toContain('<a href="/">Back to the Showroom</a>');
  });

  it('serves the pages’ stylesheet and answers an unknown sample demo with 404', async () => {
    const css = await app.inject({ method: 'GET', url: '/sample-demos.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const missing = await app.inject({ method: 'GET', url: '/sample-demos/no-such-app' });
    expect(missing.statusCode).toBe(404);
    const odd = await app.inject({ method: 'GET', url: '/sample-demos/Vital%20Signs' });
    expect(odd.statusCode).toBe(404);
  });
});

describe('a seeded demo address when its vendor edits the app', () => {
  it('is accepted as it is: the API knows its own origin (PUBLIC_URL)', async () => {
    const [vendor] = await database.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.owner, VENDOR_SUB));
    const rows = await seededDemos();
    const [own] = await database.db
      .select({ id: apps.id })
      .from(apps)
      .where(eq(apps.vendorId, vendor!.id))
      .orderBy(asc(apps.id))
      .limit(1);
    const row = rows.find((r) => r.appId === own!.id)!;
    const token = await tokenFor({ sub: VENDOR_SUB, email: DEMO_VENDOR_EMAIL, roles: ['VENDOR'] });
    const who = { headers: { ...bearer(token), ...csrfHeaders() } };
    const body = {
      name: row.name,
      description: 'Edited by its vendor.',
      descriptionShort: 'Edited',
      demoUrl: row.demoUrl,
      repoUrl: null,
      version: '9.9.9',
      vendor: { id: vendor!.id },
    };
    const saved = await call(app, 'PUT', `/api/apps/${row.appId}`, who, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ demoUrl: string }>().demoUrl).toBe(row.demoUrl);
    // Another address on the same origin is not a sample demo: the URL rule applies.
    const other = await call(app, 'PUT', `/api/apps/${row.appId}`, who, {
      ...body,
      demoUrl: `${PUBLIC_URL}/my-apps`,
    });
    expect(other.statusCode).toBe(400);
  });
});

describe('the live check of a seeded demo address', () => {
  it('reaches the sample demo page over plain http on loopback, and nothing else on that host', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = address.replace('127.0.0.1', 'localhost');
    const runner = createCheckRunner({
      allow: parseAllowList(''),
      userAgent: 'test',
      ownOrigin: origin,
      lookup: () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]),
    });
    const subject = (demoUrl: string) =>
      ({
        appId: 1,
        name: 'x',
        owner: 'o',
        vendorEmail: 'v@x.example',
        vendorWebsite: null,
        isPublic: true,
        publishedVersionId: 1,
        version: { id: 1, demoUrl, repoUrl: null, profile: null },
      }) as unknown as Parameters<typeof runner>[0];
    const [demo] = await runner(subject(`${origin}/sample-demos/vital-signs`));
    expect(demo).toMatchObject({ kind: 'demo', outcome: 'passed', httpStatus: 200 });
    const [elsewhere] = await runner(subject(`${origin}/api/health/live`));
    expect(elsewhere).toMatchObject({ kind: 'demo', outcome: 'error' });

    // A seeded SMART demo's manifest (issue 37) by the same exception, and no other address there.
    const smart = (launchUrl: string) =>
      ({
        ...subject(`${origin}/sample-demos/vital-signs`),
        version: {
          id: 1,
          demoUrl: null,
          repoUrl: null,
          profile: { standards: ['fhir'], smart: { launchTypes: ['ehr'], scopes: [], launchUrl } },
        },
      }) as unknown as Parameters<typeof runner>[0];
    const [manifest] = await runner(smart(`${origin}/sample-demos/vital-signs`));
    expect(manifest).toMatchObject({
      kind: 'smart-manifest',
      url: `${origin}/sample-demos/vital-signs/.well-known/smart/manifest.json`,
      outcome: 'passed',
    });
    expect(manifest!.facts[0]).toEqual({
      key: 'profile.smart.manifest',
      value: 'published',
      status: 'confirmed',
    });
    const [other] = await runner(smart(`${origin}/api/apps`));
    expect(other).toMatchObject({ kind: 'smart-manifest', outcome: 'error' });
  });
});

describe("the seeded SMART demos' app manifests (issue 37)", () => {
  it('publish launch_url and redirect_uris below their launch URL, as their profiles declare them', async () => {
    const profiles = await database.db
      .select({ name: appVersions.name, demoUrl: appVersions.demoUrl, profile: appVersions.profile })
      .from(appVersions);
    for (const slug of ['vital-signs', 'medrecon', 'ips-viewer']) {
      const launchUrl = `${PUBLIC_URL}/sample-demos/${slug}`;
      const res = await app.inject({ url: `/sample-demos/${slug}/.well-known/smart/manifest.json` });
      expect(res.statusCode, slug).toBe(200);
      const manifest = res.json<Record<string, unknown>>();
      expect(manifest).toMatchObject({
        launch_url: launchUrl,
        redirect_uris: [`${launchUrl}/app`],
        token_endpoint_auth_method: 'none',
      });
      expect(String(manifest.scope)).toContain('launch/patient');
      const declared = profiles.filter((p) => p.demoUrl === launchUrl && p.profile?.smart);
      expect(declared.length, slug).toBeGreaterThan(0);
      for (const version of declared) {
        expect(version.profile?.smart?.launchUrl, version.name).toBe(launchUrl);
        expect(version.profile?.smart?.redirectUris, version.name).toEqual([`${launchUrl}/app`]);
      }
    }
    // A sample demo that is not a SMART app has none.
    const plain = [...sampleDemoApps().keys()].find(
      (s) => !['vital-signs', 'medrecon', 'ips-viewer'].includes(s),
    );
    expect(
      (await app.inject({ url: `/sample-demos/${plain}/.well-known/smart/manifest.json` })).statusCode,
    ).toBe(404);
  });
});
