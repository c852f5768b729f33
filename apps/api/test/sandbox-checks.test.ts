/**
 * The seeded FHIR apps whose claims the sandbox backs declare it (PUBLIC_URL/sandbox/fhir) as their FHIR
 * server, and the catalogue's own live checks confirm them against it over real HTTP: the check reaches
 * the showroom's own origin by the same narrow exception as the sample demos, and nothing else private.
 * The sandbox is a real one (apps/sandbox) behind the API's pass-through.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  appFacetsResponseSchema,
  appListResponseSchema,
  interopProfileSchema,
  isOwnSandboxUrl,
} from '@showroom/contract';
import { FhirSandbox, createSandboxServer } from '@showroom/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSoon } from '../src/modules/checks/index.ts';
import { runDueChecks } from '../src/modules/checks/checks-service.ts';
import type { App } from '../src/lib/fastify.ts';
import { seedDemoCatalogue } from '../src/seed/index.ts';
import { buildTestApp } from './helpers/app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';

let upstream: Server;
let app: App;
let database: TestDatabase;
let publicUrl: string;
let ownSandboxApps: number[];

/** A port free now, for an app that must know its own address (PUBLIC_URL) before it listens. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  // A host name, as npm start's default (http://localhost:8080): the own-origin exception names a host.
  publicUrl = `http://localhost:${port}`;
  const sandbox = await FhirSandbox.create(
    [
      { resourceType: 'Patient', id: 'p-1', gender: 'female', birthDate: '1950-01-01' },
      { resourceType: 'Condition', id: 'c-1', subject: { reference: 'Patient/p-1' } },
      {
        resourceType: 'Observation',
        id: 'o-1',
        status: 'final',
        code: { coding: [{ system: 'http://loinc.org', code: '8867-4' }] },
        subject: { reference: 'Patient/p-1' },
      },
    ],
    { baseUrl: `${publicUrl}/sandbox/fhir` },
  );
  upstream = createSandboxServer(sandbox);
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/fhir`;

  database = await createTestDatabase();
  const seeded = await seedDemoCatalogue(database.db, { ownerByEmail: {}, publicUrl });
  // As a first start does (startup.ts): their first checks are due at once.
  ownSandboxApps = seeded.ownSandboxApps;
  for (const appId of seeded.ownSandboxApps) await checkSoon(database.db, appId, 'approved');
  app = await buildTestApp(database, {
    env: {
      PUBLIC_URL: publicUrl,
      CHECKS_ENABLED: 'true',
      SANDBOX_ENABLED: 'true',
      SANDBOX_FHIR_URL: upstreamUrl,
    },
  });
  // Fastify listens on every address localhost resolves to.
  await app.listen({ host: 'localhost', port });
}, 240_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  upstream?.closeAllConnections();
  await new Promise((resolve) => upstream?.close(resolve));
});

async function get(path: string): Promise<unknown> {
  const response = await fetch(`${publicUrl}${path}`);
  expect(response.status, path).toBe(200);
  return response.json();
}

describe('seeded FHIR apps against the sandbox', () => {
  it('declare the sandbox only where it backs their claims, and the vendor rule accepts that address', async () => {
    const cards = appListResponseSchema.parse(await get('/api/apps?limit=100'));
    const own = `${publicUrl}/sandbox/fhir`;
    const declaring: string[] = [];
    for (const card of cards) {
      const details = (await get(`/api/apps/${card.id}`)) as { name: string; profile?: unknown };
      const profile = interopProfileSchema.parse(details.profile ?? {});
      if (profile.fhir?.sandboxUrl !== own) continue;
      declaring.push(details.name);
      // R4 only; a SMART claim only on the seeded SMART demo (issue 34), which the sandbox's SMART
      // configuration backs.
      expect(profile.fhir.versions, details.name).toEqual(['R4']);
      expect(profile.smart != null, details.name).toBe(details.name === 'Vitalis Vital Signs');
    }
    expect(declaring.sort()).toEqual(['Vitalis Vital Signs', 'Vitalis Wound Care']);
    expect(isOwnSandboxUrl(own)).toBe(true);
    expect(isOwnSandboxUrl(`${publicUrl}/sandbox/fhir/Patient`)).toBe(false);
  });

  it('confirms their FHIR version and resources, and the Verified facet counts the app with nothing else to check', async () => {
    expect(ownSandboxApps).toHaveLength(2);
    // Only those are due on a fresh start: the other apps' checks are spread over the interval.
    expect(await runDueChecks(app.checks, { limit: 100, leaseMs: 60_000 })).toBe(2);
    const cards = appListResponseSchema.parse(await get('/api/apps?limit=100'));
    const byName = new Map(cards.map((c) => [c.name, c]));

    for (const name of ['Vitalis Wound Care', 'Vitalis Vital Signs']) {
      const card = byName.get(name);
      expect(card, name).toBeDefined();
      const { checks } = (await get(`/api/apps/${card!.id}/checks`)) as {
        checks: {
          kind: string;
          outcome: string;
          url: string;
          facts: { key: string; value: string; status: string }[];
        }[];
      };
      const fhir = checks.find((c) => c.kind === 'fhir');
      expect(fhir?.url, name).toBe(`${publicUrl}/sandbox/fhir/metadata`);
      expect(fhir?.outcome, `${name}: ${JSON.stringify(fhir)}`).toBe('passed');
      const confirmed = fhir!.facts.filter((f) => f.status === 'confirmed').map((f) => `${f.key}=${f.value}`);
      expect(confirmed, name).toContain('profile.fhir.versions=R4');
      expect(confirmed, name).toContain('profile.fhir.resources=Patient');
      expect(confirmed, name).toContain('profile.fhir.resources=Observation');
      expect(
        fhir!.facts.filter((f) => f.status === 'not-confirmed'),
        name,
      ).toEqual([]);
    }

    // Wound Care's only server is the sandbox: verified. Vital Signs also declares an openEHR CDR on an
    // .example host, which cannot be reached: not verified, its FHIR facts confirmed all the same.
    const verified = appListResponseSchema.parse(await get('/api/apps?verified=yes&limit=100'));
    expect(verified.map((c) => c.name)).toEqual(['Vitalis Wound Care']);
    const facets = appFacetsResponseSchema.parse(await get('/api/apps/facets'));
    expect(facets.groups.verified).toEqual([{ value: 'yes', count: 1 }]);
  }, 120_000);
});
