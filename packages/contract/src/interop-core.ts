// The controlled vocabularies of an app's interoperability profile, with the labels screens show. Zod-free:
// the catalogue's first page (badges, the filter panel) imports this without the schemas (interop.ts).

export const STANDARDS = ['fhir', 'openehr'] as const;
export type Standard = (typeof STANDARDS)[number];
export const STANDARD_LABELS: Record<Standard, string> = { fhir: 'HL7 FHIR', openehr: 'openEHR' };

/** FHIR releases by their names; `fhirVersion` 1.0.2 = DSTU2, 3.0.x = STU3, 4.0.x = R4, 4.3.x = R4B, 5.0.x = R5. */
export const FHIR_VERSIONS = ['DSTU2', 'STU3', 'R4', 'R4B', 'R5'] as const;
export type FhirVersion = (typeof FHIR_VERSIONS)[number];

export const SMART_LAUNCH_TYPES = ['ehr', 'standalone', 'backend'] as const;
export type SmartLaunchType = (typeof SMART_LAUNCH_TYPES)[number];
export const SMART_LAUNCH_LABELS: Record<SmartLaunchType, string> = {
  ehr: 'EHR launch',
  standalone: 'Standalone launch',
  backend: 'Backend services',
};

export const SMART_CLIENT_TYPES = ['public', 'confidential'] as const;
export type SmartClientType = (typeof SMART_CLIENT_TYPES)[number];
export const SMART_CLIENT_LABELS: Record<SmartClientType, string> = {
  public: 'Public client',
  confidential: 'Confidential client',
};

/** The hooks of the CDS Hooks specification and its hook library; services may answer others too. */
export const CDS_HOOKS = [
  'patient-view',
  'order-select',
  'order-sign',
  'order-dispatch',
  'appointment-book',
  'encounter-start',
  'encounter-discharge',
] as const;

/** openEHR REST API (ITS-REST) releases; 1.1.0 is in development. */
export const OPENEHR_REST_API_VERSIONS = ['1.0.0', '1.0.1', '1.0.2', '1.0.3', '1.1.0'] as const;
/** openEHR Reference Model releases. */
export const OPENEHR_RM_VERSIONS = ['1.0.0', '1.0.1', '1.0.2', '1.0.3', '1.0.4', '1.1.0'] as const;
/** Clinical data repositories vendors commonly test against; any other name may be given. */
export const OPENEHR_CDR_SUGGESTIONS = [
  'EHRbase',
  'Better Platform',
  'DIPS Arena',
  'Cambio',
  'Code24',
] as const;

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
export const CATEGORY_LABELS: Record<Category, string> = {
  'clinical-documentation': 'Clinical documentation',
  medication: 'Medication',
  'lab-diagnostics': 'Lab and diagnostics',
  imaging: 'Imaging',
  'patient-portal-proms': 'Patient portal and PROMs',
  'care-planning': 'Care planning',
  'decision-support': 'Decision support',
  'research-registries': 'Research and registries',
  'population-health': 'Population health',
  telehealth: 'Telehealth',
  'administration-scheduling': 'Administration and scheduling',
  'developer-tools': 'Developer tools',
};
export const MAX_CATEGORIES = 3;

export const AUDIENCES = ['clinicians', 'patients', 'researchers', 'administrators', 'developers'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const AUDIENCE_LABELS: Record<Audience, string> = {
  clinicians: 'Clinicians',
  patients: 'Patients',
  researchers: 'Researchers',
  administrators: 'Administrators',
  developers: 'Developers',
};

export const PLATFORMS = ['web', 'ios', 'android', 'windows', 'macos', 'linux'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const PLATFORM_LABELS: Record<Platform, string> = {
  web: 'Web',
  ios: 'iOS',
  android: 'Android',
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
};

export const PRICING = ['free', 'freemium', 'paid', 'on-request'] as const;
export type Pricing = (typeof PRICING)[number];
export const PRICING_LABELS: Record<Pricing, string> = {
  free: 'Free',
  freemium: 'Freemium',
  paid: 'Paid',
  'on-request': 'On request',
};

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
export const DEVICE_CLASS_LABELS: Record<DeviceClass, string> = {
  none: 'Not a medical device',
  'eu-mdr-i': 'EU MDR class I',
  'eu-mdr-iia': 'EU MDR class IIa',
  'eu-mdr-iib': 'EU MDR class IIb',
  'eu-mdr-iii': 'EU MDR class III',
  'fda-cleared': 'FDA cleared',
  diga: 'DiGA listed',
};

/** The licence value of an app that is not under an SPDX licence. */
export const PROPRIETARY = 'proprietary';
/** The licence facet: OSI-approved SPDX licences, or anything else (proprietary or source-available). */
export const LICENSE_KINDS = ['open-source', 'proprietary'] as const;
export type LicenseKind = (typeof LICENSE_KINDS)[number];
export const LICENSE_KIND_LABELS: Record<LicenseKind, string> = {
  'open-source': 'Open source',
  proprietary: 'Proprietary',
};

/** Bounds of the profile's lists and texts. */
export const INTEROP_LIMITS = {
  resources: 200,
  implementationGuides: 30,
  scopes: 60,
  hooks: 30,
  templates: 100,
  cdrs: 20,
  languages: 50,
  text: 200,
} as const;

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

export const FACET_GROUP_LABELS: Record<FacetGroup, string> = {
  standard: 'Standard',
  fhirVersion: 'FHIR version',
  smartLaunch: 'SMART launch',
  category: 'Category',
  audience: 'Audience',
  platform: 'Platform',
  license: 'Licence',
  pricing: 'Pricing',
  language: 'Language',
  deviceClass: 'Medical device',
};

/** The values of the groups with a controlled list, in the order the panel shows them. */
export const FACET_GROUP_VALUES: Record<Exclude<FacetGroup, 'language'>, readonly string[]> = {
  standard: ['fhir', 'openehr'] satisfies Standard[],
  fhirVersion: FHIR_VERSIONS,
  smartLaunch: SMART_LAUNCH_TYPES,
  category: CATEGORIES,
  audience: AUDIENCES,
  platform: PLATFORMS,
  license: LICENSE_KINDS,
  pricing: PRICING,
  deviceClass: DEVICE_CLASSES,
};

const FACET_VALUE_LABELS: Record<Exclude<FacetGroup, 'language' | 'fhirVersion'>, Record<string, string>> = {
  standard: { fhir: 'FHIR', openehr: 'openEHR' },
  smartLaunch: SMART_LAUNCH_LABELS,
  category: CATEGORY_LABELS,
  audience: AUDIENCE_LABELS,
  platform: PLATFORM_LABELS,
  license: LICENSE_KIND_LABELS,
  pricing: PRICING_LABELS,
  deviceClass: DEVICE_CLASS_LABELS,
};

let languageNames: Intl.DisplayNames | undefined;

/** A language's English name (de → German), or undefined when the Unicode CLDR does not know it. */
export function knownLanguageName(tag: string): string | undefined {
  try {
    languageNames ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    return languageNames.of(tag);
  } catch {
    return undefined;
  }
}

/** A language's English name; the tag itself when it is not known. */
export const languageName = (tag: string): string => knownLanguageName(tag) ?? tag;

/** What a filter option is called on screen: its label, which its checkbox's accessible name starts with. */
export function facetValueLabel(group: FilterParam, value: string): string {
  if (group === 'language') return languageName(value);
  if (group === 'fhirVersion' || group === 'resource' || group === 'ig' || group === 'template') return value;
  return FACET_VALUE_LABELS[group][value] ?? value;
}

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
