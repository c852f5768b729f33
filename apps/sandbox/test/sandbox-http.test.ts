/**
 * The sandbox over real HTTP: the server listens on a free port and every request goes through node:http,
 * the adapter and Medplum's router and in-memory repository. The data are test/fixtures.ts, so every
 * answer is known.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FhirSandbox, createSandboxServer } from '../src/index.ts';
import { BODY_WEIGHT, HEART_RATE, testResources } from './fixtures.ts';

let server: Server;
let base: string;

interface Entry {
  fullUrl?: string;
  resource: { resourceType: string; id?: string; [key: string]: unknown };
  search?: { mode?: string };
}
interface Bundle {
  resourceType: string;
  type: string;
  total?: number;
  link?: { relation: string; url: string }[];
  entry?: Entry[];
}
interface Outcome {
  resourceType: 'OperationOutcome';
  issue: { severity: string; code: string; details?: { text?: string } }[];
}

beforeAll(async () => {
  server = createSandboxServer(
    await FhirSandbox.create(testResources(), { baseUrl: 'http://sandbox.test/fhir' }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fhir`;
}, 60_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function get<T = Bundle>(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}/${path}`, { headers });
  expect(response.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
  return { status: response.status, body: (await response.json()) as T };
}

async function search(path: string): Promise<Bundle> {
  const { status, body } = await get(path);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.resourceType).toBe('Bundle');
  return body;
}

const ids = (bundle: Bundle, mode = 'match') =>
  (bundle.entry ?? [])
    .filter((e) => e.search?.mode === mode)
    .map((e) => `${e.resource.resourceType}/${e.resource.id}`);

/** A raw request through node:http, for what fetch would normalise (a `..` path) or refuse. */
function raw(method: string, path: string, body?: Buffer | string, headers: Record<string, string> = {}) {
  const url = new URL(base);
  return new Promise<{ status: number; body: Outcome }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          'content-type': 'application/fhir+json',
          // Node frames a DELETE's body only with a declared length.
          ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              body: JSON.parse(Buffer.concat(chunks).toString()) as Outcome,
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    // The server may answer 413 and close before the whole body is sent.
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

async function stillServing() {
  const { status, body } = await get<{ resourceType: string }>('Patient/p-bob');
  expect(status).toBe(200);
  expect(body.resourceType).toBe('Patient');
  expect((await search('Patient?_summary=count')).total).toBe(3);
}

describe('read, vread, history', () => {
  it('reads a patient, its version and its history', async () => {
    const read = await get<{ id: string; meta: { versionId: string } }>('Patient/p-alice');
    expect(read.status).toBe(200);
    expect(read.body.id).toBe('p-alice');
    const vread = await get<{ id: string }>(`Patient/p-alice/_history/${read.body.meta.versionId}`);
    expect(vread.status).toBe(200);
    expect(vread.body.id).toBe('p-alice');
    const history = await get('Patient/p-alice/_history');
    expect(history.body.type).toBe('history');
    expect(history.body.entry?.map((e) => e.fullUrl)).toEqual(['http://sandbox.test/fhir/Patient/p-alice']);
  });

  it('answers 404 with an OperationOutcome for an unknown id and an unknown type', async () => {
    const missing = await get<Outcome>('Patient/nobody');
    expect(missing.status).toBe(404);
    expect(missing.body.resourceType).toBe('OperationOutcome');
    const unknownType = await get<Outcome>('Spaceship/1');
    expect(unknownType.status).toBe(404);
    expect(unknownType.body.resourceType).toBe('OperationOutcome');
  });
});

describe('search parameters with known answers', () => {
  it('patient, subject and _id', async () => {
    expect((await search('Observation?patient=p-alice&_summary=count')).total).toBe(4);
    expect((await search('Observation?subject=Patient/p-carol&_summary=count')).total).toBe(4);
    expect((await search('Observation?patient=p-bob&_summary=count')).total).toBe(49);
    expect(ids(await search('Patient?_id=p-carol'))).toEqual(['Patient/p-carol']);
    expect(ids(await search('Encounter?patient=p-alice&_sort=date'))).toEqual([
      'Encounter/e-p-alice-0',
      'Encounter/e-p-alice-1',
    ]);
  });

  it('code with and without system, category and status', async () => {
    expect(
      ids(await search(`Observation?patient=p-alice&code=http://loinc.org|${HEART_RATE}&_sort=date`)),
    ).toEqual([`Observation/o-p-alice-0-${HEART_RATE}`, `Observation/o-p-alice-1-${HEART_RATE}`]);
    expect((await search(`Observation?code=${BODY_WEIGHT}&_summary=count`)).total).toBe(6);
    expect((await search('Observation?category=laboratory&_summary=count')).total).toBe(45);
    expect((await search('Observation?category=vital-signs&_summary=count')).total).toBe(12);
    expect((await search('Observation?status=preliminary&_summary=count')).total).toBe(9);
    expect((await search('Condition?patient=p-alice&clinical-status=active&_summary=count')).total).toBe(0);
    expect(ids(await search('Condition?patient=p-bob&clinical-status=active'))).toEqual([
      'Condition/c-p-bob',
    ]);
  });

  it('date with the prefixes ge, gt, le, lt and eq', async () => {
    const count = async (q: string) =>
      (await search(`Observation?patient=p-alice&${q}&_summary=count`)).total;
    expect(await count('date=ge2025-01-01')).toBe(2);
    expect(await count('date=lt2025-01-01')).toBe(2);
    expect(await count('date=gt2024-05-10T09:00:00Z')).toBe(2);
    expect(await count('date=le2024-05-10T09:00:00Z')).toBe(2);
    expect(await count('date=eq2024-05-10')).toBe(2);
    expect(await count('date=ge2024-01-01&date=lt2025-01-01')).toBe(2);
    expect(await count('date=ge2026-01-01')).toBe(0);
  });

  it('_sort ascending and descending', async () => {
    const ascending = await search('Patient?_sort=birthdate');
    expect(ids(ascending)).toEqual(['Patient/p-alice', 'Patient/p-bob', 'Patient/p-carol']);
    const descending = await search('Patient?_sort=-birthdate');
    expect(ids(descending)).toEqual(['Patient/p-carol', 'Patient/p-bob', 'Patient/p-alice']);
  });

  it('_include and _revinclude', async () => {
    const included = await search('Observation?_id=lab-1&_include=Observation:patient');
    expect(ids(included)).toEqual(['Observation/lab-1']);
    expect(ids(included, 'include')).toEqual(['Patient/p-bob']);
    const revincluded = await search('Encounter?patient=p-carol&_revinclude=Observation:encounter');
    expect(ids(revincluded).sort()).toEqual(['Encounter/e-p-carol-0', 'Encounter/e-p-carol-1']);
    expect(ids(revincluded, 'include').sort()).toEqual(
      [0, 1].flatMap((j) => [BODY_WEIGHT, HEART_RATE].map((c) => `Observation/o-p-carol-${j}-${c}`)).sort(),
    );
  });

  it('chained parameters', async () => {
    expect((await search('Observation?subject:Patient.name=Adams&_summary=count')).total).toBe(4);
    expect((await search('Observation?patient.gender=female&_summary=count')).total).toBe(8);
    expect(ids(await search('Encounter?patient.birthdate=1980-07-15&_sort=date'))).toEqual([
      'Encounter/e-p-bob-0',
      'Encounter/e-p-bob-1',
    ]);
  });

  it('searches by POST to _search with a form body, as by GET', async () => {
    const post = (path: string, body: string, contentType = 'application/x-www-form-urlencoded') =>
      fetch(`${base}/${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });
    const byPost = await post('Observation/_search?_sort=date', 'subject:Patient.name=Adams&_count=3');
    expect(byPost.status).toBe(200);
    const bundle = (await byPost.json()) as Bundle;
    expect(ids(bundle)).toEqual(
      ids(await search('Observation?_sort=date&subject:Patient.name=Adams&_count=3')),
    );
    expect(ids(bundle)).toHaveLength(3);
    expect(bundle.link?.find((l) => l.relation === 'self')?.url).not.toContain('_search');
    const json = await post('Observation/_search', '{}', 'application/json');
    expect(json.status).toBe(415);
    expect(((await json.json()) as Outcome).resourceType).toBe('OperationOutcome');
    const byGet = await get<Outcome>('Observation/_search');
    expect(byGet.status).toBe(405);
  });

  it('_summary=count answers the total without entries', async () => {
    const bundle = await search('Observation?_summary=count');
    expect(bundle.total).toBe(57);
    expect(bundle.entry).toBeUndefined();
  });

  it('_elements and _summary=true keep the asked elements and mark the resource SUBSETTED', async () => {
    const elements = await search('Patient?_id=p-bob&_elements=gender');
    const patient = elements.entry?.[0]?.resource as Record<string, unknown>;
    expect(patient.gender).toBe('male');
    expect(patient.name).toBeUndefined();
    expect(patient.birthDate).toBeUndefined();
    expect(JSON.stringify(patient.meta)).toContain('SUBSETTED');
    const summary = await search('Patient?_id=p-bob&_summary=true');
    const summarised = summary.entry?.[0]?.resource as Record<string, unknown>;
    expect(summarised.birthDate).toBe('1980-07-15');
    expect(summarised.text).toBeUndefined();
  });
});

describe('paging', () => {
  it('defaults _count to 20, links self/next with fullUrls, and paging to the end equals _summary=count', async () => {
    const total = (await search('Observation?patient=p-bob&_summary=count')).total;
    let page = await search('Observation?patient=p-bob&_sort=date');
    expect(page.entry).toHaveLength(20);
    expect(page.link?.find((l) => l.relation === 'self')?.url).toBe(
      'http://sandbox.test/fhir/Observation?patient=p-bob&_sort=date&_count=20',
    );
    const seen = new Set<string>();
    for (let pages = 0; pages < 10; pages++) {
      expect(page.total).toBe(total);
      for (const e of page.entry ?? []) {
        expect(e.fullUrl).toBe(`http://sandbox.test/fhir/Observation/${e.resource.id}`);
        seen.add(e.resource.id ?? '');
      }
      const next = page.link?.find((l) => l.relation === 'next')?.url;
      if (!next) break;
      page = await search(next.replace('http://sandbox.test/fhir/', ''));
    }
    expect(seen.size).toBe(total);
  });

  it('refuses a _count above 1000 with 400 and says what to do instead', async () => {
    const { status, body } = await get<Outcome>('Observation?_count=100000');
    expect(status).toBe(400);
    expect(body.resourceType).toBe('OperationOutcome');
    expect(body.issue[0]).toMatchObject({ severity: 'error', code: 'too-costly' });
    expect(body.issue[0]?.details?.text).toContain('at most 1000');
    expect(body.issue[0]?.details?.text).toContain('handling=lenient');
    expect((await get('Observation?_count=1001')).status).toBe(400);
    expect((await get('Observation?_count=1000')).status).toBe(200);
  });

  it('caps _count at 1000 under Prefer: handling=lenient and says so in a warning outcome entry', async () => {
    const { status, body: bundle } = await get<Bundle>('Observation?_count=100000', {
      prefer: 'handling=lenient',
    });
    expect(status).toBe(200);
    expect(bundle.link?.find((l) => l.relation === 'self')?.url).toContain('_count=1000');
    expect(ids(bundle)).toHaveLength(57);
    const outcomes = (bundle.entry ?? []).filter((e) => e.search?.mode === 'outcome');
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]?.resource).toMatchObject({
      resourceType: 'OperationOutcome',
      issue: [
        {
          severity: 'warning',
          code: 'too-costly',
          details: { text: expect.stringContaining('maximum of 1000') as unknown },
        },
      ],
    });
    // Within the maximum: no outcome entry.
    const within = await search('Observation?_count=1000');
    expect((within.entry ?? []).filter((e) => e.search?.mode === 'outcome')).toEqual([]);
  });

  it('refuses a _count above 1000 with 400 under Prefer: handling=strict', async () => {
    const { status, body } = await get<Outcome>('Observation?_count=100000', {
      prefer: 'handling=strict',
    });
    expect(status).toBe(400);
    expect(body.resourceType).toBe('OperationOutcome');
    expect(body.issue[0]).toMatchObject({ severity: 'error', code: 'too-costly' });
    expect(body.issue[0]?.details?.text).toContain('at most 1000');
    expect((await get('Observation?_count=1000', { prefer: 'handling=strict' })).status).toBe(200);
  });
});

