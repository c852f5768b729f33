// An app version's evidence (issue 37): where it runs, who uses it, what it is certified for and how it
// protects data. Part of each app version like the interoperability profile (edited by the vendor,
// reviewed by an admin, published with the version); every part is optional and declared by the vendor.
// Clinical evidence (indications, studies) and the SMART integration facts are to join this object as
// further optional parts (`clinical`, `integration`), so versions stored before them stay valid.
import { z } from 'zod';
import { isHttpsUrl } from './common.ts';
import { judgeUrl, normalisedUrl, urlJudgementMessage } from './public-url.ts';
import { TEXT_RULE_MESSAGES, textProblem } from './text-rules.ts';
import { URL_MAX } from './constants.ts';
import { texts } from './i18n/locale.ts';
import {
  CERTIFICATION_TYPES,
  HOSTING_MODELS,
  RUNS_ON_SYSTEMS,
  STUDY_DESIGNS,
  type CertificationType,
} from './evidence-core.ts';
import { ICD10_CM_CODE_PATTERN } from './codes.ts';
import { DEVICE_CLASSES } from './interop-core.ts';

export * from './evidence-core.ts';

/** Bounds of the evidence's lists and texts. */
export const EVIDENCE_LIMITS = {
  runsOn: 30,
  usedBy: 50,
  certifications: 30,
  regions: 60,
  text: 200,
  version: 50,
  identifier: 100,
  quote: 300,
  indications: 20,
  contraindications: 20,
  contraindication: 200,
  studies: 20,
  studyTitle: 300,
  /** Intended use and outcome: a paragraph each. */
  paragraph: 1000,
  doi: 200,
  /** The earliest year a study can be from. */
  firstStudyYear: 1900,
} as const;
const L = EVIDENCE_LIMITS;

export const EVIDENCE_MESSAGES = texts('EVIDENCE_MESSAGES', {
  urlFormat: 'Please enter an https URL',
  tooMany: (n: number, what: string) => `At most ${n} ${what}`,
  duplicate: (what: string) => `${what} is listed twice`,
  system: 'Please choose a system from the list',
  otherName: 'Please enter the name of the system',
  nameOnlyForOther: 'A name is only given for Other',
  text: 'Please enter a text of at most 200 characters on one line',
  version: 'Please enter a version of at most 50 characters',
  organisation: 'Please enter the name of the organisation',
  country: 'Please choose a country (ISO 3166 code, e.g. DE)',
  region: (code: string) => `${code} is not a country or region code (e.g. DE, EU)`,
  since: 'Please enter a year and month (YYYY-MM) or a date (YYYY-MM-DD)',
  quote: 'Please enter a quote of at most 300 characters',
  certificationType: 'Please choose a type from the list',
  deviceClass: 'Please choose the device class',
  deviceClassOnlyForDevice: 'A device class is only given for a medical device certificate',
  identifier: 'Please enter the number or id as it is written (at most 100 characters)',
  date: 'Please enter a date (YYYY-MM-DD)',
  expiresBeforeIssued: 'The expiry date can not be before the date of issue',
  hosting: 'Please choose where the data are hosted',
  intendedUse: 'Please describe the intended use in at most 1000 characters',
  outcome: 'Please describe the outcome in at most 1000 characters',
  indicationCode: 'Please choose a code from the ICD-10-CM list',
  contraindication: 'Please enter a contraindication of at most 200 characters on one line',
  studyTitle: 'Please enter the title of the study (at most 300 characters, one line)',
  studyDesign: 'Please choose the design of the study',
  studyYear: (first: string, last: string) => `Please enter a year from ${first} to ${last}`,
  doi: 'Please enter a DOI as it is written, e.g. 10.1000/182',
  registryId: 'Please enter a registry id: NCT and 8 digits, or DRKS and 8 digits',
  lists: {
    runsOn: 'systems',
    usedBy: 'reference sites',
    certifications: 'certifications',
    regions: 'countries or regions',
    indications: 'indications',
    contraindications: 'contraindications',
    studies: 'studies',
  },
} as const);
const M = EVIDENCE_MESSAGES;
type Message = Exclude<keyof typeof M, 'lists' | 'tooMany' | 'duplicate' | 'region' | 'studyYear'>;
/** A message by key, read at validation time (the interface's language at that moment). */
const msg = (key: Message) => ({ error: () => M[key] });

const boundedList = <T extends z.ZodType>(item: T, max: number, what: keyof typeof M.lists) =>
  z.array(item).max(max, { error: () => M.tooMany(max, M.lists[what]) });

