// Open data (issue 18): the published catalogue as a licensed download (JSON with a published JSON
// Schema, and CSV) and an Atom feed of new and updated apps. Only what the public already sees: the
// published version of every public app, its vendor's public profile, its interoperability profile and
// what its app page shows of the live checks.
import { z } from 'zod';
import { CHECK_KINDS, CHECK_OUTCOMES, FACT_STATUSES } from './checks.ts';
import { isoDateTimeSchema } from './common.ts';
import { APP_NAME_MAX, SHORT_DESCRIPTION_MAX, URL_MAX, VENDOR_NAME_MAX, VERSION_MAX } from './constants.ts';
import { texts } from './i18n/locale.ts';
import { appEvidenceSchema } from './evidence.ts';
import { interopProfileSchema } from './interop.ts';
import { OPEN_DATA_EXPORTS } from './open-data-core.ts';

/** Most apps an export describes (the list schemas' bound; the catalogue is far smaller). */
const EXPORT_APPS_MAX = 1_000_000;

/** One declared fact against what the app's server reported, at the app's last check of that kind. */
const exportFactSchema = z.strictObject({
  key: z.string().max(100).describe('The profile fact, e.g. profile.fhir.versions.'),
  value: z.string().max(300).describe('The declared value the result is about, e.g. R4.'),
  status: z.enum(FACT_STATUSES),
});

/** The newest check of one kind of the app's published version. */
const exportCheckSchema = z.strictObject({
  kind: z.enum(CHECK_KINDS),
  checkedAt: isoDateTimeSchema.describe('When the check finished.'),
  outcome: z.enum(CHECK_OUTCOMES),
  facts: z.array(exportFactSchema).max(500),
});

export const openDataChecksSchema = z.strictObject({
  verifiedAt: isoDateTimeSchema
    .nullable()
    .describe('When all checkable claims of the published version were last confirmed (null: not now).'),
  demoCheckedAt: isoDateTimeSchema.nullable().describe('When the demo last answered.'),
  demoUnavailable: z.boolean().describe('The demo failed its last 3 checks in a row.'),
  latest: z
    .array(exportCheckSchema)
    .max(CHECK_KINDS.length)
    .describe("The newest check of each kind of the published version, as the app's page shows them."),
});

const exportVendorSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().max(VENDOR_NAME_MAX),
  website: z.string().max(URL_MAX).nullable(),
  url: z.string().max(URL_MAX).describe("The vendor's page in the showroom."),
});

export const openDataAppSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().max(APP_NAME_MAX),
  url: z.string().max(URL_MAX).describe("The app's page in the showroom (its readable address)."),
  descriptionShort: z.string().max(SHORT_DESCRIPTION_MAX),
  version: z.string().max(VERSION_MAX).nullable(),
  updatedAt: isoDateTimeSchema.describe('When the published version was last changed.'),
  vendor: exportVendorSchema,
  demoUrl: z.string().max(URL_MAX).nullable(),
  repositoryUrl: z.string().max(URL_MAX).nullable(),
  profile: interopProfileSchema.nullable().describe('The interoperability profile the vendor declared.'),
  evidence: appEvidenceSchema
    .nullable()
    .describe(
      'Where the app runs, who uses it (organisations), its certifications and data protection, as the vendor declared them.',
    ),
  checks: openDataChecksSchema,
});
export type OpenDataApp = z.infer<typeof openDataAppSchema>;

/** GET /api/export/catalogue.json. */
export const catalogueExportSchema = z
  .strictObject({
    licence: z.strictObject({ name: z.string().max(200), url: z.string().max(URL_MAX) }),
    generatedAt: isoDateTimeSchema.describe(
      'The data as of: the newest change among the published versions, vendors and check results it holds (the same bytes from every server for the same catalogue).',
    ),
    schema: z.string().max(URL_MAX).describe('The address of this JSON Schema.'),
    apps: z.array(openDataAppSchema).max(EXPORT_APPS_MAX),
  })
  .describe(
    `Every published app of the showroom with its vendor, interoperability profile and last check results. Also as CSV (${OPEN_DATA_EXPORTS.csv}).`,
  );
export type CatalogueExport = z.infer<typeof catalogueExportSchema>;

/**
 * The export's JSON Schema (draft 2020-12), generated from the zod schema above, so the published
 * schema and the validated answers cannot drift apart. Refinements (the profile's cross-field rules)
 * cannot be said in JSON Schema and are left out.
 */
export function catalogueExportJsonSchema(id: string): Record<string, unknown> {
  return {
    ...z.toJSONSchema(catalogueExportSchema, { io: 'output', unrepresentable: 'any' }),
    $id: id,
    title: 'Showroom open data: the published catalogue',
  };
}

/**
 * The feed's texts. The feed is one document for every reader (kept by the front door and by
 * proxies), so it is written in English; its German is here for completeness and a later `?lang=`.
 */
export const FEED_TEXTS = texts('FEED_TEXTS', {
  title: 'Showroom: new and updated apps',
  subtitle: 'Apps published or updated in the showroom of openEHR and HL7 FHIR apps, newest first.',
  categoryTitle: (category: string): string => `Showroom: new and updated apps in ${category}`,
  /** A 400's detail for ?category= with no known category. */
  unknownCategory: (known: string): string => `The category is not one of: ${known}.`,
} as const);
