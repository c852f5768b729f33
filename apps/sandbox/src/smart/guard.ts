/**
 * The FHIR server's token check. Decision (documented on the /sandbox page and in the smart-configuration
 * module): the shared data are public synthetic data, so a request WITHOUT a token is answered as before
 * (the /sandbox page, the catalogue's live checks and curl use that). A request WITH a token is held to it:
 * jose checks its signature (the sandbox's own keys), issuer, audience (= the FHIR base) and expiry, else 401;
 * its scopes must grant the resource type and interaction, else 403; and a patient-scoped token reaches only
 * its patient's compartment (another patient's resource: 404 on read, never in a search result).
 */
import type { Bundle } from '@medplum/fhirtypes';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import type { SandboxRequest, SandboxResponse } from '../sandbox.ts';
import { outcome } from '../sandbox.ts';
import { patientCompartmentParams, visibleToPatient } from './compartment.ts';
import { allowed, type Interaction } from './scopes.ts';

export interface TokenGuardOptions {
  fhirBase: string;
  issuer: string;
  jwks: JSONWebKeySet;
  /** The clock tokens' expiry is judged by (tests move it). */
  now?: () => Date;
}

type Next = (request: SandboxRequest) => Promise<SandboxResponse>;

function unauthorized(text: string, error = 'invalid_token'): SandboxResponse {
  return {
    ...outcome(401, 'login', text),
    headers: {
      'www-authenticate': `Bearer error="${error}", error_description="${text.replaceAll('"', "'")}"`,
    },
  };
}

function forbidden(text: string): SandboxResponse {
  return {
    ...outcome(403, 'forbidden', text),
    headers: {
      'www-authenticate': `Bearer error="insufficient_scope", error_description="${text.replaceAll('"', "'")}"`,
    },
  };
}

export class TokenGuard {
  readonly #keys: ReturnType<typeof createLocalJWKSet>;
  readonly #options: TokenGuardOptions;

  constructor(options: TokenGuardOptions) {
    this.#options = options;
    this.#keys = createLocalJWKSet(options.jwks);
  }

  async handle(request: SandboxRequest, next: Next): Promise<SandboxResponse> {
    const header = request.headers['authorization'];
    if (header === undefined) return next(request);
    const value = Array.isArray(header) ? header.join(',') : header;
    const match = /^Bearer\s+([A-Za-z0-9\-_.~+/]+=*)\s*$/i.exec(value);
    if (!match?.[1])
      return unauthorized('The Authorization header must be "Bearer <access token>".', 'invalid_request');

    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(match[1], this.#keys, {
        issuer: this.#options.issuer,
        audience: this.#options.fhirBase,
        algorithms: ['RS256'],
        ...(this.#options.now ? { currentDate: this.#options.now() } : {}),
      }));
    } catch (error) {
      const reason =
        (error as { code?: string }).code === 'ERR_JWT_EXPIRED'
          ? 'The access token has expired.'
          : 'The access token is not valid for this server (signature, issuer or audience).';
      return unauthorized(reason);
    }

    const segments = request.path.split('/').filter((s) => s !== '');
    const [type, second] = segments;
    // The CapabilityStatement and $validate read no one's data.
    if (type === undefined || type === 'metadata' || second?.startsWith('$')) return next(request);
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    if (method !== 'GET') return next(request);

    const interaction: Interaction = second === undefined ? 'search' : 'read';
    const scopes = typeof claims.scope === 'string' ? claims.scope.split(' ') : [];
    const access = allowed(scopes, type, interaction);
    if (access === 'none') {
      return forbidden(
        `The token's scopes do not allow ${interaction === 'read' ? 'reading' : 'searching'} ${type}.`,
      );
    }
    if (access === 'all') return next(request);

    const patient = claims.patient;
    if (typeof patient !== 'string' || patient === '') {
      return forbidden('A patient-level scope needs a patient in the launch context.');
    }
    if (interaction === 'read') {
      const answer = await next(request);
      if (answer.status !== 200) return answer;
      if (answer.body.resourceType === 'Bundle')
        return { ...answer, body: this.#filter(answer.body, patient) };
      if (!visibleToPatient(answer.body, patient)) {
        return outcome(404, 'not-found', `${type}/${second ?? ''} is not in this patient's record.`);
      }
      return answer;
    }

    // A search is narrowed to the patient (AND with whatever the client asked), and whatever an
    // _include or _revinclude brings along is filtered the same way.
    const query = new URLSearchParams(request.query);
    if (type === 'Patient') query.append('_id', patient);
    else {
      const params = patientCompartmentParams(type);
      if (params?.[0]) query.append(params[0], `Patient/${patient}`);
    }
    const answer = await next({ ...request, query });
    if (answer.status !== 200 || answer.body.resourceType !== 'Bundle') return answer;
    return { ...answer, body: this.#filter(answer.body, patient) };
  }

  #filter(bundle: Bundle, patient: string): Bundle {
    if (!bundle.entry) return bundle;
    return {
      ...bundle,
      entry: bundle.entry.filter((e) => !e.resource || visibleToPatient(e.resource, patient)),
    };
  }
}
