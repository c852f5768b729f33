/**
 * GET and POST /api/apps/{id}/checks over a real FHIR server (the npm registry's node-fhir-server-core
 * on loopback, allowed through CHECK_ALLOW_HOSTS as an intranet catalogue would allow it): "Check now"
 * confirms the declared version and resources with the time of the check, a declared STU3 against an R4
 * server reads "not confirmed" with what the server reports, once a minute per app; the public reads
 * only a public app's published version's checks.
 */
import {
  appChecksResponseSchema,
  appFacetsResponseSchema,
  appListResponseSchema,
  CHECK_TEXTS,
  problemSchema,
  type InteropProfileInput,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appVersions, vendors } from '../src/db/schema/index.ts';
import { runDueChecks } from '../src/modules/checks/checks-service.ts';
import { useTestApp } from './helpers/app.ts';
import { startFhirServer, type TestFhirServer } from './helpers/fhir-server.ts';
import { insertPng } from './helpers/data.ts';
import { adminAccount, appBody, call, detailsOf, setStatus, vendorAccount } from './helpers/journey.ts';

describe('live checks through the API', () => {
  const t = useTestApp({ env: { CHECKS_ENABLED: 'true', CHECK_ALLOW_HOSTS: '127.0.0.0/8' } });
  let fhir: TestFhirServer;

  beforeAll(async () => {
    fhir = await startFhirServer({ version: '4_0_1', resources: ['Observation', 'Patient'] });
  });
  afterAll(() => fhir.close());

  const profile = (versions: string[]): InteropProfileInput =>
    ({
      standards: ['fhir'],
      fhir: {
        versions,
        resources: ['Observation', 'Patient'],
        implementationGuides: [],
        sandboxUrl: fhir.baseUrl,
      },
    }) as InteropProfileInput;

  /** A vendor without a website: the checks then reach only the local servers. */
  async function vendorWithoutWebsite() {
    const v = await vendorAccount(t.db);
    await t.db.update(vendors).set({ website: null }).where(eq(vendors.id, v.vendorId));
    return v;
  }

  /** A draft of a new vendor's app declaring the given versions against the local server; no demo or repository. */
  async function draft(versions: string[]) {
    const v = await vendorWithoutWebsite();
    const res = await call(
      t.app,
      'POST',
      '/api/apps',
      v,
      appBody(v.vendorId, { demoUrl: null, repoUrl: null, profile: profile(versions) }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return { v, id: detailsOf(res).id };
  }

  /** The same app submitted for review (Check now checks apps in review and published ones, issue 32). */
  async function submitted(versions: string[]) {
    const { v, id } = await draft(versions);
    // Submitting needs an icon: set one through the database.
    const icon = await insertPng(t.db);
    await t.db.update(appVersions).set({ iconSha256: icon.sha256 }).where(eq(appVersions.appId, id));
    expect((await setStatus(t.app, 'apps', id, v, 'WAITING_FOR_APPROVAL')).statusCode).toBe(200);
    return { v, id };
  }

  it('confirms the declared FHIR version and resources when the vendor presses Check now', async () => {
    const { v, id } = await submitted(['R4']);
    const before = Date.now();
    const res = await call(t.app, 'POST', `/api/apps/${id}/checks`, v);
    expect(res.statusCode, res.body).toBe(200);
    const body = appChecksResponseSchema.parse(res.json());
    const check = body.checks.find((c) => c.kind === 'fhir');
    expect(check?.outcome).toBe('passed');
    expect(check?.url).toBe(`${fhir.baseUrl}/metadata`);
    expect(Date.parse(check?.finishedAt ?? '')).toBeGreaterThanOrEqual(before);
    expect(check?.facts).toEqual([
      { key: 'profile.fhir.versions', value: 'R4', status: 'confirmed' },
      { key: 'profile.fhir.resources', value: 'Observation', status: 'confirmed' },
      { key: 'profile.fhir.resources', value: 'Patient', status: 'confirmed' },
    ]);
    expect(check?.evidence).toMatchObject({ fhirVersion: '4.0.1' });

    // Once a minute per app.
    const again = await call(t.app, 'POST', `/api/apps/${id}/checks`, v);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(problemSchema.parse(again.json()).detail).toMatch(/wait a minute/);

    // The vendor reads them back; nobody else sees the checks of an app in review.
    const mine = await call(t.app, 'GET', `/api/apps/${id}/checks`, v);
    expect(appChecksResponseSchema.parse(mine.json()).checks.map((c) => c.id)).toEqual(
      body.checks.map((c) => c.id),
    );
    expect((await call(t.app, 'GET', `/api/apps/${id}/checks`, undefined)).statusCode).toBe(404);
    const other = await vendorWithoutWebsite();
    expect((await call(t.app, 'POST', `/api/apps/${id}/checks`, other)).statusCode).toBe(404);
  });

  it('reads "not confirmed" with the version the server reports for a declared STU3', async () => {
    const { v, id } = await submitted(['STU3']);
    const body = appChecksResponseSchema.parse(
      (await call(t.app, 'POST', `/api/apps/${id}/checks`, v)).json(),
    );
    const versionFact = body.checks
      .find((c) => c.kind === 'fhir')
      ?.facts.find((f) => f.key === 'profile.fhir.versions');
    expect(versionFact?.status).toBe('not-confirmed');
    expect(versionFact?.value).toBe('STU3');
    expect(versionFact?.reported).toContain('4.0.1');
  });

  it('says so when an app declares nothing to check', async () => {
    const v = await vendorWithoutWebsite();
    const res = await call(
      t.app,
      'POST',
      '/api/apps',
      v,
      appBody(v.vendorId, { demoUrl: null, repoUrl: null }),
    );
    const id = detailsOf(res).id;
    const icon = await insertPng(t.db);
    await t.db.update(appVersions).set({ iconSha256: icon.sha256 }).where(eq(appVersions.appId, id));
    expect((await setStatus(t.app, 'apps', id, v, 'WAITING_FOR_APPROVAL')).statusCode).toBe(200);
    const none = await call(t.app, 'POST', `/api/apps/${id}/checks`, v);
    expect(none.statusCode).toBe(409);
    expect(problemSchema.parse(none.json()).detail).toMatch(/declares no address to check/);
  });

  it('checks no draft on demand: a new draft is refused, a published app with a draft update is checked as published', async () => {
    const { v, id } = await draft(['STU3']);
    const refused = await call(t.app, 'POST', `/api/apps/${id}/checks`, v);
    expect(refused.statusCode).toBe(409);
    expect(problemSchema.parse(refused.json()).detail).toBe(CHECK_TEXTS.draftNotChecked);
    expect(
      appChecksResponseSchema.parse((await call(t.app, 'GET', `/api/apps/${id}/checks`, v)).json()).checks,
    ).toEqual([]);

    // Published with STU3; an update in draft declares R4: Check now checks what is public (STU3, which
    // the R4 server does not confirm; a confirmation would change the cards' badges, whose rebuilds are
    // throttled to one a minute, and hold up the next test's wait for one).
    const admin = await adminAccount();
    const icon = await insertPng(t.db);
    await t.db.update(appVersions).set({ iconSha256: icon.sha256 }).where(eq(appVersions.appId, id));
    expect((await setStatus(t.app, 'apps', id, v, 'WAITING_FOR_APPROVAL')).statusCode).toBe(200);
    expect((await setStatus(t.app, 'apps', id, admin, 'ACTIVE')).statusCode).toBe(200);
    const update = await call(
      t.app,
      'PUT',
      `/api/apps/${id}`,
      v,
      appBody(v.vendorId, { demoUrl: null, repoUrl: null, profile: profile(['R4']) }),
    );
    expect(update.statusCode, update.body).toBe(200);
    const res = await call(t.app, 'POST', `/api/apps/${id}/checks`, v);
    expect(res.statusCode, res.body).toBe(200);
    const facts = appChecksResponseSchema.parse(res.json()).checks.find((c) => c.kind === 'fhir')?.facts;
    expect(facts?.find((f) => f.key === 'profile.fhir.versions')).toMatchObject({
      value: 'STU3',
      status: 'not-confirmed',
    });
  });

  it("shows the public a published app's checks, and schedules them on approval", async () => {
    const { v, id } = await draft(['R4']);
    const admin = await adminAccount();
    // Submitting needs an icon: set one through the database.
    const icon = await insertPng(t.db);
    await t.db.update(appVersions).set({ iconSha256: icon.sha256 }).where(eq(appVersions.appId, id));
    expect((await setStatus(t.app, 'apps', id, v, 'WAITING_FOR_APPROVAL')).statusCode).toBe(200);
    expect((await setStatus(t.app, 'apps', id, admin, 'ACTIVE')).statusCode).toBe(200);
    const due = appChecksResponseSchema.parse((await call(t.app, 'GET', `/api/apps/${id}/checks`, v)).json());
    expect(due.nextDueAt).not.toBeNull();
    // No worker runs in tests: the due round by hand. It changes what the app's card shows, so every
    // process drops its prepared catalogue.
    const invalidated = new Promise<void>((resolve) => {
      const stop = t.app.catalogue.cache.onInvalidated(() => {
        stop();
        resolve();
      });
    });
    await runDueChecks(t.app.checks, { limit: 50, leaseMs: 60_000 });
    await invalidated;
    const seen = appChecksResponseSchema.parse(
      (await call(t.app, 'GET', `/api/apps/${id}/checks`, undefined)).json(),
    );
    expect(seen.checks.map((c) => [c.kind, c.outcome])).toEqual([['fhir', 'passed']]);
    expect(seen.enabled).toBe(true);

    // Its claims confirmed: the card says Verified, and the Verified filter and facet find it.
    const verified = appListResponseSchema.parse(
      (await call(t.app, 'GET', '/api/apps?verified=yes&limit=100', undefined)).json(),
    );
    const card = verified.find((c) => c.id === id);
    expect(Date.parse(card?.checks?.verifiedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(card?.checks?.demoUnavailable).toBeUndefined();
    const facets = appFacetsResponseSchema.parse(
      (await call(t.app, 'GET', '/api/apps/facets?verified=yes', undefined)).json(),
    );
    expect(facets.groups.verified).toEqual([{ value: 'yes', count: verified.length }]);
    expect(facets.total).toBe(verified.length);
  });
});
