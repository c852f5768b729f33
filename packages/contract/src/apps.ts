import { z } from 'zod';
import {
  appStatusSchema,
  idSchema,
  isBlank,
  isHttpsUrl,
  isoDateTimeSchema,
  mediaUrlSchema,
  reasonQueryValueSchema,
} from './common.ts';
import {
  APP_NAME_MAX,
  CURSOR_MAX,
  DESCRIPTION_MAX,
  LIST_LIMIT_MAX,
  MAX_SCREENSHOTS_PER_APP,
  REASON_MAX,
  SEARCH_QUERY_MAX,
  SHORT_DESCRIPTION_MAX,
  URL_MAX,
  VENDOR_NAME_MAX,
  VERSION_MAX,
} from './constants.ts';
import { cardChecksSchema } from './checks.ts';
import { FACET_GROUPS, type FacetGroup } from './interop-core.ts';
import { cardInteropSchema, catalogueFiltersShape, interopProfileSchema } from './interop.ts';
import { appEvidenceSchema } from './evidence.ts';
import { APP_FORM_MESSAGES as M } from './messages.ts';
import { judgeUrl, normalisedUrl, urlJudgementMessage } from './public-url.ts';
import { APP_NEW_STATUSES } from './status-machine.ts';
import { textRefinement } from './text-rules.ts';
import { vendorPublicSchema } from './vendors.ts';
import { isOwnSampleDemoUrl } from './sample-demos.ts';

// ---------------------------------------------------------------------------------------------
// Entities

/**
 * Ours (issue 19), for the app's vendor and admins only: the latest rejection while the app's
 * in-progress version is REJECTED, so the card, the app's page and the preview say why. `update`: a
 * published version exists and stays live (`liveVersion` is its version text, if it has one); otherwise
 * the app itself was rejected. An empty `reason` reads 'No reason provided.'.
 */
export const appRejectionSchema = z.object({
  reason: z.string().max(REASON_MAX),
  update: z.boolean(),
  liveVersion: z.string().max(VERSION_MAX).nullable(),
});
export type AppRejection = z.infer<typeof appRejectionSchema>;

const screenshotSchema = z.object({
  id: z.number().int().positive(),
  url: mediaUrlSchema,
  /**
   * Additive: the smaller rendition (about 480 px wide) for cards and the carousel; `url` stays the
   * full image for the full-screen view. Absent or null where no rendition exists.
   */
  thumbUrl: mediaUrlSchema.nullable().optional(),
});
export type Screenshot = z.infer<typeof screenshotSchema>;

/**
 * One version of an app, as the details page, the editor and the preview read it. `id` is the app's
 * id (one id for an app's whole life); `versionId` names the version itself.
 *
 * `screenshots` is the version's effective list: for an in-progress version of a published app the API
 * has already applied `mergeScreenshots` (published minus `removedImages`, then its own), so the web
 * renders it as is.
 */
