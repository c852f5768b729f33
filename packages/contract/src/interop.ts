// An app's interoperability profile: which standards it speaks and how precisely, and how it is classified.
// Part of each app version (edited by the vendor, reviewed by an admin, published with the version). Every
// part is optional; what is declared is validated against maintained lists (FHIR resource types per
// version, SPDX licence ids: src/generated/) and the standards' own syntax (SMART scopes, FHIR package ids).
import { z } from 'zod';
import { isHttpsUrl } from './common.ts';
import { judgeUrl, normalisedUrl, urlJudgementMessage } from './public-url.ts';
import { isOwnSampleCdsUrl, isOwnSampleDemoUrl, isOwnSandboxUrl } from './sample-demos.ts';
import { TEXT_RULE_MESSAGES, textProblem } from './text-rules.ts';
import { URL_MAX } from './constants.ts';
import { FHIR_RESOURCE_TYPES_BY_VERSION } from './generated/fhir-resource-types.ts';
import { SPDX_LICENSE_IDS, SPDX_OSI_APPROVED_IDS } from './generated/spdx-licenses.ts';
import {
  AUDIENCES,
  CATEGORIES,
  DEVICE_CLASSES,
  FHIR_VERSIONS,
  OPENEHR_REST_API_VERSIONS,
  OPENEHR_RM_VERSIONS,
  PLATFORMS,
  PRICING,
  PROPRIETARY,
  SMART_CLIENT_TYPES,
  SMART_LAUNCH_TYPES,
  STANDARDS,
  FACET_GROUP_VALUES,
  FILTER_PARAMS,
  FILTER_VALUES_MAX,
  type CardInterop,
  type CatalogueFilters,
  type FhirVersion,
  type FilterParam,
  type LicenseKind,
} from './interop-core.ts';
import { INTEROP_LIMITS as L, MAX_CATEGORIES } from './interop-editing.ts';
import { knownLanguageName } from './interop-labels.ts';
import { texts } from './i18n/locale.ts';
import { RUNS_ON_SYSTEMS } from './evidence-core.ts';

export * from './interop-core.ts';
export * from './interop-editing.ts';
export * from './interop-labels.ts';
export * from './interop-facts.ts';
export { FHIR_RESOURCE_TYPES_BY_VERSION } from './generated/fhir-resource-types.ts';

export const INTEROP_MESSAGES = texts('INTEROP_MESSAGES', {
  urlFormat: 'Please enter an https URL',
  /** The SMART launch URL and redirect URIs (issue 37's integration facts). */
  appUrlFormat: "Please enter the app's https URL (https://…, or http://… on an intranet)",
  serverUrlFormat: "Please enter the server's base URL (https://…, or http://… on an intranet)",
  duplicate: (what: string) => `${what} is listed twice`,
  tooMany: (n: number, what: string) => `At most ${n} ${what}`,
  unknownResource: (name: string, versions: readonly string[]) =>
    `${name} is not a FHIR resource type in ${versions.join(', ')}`,
  igPackageId: 'Please enter a FHIR package id, e.g. hl7.fhir.us.core',
  igVersion: 'Please enter a package version, e.g. 6.1.0',
  smartScope: (scope: string) =>
    `${scope} is not a SMART scope (e.g. patient/Observation.rs, user/*.read, launch/patient, openid)`,
  hookName: 'Please enter a hook name in lower case with hyphens, e.g. patient-view',
  templateId: 'Please enter the template id as it appears in the template (no line breaks)',
  cdrName: 'Please enter the name of the CDR',
  language: (tag: string) => `${tag} is not a language tag (e.g. en, de-CH, pt-BR)`,
  license: 'Please choose an SPDX licence id (e.g. Apache-2.0) or proprietary',
  deviceNone: 'Not a medical device can not be combined with a device class',
  /** Where no FHIR version is chosen, unknownResource names this instead. */
  anyFhirVersion: 'any FHIR version',
  fhirNotDeclared: 'Declare HL7 FHIR under Standards to describe FHIR details',
  openehrNotDeclared: 'Declare openEHR under Standards to describe openEHR details',
  smartNeedsStandard: 'Declare HL7 FHIR or openEHR under Standards to describe a SMART launch',
  /** What tooMany counts (`At most 3 categories`) and duplicate names. */
  lists: {
    versions: 'versions',
    resourceTypes: 'resource types',
    implementationGuides: 'implementation guides',
    launchTypes: 'launch types',
    scopes: 'scopes',
    redirectUris: 'redirect URIs',
    hooks: 'hooks',
    templates: 'templates',
    cdrs: 'CDRs',
    categories: 'categories',
    audiences: 'audiences',
    platforms: 'platforms',
    languages: 'languages',
    deviceClasses: 'device classes',
    standards: 'standards',
  },
} as const);
const M = INTEROP_MESSAGES;
type Message = Exclude<keyof typeof M, 'lists'>;
/** A message by key, read at validation time (the interface's language at that moment). */
const msg = (key: Message) => ({ error: () => M[key] as string });

