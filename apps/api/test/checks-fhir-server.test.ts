// The FHIR reader against a real FHIR server (issue 14): @asymmetrik/node-fhir-server-core on loopback
// builds its own CapabilityStatement from its configuration; the test fetches /metadata with plain
// fetch and compares a declared profile with it.
import type { InteropProfile } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareFhir,
  readCapabilityStatement,
  type CapabilityStatementInfo,
} from '../src/modules/checks/readers.ts';
import { startFhirServer, type TestFhirServer } from './helpers/fhir-server.ts';

type Fhir = NonNullable<InteropProfile['fhir']>;
const fhir = (declared: Partial<Fhir>): Fhir => ({
  versions: [],
  resources: [],
  implementationGuides: [],
  ...declared,
});

async function metadata(server: TestFhirServer): Promise<{ json: unknown; contentType: string | null }> {
  const response = await fetch(`${server.baseUrl}/metadata`, {
    headers: { accept: 'application/fhir+json' },
  });
  expect(response.status).toBe(200);
  return { json: await response.json(), contentType: response.headers.get('content-type') };
}

function read(json: unknown): CapabilityStatementInfo {
  const result = readCapabilityStatement(json);
  if (result.outcome !== 'passed') throw new Error(result.detail);
  return result.value;
}

describe('an R4 server (4_0_1) with Observation and Patient', () => {
  let server: TestFhirServer;
  beforeAll(async () => {
    server = await startFhirServer({
      version: '4_0_1',
      resources: ['Observation', 'Patient'],
      smart: { authorize: 'https://auth.example.org/authorize', token: 'https://auth.example.org/token' },
    });
  });
  afterAll(() => server.close());

  it('serves the CapabilityStatement the package built', async () => {
    expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/4_0_1$/);
    const { json, contentType } = await metadata(server);
    expect(contentType).toMatch(/json/);
    expect(json).toMatchObject({
      resourceType: 'CapabilityStatement',
      fhirVersion: '4.0.1',
      kind: 'instance',
    });
    const statement = read(json);
    expect(statement.release).toBe('R4');
    expect([...statement.resourceTypes].sort()).toEqual(['Observation', 'Patient']);
    expect(statement.smartOauthUris).toBe(true);
    expect(statement.smartService).toBe(true);
    expect(statement.software?.name).toEqual(expect.any(String));
  });

  it('declared R4, Observation and Patient are confirmed', async () => {
    const facts = compareFhir(
      fhir({ versions: ['R4'], resources: ['Observation', 'Patient'] }),
      read((await metadata(server)).json),
    );
    expect(facts).toEqual([
      { key: 'profile.fhir.versions', value: 'R4', status: 'confirmed' },
      { key: 'profile.fhir.resources', value: 'Observation', status: 'confirmed' },
      { key: 'profile.fhir.resources', value: 'Patient', status: 'confirmed' },
    ]);
  });

  it('declared STU3 is not confirmed: the server reports 4.0.1 (R4)', async () => {
    const facts = compareFhir(fhir({ versions: ['STU3'] }), read((await metadata(server)).json));
    expect(facts).toEqual([
      { key: 'profile.fhir.versions', value: 'STU3', status: 'not-confirmed', reported: '4.0.1 (R4)' },
    ]);
  });

  it('a resource the server lacks is not confirmed; guides are not checkable (it lists none)', async () => {
    const facts = compareFhir(
      fhir({
        resources: ['MedicationRequest'],
        implementationGuides: [{ packageId: 'hl7.fhir.us.core', version: '6.1.0' }],
      }),
      read((await metadata(server)).json),
    );
    expect(facts).toEqual([
      {
        key: 'profile.fhir.resources',
        value: 'MedicationRequest',
        status: 'not-confirmed',
        reported: "not in the server's CapabilityStatement",
      },
      {
        key: 'profile.fhir.implementationGuides',
        value: 'hl7.fhir.us.core 6.1.0',
        status: 'not-checkable',
        reported: 'the CapabilityStatement lists no implementationGuide or instantiates',
      },
    ]);
  });

  it('other versions are not served there', async () => {
    const response = await fetch(`${server.baseUrl.replace(/4_0_1$/, '3_0_1')}/metadata`);
    expect(response.status).toBe(404);
    expect(readCapabilityStatement(await response.json())).toMatchObject({
      outcome: 'failed',
      detail: 'The metadata answer is an OperationOutcome, not a CapabilityStatement',
    });
  });
});

describe('an STU3 server (3_0_1)', () => {
  let server: TestFhirServer;
  beforeAll(async () => {
    // Not AllergyIntolerance: the package's STU3 search-parameter index lacks 14 resource types (its
    // AllergyIntolerance profile fails to start with "invalid profile configuration").
    server = await startFhirServer({ version: '3_0_1', resources: ['Patient', 'MedicationRequest'] });
  });
  afterAll(() => server.close());

  it('is read as STU3, without SMART security', async () => {
    const statement = read((await metadata(server)).json);
    expect(statement.fhirVersion).toBe('3.0.1');
    expect(statement.smartOauthUris).toBe(false);
    expect(
      compareFhir(fhir({ versions: ['STU3', 'R4'], resources: ['MedicationRequest'] }), statement),
    ).toEqual([
      { key: 'profile.fhir.versions', value: 'STU3', status: 'confirmed' },
      { key: 'profile.fhir.versions', value: 'R4', status: 'not-confirmed', reported: '3.0.1 (STU3)' },
      { key: 'profile.fhir.resources', value: 'MedicationRequest', status: 'confirmed' },
    ]);
  });
});
