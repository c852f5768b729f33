/**
 * SMART App Launch for the sandbox: the authorization server (auth-server.ts, served at /auth), the
 * smart-configuration at the FHIR base, and the token check in front of the FHIR adapter (guard.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JWK } from 'jose';
import type { ClientMetadata } from 'oidc-provider';
import { personName, type HumanNameParts } from '@showroom/contract/fhir-person-name';
import type { FhirSandbox, SandboxRequest, SandboxResponse } from '../sandbox.ts';
import { AUTH_PREFIX, createAuthServer, type SmartDataAccess } from './auth-server.ts';
import { ClientRegistry } from './registry.ts';
import { TokenGuard } from './guard.ts';
import type { PatientChoice } from './picker.ts';
import { smartConfiguration } from './smart-configuration.ts';

export interface SmartOptions {
  /** The public FHIR base, e.g. PUBLIC_URL/sandbox/fhir. */
  fhirBase: string;
  clients?: ClientMetadata[];
  /** The private RS256 JWK tokens are signed with; by default one made at start. */
  signingKey?: JWK;
  /** The clock the FHIR server judges token expiry by (tests move it). */
  now?: () => Date;
}

export interface Smart {
  readonly issuer: string;
  /** The clients vendors registered, as the API last handed them over (PUT /v/smart-clients). */
  readonly registry: ClientRegistry;
  /**
   * Handles `/auth/*` (true) or leaves the request alone (false). A request naming a set of registered
   * clients (x-sandbox-clients, sent by the API) other than the one held is answered 409 with
   * `x-sandbox-load: required`, before its body is read: the API hands the set over and asks again.
   */
  handleAuth(req: IncomingMessage, res: ServerResponse): boolean;
  /** The smart-configuration document. */
  readonly configuration: Record<string, unknown>;
  /** The FHIR request through the token check. */
  check(
    request: SandboxRequest,
    next: (r: SandboxRequest) => Promise<SandboxResponse>,
  ): Promise<SandboxResponse>;
}

/** The header the API names its set of registered clients in (the contract's SANDBOX_CLIENTS_HEADER). */
const CLIENTS_HEADER = 'x-sandbox-clients';

/** The issuer beside a FHIR base: `…/sandbox/fhir` → `…/sandbox/auth`. */
function issuerFor(fhirBase: string): string {
  return `${fhirBase.replace(/\/+$/, '').replace(/\/fhir$/, '')}${AUTH_PREFIX}`;
}

function dataAccess(sandbox: FhirSandbox): SmartDataAccess {
  const get = (path: string, query: Record<string, string> = {}) =>
    sandbox.handle({ method: 'GET', path, query: new URLSearchParams(query), headers: {} });
  let patients: Promise<PatientChoice[]> | undefined;
  return {
    patients: () =>
      (patients ??= get('Patient', { _count: '1000', _sort: 'family' }).then((answer) => {
        const bundle = answer.body as { entry?: { resource?: Record<string, unknown> }[] };
        return (bundle.entry ?? []).flatMap((e) => {
          const r = e.resource as
            | {
                resourceType?: string;
                id?: string;
                gender?: string;
                birthDate?: string;
                name?: HumanNameParts[];
              }
            | undefined;
          if (r?.resourceType !== 'Patient' || !r.id) return [];
          const name = r.name?.[0];
          return [
            {
              id: r.id,
              name: personName(name) || r.id,
              ...(r.gender ? { gender: r.gender } : {}),
              ...(r.birthDate ? { birthDate: r.birthDate } : {}),
            },
          ];
        });
      })),
    exists: async (type, id) =>
      /^[A-Za-z0-9\-.]{1,64}$/.test(id) && (await get(`${type}/${id}`)).status === 200,
    encounterSubject: async (id) => {
      if (!/^[A-Za-z0-9\-.]{1,64}$/.test(id)) return undefined;
      const answer = await get(`Encounter/${id}`);
      if (answer.status !== 200) return undefined;
      return (answer.body as { subject?: { reference?: string } }).subject?.reference ?? undefined;
    },
    defaultPractitioner: async () => {
      const answer = await get('Practitioner', { _count: '1', _sort: '_id' });
      const bundle = answer.body as {
        entry?: {
          resource?: { id?: string; name?: HumanNameParts[] };
        }[];
      };
      const r = bundle.entry?.[0]?.resource;
      if (!r?.id) return undefined;
      const name = r.name?.[0];
      return {
        id: r.id,
        name: personName(name, true) || r.id,
      };
    },
  };
}

/** The resource types a SMART app is likely to ask scopes for. */
const CLINICAL_TYPES = [
  'Patient',
  'Encounter',
  'Observation',
  'Condition',
  'MedicationRequest',
  'MedicationStatement',
  'Medication',
  'Procedure',
  'Immunization',
  'AllergyIntolerance',
  'DiagnosticReport',
  'DocumentReference',
  'CarePlan',
  'CareTeam',
  'Goal',
  'ServiceRequest',
  'ImagingStudy',
  'Composition',
  'Provenance',
  'Claim',
  'ExplanationOfBenefit',
  'Practitioner',
  'PractitionerRole',
  'Organization',
  'Location',
  'Device',
];

/**
 * Which of CLINICAL_TYPES the sandbox holds data of (its smart-configuration lists their scopes): as
 * loaded, not by a search per type at start, whose copies of every match (some 20,000 resources) left
 * the process 0.1 GB larger at rest.
 */
function typesWithData(sandbox: FhirSandbox): string[] {
  return CLINICAL_TYPES.filter((type) => sandbox.holds(type));
}

export async function createSmart(sandbox: FhirSandbox, options: SmartOptions): Promise<Smart> {
  const fhirBase = options.fhirBase.replace(/\/+$/, '');
  const issuer = issuerFor(fhirBase);
  const registry = new ClientRegistry();
  const auth = await createAuthServer({
    fhirBase,
    issuer,
    clients: options.clients ?? [],
    registry,
    data: dataAccess(sandbox),
    ...(options.signingKey ? { signingKey: options.signingKey } : {}),
  });
  const guard = new TokenGuard({
    fhirBase,
    issuer,
    jwks: auth.jwks,
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    issuer,
    registry,
    configuration: smartConfiguration(issuer, typesWithData(sandbox)),
    handleAuth(req, res) {
      const url = req.url ?? '/';
      if (url !== AUTH_PREFIX && !url.startsWith(`${AUTH_PREFIX}/`) && !url.startsWith(`${AUTH_PREFIX}?`))
        return false;
      const named = req.headers[CLIENTS_HEADER];
      if (typeof named === 'string' && named !== registry.generation) {
        req.resume();
        res.writeHead(409, { 'x-sandbox-load': 'required', 'cache-control': 'no-store' });
        res.end();
        return true;
      }
      auth.handle(req, res);
      return true;
    },
    check: (request, next) => guard.handle(request, next),
  };
}
