// The controlled vocabularies of an app version's evidence (issue 37): where it runs, who uses it, what it
// is certified for, how it protects data. Zod-free and small: the catalogue's first page needs the runs-on
// codes (the Runs on facet, the filters in the address); the schemas are in evidence.ts, the texts in
// evidence-texts.ts.

/**
 * The EHRs, CDRs and platforms an app can declare it runs on, by a stable code; their names are in
 * RUNS_ON_NAMES (proper names, the same in every language). `other` takes a name of the vendor's own.
 */
export const RUNS_ON_SYSTEMS = [
  'epic',
  'oracle-health',
  'meditech',
  'athenahealth',
  'veradigm',
  'eclinicalworks',
  'nextgen',
  'sap-ish-med',
  'cgm',
  'dedalus-orbis',
  'meierhofer',
  'dips-arena',
  'cambio',
  'ehrbase',
  'better',
  'open-dental',
  'openmrs',
  'hapi-fhir',
  'azure-health-data-services',
  'google-cloud-healthcare',
  'aws-healthlake',
  'other',
] as const;
export type RunsOnSystem = (typeof RUNS_ON_SYSTEMS)[number];

/** Kinds of certificate, listing and conformance result a vendor can declare. */
export const CERTIFICATION_TYPES = [
  'medical-device',
  'diga',
  'dipa',
  'iso-27001',
  'soc-2',
  'c5',
  'bsi-tr-03161',
  'onc-health-it',
  'connectathon',
  'inferno',
] as const;
export type CertificationType = (typeof CERTIFICATION_TYPES)[number];

/** The designs of a study behind an app's clinical evidence. */
export const STUDY_DESIGNS = [
  'rct',
  'cohort',
  'case-control',
  'cross-sectional',
  'case-series',
  'other',
] as const;
export type StudyDesign = (typeof STUDY_DESIGNS)[number];

/** Where the app's data are hosted. */
export const HOSTING_MODELS = ['vendor-cloud', 'on-premises', 'both'] as const;
export type HostingModel = (typeof HOSTING_MODELS)[number];

/** How many days before a certificate expires its vendor is mailed. */
export const CERTIFICATE_EXPIRY_NOTICE_DAYS = 30;

/** Whether a certificate with this expiry date (YYYY-MM-DD) has expired on `today` (a Date, read in UTC). */
export function isExpired(expiresOn: string | null | undefined, today: Date): boolean {
  if (!expiresOn) return false;
  return expiresOn < today.toISOString().slice(0, 10);
}
