/**
 * The interoperability profile travels with an app version: stored as declared (language tags made
 * canonical), refused with a 400 that names the field when it is wrong (nothing stored), and an update of
 * a published app carries its own profile while the public keeps reading the published one.
 */
import type { InteropProfileInput } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import {
  adminAccount,
  appBody,
  call,
  detailsOf,
  insertAppInState,
  publicRead,
  setStatus,
  snapshot,
  vendorAccount,
} from './helpers/journey.ts';

const t = useTestApp();

const PROFILE: InteropProfileInput = {
  standards: ['fhir', 'openehr'],
  fhir: {
    versions: ['R4'],
    resources: ['Observation', 'Patient'],
    implementationGuides: [
      { packageId: 'hl7.fhir.us.core', version: '6.1.0' },
      { packageId: 'hl7.fhir.uv.ips' },
    ],
    sandboxUrl: 'https://hapi.fhir.org/baseR4',
  },
  smart: {
    launchTypes: ['ehr'],
    clientType: 'public',
    scopes: ['launch', 'openid', 'patient/Observation.rs'],
  },
  cdsHooks: null,
  openehr: {
    restApiVersion: '1.0.3',
    rmVersion: '1.1.0',
    templates: [
      { id: 'IDCR - Vital Signs Encounter.v1', ckmUrl: 'https://ckm.openehr.org/ckm/templates/1013.26.1' },
    ],
    cdrs: ['EHRbase'],
    usesAql: true,
    demoCdrUrl: null,
  },
  classification: {
    categories: ['clinical-documentation', 'decision-support'],
    audiences: ['clinicians'],
    platforms: ['web'],
    languages: ['EN', 'de-ch'],
    license: 'Apache-2.0',
    pricing: 'free',
    deviceClasses: ['none'],
  },
};

