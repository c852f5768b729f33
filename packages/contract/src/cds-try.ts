/*
 * Try a CDS Hooks service from its app page (issue 36): the showroom plays the EHR. It reads the
 * vendor's discovery document, calls one service for a synthetic patient of its FHIR sandbox, and shows
 * the cards. The rules of what a service may answer are the CDS Hooks specification's (2.0,
 * https://cds-hooks.hl7.org/2.0/ : Discovery, Calling a CDS Service, CDS Service Response), written here
 * once: the API validates every answer with these schemas and the web shows what they let through.
 */
import { z } from 'zod';
import { idSchema } from './common.ts';

/** At most this many calls (Call service) per visitor a minute; reading the services counts too. */
export const CDS_TRY_CALLS_PER_MINUTE = 10;
/** Reading the services and patients, per visitor a minute. */
export const CDS_TRY_READS_PER_MINUTE = 30;
/** How much of an answer the raw view shows (the rest is cut, and says so). */
export const CDS_TRY_RAW_MAX_CHARS = 64 * 1024;

/**
 * The hooks the showroom can call with the sandbox's data: patient-view, and the order hooks with a draft
 * order made from the patient's latest medication request.
 */
export const CDS_TRY_HOOKS = ['patient-view', 'order-select', 'order-sign'] as const;
export const isCallableHook = (hook: string): boolean => (CDS_TRY_HOOKS as readonly string[]).includes(hook);

export const CDS_INDICATORS = ['info', 'warning', 'critical'] as const;
export type CdsIndicator = (typeof CDS_INDICATORS)[number];

const text = (max: number) => z.string().max(max);
const anyJson = z.record(z.string().max(200), z.unknown());

// ---------------------------------------------------------------------------------------------
// Discovery (CDS Hooks 2.0 "Discovery"): { services: [{ hook, title?, description, id, prefetch?, usageRequirements? }] }

export const cdsDiscoveredServiceSchema = z.object({
  hook: text(200).min(1),
  title: text(500).optional(),
  description: text(5000),
  id: text(200).min(1),
  /** Key: a name the service chooses; value: a FHIR query template (`Patient/{{context.patientId}}`). */
  prefetch: z.record(text(200), text(2000)).optional(),
  usageRequirements: text(5000).optional(),
});
export type CdsDiscoveredService = z.infer<typeof cdsDiscoveredServiceSchema>;

export const cdsDiscoverySchema = z.object({
  services: z.array(cdsDiscoveredServiceSchema).max(100),
});

// ---------------------------------------------------------------------------------------------
// The service's answer (CDS Hooks 2.0 "CDS Service Response", "Card Attributes")

const codingSchema = z.object({
  system: text(2000).optional(),
  code: text(500).optional(),
  display: text(2000).optional(),
});

const actionSchema = z.object({
  type: z.enum(['create', 'update', 'delete']),
  description: text(5000),
  resource: anyJson.optional(),
  resourceId: text(500).optional(),
});

const suggestionSchema = z.object({
  label: text(1000),
  uuid: text(200).optional(),
  isRecommended: z.boolean().optional(),
  actions: z.array(actionSchema).max(50).optional(),
});

/** An absolute http(s) URL, as cards' source and links need. */
const absoluteUrl = text(4000).refine(
  (v) => /^https?:\/\/[^\s]+$/i.test(v),
  'must be an absolute http(s) URL',
);

export const cdsLinkSchema = z.object({
  label: text(1000),
  url: absoluteUrl,
  /** `absolute`: a web page; `smart`: a SMART app the EHR would launch (the showroom never does). */
  type: z.enum(['absolute', 'smart']),
  appContext: text(5000).optional(),
});
export type CdsLink = z.infer<typeof cdsLinkSchema>;

export const cdsCardSchema = z
  .object({
    uuid: text(200).optional(),
    /** "One-sentence, <140-character summary message". */
    summary: text(140).min(1),
    /** GitHub Flavored Markdown; the web shows it without raw HTML. */
    detail: text(20_000).optional(),
    indicator: z.enum(CDS_INDICATORS),
    source: z.object({
      label: text(1000),
      url: absoluteUrl.optional(),
      icon: absoluteUrl.optional(),
      topic: codingSchema.optional(),
    }),
    suggestions: z.array(suggestionSchema).max(50).optional(),
    /** Required when the card has suggestions. */
    selectionBehavior: z.enum(['at-most-one', 'any']).optional(),
    overrideReasons: z.array(codingSchema).max(50).optional(),
    links: z.array(cdsLinkSchema).max(50).optional(),
  })
  .superRefine((card, ctx) => {
    if (card.suggestions && card.suggestions.length > 0 && card.selectionBehavior === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['selectionBehavior'],
        message: 'is required when a card has suggestions',
      });
    }
  });
export type CdsCard = z.infer<typeof cdsCardSchema>;

export const cdsServiceResponseSchema = z.object({
  cards: z.array(cdsCardSchema).max(100),
  systemActions: z.array(actionSchema).max(100).optional(),
});
export type CdsServiceResponse = z.infer<typeof cdsServiceResponseSchema>;

/** `cards[0].summary`: where in an answer a zod issue is. */
export function issuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    out += typeof part === 'number' ? `[${part}]` : `${out === '' ? '' : '.'}${String(part)}`;
  }
  return out === '' ? '(the whole answer)' : out;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

