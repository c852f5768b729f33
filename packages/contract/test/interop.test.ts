import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  canonicalLanguageTag,
  FHIR_RESOURCE_TYPES_BY_VERSION,
  fhirResourceTypesFor,
  interopProfileSchema,
  isFhirResourceType,
  isSmartScope,
  isSpdxLicenseId,
  licenseKindOf,
  normalizeProfile,
} from '../src/index.ts';

describe('the lists the profile is checked against', () => {
  it('are what the maintained packages say today (regenerating changes nothing)', () => {
    const script = path.join(import.meta.dirname, '../scripts/generate-standards-data.mjs');
    // Exits 1 and names the file when a generated list differs from its package.
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });

  it('hold the resource types of each FHIR version, and only resources', () => {
    expect(FHIR_RESOURCE_TYPES_BY_VERSION.R4).toHaveLength(146);
    expect(FHIR_RESOURCE_TYPES_BY_VERSION.R5).toHaveLength(158);
    expect(FHIR_RESOURCE_TYPES_BY_VERSION.R4B).toContain('SubscriptionStatus');
    for (const names of Object.values(FHIR_RESOURCE_TYPES_BY_VERSION)) {
      expect(names).toContain('Patient');
      expect(names).toContain('Observation');
      expect(names).not.toContain('Resource');
      expect(names).not.toContain('DomainResource');
      expect(names).not.toContain('HumanName');
    }
    // Resources that came and went between versions.
    expect(isFhirResourceType('ServiceRequest', ['DSTU2'])).toBe(false);
    expect(isFhirResourceType('ServiceRequest', ['R4'])).toBe(true);
    expect(isFhirResourceType('ProcedureRequest', ['STU3'])).toBe(true);
    expect(isFhirResourceType('ProcedureRequest', ['R4'])).toBe(false);
    expect(isFhirResourceType('Media', ['R4'])).toBe(true);
    expect(isFhirResourceType('Media', ['R5'])).toBe(false);
    expect(isFhirResourceType('Media', ['R4', 'R5'])).toBe(true);
    expect(fhirResourceTypesFor(['R4', 'R5'])).toContain('Media');
    expect(fhirResourceTypesFor([]).length).toBeGreaterThan(FHIR_RESOURCE_TYPES_BY_VERSION.R5.length);
  });

  it('know SPDX licence ids and which of them are open source', () => {
    expect(isSpdxLicenseId('Apache-2.0')).toBe(true);
    expect(isSpdxLicenseId('GPL-3.0-only')).toBe(true);
    expect(isSpdxLicenseId('Apache 2')).toBe(false);
    expect(isSpdxLicenseId('apache-2.0')).toBe(false);
    expect(licenseKindOf('MIT')).toBe('open-source');
    expect(licenseKindOf('proprietary')).toBe('proprietary');
    expect(licenseKindOf('CC-BY-NC-4.0')).toBe('proprietary');
  });
});

describe('SMART scopes', () => {
  it.each([
    'openid',
    'fhirUser',
    'launch',
    'launch/patient',
    'offline_access',
    'patient/Observation.read',
    'user/*.write',
    'system/*.*',
    'patient/Observation.rs',
    'user/Patient.cruds',
    'patient/Observation.rs?category=laboratory',
    'patient/composition-IDCR - Vital Signs Encounter.v1.crud'.replace(/ /g, '_'),
    'user/template-vital_signs.r',
  ])('accepts %s', (scope) => {
    expect(isSmartScope(scope)).toBe(true);
  });

  it.each([
    'patient/Observation.readwrite',
    'patient/Observation.',
    'patient/Observation.sr',
    'patient/Observaton.read',
    'doctor/Observation.read',
    'patient/observation.read',
    'launch/practitioner',
    '',
  ])('refuses %j', (scope) => {
    expect(isSmartScope(scope)).toBe(false);
  });
});

describe('the profile', () => {
  it('accepts nothing declared', () => {
    expect(interopProfileSchema.parse({ standards: [] })).toEqual({ standards: [] });
  });

  it('names each wrong field', () => {
    const result = interopProfileSchema.safeParse({
      standards: ['fhir', 'fhir'],
      fhir: {
        versions: ['R6'],
        resources: ['Patient'],
        implementationGuides: [{ packageId: 'hl7.fhir.us.core' }, { packageId: 'hl7.fhir.us.core' }],
        sandboxUrl: 'ftp://hapi.fhir.org/baseR4',
      },
      cdsHooks: { hooks: ['Patient View'] },
      classification: {
        categories: [],
        audiences: ['nurses'],
        platforms: [],
        languages: ['english'],
        deviceClasses: ['none', 'diga'],
      },
    });
    expect(result.success).toBe(false);
    const paths = (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'standards.1: fhir is listed twice',
        expect.stringMatching(/^fhir\.versions\.0: /),
        'fhir.implementationGuides.1.packageId: hl7.fhir.us.core is listed twice',
        "fhir.sandboxUrl: Please enter the server's base URL (https://…, or http://… on an intranet)",
        'cdsHooks.hooks.0: Please enter a hook name in lower case with hyphens, e.g. patient-view',
        expect.stringMatching(/^classification\.audiences\.0: /),
        'classification.languages.0: english is not a language tag (e.g. en, de-CH, pt-BR)',
        'classification.deviceClasses: Not a medical device can not be combined with a device class',
      ]),
    );
  });

  it('stores language tags canonical', () => {
    expect(canonicalLanguageTag('de-ch')).toBe('de-CH');
    expect(canonicalLanguageTag('zh-hant-tw')).toBe('zh-Hant-TW');
    expect(canonicalLanguageTag('not a tag')).toBeUndefined();
    const profile = interopProfileSchema.parse({
      standards: [],
      classification: {
        categories: [],
        audiences: [],
        platforms: [],
        languages: ['EN', 'pt-br'],
        deviceClasses: [],
      },
    });
    expect(normalizeProfile(profile).classification?.languages).toEqual(['en', 'pt-BR']);
  });
});

describe("a server's base URL in the profile", () => {
  const withSandbox = (sandboxUrl: string) =>
    interopProfileSchema.safeParse({
      standards: ['fhir'],
      fhir: { versions: [], resources: [], implementationGuides: [], sandboxUrl },
    }).success;

  it('is https, or http for an intranet server (the live checks decide whether they may reach it)', () => {
    expect(withSandbox('https://hapi.fhir.org/baseR4')).toBe(true);
    expect(withSandbox('http://fhir.intranet:8080/fhir')).toBe(true);
    expect(withSandbox('ftp://hapi.fhir.org/baseR4')).toBe(false);
    expect(withSandbox('https://user:secret@hapi.fhir.org/baseR4')).toBe(false);
    expect(withSandbox('hapi.fhir.org/baseR4')).toBe(false);
    expect(withSandbox('https://')).toBe(false);
  });
});
