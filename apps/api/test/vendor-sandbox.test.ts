/**
 * A vendor's own writable FHIR sandbox (issue 33) over real HTTP: the API (on a real database) in front
 * of a real sandbox server (its FhirSandbox and vendor stores in this process, reached over HTTP like
 * the child process), two vendors, their writes, their isolation, Reset sandbox, a restart of either
 * side, the limit, bad input and the idle reset with a moved clock.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  VENDOR_SANDBOX_IDLE_DAYS,
  VENDOR_SANDBOX_KEY,
  VENDOR_SANDBOX_LIMIT,
  type VendorSandbox,
} from '@showroom/contract';
import { FhirSandbox, VendorStores, createSandboxServer } from '@showroom/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/fastify.ts';
import { resetIdleSandboxes } from '../src/modules/vendor-sandbox/index.ts';
import { buildTestApp } from './helpers/app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';
import { csrfHeaders } from './helpers/csrf.ts';
import { bearer, tokenFor } from './helpers/tokens.ts';

/** A FHIR resource as these tests write and read it. */
interface Resource {
  resourceType: string;
  id?: string;
  [key: string]: unknown;
}

const SHARED: Resource[] = [
  { resourceType: 'Organization', id: 'org-1', name: 'Shared Clinic' },
  { resourceType: 'Patient', id: 'p-1', name: [{ family: 'Shared', given: ['Sam'] }], gender: 'female' },
  { resourceType: 'Patient', id: 'p-2', name: [{ family: 'Shared', given: ['Sid'] }], gender: 'male' },
];
const PUBLIC_URL = 'http://localhost:8080';

interface Outcome {
  resourceType: string;
  issue: { severity: string; code: string; details?: { text?: string } }[];
}
interface Bundle {
  resourceType: string;
  total?: number;
  entry?: { fullUrl?: string; resource?: Resource; response?: { status?: string; location?: string } }[];
}
/** What a FHIR answer may hold, read loosely (a resource, a Bundle or an OperationOutcome). */
type FhirBody = Outcome &
  Bundle & { id?: string; status?: string; valueQuantity?: { value?: number }; [key: string]: unknown };

