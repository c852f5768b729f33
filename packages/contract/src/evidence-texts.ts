// What screens call the evidence's values and parts (issue 37): the app page's section, the editor's step,
// Compare and the admin's change view. Zod-free; the app page loads it with its lazy evidence section.
import type { CertificationType, HostingModel, StudyDesign } from './evidence-core.ts';
import { texts } from './i18n/locale.ts';

export * from './runs-on-names.ts';

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

export const STUDY_DESIGN_LABELS: Record<StudyDesign, string> = texts('STUDY_DESIGN_LABELS', {
  rct: 'Randomised controlled trial',
  cohort: 'Cohort study',
  'case-control': 'Case-control study',
  'cross-sectional': 'Cross-sectional study',
  'case-series': 'Case series',
  other: 'Other design',
});

/** The clinical evidence's part of an app page's evidence section. */
export const CLINICAL_VIEW_TEXTS = texts('CLINICAL_VIEW_TEXTS', {
  heading: 'Clinical evidence',
  intendedUse: 'Intended use',
  indications: 'Indications (ICD-10-CM)',
  contraindications: 'Contraindications',
  studies: 'Studies',
  outcome: 'Outcome claimed',
  doi: (doi: string) => `DOI ${doi}`,
  registry: (id: string) => `Trial registry entry ${id}`,
  publication: 'Publication',
} as const);

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
