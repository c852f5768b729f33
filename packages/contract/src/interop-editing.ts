import { texts } from './i18n/locale.ts';
// What the app editor offers beside the vocabularies of interop-core.ts, and the bounds of a profile.
// Apart from interop-core.ts, which the catalogue's first page imports: only the editor, the schemas
// (interop.ts) and the API use these.

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

/** Clinical data repositories vendors commonly test against; any other name may be given. */
export const OPENEHR_CDR_SUGGESTIONS = [
  'EHRbase',
  'Better Platform',
  'DIPS Arena',
  'Cambio',
  'Code24',
] as const;

/** At most this many categories per app. */
export const MAX_CATEGORIES = 3;

/** Bounds of the profile's lists and texts. */
export const INTEROP_LIMITS = {
  resources: 200,
  implementationGuides: 30,
  scopes: 60,
  redirectUris: 10,
  hooks: 30,
  templates: 100,
  cdrs: 20,
  languages: 50,
  text: 200,
} as const;

/** The texts of the editor's interoperability profile (its fieldsets, fields, hints and buttons). */
export const INTEROP_FORM_TEXTS = texts('INTEROP_FORM_TEXTS', {
  heading: 'Interoperability profile',
  intro:
    'Which standards the app uses and how it is classified. Everything is optional: what you leave empty reads as not declared.',
  standards: 'Standards',
  standardsHint:
    'Tick the standards the app uses to describe how: HL7 FHIR opens FHIR, SMART and CDS Hooks; openEHR opens openEHR and SMART.',
  /**
   * Why a hidden group's values are not saved: the groups ('FHIR and SMART'), the standards that bring
   * them back ('HL7 FHIR', 'HL7 FHIR or openEHR') and how many standards are needed (0: either one).
   */
  keptNote: (groups: string, standards: string, needed: number) =>
    `The ${groups} details you entered are kept while you edit, but they are not saved unless ${standards} ${needed > 1 ? 'are' : 'is'} ticked.`,
  /** Lists in a sentence: 'a, b and c', 'a or b'. */
  and: 'and',
  or: 'or',
  notDeclared: 'Not declared',
  /** A chip's remove button. */
  remove: (value: string) => `Remove ${value}`,
  // FHIR
  fhirVersions: 'FHIR versions',
  resourceTypes: 'FHIR resource types',
  resourceSearch: 'Search, e.g. Observation',
  resourceTypesOf: (versions: string) => `The resource types of FHIR ${versions}.`,
  resourceTypesAll: 'The resource types of every FHIR version; choose versions above to narrow them.',
  resourceKeys: 'Type to search, choose with the arrow keys and Enter.',
  noResourceMatch: (query: string) => `No FHIR resource type matches ${query}`,
  implementationGuides: 'Implementation guides',
  implementationGuide: (position: number) => `Implementation guide ${position}`,
  packageId: 'Package id',
  packageVersion: 'Package version',
  removeImplementationGuide: 'Remove implementation guide',
  addImplementationGuide: 'Add implementation guide',
  sandboxUrl: 'FHIR sandbox URL',
  sandboxUrlHint: "A public FHIR server's base URL where the app can be tried.",
  // SMART
  launchTypes: 'Launch types',
  clientType: 'Client type',
  scopes: 'SMART scopes',
  scopesHint: 'One scope per line, e.g. patient/Observation.rs, launch/patient, openid.',
  launchUrl: 'Launch URL',
  launchUrlHint: 'The address an EHR opens to launch the app (with iss and launch).',
  redirectUris: 'Redirect URIs',
  redirectUrisHint:
    'One address per line. The live check compares both with the SMART app manifest the app publishes (.well-known/smart/manifest.json).',
  // CDS Hooks
  hooks: 'Hooks',
  addHook: 'Add hook',
  hooksHint: "The hooks the app's CDS services answer, e.g. patient-view.",
  discoveryUrl: 'CDS Hooks discovery URL',
  discoveryUrlHint: 'The base URL whose /cds-services lists the services.',
  // openEHR
  restApiVersion: 'REST API version',
  rmVersion: 'RM version',
  templates: 'Templates',
  template: (position: number) => `Template ${position}`,
  templateId: 'Template id',
  ckmUrl: 'CKM URL (optional)',
  removeTemplate: 'Remove template',
  addTemplate: 'Add template',
  cdrs: 'Tested with CDRs',
  addCdr: 'Add CDR',
  cdrsHint: 'The clinical data repositories the app has been tested with.',
  usesAql: 'Uses AQL',
  yes: 'Yes',
  no: 'No',
  demoCdrUrl: 'Demo CDR URL',
  // Classification
  classification: 'Classification',
  categories: 'Categories',
  categoriesFull: (max: number) => `${max} of ${max} categories chosen: untick one to choose another.`,
  categoriesHint: (max: number) => `Choose up to ${max}.`,
  audience: 'Audience',
  platforms: 'Platforms',
  languages: 'Languages',
  addLanguage: 'Add language',
  languagesHint: "The languages of the app's user interface as BCP 47 tags, e.g. en, de-CH, pt-BR.",
  licence: 'Licence',
  licenceHint: 'An SPDX licence id such as Apache-2.0 or MIT, or proprietary.',
  pricing: 'Pricing',
  medicalDevice: 'Medical device',
  medicalDeviceHint: 'Not a medical device stands alone; the classes may be combined.',
} as const);
