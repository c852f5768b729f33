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
  hooks: 30,
  templates: 100,
  cdrs: 20,
  languages: 50,
  text: 200,
} as const;
