import { describe, expect, it } from 'vitest';
import {
  emptyProfileForm,
  INTEROP_MESSAGES as M,
  profileFieldOfApiPath,
  profileFormSchema,
  profileFormToProfile,
  profileToForm,
  prepareChip,
  type InteropProfile,
  type ProfileForm,
} from '../src/index.ts';

const full: InteropProfile = {
  standards: ['fhir', 'openehr'],
  fhir: {
    versions: ['R4'],
    resources: ['Observation', 'Patient'],
    implementationGuides: [
      { packageId: 'hl7.fhir.us.core', version: '6.1.0' },
      { packageId: 'hl7.fhir.uv.ips' },
    ],
    sandboxUrl: 'https://fhir.example.org/r4',
  },
  smart: {
    launchTypes: ['ehr', 'standalone'],
    clientType: 'public',
    scopes: ['patient/Observation.rs', 'openid'],
  },
  cdsHooks: { hooks: ['patient-view'], discoveryUrl: 'https://cds.example.org' },
  openehr: {
    restApiVersion: '1.0.3',
    templates: [{ id: 'vital_signs.v1', ckmUrl: 'https://ckm.openehr.org/ckm/templates/1' }],
    cdrs: ['EHRbase'],
    usesAql: true,
  },
  classification: {
    categories: ['medication'],
    audiences: ['clinicians'],
    platforms: ['web'],
    languages: ['en', 'de-CH'],
    license: 'Apache-2.0',
    pricing: 'free',
    deviceClasses: ['none'],
  },
};

const form = (change: (f: ProfileForm) => void): ProfileForm => {
  const f = structuredClone(emptyProfileForm);
  change(f);
  return f;
};

describe('the editor’s profile form', () => {
  it('reads a stored profile and gives it back unchanged', () => {
    expect(profileFormToProfile(profileToForm(full))).toEqual(full);
    expect(profileToForm(full).smart.scopes).toBe('patient/Observation.rs\nopenid');
  });

  it('reads nothing declared as the empty form and sends it as null', () => {
    expect(profileToForm(null)).toEqual(emptyProfileForm);
    expect(profileToForm(undefined)).toEqual(emptyProfileForm);
    expect(profileFormToProfile(emptyProfileForm)).toBeNull();
  });

  it('leaves out the groups of a standard that is not ticked, keeping them in the form', () => {
    const f = profileToForm(full);
    f.standards = ['openehr'];
    const sent = profileFormToProfile(f);
    expect(sent).not.toHaveProperty('fhir');
    expect(sent).not.toHaveProperty('cdsHooks');
    expect(sent?.smart).toEqual(full.smart);
    expect(sent?.openehr).toEqual(full.openehr);
    expect(f.fhir.resources).toEqual(['Observation', 'Patient']);
    expect(profileFormSchema.safeParse(f).success).toBe(true);
  });

  it('drops empty groups and rows and trims texts', () => {
    const f = form((x) => {
      x.standards = ['fhir'];
      x.fhir.implementationGuides = [{ packageId: ' ', version: '' }];
      x.fhir.sandboxUrl = ' https://fhir.example.org ';
      x.smart.scopes = '\n';
    });
    expect(profileFormToProfile(f)).toEqual({
      standards: ['fhir'],
      fhir: { versions: [], resources: [], implementationGuides: [], sandboxUrl: 'https://fhir.example.org' },
    });
  });

  it.each<[string, (f: ProfileForm) => void, string, string]>([
    [
      'a resource of another version',
      (f) => {
        f.standards = ['fhir'];
        f.fhir = { ...f.fhir, versions: ['DSTU2'], resources: ['ServiceRequest'] };
      },
      'fhir.resources',
      M.unknownResource('ServiceRequest', ['DSTU2']),
    ],
    [
      'a malformed package id',
      (f) => {
        f.standards = ['fhir'];
        f.fhir.implementationGuides = [{ packageId: 'US Core', version: '' }];
      },
      'fhir.implementationGuides.0.packageId',
      M.igPackageId,
    ],
    [
      'an invalid scope',
      (f) => {
        f.standards = ['openehr'];
        f.smart.scopes = 'openid\npatient/Observation.rs\nread-everything';
      },
      'smart.scopes',
      M.smartScope('read-everything'),
    ],
    [
      'an unknown licence',
      (f) => {
        f.classification.license = 'Apache 2';
      },
      'classification.license',
      M.license,
    ],
  ])('points %s at its field', (_, change, path, message) => {
    const result = profileFormSchema.safeParse(form(change));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([path, message]);
  });

  it('maps the API’s field errors to the form’s fields', () => {
    expect(profileFieldOfApiPath('profile.fhir.resources.0')).toBe('profile.fhir.resources');
    expect(profileFieldOfApiPath('profile.fhir.implementationGuides.1.version')).toBe(
      'profile.fhir.implementationGuides.1.version',
    );
    expect(profileFieldOfApiPath('profile.smart.scopes.3')).toBe('profile.smart.scopes');
    expect(profileFieldOfApiPath('profile.cdsHooks')).toBe('profile.standards');
    expect(profileFieldOfApiPath('profile')).toBe('profile.standards');
    expect(profileFieldOfApiPath('demoUrl')).toBeUndefined();
  });

  it('checks a chip before adding it, with the schema’s messages', () => {
    expect(prepareChip('languages', [], 'de-ch')).toEqual({ value: 'de-CH' });
    expect(prepareChip('languages', [], 'english')).toEqual({ problem: M.language('english') });
    expect(prepareChip('languages', ['de-CH'], 'DE-ch')).toEqual({ problem: M.duplicate('de-CH') });
    expect(prepareChip('hooks', [], 'Patient View')).toEqual({ problem: M.hookName });
    expect(prepareChip('cdrs', ['EHRbase'], ' Better Platform ')).toEqual({ value: 'Better Platform' });
  });
});