/** A public https link visitors follow, judged by the one rule (public-url.ts), stored normalised. */
const optionalLink = z
  .string()
  .max(URL_MAX, msg('urlFormat'))
  .superRefine((v, ctx) => {
    const judged = judgeUrl(v, { server: false, linkFormat: isHttpsUrl });
    if (!judged.ok)
      ctx.addIssue({ code: 'custom', message: urlJudgementMessage(judged.problem, M.urlFormat) });
  })
  .overwrite((v) => normalisedUrl(v, { server: false, linkFormat: isHttpsUrl }))
  .nullable()
  .optional();

/** One line of text: trimmed, no control characters, nor the tricks text-rules.ts refuses. */
const lineText = (message: Message, max: number) =>
  z
    .string()
    .trim()
    .normalize('NFC')
    .min(1, msg(message))
    .max(max, msg(message))
    .refine((v) => ![...v].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f), msg(message))
    .superRefine((v, ctx) => {
      const problem = textProblem(v, 'name');
      if (problem !== undefined && problem !== 'control')
        ctx.addIssue({ code: 'custom', message: TEXT_RULE_MESSAGES[problem] });
    });

const optionalLine = (message: Message, max: number) => lineText(message, max).nullable().optional();

/** A calendar date, YYYY-MM-DD, that exists (no 2025-02-30). */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A year and month (YYYY-MM) or a date (YYYY-MM-DD). */
export function isYearMonthOrDate(value: string): boolean {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  return m !== null || isIsoDate(value);
}

const dateField = z.string().max(10, msg('date')).refine(isIsoDate, msg('date')).nullable().optional();

let regionNames: Intl.DisplayNames | undefined;
/**
 * Whether `code` is an ISO 3166-1 alpha-2 country code, or a region the Unicode CLDR names with two
 * letters (EU, EZ; UN for the world is not a place of processing).
 */
export function isRegionCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || code === 'ZZ' || code === 'UN') return false;
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  try {
    return regionNames.of(code) !== undefined;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Runs on

export const runsOnEntrySchema = z
  .strictObject({
    system: z.enum(RUNS_ON_SYSTEMS, msg('system')),
    /** The system's name, for `other` only. */
    name: optionalLine('otherName', L.text),
    version: optionalLine('version', L.version),
    /** The app's listing in the system's marketplace (e.g. Epic Showroom, Oracle Health App Gallery). */
    marketplaceUrl: optionalLink,
  })
  .superRefine((entry, ctx) => {
    if (entry.system === 'other' && !entry.name)
      ctx.addIssue({ code: 'custom', path: ['name'], message: M.otherName });
    if (entry.system !== 'other' && entry.name)
      ctx.addIssue({ code: 'custom', path: ['name'], message: M.nameOnlyForOther });
  });
export type RunsOnEntry = z.infer<typeof runsOnEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Used by: organisations only, nothing personal

export const referenceSiteSchema = z.strictObject({
  organisation: lineText('organisation', L.text),
  /** ISO 3166-1 alpha-2. */
  country: z
    .string()
    .max(2, msg('country'))
    .refine((v) => isRegionCode(v) && v !== 'EU' && v !== 'EZ', msg('country')),
  since: z.string().max(10, msg('since')).refine(isYearMonthOrDate, msg('since')),
  url: optionalLink,
  quote: optionalLine('quote', L.quote),
});
export type ReferenceSite = z.infer<typeof referenceSiteSchema>;

// ---------------------------------------------------------------------------------------------
// Certifications and conformance

/** The device classes a medical device certificate names (not `none`, not the DiGA listing). */
export const CERTIFIED_DEVICE_CLASSES = DEVICE_CLASSES.filter(
  (c): c is Exclude<(typeof DEVICE_CLASSES)[number], 'none' | 'diga'> => c !== 'none' && c !== 'diga',
);

export const certificationSchema = z
  .strictObject({
    type: z.enum(CERTIFICATION_TYPES, msg('certificationType')),
    /** For `medical-device`: the class the certificate is for. */
    deviceClass: z.enum(CERTIFIED_DEVICE_CLASSES, msg('deviceClass')).nullable().optional(),
    /** The notified body, certification body, directory or event. */
    issuer: optionalLine('text', L.text),
    /** Certificate number, DiGA/DiPA listing number, CHPL id, test result id. */
    identifier: optionalLine('identifier', L.identifier),
    issuedOn: dateField,
    expiresOn: dateField,
    /** The public record: the directory's listing, the CHPL page, the published result. */
    url: optionalLink,
  })
  .superRefine((c, ctx) => {
    if (c.issuedOn && c.expiresOn && c.expiresOn < c.issuedOn)
      ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: M.expiresBeforeIssued });
    if (c.type !== 'medical-device' && c.deviceClass)
      ctx.addIssue({ code: 'custom', path: ['deviceClass'], message: M.deviceClassOnlyForDevice });
  });
