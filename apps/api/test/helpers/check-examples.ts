/**
 * Documents as vendors' servers publish them, shaped after the specifications' own examples (values
 * shortened): what the live checks' readers are tested with.
 */

/**
 * An R4 CapabilityStatement of a server instance (https://hl7.org/fhir/R4/capabilitystatement.html),
 * claiming US Core 6.1.0 and IPA, with SMART's security extension (https://hl7.org/fhir/smart-app-launch/
 * conformance.html, the deprecated CapabilityStatement route that servers still publish).
 */
export const R4_CAPABILITY_STATEMENT = {
  resourceType: 'CapabilityStatement',
  id: 'example-server',
  status: 'active',
  date: '2026-10-01',
  publisher: 'Example Health Systems',
  kind: 'instance',
  instantiates: ['http://hl7.org/fhir/uv/ipa/CapabilityStatement/ipa-server'],
  software: { name: 'ExampleFHIR', version: '7.4.2', releaseDate: '2026-09-12' },
  implementation: { description: 'Demo sandbox', url: 'https://fhir.example.org/r4' },
  fhirVersion: '4.0.1',
  format: ['json', 'xml'],
  implementationGuide: ['http://hl7.org/fhir/us/core/ImplementationGuide/hl7.fhir.us.core|6.1.0'],
  rest: [
    {
      mode: 'server',
      security: {
        cors: true,
        extension: [
          {
            url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
            extension: [
              { url: 'authorize', valueUri: 'https://fhir.example.org/auth/authorize' },
              { url: 'token', valueUri: 'https://fhir.example.org/auth/token' },
            ],
          },
        ],
        service: [
          {
            coding: [
              {
                system: 'http://terminology.hl7.org/CodeSystem/restful-security-service',
                code: 'SMART-on-FHIR',
              },
            ],
          },
        ],
      },
      resource: [
        {
          type: 'Patient',
          supportedProfile: ['http://hl7.org/fhir/us/core/StructureDefinition/us-core-patient'],
          interaction: [{ code: 'read' }, { code: 'search-type' }],
        },
        {
          type: 'Observation',
          interaction: [{ code: 'read' }, { code: 'search-type' }],
        },
        { type: 'Condition', interaction: [{ code: 'read' }] },
      ],
    },
    // A client-mode entry: what the server calls elsewhere, not what it offers.
    { mode: 'client', resource: [{ type: 'Practitioner' }] },
  ],
};

/** An STU3 CapabilityStatement (https://hl7.org/fhir/STU3/capabilitystatement.html): no IGs, no SMART. */
export const STU3_CAPABILITY_STATEMENT = {
  resourceType: 'CapabilityStatement',
  status: 'active',
  date: '2019-03-01',
  kind: 'instance',
  software: { name: 'Legacy FHIR', version: '2.1' },
  fhirVersion: '3.0.1',
  acceptUnknown: 'extensions',
  format: ['application/fhir+json'],
  rest: [
    {
      mode: 'server',
      resource: [{ type: 'Patient' }, { type: 'MedicationRequest' }, { type: 'AllergyIntolerance' }],
    },
  ],
};

/** A DSTU2 Conformance (https://hl7.org/fhir/DSTU2/conformance.html). */
export const DSTU2_CONFORMANCE = {
  resourceType: 'Conformance',
  status: 'active',
  date: '2016-01-01',
  kind: 'instance',
  fhirVersion: '1.0.2',
  acceptUnknown: 'no',
  format: ['application/json+fhir'],
  rest: [{ mode: 'server', resource: [{ type: 'Patient' }, { type: 'Observation' }] }],
};

/**
 * The example well-known file of SMART App Launch 2.x (conformance.html, "Example response"), with the
 * EHR's host shortened.
 */
export const SMART_CONFIGURATION = {
  issuer: 'https://ehr.example.com',
  jwks_uri: 'https://ehr.example.com/.well-known/jwks.json',
  authorization_endpoint: 'https://ehr.example.com/auth/authorize',
  grant_types_supported: ['authorization_code', 'client_credentials'],
  token_endpoint: 'https://ehr.example.com/auth/token',
  token_endpoint_auth_methods_supported: ['client_secret_basic', 'private_key_jwt'],
  registration_endpoint: 'https://ehr.example.com/auth/register',
  scopes_supported: [
    'openid',
    'profile',
    'launch',
    'launch/patient',
    'patient/*.rs',
    'user/*.rs',
    'offline_access',
  ],
  response_types_supported: ['code'],
  management_endpoint: 'https://ehr.example.com/user/manage',
  introspection_endpoint: 'https://ehr.example.com/user/introspect',
  revocation_endpoint: 'https://ehr.example.com/user/revoke',
  code_challenge_methods_supported: ['S256'],
  capabilities: [
    'launch-ehr',
    'permission-patient',
    'permission-v2',
    'client-public',
    'client-confidential-symmetric',
    'context-ehr-patient',
    'sso-openid-connect',
  ],
};

/** The backend-services example of SMART App Launch 2.2 (example-backend-services.html). */
export const SMART_BACKEND_CONFIGURATION = {
  token_endpoint: 'https://ehr.example.com/auth/token',
  grant_types_supported: ['client_credentials'],
  token_endpoint_auth_methods_supported: ['private_key_jwt'],
  token_endpoint_auth_signing_alg_values_supported: ['RS384', 'ES384'],
  scopes_supported: ['system/*.rs'],
  capabilities: ['client-confidential-asymmetric', 'permission-v2'],
};

/** The discovery example of the CDS Hooks specification (three services). */
export const CDS_DISCOVERY = {
  services: [
    {
      hook: 'patient-view',
      title: 'Static CDS Service Example',
      description: 'An example of a CDS Service that returns a static set of cards',
      id: 'static-patient-greeter',
      prefetch: { patientToGreet: 'Patient/{{context.patientId}}' },
    },
    {
      hook: 'order-select',
      title: 'Order Echo CDS Service',
      description: 'An example of a CDS Service that simply echoes the order(s) being placed',
      id: 'order-echo',
      prefetch: {
        patient: 'Patient/{{context.patientId}}',
        medications: 'MedicationRequest?patient={{context.patientId}}',
      },
    },
    {
      hook: 'order-sign',
      title: 'Pharmacogenomics CDS Service',
      description: 'An example of a more advanced, precision medicine CDS Service',
      id: 'pgx-on-order-sign',
      usageRequirements:
        'Note: functionality of this CDS Service is degraded without access to a FHIR Restful API',
    },
  ],
};

/** The `Options` example of the ITS-REST System API (system.html, OPTIONS {baseUrl}/). */
export const OPENEHR_OPTIONS = {
  solution: 'openEHRSys',
  solution_version: 'v0.9',
  vendor: 'My-openEHR',
  restapi_specs_version: 'v1.0.3',
  conformance_profile: 'STANDARD',
  endpoints: ['/ehr', '/demographics', '/definition', '/query'],
};

/** A template list as the ITS-REST Definition API's definition_template_adl1.4_list answers it. */
export const OPENEHR_TEMPLATES = [
  {
    template_id: 'Vital Signs',
    concept: 'Vital Signs',
    archetype_id: 'openEHR-EHR-COMPOSITION.encounter.v1',
    created_timestamp: '2017-07-13T08:03:05.000Z',
  },
  {
    template_id: 'IDCR - Adverse Reaction List.v1',
    concept: 'IDCR - Adverse Reaction List.v1',
    archetype_id: 'openEHR-EHR-COMPOSITION.adverse_reaction_list.v1',
    created_timestamp: '2021-03-02T10:11:12.000Z',
  },
];
