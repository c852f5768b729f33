// What screens call the evidence's values and parts (issue 37): the app page's section, the editor's step,
// Compare and the admin's change view. Zod-free; the app page loads it with its lazy evidence section.
import type { CertificationType, HostingModel, RunsOnSystem } from './evidence-core.ts';
import { texts } from './i18n/locale.ts';

/** The systems' names: proper names, the same in every language (Other is translated: RUNS_ON_OTHER). */
export const RUNS_ON_NAMES: Record<Exclude<RunsOnSystem, 'other'>, string> = {
  epic: 'Epic',
  'oracle-health': 'Oracle Health (Cerner)',
  meditech: 'MEDITECH',
  athenahealth: 'athenahealth',
  veradigm: 'Veradigm (Allscripts)',
  eclinicalworks: 'eClinicalWorks',
  nextgen: 'NextGen Healthcare',
  'sap-ish-med': 'SAP / i.s.h.med',
  cgm: 'CGM (CompuGroup Medical)',
  'dedalus-orbis': 'Dedalus ORBIS',
  meierhofer: 'Meierhofer M-KIS',
  'dips-arena': 'DIPS Arena',
  cambio: 'Cambio COSMIC',
  ehrbase: 'EHRbase',
  better: 'Better Platform',
  'open-dental': 'Open Dental',
  openmrs: 'OpenMRS',
  'hapi-fhir': 'HAPI FHIR',
  'azure-health-data-services': 'Azure Health Data Services',
  'google-cloud-healthcare': 'Google Cloud Healthcare API',
  'aws-healthlake': 'AWS HealthLake',
};

export const RUNS_ON_OTHER = texts('RUNS_ON_OTHER', { label: 'Other' } as const);

/** A system's name on screen: its own name, or for Other the name the vendor gave (else "Other"). */
export function runsOnName(system: RunsOnSystem | string, name?: string | null): string {
  if (system === 'other') return name ?? RUNS_ON_OTHER.label;
  return (RUNS_ON_NAMES as Record<string, string>)[system] ?? system;
}

export const CERTIFICATION_LABELS: Record<CertificationType, string> = texts('CERTIFICATION_LABELS', {
  'medical-device': 'Medical device certificate',
  diga: 'DiGA directory listing',
  dipa: 'DiPA directory listing',
  'iso-27001': 'ISO/IEC 27001',
  'soc-2': 'SOC 2',
  c5: 'BSI C5',
  'bsi-tr-03161': 'BSI TR-03161',
  'onc-health-it': 'ONC Health IT certification',
  connectathon: 'IHE/HL7 connectathon result',
  inferno: 'Inferno test result',
});

export const HOSTING_LABELS: Record<HostingModel, string> = texts('HOSTING_LABELS', {
  'vendor-cloud': "Vendor's cloud",
  'on-premises': "Customer's premises",
  both: "Vendor's cloud or customer's premises",
});

/** The evidence section of an app page, Compare's rows and the change view's field names. */
export const EVIDENCE_VIEW_TEXTS = texts('EVIDENCE_VIEW_TEXTS', {
  heading: 'Where it runs, who uses it, certifications',
  declared: 'Declared by the vendor',
  runsOn: 'Runs on',
  usedBy: 'Used by',
  certifications: 'Certifications',
  dataProtection: 'Data protection',
  version: (v: string) => `version ${v}`,
  marketplace: (system: string) => `Listing in the ${system} marketplace`,
  since: (when: string) => `since ${when}`,
  issuer: 'Issuer',
  identifier: 'Number',
  issued: 'Issued',
  expires: 'Expires',
  expired: (date: string) => `Expired on ${date}`,
  validUntil: (date: string) => `Valid until ${date}`,
  record: 'Public record',
  website: 'Website',
  processing: 'Data processed in',
  hosting: 'Hosting',
  gdprDpa: 'GDPR data processing agreement',
  yes: 'Available',
  no: 'Not available',
  privacyPolicy: 'Privacy policy',
  referenceSites: (n: number) => (n === 1 ? '1 reference site' : `${n} reference sites`),
} as const);

/** A country's or region's name in the given language (DE → Germany / Deutschland); the code when unknown. */
export function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The editor's evidence step: its fieldsets, fields, hints and buttons. */
export const EVIDENCE_FORM_TEXTS = texts('EVIDENCE_FORM_TEXTS', {
  heading: 'Where it runs, who uses it, certifications',
  intro:
    'Everything is optional and shown as declared by you. Name organisations only, never people.',
  runsOn: 'Runs on',
  system: 'System',
  otherName: 'Name of the system',
  version: 'Version (optional)',
  marketplaceUrl: 'Marketplace listing (optional, https)',
  addSystem: 'Add a system',
  usedBy: 'Used by (reference sites)',
  organisation: 'Organisation',
  country: 'Country (ISO code, e.g. DE)',
  since: 'Since (YYYY-MM or YYYY-MM-DD)',
  siteUrl: 'Website (optional, https)',
  quote: 'Quote (optional)',
  addSite: 'Add a reference site',
  certifications: 'Certifications',
  type: 'Type',
  deviceClass: 'Device class',
  issuer: 'Issuer (optional)',
  identifier: 'Number or id (optional)',
  issuedOn: 'Issued on (optional, YYYY-MM-DD)',
  expiresOn: 'Expires on (optional, YYYY-MM-DD)',
  recordUrl: 'Public record (optional, https)',
  addCertification: 'Add a certification',
  dataProtection: 'Data protection',
  processingRegions: 'Data processed in (ISO codes separated by commas, e.g. DE, EU)',
  hosting: 'Hosting',
  gdprDpa: 'GDPR data processing agreement',
  notDeclared: 'Not declared',
  yes: 'Available',
  no: 'Not available',
  privacyPolicyUrl: 'Privacy policy (optional, https)',
  choose: 'Choose…',
  remove: (what: string) => `Remove ${what}`,
  systemN: (n: number) => `System ${n}`,
  siteN: (n: number) => `Reference site ${n}`,
  certificationN: (n: number) => `Certification ${n}`,
} as const);
