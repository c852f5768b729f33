import { describe, expect, it } from 'vitest';
import {
  appEvidenceSchema,
  evidenceFacetTags,
  isEmptyEvidence,
  isExpired,
  isIsoDate,
  isRegionCode,
  isYearMonthOrDate,
  normalisedDoi,
  normalizeEvidence,
  runsOnName,
  studyLinks,
  type AppEvidenceInput,
} from '../src/index.ts';

const EVIDENCE: AppEvidenceInput = {
  runsOn: [
    { system: 'epic', version: 'May 2025', marketplaceUrl: 'https://showroom.epic.com/app/example' },
    { system: 'other', name: 'Klinik-KIS Nord' },
  ],
  usedBy: [
    {
      organisation: 'Example University Hospital',
      country: 'DE',
      since: '2024-03',
      url: 'https://hospital.example',
      quote: 'Charting got faster.',
    },
  ],
  certifications: [
    {
      type: 'medical-device',
      deviceClass: 'eu-mdr-iia',
      issuer: 'Example Notified Body',
      identifier: 'MDR 123456',
      issuedOn: '2024-01-15',
      expiresOn: '2029-01-14',
    },
    { type: 'iso-27001', issuer: 'Example Cert GmbH', expiresOn: '2026-12-31' },
  ],
  dataProtection: {
    processingRegions: ['DE', 'EU'],
    hosting: 'both',
    gdprDpa: true,
    privacyPolicyUrl: 'https://vendor.example/privacy',
  },
};

