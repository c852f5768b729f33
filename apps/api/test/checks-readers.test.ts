// The live checks' readers and comparers (issue 14): real-shaped documents from the specifications'
// examples, read directly and fetched from small fixture servers; malformed and huge documents never
// make them throw, and their evidence stays small enough to store.
import type { CheckedFact, InteropProfile } from '@showroom/contract';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  compareCdsHooks,
  compareFhir,
  compareOpenehr,
  compareSmart,
  EVIDENCE_MAX_BYTES,
  fhirRelease,
  igCanonicalBase,
  readCapabilityStatement,
  readCdsServices,
  readOpenehrOptions,
  readSmartConfiguration,
  readTemplateList,
  type Read,
} from '../src/modules/checks/readers.ts';
import {
  CDS_DISCOVERY,
  DSTU2_CONFORMANCE,
  OPENEHR_OPTIONS,
  OPENEHR_TEMPLATES,
  R4_CAPABILITY_STATEMENT,
  SMART_BACKEND_CONFIGURATION,
  SMART_CONFIGURATION,
  STU3_CAPABILITY_STATEMENT,
} from './helpers/check-examples.ts';
import {
  startCdsServer,
  startOpenehrServer,
  startSmartServer,
  type FixtureServer,
} from './helpers/check-fixtures.ts';

type Fhir = NonNullable<InteropProfile['fhir']>;
type Smart = NonNullable<InteropProfile['smart']>;
type Openehr = NonNullable<InteropProfile['openehr']>;

const fhir = (declared: Partial<Fhir>): Fhir => ({
  versions: [],
  resources: [],
  implementationGuides: [],
  ...declared,
});
const smart = (declared: Partial<Smart>): Smart => ({ launchTypes: [], scopes: [], ...declared });
const openehr = (declared: Partial<Openehr>): Openehr => ({ templates: [], cdrs: [], ...declared });

/** The value of a passed read; fails the test for a failed one. */
function passed<T>(read: Read<T>): T {
  if (read.outcome !== 'passed') throw new Error(`expected a passed read, got: ${read.detail}`);
  return read.value;
}

/** Facts as "value: status (reported)" lines, for readable expectations. */
const lines = (facts: readonly CheckedFact[]) =>
  facts.map((f) => `${f.key} ${f.value}: ${f.status}${f.reported === undefined ? '' : ` (${f.reported})`}`);

const evidenceBytes = (read: Read<unknown>) => Buffer.byteLength(JSON.stringify(read.evidence));

describe('fhirRelease', () => {
  it.each([
    ['1.0.2', 'DSTU2'],
    ['3.0.1', 'STU3'],
    ['3.0.2', 'STU3'],
    ['4.0.0', 'R4'],
    ['4.0.1', 'R4'],
    ['4.3.0', 'R4B'],
    ['5.0.0', 'R5'],
    ['4.0', 'R4'],
    ['1.8.0', 'not a release'],
    ['3.3.0', 'not a release'],
    ['4.1.0', 'not a release'],
    ['4.2.0', 'not a release'],
    ['4.4.0', 'not a release'],
    ['4.6.0', 'not a release'],
    ['5.0.0-snapshot1', 'not a release'],
    ['6.0.0', 'not a release'],
    ['R4', 'not a FHIR version'],
    ['', 'not a FHIR version'],
  ])('%s is %s', (version, release) => {
    expect(fhirRelease(version)).toBe(release);
  });
});

