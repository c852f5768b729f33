// The app editor's form for an app version's evidence (issue 37): the same shape as the API's, with text
// where the API takes null ('' is "not given"), the processing regions as one comma-separated text, and
// the DPA as a choice. Validated by the API's own schema (evidence.ts), so the form and the server's 400
// say the same, on the same paths.
import { z } from 'zod';
import { texts } from './i18n/locale.ts';
import { appEvidenceSchema, normalizeEvidence, type AppEvidence, type AppEvidenceInput } from './evidence.ts';

const text = z.string().max(5000);

export const runsOnFormSchema = z.object({ system: text, name: text, version: text, marketplaceUrl: text });
export const referenceSiteFormSchema = z.object({
  organisation: text,
  country: text,
  since: text,
  url: text,
  quote: text,
});
export const certificationFormSchema = z.object({
  type: text,
  deviceClass: text,
  issuer: text,
  identifier: text,
  issuedOn: text,
  expiresOn: text,
  url: text,
});

export const indicationFormSchema = z.object({ code: text, display: text });
export const contraindicationFormSchema = z.object({ text });
export const studyFormSchema = z.object({
  title: text,
  design: text,
  year: text,
  doi: text,
  registryId: text,
  url: text,
});

const formShape = z.object({
  runsOn: z.array(runsOnFormSchema).max(500),
  usedBy: z.array(referenceSiteFormSchema).max(500),
  certifications: z.array(certificationFormSchema).max(500),
  dataProtection: z.object({
    processingRegions: text,
    hosting: text,
    gdprDpa: z.enum(['', 'yes', 'no']),
    privacyPolicyUrl: text,
  }),
  clinical: z.object({
    intendedUse: text,
    indications: z.array(indicationFormSchema).max(500),
    contraindications: z.array(contraindicationFormSchema).max(500),
    studies: z.array(studyFormSchema).max(500),
    outcome: text,
  }),
});
export type EvidenceForm = z.infer<typeof formShape>;
export type RunsOnForm = z.infer<typeof runsOnFormSchema>;
export type ReferenceSiteForm = z.infer<typeof referenceSiteFormSchema>;
export type CertificationForm = z.infer<typeof certificationFormSchema>;
export type IndicationForm = z.infer<typeof indicationFormSchema>;
export type StudyForm = z.infer<typeof studyFormSchema>;

export const emptyEvidenceForm: EvidenceForm = {
  runsOn: [],
  usedBy: [],
  certifications: [],
  dataProtection: { processingRegions: '', hosting: '', gdprDpa: '', privacyPolicyUrl: '' },
  clinical: { intendedUse: '', indications: [], contraindications: [], studies: [], outcome: '' },
};
export const emptyStudyForm: StudyForm = {
  title: '',
  design: '',
  year: '',
  doi: '',
  registryId: '',
  url: '',
};
export const emptyRunsOnForm: RunsOnForm = { system: '', name: '', version: '', marketplaceUrl: '' };
export const emptyReferenceSiteForm: ReferenceSiteForm = {
  organisation: '',
  country: '',
  since: '',
  url: '',
  quote: '',
};
export const emptyCertificationForm: CertificationForm = {
  type: '',
  deviceClass: '',
  issuer: '',
  identifier: '',
  issuedOn: '',
  expiresOn: '',
  url: '',
};

/** '' (or only spaces) is "not given". */
const given = (v: string): string | null => (v.trim() === '' ? null : v.trim());

/** What the API is sent for the form's values (null: nothing declared). */
export function evidenceFormToEvidence(form: EvidenceForm): AppEvidenceInput | null {
  const dp = form.dataProtection;
  const regions = dp.processingRegions
    .split(',')
    .map((r) => r.trim().toUpperCase())
    .filter((r) => r !== '');
  const evidence = {
    runsOn: form.runsOn.map((r) => ({
      system: r.system,
      ...(r.system === 'other' || given(r.name) ? { name: given(r.name) } : {}),
      version: given(r.version),
      marketplaceUrl: given(r.marketplaceUrl),
    })),
    usedBy: form.usedBy.map((s) => ({
      organisation: s.organisation.trim(),
      country: s.country.trim().toUpperCase(),
      since: s.since.trim(),
      url: given(s.url),
      quote: given(s.quote),
    })),
    certifications: form.certifications.map((c) => ({
      type: c.type,
      deviceClass: given(c.deviceClass),
      issuer: given(c.issuer),
      identifier: given(c.identifier),
      issuedOn: given(c.issuedOn),
      expiresOn: given(c.expiresOn),
      url: given(c.url),
    })),
    dataProtection: {
      processingRegions: regions,
      hosting: given(dp.hosting),
      gdprDpa: dp.gdprDpa === '' ? null : dp.gdprDpa === 'yes',
      privacyPolicyUrl: given(dp.privacyPolicyUrl),
    },
    clinical: {
      intendedUse: given(form.clinical.intendedUse),
      indications: form.clinical.indications.map((i) => ({ system: 'icd10cm', code: i.code })),
      contraindications: form.clinical.contraindications.map((c) => c.text.trim()),
      studies: form.clinical.studies.map((s) => ({
        title: s.title.trim(),
        design: s.design,
        // Not a number (or empty): NaN, which the schema refuses with the year's own message.
        year: /^\s*\d+\s*$/.test(s.year) ? Number(s.year) : Number.NaN,
        doi: given(s.doi),
        registryId: given(s.registryId),
        url: given(s.url),
      })),
      outcome: given(form.clinical.outcome),
    },
  } as AppEvidenceInput;
  // As the API stores it (normalizeEvidence): nothing declared is null, so an untouched form sends nothing.
  return normalizeEvidence(evidence);
}