export const appDetailsSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().max(APP_NAME_MAX),
  description: z.string().max(DESCRIPTION_MAX),
  descriptionShort: z.string().max(SHORT_DESCRIPTION_MAX),
  demoUrl: z.string().max(URL_MAX).nullable(),
  repoUrl: z.string().max(URL_MAX).nullable(),
  version: z.string().max(VERSION_MAX).nullable(),
  icon: mediaUrlSchema.nullable(),
  screenshots: z.array(screenshotSchema).max(MAX_SCREENSHOTS_PER_APP * 2),
  removedImages: z.array(z.number().int().positive()).max(MAX_SCREENSHOTS_PER_APP * 2),
  status: appStatusSchema,
  updatedAt: isoDateTimeSchema,
  vendor: vendorPublicSchema,
  /** Additive. */
  versionId: z.number().int().positive().optional(),
  /** Additive: optimistic locking; send it back with PUT to be told (409) about a concurrent change. */
  rowVersion: z.number().int().min(0).optional(),
  /**
   * Additive, for the app's vendor and admins only: the status of a newer in-progress version, so the
   * details page can hide Edit while an update waits for approval and offer "View preview".
   */
  inProgressStatus: appStatusSchema.nullable().optional(),
  /**
   * Additive, on the published version: what its live checks found, as its card says it (Verified,
   * when the demo last answered, Demo unavailable after failed checks in a row); absent before any.
   */
  checks: cardChecksSchema.optional(),
  /** Additive, for the app's vendor and admins only: whether a published version exists ("View published"). */
  hasPublished: z.boolean().optional(),
  /** Additive, for the app's vendor and admins only: the published version's status (ACTIVE or DEACTIVATED). */
  publishedStatus: appStatusSchema.nullable().optional(),
  /** Additive, for the app's vendor and admins only: see appRejectionSchema. */
  rejection: appRejectionSchema.optional(),
  /** Additive: the version's interoperability profile; null when the vendor declared nothing. */
  profile: interopProfileSchema.nullable().optional(),
  /**
   * Additive: the profile at card size (standards, FHIR versions, SMART, CDS Hooks), for the summary at
   * the top of the app's page; absent when the version declares none of them.
   */
  interop: cardInteropSchema.optional(),
  /** Additive (issue 37): where the version runs, who uses it, certifications, data protection; null: nothing declared. */
  evidence: appEvidenceSchema.nullable().optional(),
});
export type AppDetails = z.infer<typeof appDetailsSchema>;

const APP_CARD_TYPES = ['App', 'AppForVendor'] as const;
const appCardTypeSchema = z.enum(APP_CARD_TYPES);

/** A version at card size: what a card shows of the published or the in-progress version. */
const appCardVersionSchema = z.object({
  name: z.string().max(APP_NAME_MAX),
  descriptionShort: z.string().max(SHORT_DESCRIPTION_MAX),
  icon: mediaUrlSchema.nullable(),
  demoUrl: z.string().max(URL_MAX).nullable(),
  status: appStatusSchema,
  version: z.string().max(VERSION_MAX).nullable().optional(),
  updatedAt: isoDateTimeSchema.optional(),
  /** Additive: the standards the version declares, for the card's badges; absent when it declares none. */
  interop: cardInteropSchema.optional(),
  /** Additive: what the app's live checks found (Verified, Demo checked, Demo unavailable); absent before any. */
  checks: cardChecksSchema.optional(),
  /** Additive (issue 37): how many reference sites the version names; absent when none. */
  referenceSites: z.number().int().min(1).max(1000).optional(),
});
export type AppCardVersion = z.infer<typeof appCardVersionSchema>;

/**
 * A list item. Type 'AppForVendor' (the vendor's own list) carries `published` and/or `inProgress`;
 * other types show the card's own fields. The card's own fields describe the version `cardView`
 * picks, so a reader that ignores the two versions still shows the right thing.
 */
export const appCardSchema = appCardVersionSchema.extend({
  id: z.number().int().positive(),
  vendor: z.object({ id: z.number().int().positive(), name: z.string().max(VENDOR_NAME_MAX) }),
  type: appCardTypeSchema,
  /** Additive `status` (issue 19): the published app's lifecycle status, for the badge of both versions. */
  originApp: z.object({ id: z.number().int().positive(), status: appStatusSchema.optional() }).optional(),
  published: appCardVersionSchema.optional(),
  inProgress: appCardVersionSchema.optional(),
  /** Additive, on the vendor's own cards: see appRejectionSchema. */
  rejection: appRejectionSchema.optional(),
});
export type AppCard = z.infer<typeof appCardSchema>;

export const appListResponseSchema = z.array(appCardSchema).max(1_000_000);
export type AppListResponse = z.infer<typeof appListResponseSchema>;

/** An update's gallery: the published screenshots minus the removed ones, then the in-progress ones. */
export function mergeScreenshots<T extends { readonly id: number }>(
  published: readonly T[],
  inProgress: readonly T[],
  removedIds: readonly number[],
): T[] {
  const removed = new Set(removedIds);
  return [...published.filter((s) => !removed.has(s.id)), ...inProgress];
}

// ---------------------------------------------------------------------------------------------
// Validation rules, shared by the form and the API body

