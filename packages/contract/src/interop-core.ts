// The controlled vocabularies of an app's interoperability profile; what screens call their values is in
// interop-labels.ts. Zod-free: the catalogue's first page (the filters in the address, the cards' badges)
// imports this without the schemas (interop.ts) and without the labels.

export const STANDARDS = ['fhir', 'openehr'] as const;
export type Standard = (typeof STANDARDS)[number];

/** FHIR releases by their names; `fhirVersion` 1.0.2 = DSTU2, 3.0.x = STU3, 4.0.x = R4, 4.3.x = R4B, 5.0.x = R5. */
export const FHIR_VERSIONS = ['DSTU2', 'STU3', 'R4', 'R4B', 'R5'] as const;
export type FhirVersion = (typeof FHIR_VERSIONS)[number];

export const SMART_LAUNCH_TYPES = ['ehr', 'standalone', 'backend'] as const;
export type SmartLaunchType = (typeof SMART_LAUNCH_TYPES)[number];

export const SMART_CLIENT_TYPES = ['public', 'confidential'] as const;
export type SmartClientType = (typeof SMART_CLIENT_TYPES)[number];

/** openEHR REST API (ITS-REST) releases; 1.1.0 is in development. */
export const OPENEHR_REST_API_VERSIONS = ['1.0.0', '1.0.1', '1.0.2', '1.0.3', '1.1.0'] as const;
/** openEHR Reference Model releases. */
export const OPENEHR_RM_VERSIONS = ['1.0.0', '1.0.1', '1.0.2', '1.0.3', '1.0.4', '1.1.0'] as const;

export const CATEGORIES = [
  'clinical-documentation',
  'medication',
  'lab-diagnostics',
  'imaging',
  'patient-portal-proms',
  'care-planning',
  'decision-support',
  'research-registries',
  'population-health',
  'telehealth',
  'administration-scheduling',
  'developer-tools',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const AUDIENCES = ['clinicians', 'patients', 'researchers', 'administrators', 'developers'] as const;
export type Audience = (typeof AUDIENCES)[number];

export const PLATFORMS = ['web', 'ios', 'android', 'windows', 'macos', 'linux'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PRICING = ['free', 'freemium', 'paid', 'on-request'] as const;
export type Pricing = (typeof PRICING)[number];

/** Medical-device status; `none` (not a medical device) stands alone, the others may combine. */
export const DEVICE_CLASSES = [
  'none',
  'eu-mdr-i',
  'eu-mdr-iia',
  'eu-mdr-iib',
  'eu-mdr-iii',
  'fda-cleared',
  'diga',
] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The licence value of an app that is not under an SPDX licence. */
export const PROPRIETARY = 'proprietary';
/** The licence facet: OSI-approved SPDX licences, or anything else (proprietary or source-available). */
export const LICENSE_KINDS = ['open-source', 'proprietary'] as const;
export type LicenseKind = (typeof LICENSE_KINDS)[number];

// ---------------------------------------------------------------------------------------------
// Faceted discovery: the catalogue's filters

/** The filter panel's groups, in the order it shows them; each is also a repeatable GET /apps parameter. */
export const FACET_GROUPS = [
  'standard',
  'fhirVersion',
  'smartLaunch',
  'category',
  'audience',
  'platform',
  'license',
  'pricing',
  'language',
  'deviceClass',
  'runsOn',
  'verified',
] as const;
export type FacetGroup = (typeof FACET_GROUPS)[number];

/** Filters without a panel group: found by typing (`Observation`, `US Core`, a template id) or by link. */
export const SEARCH_FILTERS = ['resource', 'ig', 'template'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

/** Every filter parameter of GET /apps and GET /apps/facets. */
export const FILTER_PARAMS = [...FACET_GROUPS, ...SEARCH_FILTERS] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** Selected values per parameter; values within a parameter are alternatives, parameters all apply. */
export type CatalogueFilters = Partial<Record<FilterParam, readonly string[]>>;

/** At most this many values of one filter parameter in a request. */
export const FILTER_VALUES_MAX = 20;

/**
 * The Verified facet's one value: apps whose declared standards live checks confirmed within
 * VERIFIED_FOR_DAYS (none contradicted).
 */
export const VERIFIED_VALUES = ['yes'] as const;
/** How long a confirmation by a live check makes an app "Verified". */
export const VERIFIED_FOR_DAYS = 7;

/** The values of the groups with a controlled list, in the order the panel shows them. */
/**
 * The groups whose options are the values the catalogue's apps have (by count), not a list shown in
 * full: languages, and the systems apps run on (evidence-core.ts RUNS_ON_SYSTEMS, kept out of this
 * module so the catalogue's first chunk does not carry them).
 */
export const OPEN_FACET_GROUPS = ['language', 'runsOn'] as const;
export type OpenFacetGroup = (typeof OPEN_FACET_GROUPS)[number];
export const isOpenFacetGroup = (group: FacetGroup): group is OpenFacetGroup =>
  group === 'language' || group === 'runsOn';

export const FACET_GROUP_VALUES: Record<Exclude<FacetGroup, OpenFacetGroup>, readonly string[]> = {
  standard: ['fhir', 'openehr'] satisfies Standard[],
  fhirVersion: FHIR_VERSIONS,
  smartLaunch: SMART_LAUNCH_TYPES,
  category: CATEGORIES,
  audience: AUDIENCES,
  platform: PLATFORMS,
  license: LICENSE_KINDS,
  pricing: PRICING,
  deviceClass: DEVICE_CLASSES,
  verified: VERIFIED_VALUES,
};

/** The counts of GET /apps/facets: per group, each option with the number of apps it would give. */
export interface FacetCount {
  readonly value: string;
  readonly count: number;
}
export interface CatalogueFacets {
  /** Apps matching the search and every filter. */
  readonly total: number;
  readonly groups: Readonly<Record<FacetGroup, readonly FacetCount[]>>;
}

/** What a card says of an app's standards: the compact badges (FHIR R4, openEHR, SMART, CDS Hooks). */
export interface CardInterop {
  readonly standards: Standard[];
  readonly fhirVersions: FhirVersion[];
  readonly smart: boolean;
  readonly cdsHooks: boolean;
}

/** The badges of a card, in a fixed order: FHIR (one per version), openEHR, SMART, CDS Hooks. */
export function cardBadges(interop: CardInterop | undefined): string[] {
  if (!interop) return [];
  const badges: string[] = [];
  if (interop.standards.includes('fhir')) {
    if (interop.fhirVersions.length === 0) badges.push('FHIR');
    else
      badges.push(...FHIR_VERSIONS.filter((v) => interop.fhirVersions.includes(v)).map((v) => `FHIR ${v}`));
  }
  if (interop.standards.includes('openehr')) badges.push('openEHR');
  if (interop.smart) badges.push('SMART');
  if (interop.cdsHooks) badges.push('CDS Hooks');
  return badges;
}