describe('readCapabilityStatement + compareFhir', () => {
  it('reads an R4 CapabilityStatement: version, software, guides, server resources, SMART security', () => {
    const read = readCapabilityStatement(R4_CAPABILITY_STATEMENT);
    const statement = passed(read);
    expect(statement.release).toBe('R4');
    expect(statement.software).toEqual({ name: 'ExampleFHIR', version: '7.4.2' });
    expect([...statement.resourceTypes].sort()).toEqual(['Condition', 'Observation', 'Patient']);
    expect(statement.smartOauthUris).toBe(true);
    expect(statement.smartService).toBe(true);
    expect(read.evidence).toMatchObject({
      resourceType: 'CapabilityStatement',
      fhirVersion: '4.0.1',
      release: 'R4',
      software: { name: 'ExampleFHIR', version: '7.4.2' },
      kind: 'instance',
      resourceCount: 3,
      resources: ['Condition', 'Observation', 'Patient'],
      implementationGuides: ['http://hl7.org/fhir/us/core/ImplementationGuide/hl7.fhir.us.core|6.1.0'],
      instantiates: ['http://hl7.org/fhir/uv/ipa/CapabilityStatement/ipa-server'],
      smart: { oauthUris: true, service: true },
    });
  });

  it('confirms what the statement lists and names what it says instead', () => {
    const statement = passed(readCapabilityStatement(R4_CAPABILITY_STATEMENT));
    const facts = compareFhir(
      fhir({
        versions: ['R4', 'R5'],
        resources: ['Patient', 'Observation', 'Practitioner', 'Encounter'],
        implementationGuides: [
          { packageId: 'hl7.fhir.us.core', version: '6.1.0' },
          { packageId: 'hl7.fhir.us.core', version: '5.0.1' },
          { packageId: 'hl7.fhir.uv.ipa' },
          { packageId: 'hl7.fhir.uv.ips', version: '1.1.0' },
          { packageId: 'org.example.unknown' },
        ],
      }),
      statement,
    );
    expect(lines(facts)).toEqual([
      'profile.fhir.versions R4: confirmed',
      'profile.fhir.versions R5: not-confirmed (4.0.1 (R4))',
      'profile.fhir.resources Patient: confirmed',
      'profile.fhir.resources Observation: confirmed',
      // Only in the client-mode rest entry: the server does not offer it.
      "profile.fhir.resources Practitioner: not-confirmed (not in the server's CapabilityStatement)",
      "profile.fhir.resources Encounter: not-confirmed (not in the server's CapabilityStatement)",
      'profile.fhir.implementationGuides hl7.fhir.us.core 6.1.0: confirmed',
      'profile.fhir.implementationGuides hl7.fhir.us.core 5.0.1: not-confirmed (the server claims http://hl7.org/fhir/us/core/ImplementationGuide/hl7.fhir.us.core|6.1.0)',
      'profile.fhir.implementationGuides hl7.fhir.uv.ipa: confirmed',
      'profile.fhir.implementationGuides hl7.fhir.uv.ips 1.1.0: not-confirmed (the server claims http://hl7.org/fhir/us/core/ImplementationGuide/hl7.fhir.us.core|6.1.0, http://hl7.org/fhir/uv/ipa/CapabilityStatement/ipa-server)',
      "profile.fhir.implementationGuides org.example.unknown: not-checkable (the guide's canonical URL is not known to the showroom)",
    ]);
  });

  it('reads an STU3 statement; guides are not checkable when it lists none', () => {
    const statement = passed(readCapabilityStatement(STU3_CAPABILITY_STATEMENT));
    expect(statement.release).toBe('STU3');
    expect(statement.smartOauthUris).toBe(false);
    const facts = compareFhir(
      fhir({
        versions: ['STU3', 'R4'],
        resources: ['MedicationRequest'],
        implementationGuides: [{ packageId: 'hl7.fhir.us.core', version: '3.1.1' }],
      }),
      statement,
    );
    expect(lines(facts)).toEqual([
      'profile.fhir.versions STU3: confirmed',
      'profile.fhir.versions R4: not-confirmed (3.0.1 (STU3))',
      'profile.fhir.resources MedicationRequest: confirmed',
      'profile.fhir.implementationGuides hl7.fhir.us.core 3.1.1: not-checkable (the CapabilityStatement lists no implementationGuide or instantiates)',
    ]);
  });

  it('reads a DSTU2 Conformance', () => {
    const statement = passed(readCapabilityStatement(DSTU2_CONFORMANCE));
    expect(statement.resourceType).toBe('Conformance');
    expect(lines(compareFhir(fhir({ versions: ['DSTU2'] }), statement))).toEqual([
      'profile.fhir.versions DSTU2: confirmed',
    ]);
  });

  it('a preview version confirms no release; a missing fhirVersion says so', () => {
    const preview = passed(readCapabilityStatement({ ...R4_CAPABILITY_STATEMENT, fhirVersion: '4.2.0' }));
    expect(lines(compareFhir(fhir({ versions: ['R4'] }), preview))).toEqual([
      'profile.fhir.versions R4: not-confirmed (4.2.0 (not a release))',
    ]);
    const { fhirVersion: _, ...withoutVersion } = R4_CAPABILITY_STATEMENT;
    const none = passed(readCapabilityStatement(withoutVersion));
    expect(lines(compareFhir(fhir({ versions: ['R4'] }), none))).toEqual([
      'profile.fhir.versions R4: not-confirmed (no fhirVersion)',
    ]);
  });

  it('maps package ids to canonicals: HL7 pattern, exceptions, ISiK', () => {
    expect(igCanonicalBase('hl7.fhir.us.core')).toBe('http://hl7.org/fhir/us/core');
    expect(igCanonicalBase('hl7.fhir.uv.ips')).toBe('http://hl7.org/fhir/uv/ips');
    expect(igCanonicalBase('hl7.fhir.us.davinci-pdex')).toBe('http://hl7.org/fhir/us/davinci-pdex');
    expect(igCanonicalBase('hl7.fhir.uv.smart-app-launch')).toBe('http://hl7.org/fhir/smart-app-launch');
    expect(igCanonicalBase('de.gematik.isik-basismodul')).toBe('https://gematik.de/fhir/isik');
    expect(igCanonicalBase('org.example.unknown')).toBeUndefined();

    // ISiK: kind=instance and instantiates the module's CapabilityStatement; the scheme and a version
    // suffix do not matter, a neighbour with a longer name does not count.
    const isik = passed(
      readCapabilityStatement({
        ...STU3_CAPABILITY_STATEMENT,
        fhirVersion: '4.0.1',
        instantiates: [
          'https://gematik.de/fhir/isik/v3/Basismodul/CapabilityStatement/ISiKCapabilityBasisServer|3.0.5',
          'https://hl7.org/fhir/us/core-extended/CapabilityStatement/x',
        ],
      }),
    );
    expect(
      lines(
        compareFhir(
          fhir({
            implementationGuides: [
              { packageId: 'de.gematik.isik-basismodul', version: '3.0.5' },
              { packageId: 'hl7.fhir.us.core' },
            ],
          }),
          isik,
        ),
      ),
    ).toEqual([
      'profile.fhir.implementationGuides de.gematik.isik-basismodul 3.0.5: confirmed',
      'profile.fhir.implementationGuides hl7.fhir.us.core: not-confirmed (the server claims https://gematik.de/fhir/isik/v3/Basismodul/CapabilityStatement/ISiKCapabilityBasisServer|3.0.5, https://hl7.org/fhir/us/core-extended/CapabilityStatement/x)',
    ]);
  });

  it.each([
    [null, 'The metadata answer is null, not a CapabilityStatement'],
    [[R4_CAPABILITY_STATEMENT], 'The metadata answer is an array, not a CapabilityStatement'],
    ['<html>', 'The metadata answer is a string, not a CapabilityStatement'],
    [42, 'The metadata answer is a number, not a CapabilityStatement'],
    [{}, 'The metadata answer has no resourceType; a CapabilityStatement was expected'],
    [
      { resourceType: 'OperationOutcome' },
      'The metadata answer is an OperationOutcome, not a CapabilityStatement',
    ],
  ])('fails on %j', (json, detail) => {
    const read = readCapabilityStatement(json);
    expect(read).toMatchObject({ outcome: 'failed', detail });
  });

  it('skips what has the wrong shape inside a statement', () => {
    const statement = passed(
      readCapabilityStatement({
        resourceType: 'CapabilityStatement',
        fhirVersion: 4,
        software: 'ExampleFHIR',
        implementationGuide: 'http://hl7.org/fhir/us/core',
        instantiates: [null, 7, 'http://hl7.org/fhir/uv/ipa/CapabilityStatement/ipa-server'],
        rest: [
          null,
          'server',
          { mode: 'server', resource: [null, { type: 12 }, { type: ' Patient ' }, 'Observation'] },
          { mode: 'server', resource: { type: 'Encounter' }, security: { extension: 'x', service: [{}] } },
        ],
      }),
    );
    expect(statement.fhirVersion).toBeUndefined();
    expect(statement.software).toBeUndefined();
    expect(statement.implementationGuides).toEqual([]);
    expect(statement.instantiates).toEqual(['http://hl7.org/fhir/uv/ipa/CapabilityStatement/ipa-server']);
    expect([...statement.resourceTypes]).toEqual(['Patient']);
  });

  it('keeps the evidence of a huge statement under the limit', () => {
    const long = 'x'.repeat(5000);
    const tail = 'y'.repeat(300);
    const read = readCapabilityStatement({
      resourceType: 'CapabilityStatement',
      fhirVersion: long,
      software: { name: long, version: long },
      kind: long,
      implementationGuide: Array.from({ length: 100_000 }, (_, i) => `http://example.org/ig/${i}/${tail}`),
      instantiates: Array.from({ length: 100_000 }, (_, i) => `http://example.org/cs/${i}/${tail}`),
      rest: [
        {
          mode: 'server',
          resource: Array.from({ length: 100_000 }, (_, i) => ({ type: `Resource${i}${tail}` })),
        },
      ],
    });
    expect(read.outcome).toBe('passed');
    expect(evidenceBytes(read)).toBeLessThan(EVIDENCE_MAX_BYTES);
    const statement = passed(read);
    expect(statement.release).toBe('not a FHIR version');
    const facts = compareFhir(
      fhir({ versions: ['R4'], implementationGuides: [{ packageId: 'hl7.fhir.us.core' }] }),
      statement,
    );
    for (const f of facts) expect((f.reported ?? '').length).toBeLessThanOrEqual(500);
  });
});