/** The form's values for a version's evidence. */
export function evidenceToForm(evidence: AppEvidence | null | undefined): EvidenceForm {
  if (!evidence) return structuredClone(emptyEvidenceForm);
  const dp = evidence.dataProtection;
  const clinical = evidence.clinical;
  return {
    runsOn: (evidence.runsOn ?? []).map((r) => ({
      system: r.system,
      name: r.name ?? '',
      version: r.version ?? '',
      marketplaceUrl: r.marketplaceUrl ?? '',
    })),
    usedBy: (evidence.usedBy ?? []).map((s) => ({
      organisation: s.organisation,
      country: s.country,
      since: s.since,
      url: s.url ?? '',
      quote: s.quote ?? '',
    })),
    certifications: (evidence.certifications ?? []).map((c) => ({
      type: c.type,
      deviceClass: c.deviceClass ?? '',
      issuer: c.issuer ?? '',
      identifier: c.identifier ?? '',
      issuedOn: c.issuedOn ?? '',
      expiresOn: c.expiresOn ?? '',
      url: c.url ?? '',
    })),
    dataProtection: {
      processingRegions: (dp?.processingRegions ?? []).join(', '),
      hosting: dp?.hosting ?? '',
      gdprDpa: dp?.gdprDpa === true ? 'yes' : dp?.gdprDpa === false ? 'no' : '',
      privacyPolicyUrl: dp?.privacyPolicyUrl ?? '',
    },
    clinical: {
      intendedUse: clinical?.intendedUse ?? '',
      indications: (clinical?.indications ?? []).map((i) => ({ code: i.code, display: i.display ?? '' })),
      contraindications: (clinical?.contraindications ?? []).map((c) => ({ text: c })),
      studies: (clinical?.studies ?? []).map((s) => ({
        title: s.title,
        design: s.design,
        year: String(s.year),
        doi: s.doi ?? '',
        registryId: s.registryId ?? '',
        url: s.url ?? '',
      })),
      outcome: clinical?.outcome ?? '',
    },
  };
}

/** The form field an API path names: the same path, but a region's index points at the one text field. */
export function evidenceFieldOfPath(path: string): string {
  return path
    .replace(/^(dataProtection\.processingRegions)\.\d+$/, '$1')
    .replace(/^(clinical\.contraindications\.\d+)$/, '$1.text');
}

/** The form's schema: its values, checked by the API's schema, each issue on its form field. */
export const evidenceFormSchema = formShape.superRefine((form, ctx) => {
  const result = appEvidenceSchema.safeParse(evidenceFormToEvidence(form) ?? {});
  if (result.success) return;
  for (const issue of result.error.issues) {
    const path = evidenceFieldOfPath(issue.path.join('.'));
    ctx.addIssue({ code: 'custom', path: path === '' ? [] : path.split('.'), message: issue.message });
  }
});

/** Whether two declarations say the same (then the editor sends none, keeping the version's). */
export function sameEvidence(a: AppEvidenceInput | null, b: AppEvidenceInput | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The editor's evidence step: its fieldsets, fields, hints and buttons. */
export const EVIDENCE_FORM_TEXTS = texts('EVIDENCE_FORM_TEXTS', {
  heading: 'Where it runs, who uses it, certifications',
  intro: 'Everything is optional and shown as declared by you. Name organisations only, never people.',
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
  clinical: 'Clinical evidence',
  clinicalIntro:
    'The intended use, indications as ICD-10-CM codes, contraindications, the studies behind the app and the outcome you claim.',
  intendedUse: 'Intended use (optional)',
  indications: 'Indications (ICD-10-CM)',
  indicationSearch: 'Search indications by term or code',
  indicationHint:
    'Type a name (e.g. heart failure) or a code (e.g. I50.9); choose with the arrow keys and Enter.',
  indicationNone: (q: string) => `No ICD-10-CM code matches ${q}`,
  indicationSearching: 'Searching…',
  indicationFailed: 'The codes could not be searched. Please try again.',
  indicationSource: 'ICD-10-CM (public domain, U.S. National Center for Health Statistics), English names.',
  contraindications: 'Contraindications',
  contraindication: 'Contraindication',
  addContraindication: 'Add a contraindication',
  contraindicationN: (n: number) => `Contraindication ${n}`,
  studies: 'Studies',
  studyTitle: 'Title',
  studyDesign: 'Design',
  studyYear: 'Year',
  doi: 'DOI (optional, e.g. 10.1000/182)',
  registryId: 'Registry id (optional, NCT… or DRKS…)',
  studyUrl: 'Publication (optional, https)',
  addStudy: 'Add a study',
  studyN: (n: number) => `Study ${n}`,
  outcome: 'Outcome claimed (optional)',
} as const);