/**
 * A bounded list without duplicates. `identity` says what makes two entries the same, the name the
 * message uses, and (for objects) the field the issue points at.
 */
function uniqueList<T extends z.ZodType>(
  item: T,
  max: number,
  what: keyof typeof M.lists,
  identity: (value: z.output<T>) => { key: string; name: string; field?: string } = (value) => ({
    key: String(value),
    name: String(value),
  }),
) {
  return z
    .array(item)
    .max(max, { error: () => M.tooMany(max, M.lists[what]) })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((value, i) => {
        const { key, name, field } = identity(value);
        if (seen.has(key)) {
          ctx.addIssue({ code: 'custom', path: field ? [i, field] : [i], message: M.duplicate(name) });
        }
        seen.add(key);
      });
    });
}

/**
 * An address field judged by the one rule (public-url.ts judgeUrl, issue 32): refused with the field's
 * format message or the problem's own, stored in its normalised form.
 */
function judgedUrl(format: Message, options: { server: boolean; accept?: (value: string) => boolean }) {
  return judgedUrlValue(format, options).nullable().optional();
}

/** judgedUrl's value alone (a list's entry). */
function judgedUrlValue(format: Message, options: { server: boolean; accept?: (value: string) => boolean }) {
  const judge = { server: options.server, linkFormat: isHttpsUrl };
  return z
    .string()
    .max(URL_MAX, msg(format))
    .superRefine((v, ctx) => {
      if (options.accept?.(v)) return;
      const judged = judgeUrl(v, judge);
      if (!judged.ok) {
        ctx.addIssue({ code: 'custom', message: urlJudgementMessage(judged.problem, M[format] as string) });
      }
    })
    .overwrite((v) => (options.accept?.(v) ? v : normalisedUrl(v, judge)));
}

/** A link visitors follow (a template's CKM page): https, and a public host (public-url.ts). */
const optionalHttpsUrl = judgedUrl('urlFormat', { server: false });

/**
 * A server's base URL (FHIR sandbox, CDS Hooks discovery, demo CDR): https, or http to a host the
 * operator allows (an intranet catalogue's servers, CHECK_ALLOW_HOSTS), by the same rule as links.
 */
// Also exactly this showroom's own FHIR sandbox (sample-demos.ts, issue 33), which its host policy may refuse.
const optionalServerUrl = judgedUrl('serverUrlFormat', { server: true, accept: isOwnSandboxUrl });
/** A CDS Hooks base URL: the same rule, or exactly this showroom's own sample CDS service (issue 36). */
const optionalCdsBaseUrl = judgedUrl('serverUrlFormat', { server: true, accept: isOwnSampleCdsUrl });

const shortText = (message: Message) =>
  z
    .string()
    .trim()
    .normalize('NFC')
    .min(1, msg(message))
    .max(L.text, msg(message))
    // No control characters: the text lands in one line on the page and in attributes.
    .refine((v) => ![...v].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f), msg(message))
    // Nor direction overrides, noncharacters, piles of combining marks or only invisible characters (text-rules.ts).
    .superRefine((v, ctx) => {
      const problem = textProblem(v, 'name');
      if (problem !== undefined && problem !== 'control')
        ctx.addIssue({ code: 'custom', message: TEXT_RULE_MESSAGES[problem] });
    });

// ---------------------------------------------------------------------------------------------
// FHIR

const ALL_RESOURCE_TYPES: ReadonlySet<string> = new Set(Object.values(FHIR_RESOURCE_TYPES_BY_VERSION).flat());

/** Whether `name` is a resource type of any of the versions (of any version when none is given). */
export function isFhirResourceType(name: string, versions: readonly FhirVersion[] = []): boolean {
  if (versions.length === 0) return ALL_RESOURCE_TYPES.has(name);
  return versions.some((v) => (FHIR_RESOURCE_TYPES_BY_VERSION[v] as readonly string[]).includes(name));
}

