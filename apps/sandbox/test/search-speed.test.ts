/**
 * What makes the sandbox's searches fast (issue 33's latency budget) must not change a single answer. On
 * the real synthetic data, over real HTTP, two servers answer the same searches: one as the process runs
 * (per-patient shards, the answer cache, asked twice so the second answer comes from the cache) and one
 * with neither (a single repository, every search computed). Both run Medplum with this repository's
 * patches (patches/README.md); what the patches change is checked against the original code below.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { evalFhirPath, splitSearchOnComma } from '@medplum/core';
import { MemoryRepository } from '@medplum/fhir-router';
import type { Resource } from '@medplum/fhirtypes';
import { loadSyntheticResources } from '@showroom/synthetic-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSearchParameter } from '../src/definitions.ts';
import { FhirSandbox, createSandboxServer } from '../src/index.ts';

interface Bundle {
  resourceType: string;
  total?: number;
  link?: { relation: string; url: string }[];
  entry?: {
    resource: { resourceType: string; id?: string; [key: string]: unknown };
    search?: { mode?: string };
  }[];
}

const BASE = 'http://sandbox.test/fhir';
/** One fixed moment, so that both servers' data carry the same dates. */
const NOW = new Date('2026-06-01T12:00:00Z');
const SINCE = '2025-06-01';

/** The data with fixed version ids and times, so that the two servers' answers can be compared whole. */
function resources(): Resource[] {
  return loadSyntheticResources({ now: NOW }).map((r) => ({
    ...r,
    meta: { ...r.meta, versionId: `v-${r.id ?? ''}`, lastUpdated: '2026-05-31T00:00:00.000Z' },
  }));
}

let fast: FhirSandbox;
const servers: Server[] = [];
let fastBase: string;
let plainBase: string;
/** The patients with the most and the fewest Encounters, and one more. */
let patients: { id: string; family: string }[];

async function listen(sandbox: FhirSandbox): Promise<string> {
  const server = createSandboxServer(sandbox);
  // Some tests below load data in this process, which holds the event loop for seconds: the server's
  // default 5 s keep-alive would close a socket fetch is about to reuse (ECONNRESET). Idle sockets stay.
  server.keepAliveTimeout = 120_000;
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/fhir`;
}

beforeAll(async () => {
  const data = resources();
  const encounters = new Map<string, number>();
  for (const r of data) {
    if (r.resourceType !== 'Encounter') continue;
    const patient = r.subject?.reference ?? '';
    encounters.set(patient, (encounters.get(patient) ?? 0) + 1);
  }
  const byCount = [...encounters].sort((a, b) => b[1] - a[1]).map(([p]) => p.slice('Patient/'.length));
  const chosen = [byCount[0], byCount[byCount.length - 1], byCount[Math.floor(byCount.length / 2)]];
  patients = chosen.map((id) => {
    const patient = data.find((r) => r.resourceType === 'Patient' && r.id === id);
    return {
      id: id ?? '',
      family: patient?.resourceType === 'Patient' ? (patient.name?.[0]?.family ?? '') : '',
    };
  });
  fast = await FhirSandbox.create(data, { baseUrl: BASE });
  fastBase = await listen(fast);
  plainBase = await listen(
    await FhirSandbox.create(resources(), { baseUrl: BASE, shardByPatient: false, answerCacheBytes: 0 }),
  );
}, 180_000);

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function answer(base: string, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/${query}`, { headers });
  return { status: response.status, body: (await response.json()) as Bundle };
}

/** The same answer from both servers, and again from the fast one (then from its cache). */
async function same(query: string, headers: Record<string, string> = {}): Promise<Bundle> {
  const plain = await answer(plainBase, query, headers);
  const first = await answer(fastBase, query, headers);
  const again = await answer(fastBase, query, headers);
  expect(plain.status, JSON.stringify(plain.body).slice(0, 300)).toBe(200);
  expect(first).toEqual(plain);
  expect(again).toEqual(plain);
  return plain.body;
}

const matches = (bundle: Bundle) => (bundle.entry ?? []).filter((e) => e.search?.mode === 'match');