/** The first problem of an answer that is not a valid CDS Hooks document: which field, and what is wrong. */
export function firstCdsProblem(
  error: z.ZodError,
  input: unknown,
): { field: string; problem: CdsFieldProblem } {
  const issue = error.issues[0];
  if (!issue) return { field: '(the whole answer)', problem: 'invalid' };
  const field = issuePath(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return { field, problem: valueAt(input, issue.path) === undefined ? 'missing' : 'wrong-type' };
    case 'invalid_value':
      return { field, problem: 'not-allowed' };
    case 'too_big':
      return { field, problem: 'too-long' };
    case 'too_small':
      return { field, problem: 'empty' };
    case 'custom':
      return { field, problem: field.endsWith('selectionBehavior') ? 'missing' : 'invalid' };
    default:
      return { field, problem: 'invalid' };
  }
}

export const CDS_FIELD_PROBLEMS = [
  'missing',
  'wrong-type',
  'not-allowed',
  'too-long',
  'empty',
  'invalid',
] as const;
export type CdsFieldProblem = (typeof CDS_FIELD_PROBLEMS)[number];

// ---------------------------------------------------------------------------------------------
// What the showroom's API answers

/**
 * Why a call (or reading discovery) gave no cards. Each has its sentence in cds-try-texts.ts:
 * - unreachable: no answer (DNS, connection, TLS, a refused address scheme, too many redirects)
 * - blocked: the address, or a redirect, leads to a private or reserved network address
 * - timeout: no whole answer within CDS_TRY_TIMEOUT_MS
 * - too-large: the answer is larger than CDS_TRY_MAX_BYTES
 * - http-status: an answer other than 2xx
 * - not-json: the answer is not JSON
 * - invalid: JSON, but not a valid CDS Hooks document (`field`, `problem`)
 * - no-service: discovery does not list the service
 * - hook-not-supported: the service's hook needs data the sandbox cannot give yet
 * - no-patient: the sandbox has no such patient
 * - no-draft-order: an order hook, and the sandbox has no medication of the patient to propose as a draft
 * - sandbox-unavailable: the showroom's own sandbox did not answer (patients, prefetch)
 */
export const CDS_FAILURE_REASONS = [
  'unreachable',
  'blocked',
  'timeout',
  'too-large',
  'http-status',
  'not-json',
  'invalid',
  'no-service',
  'hook-not-supported',
  'no-patient',
  'no-draft-order',
  'sandbox-unavailable',
] as const;
export type CdsFailureReason = (typeof CDS_FAILURE_REASONS)[number];

export const cdsFailureSchema = z.object({
  reason: z.enum(CDS_FAILURE_REASONS),
  /** Discovery or the service call. */
  stage: z.enum(['discovery', 'service']),
  /** The address the failure is about (a refused redirect's target, for instance). */
  url: text(4000).optional(),
  status: z.number().int().optional(),
  field: text(500).optional(),
  problem: z.enum(CDS_FIELD_PROBLEMS).optional(),
  /** The technical detail (English), for integrators. */
  detail: text(2000).optional(),
});
export type CdsFailure = z.infer<typeof cdsFailureSchema>;

export const cdsTryPatientSchema = z.object({
  id: text(200),
  name: text(500),
});
export type CdsTryPatient = z.infer<typeof cdsTryPatientSchema>;

export const cdsTryServicesResponseSchema = z.object({
  /** The app's declared base URL, and the discovery document's address below it. */
  discoveryUrl: text(4000),
  outcome: z.discriminatedUnion('ok', [
    z.object({
      ok: z.literal(true),
      services: z.array(
        z.object({
          id: text(200),
          hook: text(200),
          title: text(500).optional(),
          description: text(5000),
          /** Whether the showroom can call it (its hook is one of CDS_TRY_HOOKS). */
          callable: z.boolean(),
        }),
      ),
    }),
    z.object({ ok: z.literal(false), failure: cdsFailureSchema }),
  ]),
  /** The sandbox's patients, by name; empty when the sandbox is not available. */
  patients: z.array(cdsTryPatientSchema).max(200),
});
export type CdsTryServicesResponse = z.infer<typeof cdsTryServicesResponseSchema>;

export const cdsTryCallParamsSchema = z.strictObject({
  id: idSchema,
  serviceId: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9._~-]+$/),
});

export const cdsTryCallBodySchema = z.strictObject({
  /** A Patient id of the sandbox. */
  patientId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9.-]+$/),
});
export type CdsTryCallBody = z.infer<typeof cdsTryCallBodySchema>;

export const cdsTryCallResponseSchema = z.object({
  /** Where the request went. */
  serviceUrl: text(4000),
  /** The CDS Hooks request exactly as it was sent (hook, hookInstance, fhirServer, context, prefetch). */
  request: anyJson.nullable(),
  /** The service's raw answer, as text (cut at CDS_TRY_RAW_MAX_CHARS); null when none came. */
  response: z
    .object({
      status: z.number().int(),
      contentType: text(500).optional(),
      body: text(CDS_TRY_RAW_MAX_CHARS + 100),
      truncated: z.boolean(),
    })
    .nullable(),
  timeMs: z.number().int().min(0),
  outcome: z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), cards: z.array(cdsCardSchema) }),
    z.object({ ok: z.literal(false), failure: cdsFailureSchema }),
  ]),
});
export type CdsTryCallResponse = z.infer<typeof cdsTryCallResponseSchema>;