describe('readSmartConfiguration + compareSmart', () => {
  it('reads the SMART App Launch example and compares launch types, client type and scopes', () => {
    const read = readSmartConfiguration(SMART_CONFIGURATION);
    const config = passed(read);
    expect(read.evidence).toMatchObject({
      issuer: 'https://ehr.example.com',
      pkce: { s256: true, plain: false, ok: true },
      scopeCount: 7,
      grantTypes: ['authorization_code', 'client_credentials'],
      missing: [],
    });
    const facts = compareSmart(
      smart({
        launchTypes: ['ehr', 'standalone', 'backend'],
        clientType: 'confidential',
        scopes: ['launch/patient', 'patient/*.rs', 'patient/Observation.rs'],
      }),
      config,
    );
    expect(lines(facts)).toEqual([
      'profile.smart.launchTypes ehr: confirmed',
      'profile.smart.launchTypes standalone: not-confirmed (capabilities: launch-ehr, permission-patient, permission-v2, client-public, client-confidential-symmetric, context-ehr-patient, sso-openid-connect)',
      'profile.smart.launchTypes backend: confirmed',
      'profile.smart.clientType confidential: confirmed',
      'profile.smart.scopes launch/patient: confirmed',
      'profile.smart.scopes patient/*.rs: confirmed',
      'profile.smart.scopes patient/Observation.rs: not-confirmed (not in scopes_supported)',
    ]);
  });

  it('a backend-services configuration: backend yes, public client and EHR launch no', () => {
    const config = passed(readSmartConfiguration(SMART_BACKEND_CONFIGURATION));
    expect(
      lines(compareSmart(smart({ launchTypes: ['backend', 'ehr'], clientType: 'public' }), config)),
    ).toEqual([
      'profile.smart.launchTypes backend: confirmed',
      'profile.smart.launchTypes ehr: not-confirmed (capabilities: client-confidential-asymmetric, permission-v2)',
      'profile.smart.clientType public: not-confirmed (capabilities: client-confidential-asymmetric, permission-v2)',
    ]);
    const noGrant = passed(
      readSmartConfiguration({ token_endpoint: 'https://x.example/token', capabilities: [] }),
    );
    expect(lines(compareSmart(smart({ launchTypes: ['backend'] }), noGrant))).toEqual([
      'profile.smart.launchTypes backend: not-confirmed (grant_types_supported: none)',
    ]);
  });

  it('scopes are not checkable without scopes_supported; PKCE with plain is noted; missing fields listed', () => {
    const { scopes_supported: _, ...rest } = SMART_CONFIGURATION;
    const read = readSmartConfiguration({
      ...rest,
      authorization_endpoint: undefined,
      code_challenge_methods_supported: ['S256', 'plain'],
    });
    expect(read.evidence).toMatchObject({
      pkce: { s256: true, plain: true, ok: false },
      scopesSupported: null,
      missing: ['authorization_endpoint'],
    });
    expect(lines(compareSmart(smart({ scopes: ['openid'] }), passed(read)))).toEqual([
      'profile.smart.scopes openid: not-checkable (the SMART configuration has no scopes_supported)',
    ]);
  });

  it.each([
    [null, 'The SMART configuration is null, not a JSON object'],
    [[], 'The SMART configuration is an array, not a JSON object'],
    ['ok', 'The SMART configuration is a string, not a JSON object'],
    [
      { issuer: 'https://x.example' },
      'The SMART configuration has neither capabilities nor a token_endpoint',
    ],
  ])('fails on %j', (json, detail) => {
    expect(readSmartConfiguration(json)).toMatchObject({ outcome: 'failed', detail });
  });
});