describe('the bench searches and more answer as a single repository without a cache does', () => {
  it('the four searches of the bench, for the busiest, the quietest and a middle patient', async () => {
    for (const p of patients) {
      const observations = await same(
        `Observation?patient=${p.id}&code=http://loinc.org|8867-4&date=ge${SINCE}&_sort=-date&_count=50`,
      );
      const names = await same(`Patient?name=${encodeURIComponent(p.family)}`);
      expect(names.entry?.map((e) => e.resource.id)).toContain(p.id);
      await same(`Condition?patient=${p.id}&clinical-status=active`);
      const encounters = await same(`Encounter?patient=${p.id}&_revinclude=Observation:encounter`);
      expect(matches(encounters).length).toBeGreaterThan(0);
      expect((encounters.entry ?? []).some((e) => e.search?.mode === 'include')).toBe(true);
      expect(observations.total).toBeGreaterThanOrEqual(0);
    }
  });

  it('includes, sorts, offsets, chains, _summary and _elements', async () => {
    const [busy, quiet] = patients;
    for (const query of [
      `Observation?patient=${busy?.id}&code=http://loinc.org|8867-4&_sort=-date&_count=50`,
      `Observation?patient=${busy?.id}&_sort=date&_count=30&_offset=4000`,
      `Observation?subject=Patient/${busy?.id}&_include=Observation:encounter&_count=40`,
      `Encounter?patient=${busy?.id}&_sort=-date&_count=20&_revinclude=Observation:encounter&_include=Encounter:participant`,
      `Encounter?patient=${quiet?.id}&_revinclude=Observation:encounter&_sort=date`,
      `Condition?patient=${busy?.id}&_include=Condition:encounter`,
      `MedicationRequest?patient=${busy?.id}&status=active,stopped&_count=100`,
      `Observation?patient=${quiet?.id}&subject:Patient.name=${encodeURIComponent(quiet?.family ?? '')}&_summary=count`,
      `Observation?code=http://loinc.org|8867-4&date=ge${SINCE}&_sort=-date&_count=25`,
      `Observation?patient=${busy?.id}&_summary=count`,
      `Encounter?patient=${busy?.id}&_summary=true&_count=5`,
      `Observation?patient=${busy?.id}&_elements=code,valueQuantity&_count=5`,
      `Observation?patient=${busy?.id}&unknown-parameter=1&_count=1`,
      // The code shards (one patient, one system|code) and the searches that must not use them.
      `Observation?patient=${busy?.id}&code=HTTP://LOINC.ORG|8867-4&_sort=date&_count=30&_offset=100`,
      `Observation?subject=Patient/${busy?.id}&code=http://loinc.org|8302-2&date=lt2020-01-01&_summary=count`,
      `Observation?patient=${busy?.id}&code=http://loinc.org|0000-0`,
      `Observation?patient=${busy?.id}&code=8867-4&_count=5`,
      `Observation?patient=${busy?.id}&code=http://loinc.org|8867-4,http://loinc.org|8302-2&_count=5&_sort=-date`,
      `Observation?patient=${busy?.id}&code=http://loinc.org|8867-4&_include=Observation:encounter&_count=5`,
      `Observation?patient=${busy?.id}&code=http://loinc.org|8867-4&code=http://loinc.org|8302-2`,
      `Observation?patient=${busy?.id}&code:not=http://loinc.org|8867-4&_summary=count`,
      `Condition?patient=${busy?.id}&code=http://snomed.info/sct|44054006`,
      `Procedure?patient=${quiet?.id}&code=http://snomed.info/sct|430193006&_summary=count`,
    ]) {
      await same(query);
    }
  });

  it('paging to the end gives every match once, as many as _summary=count says, on both servers', async () => {
    const busy = patients[0];
    const query = `Observation?patient=${busy?.id}&_sort=date&_count=1000`;
    const { total } = await same(`Observation?patient=${busy?.id}&_summary=count`);
    expect(total).toBeGreaterThan(1000);
    const seen = new Set<string>();
    let page = await same(query);
    for (;;) {
      for (const e of matches(page)) seen.add(`${e.resource.resourceType}/${e.resource.id}`);
      const next = page.link?.find((l) => l.relation === 'next')?.url;
      if (!next) break;
      page = await same(next.slice(`${BASE}/`.length));
    }
    expect(seen.size).toBe(total);
  });

  it('strict and lenient handling, and a _count above the maximum, answer the same', async () => {
    const busy = patients[0];
    const strict = { prefer: 'handling=strict' };
    await same(`Observation?patient=${busy?.id}&_count=3`, strict);
    await same(`Observation?patient=${busy?.id}&_count=100000`, { prefer: 'handling=lenient' });
    for (const base of [fastBase, plainBase]) {
      expect((await answer(base, `Observation?patient=${busy?.id}&_count=100000`)).status).toBe(400);
      expect((await answer(base, `Observation?patient=${busy?.id}&_count=100000`, strict)).status).toBe(400);
      expect((await answer(base, `Observation?patient=${busy?.id}&nonsense=1`, strict)).status).toBe(400);
    }
  });
});