/**
 * 'Name can not be empty' for '', 'Invalid name' for whitespace only or more than APP_NAME_MAX characters;
 * then the text rules (text-rules.ts: visible characters, no control or direction characters). Stored in NFC.
 */
const appNameSchema = z
  .string()
  .normalize('NFC')
  .max(APP_NAME_MAX, { error: () => M.nameInvalid })
  .superRefine((v, ctx) => {
    if (v === '') ctx.addIssue({ code: 'custom', message: M.nameRequired });
    else if (v.trim() === '') ctx.addIssue({ code: 'custom', message: M.nameInvalid });
    else textRefinement('name')(v, ctx);
  });

/** Messages are named by key and read at validation time, so they follow the interface's language. */
type Message = keyof typeof M;

/** A required text in NFC: the short description is one line, the description a long (markdown) text. */
const requiredText = (max: number, required: Message, tooLong: Message, kind: 'line' | 'long') =>
  z
    .string()
    .normalize('NFC')
    .max(max, { error: () => M[tooLong] })
    .refine((v) => !isBlank(v), { error: () => M[required] })
    .superRefine(textRefinement(kind));

const descriptionShortField = requiredText(
  SHORT_DESCRIPTION_MAX,
  'descriptionShortRequired',
  'descriptionShortTooLong',
  'line',
);
const descriptionField = requiredText(DESCRIPTION_MAX, 'descriptionRequired', 'descriptionTooLong', 'long');

/**
 * Optional https URL: empty means "none"; anything else must be https with a dotted host, and that host
 * a public one (public-url.ts: no IP literal, no internal name, a valid port, no look-alike).
 */
const optionalHttpsUrl = (format: Message, tooLong: Message, alsoAccept?: (v: string) => boolean) =>
  z
    .string()
    .max(URL_MAX, { error: () => M[tooLong] })
    .superRefine((v, ctx) => {
      if (v === '' || v.length > URL_MAX || alsoAccept?.(v) === true) return;
      const judged = judgeUrl(v, { linkFormat: isHttpsUrl });
      if (!judged.ok)
        ctx.addIssue({ code: 'custom', message: urlJudgementMessage(judged.problem, M[format]) });
    })
    // Stored as judged (issue 32): lower-case host, no trailing dot.
    .overwrite((v) => (alsoAccept?.(v) === true ? v : normalisedUrl(v, { linkFormat: isHttpsUrl })));

/** The demo address may also be one of this showroom's sample demo pages (sample-demos.ts). */
const demoUrlField = optionalHttpsUrl('demoUrlFormat', 'demoUrlTooLong', isOwnSampleDemoUrl);
const repoUrlField = optionalHttpsUrl('repoUrlFormat', 'repoUrlTooLong');
const versionField = z
  .string()
  .normalize('NFC')
  .max(VERSION_MAX, { error: () => M.versionTooLong })
  .superRefine(textRefinement('line'));

/**
 * The editor's info step. Every field is a string (empty when not entered) so react-hook-form can
 * bind inputs directly. Decision: demo and repository URLs are optional (only their format was
 * given), version is optional.
 */
export const appFormSchema = z.object({
  name: appNameSchema,
  descriptionShort: descriptionShortField,
  description: descriptionField,
  demoUrl: demoUrlField,
  repoUrl: repoUrlField,
  version: versionField,
});
export type AppForm = z.infer<typeof appFormSchema>;

export const emptyAppForm: AppForm = {
  name: '',
  descriptionShort: '',
  description: '',
  demoUrl: '',
  repoUrl: '',
  version: '',
};

export function appToForm(
  app: Pick<AppDetails, 'name' | 'descriptionShort' | 'description' | 'demoUrl' | 'repoUrl' | 'version'>,
): AppForm {
  return {
    name: app.name,
    descriptionShort: app.descriptionShort,
    description: app.description,
    demoUrl: app.demoUrl ?? '',
    repoUrl: app.repoUrl ?? '',
    version: app.version ?? '',
  };
}

/**
 * POST /apps. Optional texts may be null, absent or ''; the API stores all three as null. `vendor.id`
 * must be the caller's own vendor.
 */
