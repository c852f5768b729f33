/**
 * Issue 37: the studies a vendor names are looked up in public registers — a DOI at doi.org's handle
 * API, a ClinicalTrials.gov id at its API — over real HTTP, here from a node:http server on loopback
 * that answers as those APIs do (allowed as an intranet host would be). A DRKS id has no public API and
 * is not looked up.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckRunner } from '../src/modules/checks/check-runner.ts';
import type { CheckSubject } from '../src/modules/checks/checks-repository.ts';
import { registerLookups } from '../src/modules/checks/registers.ts';
import { parseAllowList } from '../src/modules/checks/safe-fetch.ts';

const requested: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requested.push(path);
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    // doi.org's handle API: responseCode 1 for a handle it has, 100 (and 404) for one it has not.
    if (path === '/api/handles/10.1056/NEJMoa2034577')
      return json(200, { responseCode: 1, handle: '10.1056/NEJMoa2034577' });
    if (path.startsWith('/api/handles/')) return json(404, { responseCode: 100, handle: path.slice(13) });
    // ClinicalTrials.gov API v2.
    if (path === '/api/v2/studies/NCT04368728')
      return json(200, { protocolSection: { identificationModule: { nctId: 'NCT04368728' } } });
    if (path === '/api/v2/studies/NCT00000000') return json(500, { error: 'maintenance' });
    if (path.startsWith('/api/v2/studies/')) return json(404, {});
    return json(404, {});
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const subject = (studies: Record<string, unknown>[]) =>
  ({
    appId: 1,
    name: 'x',
    owner: 'o',
    vendorEmail: 'v@x.example',
    vendorWebsite: null,
    isPublic: true,
    publishedVersionId: 1,
    version: {
      id: 1,
      demoUrl: null,
      repoUrl: null,
      profile: null,
      evidence: { clinical: { studies } },
    },
  }) as unknown as CheckSubject;

const runner = () =>
  createCheckRunner({
    allow: parseAllowList('127.0.0.0/8'),
    userAgent: 'test',
    registers: { doi: base, clinicalTrials: base },
  });

describe('the public registers check', () => {
  it('confirms a DOI and a trial the registers know, and says which ones they do not', async () => {
    requested.length = 0;
    const [check] = await runner()(
      subject([
        { title: 'A', design: 'rct', year: 2020, doi: '10.1056/NEJMoa2034577', registryId: 'NCT04368728' },
        { title: 'B', design: 'cohort', year: 2021, doi: '10.9999/made-up.2021' },
        { title: 'C', design: 'rct', year: 2022, registryId: 'NCT99999999' },
        { title: 'D', design: 'rct', year: 2022, registryId: 'DRKS00012345' },
        { title: 'E', design: 'other', year: 2023, registryId: 'NCT00000000' },
        // The same DOI twice is looked up once.
        { title: 'F', design: 'rct', year: 2020, doi: '10.1056/NEJMoa2034577' },
      ]),
    );
    expect(check).toMatchObject({
      kind: 'registers',
      outcome: 'passed',
      url: `${base}/api/handles/10.1056/NEJMoa2034577`,
    });
    expect(check!.facts).toEqual([
      { key: 'evidence.clinical.studies.doi', value: '10.1056/NEJMoa2034577', status: 'confirmed' },
      { key: 'evidence.clinical.studies.registryId', value: 'NCT04368728', status: 'confirmed' },
      {
        key: 'evidence.clinical.studies.doi',
        value: '10.9999/made-up.2021',
        status: 'not-confirmed',
        reported: 'doi.org does not know 10.9999/made-up.2021',
      },
      {
        key: 'evidence.clinical.studies.registryId',
        value: 'NCT99999999',
        status: 'not-confirmed',
        reported: 'ClinicalTrials.gov does not know NCT99999999',
      },
      {
        key: 'evidence.clinical.studies.registryId',
        value: 'NCT00000000',
        status: 'not-checkable',
        reported: 'ClinicalTrials.gov answered with HTTP status 500',
      },
    ]);
    expect(check!.evidence).toEqual({ lookups: 5, found: 2, missing: 2 });
    expect(requested.filter((p) => p.includes('NEJMoa2034577'))).toHaveLength(1);
    expect(requested.some((p) => p.includes('DRKS'))).toBe(false);
  });

  it('runs no lookup for an app without studies, and reads an unreachable register as not reached', async () => {
    expect(
      await runner()(subject([{ title: 'D', design: 'rct', year: 2022, registryId: 'DRKS00012345' }])),
    ).toEqual([]);
    const closed = createCheckRunner({
      allow: parseAllowList('127.0.0.0/8'),
      userAgent: 'test',
      // A port nothing listens on.
      registers: { doi: 'http://127.0.0.1:9', clinicalTrials: 'http://127.0.0.1:9' },
    });
    const [check] = await closed(subject([{ title: 'A', design: 'rct', year: 2020, doi: '10.1056/x' }]));
    expect(check).toMatchObject({ kind: 'registers', outcome: 'error' });
    expect(check!.detail).toMatch(/^1 of 1 lookups were not answered: /);
    expect(check!.facts[0]).toMatchObject({ status: 'not-checkable' });
  });

  it('escapes a DOI into the handle path, keeping its slashes', () => {
    const [lookup] = registerLookups([{ doi: '10.1000/a b?c#d' }], {
      doi: 'https://doi.org/',
      clinicalTrials: '',
    });
    expect(lookup!.url).toBe('https://doi.org/api/handles/10.1000/a%20b%3Fc%23d');
  });
});