/** The issues of a refused evidence object, as `path: message`. */
function issuesOf(input: unknown): string[] {
  const result = appEvidenceSchema.safeParse(input);
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('an app version’s evidence', () => {
  it('accepts what a vendor declares, and tags the systems it runs on for the Runs on facet', () => {
    const parsed = appEvidenceSchema.parse(EVIDENCE);
    expect(parsed.runsOn?.[1]).toEqual({ system: 'other', name: 'Klinik-KIS Nord' });
    expect(evidenceFacetTags(parsed)).toEqual(['runsOn:epic', 'runsOn:other']);
    expect(isEmptyEvidence(parsed)).toBe(false);
    expect(isEmptyEvidence({ runsOn: [], usedBy: [], certifications: [], dataProtection: null })).toBe(true);
  });

  it.each([
    [
      'an unknown system code',
      { runsOn: [{ system: 'cerner-classic' }] },
      'runsOn.0.system: Please choose a system from the list',
    ],
    [
      'Other without a name',
      { runsOn: [{ system: 'other' }] },
      'runsOn.0.name: Please enter the name of the system',
    ],
    [
      'a name for a listed system',
      { runsOn: [{ system: 'epic', name: 'Epic' }] },
      'runsOn.0.name: A name is only given for Other',
    ],
    [
      'a system listed twice',
      { runsOn: [{ system: 'epic' }, { system: 'epic' }] },
      'runsOn.1.system: epic is listed twice',
    ],
    [
      'a marketplace link that is not https',
      { runsOn: [{ system: 'epic', marketplaceUrl: 'http://showroom.epic.com/app' }] },
      'runsOn.0.marketplaceUrl: Please enter an https URL',
    ],
    [
      'a malformed link',
      { usedBy: [{ organisation: 'A', country: 'DE', since: '2024', url: 'not a link' }] },
      'usedBy.0.url: Please enter an https URL',
    ],
    [
      'a reference site without a valid since',
      { usedBy: [{ organisation: 'A', country: 'DE', since: '2024-13' }] },
      'usedBy.0.since: Please enter a year and month (YYYY-MM) or a date (YYYY-MM-DD)',
    ],
    [
      'an unknown country',
      { usedBy: [{ organisation: 'A', country: 'XX', since: '2024-01' }] },
      'usedBy.0.country: Please choose a country (ISO 3166 code, e.g. DE)',
    ],
    [
      'a certificate expiring before it was issued',
      { certifications: [{ type: 'c5', issuedOn: '2025-06-01', expiresOn: '2025-05-31' }] },
      'certifications.0.expiresOn: The expiry date can not be before the date of issue',
    ],
    [
      'an impossible date',
      { certifications: [{ type: 'soc-2', expiresOn: '2025-02-30' }] },
      'certifications.0.expiresOn: Please enter a date (YYYY-MM-DD)',
    ],
    [
      'an unknown certification type',
      { certifications: [{ type: 'iso-9001' }] },
      'certifications.0.type: Please choose a type from the list',
    ],
    [
      'a device class on a certificate that is not a medical device one',
      { certifications: [{ type: 'diga', deviceClass: 'eu-mdr-i' }] },
      'certifications.0.deviceClass: A device class is only given for a medical device certificate',
    ],
    [
      'an unknown processing region',
      { dataProtection: { processingRegions: ['Mars'] } },
      'dataProtection.processingRegions.0: Mars is not a country or region code (e.g. DE, EU)',
    ],
  ])('refuses %s, naming the field', (_what, input, issue) => {
    expect(issuesOf(input)).toContain(issue);
  });

  it('takes at most 50 reference sites', () => {
    const site = (i: number) => ({ organisation: `Clinic ${i}`, country: 'AT', since: '2023-01' });
    expect(
      appEvidenceSchema.safeParse({ usedBy: Array.from({ length: 50 }, (_, i) => site(i)) }).success,
    ).toBe(true);
    expect(issuesOf({ usedBy: Array.from({ length: 51 }, (_, i) => site(i)) })).toEqual([
      'usedBy: At most 50 reference sites',
    ]);
  });

  it('reads dates, regions and expiry as the calendar says', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isYearMonthOrDate('2024-02')).toBe(true);
    expect(isYearMonthOrDate('2024-2')).toBe(false);
    expect([isRegionCode('DE'), isRegionCode('EU'), isRegionCode('ZZ'), isRegionCode('de')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    const today = new Date('2026-05-10T12:00:00Z');
    expect(isExpired('2026-05-10', today)).toBe(false);
    expect(isExpired('2026-05-09', today)).toBe(true);
    expect(isExpired(null, today)).toBe(false);
  });

  it('names systems by their own names, and Other by the vendor’s', () => {
    expect(runsOnName('sap-ish-med')).toBe('SAP / i.s.h.med');
    expect(runsOnName('other', 'Klinik-KIS Nord')).toBe('Klinik-KIS Nord');
  });
});

describe('an app version’s clinical evidence', () => {
  const year = new Date().getUTCFullYear();
  const yearRule = `Please enter a year from 1900 to ${year}`;
  const study = { title: 'A randomised trial of the app', design: 'rct', year: 2023 };

  it('accepts intended use, ICD-10-CM indications, contraindications, studies and outcome; DOIs lose their resolver', () => {
    const parsed = appEvidenceSchema.parse({
      clinical: {
        intendedUse: 'Supports the reconciliation of medication lists\nat admission.',
        indications: [{ system: 'icd10cm', code: 'e11.9' }],
        contraindications: ['Pregnancy'],
        studies: [
          { ...study, doi: 'https://doi.org/10.1016/S0140-6736(23)01234-5', registryId: 'nct01234567' },
          { ...study, design: 'cohort', doi: 'doi:10.1000/182', registryId: 'DRKS00012345' },
          { ...study, design: 'case-series', doi: 'http://dx.doi.org/10.12345/abc.def' },
        ],
        outcome: 'Fewer medication errors at discharge.',
      },
    });
    expect(parsed.clinical?.indications).toEqual([{ system: 'icd10cm', code: 'E11.9' }]);
    expect(parsed.clinical?.studies?.map((s) => s.doi)).toEqual([
      '10.1016/S0140-6736(23)01234-5',
      '10.1000/182',
      '10.12345/abc.def',
    ]);
    expect(parsed.clinical?.studies?.[0]?.registryId).toBe('NCT01234567');
    expect(isEmptyEvidence(parsed)).toBe(false);
    expect(isEmptyEvidence({ clinical: { indications: [], studies: [], contraindications: [] } })).toBe(true);
    expect(
      normalizeEvidence({ runsOn: [{ system: 'epic' }], clinical: { studies: [] } })?.clinical,
    ).toBeNull();
  });

  it('links DOIs to doi.org and registry ids to their registers', () => {
    expect(studyLinks({ doi: '10.1000/182', registryId: 'NCT01234567' })).toEqual({
      doi: 'https://doi.org/10.1000/182',
      registry: 'https://clinicaltrials.gov/study/NCT01234567',
    });
    expect(studyLinks({ registryId: 'DRKS00012345' })).toEqual({
      registry: 'https://drks.de/search/en/trial/DRKS00012345',
    });
    expect(normalisedDoi('10.123/abc')).toBeUndefined();
    expect(normalisedDoi(' https://DOI.org/10.1234/x y')).toBeUndefined();
  });

  it.each([
    [
      'a code that is not ICD-10-CM syntax',
      { clinical: { indications: [{ system: 'icd10cm', code: 'diabetes' }] } },
      'clinical.indications.0.code: Please choose a code from the ICD-10-CM list',
    ],
    [
      'another code system',
      { clinical: { indications: [{ system: 'snomed', code: 'E11.9' }] } },
      'clinical.indications.0.system: Please choose a code from the ICD-10-CM list',
    ],
    [
      'an indication listed twice',
      {
        clinical: {
          indications: [
            { system: 'icd10cm', code: 'E11.9' },
            { system: 'icd10cm', code: 'E119' },
          ],
        },
      },
      'clinical.indications.1.code: E11.9 is listed twice',
    ],
    [
      'a malformed DOI',
      { clinical: { studies: [{ ...study, doi: 'doi.org/10.1000' }] } },
      'clinical.studies.0.doi: Please enter a DOI as it is written, e.g. 10.1000/182',
    ],
    [
      'a DOI with a short registrant code',
      { clinical: { studies: [{ ...study, doi: '10.123/abc' }] } },
      'clinical.studies.0.doi: Please enter a DOI as it is written, e.g. 10.1000/182',
    ],
    [
      'a registry id of the wrong length',
      { clinical: { studies: [{ ...study, registryId: 'NCT1234567' }] } },
      'clinical.studies.0.registryId: Please enter a registry id: NCT and 8 digits, or DRKS and 8 digits',
    ],
    [
      'a registry id of an unknown register',
      { clinical: { studies: [{ ...study, registryId: 'ISRCTN12345678' }] } },
      'clinical.studies.0.registryId: Please enter a registry id: NCT and 8 digits, or DRKS and 8 digits',
    ],
    [
      'a year before 1900',
      { clinical: { studies: [{ ...study, year: 1899 }] } },
      `clinical.studies.0.year: ${yearRule}`,
    ],
    [
      'a year in the future',
      { clinical: { studies: [{ ...study, year: year + 1 }] } },
      `clinical.studies.0.year: ${yearRule}`,
    ],
    [
      'an unknown design',
      { clinical: { studies: [{ ...study, design: 'meta-analysis' }] } },
      'clinical.studies.0.design: Please choose the design of the study',
    ],
    [
      'a study without a title',
      { clinical: { studies: [{ ...study, title: ' ' }] } },
      'clinical.studies.0.title: Please enter the title of the study (at most 300 characters, one line)',
    ],
    [
      'a long intended use',
      { clinical: { intendedUse: 'x'.repeat(1001) } },
      'clinical.intendedUse: Please describe the intended use in at most 1000 characters',
    ],
    [
      'a contraindication on two lines',
      { clinical: { contraindications: ['Pregnancy\nChildren'] } },
      'clinical.contraindications.0: Please enter a contraindication of at most 200 characters on one line',
    ],
    [
      '21 studies',
      { clinical: { studies: Array.from({ length: 21 }, () => study) } },
      'clinical.studies: At most 20 studies',
    ],
    [
      '21 indications',
      {
        clinical: {
          indications: Array.from({ length: 21 }, (_, i) => ({
            system: 'icd10cm',
            code: `E1${i % 10}.${i}`,
          })),
        },
      },
      'clinical.indications: At most 20 indications',
    ],
  ])('refuses %s, naming the field', (_what, input, issue) => {
    expect(issuesOf(input)).toContain(issue);
  });
});
