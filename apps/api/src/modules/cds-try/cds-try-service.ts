// Try this CDS service (issue 36): the showroom plays the EHR. It reads a public app's CDS Hooks
// discovery document and calls one of its services for a synthetic patient of the FHIR sandbox, with
// what the CDS Hooks specification (2.0, "Calling a CDS Service") says an EHR sends: hook, hookInstance,
// fhirServer, context and the prefetch the service asked for. The vendor's addresses are reached only
// through the live checks' safe client and address rules; the sandbox only over its own (loopback)
// address. Nothing is stored: a visitor's call confirms no claim.
import { randomUUID } from 'node:crypto';
import {
  CDS_TRY_RAW_MAX_CHARS,
  CDS_TRY_TEXTS,
  cdsDiscoverySchema,
  cdsServiceResponseSchema,
  firstCdsProblem,
  isCallableHook,
  isShowroomSampleCdsUrl,
  type CdsDiscoveredService,
  type CdsFailure,
  type CdsTryCallResponse,
  type CdsTryPatient,
  type CdsTryServicesResponse,
} from '@showroom/contract';
import { personName, type HumanNameParts } from '@showroom/contract/fhir-person-name';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { APP_NOT_FOUND } from '../apps/index.ts';
import { normaliseHost, safeFetch, type AllowList, type FetchOutcome } from '../checks/index.ts';
import { loadPublicCdsBaseUrl } from './cds-try-repository.ts';