describe('unknown parameters', () => {
  it('are ignored, left out of the self link and named in an outcome entry', async () => {
    const bundle = await search('Patient?gender=male&shoe-size=44');
    expect(ids(bundle)).toEqual(['Patient/p-bob']);
    expect(bundle.link?.find((l) => l.relation === 'self')?.url).not.toContain('shoe-size');
    const warning = bundle.entry?.find((e) => e.search?.mode === 'outcome')?.resource as unknown as Outcome;
    expect(warning.issue[0]?.details?.text).toContain('shoe-size');
  });

  it('are refused with 400 under Prefer: handling=strict', async () => {
    const { status, body } = await get<Outcome>('Patient?gender=male&shoe-size=44', {
      prefer: 'handling=strict',
    });
    expect(status).toBe(400);
    expect(body.issue[0]?.details?.text).toContain('shoe-size');
  });
});

describe('metadata', () => {
  it('is a CapabilityStatement of what the server does', async () => {
    const { status, body } = await get<{
      resourceType: string;
      fhirVersion: string;
      format: string[];
      rest: {
        resource: { type: string; interaction: { code: string }[]; searchParam: { name: string }[] }[];
      }[];
    }>('metadata');
    expect(status).toBe(200);
    expect(body.resourceType).toBe('CapabilityStatement');
    expect(body.fhirVersion).toBe('4.0.1');
    expect(body.format).toEqual(['json']);
    const observation = body.rest[0]?.resource.find((r) => r.type === 'Observation');
    expect(observation?.interaction.map((i) => i.code)).toEqual([
      'read',
      'vread',
      'history-instance',
      'search-type',
    ]);
    const names = observation?.searchParam.map((p) => p.name) ?? [];
    for (const name of [
      '_id',
      '_lastUpdated',
      'patient',
      'subject',
      'code',
      'date',
      'category',
      'status',
      'encounter',
    ]) {
      expect(names).toContain(name);
    }
  });
});