export type Certification = z.infer<typeof certificationSchema>;

// ---------------------------------------------------------------------------------------------
// Data protection

export const dataProtectionSchema = z.strictObject({
  /** Where data are processed: ISO 3166-1 alpha-2 countries, or EU. */
  processingRegions: regionList(),
  hosting: z.enum(HOSTING_MODELS, msg('hosting')).nullable().optional(),
  /** Whether a GDPR data processing agreement (Art. 28) is offered. */
  gdprDpa: z.boolean().nullable().optional(),
  privacyPolicyUrl: optionalLink,
});
export type DataProtection = z.infer<typeof dataProtectionSchema>;

function regionList() {
  return boundedList(
    z
      .string()
      .max(2)
      .refine(isRegionCode, { error: (issue) => M.region(String(issue.input)) }),
    L.regions,
    'regions',
  ).superRefine((list, ctx) => {
    list.forEach((code, i) => {
      if (list.indexOf(code) !== i) ctx.addIssue({ code: 'custom', path: [i], message: M.duplicate(code) });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Clinical evidence: intended use, indications (ICD-10-CM), contraindications, studies, outcome

/** A paragraph: trimmed, line breaks allowed, no other control characters nor text-rules.ts's tricks. */
const paragraph = (message: Message) =>
  z
    .string()
    .trim()
    .normalize('NFC')
    .min(1, msg(message))
    .max(L.paragraph, msg(message))
    .superRefine((v, ctx) => {
      const problem = textProblem(v, 'long');
      if (problem === 'control') ctx.addIssue({ code: 'custom', message: M[message] });
      else if (problem !== undefined) ctx.addIssue({ code: 'custom', message: TEXT_RULE_MESSAGES[problem] });
    })
    .nullable()
    .optional();

/**
 * An indication: an ICD-10-CM code. Its name (`display`) is the API's: it looks the code up in the list
 * it holds (modules/codes), refuses one the list does not have and stores the list's name.
 */
export const indicationSchema = z.strictObject({
  system: z.literal('icd10cm', msg('indicationCode')),
  code: z
    .string()
    .trim()
    .toUpperCase()
    // Typed without its dot (E119), written as the classification writes it (E11.9).
    .overwrite((v) => (/^[A-Z0-9]{4,7}$/.test(v) ? `${v.slice(0, 3)}.${v.slice(3)}` : v))
    .max(10, msg('indicationCode'))
    .regex(ICD10_CM_CODE_PATTERN, msg('indicationCode')),
  display: z.string().max(300).optional(),
});
export type Indication = z.infer<typeof indicationSchema>;

/** The DOI handbook's syntax (a directory indicator 10. and a registrant code, a slash, a suffix). */
export const DOI_PATTERN = /^10\.\d{4,9}\/\S+$/;
/** A DOI as people paste it: with https://doi.org/, http://dx.doi.org/ or doi: before it. */
const DOI_PREFIX = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i;

/** A DOI as it is stored: without a resolver's address or `doi:` before it; undefined when it is not one. */
export function normalisedDoi(value: string): string | undefined {
  const doi = value.trim().replace(DOI_PREFIX, '');
  return DOI_PATTERN.test(doi) && doi.length <= L.doi ? doi : undefined;
}

/** A trial registry id: ClinicalTrials.gov (NCT and 8 digits) or the German register (DRKS and 8 digits). */
export const REGISTRY_ID_PATTERN = /^(?:NCT|DRKS)\d{8}$/;

/** Where a study's DOI or registry id is read. */
export function studyLinks(study: { doi?: string | null; registryId?: string | null }): {
  doi?: string;
  registry?: string;
} {
  const id = study.registryId ?? '';
  return {
    ...(study.doi ? { doi: `https://doi.org/${study.doi}` } : {}),
    ...(id.startsWith('NCT')
      ? { registry: `https://clinicaltrials.gov/study/${id}` }
      : id.startsWith('DRKS')
        ? { registry: `https://drks.de/search/en/trial/${id}` }
        : {}),
  };
}

/** A study's year: from 1900 to this year (the year it was published or registered). */
const yearMessage = () => M.studyYear(String(L.firstStudyYear), String(new Date().getUTCFullYear()));

export const studySchema = z.strictObject({
  title: lineText('studyTitle', L.studyTitle),
  design: z.enum(STUDY_DESIGNS, msg('studyDesign')),
  year: z
    .number({ error: yearMessage })
    .int({ error: yearMessage })
    .refine((y) => y >= L.firstStudyYear && y <= new Date().getUTCFullYear(), { error: yearMessage }),
  doi: z
    .string()
    .max(L.doi + 40, msg('doi'))
    .refine((v) => normalisedDoi(v) !== undefined, msg('doi'))
    .overwrite((v) => normalisedDoi(v) ?? v)
    .nullable()
    .optional(),
  registryId: z
    .string()
    .trim()
    .toUpperCase()
    .max(12, msg('registryId'))
    .regex(REGISTRY_ID_PATTERN, msg('registryId'))
    .nullable()
    .optional(),
  url: optionalLink,
});
export type Study = z.infer<typeof studySchema>;

export const clinicalEvidenceSchema = z.strictObject({
  intendedUse: paragraph('intendedUse'),
  indications: boundedList(indicationSchema, L.indications, 'indications')
    .superRefine((list, ctx) => {
      const codes = list.map((i) => i.code.replace('.', ''));
      codes.forEach((code, i) => {
        if (codes.indexOf(code) !== i)
          ctx.addIssue({ code: 'custom', path: [i, 'code'], message: M.duplicate(list[i]?.code ?? code) });
      });
    })
    .optional(),
  contraindications: boundedList(
    lineText('contraindication', L.contraindication),
    L.contraindications,
    'contraindications',
  ).optional(),
  studies: boundedList(studySchema, L.studies, 'studies').optional(),
  outcome: paragraph('outcome'),
});
export type ClinicalEvidence = z.infer<typeof clinicalEvidenceSchema>;

/** Whether a clinical part declares nothing. */
const isEmptyClinical = (c: ClinicalEvidence | null | undefined): boolean =>
  !c ||
  (!c.intendedUse &&
    !c.outcome &&
    (c.indications ?? []).length === 0 &&
    (c.contraindications ?? []).length === 0 &&
    (c.studies ?? []).length === 0);

// ---------------------------------------------------------------------------------------------
// The evidence

export const appEvidenceSchema = z.strictObject({
  runsOn: boundedList(runsOnEntrySchema, L.runsOn, 'runsOn')
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((entry, i) => {
        const key = entry.system === 'other' ? `other:${(entry.name ?? '').toLowerCase()}` : entry.system;
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: [i, entry.system === 'other' ? 'name' : 'system'],
            message: M.duplicate(entry.name ?? entry.system),
          });
        seen.add(key);
      });
    })
    .optional(),
  usedBy: boundedList(referenceSiteSchema, L.usedBy, 'usedBy').optional(),
  certifications: boundedList(certificationSchema, L.certifications, 'certifications').optional(),
  dataProtection: dataProtectionSchema.nullable().optional(),
  clinical: clinicalEvidenceSchema.nullable().optional(),
});
export type AppEvidence = z.infer<typeof appEvidenceSchema>;
export type AppEvidenceInput = z.input<typeof appEvidenceSchema>;

/** The certifications of a type, for screens that group them. */
export const certificationsOf = (evidence: AppEvidence | null | undefined, type: CertificationType) =>
  (evidence?.certifications ?? []).filter((c) => c.type === type);

/** The facet tags of an app version's evidence: `runsOn:<system>` for each system it declares. */
export function evidenceFacetTags(evidence: AppEvidence | null | undefined): string[] {
  return [...new Set((evidence?.runsOn ?? []).map((r) => `runsOn:${r.system}`))].sort();
}

/** Whether a data protection part declares nothing. */
const isEmptyDataProtection = (dp: DataProtection | null | undefined): boolean =>
  !dp ||
  (dp.processingRegions.length === 0 &&
    !dp.hosting &&
    (dp.gdprDpa === null || dp.gdprDpa === undefined) &&
    !dp.privacyPolicyUrl);

/**
 * The evidence as it is stored: null when it declares nothing, and a data protection part that
 * declares nothing as null, so screens show no empty part.
 */
export function normalizeEvidence(evidence: AppEvidence | null | undefined): AppEvidence | null {
  if (!evidence || isEmptyEvidence(evidence)) return null;
  const normalised = isEmptyDataProtection(evidence.dataProtection)
    ? { ...evidence, dataProtection: null }
    : evidence;
  return evidence.clinical !== undefined && isEmptyClinical(evidence.clinical)
    ? { ...normalised, clinical: null }
    : normalised;
}

/** Whether the evidence declares nothing at all (stored as null). */
export function isEmptyEvidence(evidence: AppEvidence | null | undefined): boolean {
  if (!evidence) return true;
  const dpEmpty = isEmptyDataProtection(evidence.dataProtection);
  return (
    (evidence.runsOn ?? []).length === 0 &&
    (evidence.usedBy ?? []).length === 0 &&
    (evidence.certifications ?? []).length === 0 &&
    dpEmpty &&
    isEmptyClinical(evidence.clinical)
  );
}
