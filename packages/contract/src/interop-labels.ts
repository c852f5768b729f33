// What screens call the values of the interoperability vocabularies (interop-core.ts). Zod-free, and a
// module of its own: the catalogue's first chunk needs the vocabularies (the filters in the address, the
// cards' badges) but not these texts, which only the filter panel (loaded after it) and other screens show.
import type {
  Audience,
  Category,
  DeviceClass,
  FacetGroup,
  FilterParam,
  LicenseKind,
  Platform,
  Pricing,
  SmartClientType,
  SmartLaunchType,
  Standard,
} from './interop-core.ts';
import { currentLocale, type Locale, texts } from './i18n/locale.ts';

export const STANDARD_LABELS: Record<Standard, string> = texts('STANDARD_LABELS', {
  fhir: 'HL7 FHIR',
  openehr: 'openEHR',
});

export const SMART_LAUNCH_LABELS: Record<SmartLaunchType, string> = texts('SMART_LAUNCH_LABELS', {
  ehr: 'EHR launch',
  standalone: 'Standalone launch',
  backend: 'Backend services',
});

export const SMART_CLIENT_LABELS: Record<SmartClientType, string> = texts('SMART_CLIENT_LABELS', {
  public: 'Public client',
  confidential: 'Confidential client',
});

export const CATEGORY_LABELS: Record<Category, string> = texts('CATEGORY_LABELS', {
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
});

export const AUDIENCE_LABELS: Record<Audience, string> = texts('AUDIENCE_LABELS', {
  clinicians: 'Clinicians',
  patients: 'Patients',
  researchers: 'Researchers',
  administrators: 'Administrators',
  developers: 'Developers',
});

export const PLATFORM_LABELS: Record<Platform, string> = texts('PLATFORM_LABELS', {
  web: 'Web',
  ios: 'iOS',
  android: 'Android',
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
});

export const PRICING_LABELS: Record<Pricing, string> = texts('PRICING_LABELS', {
  free: 'Free',
  freemium: 'Freemium',
  paid: 'Paid',
  'on-request': 'On request',
});

export const DEVICE_CLASS_LABELS: Record<DeviceClass, string> = texts('DEVICE_CLASS_LABELS', {
  none: 'Not a medical device',
  'eu-mdr-i': 'EU MDR class I',
  'eu-mdr-iia': 'EU MDR class IIa',
  'eu-mdr-iib': 'EU MDR class IIb',
  'eu-mdr-iii': 'EU MDR class III',
  'fda-cleared': 'FDA cleared',
  diga: 'DiGA listed',
});

export const LICENSE_KIND_LABELS: Record<LicenseKind, string> = texts('LICENSE_KIND_LABELS', {
  'open-source': 'Open source',
  proprietary: 'Proprietary',
});

export const FACET_GROUP_LABELS: Record<FacetGroup, string> = texts('FACET_GROUP_LABELS', {
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
  runsOn: 'Runs on',
  verified: 'Verified',
});

/** The verified filter's one option. */
export const VERIFIED_FACET_LABELS = texts('VERIFIED_FACET_LABELS', {
  yes: 'Verified by live checks',
} as const);

const FACET_VALUE_LABELS: Record<
  Exclude<FacetGroup, 'language' | 'fhirVersion' | 'runsOn'>,
  Record<string, string>
> = {
  standard: { fhir: 'FHIR', openehr: 'openEHR' },
  smartLaunch: SMART_LAUNCH_LABELS,
  category: CATEGORY_LABELS,
  audience: AUDIENCE_LABELS,
  platform: PLATFORM_LABELS,
  license: LICENSE_KIND_LABELS,
  pricing: PRICING_LABELS,
  deviceClass: DEVICE_CLASS_LABELS,
  verified: VERIFIED_FACET_LABELS,
};

const languageNames = new Map<Locale, Intl.DisplayNames>();

/**
 * A language's name in the language on screen (de → German, or Deutsch while German is on), or
 * undefined when the Unicode CLDR does not know it.
 */
export function knownLanguageName(tag: string, locale: Locale = currentLocale()): string | undefined {
  try {
    let names = languageNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
      languageNames.set(locale, names);
    }
    return names.of(tag);
  } catch {
    return undefined;
  }
}

/** A language's name in the language on screen; the tag itself when it is not known. */
export const languageName = (tag: string): string => knownLanguageName(tag) ?? tag;

/** What a filter option is called on screen: its label, which its checkbox's accessible name starts with. */
export function facetValueLabel(group: FilterParam, value: string): string {
  if (group === 'language') return languageName(value);
  // The systems' names (runs-on-names.ts) stay out of this module, which Compare's first load carries:
  // the filter panel names them itself.
  if (group === 'runsOn') return value;
  if (group === 'fhirVersion' || group === 'resource' || group === 'ig' || group === 'template') return value;
  return FACET_VALUE_LABELS[group][value] ?? value;
}