describe('writes to the shared data', () => {
  it.each([
    ['POST', '/fhir/Observation'],
    ['PUT', '/fhir/Patient/p-bob'],
    ['PATCH', '/fhir/Patient/p-bob'],
    ['DELETE', '/fhir/Patient/p-bob'],
    ['POST', '/fhir'],
  ])('%s %s answers 405 with an OperationOutcome and stores nothing', async (method, path) => {
    const { status, body } = await raw(
      method,
      path,
      JSON.stringify({ resourceType: 'Patient', id: 'p-bob', gender: 'other' }),
    );
    expect(status).toBe(405);
    expect(body.resourceType).toBe('OperationOutcome');
    const bob = await get<{ gender: string }>('Patient/p-bob');
    expect(bob.body.gender).toBe('male');
    expect((await search('Observation?_summary=count')).total).toBe(57);
  });
});

describe('$validate', () => {
  it('accepts a valid resource and says terminology bindings are not checked', async () => {
    const observation = {
      resourceType: 'Observation',
      status: 'final',
      code: { coding: [{ system: 'http://loinc.org', code: HEART_RATE }] },
      valueQuantity: { value: 72, unit: '/min' },
    };
    const { status, body } = await raw('POST', '/fhir/Observation/$validate', JSON.stringify(observation));
    expect(status).toBe(200);
    expect(body.issue.filter((i) => i.severity === 'error')).toEqual([]);
    expect(body.issue.map((i) => i.details?.text).join(' ')).toContain('terminology bindings');
  });

  it('finds the errors of a broken resource', async () => {
    const broken = { resourceType: 'Observation', status: 'final', valueQuantity: { value: 'seventy' } };
    const { status, body } = await raw('POST', '/fhir/Observation/$validate', JSON.stringify(broken));
    expect(status).toBe(200);
    const errors = body.issue.filter((i) => i.severity === 'error');
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(errors)).toContain('Observation.code');
    expect(JSON.stringify(errors)).toContain('value');
  });
});

