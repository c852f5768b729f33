/**
 * The vendors' stores in the sandbox process over real HTTP (the API's side of the exchange: apps/api
 * test/vendor-sandbox.test.ts): a store answers only at the generation it was loaded with, a write
 * answers with what it changed, a failed transaction leaves nothing, and stores beyond the most allowed
 * or idle too long are dropped.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Resource } from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FhirSandbox, VendorStores, createSandboxServer } from '../src/index.ts';
import { testResources } from './fixtures.ts';

let server: Server;
let root: string;
let now = 0;
const stores = new VendorStores({ shared: testResources, maxStores: 2, idleMs: 60_000, now: () => now });

beforeAll(async () => {
  const sandbox = await FhirSandbox.create(testResources(), { baseUrl: 'http://sandbox.test/fhir' });
  server = createSandboxServer(sandbox, { vendors: stores });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const load = (id: number, generation: number, changes: unknown[] = [], limit = 10) =>
  fetch(`${root}/v/${id}/store`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      generation,
      baseUrl: `http://showroom.test/sandbox/v/key${id}/fhir`,
      limit,
      changes,
    }),
  });

const fhir = (id: number, generation: number, method: string, path: string, body?: unknown) =>
  fetch(`${root}/v/${id}/fhir/${path}`, {
    method,
    headers: { 'content-type': 'application/fhir+json', 'x-sandbox-generation': String(generation) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

interface Envelope {
  status: number;
  headers: Record<string, string>;
  body: Resource & { issue?: { details?: { text?: string } }[] };
  changes: { resourceType: string; id: string; resource: Resource | null }[];
}

describe('vendor stores', () => {
  it('answer only at their generation; without one, ask to be loaded', async () => {
    const before = await fhir(1, 0, 'GET', 'Patient/p-bob');
    expect(before.status).toBe(409);
    expect(before.headers.get('x-sandbox-load')).toBe('required');
    expect((await load(1, 0)).status).toBe(204);
    expect((await fhir(1, 0, 'GET', 'Patient/p-bob')).status).toBe(200);
    expect((await fhir(1, 1, 'GET', 'Patient/p-bob')).headers.get('x-sandbox-load')).toBe('required');
  });

  it('say in their CapabilityStatement that they take writes, at their own address', async () => {
    await load(4, 0);
    const statement = (await (await fhir(4, 0, 'GET', 'metadata')).json()) as {
      implementation: { url: string };
      rest: {
        interaction?: { code: string }[];
        resource: { type: string; interaction: { code: string }[] }[];
      }[];
    };
    expect(statement.implementation.url).toBe('http://showroom.test/sandbox/v/key4/fhir');
    const observation = statement.rest[0]?.resource.find((r) => r.type === 'Observation');
    expect(observation?.interaction.map((i) => i.code)).toEqual(
      expect.arrayContaining(['read', 'search-type', 'create', 'update', 'patch', 'delete']),
    );
    expect(statement.rest[0]?.interaction).toEqual([{ code: 'transaction' }]);
  });

  it('lay the stored changes over the shared data, and answer a write with its changes and public links', async () => {
    const changed: Resource = {
      resourceType: 'Patient',
      id: 'p-bob',
      gender: 'other',
      meta: { versionId: 'v9' },
    };
    const changes = [
      { resourceType: 'Patient', id: 'p-bob', resource: changed },
      { resourceType: 'Patient', id: 'p-alice', resource: null },
    ];
    expect((await load(2, 3, changes)).status).toBe(204);
    expect(((await (await fhir(2, 3, 'GET', 'Patient/p-bob')).json()) as { gender: string }).gender).toBe(
      'other',
    );
    expect((await fhir(2, 3, 'GET', 'Patient/p-alice')).status).toBe(404);

    const write = await fhir(2, 3, 'POST', 'Organization', { resourceType: 'Organization', name: 'Mine' });
    expect(write.headers.get('x-sandbox-envelope')).toBe('1');
    const envelope = (await write.json()) as Envelope;
    expect(envelope.status).toBe(201);
    expect(envelope.headers.location).toMatch(
      /^http:\/\/showroom\.test\/sandbox\/v\/key2\/fhir\/Organization\//,
    );
    expect(envelope.changes).toEqual([
      { resourceType: 'Organization', id: envelope.body.id, resource: envelope.body },
    ]);
  });

  it('leave nothing of a transaction that fails part-way', async () => {
    expect((await load(3, 0)).status).toBe(204);
    const write = await fhir(3, 0, 'POST', '', {
      resourceType: 'Bundle',
      type: 'transaction',
      entry: [
        {
          resource: { resourceType: 'Organization', name: 'First' },
          request: { method: 'POST', url: 'Organization' },
        },
        {
          resource: { resourceType: 'Observation', status: 'final', valueQuantity: { value: 'x' } },
          request: { method: 'POST', url: 'Observation' },
        },
      ],
    });
    const envelope = (await write.json()) as Envelope;
    expect(envelope.status, JSON.stringify(envelope.body)).toBeGreaterThanOrEqual(400);
    expect(envelope.changes).toEqual([]);
    // The store that held the partial write is gone: it is rebuilt from what the API stored.
    expect((await fhir(3, 0, 'GET', 'Organization?name=First')).headers.get('x-sandbox-load')).toBe(
      'required',
    );
  });

  it('hold at most 16 MB of changed resources: past it, a write is refused and nothing of it kept', async () => {
    const note = (n: number) => [{ text: 'x'.repeat(n) }];
    const big = Array.from({ length: 4 }, (_, i) => ({
      resourceType: 'Basic',
      id: `big-${i}`,
      resource: {
        resourceType: 'Basic',
        id: `big-${i}`,
        code: { text: 'filler' },
        extension: [],
        note: note(4_000_000),
      },
    }));
    expect((await load(5, 0, big)).status).toBe(204);
    const write = await fhir(5, 0, 'POST', 'Basic', {
      resourceType: 'Basic',
      code: { text: 'one more' },
      text: undefined,
      extension: [{ url: 'http://example.org/x', valueString: 'y'.repeat(1_000_000) }],
    });
    const envelope = (await write.json()) as Envelope;
    expect(envelope.status).toBe(422);
    expect(envelope.body.issue?.[0]?.details?.text).toContain('at most 16 MB of changed resources');
    expect(envelope.changes).toEqual([]);
    // Shrinking what it holds is always allowed.
    const shrink = await fhir(5, 0, 'PUT', 'Basic/big-0', {
      resourceType: 'Basic',
      id: 'big-0',
      code: { text: 'small' },
    });
    expect(((await shrink.json()) as Envelope).status).toBe(200);
  });

  it('keep at most maxStores, the least recently used going first, and drop idle ones', async () => {
    now = 0;
    await load(10, 0);
    await load(11, 0);
    expect((await fhir(10, 0, 'GET', 'Patient/p-bob')).status).toBe(200);
    await load(12, 0);
    expect(stores.size).toBe(2);
    expect((await fhir(11, 0, 'GET', 'Patient/p-bob')).status).toBe(409);
    expect((await fhir(10, 0, 'GET', 'Patient/p-bob')).status).toBe(200);
    now = 120_000;
    stores.sweep();
    expect(stores.size).toBe(0);
  });
});