/** The resource types a picker offers for the chosen versions (all versions' when none is chosen), sorted. */
export function fhirResourceTypesFor(versions: readonly FhirVersion[]): string[] {
  const chosen = versions.length > 0 ? versions : FHIR_VERSIONS;
  return [...new Set(chosen.flatMap((v) => FHIR_RESOURCE_TYPES_BY_VERSION[v]))].sort();
}

/** FHIR package ids: lower-case dotted names, at least two parts (hl7.fhir.us.core, de.gematik.isik-basismodul). */
export const FHIR_PACKAGE_ID_PATTERN = /^[a-z][a-z0-9_-]*(?:\.[a-z0-9_-]+)+$/;
/** Package versions are SemVer (6.1.0, 4.0.0-rc3). */
export const FHIR_PACKAGE_VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

export const implementationGuideSchema = z.strictObject({
  packageId: z.string().max(100, msg('igPackageId')).regex(FHIR_PACKAGE_ID_PATTERN, msg('igPackageId')),
  version: z
    .string()
    .max(50, msg('igVersion'))
    .regex(FHIR_PACKAGE_VERSION_PATTERN, msg('igVersion'))
    .nullable()
    .optional(),
});
export type ImplementationGuide = z.infer<typeof implementationGuideSchema>;

export const fhirProfileSchema = z
  .strictObject({
    versions: uniqueList(z.enum(FHIR_VERSIONS), FHIR_VERSIONS.length, 'versions'),
    resources: uniqueList(z.string().max(100), L.resources, 'resourceTypes'),
    implementationGuides: uniqueList(
      implementationGuideSchema,
      L.implementationGuides,
      'implementationGuides',
      (ig) => ({ key: `${ig.packageId}@${ig.version ?? ''}`, name: ig.packageId, field: 'packageId' }),
    ),
    /** A public FHIR sandbox or demo server's base URL (or this showroom's own sandbox). */
    sandboxUrl: optionalServerUrl,
  })
  .superRefine((fhir, ctx) => {
    fhir.resources.forEach((name, i) => {
      if (!isFhirResourceType(name, fhir.versions)) {
        ctx.addIssue({
          code: 'custom',
          path: ['resources', i],
          message: M.unknownResource(name, fhir.versions.length > 0 ? fhir.versions : [M.anyFhirVersion]),
        });
      }
    });
  });

// ---------------------------------------------------------------------------------------------
// SMART App Launch (v1 and v2 scopes; SMART on openEHR's template and composition scopes)

const CONTEXT_SCOPES = new Set([
  'openid',
  'fhirUser',
  'profile',
  'launch',
  'launch/patient',
  'launch/encounter',
  'offline_access',
  'online_access',
]);
/** v1: patient/Observation.read, user/*.write, system/*.*. */
const SCOPE_V1 = /^(patient|user|system)\/(\*|[A-Z][A-Za-z]+)\.(read|write|\*)$/;
/** v2: patient/Observation.rs, user/Patient.cruds, optionally with a search query (?category=laboratory). */
const SCOPE_V2 = /^(patient|user|system)\/(\*|[A-Z][A-Za-z]+)\.(c?r?u?d?s?)(\?\S+)?$/;
/** SMART on openEHR: patient/composition-<templateId>.crud, user/template-<templateId>.r. */
const SCOPE_OPENEHR = /^(patient|user|system)\/(composition|template)-\S+\.(c?r?u?d?s?|read|write|\*)$/;

/** Whether `scope` is a SMART scope in v1 or v2 syntax (with a known resource type), or a context scope. */
export function isSmartScope(scope: string): boolean {
  if (CONTEXT_SCOPES.has(scope)) return true;
  if (SCOPE_OPENEHR.test(scope)) return !scope.endsWith('.');
  const m = SCOPE_V1.exec(scope) ?? SCOPE_V2.exec(scope);
  if (!m) return false;
  if (m[3] === '') return false; // "patient/Observation." grants nothing
  return m[2] === '*' || isFhirResourceType(m[2] ?? '');
}

/**
 * An address of the app itself (its SMART launch URL, a redirect URI): the server rule (https, or http to
 * a host the operator allows), or exactly a sample demo page of this showroom or its `/app` page (the
 * seeded SMART demos' launch URL and redirect URI, sandbox-smart.ts).
 */
const APP_URL = {
  server: true,
  accept: (v: string) => isOwnSampleDemoUrl(v) || (v.endsWith('/app') && isOwnSampleDemoUrl(v.slice(0, -4))),
};