describe('the interoperability profile of an app version', () => {
  it('is stored as declared and read back, with canonical language tags', async () => {
    const v = await vendorAccount(t.db);
    const res = await call(t.app, 'POST', '/api/apps', v, appBody(v.vendorId, { profile: PROFILE }));
    expect(res.statusCode, res.body).toBe(201);
    const app = detailsOf(res);
    expect(app.profile).toMatchObject({
      standards: ['fhir', 'openehr'],
      fhir: { versions: ['R4'], resources: ['Observation', 'Patient'] },
      smart: { launchTypes: ['ehr'] },
      classification: { languages: ['en', 'de-CH'], license: 'Apache-2.0' },
    });
    const read = detailsOf(await call(t.app, 'GET', `/api/apps/${app.id}`, v));
    expect(read.profile).toEqual(app.profile);
    // The summary near the top of the app's page (issue 35): the card's badges of the profile.
    expect(read.interop).toEqual({
      standards: ['fhir', 'openehr'],
      fhirVersions: ['R4'],
      smart: true,
      cdsHooks: false,
    });
  });

  it('reads as not declared (null) for an app that has none, and a body without it keeps it', async () => {
    const v = await vendorAccount(t.db);
    const bare = detailsOf(await call(t.app, 'POST', '/api/apps', v, appBody(v.vendorId)));
    expect(bare.profile).toBeNull();
    expect(bare.interop).toBeUndefined();

    const withProfile = detailsOf(
      await call(t.app, 'POST', '/api/apps', v, appBody(v.vendorId, { profile: PROFILE, name: 'Declared' })),
    );
    const kept = detailsOf(
      await call(t.app, 'PUT', `/api/apps/${withProfile.id}`, v, appBody(v.vendorId, { name: 'Declared' })),
    );
    expect(kept.profile).toEqual(withProfile.profile);
    const cleared = detailsOf(
      await call(
        t.app,
        'PUT',
        `/api/apps/${withProfile.id}`,
        v,
        appBody(v.vendorId, { name: 'Declared', profile: null }),
      ),
    );
    expect(cleared.profile).toBeNull();
  });

  it.each<[string, InteropProfileInput, string, string]>([
    [
      'an unknown resource type',
      {
        standards: ['fhir'],
        fhir: { versions: ['R4'], resources: ['Patient', 'Pateint'], implementationGuides: [] },
      },
      'profile.fhir.resources.1',
      'Pateint is not a FHIR resource type in R4',
    ],
    [
      'a resource type of another version',
      {
        standards: ['fhir'],
        fhir: { versions: ['DSTU2'], resources: ['ServiceRequest'], implementationGuides: [] },
      },
      'profile.fhir.resources.0',
      'ServiceRequest is not a FHIR resource type in DSTU2',
    ],
    [
      'a malformed IG id',
      {
        standards: ['fhir'],
        fhir: {
          versions: ['R4'],
          resources: [],
          implementationGuides: [{ packageId: 'US Core', version: '6.1.0' }],
        },
      },
      'profile.fhir.implementationGuides.0.packageId',
      'Please enter a FHIR package id, e.g. hl7.fhir.us.core',
    ],
    [
      'a malformed IG version',
      {
        standards: ['fhir'],
        fhir: {
          versions: ['R4'],
          resources: [],
          implementationGuides: [{ packageId: 'hl7.fhir.us.core', version: 'v6' }],
        },
      },
      'profile.fhir.implementationGuides.0.version',
      'Please enter a package version, e.g. 6.1.0',
    ],
    [
      'an invalid SPDX id',
      {
        standards: [],
        classification: {
          categories: [],
          audiences: [],
          platforms: [],
          languages: [],
          license: 'Apache 2',
          deviceClasses: [],
        },
      },
      'profile.classification.license',
      'Please choose an SPDX licence id (e.g. Apache-2.0) or proprietary',
    ],
    [
      'more than 3 categories',
      {
        standards: [],
        classification: {
          categories: ['medication', 'imaging', 'telehealth', 'developer-tools'],
          audiences: [],
          platforms: [],
          languages: [],
          deviceClasses: [],
        },
      },
      'profile.classification.categories',
      'At most 3 categories',
    ],
    [
      'a SMART scope in neither v1 nor v2 syntax',
      { standards: ['fhir'], smart: { launchTypes: ['ehr'], scopes: ['patient/Observation.readwrite'] } },
      'profile.smart.scopes.0',
      'patient/Observation.readwrite is not a SMART scope (e.g. patient/Observation.rs, user/*.read, launch/patient, openid)',
    ],
    [
      'a SMART launch URL over plain http to a public host',
      {
        standards: ['fhir'],
        smart: { launchTypes: ['ehr'], scopes: [], launchUrl: 'http://app.example.org/launch' },
      },
      'profile.smart.launchUrl',
      'Please use an https:// address: plain http:// is only for servers the operator allows',
    ],
    [
      'a redirect URI that is not an address',
      {
        standards: ['fhir'],
        smart: { launchTypes: ['ehr'], scopes: [], redirectUris: ['https://app.example.org/cb', 'callback'] },
      },
      'profile.smart.redirectUris.1',
      "Please enter the app's https URL (https://…, or http://… on an intranet)",
    ],
    [
      'eleven redirect URIs',
      {
        standards: ['fhir'],
        smart: {
          launchTypes: ['ehr'],
          scopes: [],
          redirectUris: Array.from({ length: 11 }, (_, i) => `https://app.example.org/cb${i}`),
        },
      },
      'profile.smart.redirectUris',
      'At most 10 redirect URIs',
    ],
    [
      'a redirect URI listed twice',
      {
        standards: ['fhir'],
        smart: {
          launchTypes: ['ehr'],
          scopes: [],
          redirectUris: ['https://app.example.org/cb', 'https://app.example.org/cb'],
        },
      },
      'profile.smart.redirectUris.1',
      'https://app.example.org/cb is listed twice',
    ],
    [
      'FHIR details without declaring FHIR',
      { standards: ['openehr'], fhir: { versions: ['R4'], resources: [], implementationGuides: [] } },
      'profile.fhir',
      'Declare HL7 FHIR under Standards to describe FHIR details',
    ],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_what, profile, path, message) => {
    const v = await vendorAccount(t.db);
    const before = await snapshot(t.db);
    const res = await call(t.app, 'POST', '/api/apps', v, appBody(v.vendorId, { profile }));
    expect(res.statusCode).toBe(400);
    const problem = res.json<{ errors?: { path: string; message: string }[] }>();
    expect(problem.errors).toContainEqual({ path, message });
    expect(await snapshot(t.db)).toBe(before);
  });

  it('changes with an update of a published app while the public keeps reading the published profile', async () => {
    const v = await vendorAccount(t.db);
    const admin = await adminAccount();
    const seeded = await insertAppInState(t.db, v.vendorId, { status: 'ACTIVE' });
    const publicFhirVersions = async () =>
      ((await publicRead(t.app, seeded.id)) as { profile: { fhir?: { versions: string[] } } | null }).profile
        ?.fhir?.versions;
    const publish = async () => {
      expect((await setStatus(t.app, 'apps', seeded.id, v, 'WAITING_FOR_APPROVAL')).statusCode).toBe(200);
      expect((await setStatus(t.app, 'apps', seeded.id, admin, 'ACTIVE')).statusCode).toBe(200);
    };
    const put = async (profile: InteropProfileInput) => {
      const name = detailsOf(await call(t.app, 'GET', `/api/apps/${seeded.id}`, v)).name;
      return detailsOf(
        await call(t.app, 'PUT', `/api/apps/${seeded.id}`, v, appBody(v.vendorId, { name, profile })),
      );
    };

    /** Whether the public list filtered by a FHIR version has the app. */
    const listedUnder = async (version: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/apps?fhirVersion=${version}&limit=100` });
      return res.json<{ id: number }[]>().some((c) => c.id === seeded.id);
    };

    const first = await put(PROFILE);
    expect(first.status).toBe('DRAFT');
    expect(await publicFhirVersions()).toBeUndefined();
    expect(await listedUnder('R4')).toBe(false);
    await publish();
    expect(await publicFhirVersions()).toEqual(['R4']);
    expect(await listedUnder('R4')).toBe(true);

    const r5 = { ...PROFILE, fhir: { ...PROFILE.fhir, versions: ['R5'] } } as InteropProfileInput;
    expect((await put(r5)).profile?.fhir?.versions).toEqual(['R5']);
    expect(await publicFhirVersions()).toEqual(['R4']);
    expect([await listedUnder('R4'), await listedUnder('R5')]).toEqual([true, false]);
    await publish();
    expect(await publicFhirVersions()).toEqual(['R5']);
    expect([await listedUnder('R4'), await listedUnder('R5')]).toEqual([false, true]);
  });

  it('leaves apps stored before the profile existed as not declared', async () => {
    const v = await vendorAccount(t.db);
    const seeded = await insertAppInState(t.db, v.vendorId, { status: 'ACTIVE' });
    expect(((await publicRead(t.app, seeded.id)) as { profile: unknown }).profile).toBeNull();
  });
});
