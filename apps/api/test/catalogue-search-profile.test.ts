/**
 * Searching by what an app declares: its FHIR resources, implementation guides (by package id and by the
 * words in it), openEHR templates and CDRs, standards and FHIR versions; a draft's profile stays private.
 */
import { appListResponseSchema, interopProfileSchema, type InteropProfileInput } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apps, appVersions } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/app.ts';
import { insertApp, insertApprovedVendor, insertPublishedApp, uniqueWord } from './helpers/catalogue-data.ts';

const profile = (p: InteropProfileInput) => interopProfileSchema.parse(p);

describe('searching by the interoperability profile', () => {
  const t = useTestApp();
  const word = uniqueWord('interop');
  const ids: Record<string, number> = {};

  const search = async (q: string): Promise<number[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/apps?q=${encodeURIComponent(`${word} ${q}`)}`,
    });
    expect(res.statusCode, q).toBe(200);
    return appListResponseSchema.parse(res.json()).map((c) => c.id);
  };

  beforeAll(async () => {
    const vendor = await insertApprovedVendor(t.db, { name: `${word} Vendor` });
    const published = async (key: string, p: InteropProfileInput | null) => {
      const app = await insertPublishedApp(t.db, vendor.id, {
        name: `${key} app`,
        descriptionShort: 'An app.',
        description: 'It does things.',
        profile: p && profile(p),
      });
      ids[key] = app.id;
    };
    await published('fhir', {
      standards: ['fhir'],
      fhir: {
        versions: ['R4'],
        resources: ['Observation', 'MedicationRequest'],
        implementationGuides: [{ packageId: 'hl7.fhir.us.core', version: '6.1.0' }],
      },
      smart: { launchTypes: ['ehr'], scopes: [] },
    });
    await published('openehr', {
      standards: ['openehr'],
      openehr: { templates: [{ id: 'IDCR - Vital Signs Encounter.v1' }], cdrs: ['EHRbase'] },
    });
    await published('plain', null);
    // A draft that declares a resource nobody else does: never found.
    const draft = await insertApp(t.db, {
      vendorId: vendor.id,
      status: 'DRAFT',
      inProgress: {
        status: 'DRAFT',
        name: 'draft app',
        profile: profile({
          standards: ['fhir'],
          fhir: {
            versions: ['R5'],
            resources: ['BiologicallyDerivedProductDispense'],
            implementationGuides: [],
          },
        }),
      },
    });
    ids.draft = draft.id;
  });

  it('finds an app by a FHIR resource it declares', async () => {
    expect(await search('Observation')).toEqual([ids.fhir]);
    expect(await search('MedicationRequest')).toEqual([ids.fhir]);
  });

  it('finds an app by its implementation guide, by package id or by the words in it', async () => {
    expect(await search('hl7.fhir.us.core')).toEqual([ids.fhir]);
    expect(await search('US Core')).toEqual([ids.fhir]);
  });

  it('finds an app by an openEHR template id and by the CDR it was tested with', async () => {
    expect(await search('"IDCR - Vital Signs Encounter.v1"')).toEqual([ids.openehr]);
    expect(await search('EHRbase')).toEqual([ids.openehr]);
  });

  it('finds apps by standard, FHIR version and SMART', async () => {
    expect(await search('openEHR')).toEqual([ids.openehr]);
    expect((await search('FHIR R4')).sort()).toEqual([ids.fhir]);
    expect(await search('SMART')).toEqual([ids.fhir]);
  });

  it('never finds a draft by its profile', async () => {
    expect(await search('BiologicallyDerivedProductDispense')).toEqual([]);
  });

  it('follows a published profile that changes in place', async () => {
    const [row] = await t.db
      .select({ v: apps.publishedVersionId })
      .from(apps)
      .where(eq(apps.id, ids.plain ?? 0));
    await t.db
      .update(appVersions)
      .set({
        profile: profile({
          standards: ['fhir'],
          fhir: { versions: ['R4'], resources: ['Immunization'], implementationGuides: [] },
        }),
      })
      .where(eq(appVersions.id, row?.v ?? 0));
    expect(await search('Immunization')).toEqual([ids.plain]);
  });
});