export const smartProfileSchema = z.strictObject({
  launchTypes: uniqueList(z.enum(SMART_LAUNCH_TYPES), SMART_LAUNCH_TYPES.length, 'launchTypes'),
  clientType: z.enum(SMART_CLIENT_TYPES).nullable().optional(),
  scopes: uniqueList(
    z
      .string()
      .max(300)
      .refine(isSmartScope, { error: (issue) => M.smartScope(String(issue.input)) }),
    L.scopes,
    'scopes',
  ),
  /**
   * Integration facts (issue 37): the address an EHR opens to launch the app, and the addresses the
   * authorization server may send it back to. The live check reads the app's SMART app manifest
   * (smartManifestUrls) and compares them with its `launch_url` and `redirect_uris`.
   */
  launchUrl: judgedUrl('appUrlFormat', APP_URL),
  redirectUris: uniqueList(
    judgedUrlValue('appUrlFormat', APP_URL),
    L.redirectUris,
    'redirectUris',
  ).optional(),
});

// ---------------------------------------------------------------------------------------------
// CDS Hooks

export const cdsHooksProfileSchema = z.strictObject({
  hooks: uniqueList(
    z
      .string()
      .max(100, msg('hookName'))
      .regex(/^[a-z0-9]+(?:[-.][a-z0-9]+)*$/, msg('hookName')),
    L.hooks,
    'hooks',
  ),
  /** The base URL whose /cds-services lists the services. */
  discoveryUrl: optionalCdsBaseUrl,
});

// ---------------------------------------------------------------------------------------------
// openEHR

export const openehrTemplateSchema = z.strictObject({
  id: shortText('templateId'),
  /** The template's page in a Clinical Knowledge Manager (e.g. ckm.openehr.org). */
  ckmUrl: optionalHttpsUrl,
});

export const openehrProfileSchema = z.strictObject({
  restApiVersion: z.enum(OPENEHR_REST_API_VERSIONS).nullable().optional(),
  rmVersion: z.enum(OPENEHR_RM_VERSIONS).nullable().optional(),
  templates: uniqueList(openehrTemplateSchema, L.templates, 'templates', (t) => ({
    key: t.id,
    name: t.id,
    field: 'id',
  })),
  /** CDRs the app has been tested with (EHRbase, Better Platform, ...). */
  cdrs: uniqueList(shortText('cdrName'), L.cdrs, 'cdrs', (v) => ({ key: v.toLowerCase(), name: v })),
  usesAql: z.boolean().nullable().optional(),
  demoCdrUrl: optionalServerUrl,
});

// ---------------------------------------------------------------------------------------------
// Classification

/**
 * A BCP 47 language tag in its canonical form (en, de-CH, pt-BR, zh-Hant), or undefined when it is not
 * well-formed or its language is not one the Unicode CLDR knows ("english" is well-formed but no language).
 */
export function canonicalLanguageTag(tag: string): string | undefined {
  if (tag.length === 0 || tag.length > 35) return undefined;
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
  if (!canonical) return undefined;
  return knownLanguageName(new Intl.Locale(canonical).language, 'en') === undefined ? undefined : canonical;
}

const SPDX: ReadonlySet<string> = new Set(SPDX_LICENSE_IDS);
const OSI: ReadonlySet<string> = new Set(SPDX_OSI_APPROVED_IDS);

export const isSpdxLicenseId = (id: string): boolean => SPDX.has(id);
/** The licence facet's value for a declared licence: open source when the OSI approved it. */
export const licenseKindOf = (license: string): LicenseKind =>
  OSI.has(license) ? 'open-source' : 'proprietary';

export const classificationSchema = z.strictObject({
  categories: uniqueList(z.enum(CATEGORIES), MAX_CATEGORIES, 'categories'),
  audiences: uniqueList(z.enum(AUDIENCES), AUDIENCES.length, 'audiences'),
  platforms: uniqueList(z.enum(PLATFORMS), PLATFORMS.length, 'platforms'),
  languages: uniqueList(
    z
      .string()
      .max(35)
      .refine((v) => canonicalLanguageTag(v) !== undefined, {
        error: (issue) => M.language(String(issue.input)),
      }),
    L.languages,
    'languages',
    (v) => ({ key: v.toLowerCase(), name: v }),
  ),
  /** An SPDX licence id (Apache-2.0, MIT, GPL-3.0-only...) or `proprietary`. */
  license: z
    .string()
    .max(100, msg('license'))
    .refine((v) => v === PROPRIETARY || isSpdxLicenseId(v), msg('license'))
    .nullable()
    .optional(),
  pricing: z.enum(PRICING).nullable().optional(),
  deviceClasses: uniqueList(z.enum(DEVICE_CLASSES), DEVICE_CLASSES.length, 'deviceClasses').refine(
    (list) => !(list.includes('none') && list.length > 1),
    msg('deviceNone'),
  ),
});