describe('readCdsServices + compareCdsHooks', () => {
  it('reads the specification example and compares hooks', () => {
    const read = readCdsServices(CDS_DISCOVERY);
    expect(read.evidence).toMatchObject({
      serviceCount: 3,
      hooks: ['order-select', 'order-sign', 'patient-view'],
    });
    const facts = compareCdsHooks(
      { hooks: ['patient-view', 'order-sign', 'appointment-book'] },
      passed(read),
    );
    expect(lines(facts)).toEqual([
      'profile.cdsHooks.hooks patient-view: confirmed',
      'profile.cdsHooks.hooks order-sign: confirmed',
      'profile.cdsHooks.hooks appointment-book: not-confirmed (services offer: order-select, order-sign, patient-view)',
    ]);
  });

  it('an empty services list offers nothing', () => {
    expect(
      lines(compareCdsHooks({ hooks: ['patient-view'] }, passed(readCdsServices({ services: [] })))),
    ).toEqual(['profile.cdsHooks.hooks patient-view: not-confirmed (services offer: no services)']);
  });

  it.each([
    [null, 'The CDS Hooks discovery answer is null, not an object with services'],
    [CDS_DISCOVERY.services, 'The CDS Hooks discovery answer is an array, not an object with services'],
    [{ services: 'patient-view' }, 'The CDS Hooks discovery answer has no services list'],
  ])('fails on %j', (json, detail) => {
    expect(readCdsServices(json)).toMatchObject({ outcome: 'failed', detail });
  });
});

