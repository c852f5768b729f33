// Live checks: what the showroom reads from an app's own servers (FHIR /metadata, SMART configuration,
// CDS Hooks discovery, an openEHR CDR's conformance and templates, and whether the demo, website and
// repository answer), and how each declared fact fares against it.
import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { URL_MAX } from './constants.ts';

/** What one check reads. */
export const CHECK_KINDS = [
  'fhir',
  'smart',
  'smart-manifest',
  'cds-hooks',
  'openehr',
  'registers',
  'demo',
  'website',
  'repository',
] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/** How a check ended: it read what it came for (passed), the server answered wrongly (failed), or it could not reach it (error). */
export const CHECK_OUTCOMES = ['passed', 'failed', 'error'] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/** A declared fact against what the server says. */
export const FACT_STATUSES = ['confirmed', 'not-confirmed', 'not-checkable'] as const;
export type FactStatus = (typeof FACT_STATUSES)[number];

export const checkedFactSchema = z.strictObject({
  /** The profile fact's key, as profileFacts names it (profile.fhir.versions, profile.smart.launchTypes). */
  key: z.string().max(100),
  /** The declared value this result is about (R4, Observation, hl7.fhir.us.core, ehr, patient-view). */
  value: z.string().max(300),
  status: z.enum(FACT_STATUSES),
  /** What the server reports instead, for a fact it does not confirm (e.g. "4.0.1 (R4)"). */
  reported: z.string().max(500).optional(),
});
export type CheckedFact = z.infer<typeof checkedFactSchema>;

export const checkRecordSchema = z.strictObject({
  id: z.number().int().positive(),
  appId: z.number().int().positive(),
  kind: z.enum(CHECK_KINDS),
  /** The address checked (the base URL the vendor declared, or the demo/website/repository address). */
  url: z.string().max(URL_MAX),
  startedAt: isoDateTimeSchema,
  finishedAt: isoDateTimeSchema,
  outcome: z.enum(CHECK_OUTCOMES),
  /** The final answer's HTTP status, when there was one. */
  httpStatus: z.number().int().min(100).max(599).optional(),
  /** The round trip of the final request, in milliseconds. */
  timeMs: z.number().int().min(0).optional(),
  /** A short readable account of a failure or error ("TLS certificate expired", "answered 404"). */
  detail: z.string().max(500).optional(),
  facts: z.array(checkedFactSchema).max(500),
  /** What the server said of itself, summarised (software name and version, FHIR version, capabilities). */
  evidence: z.record(z.string().max(100), z.unknown()),
});
export type CheckRecord = z.infer<typeof checkRecordSchema>;

/** How many of an app's checks the API keeps and shows: the newest. */
export const CHECK_HISTORY = 30;

/** GET and POST /apps/{id}/checks: the app's newest checks, newest first, and when the next run is due. */
export const appChecksResponseSchema = z.strictObject({
  /** Whether this showroom runs live checks at all (CHECKS_ENABLED). */
  enabled: z.boolean(),
  nextDueAt: isoDateTimeSchema.nullable(),
  checks: z.array(checkRecordSchema).max(CHECK_HISTORY),
});
export type AppChecksResponse = z.infer<typeof appChecksResponseSchema>;

/**
 * What a card shows of an app's live checks: when its claims were last all confirmed (a "Verified"
 * badge while that is within VERIFIED_FOR_DAYS), when its demo last answered, and whether the demo has
 * failed DEMO_FAILURES_UNAVAILABLE checks in a row.
 */
export const cardChecksSchema = z.strictObject({
  verifiedAt: isoDateTimeSchema.optional(),
  demoCheckedAt: isoDateTimeSchema.optional(),
  demoUnavailable: z.boolean().optional(),
  /** On an app's details only, with demoUnavailable: when the last of those failed demo checks ran. */
  demoFailedAt: isoDateTimeSchema.optional(),
});
export type CardChecks = z.infer<typeof cardChecksSchema>;

/** Failed demo checks in a row after which a card says "Demo unavailable" and the vendor is mailed. */
export const DEMO_FAILURES_UNAVAILABLE = 3;