// ---------------------------------------------------------------------------------------------
// The profile

export const interopProfileSchema = z
  .strictObject({
    standards: uniqueList(z.enum(STANDARDS), STANDARDS.length, 'standards'),
    fhir: fhirProfileSchema.nullable().optional(),
    smart: smartProfileSchema.nullable().optional(),
    cdsHooks: cdsHooksProfileSchema.nullable().optional(),
    openehr: openehrProfileSchema.nullable().optional(),
    classification: classificationSchema.nullable().optional(),
  })
  .superRefine((p, ctx) => {
    const fhir = p.standards.includes('fhir');
    const openehr = p.standards.includes('openehr');
    if (p.fhir && !fhir) ctx.addIssue({ code: 'custom', path: ['fhir'], message: M.fhirNotDeclared });
    if (p.cdsHooks && !fhir) ctx.addIssue({ code: 'custom', path: ['cdsHooks'], message: M.fhirNotDeclared });
    if (p.openehr && !openehr)
      ctx.addIssue({ code: 'custom', path: ['openehr'], message: M.openehrNotDeclared });
    if (p.smart && !fhir && !openehr)
      ctx.addIssue({ code: 'custom', path: ['smart'], message: M.smartNeedsStandard });
  });
export type InteropProfile = z.infer<typeof interopProfileSchema>;
/** What a client sends: the same shape; optional parts may be absent. */
export type InteropProfileInput = z.input<typeof interopProfileSchema>;

/**
 * The profile as it is stored: language tags in their canonical form (EN → en, de-ch → de-CH), so
 * filters and duplicates compare them as equal. (A schema transform would break the responses, which
 * are encoded through the same schema.)
 */
export function normalizeProfile(profile: InteropProfile): InteropProfile {
  const c = profile.classification;
  if (!c) return profile;
  return {
    ...profile,
    classification: { ...c, languages: c.languages.map((tag) => canonicalLanguageTag(tag) ?? tag) },
  };
}

// ---------------------------------------------------------------------------------------------
// Facets: what the catalogue filters by

/** A facet tag: `group:value`, as the catalogue stores them per public app and filters and counts by. */
export const facetTag = (param: FilterParam, value: string): string => `${param}:${value}`;

/** Tags that are no filter, for the card's badges. */
const SMART_TAG = 'feature:smart';
const CDS_HOOKS_TAG = 'feature:cds-hooks';

/** A language filter and facet compare languages, not regions: de-CH and de-AT are both German. */
const primaryLanguage = (tag: string): string => {
  try {
    return new Intl.Locale(tag).language;
  } catch {
    return tag.split('-')[0] ?? tag;
  }
};

/**
 * The facet tags of a profile: every value it can be filtered by, once each. Computed when a version
 * is written and kept beside its profile, so filters and counts never read the profile itself.
 */
export function profileFacetTags(profile: InteropProfile | null | undefined): string[] {
  if (!profile) return [];
  const tags = new Set<string>();
  const add = (param: FilterParam, values: readonly string[]) => {
    for (const value of values) tags.add(facetTag(param, value));
  };
  add('standard', profile.standards);
  if (profile.fhir) {
    add('fhirVersion', profile.fhir.versions);
    add('resource', profile.fhir.resources);
    add(
      'ig',
      profile.fhir.implementationGuides.map((ig) => ig.packageId),
    );
  }
  if (profile.smart) {
    tags.add(SMART_TAG);
    add('smartLaunch', profile.smart.launchTypes);
  }
  if (profile.cdsHooks) tags.add(CDS_HOOKS_TAG);
  if (profile.openehr)
    add(
      'template',
      profile.openehr.templates.map((t) => t.id),
    );
  const c = profile.classification;
  if (c) {
    add('category', c.categories);
    add('audience', c.audiences);
    add('platform', c.platforms);
    add('language', c.languages.map(primaryLanguage));
    if (c.license) add('license', [licenseKindOf(c.license)]);
    if (c.pricing) add('pricing', [c.pricing]);
    add('deviceClass', c.deviceClasses);
  }
  return [...tags].sort();
}

