/**
 * Try this CDS service (issue 36), over real HTTP: the API plays the EHR against a loopback CDS service
 * (node:http on 127.0.0.1, allowed by CHECK_ALLOW_HOSTS) and a real FHIR sandbox (apps/sandbox behind
 * SANDBOX_FHIR_URL), and against the sample CDS service the showroom serves itself. The request it sends
 * must be what the CDS Hooks specification (2.0) says; every malformed answer gives its own message and
 * nothing else (no cards, nothing stored).
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CDS_TRY_CALLS_PER_MINUTE,
  CDS_TRY_TEXTS,
  cdsTryCallResponseSchema,
  cdsTryServicesResponseSchema,
  type CdsTryCallResponse,
} from '@showroom/contract';
import { FhirSandbox, createSandboxServer } from '@showroom/sandbox';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { appChecks, apps, appVersions } from '../src/db/schema/index.ts';
import type { App } from '../src/lib/fastify.ts';
import { createCheckRunner, parseAllowList } from '../src/modules/checks/index.ts';
import { loadCheckSubject } from '../src/modules/checks/checks-repository.ts';
import { connectionAttempts } from '../src/modules/checks/safe-fetch.ts';
import { insertVendor } from './helpers/data.ts';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';
import { testEnv } from './helpers/app.ts';
import { testJwks } from './helpers/tokens.ts';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const LOINC = 'http://loinc.org';

const bloodPressure = (id: string, patient: string, systolic: number, diastolic: number, when: string) => ({
  resourceType: 'Observation',
  id,
  status: 'final',
  category: [
    {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs' }],
    },
  ],
  code: { coding: [{ system: LOINC, code: '85354-9', display: 'Blood pressure panel' }] },
  subject: { reference: `Patient/${patient}` },
  effectiveDateTime: when,
  component: [
    {
      code: { coding: [{ system: LOINC, code: '8480-6' }] },
      valueQuantity: { value: systolic, unit: 'mmHg', system: 'http://unitsofmeasure.org', code: 'mm[Hg]' },
    },
    {
      code: { coding: [{ system: LOINC, code: '8462-4' }] },
      valueQuantity: { value: diastolic, unit: 'mmHg', system: 'http://unitsofmeasure.org', code: 'mm[Hg]' },
    },
  ],
});

const SANDBOX_DATA = [
  { resourceType: 'Practitioner', id: 'pr-1', name: [{ given: ['Sam'], family: 'Carer' }] },
  // Synthea's names carry digits (Ada12): the picker names the person without them.
  {
    resourceType: 'Patient',
    id: 'p-1',
    name: [{ given: ['Ada12'], family: 'Lovelace34' }],
    gender: 'female',
  },
  {
    resourceType: 'Patient',
    id: 'p-2',
    name: [{ given: ['Grace56'], family: 'Hopper78' }],
    gender: 'female',
  },
  {
    resourceType: 'Encounter',
    id: 'e-1',
    status: 'finished',
    class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB' },
    subject: { reference: 'Patient/p-1' },
    participant: [{ individual: { reference: 'Practitioner/pr-1' } }],
    period: { start: ago(2), end: ago(2) },
  },
  bloodPressure('bp-old', 'p-1', 120, 80, ago(100)),
  bloodPressure('bp-new', 'p-1', 165, 95, ago(2)),
  bloodPressure('bp-2', 'p-2', 118, 76, ago(3)),
  ...[
    ['mr-old', ago(400), '314076', 'lisinopril 10 MG Oral Tablet'],
    ['mr-new', ago(30), '197361', 'amlodipine 5 MG Oral Tablet'],
  ].map(([id, when, code, text]) => ({
    resourceType: 'MedicationRequest',
    id,
    status: 'active',
    intent: 'order',
    medicationCodeableConcept: {
      coding: [{ system: 'http://www.nlm.nih.gov/research/umls/rxnorm', code, display: text }],
      text,
    },
    subject: { reference: 'Patient/p-1' },
    authoredOn: when,
  })),
];

// ---------------------------------------------------------------------------------------------
// A loopback CDS service: one service per way an answer can go wrong, and one that answers well.

const received = new Map<string, unknown>();

const service = (id: string, extra: Record<string, unknown> = {}) => ({
  hook: 'patient-view',
  id,
  title: `Service ${id}`,
  description: `The ${id} service.`,
  ...extra,
});

const DISCOVERY = {
  services: [
    service('ok', {
      prefetch: {
        patient: 'Patient/{{context.patientId}}',
        bp: `Observation?patient=Patient/{{context.patientId}}&code=${LOINC}|85354-9&_sort=-date&_count=1`,
        encounter: 'Encounter/{{context.encounterId}}',
        user: '{{context.userId}}',
        practitioner: 'Practitioner/{{userPractitionerId}}',
        unknownToken: 'Observation?subject={{context.nothing}}',
        absolute: 'https://elsewhere.example/fhir/Patient/{{context.patientId}}',
      },
    }),
    service('not-json'),
    service('no-summary'),
    service('bad-indicator'),
    service('huge'),
    service('slow'),
    service('redirect'),
    service('markup'),
    service('order', { hook: 'order-sign', prefetch: { patient: 'Patient/{{context.patientId}}' } }),
    service('order-select', { hook: 'order-select' }),
    service('appointment', { hook: 'appointment-book' }),
  ],
};

const goodCard = {
  summary: 'Blood pressure above target',
  indicator: 'warning',
  source: { label: 'Loopback CDS', url: 'https://cds.example/about' },
};

let cdsServer: Server;
let cdsBase: string;

function answer(res: ServerResponse, status: number, body: string, type = 'application/json') {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function cdsService(req: IncomingMessage, res: ServerResponse) {
  const path = req.url ?? '/';
  if (req.method === 'GET' && path === '/cds-services') return answer(res, 200, JSON.stringify(DISCOVERY));
  const id = /^\/cds-services\/([a-z-]+)$/.exec(path)?.[1];
  if (req.method !== 'POST' || !id) return answer(res, 404, '{}');
  void readBody(req).then((text) => {
    received.set(id, { contentType: req.headers['content-type'], body: JSON.parse(text) as unknown });
    switch (id) {
      case 'ok':
      case 'order':
      case 'order-select':
        return answer(res, 200, JSON.stringify({ cards: [goodCard] }));
      case 'not-json':
        return answer(res, 200, '<html><body>Service unavailable</body></html>', 'text/html');
      case 'no-summary':
        return answer(res, 200, JSON.stringify({ cards: [{ ...goodCard, summary: undefined }] }));
      case 'bad-indicator':
        return answer(res, 200, JSON.stringify({ cards: [{ ...goodCard, indicator: 'hard-stop' }] }));
      case 'huge': {
        // 5 MB, streamed without a Content-Length: the client must stop reading by itself.
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        let sent = 0;
        const more = () => {
          while (sent < 5 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', more);
          }
          res.end();
        };
        res.on('error', () => {});
        return more();
      }
      case 'slow': {
        // Answers after 30 s: the call must give up at its timeout.
        const timer = setTimeout(() => answer(res, 200, JSON.stringify({ cards: [goodCard] })), 30_000);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      case 'redirect':
        res.writeHead(307, { location: 'http://10.20.30.40/cds-services/ok' });
        return res.end();
      case 'markup':
        return answer(
          res,
          200,
          JSON.stringify({
            cards: [
              {
                ...goodCard,
                detail: '<img src=x onerror="alert(1)"><script>alert(2)</script> **Check** the reading.',
              },
            ],
          }),
        );
      default:
        return answer(res, 404, '{}');
    }
  });
}

// ---------------------------------------------------------------------------------------------

let sandboxServer: Server;
let app: App;
let database: TestDatabase;
let publicUrl: string;
let loopbackApp: number;
let sampleApp: number;
let noCdsApp: number;

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function publishedApp(vendorId: number, name: string, discoveryUrl: string | null): Promise<number> {
  const [row] = await database.db.insert(apps).values({ vendorId, status: 'ACTIVE' }).returning();
  const [version] = await database.db
    .insert(appVersions)
    .values({
      appId: row!.id,
      name,
      description: 'A CDS Hooks service.',
      descriptionShort: 'A CDS Hooks service.',
      status: 'ACTIVE',
      profile: {
        standards: ['fhir'],
        fhir: { versions: ['R4'], resources: ['Patient'], implementationGuides: [], sandboxUrl: null },
        ...(discoveryUrl ? { cdsHooks: { hooks: ['patient-view'], discoveryUrl } } : {}),
      } as never,
    })
    .returning();
  await database.db
    .update(apps)
    .set({ publishedVersionId: version!.id })
    .where(sql`${apps.id} = ${row!.id}`);
  return row!.id;
}

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://localhost:${port}`;

  const sandbox = await FhirSandbox.create(SANDBOX_DATA as never, { baseUrl: `${publicUrl}/sandbox/fhir` });
  sandboxServer = createSandboxServer(sandbox);
  sandboxServer.listen(0, '127.0.0.1');
  await once(sandboxServer, 'listening');
  const upstream = `http://127.0.0.1:${(sandboxServer.address() as AddressInfo).port}/fhir`;

  cdsServer = createServer(cdsService);
  cdsServer.listen(0, '127.0.0.1');
  await once(cdsServer, 'listening');
  cdsBase = `http://127.0.0.1:${(cdsServer.address() as AddressInfo).port}`;

  database = await createTestDatabase();
  const vendor = await insertVendor(database.db, { status: 'APPROVED' });
  loopbackApp = await publishedApp(vendor.id, 'Loopback CDS', cdsBase);
  sampleApp = await publishedApp(vendor.id, 'Sample CDS', `${publicUrl}/sample-demos`);
  noCdsApp = await publishedApp(vendor.id, 'No CDS', null);

  app = await buildApp({
    env: testEnv({
      PUBLIC_URL: publicUrl,
      CHECK_ALLOW_HOSTS: '127.0.0.1',
      SANDBOX_ENABLED: 'true',
      SANDBOX_FHIR_URL: upstream,
    }),
    db: database.db,
    jwks: testJwks,
    // A test-sized timeout: the slow service answers after 30 s; production waits 10 s (CDS_TRY_TIMEOUT_MS).
    cdsTry: { timeoutMs: 1_500 },
  });
  await app.listen({ host: 'localhost', port });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  for (const server of [cdsServer, sandboxServer]) {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  }
});

let visitor = 0;
/** Each test is its own visitor (its own address), so the per-visitor limit of one does not touch another. */
const nextVisitor = () => `192.0.2.${++visitor}`;