describe('the answer cache', () => {
  it('answers a repeated search from the cache, however its query is encoded', async () => {
    const busy = patients[0];
    const before = fast.answerCache;
    expect(before).toBeDefined();
    const query = `Observation?patient=${busy?.id}&code=http://loinc.org%7C8302-2&_count=7`;
    const first = await answer(fastBase, query);
    const again = await answer(fastBase, query.replace('%7C', '|'));
    expect(again).toEqual(first);
    const after = fast.answerCache;
    expect((after?.misses ?? 0) - (before?.misses ?? 0)).toBe(1);
    expect((after?.hits ?? 0) - (before?.hits ?? 0)).toBe(1);
  });

  it('keeps no more than its bound, least recently used out first', async () => {
    const small = await FhirSandbox.create(resources().slice(0, 2000), {
      baseUrl: BASE,
      answerCacheBytes: 64 * 1024,
    });
    const ask = (q: string) =>
      small.handle({ method: 'GET', path: 'Encounter', query: new URLSearchParams(q), headers: {} });
    // One Encounter per answer, a few kB each: 40 of them do not fit in 64 kB.
    for (let i = 1; i <= 40; i++) await ask(`_count=1&_offset=${i}`);
    const figures = small.answerCache;
    expect(figures?.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(figures?.entries).toBeLessThan(40);
    // The newest is kept, the oldest is gone.
    const hits = figures?.hits ?? 0;
    await ask('_count=1&_offset=40');
    expect(small.answerCache?.hits).toBe(hits + 1);
    await ask('_count=1&_offset=1');
    expect(small.answerCache?.hits).toBe(hits + 1);
  });

  it('gives no caller a way to change what the next caller gets', async () => {
    const busy = patients[0];
    const query = new URLSearchParams(`patient=${busy?.id ?? ''}&_count=2`);
    const first = await fast.handle({ method: 'GET', path: 'Condition', query, headers: {} });
    const kept = JSON.stringify(first.body);
    expect(() => {
      (first.body as { total?: number }).total = -1;
    }).toThrow(TypeError);
    const again = await fast.handle({ method: 'GET', path: 'Condition', query, headers: {} });
    expect(JSON.stringify(again.body)).toBe(kept);
  });

  it('is off for a writable sandbox and when its bound is 0', async () => {
    const none = await FhirSandbox.create(resources().slice(0, 100), { baseUrl: BASE, answerCacheBytes: 0 });
    expect(none.answerCache).toBeUndefined();
    const writable = await FhirSandbox.create(resources().slice(0, 100), {
      baseUrl: BASE,
      writable: {
        repository: new MemoryRepository(),
        write: () => Promise.resolve({ status: 201, body: { resourceType: 'Basic', code: {} } }),
      },
    });
    expect(writable.answerCache).toBeUndefined();
  });
});

describe('the Medplum patches (patches/README.md) keep the library’s behaviour', () => {
  /** core 5.2.13's splitSearchOnComma as published, before the patch. */
  function original(input: string): string[] {
    const result: string[] = [];
    let current = '';
    let escaped = false;
    for (const c of input) {
      if (escaped) {
        current += c;
        escaped = false;
      } else if (c === '\\') {
        escaped = true;
      } else if (c === ',') {
        result.push(current);
        current = '';
      } else {
        current += c;
      }
    }
    result.push(current);
    return result;
  }

  it('splitSearchOnComma splits as before, with and without escapes', () => {
    for (const input of [
      '',
      ',',
      'a',
      'a,b',
      ',a,,b,',
      'Encounter/1,Encounter/2,Encounter/3',
      'http://loinc.org|8867-4,http://loinc.org|8302-2',
      'a\\,b,c',
      'a\\\\,b',
      'trailing\\',
      'ü,ß,😀',
    ]) {
      expect(splitSearchOnComma(input), input).toEqual(original(input));
    }
  });

  it('_sort orders as the repository’s comparator does (its sort keys are now computed once per resource)', async () => {
    const busy = patients[0];
    const query = `Observation?patient=${busy?.id}&_sort=-date&_count=1000&_offset=2000`;
    const sorted = matches(await same(query)).map((e) => e.resource as unknown as Resource);
    expect(sorted).toHaveLength(1000);
    // fhir-router 5.2.13's sortComparator: JSON of the expression's values, compared with localeCompare.
    const expression = findSearchParameter('Observation', 'date')?.expression ?? '';
    const key = (r: Resource) => JSON.stringify(evalFhirPath(expression, r));
    for (let i = 1; i < sorted.length; i++) {
      const [a, b] = [sorted[i - 1], sorted[i]] as [Resource, Resource];
      expect(key(a).localeCompare(key(b)) * -1, `${a.id} before ${b.id}`).toBeLessThanOrEqual(0);
    }
  });

  it('a search result is a copy: changing it changes no later answer (the repository still clones what it returns)', async () => {
    const plain = await FhirSandbox.create(resources().slice(0, 3000), {
      baseUrl: BASE,
      answerCacheBytes: 0,
    });
    const ask = () =>
      plain.handle({
        method: 'GET',
        path: 'Encounter',
        query: new URLSearchParams('_sort=-date&_count=3'),
        headers: {},
      });
    const first = (await ask()).body as Bundle;
    const kept = JSON.stringify(first);
    for (const e of first.entry ?? []) e.resource.status = 'entered-in-error';
    expect(JSON.stringify((await ask()).body)).toBe(kept);
  });
});
