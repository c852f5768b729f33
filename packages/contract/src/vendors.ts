import { z } from 'zod';
import {
  idSchema,
  isBlank,
  isHttpsUrl,
  mediaUrlSchema,
  reasonQueryValueSchema,
  vendorStatusSchema,
} from './common.ts';
import {
  EMAIL_LOCAL_PART_MAX,
  EMAIL_MAX,
  REASON_MAX,
  URL_MAX,
  VENDOR_DESCRIPTION_MAX,
  VENDOR_NAME_MAX,
} from './constants.ts';
import { VENDOR_FORM_MESSAGES as M } from './messages.ts';
import { emailDomainError, judgeUrl, normalisedUrl, urlJudgementMessage } from './public-url.ts';
import { textRefinement, type TextKind } from './text-rules.ts';
import { VENDOR_NEW_STATUSES } from './status-machine.ts';

// ---------------------------------------------------------------------------------------------
// Entities

/** What everyone may see of a vendor: the developer info of an app's detail page. */
export const vendorPublicSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().max(VENDOR_NAME_MAX),
  description: z.string().max(VENDOR_DESCRIPTION_MAX),
  email: z.string().max(EMAIL_MAX),
  website: z.string().max(URL_MAX).nullable(),
  /** Carries the cache-busting timestamp already (see withIconTimestamp). */
  imageUrl: mediaUrlSchema.nullable(),
});