export const appCreateBodySchema = z.strictObject({
  name: appNameSchema,
  description: descriptionField,
  descriptionShort: descriptionShortField,
  demoUrl: demoUrlField.nullable().optional(),
  repoUrl: repoUrlField.nullable().optional(),
  version: versionField.nullable().optional(),
  vendor: z.strictObject({ id: z.number().int().positive() }),
  /**
   * Additive: the interoperability profile of this version. Absent keeps what the version has (an
   * update of a published app starts from the published profile); null declares nothing.
   */
  profile: interopProfileSchema.nullable().optional(),
  /** Additive (issue 37): the version's evidence; absent keeps what the version has, null declares nothing. */
  evidence: appEvidenceSchema.nullable().optional(),
});
export type AppCreateBody = z.infer<typeof appCreateBodySchema>;

/** PUT /apps/:id: the same JSON as POST, plus the optional optimistic-locking `rowVersion`. */
export const appUpdateBodySchema = appCreateBodySchema.extend({
  rowVersion: z.number().int().min(0).optional(),
});
export type AppUpdateBody = z.infer<typeof appUpdateBodySchema>;

const emptyToNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());

/**
 * The request body for the editor's values: trimmed, empty optional fields as null. The description is
 * markdown, where leading spaces carry meaning, so it is sent as typed.
 */
export function appFormToBody(form: AppForm, vendorId: number, rowVersion?: number): AppUpdateBody {
  return {
    name: form.name.trim(),
    description: form.description,
    descriptionShort: form.descriptionShort.trim(),
    demoUrl: emptyToNull(form.demoUrl),
    repoUrl: emptyToNull(form.repoUrl),
    version: emptyToNull(form.version),
    vendor: { id: vendorId },
    ...(rowVersion !== undefined ? { rowVersion } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Params and queries

export const appIdParamsSchema = z.strictObject({ id: idSchema });

export const screenshotParamsSchema = z.strictObject({ id: idSchema, screenshotId: idSchema });

export const APP_SORTS = ['name', 'updated', 'relevance'] as const;
const appSortSchema = z.enum(APP_SORTS);
export type AppSort = z.infer<typeof appSortSchema>;

/**
 * GET /apps. Without `status`: the published catalogue (public). With `status`: the admin lists
 * (WAITING_FOR_APPROVAL, DEACTIVATED), which the API allows for admins only.
 * Additive: `q` searches, `sort` orders, `limit`/`cursor` page; the response stays an array and the
 * next page's cursor comes in the NEXT_CURSOR_HEADER response header.
 */
export const appListQuerySchema = z.strictObject({
  status: appStatusSchema.optional(),
  q: z.string().max(SEARCH_QUERY_MAX).optional(),
  sort: appSortSchema.optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).optional(),
  cursor: z.string().max(CURSOR_MAX).optional(),
  /** Additive: repeatable filters (values of one parameter are alternatives; parameters all apply). */
  ...catalogueFiltersShape,
});
export type AppListQuery = z.infer<typeof appListQuerySchema>;

/** GET /apps/facets: the same search and filters as GET /apps. */
export const appFacetsQuerySchema = z.strictObject({
  q: z.string().max(SEARCH_QUERY_MAX).optional(),
  ...catalogueFiltersShape,
});
export type AppFacetsQuery = z.infer<typeof appFacetsQuerySchema>;

const facetCountsSchema = z
  .array(z.strictObject({ value: z.string().max(200), count: z.number().int().min(0) }))
  .max(1_000);

/** Per filter group, each option's count: the apps it gives with every other group's selection applied. */
export const appFacetsResponseSchema = z.strictObject({
  total: z.number().int().min(0),
  groups: z.strictObject(
    Object.fromEntries(FACET_GROUPS.map((group) => [group, facetCountsSchema])) as Record<
      FacetGroup,
      typeof facetCountsSchema
    >,
  ),
});

const appNewStatusSchema = z.enum(APP_NEW_STATUSES);

export const appStatusChangeQuerySchema = z.strictObject({
  newStatus: appNewStatusSchema,
  reason: reasonQueryValueSchema.optional(),
});
export type AppStatusChangeQuery = z.infer<typeof appStatusChangeQuerySchema>;