/** The tags a card's badges are made of, by their start: the database hands a card only these. */
export const BADGE_TAG_PREFIXES = ['standard:', 'fhirVersion:', 'feature:'] as const;

/** A card's badges from its tags; undefined when the app declares none of them. */
export function cardInteropFromTags(tags: readonly string[]): CardInterop | undefined {
  const values = (param: FilterParam) =>
    tags.filter((t) => t.startsWith(`${param}:`)).map((t) => t.slice(param.length + 1));
  const interop: CardInterop = {
    standards: STANDARDS.filter((s) => values('standard').includes(s)),
    fhirVersions: FHIR_VERSIONS.filter((v) => values('fhirVersion').includes(v)),
    smart: tags.includes(SMART_TAG),
    cdsHooks: tags.includes(CDS_HOOKS_TAG),
  };
  const any =
    interop.standards.length > 0 || interop.fhirVersions.length > 0 || interop.smart || interop.cdsHooks;
  return any ? interop : undefined;
}

export const cardInteropSchema = z.strictObject({
  standards: z.array(z.enum(STANDARDS)).max(STANDARDS.length),
  fhirVersions: z.array(z.enum(FHIR_VERSIONS)).max(FHIR_VERSIONS.length),
  smart: z.boolean(),
  cdsHooks: z.boolean(),
});

const unknownFilterValue = (param: FilterParam, value: unknown) =>
  `${String(value)} is not a value of the filter ${param}`;

/** The check of one filter parameter's value, and its form as the catalogue stores it. */
const FILTER_VALUE: Record<FilterParam, (value: string) => string | undefined> = {
  ...(Object.fromEntries(
    Object.entries(FACET_GROUP_VALUES).map(([param, values]) => [
      param,
      (value: string) => (values.includes(value) ? value : undefined),
    ]),
  ) as Record<keyof typeof FACET_GROUP_VALUES, (value: string) => string | undefined>),
  runsOn: (value) => ((RUNS_ON_SYSTEMS as readonly string[]).includes(value) ? value : undefined),
  language: (value) => {
    const canonical = canonicalLanguageTag(value);
    return canonical === undefined ? undefined : primaryLanguage(canonical);
  },
  resource: (value) => (isFhirResourceType(value) ? value : undefined),
  ig: (value) => (value.length <= 100 && FHIR_PACKAGE_ID_PATTERN.test(value) ? value : undefined),
  template: (value) => {
    const id = value.trim();
    const control = [...id].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
    return id.length > 0 && id.length <= L.text && !control ? id : undefined;
  },
};

/** The canonical form of a filter value (language de-ch → de), or undefined when the filter has no such value. */
export const filterValue = (param: FilterParam, value: string): string | undefined =>
  value.length > 200 ? undefined : FILTER_VALUE[param](value);

/**
 * One repeatable filter parameter: `?category=medication&category=imaging` (an array) or a single value,
 * each checked; the values come out canonical (language tags reduced to their language) and distinct.
 */
const filterParamSchema = (param: FilterParam) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((raw, ctx) => {
      const list = Array.isArray(raw) ? raw : [raw];
      if (list.length > FILTER_VALUES_MAX) {
        ctx.addIssue({
          code: 'custom',
          message: `At most ${FILTER_VALUES_MAX} values of the filter ${param}`,
        });
        return z.NEVER;
      }
      const values: string[] = [];
      for (const item of list) {
        const value = filterValue(param, item);
        if (value === undefined) {
          ctx.addIssue({ code: 'custom', message: unknownFilterValue(param, item) });
          return z.NEVER;
        }
        if (!values.includes(value)) values.push(value);
      }
      return values;
    })
    .optional();

/** The filter parameters of GET /apps and GET /apps/facets. */
export const catalogueFiltersShape = Object.fromEntries(
  FILTER_PARAMS.map((param) => [param, filterParamSchema(param)]),
) as Record<FilterParam, ReturnType<typeof filterParamSchema>>;

/** The filters a query names (the parameters with at least one value), in FILTER_PARAMS order. */
export function selectedFilters(
  query: Partial<Record<FilterParam, readonly string[] | undefined>>,
): CatalogueFilters {
  const filters: Partial<Record<FilterParam, readonly string[]>> = {};
  for (const param of FILTER_PARAMS) {
    const values = query[param];
    if (values && values.length > 0) filters[param] = values;
  }
  return filters;
}