describe('bad input: a clear 4xx OperationOutcome, nothing stored, the process keeps serving', () => {
  it('malformed JSON', async () => {
    const { status, body } = await raw('POST', '/fhir/Observation/$validate', '{"resourceType": "Observ');
    expect(status).toBe(400);
    expect(body.issue[0]?.details?.text).toMatch(/not valid JSON/);
    await stillServing();
  });

  it('a resourceType that does not match the endpoint', async () => {
    const { status, body } = await raw(
      'POST',
      '/fhir/Observation/$validate',
      JSON.stringify({ resourceType: 'Patient' }),
    );
    expect(status).toBe(400);
    expect(body.issue[0]?.details?.text).toMatch(/does not match/);
    await stillServing();
  });

  it('a 10 MB body', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024, 'a');
    const { status, body } = await raw('POST', '/fhir/Observation/$validate', big).catch(() =>
      // The server may close the socket while the client still writes: 413 was sent first; ask again small.
      raw('POST', '/fhir/Observation/$validate', 'x', { 'content-length': String(big.length) }),
    );
    expect(status).toBe(413);
    expect(body.resourceType).toBe('OperationOutcome');
    await stillServing();
  });

  it('1,000 search parameters', async () => {
    const query = Array.from({ length: 1000 }, (_, i) => `p${i}=1`).join('&');
    const { status, body } = await get<Outcome>(`Patient?${query}`);
    expect(status).toBe(400);
    expect(body.issue[0]?.code).toBe('too-costly');
    await stillServing();
  });

  it('a path with ..', async () => {
    for (const path of [
      '/fhir/Patient/../metadata',
      '/fhir/Patient/%2e%2e/metadata',
      '/fhir/../fhir/Patient',
    ]) {
      const { status, body } = await raw('GET', path);
      expect(status, path).toBe(400);
      expect(body.resourceType).toBe('OperationOutcome');
    }
    await stillServing();
  });

  it('a bad _count, an unknown _summary, XML', async () => {
    expect((await get<Outcome>('Patient?_count=-1')).status).toBe(400);
    expect((await get<Outcome>('Patient?_summary=maybe')).status).toBe(400);
    expect((await get<Outcome>('Patient?_format=xml')).status).toBe(406);
    await stillServing();
  });
});