export const vendorSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().max(VENDOR_NAME_MAX),
  description: z.string().max(VENDOR_DESCRIPTION_MAX),
  email: z.string().max(EMAIL_MAX),
  website: z.string().max(URL_MAX).nullable().optional(),
  imageUrl: mediaUrlSchema.nullable().optional(),
  status: vendorStatusSchema,
  /** The first reason's text; the client fills it in after loading the reasons. */
  reason: z.string().max(REASON_MAX).optional(),
  /** Additive: optimistic locking; send it back with PUT to be told (409) about a concurrent change. */
  rowVersion: z.number().int().min(0).optional(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const vendorListResponseSchema = z.array(vendorSchema).max(100_000);

/**
 * Adds the timestamp query parameter `t` to a vendor icon URL so a changed icon is not served from a
 * stale cache. Replaces an earlier `t`, keeps other parameters and the fragment.
 */
export function withIconTimestamp(url: string, timestamp: number | string | Date): string;
export function withIconTimestamp(url: null | undefined, timestamp: number | string | Date): null;
export function withIconTimestamp(
  url: string | null | undefined,
  timestamp: number | string | Date,
): string | null;
export function withIconTimestamp(
  url: string | null | undefined,
  timestamp: number | string | Date,
): string | null {
  if (url === null || url === undefined || url === '') return null;
  const ts = timestamp instanceof Date ? timestamp.getTime() : timestamp;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const withoutT = base.replace(/([?&])t=[^&]*(&|$)/, (_m, lead: string, tail: string) => (tail ? lead : ''));
  const sep = withoutT.includes('?') ? (withoutT.endsWith('?') || withoutT.endsWith('&') ? '' : '&') : '?';
  return `${withoutT}${sep}t=${encodeURIComponent(String(ts))}${hash}`;
}

// ---------------------------------------------------------------------------------------------
// Validation rules, shared by the form and the API body

/**
 * The "standard pattern" is the WHATWG HTML one for `<input type=email>` (also Angular's
 * Validators.email). A dot-less domain such as `ops@localhost` passes the pattern, as it does in
 * browsers, but not emailError: the domain must be a public one (public-url.ts, issue 20).
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** One message per value, in the order a person fixes them: empty, too long, local part, shape. */
export function emailError(value: string): string | undefined {
  if (isBlank(value)) return M.emailRequired;
  if (value.length > EMAIL_MAX) return M.emailTooLong;
  const at = value.lastIndexOf('@');
  if (at > EMAIL_LOCAL_PART_MAX) return M.emailLocalPartTooLong;
  return EMAIL_PATTERN.test(value) ? emailDomainError(value) : M.emailInvalid;
}

/** "required, must start with https and contain a dot": the same https-with-a-dotted-host rule as app URLs. */
function websiteError(value: string): string | undefined {
  if (isBlank(value)) return M.websiteRequired;
  if (value.length > URL_MAX) return M.websiteTooLong;
  const judged = judgeUrl(value, { linkFormat: isHttpsUrl });
  return judged.ok ? undefined : urlJudgementMessage(judged.problem, M.websiteFormat);
}

/** Messages are named by key and read at validation time, so they follow the interface's language. */
type Message = keyof typeof M;

/** A required text, stored in NFC, with the text rules of its kind (text-rules.ts). */
function requiredText(max: number, required: Message, tooLong: Message, kind: TextKind) {
  return z
    .string()
    .normalize('NFC')
    .max(max, { error: () => M[tooLong] })
    .refine((v) => !isBlank(v), { error: () => M[required] })
    .superRefine(textRefinement(kind));
}

const emailField = z
  .string()
  .max(EMAIL_MAX, { error: () => M.emailTooLong })
  .superRefine((v, ctx) => {
    const message = emailError(v);
    // The length issue is already raised by max(); one message per problem.
    if (message !== undefined && message !== M.emailTooLong) ctx.addIssue({ code: 'custom', message });
  });

const websiteField = z
  .string()
  .max(URL_MAX, { error: () => M.websiteTooLong })
  .superRefine((v, ctx) => {
    const message = websiteError(v);
    if (message !== undefined && message !== M.websiteTooLong) ctx.addIssue({ code: 'custom', message });
  })
  // Stored as judged (issue 32): lower-case host, no trailing dot.
  .overwrite((v) => normalisedUrl(v, { linkFormat: isHttpsUrl }));

const vendorNameField = requiredText(VENDOR_NAME_MAX, 'nameRequired', 'nameTooLong', 'name');
const vendorDescriptionField = requiredText(
  VENDOR_DESCRIPTION_MAX,
  'descriptionRequired',
  'descriptionTooLong',
  'long',
);

// ---------------------------------------------------------------------------------------------
// Vendor form (my-vendor-info, register-vendor)

/**
 * The web's vendor form. Website is checked at object level because of a documented quirk, kept on purpose:
 * while the name field has its required error, any website error is worded 'Website can not be empty',
 * even when the website is merely malformed. The API body below has the same rules without the quirk.
 */
export const vendorFormSchema = z
  .object({
    vendorName: vendorNameField,
    vendorDescription: vendorDescriptionField,
    vendorWebsite: z.string().max(URL_MAX, { error: () => M.websiteTooLong }),
    vendorMail: emailField,
  })
  .superRefine((form, ctx) => {
    const error = websiteError(form.vendorWebsite);
    if (error === undefined || error === M.websiteTooLong) return;
    const message = isBlank(form.vendorName) ? M.websiteRequired : error;
    ctx.addIssue({ code: 'custom', path: ['vendorWebsite'], message });
  });
export type VendorForm = z.infer<typeof vendorFormSchema>;

export const emptyVendorForm: VendorForm = {
  vendorName: '',
  vendorDescription: '',
  vendorWebsite: '',
  vendorMail: '',
};

export function vendorToForm(vendor: Pick<Vendor, 'name' | 'description' | 'website' | 'email'>): VendorForm {
  return {
    vendorName: vendor.name,
    vendorDescription: vendor.description,
    vendorWebsite: vendor.website ?? '',
    vendorMail: vendor.email,
  };
}

// ---------------------------------------------------------------------------------------------
// API bodies, params and queries

/**
 * POST /vendors and PUT /vendors/:id. `imageUrl` is part of the original payload but the icon is set by
 * its own upload; the API ignores the value sent here.
 */
export const vendorBodySchema = z.strictObject({
  name: vendorNameField,
  email: emailField,
  imageUrl: mediaUrlSchema.nullable().optional(),
  website: websiteField,
  description: vendorDescriptionField,
  rowVersion: z.number().int().min(0).optional(),
});
export type VendorBody = z.infer<typeof vendorBodySchema>;

/** Trims what the person typed; the form's values are already valid. */
export function vendorFormToBody(
  form: VendorForm,
  extra: { imageUrl?: string | null; rowVersion?: number } = {},
): VendorBody {
  return {
    name: form.vendorName.trim(),
    email: form.vendorMail.trim(),
    website: form.vendorWebsite.trim(),
    description: form.vendorDescription.trim(),
    ...(extra.imageUrl !== undefined ? { imageUrl: extra.imageUrl } : {}),
    ...(extra.rowVersion !== undefined ? { rowVersion: extra.rowVersion } : {}),
  };
}

export const vendorIdParamsSchema = z.strictObject({ id: idSchema });

/** GET /vendors: without status the approved vendors. */
export const vendorListQuerySchema = z.strictObject({ status: vendorStatusSchema.optional() });
export type VendorListQuery = z.infer<typeof vendorListQuerySchema>;

const vendorNewStatusSchema = z.enum(VENDOR_NEW_STATUSES);

export const vendorStatusChangeQuerySchema = z.strictObject({
  newStatus: vendorNewStatusSchema,
  reason: reasonQueryValueSchema.optional(),
});