describe('readOpenehrOptions + readTemplateList + compareOpenehr', () => {
  it('reads the ITS-REST examples and compares the REST API version and templates', () => {
    const options = readOpenehrOptions(OPENEHR_OPTIONS);
    const templates = readTemplateList(OPENEHR_TEMPLATES);
    expect(options.evidence).toMatchObject({
      solution: 'openEHRSys',
      vendor: 'My-openEHR',
      restApiSpecsVersion: 'v1.0.3',
      conformanceProfile: 'STANDARD',
    });
    expect(templates.evidence).toMatchObject({
      templateCount: 2,
      templates: ['IDCR - Adverse Reaction List.v1', 'Vital Signs'],
    });
    const facts = compareOpenehr(
      openehr({
        restApiVersion: '1.0.3',
        templates: [{ id: 'Vital Signs' }, { id: 'International Patient Summary' }],
      }),
      passed(options),
      passed(templates),
    );
    expect(lines(facts)).toEqual([
      'profile.openehr.restApiVersion 1.0.3: confirmed',
      'profile.openehr.templates Vital Signs: confirmed',
      "profile.openehr.templates International Patient Summary: not-confirmed (not in the CDR's template list)",
    ]);
  });

  it('another REST API version is not confirmed; missing answers make facts not checkable', () => {
    const options = passed(readOpenehrOptions({ ...OPENEHR_OPTIONS, restapi_specs_version: '1.1.0' }));
    const declared = openehr({ restApiVersion: '1.0.2', templates: [{ id: 'Vital Signs' }] });
    expect(lines(compareOpenehr(declared, options, undefined))).toEqual([
      'profile.openehr.restApiVersion 1.0.2: not-confirmed (1.1.0)',
      'profile.openehr.templates Vital Signs: not-checkable (no template list)',
    ]);
    const bare = passed(readOpenehrOptions({ solution: 'EHRbase' }));
    expect(lines(compareOpenehr(declared, bare, undefined))[0]).toBe(
      'profile.openehr.restApiVersion 1.0.2: not-checkable (the OPTIONS answer has no restapi_specs_version)',
    );
    expect(lines(compareOpenehr(declared, undefined, undefined))[0]).toBe(
      'profile.openehr.restApiVersion 1.0.2: not-checkable (no OPTIONS answer)',
    );
  });

  it.each([
    [null, 'The openEHR OPTIONS answer is null, not a JSON object'],
    [[OPENEHR_OPTIONS], 'The openEHR OPTIONS answer is an array, not a JSON object'],
    [
      { status: 'UP' },
      'The openEHR OPTIONS answer has none of solution, vendor, restapi_specs_version, endpoints',
    ],
  ])('OPTIONS fails on %j', (json, detail) => {
    expect(readOpenehrOptions(json)).toMatchObject({ outcome: 'failed', detail });
  });

  it.each([
    [null, 'The template list is null, not an array of templates'],
    [{ templates: OPENEHR_TEMPLATES }, 'The template list is an object, not an array of templates'],
    [[1, 'Vital Signs', { id: 'x' }], 'The template list has entries, but none with a template_id'],
  ])('template list fails on %j', (json, detail) => {
    expect(readTemplateList(json)).toMatchObject({ outcome: 'failed', detail });
  });

  it('keeps the evidence of a huge template list under the limit', () => {
    const read = readTemplateList(
      Array.from({ length: 100_000 }, (_, i) => ({ template_id: `template ${i} ${'y'.repeat(2000)}` })),
    );
    expect(read.outcome).toBe('passed');
    expect(evidenceBytes(read)).toBeLessThan(EVIDENCE_MAX_BYTES);
  });
});