export interface CdsTryContext {
  db: Db;
  allow: AllowList;
  /** The showroom's own origin (PUBLIC_URL): its sample CDS service is reached there by exception. */
  ownOrigin: string;
  userAgent: string;
  /** The sandbox's own base (loopback child or SANDBOX_FHIR_URL), undefined while it is not ready. */
  sandboxUpstream: () => string | undefined;
  /** The sandbox's public base (PUBLIC_URL/sandbox/fhir): the request's fhirServer. */
  sandboxPublicBase: string;
  /** The whole time a service or its discovery may take (CDS_TRY_TIMEOUT_MS in production). */
  timeoutMs: number;
  /** The largest answer read (CDS_TRY_MAX_BYTES in production). */
  maxBytes: number;
  /** For tests: the resolver the safe client uses. */
  lookup?: (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>;
}

const below = (base: string, path: string): string => `${base.replace(/\/+$/, '')}/${path}`;

type Read<T> = { ok: true; value: T } | { ok: false; failure: CdsFailure };

/** A safe-client failure as a CDS failure: its reason, the address it is about, its detail. */
function unreachable(outcome: Extract<FetchOutcome, { ok: false }>, stage: CdsFailure['stage']): CdsFailure {
  const reason =
    outcome.reason === 'timeout'
      ? 'timeout'
      : outcome.reason === 'too-large'
        ? 'too-large'
        : outcome.reason === 'blocked-address'
          ? 'blocked'
          : 'unreachable';
  return { reason, stage, url: outcome.url.slice(0, 4000), detail: outcome.detail.slice(0, 2000) };
}

function parseJson(body: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The allow list for a CDS base URL: with the showroom's own host when it is exactly its sample service. */
function allowFor(ctx: CdsTryContext, base: string): AllowList {
  const origin = new URL(ctx.ownOrigin).origin;
  if (!isShowroomSampleCdsUrl(base, origin)) return ctx.allow;
  return { ...ctx.allow, hosts: new Set([...ctx.allow.hosts, normaliseHost(new URL(origin).hostname)]) };
}

function fetchOptions(ctx: CdsTryContext, base: string) {
  return {
    userAgent: ctx.userAgent,
    allow: allowFor(ctx, base),
    accept: 'application/json',
    totalTimeoutMs: ctx.timeoutMs,
    maxBytes: ctx.maxBytes,
    ...(ctx.lookup ? { lookup: ctx.lookup } : {}),
  };
}

/** Reads `{base}/cds-services` and validates it (CDS Hooks "Discovery"). */
async function readDiscovery(ctx: CdsTryContext, base: string): Promise<Read<CdsDiscoveredService[]>> {
  const url = below(base, 'cds-services');
  const answer = await safeFetch(url, { ...fetchOptions(ctx, base), method: 'GET' });
  if (!answer.ok) return { ok: false, failure: unreachable(answer, 'discovery') };
  if (answer.status < 200 || answer.status >= 300) {
    return { ok: false, failure: { reason: 'http-status', stage: 'discovery', url, status: answer.status } };
  }
  const json = parseJson(answer.body);
  if (!json.ok) return { ok: false, failure: { reason: 'not-json', stage: 'discovery', url } };
  const parsed = cdsDiscoverySchema.safeParse(json.value);
  if (!parsed.success) {
    return {
      ok: false,
      failure: { reason: 'invalid', stage: 'discovery', url, ...firstCdsProblem(parsed.error, json.value) },
    };
  }
  return { ok: true, value: parsed.data.services };
}

async function baseUrlOf(ctx: CdsTryContext, appId: number): Promise<string> {
  const base = await loadPublicCdsBaseUrl(ctx.db, appId);
  if (base === undefined) throw new NotFoundError(APP_NOT_FOUND);
  if (base === null) throw new NotFoundError(CDS_TRY_TEXTS.noDiscovery);
  return base;
}

// ---------------------------------------------------------------------------------------------
// The sandbox, over its own address

class SandboxUnavailable extends Error {}

interface FhirAnswer {
  status: number;
  json: unknown;
}

/** GET `{sandbox}/{path}` (a relative FHIR query), over the sandbox's own address. */
async function sandboxGet(ctx: CdsTryContext, path: string): Promise<FhirAnswer> {
  const base = ctx.sandboxUpstream();
  if (!base) throw new SandboxUnavailable();
  let response: Response;
  try {
    response = await fetch(below(base, path), {
      headers: { accept: 'application/fhir+json' },
      signal: AbortSignal.timeout(ctx.timeoutMs),
      redirect: 'error',
    });
  } catch {
    throw new SandboxUnavailable();
  }
  if (response.status >= 500) throw new SandboxUnavailable();
  const body = await response.text();
  try {
    return { status: response.status, json: JSON.parse(body) as unknown };
  } catch {
    return { status: response.status, json: null };
  }
}

interface FhirBundle {
  entry?: { resource?: Record<string, unknown> }[];
}
const resourcesOf = (json: unknown): Record<string, unknown>[] =>
  ((json as FhirBundle | null)?.entry ?? []).flatMap((e) => (e.resource ? [e.resource] : []));

function nameOf(patient: Record<string, unknown>): string {
  return (personName((patient.name as HumanNameParts[] | undefined)?.[0]) || String(patient.id)).slice(
    0,
    500,
  );
}

/** The sandbox's patients by name (empty when it is not available). */
async function sandboxPatients(ctx: CdsTryContext): Promise<CdsTryPatient[]> {
  try {
    const answer = await sandboxGet(ctx, 'Patient?_count=100&_sort=family&_elements=name');
    if (answer.status !== 200) return [];
    return resourcesOf(answer.json)
      .filter((p) => typeof p.id === 'string' && /^[A-Za-z0-9.-]{1,64}$/.test(p.id))
      .map((p) => ({ id: p.id as string, name: nameOf(p) }));
  } catch (error) {
    if (error instanceof SandboxUnavailable) return [];
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// The two calls

/** GET /apps/{id}/cds-services: the services of the app's discovery document, and the sandbox's patients. */
export async function listCdsServices(ctx: CdsTryContext, appId: number): Promise<CdsTryServicesResponse> {
  const base = await baseUrlOf(ctx, appId);
  const [discovery, patients] = await Promise.all([readDiscovery(ctx, base), sandboxPatients(ctx)]);
  return {
    discoveryUrl: below(base, 'cds-services'),
    outcome: discovery.ok
      ? {
          ok: true,
          services: discovery.value.map((s) => ({
            id: s.id,
            hook: s.hook,
            ...(s.title === undefined ? {} : { title: s.title }),
            description: s.description,
            callable: isCallableHook(s.hook),
          })),
        }
      : { ok: false, failure: discovery.failure },
    patients,
  };
}

interface PatientContext {
  userId: string;
  patientId: string;
  encounterId?: string;
}

/** The patient-view context: the patient, their latest encounter, and a practitioner of it as the user. */
async function patientViewContext(
  ctx: CdsTryContext,
  patientId: string,
): Promise<PatientContext | undefined> {
  const patient = await sandboxGet(ctx, `Patient/${encodeURIComponent(patientId)}`);
  if (patient.status !== 200) return undefined;
  const encounters = await sandboxGet(
    ctx,
    `Encounter?patient=Patient/${encodeURIComponent(patientId)}&_sort=-date&_count=1`,
  );
  const encounter = encounters.status === 200 ? resourcesOf(encounters.json)[0] : undefined;
  const participant = (encounter?.participant as { individual?: { reference?: string } }[] | undefined)?.find(
    (p) => p.individual?.reference?.startsWith('Practitioner/'),
  )?.individual?.reference;
  let userId =
    participant && /^Practitioner\/[A-Za-z0-9.-]{1,64}$/.test(participant) ? participant : undefined;
  if (!userId) {
    const practitioners = await sandboxGet(ctx, 'Practitioner?_count=1');
    const first = practitioners.status === 200 ? resourcesOf(practitioners.json)[0] : undefined;
    userId = typeof first?.id === 'string' ? `Practitioner/${first.id}` : 'Practitioner/showroom-visitor';
  }
  return {
    userId,
    patientId,
    ...(typeof encounter?.id === 'string' ? { encounterId: encounter.id } : {}),
  };
}

/**
 * The order hooks' draft order (CDS Hooks hook library, order-select and order-sign 1.0: `draftOrders`, a
 * Bundle of orders with status draft): the patient's latest MedicationRequest in the sandbox, proposed
 * again as a draft of today by the context's user. Undefined when the patient has none.
 */
async function draftOrder(
  ctx: CdsTryContext,
  context: PatientContext,
): Promise<Record<string, unknown> | undefined> {
  const answer = await sandboxGet(
    ctx,
    `MedicationRequest?patient=Patient/${encodeURIComponent(context.patientId)}&_sort=-authoredon&_count=1`,
  );
  const latest = answer.status === 200 ? resourcesOf(answer.json)[0] : undefined;
  if (!latest) return undefined;
  const { meta: _meta, identifier: _identifier, text: _text, ...order } = latest;
  return {
    ...order,
    id: `draft-${randomUUID()}`,
    status: 'draft',
    intent: 'order',
    authoredOn: new Date().toISOString(),
    requester: { reference: context.userId },
    ...(context.encounterId ? { encounter: { reference: `Encounter/${context.encounterId}` } } : {}),
  };
}

/** The context a hook gets: patient-view's, and for the order hooks the draft order (and its selection). */
async function hookContext(
  ctx: CdsTryContext,
  hook: string,
  patientId: string,
): Promise<Record<string, unknown> | 'no-patient' | 'no-draft-order'> {
  const base = await patientViewContext(ctx, patientId);
  if (!base) return 'no-patient';
  if (hook === 'patient-view') return { ...base };
  const order = await draftOrder(ctx, base);
  if (!order) return 'no-draft-order';
  const draftOrders = { resourceType: 'Bundle', type: 'collection', entry: [{ resource: order }] };
  return {
    ...base,
    ...(hook === 'order-select' ? { selections: [`MedicationRequest/${String(order.id)}`] } : {}),
    draftOrders,
  };
}

/**
 * A prefetch template with its tokens replaced (CDS Hooks 2.0 "Prefetch tokens": `{{context.*}}` and
 * `{{userPractitionerId}}` and its kin), or undefined when a token has no value here or the template is
 * not a relative FHIR query: that key is left out, and the service may ask the FHIR server itself.
 */
export function resolvePrefetch(template: string, context: Record<string, string>): string | undefined {
  const [userType, userId] = (context.userId ?? '').split('/');
  const values: Record<string, string | undefined> = {
    ...Object.fromEntries(Object.entries(context).map(([k, v]) => [`context.${k}`, v])),
    userPractitionerId: userType === 'Practitioner' ? userId : undefined,
    userPractitionerRoleId: userType === 'PractitionerRole' ? userId : undefined,
    userPatientId: userType === 'Patient' ? userId : undefined,
    userRelatedPersonId: userType === 'RelatedPerson' ? userId : undefined,
  };
  let missing = false;
  const resolved = template.trim().replace(/\{\{\s*([A-Za-z.]+)\s*\}\}/g, (_m, token: string) => {
    const value = values[token];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  if (missing || resolved.includes('{{')) return undefined;
  // A query relative to the FHIR base: a resource type first; no scheme, no absolute path, no '..'.
  if (!/^[A-Z][A-Za-z]{1,63}([/?]|$)/.test(resolved) || resolved.includes('..') || /\s/.test(resolved)) {
    return undefined;
  }
  return resolved;
}

/** The most prefetched JSON one call sends (characters, over all keys). */
const PREFETCH_MAX_CHARS = 1_000_000;

/** Each prefetch key the service asked for, filled from the sandbox: a resource, a Bundle, null (not found) or the OperationOutcome. */
async function fillPrefetch(
  ctx: CdsTryContext,
  templates: Record<string, string>,
  context: Record<string, string>,
): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    Object.entries(templates)
      .slice(0, 20)
      .map(async ([key, template]): Promise<[string, unknown] | undefined> => {
        const query = resolvePrefetch(template, context);
        if (query === undefined) return undefined;
        const answer = await sandboxGet(ctx, query);
        if (answer.status === 200) return [key, answer.json];
        if (answer.status === 404 || answer.status === 410) return [key, null];
        // CDS Hooks: errors while prefetching SHOULD be sent as OperationOutcomes.
        const outcome = answer.json as { resourceType?: string } | null;
        return outcome?.resourceType === 'OperationOutcome' ? [key, outcome] : undefined;
      }),
  );
  // A service may ask for large searches: past PREFETCH_MAX_CHARS in all, keys are left out (the service
  // may still ask the FHIR server), so neither the call nor the page that shows it grows without bound.
  const kept: [string, unknown][] = [];
  let size = 0;
  for (const entry of entries) {
    if (!entry) continue;
    size += JSON.stringify(entry[1]).length;
    if (size <= PREFETCH_MAX_CHARS) kept.push(entry);
  }
  return Object.fromEntries(kept);
}

const failed = (
  serviceUrl: string,
  failure: CdsFailure,
  request: Record<string, unknown> | null = null,
): CdsTryCallResponse => ({
  serviceUrl,
  request,
  response: null,
  timeMs: 0,
  outcome: { ok: false, failure },
});

/** POST /apps/{id}/cds-services/{serviceId}/call: the showroom calls the service as an EHR would. */
export async function callCdsService(
  ctx: CdsTryContext,
  appId: number,
  serviceId: string,
  patientId: string,
): Promise<CdsTryCallResponse> {
  const base = await baseUrlOf(ctx, appId);
  const serviceUrl = below(base, `cds-services/${encodeURIComponent(serviceId)}`);
  // The service's prefetch templates come from its discovery document now, never from the visitor.
  const discovery = await readDiscovery(ctx, base);
  if (!discovery.ok) return failed(serviceUrl, discovery.failure);
  const service = discovery.value.find((s) => s.id === serviceId);
  if (!service) return failed(serviceUrl, { reason: 'no-service', stage: 'discovery' });
  if (!isCallableHook(service.hook)) {
    return failed(serviceUrl, { reason: 'hook-not-supported', stage: 'service' });
  }

  let request: Record<string, unknown>;
  try {
    const context = await hookContext(ctx, service.hook, patientId);
    if (typeof context === 'string') return failed(serviceUrl, { reason: context, stage: 'service' });
    // Prefetch tokens name the context's plain values (ids), never its resources.
    const tokens = Object.fromEntries(
      Object.entries(context).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    const prefetch = service.prefetch ? await fillPrefetch(ctx, service.prefetch, tokens) : undefined;
    request = {
      hook: service.hook,
      hookInstance: randomUUID(),
      fhirServer: ctx.sandboxPublicBase,
      context,
      ...(prefetch && Object.keys(prefetch).length > 0 ? { prefetch } : {}),
    };
  } catch (error) {
    if (error instanceof SandboxUnavailable) {
      return failed(serviceUrl, { reason: 'sandbox-unavailable', stage: 'service' });
    }
    throw error;
  }

  const answer = await safeFetch(serviceUrl, {
    ...fetchOptions(ctx, base),
    method: 'POST',
    body: Buffer.from(JSON.stringify(request)),
    contentType: 'application/json',
  });
  if (!answer.ok) {
    return {
      ...failed(serviceUrl, unreachable(answer, 'service'), request),
      timeMs: Math.round(answer.timeMs),
    };
  }
  const text = answer.body.toString('utf8');
  const response = {
    status: answer.status,
    ...(answer.headers['content-type'] ? { contentType: answer.headers['content-type'].slice(0, 500) } : {}),
    body: text.slice(0, CDS_TRY_RAW_MAX_CHARS),
    truncated: text.length > CDS_TRY_RAW_MAX_CHARS,
  };
  const done = (outcome: CdsTryCallResponse['outcome']): CdsTryCallResponse => ({
    serviceUrl,
    request,
    response,
    timeMs: Math.round(answer.timeMs),
    outcome,
  });
  if (answer.status < 200 || answer.status >= 300) {
    return done({ ok: false, failure: { reason: 'http-status', stage: 'service', status: answer.status } });
  }
  const json = parseJson(answer.body);
  if (!json.ok) return done({ ok: false, failure: { reason: 'not-json', stage: 'service' } });
  const parsed = cdsServiceResponseSchema.safeParse(json.value);
  if (!parsed.success) {
    return done({
      ok: false,
      failure: { reason: 'invalid', stage: 'service', ...firstCdsProblem(parsed.error, json.value) },
    });
  }
  return done({ ok: true, cards: parsed.data.cards });
}