describe('per-patient shards', () => {
  let whole: Server;
  let wholeBase: string;
  beforeAll(async () => {
    whole = createSandboxServer(
      await FhirSandbox.create(testResources(), {
        baseUrl: 'http://sandbox.test/fhir',
        shardByPatient: false,
      }),
    );
    await new Promise<void>((resolve) => whole.listen(0, '127.0.0.1', resolve));
    wholeBase = `http://127.0.0.1:${(whole.address() as AddressInfo).port}/fhir`;
  }, 60_000);
  afterAll(async () => {
    whole.closeAllConnections();
    await new Promise((resolve) => whole.close(resolve));
  });

  it.each([
    'Observation?patient=p-bob&_sort=date&_count=100',
    'Observation?patient=Patient/p-bob&_sort=-date&_count=10&_offset=20',
    `Observation?subject=Patient/p-alice&code=http://loinc.org|${HEART_RATE}`,
    'Observation?patient=p-bob&date=ge2025-01-01',
    'Observation?patient=p-bob&_summary=count',
    'Observation?patient=p-bob&_id=lab-1&_include=Observation:patient',
    'Encounter?patient=p-carol&_revinclude=Observation:encounter&_sort=date',
    'Encounter?patient=p-alice&_include=Encounter:participant&_sort=date',
    'Condition?patient=p-bob&clinical-status=active',
    'Observation?patient=p-bob&subject:Patient.name=Brown&_summary=count',
    'Observation?patient=nobody',
    'Patient?_id=p-bob',
  ])('answer as one repository does: %s', async (query) => {
    // The two servers were loaded apart: their version ids and times differ, nothing else may.
    const answer = async (url: string) => {
      const response = await fetch(url);
      const text = (await response.text()).replace(
        /"meta":\{"versionId":"[^"]+","lastUpdated":"[^"]+"/g,
        '"meta":{',
      );
      return [response.status, JSON.parse(text) as unknown] as const;
    };
    const [sharded, one] = await Promise.all([answer(`${base}/${query}`), answer(`${wholeBase}/${query}`)]);
    expect(sharded[0]).toBe(200);
    expect(sharded).toEqual(one);
  });

  it('give a search result the version a read gives', async () => {
    const bundle = await search('Observation?patient=p-bob&_id=lab-2');
    const version = (bundle.entry?.[0]?.resource.meta as { versionId: string }).versionId;
    expect((await get(`Observation/lab-2/_history/${version}`)).status).toBe(200);
  });
});