/** The sandbox process's part: the shared data and the vendors' stores, behind node:http. */
async function startSandbox(): Promise<{ server: Server; url: string; stores: VendorStores }> {
  // The library's Resource type, which this package does not depend on: the same JSON.
  const shared = SHARED as unknown as Parameters<typeof FhirSandbox.create>[0];
  const sandbox = await FhirSandbox.create(shared, { baseUrl: `${PUBLIC_URL}/sandbox/fhir` });
  const stores = new VendorStores({ shared: () => shared });
  const server = createSandboxServer(sandbox, { vendors: stores });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/fhir`, stores };
}

async function stopServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

let database: TestDatabase;
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let app: App;
let origin: string;
let clock = new Date();

async function startApi(): Promise<void> {
  app = await buildTestApp(database, {
    env: { SANDBOX_ENABLED: 'true', SANDBOX_FHIR_URL: sandbox.url },
    vendorSandboxNow: () => clock,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandbox();
  await startApi();
}, 120_000);

afterAll(async () => {
  await app.close();
  await stopServer(sandbox.server);
  await database.dispose();
});

/** A signed-in vendor: its calls to the API and to its sandbox's FHIR base. */
async function vendor() {
  const sub = randomUUID();
  const headers = { ...bearer(await tokenFor({ sub, roles: ['VENDOR'] })), ...csrfHeaders() };
  const api = async (method: 'GET' | 'POST', path: string) => {
    const response = await fetch(`${origin}/api${path}`, { method, headers });
    return {
      status: response.status,
      body: response.status === 204 ? undefined : ((await response.json()) as VendorSandbox),
    };
  };
  const created = await api('POST', '/my-sandbox');
  expect(created.status).toBe(200);
  const sandboxInfo = created.body as VendorSandbox;
  // The FHIR base on this API's origin (the page shows it on PUBLIC_URL's).
  const base = `${origin}${new URL(sandboxInfo.baseUrl).pathname}`;
  const fhir = async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
    const response = await fetch(`${base}/${path}`, {
      method,
      headers: { 'content-type': 'application/fhir+json', ...extra },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : undefined) as FhirBody,
    };
  };
  const changed = async () => ((await api('GET', '/my-sandbox')).body as VendorSandbox).changedResources;
  return { sub, api, fhir, base, info: sandboxInfo, changed };
}

const observation = (patient: string, value: number): Resource => ({
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: 'http://loinc.org', code: '8867-4' }] },
  subject: { reference: `Patient/${patient}` },
  valueQuantity: { value, unit: '/min', system: 'http://unitsofmeasure.org', code: '/min' },
});

describe('My sandbox', () => {
  it('has none until the vendor creates it; then one base URL of its own, with an unguessable key', async () => {
    const headers = { ...bearer(await tokenFor({ roles: ['VENDOR'] })), ...csrfHeaders() };
    expect((await fetch(`${origin}/api/my-sandbox`, { headers })).status).toBe(204);
    const first = (await (
      await fetch(`${origin}/api/my-sandbox`, { method: 'POST', headers })
    ).json()) as VendorSandbox;
    const again = (await (
      await fetch(`${origin}/api/my-sandbox`, { method: 'POST', headers })
    ).json()) as VendorSandbox;
    expect(again.baseUrl).toBe(first.baseUrl);
    const match = /^http:\/\/localhost:8080\/sandbox\/v\/([^/]+)\/fhir$/.exec(first.baseUrl);
    expect(match?.[1]).toMatch(VENDOR_SANDBOX_KEY);
    expect(first).toMatchObject({
      changedResources: 0,
      limit: VENDOR_SANDBOX_LIMIT,
      idleDays: VENDOR_SANDBOX_IDLE_DAYS,
    });
    const other = await vendor();
    expect(other.info.baseUrl).not.toBe(first.baseUrl);
  });

  it('is for vendors only', async () => {
    expect((await fetch(`${origin}/api/my-sandbox`)).status).toBe(401);
    const admin = { ...bearer(await tokenFor({ roles: ['ADMIN'] })), ...csrfHeaders() };
    expect((await fetch(`${origin}/api/my-sandbox`, { method: 'POST', headers: admin })).status).toBe(403);
  });

  it('starts as the shared data and answers an unknown key with 404; the sandbox process gets no cookie or token', async () => {
    const a = await vendor();
    const seen: Record<string, unknown>[] = [];
    const spy = (req: { url?: string; headers: Record<string, unknown> }) =>
      seen.push({ url: req.url, ...req.headers });
    sandbox.server.prependListener('request', spy);
    try {
      const patients = await a.fhir('GET', 'Patient?_summary=count', undefined, {
        cookie: 'showroom_session=secret-cookie',
        authorization: 'Bearer secret-token',
      });
      expect(patients.body.total).toBe(2);
    } finally {
      sandbox.server.off('request', spy);
    }
    expect(seen.length).toBeGreaterThan(0);
    for (const headers of seen) {
      expect(headers.url).toMatch(/^\/v\/\d+\//);
      expect(headers).not.toHaveProperty('cookie');
      expect(headers).not.toHaveProperty('authorization');
      expect(JSON.stringify(headers)).not.toContain(new URL(a.info.baseUrl).pathname.split('/')[3]);
    }
    const missing = await fetch(`${origin}/sandbox/v/AAAAAAAAAAAAAAAAAAAAAA/fhir/Patient`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as Outcome).resourceType).toBe('OperationOutcome');
  });
});

describe('writes', () => {
  it('create, update, patch, delete and a transaction; another vendor and the shared data see none of it', async () => {
    const a = await vendor();
    const b = await vendor();

    const created = await a.fhir('POST', 'Observation', observation('p-1', 72));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    expect(created.headers.get('location')).toMatch(
      new RegExp(`^http://localhost:8080/sandbox/v/[^/]+/fhir/Observation/${id}/_history/`),
    );
    expect((await a.fhir('GET', `Observation/${id}`)).status).toBe(200);
    expect((await a.fhir('GET', 'Observation?patient=p-1')).body.total).toBe(1);
    expect((await b.fhir('GET', `Observation/${id}`)).status).toBe(404);
    expect((await b.fhir('GET', 'Observation?patient=p-1')).body.total).toBe(0);
    const shared = await fetch(`${origin}/sandbox/fhir/Observation?patient=p-1`);
    expect(((await shared.json()) as Bundle).total).toBe(0);

    const updated = await a.fhir('PUT', `Observation/${id}`, { ...observation('p-1', 80), id });
    expect(updated.status).toBe(200);
    const patched = await a.fhir(
      'PATCH',
      `Observation/${id}`,
      [{ op: 'replace', path: '/status', value: 'amended' }],
      { 'content-type': 'application/json-patch+json' },
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const read = await a.fhir('GET', `Observation/${id}`);
    expect(read.body).toMatchObject({ status: 'amended', valueQuantity: { value: 80 } });
    expect((await a.fhir('GET', `Observation/${id}/_history`)).body.entry).toHaveLength(3);

    // A shared patient deleted in A's sandbox only.
    expect((await a.fhir('DELETE', 'Patient/p-2')).status).toBe(200);
    expect((await a.fhir('GET', 'Patient/p-2')).status).toBe(404);
    expect((await b.fhir('GET', 'Patient/p-2')).status).toBe(200);

    const transaction = await a.fhir('POST', '', {
      resourceType: 'Bundle',
      type: 'transaction',
      entry: [
        {
          fullUrl: 'urn:uuid:7b2c3f0e-1d5a-4c1e-9f7e-3a1b2c3d4e5f',
          resource: { resourceType: 'Patient', name: [{ family: 'Written', given: ['Wendy'] }] },
          request: { method: 'POST', url: 'Patient' },
        },
        {
          resource: {
            ...observation('p-1', 60),
            subject: { reference: 'urn:uuid:7b2c3f0e-1d5a-4c1e-9f7e-3a1b2c3d4e5f' },
          },
          request: { method: 'POST', url: 'Observation' },
        },
      ],
    });
    expect(transaction.status, JSON.stringify(transaction.body)).toBe(200);
    expect(transaction.body.entry?.map((e) => e.response?.status?.slice(0, 3))).toEqual(['201', '201']);
    const wendy = await a.fhir('GET', 'Patient?family=Written');
    expect(wendy.body.total).toBe(1);
    const wendyId = wendy.body.entry?.[0]?.resource?.id as string;
    expect((await a.fhir('GET', `Observation?subject=Patient/${wendyId}`)).body.total).toBe(1);

    // The Observation, the deleted patient, the new patient and its Observation.
    expect(await a.changed()).toBe(4);
    expect(await b.changed()).toBe(0);
  });

  it('keeps everything across a restart of the sandbox process and of the API, and Reset sandbox puts it back', async () => {
    const a = await vendor();
    const created = await a.fhir('POST', 'Observation', observation('p-1', 99));
    const id = created.body.id as string;
    expect((await a.fhir('DELETE', 'Patient/p-1')).status).toBe(200);

    // The sandbox process restarts (its stores are gone), and so does the API.
    await app.close();
    await stopServer(sandbox.server);
    sandbox = await startSandbox();
    await startApi();
    const base = `${origin}${new URL(a.info.baseUrl).pathname}`;
    const read = await fetch(`${base}/Observation/${id}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { valueQuantity: { value: number } }).valueQuantity.value).toBe(99);
    expect((await fetch(`${base}/Patient/p-1`)).status).toBe(404);

    const headers = { ...bearer(await tokenFor({ sub: a.sub, roles: ['VENDOR'] })), ...csrfHeaders() };
    const reset = await fetch(`${origin}/api/my-sandbox/reset`, { method: 'POST', headers });
    expect(reset.status).toBe(200);
    const after = (await reset.json()) as VendorSandbox;
    expect(after.changedResources).toBe(0);
    expect(after.resetAt).not.toBeNull();
    expect(after.baseUrl).toBe(a.info.baseUrl);
    expect((await fetch(`${base}/Observation/${id}`)).status).toBe(404);
    expect((await fetch(`${base}/Patient/p-1`)).status).toBe(200);
  });

  it('refuses a change past the limit with an OperationOutcome and stores nothing of that write', async () => {
    const a = await vendor();
    // Transactions of 50 (the router's most per transaction) up to the limit.
    for (let done = 0; done < VENDOR_SANDBOX_LIMIT; done += 50) {
      const answer = await a.fhir('POST', '', {
        resourceType: 'Bundle',
        type: 'transaction',
        entry: Array.from({ length: Math.min(50, VENDOR_SANDBOX_LIMIT - done) }, (_, i) => ({
          resource: observation('p-1', done + i),
          request: { method: 'POST', url: 'Observation' },
        })),
      });
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    }
    expect(await a.changed()).toBe(VENDOR_SANDBOX_LIMIT);
    const refused = await a.fhir('POST', 'Observation', observation('p-1', 1));
    expect(refused.status).toBe(422);
    expect(refused.body.resourceType).toBe('OperationOutcome');
    expect(refused.body.issue[0]?.details?.text).toContain(
      `at most ${VENDOR_SANDBOX_LIMIT} changed resources`,
    );
    expect(await a.changed()).toBe(VENDOR_SANDBOX_LIMIT);
    expect((await a.fhir('GET', 'Observation?_summary=count')).body.total).toBe(VENDOR_SANDBOX_LIMIT);
    // What it already changed may change again.
    const first = (await a.fhir('GET', 'Observation?_count=1')).body.entry?.[0]?.resource as Resource;
    expect(
      (await a.fhir('PUT', `Observation/${first.id}`, { ...observation('p-1', 5), id: first.id })).status,
    ).toBe(200);
  }, 120_000);

  it('answers bad input with a 4xx OperationOutcome, stores nothing, and keeps serving', async () => {
    const a = await vendor();
    const cases: { what: string; answer: Promise<{ status: number; body: Outcome }>; status: number }[] = [
      { what: 'malformed JSON', answer: a.fhir('POST', 'Observation', '{"resourceType": "Obs'), status: 400 },
      {
        what: 'wrong resourceType',
        answer: a.fhir('POST', 'Observation', { resourceType: 'Patient' }),
        status: 400,
      },
      { what: 'not a resource', answer: a.fhir('POST', 'Observation', [1, 2]), status: 400 },
      {
        what: 'a structurally broken resource',
        answer: a.fhir('POST', 'Observation', {
          resourceType: 'Observation',
          status: 'final',
          valueQuantity: { value: 'x' },
        }),
        status: 400,
      },
      {
        what: 'a PUT whose id differs',
        answer: a.fhir('PUT', 'Patient/p-1', { resourceType: 'Patient', id: 'p-2' }),
        status: 400,
      },
      {
        what: 'a 10 MB body',
        answer: a.fhir(
          'POST',
          'Observation',
          JSON.stringify({ resourceType: 'Observation', note: [{ text: 'x'.repeat(10 * 1024 * 1024) }] }),
        ),
        status: 413,
      },
      {
        what: '1,000 search parameters',
        answer: a.fhir('GET', `Observation?${Array.from({ length: 1000 }, (_, i) => `code=${i}`).join('&')}`),
        status: 400,
      },
    ];
    for (const c of cases) {
      const { status, body } = await c.answer;
      expect(status, c.what).toBe(c.status);
      expect(body.resourceType, c.what).toBe('OperationOutcome');
      expect(body.issue[0]?.details?.text, c.what).toBeTruthy();
    }
    expect(await rawStatus(`${new URL(a.base).pathname}/Patient/../../metadata`)).toBe(400);
    expect(await rawStatus(`${new URL(a.base).pathname}/../../fhir/Patient`)).toBe(400);
    const tooMany = await a.fhir('GET', 'Patient?_count=100000');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.issue[0]?.details?.text).toContain('at most 1000');
    expect(await a.changed()).toBe(0);
    expect((await a.fhir('GET', 'Patient?_summary=count')).body.total).toBe(2);
  });
});

describe('idle sandboxes', () => {
  it(`are reset after ${VENDOR_SANDBOX_IDLE_DAYS} days without use, not before`, async () => {
    const a = await vendor();
    expect((await a.fhir('POST', 'Observation', observation('p-1', 70))).status).toBe(201);
    const start = clock;
    try {
      const deps = {
        db: app.db,
        now: () => new Date(start.getTime() + (VENDOR_SANDBOX_IDLE_DAYS - 1) * 86_400_000),
      };
      await resetIdleSandboxes(deps);
      expect(await a.changed()).toBe(1);
      clock = new Date(start.getTime() + (VENDOR_SANDBOX_IDLE_DAYS + 1) * 86_400_000);
      expect(await resetIdleSandboxes({ db: app.db, now: () => clock })).toBeGreaterThanOrEqual(1);
      expect(await a.changed()).toBe(0);
      expect((await a.fhir('GET', 'Observation?_summary=count')).body.total).toBe(0);
    } finally {
      clock = start;
    }
  });
});

/** A request whose path node:http sends as written (fetch would resolve the `..`). */
function rawStatus(path: string): Promise<number> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}
