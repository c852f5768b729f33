import { describe, expect, it } from 'vitest';
import {
  appFacetsQuerySchema,
  appListQuerySchema,
  cardBadges,
  cardInteropFromTags,
  facetValueLabel,
  FACET_GROUP_LABELS,
  FACET_GROUPS,
  filterValue,
  interopProfileSchema,
  profileFacetTags,
  selectedFilters,
} from '../src/index.ts';

const profile = interopProfileSchema.parse({
  standards: ['fhir', 'openehr'],
  fhir: {
    versions: ['R4', 'R5'],
    resources: ['Observation'],
    implementationGuides: [
      { packageId: 'hl7.fhir.us.core', version: '6.1.0' },
      { packageId: 'hl7.fhir.us.core', version: '7.0.0' },
    ],
  },
  smart: { launchTypes: ['ehr'], scopes: [] },
  cdsHooks: { hooks: ['patient-view'] },
  openehr: { templates: [{ id: 'IDCR - Vital Signs Encounter.v1' }], cdrs: ['EHRbase'] },
  classification: {
    categories: ['medication'],
    audiences: ['clinicians'],
    platforms: ['web'],
    languages: ['de-CH', 'de', 'en'],
    license: 'CC-BY-NC-4.0',
    pricing: 'free',
    deviceClasses: ['eu-mdr-iia'],
  },
});

describe('facet tags', () => {
  it('name every value an app can be filtered by, once each, sorted', () => {
    expect(profileFacetTags(profile)).toEqual([
      'audience:clinicians',
      'category:medication',
      'deviceClass:eu-mdr-iia',
      'feature:cds-hooks',
      'feature:smart',
      'fhirVersion:R4',
      'fhirVersion:R5',
      'ig:hl7.fhir.us.core',
      'language:de',
      'language:en',
      // Not OSI-approved: counts as proprietary.
      'license:proprietary',
      'platform:web',
      'pricing:free',
      'resource:Observation',
      'smartLaunch:ehr',
      'standard:fhir',
      'standard:openehr',
      'template:IDCR - Vital Signs Encounter.v1',
    ]);
    expect(profileFacetTags(null)).toEqual([]);
    expect(profileFacetTags({ standards: [] })).toEqual([]);
  });

  it('give a card its badges in a fixed order', () => {
    const interop = cardInteropFromTags(profileFacetTags(profile));
    expect(cardBadges(interop)).toEqual(['FHIR R4', 'FHIR R5', 'openEHR', 'SMART', 'CDS Hooks']);
    expect(cardInteropFromTags(['category:medication'])).toBeUndefined();
    expect(cardBadges(cardInteropFromTags(['standard:fhir']))).toEqual(['FHIR']);
    expect(cardBadges(undefined)).toEqual([]);
  });
});

describe('filter parameters', () => {
  it('take canonical values and refuse the rest', () => {
    expect(filterValue('fhirVersion', 'R4')).toBe('R4');
    expect(filterValue('fhirVersion', 'r4')).toBeUndefined();
    expect(filterValue('language', 'DE-at')).toBe('de');
    expect(filterValue('language', 'english')).toBeUndefined();
    expect(filterValue('resource', 'Observation')).toBe('Observation');
    expect(filterValue('resource', 'Observations')).toBeUndefined();
    expect(filterValue('ig', 'hl7.fhir.us.core')).toBe('hl7.fhir.us.core');
    expect(filterValue('ig', 'US Core')).toBeUndefined();
    expect(filterValue('template', ' IDCR - Problem List.v1 ')).toBe('IDCR - Problem List.v1');
    expect(filterValue('template', 'a\nb')).toBeUndefined();
    expect(filterValue('license', 'open-source')).toBe('open-source');
    expect(filterValue('license', 'MIT')).toBeUndefined();
  });

  it('read one value or several, deduplicated, and name the parameter when refused', () => {
    expect(appListQuerySchema.parse({ category: 'medication' }).category).toEqual(['medication']);
    expect(appFacetsQuerySchema.parse({ language: ['de', 'de-CH', 'en'] }).language).toEqual(['de', 'en']);
    const refused = appListQuerySchema.safeParse({ fhirVersion: ['R4', 'R9'] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['fhirVersion']);
    expect(refused.error?.issues[0]?.message).toBe('R9 is not a value of the filter fhirVersion');
    expect(appListQuerySchema.safeParse({ platform: Array(21).fill('web') }).success).toBe(false);
  });

  it('keep only the parameters with values, in a fixed order', () => {
    expect(selectedFilters({ platform: ['web'], category: [], standard: ['fhir'] })).toEqual({
      standard: ['fhir'],
      platform: ['web'],
    });
  });

  it('label every group and its options as the panel shows them', () => {
    expect(FACET_GROUPS.map((g) => FACET_GROUP_LABELS[g])).toEqual([
      'Standard',
      'FHIR version',
      'SMART launch',
      'Category',
      'Audience',
      'Platform',
      'Licence',
      'Pricing',
      'Language',
      'Medical device',
      'Runs on',
      'Verified',
    ]);

    expect(facetValueLabel('verified', 'yes')).toBe('Verified by live checks');
    expect(facetValueLabel('standard', 'openehr')).toBe('openEHR');
    expect(facetValueLabel('fhirVersion', 'R4')).toBe('R4');
    expect(facetValueLabel('category', 'medication')).toBe('Medication');
    expect(facetValueLabel('language', 'de')).toBe('German');
    expect(facetValueLabel('license', 'open-source')).toBe('Open source');
  });
});