async function callService(
  appId: number,
  serviceId: string,
  patientId: string,
  remoteAddress = nextVisitor(),
): Promise<{ status: number; body: CdsTryCallResponse; headers: Record<string, unknown> }> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/apps/${appId}/cds-services/${serviceId}/call`,
    remoteAddress,
    headers: { cookie: 'XSRF-TOKEN=t0k3n', 'x-xsrf-token': 't0k3n', 'content-type': 'application/json' },
    payload: { patientId },
  });
  const json = response.json<unknown>();
  return {
    status: response.statusCode,
    body: response.statusCode === 200 ? cdsTryCallResponseSchema.parse(json) : (json as CdsTryCallResponse),
    headers: response.headers,
  };
}

const checkRows = async (): Promise<number> =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(appChecks))[0]!.n;

const failureOf = (body: CdsTryCallResponse) => {
  expect(body.outcome.ok, JSON.stringify(body.outcome)).toBe(false);
  return (body.outcome as Extract<CdsTryCallResponse['outcome'], { ok: false }>).failure;
};

describe('Try this CDS service: services and patients', () => {
  it('lists the discovery document’s services, which of them can be called, and the sandbox’s patients by name', async () => {
    const response = await app.inject({
      url: `/api/apps/${loopbackApp}/cds-services`,
      remoteAddress: nextVisitor(),
    });
    expect(response.statusCode).toBe(200);
    const body = cdsTryServicesResponseSchema.parse(response.json());
    expect(body.discoveryUrl).toBe(`${cdsBase}/cds-services`);
    expect(body.outcome.ok).toBe(true);
    const services = body.outcome.ok ? body.outcome.services : [];
    expect(services.find((s) => s.id === 'ok')).toEqual({
      id: 'ok',
      hook: 'patient-view',
      title: 'Service ok',
      description: 'The ok service.',
      callable: true,
    });
    expect(services.find((s) => s.id === 'order')?.callable).toBe(true);
    expect(services.find((s) => s.id === 'appointment')?.callable).toBe(false);
    expect(body.patients).toEqual([
      { id: 'p-2', name: 'Grace Hopper' },
      { id: 'p-1', name: 'Ada Lovelace' },
    ]);
  });

  it('answers 404 for an app without a discovery URL and for no app', async () => {
    const none = await app.inject({
      url: `/api/apps/${noCdsApp}/cds-services`,
      remoteAddress: nextVisitor(),
    });
    expect(none.statusCode).toBe(404);
    expect(none.json<{ detail: string }>().detail).toBe(CDS_TRY_TEXTS.noDiscovery);
    const missing = await app.inject({ url: '/api/apps/999999/cds-services', remoteAddress: nextVisitor() });
    expect(missing.statusCode).toBe(404);
  });
});

describe('Call service: the first call of an anonymous visitor is not refused', () => {
  it('the services read hands out the CSRF cookie, so the first POST carries the pair and gets 200', async () => {
    const remoteAddress = nextVisitor();
    const list = await app.inject({ url: `/api/apps/${loopbackApp}/cds-services`, remoteAddress });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const cookie = [list.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; /);
    const token = cookie!.slice('XSRF-TOKEN='.length).split(';', 1)[0]!;
    const call = await app.inject({
      method: 'POST',
      url: `/api/apps/${loopbackApp}/cds-services/ok/call`,
      remoteAddress,
      headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token, 'content-type': 'application/json' },
      payload: { patientId: 'p-1' },
    });
    expect(call.statusCode).toBe(200);
    // A visitor who has the cookie keeps it.
    const again = await app.inject({
      url: `/api/apps/${loopbackApp}/cds-services`,
      remoteAddress: nextVisitor(),
      cookies: { 'XSRF-TOKEN': token },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
  });
});

describe('Call service: the request is the one the CDS Hooks specification describes', () => {
  it('sends hook, hookInstance, fhirServer, context and the prefetch asked for, filled from the sandbox', async () => {
    const { status, body } = await callService(loopbackApp, 'ok', 'p-1');
    expect(status).toBe(200);
    const got = received.get('ok') as { contentType: string; body: Record<string, unknown> };
    expect(got.contentType).toBe('application/json');
    const request = got.body;
    // What the showroom says it sent is what arrived.
    expect(body.request).toEqual(request);

    expect(request.hook).toBe('patient-view');
    expect(request.hookInstance).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(request.fhirServer).toBe(`${publicUrl}/sandbox/fhir`);
    // patient-view: userId and patientId required, encounterId where one exists.
    expect(request.context).toEqual({ userId: 'Practitioner/pr-1', patientId: 'p-1', encounterId: 'e-1' });
    // No access token: the sandbox is open, read-only synthetic data.
    expect(request).not.toHaveProperty('fhirAuthorization');
    expect(Object.keys(request).sort()).toEqual([
      'context',
      'fhirServer',
      'hook',
      'hookInstance',
      'prefetch',
    ]);

    const prefetch = request.prefetch as Record<string, Record<string, unknown>>;
    // Tokens the showroom cannot fill, and templates that are not relative FHIR queries, are left out.
    expect(Object.keys(prefetch).sort()).toEqual(['bp', 'encounter', 'patient', 'practitioner', 'user']);
    expect(prefetch.patient).toMatchObject({ resourceType: 'Patient', id: 'p-1' });
    expect(prefetch.encounter).toMatchObject({ resourceType: 'Encounter', id: 'e-1' });
    expect(prefetch.user).toMatchObject({ resourceType: 'Practitioner', id: 'pr-1' });
    expect(prefetch.practitioner).toMatchObject({ resourceType: 'Practitioner', id: 'pr-1' });
    // The search as asked: the newest blood pressure only.
    const bp = prefetch.bp as { resourceType: string; entry: { resource: { id: string } }[] };
    expect(bp.resourceType).toBe('Bundle');
    expect(bp.entry.map((e) => e.resource.id)).toEqual(['bp-new']);

    expect(body.outcome).toEqual({ ok: true, cards: [goodCard] });
    expect(body.response?.status).toBe(200);
  });

  it('sends a new hookInstance with every call', async () => {
    await callService(loopbackApp, 'ok', 'p-2');
    const first = (received.get('ok') as { body: { hookInstance: string; context: unknown } }).body;
    await callService(loopbackApp, 'ok', 'p-2');
    const second = (received.get('ok') as { body: { hookInstance: string } }).body;
    expect(second.hookInstance).not.toBe(first.hookInstance);
    // p-2 has no encounter: no encounterId, and a practitioner of the sandbox as the user.
    expect(first.context).toEqual({ userId: 'Practitioner/pr-1', patientId: 'p-2' });
  });
});

describe('Call service: the order hooks get a draft order made from the sandbox', () => {
  it('order-sign: draftOrders, a Bundle with the patient’s latest medication request as a draft of today', async () => {
    const { body } = await callService(loopbackApp, 'order', 'p-1');
    expect(body.outcome.ok).toBe(true);
    const request = (received.get('order') as { body: Record<string, unknown> }).body;
    expect(request.hook).toBe('order-sign');
    const context = request.context as Record<string, unknown>;
    expect(Object.keys(context).sort()).toEqual(['draftOrders', 'encounterId', 'patientId', 'userId']);
    const bundle = context.draftOrders as {
      resourceType: string;
      entry: { resource: Record<string, unknown> }[];
    };
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.entry).toHaveLength(1);
    const order = bundle.entry[0]!.resource;
    expect(order).toMatchObject({
      resourceType: 'MedicationRequest',
      status: 'draft',
      intent: 'order',
      medicationCodeableConcept: { text: 'amlodipine 5 MG Oral Tablet' },
      subject: { reference: 'Patient/p-1' },
      requester: { reference: 'Practitioner/pr-1' },
      encounter: { reference: 'Encounter/e-1' },
    });
    expect(order.id).toMatch(/^draft-/);
    expect(Date.now() - Date.parse(order.authoredOn as string)).toBeLessThan(60_000);
    // The prefetch's tokens are the context's ids, as for patient-view.
    expect((request.prefetch as { patient: { id: string } }).patient.id).toBe('p-1');
  });

  it('order-select: the same, and the selection names the draft order', async () => {
    await callService(loopbackApp, 'order-select', 'p-1');
    const context = (received.get('order-select') as { body: { context: Record<string, unknown> } }).body
      .context;
    const order = (context.draftOrders as { entry: { resource: { id: string } }[] }).entry[0]!.resource;
    expect(context.selections).toEqual([`MedicationRequest/${order.id}`]);
  });

  it('a patient without medication gets no order hook call, and says why', async () => {
    received.delete('order');
    const failure = failureOf((await callService(loopbackApp, 'order', 'p-2')).body);
    expect(failure.reason).toBe('no-draft-order');
    expect(received.has('order')).toBe(false);
  });
});

describe('Call service: each malformed answer gives its message, and nothing else happens', () => {
  const cases: [service: string, reason: string, message: string, extra?: Record<string, unknown>][] = [
    ['not-json', 'not-json', 'The service did not answer with JSON.'],
    [
      'no-summary',
      'invalid',
      'The service did not answer with a valid CDS Hooks response: cards[0].summary is missing.',
      { field: 'cards[0].summary', problem: 'missing' },
    ],
    [
      'bad-indicator',
      'invalid',
      'The service did not answer with a valid CDS Hooks response: cards[0].indicator has a value the specification does not allow.',
      { field: 'cards[0].indicator', problem: 'not-allowed' },
    ],
    ['huge', 'too-large', 'The service answered with more than 1 MB; the showroom reads no more.'],
    ['slow', 'timeout', 'The service did not answer within 10 seconds.'],
  ];

  for (const [serviceId, reason, message, extra] of cases) {
    it(`${serviceId}: ${message}`, async () => {
      const before = await checkRows();
      const started = Date.now();
      const { status, body } = await callService(loopbackApp, serviceId, 'p-1');
      expect(status).toBe(200);
      const failure = failureOf(body);
      expect(failure).toMatchObject({ reason, stage: 'service', ...extra });
      expect(CDS_TRY_TEXTS.failure(failure)).toBe(message);
      // The request went out (the service got it), and no card came back.
      expect(received.has(serviceId)).toBe(true);
      if (serviceId === 'slow') expect(Date.now() - started).toBeLessThan(10_000);
      // Nothing is stored: a visitor's call is not a check.
      expect(await checkRows()).toBe(before);
    });
  }

  it('redirect to a private address: refused before any connection to it', async () => {
    const attempts = connectionAttempts();
    const { body } = await callService(loopbackApp, 'redirect', 'p-1');
    const failure = failureOf(body);
    expect(failure).toMatchObject({
      reason: 'blocked',
      stage: 'service',
      url: 'http://10.20.30.40/cds-services/ok',
    });
    expect(CDS_TRY_TEXTS.failure(failure)).toBe(
      'The service was not called: its address (http://10.20.30.40/cds-services/ok) leads to a private or reserved network address, which the showroom never calls.',
    );
    // Two connections, both to the loopback service (its discovery, then the call); none to 10.20.30.40.
    expect(connectionAttempts() - attempts).toBe(2);
    expect(body.response).toBeNull();
  });

  it('passes markup in a card’s detail on as text (the page renders it inert)', async () => {
    const { body } = await callService(loopbackApp, 'markup', 'p-1');
    expect(body.outcome.ok).toBe(true);
    const cards = body.outcome.ok ? body.outcome.cards : [];
    expect(cards[0]?.detail).toBe(
      '<img src=x onerror="alert(1)"><script>alert(2)</script> **Check** the reading.',
    );
  });

  it('a hook the sandbox cannot give data for, a service discovery does not list, a patient the sandbox lacks', async () => {
    expect(failureOf((await callService(loopbackApp, 'appointment', 'p-1')).body).reason).toBe(
      'hook-not-supported',
    );
    expect(failureOf((await callService(loopbackApp, 'gone', 'p-1')).body).reason).toBe('no-service');
    expect(failureOf((await callService(loopbackApp, 'ok', 'p-404')).body).reason).toBe('no-patient');
  });

  it('refuses a malformed patient id with 400', async () => {
    const { status } = await callService(loopbackApp, 'ok', '../Patient');
    expect(status).toBe(400);
  });

  it(`allows ${CDS_TRY_CALLS_PER_MINUTE} calls a minute per visitor, then 429 with Retry-After and the reason`, async () => {
    const address = nextVisitor();
    for (let i = 0; i < CDS_TRY_CALLS_PER_MINUTE; i++) {
      expect((await callService(loopbackApp, 'appointment', 'p-1', address)).status).toBe(200);
    }
    const refused = await callService(loopbackApp, 'appointment', 'p-1', address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((refused.body as unknown as { detail: string }).detail).toBe(CDS_TRY_TEXTS.tooMany);
    // Another visitor is not affected.
    expect((await callService(loopbackApp, 'appointment', 'p-1')).status).toBe(200);
  });
});

describe('the sample CDS service the showroom serves itself', () => {
  it('is reached on the showroom’s own origin and answers differently for different patients', async () => {
    const services = cdsTryServicesResponseSchema.parse(
      (await app.inject({ url: `/api/apps/${sampleApp}/cds-services`, remoteAddress: nextVisitor() })).json(),
    );
    expect(services.discoveryUrl).toBe(`${publicUrl}/sample-demos/cds-services`);
    expect(services.outcome.ok ? services.outcome.services.map((s) => s.id) : services.outcome).toEqual([
      'vital-signs-check',
    ]);

    const high = await callService(sampleApp, 'vital-signs-check', 'p-1');
    const normal = await callService(sampleApp, 'vital-signs-check', 'p-2');
    const cards = (r: typeof high) => (r.body.outcome.ok ? r.body.outcome.cards : []);
    const highBp = cards(high).find((c) => c.summary.startsWith('Blood pressure'));
    expect(highBp).toMatchObject({
      summary: 'Blood pressure 165/95 mmHg is above 140/90 mmHg',
      indicator: 'warning',
      source: { label: 'Showroom sample CDS service (synthetic data)', url: `${publicUrl}/sandbox` },
      selectionBehavior: 'at-most-one',
    });
    expect(highBp?.links?.map((l) => l.type)).toEqual(['absolute', 'smart']);
    const normalBp = cards(normal).find((c) => c.summary.startsWith('Blood pressure'));
    expect(normalBp).toMatchObject({ indicator: 'info' });
    expect(normalBp?.summary).toMatch(/^Blood pressure 118\/76 mmHg on \d{4}-\d{2}-\d{2} is within range$/);
    // The sample asked for the prefetch it reads, and the showroom filled it.
    expect(Object.keys((high.body.request as { prefetch: object }).prefetch).sort()).toEqual([
      'bloodPressure',
      'patient',
      'vitalSigns',
    ]);
  });

  it('is confirmed by the live check of its discovery on the showroom’s own origin, and by that exception only', async () => {
    const subject = await loadCheckSubject(database.db, sampleApp, 'published');
    const run = (ownOrigin: string | undefined) =>
      createCheckRunner({
        allow: parseAllowList(''),
        userAgent: 'Showroom-Checks/1 (test)',
        ...(ownOrigin ? { ownOrigin } : {}),
      })(subject!);
    const own = (await run(publicUrl)).find((c) => c.kind === 'cds-hooks');
    expect(own).toMatchObject({ outcome: 'passed', url: `${publicUrl}/sample-demos/cds-services` });
    expect(own?.facts).toEqual([
      { key: 'profile.cdsHooks.hooks', value: 'patient-view', status: 'confirmed' },
    ]);
    // Without the showroom's own origin, plain http on localhost is refused, as for any other address.
    const other = (await run(undefined)).find((c) => c.kind === 'cds-hooks');
    expect(other?.outcome).toBe('error');
  });
});