describe('any JSON at all', () => {
  const readers = [
    readCapabilityStatement,
    readSmartConfiguration,
    readCdsServices,
    readOpenehrOptions,
    readTemplateList,
  ];

  it('never makes a reader throw, and the evidence stays small', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (json) => {
        for (const read of readers) {
          const result = read(json);
          expect(['passed', 'failed']).toContain(result.outcome);
          expect(evidenceBytes(result)).toBeLessThan(EVIDENCE_MAX_BYTES);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never makes a comparer throw on what a reader passed', () => {
    const shaped = fc.record(
      {
        resourceType: fc.constantFrom('CapabilityStatement', 'Conformance'),
        fhirVersion: fc.oneof(fc.constantFrom('4.0.1', '3.0.2', '4.2.0'), fc.jsonValue()),
        rest: fc.array(
          fc.record({ mode: fc.constant('server'), resource: fc.jsonValue() }, { requiredKeys: [] }),
        ),
        implementationGuide: fc.jsonValue(),
        instantiates: fc.array(fc.oneof(fc.webUrl(), fc.string())),
        capabilities: fc.array(fc.string()),
        grant_types_supported: fc.jsonValue(),
        scopes_supported: fc.jsonValue(),
        services: fc.array(fc.record({ hook: fc.jsonValue(), id: fc.jsonValue() })),
        restapi_specs_version: fc.jsonValue(),
      },
      { requiredKeys: ['resourceType'] },
    );
    fc.assert(
      fc.property(shaped, (json) => {
        const statement = readCapabilityStatement(json);
        if (statement.outcome === 'passed') {
          compareFhir(
            fhir({
              versions: ['R4', 'STU3'],
              resources: ['Patient'],
              implementationGuides: [{ packageId: 'hl7.fhir.us.core', version: '6.1.0' }],
            }),
            statement.value,
          );
        }
        const config = readSmartConfiguration(json);
        if (config.outcome === 'passed') {
          compareSmart(
            smart({ launchTypes: ['ehr', 'backend'], clientType: 'public', scopes: ['openid'] }),
            config.value,
          );
        }
        const services = readCdsServices(json);
        if (services.outcome === 'passed') compareCdsHooks({ hooks: ['patient-view'] }, services.value);
        const options = readOpenehrOptions(json);
        compareOpenehr(
          openehr({ restApiVersion: '1.0.3', templates: [{ id: 'Vital Signs' }] }),
          options.outcome === 'passed' ? options.value : undefined,
          undefined,
        );
      }),
      { numRuns: 150 },
    );
  });
});

describe('end to end over HTTP, from fixture servers', () => {
  let servers: FixtureServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.map((s) => s.close()));
    servers = [];
  });
  const started = async (server: Promise<FixtureServer>) => {
    const s = await server;
    servers.push(s);
    return s;
  };
  const getJson = async (url: string, init?: RequestInit): Promise<unknown> => {
    const response = await fetch(url, init);
    expect(response.status).toBe(200);
    return response.json();
  };

  it('SMART: reads /.well-known/smart-configuration', async () => {
    const server = await started(startSmartServer(SMART_CONFIGURATION));
    const config = passed(
      readSmartConfiguration(await getJson(`${server.baseUrl}/.well-known/smart-configuration`)),
    );
    expect(lines(compareSmart(smart({ launchTypes: ['ehr'], clientType: 'public' }), config))).toEqual([
      'profile.smart.launchTypes ehr: confirmed',
      'profile.smart.clientType public: confirmed',
    ]);
  });

  it('CDS Hooks: reads /cds-services', async () => {
    const server = await started(startCdsServer(CDS_DISCOVERY));
    const services = passed(readCdsServices(await getJson(`${server.baseUrl}/cds-services`)));
    expect(lines(compareCdsHooks({ hooks: ['order-select'] }, services))).toEqual([
      'profile.cdsHooks.hooks order-select: confirmed',
    ]);
  });

  it('openEHR: OPTIONS {base}/ and GET {base}/definition/template/adl1.4', async () => {
    const server = await started(
      startOpenehrServer({
        options: OPENEHR_OPTIONS,
        templates: OPENEHR_TEMPLATES,
        base: '/ehrbase/rest/openehr/v1',
      }),
    );
    const options = passed(readOpenehrOptions(await getJson(`${server.baseUrl}/`, { method: 'OPTIONS' })));
    const templates = passed(readTemplateList(await getJson(`${server.baseUrl}/definition/template/adl1.4`)));
    expect(
      lines(
        compareOpenehr(
          openehr({ restApiVersion: '1.0.3', templates: [{ id: 'Vital Signs' }] }),
          options,
          templates,
        ),
      ),
    ).toEqual([
      'profile.openehr.restApiVersion 1.0.3: confirmed',
      'profile.openehr.templates Vital Signs: confirmed',
    ]);
    expect(server.requests).toEqual([
      'OPTIONS /ehrbase/rest/openehr/v1/',
      'GET /ehrbase/rest/openehr/v1/definition/template/adl1.4',
    ]);
  });

  it('a fixture serves malformed documents too, and the reader fails them', async () => {
    const server = await started(startCdsServer(['patient-view']));
    expect(readCdsServices(await getJson(`${server.baseUrl}/cds-services`))).toMatchObject({
      outcome: 'failed',
    });
    const missing = await fetch(`${server.baseUrl}/nothing`);
    expect(missing.status).toBe(404);
    await missing.body?.cancel();
  });
});
