import { z } from 'zod';
import { EMAIL_MAX, REASON_MAX, URL_MAX } from './constants.ts';
import { REASON_TEXTS, REJECT_FORM_MESSAGES } from './messages.ts';
import { API_ERROR_TEXTS } from './server-texts.ts';

import { PROBLEM_KINDS, PROBLEM_KIND_NAMES, PROBLEM_TYPES, problemType } from './problems.ts';
import { APP_STATUSES, VENDOR_STATUSES } from './statuses.ts';

export { APP_STATUSES, ROLES, VENDOR_STATUSES } from './statuses.ts';
export type { AppStatus, Role, VendorStatus } from './statuses.ts';

export const appStatusSchema = z.enum(APP_STATUSES);
export const vendorStatusSchema = z.enum(VENDOR_STATUSES);

/**
 * Numeric ids in paths (`/apps/{id}`) and queries arrive as strings. Decision (issue 20): an id is
 * written in plain decimal digits, 1 to 2147483647 (the database's integer), and nothing else: no
 * sign, spaces, leading zeros, exponent or hex, so `0x1`, `1%20`, `1e3`, `+1` and `01` are not app 1
 * or 1000 but a 400, as `abc` always was.
 */
export const ID_PATTERN = /^[1-9][0-9]{0,9}$/;
export const ID_MAX = 2_147_483_647;
export const idSchema = z.coerce
  .string()
  .regex(ID_PATTERN, { error: API_ERROR_TEXTS.invalidId })
  .transform(Number)
  .pipe(z.number().int().max(ID_MAX, { error: API_ERROR_TEXTS.invalidId }));
export const idParamsSchema = z.object({ id: idSchema }).strict();

/** RFC 9457 problem details, the shape of every error response; `type` says the kind (problems.ts). */
export const problemSchema = z.object({
  type: z.enum(PROBLEM_TYPES).meta({
    description: `The kind of error:\n${PROBLEM_KIND_NAMES.map((k) => `- \`${problemType(k)}\` (${PROBLEM_KINDS[k].status}): ${PROBLEM_KINDS[k].description}`).join('\n')}`,
  }),
  title: z.string().max(2000),
  status: z.number().int(),
  detail: z.string().max(20000).optional(),
  instance: z.string().max(2000).optional(),
  errors: z
    .array(z.object({ path: z.string().max(2000), message: z.string().max(2000) }))
    .max(1000)
    .optional(),
});
export type Problem = z.infer<typeof problemSchema>;
/** What a client may receive as a problem: the API's, or another server's on the way (a proxy), with any `type`. */
export type ReceivedProblem = Omit<Problem, 'type'> & { type: string };

/** ISO 8601 instants as the API sends them (`Date#toISOString()`); the offset form is accepted from others. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true }).max(40);

/**
 * Media and icon URLs as the API returns them: usually root-relative (`/api/media/<sha256>.webp`),
 * absolute when a CDN is configured, so this is a bounded string rather than `z.url()`.
 */
export const mediaUrlSchema = z.string().max(URL_MAX);

/**
 * "https followed by a host containing a dot", used for demo, repository and vendor website URLs.
 * Labels may be internationalised; a port, path, query and fragment may follow the host.
 */
const HTTPS_URL_PATTERN =
  /^https:\/\/[A-Za-z0-9\u00a1-\uffff-]+(?:\.[A-Za-z0-9\u00a1-\uffff-]+)+(?::\d{1,5})?(?:[/?#]\S*)?$/;
export const isHttpsUrl = (value: string): boolean => HTTPS_URL_PATTERN.test(value);

/** Texts a person typed: blank means "not entered". */
export const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

// ---------------------------------------------------------------------------------------------
// Rejection reasons: a list of entries, of which the first entry's text is shown

/** One rejection. The API lists them newest first, so the first entry is the latest rejection. */
const reasonSchema = z.object({
  id: z.number().int().positive(),
  text: z.string().max(REASON_MAX),
  createdAt: isoDateTimeSchema,
  /** E-mail of the admin who rejected; omitted where the caller may not see it. */
  author: z.string().max(EMAIL_MAX).nullable().optional(),
});
export type Reason = z.infer<typeof reasonSchema>;

export const reasonListSchema = z.array(reasonSchema).max(1000);

/** The text the screens show for a reasons response; an empty list or blank text gives 'No reason provided.'. */
export function firstReasonText(list: readonly Pick<Reason, 'text'>[] | null | undefined): string {
  const text = list?.[0]?.text;
  return text === undefined || isBlank(text) ? REASON_TEXTS.noReason : text;
}

/** Reject modal: one reason, required; its limit is our decision (REASON_MAX). */
export const rejectFormSchema = z.object({
  reason: z
    .string()
    // The messages are read when a reason is checked, so they follow the language on screen.
    .max(REASON_MAX, { error: () => REJECT_FORM_MESSAGES.reasonTooLong })
    .refine((v) => !isBlank(v), { error: () => REJECT_FORM_MESSAGES.reasonRequired }),
});
export type RejectForm = z.infer<typeof rejectFormSchema>;

/**
 * `?newStatus=...&reason=...` of the status-change calls. The web sends an empty reason as absent;
 * the API also treats a blank one as absent.
 */
export const reasonQueryValueSchema = z.string().max(REASON_MAX);

// ---------------------------------------------------------------------------------------------
// Health

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** Per dependency (e.g. `database`), present on /health/ready. */
  checks: z.record(z.string().max(50), z.enum(['ok', 'unavailable'])).optional(),
});
