/**
 * An app version's evidence (issue 37: runs on, used by, certifications, data protection) travels with
 * the version like the interoperability profile: stored as declared, refused with a 400 that names the
 * field when it is wrong (nothing stored), published with the version, and then found by the Runs on
 * filter and facet and by search (a runs-on system's name, a reference site's organisation).
 */
import { appFacetsResponseSchema, RUNS_ON_NAMES, type AppEvidenceInput } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { uniqueWord } from './helpers/catalogue-data.ts';
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

const EVIDENCE: AppEvidenceInput = {
  runsOn: [
    { system: 'epic', version: 'November 2025', marketplaceUrl: 'https://showroom.epic.com/app/example' },
    { system: 'other', name: 'Nordklinik KIS' },
  ],
  usedBy: [
    { organisation: 'Example University Hospital', country: 'DE', since: '2023-04' },
    {
      organisation: 'Clinic Example Graz',
      country: 'AT',
      since: '2024-11-02',
      url: 'https://clinic-graz.example',
      quote: 'Ward rounds are shorter.',
    },
  ],
  certifications: [
    {
      type: 'iso-27001',
      issuer: 'Example Certification GmbH',
      identifier: 'ISMS-2024-17',
      issuedOn: '2024-02-01',
      expiresOn: '2027-01-31',
    },
  ],
  dataProtection: {
    processingRegions: ['DE', 'EU'],
    hosting: 'vendor-cloud',
    gdprDpa: true,
    privacyPolicyUrl: 'https://vendor.example/privacy',
  },
};

const site = (i: number) => ({ organisation: `Clinic ${i}`, country: 'FR', since: '2022-01' });

describe('the evidence of an app version', () => {
  it('is stored as declared and read back; a body without it keeps it; an empty one reads as not declared', async () => {
    const v = await vendorAccount(t.db);
    const res = await call(t.app, 'POST', '/api/apps', v, appBody(v.vendorId, { evidence: EVIDENCE }));
    expect(res.statusCode, res.body).toBe(201);
    const app = detailsOf(res);
    expect(app.evidence?.runsOn).toEqual(EVIDENCE.runsOn);
    expect(app.evidence?.usedBy).toHaveLength(2);
    expect(app.evidence?.certifications?.[0]).toMatchObject({ type: 'iso-27001', expiresOn: '2027-01-31' });

    const kept = await call(t.app, 'PUT', `/api/apps/${app.id}`, v, appBody(v.vendorId, { name: app.name }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(detailsOf(kept).evidence).toEqual(app.evidence);

    const emptied = await call(
      t.app,
      'PUT',
      `/api/apps/${app.id}`,
      v,
      appBody(v.vendorId, { name: app.name, evidence: { runsOn: [], usedBy: [], certifications: [] } }),
    );
    expect(detailsOf(emptied).evidence).toBeNull();
  });

  it('stores clinical evidence with the indications named from the ICD-10-CM list, and DOIs without their resolver', async () => {
    const v = await vendorAccount(t.db);
    const clinical = {
      intendedUse: 'Supports the reconciliation of medication lists at admission.',
      indications: [{ system: 'icd10cm' as const, code: 'e119', display: 'A name the vendor made up' }],
      contraindications: ['Patients under 18'],
      studies: [
        {
          title: 'Medication reconciliation at admission: a randomised trial',
          design: 'rct' as const,
          year: 2023,
          doi: 'https://doi.org/10.1000/182',
          registryId: 'NCT01234567',
        },
      ],
      outcome: 'Fewer discrepancies at discharge.',
    };
    const res = await call(t.app, 'POST', '/api/apps', v, appBody(v.vendorId, { evidence: { clinical } }));
    expect(res.statusCode, res.body).toBe(201);
    const stored = detailsOf(res).evidence?.clinical;
    expect(stored?.indications).toEqual([
      { system: 'icd10cm', code: 'E11.9', display: 'Type 2 diabetes mellitus without complications' },
    ]);
    expect(stored?.studies?.[0]).toMatchObject({ doi: '10.1000/182', registryId: 'NCT01234567' });
    expect(stored?.intendedUse).toBe(clinical.intendedUse);
  });

  it.each<[string, AppEvidenceInput | Record<string, unknown>, string, string]>([
    [
      'an unknown system code',
      { runsOn: [{ system: 'cerner-millennium-classic' }] },
      'evidence.runsOn.0.system',
      'Please choose a system from the list',
    ],
    [
      'a malformed marketplace link',
      { runsOn: [{ system: 'epic', marketplaceUrl: 'showroom epic com' }] },
      'evidence.runsOn.0.marketplaceUrl',
      'Please enter an https URL',
    ],
    [
      'a certificate expiring before it was issued',
      { certifications: [{ type: 'bsi-tr-03161', issuedOn: '2025-03-01', expiresOn: '2024-03-01' }] },
      'evidence.certifications.0.expiresOn',
      'The expiry date can not be before the date of issue',
    ],
    [
      'an indication code the ICD-10-CM list does not have',
      {
        clinical: {
          indications: [
            { system: 'icd10cm', code: 'E11.9' },
            { system: 'icd10cm', code: 'U99.9' },
          ],
        },
      },
      'evidence.clinical.indications.1.code',
      'Please choose a code from the ICD-10-CM list',
    ],
    [
      'a malformed DOI',
      { clinical: { studies: [{ title: 'A trial', design: 'rct', year: 2022, doi: '10.1000' }] } },
      'evidence.clinical.studies.0.doi',
      'Please enter a DOI as it is written, e.g. 10.1000/182',
    ],
    [
      'a malformed registry id',
      { clinical: { studies: [{ title: 'A trial', design: 'rct', year: 2022, registryId: 'NCT123' }] } },
      'evidence.clinical.studies.0.registryId',
      'Please enter a registry id: NCT and 8 digits, or DRKS and 8 digits',
    ],
    [
      '51 reference sites',
      { usedBy: Array.from({ length: 51 }, (_, i) => site(i)) },
      'evidence.usedBy',
      'At most 50 reference sites',
    ],
    [
      '500 reference sites',
      { usedBy: Array.from({ length: 500 }, (_, i) => site(i)) },
      'evidence.usedBy',
      'At most 50 reference sites',
    ],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_what, evidence, path, message) => {
    const v = await vendorAccount(t.db);
    const before = await snapshot(t.db);
    const res = await call(t.app, 'POST', '/api/apps', v, appBody(v.vendorId, { evidence }));
    expect(res.statusCode).toBe(400);
    const problem = res.json<{ errors?: { path: string; message: string }[] }>();
    expect(problem.errors).toContainEqual({ path, message });
    expect(await snapshot(t.db)).toBe(before);
  });

  it('is published with the version: the public reads it, the Runs on filter and facet count it, search finds it', async () => {
    const v = await vendorAccount(t.db);
    const admin = await adminAccount();
    // Words no other test's app has, so the search and the facet count see this app alone.
    const system = uniqueWord('kis');
    const organisation = uniqueWord('klinikum');
    const evidence: AppEvidenceInput = {
      ...EVIDENCE,
      runsOn: [{ system: 'meditech' }, { system: 'other', name: `${system} Hospital System` }],
      usedBy: [{ organisation: `${organisation} Nord`, country: 'DE', since: '2021-06' }],
      // A disease no other test's app (nor the seed) names, found by its name and by its code.
      clinical: { indications: [{ system: 'icd10cm', code: 'A92.5' }] },
    };
    // A published app (icon and screenshots in place, so it can be submitted) whose update declares it.
    const seeded = await insertAppInState(t.db, v.vendorId, { status: 'ACTIVE' });
    const name = detailsOf(await call(t.app, 'GET', `/api/apps/${seeded.id}`, v)).name;
    const put = await call(
      t.app,
      'PUT',
      `/api/apps/${seeded.id}`,
      v,
      appBody(v.vendorId, { name, evidence }),
    );
    expect(put.statusCode, put.body).toBe(200);
    const created = detailsOf(put);
    const listed = async (query: string) => {
      t.app.catalogue.cache.invalidate();
      const res = await t.app.inject({ method: 'GET', url: `/api/apps?${query}&limit=100` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ id: number }[]>().some((c) => c.id === created.id);
    };
    expect(await listed('runsOn=meditech')).toBe(false);

    expect((await setStatus(t.app, 'apps', created.id, v, 'WAITING_FOR_APPROVAL')).statusCode).toBe(200);
    expect((await setStatus(t.app, 'apps', created.id, admin, 'ACTIVE')).statusCode).toBe(200);

    const read = (await publicRead(t.app, created.id)) as { evidence: AppEvidenceInput | null };
    expect(read.evidence?.usedBy?.[0]?.organisation).toBe(`${organisation} Nord`);
    expect(await listed('runsOn=meditech')).toBe(true);
    expect(await listed('runsOn=epic')).toBe(false);
    expect(await listed(`q=${system}`)).toBe(true);
    expect(await listed(`q=${organisation}`)).toBe(true);
    expect(await listed(`q=MEDITECH&runsOn=meditech`)).toBe(true);
    expect(await listed('q=zika')).toBe(true);
    // The card says how many reference sites the version names.
    const cards = await t.app.inject({ method: 'GET', url: `/api/apps?q=${organisation}` });
    expect(
      cards.json<{ id: number; referenceSites?: number }[]>().find((c) => c.id === created.id),
    ).toMatchObject({
      referenceSites: 1,
    });
    expect(await listed('q=A92.5')).toBe(true);
    expect(await listed('q=a925')).toBe(true);

    const res = await t.app.inject({ method: 'GET', url: `/api/apps/facets?q=${organisation}` });
    expect(res.statusCode, res.body).toBe(200);
    const groups = appFacetsResponseSchema.parse(res.json()).groups;
    expect(groups.runsOn.find((c) => c.value === 'meditech')?.count).toBe(1);
    expect(groups.runsOn.find((c) => c.value === 'other')?.count).toBe(1);
    // Like languages, the systems are those the matching apps run on.
    expect(groups.runsOn.map((c) => c.value).sort()).toEqual(['meditech', 'other']);
  });

  it('refuses an unknown Runs on filter value with a 400 naming the parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/apps?runsOn=cerner-classic' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('cerner-classic is not a value of the filter runsOn');
  });
});

describe("the search words of the systems an app runs on (SQL's catalogue_evidence_text)", () => {
  it('carry every word of each system name the contract shows (RUNS_ON_NAMES), so a visitor finds it by that name', async () => {
    for (const [system, name] of Object.entries(RUNS_ON_NAMES)) {
      const result = await t.db.execute(
        sql`select catalogue_evidence_text(${JSON.stringify({ runsOn: [{ system }] })}::jsonb) as words`,
      );
      const words = ((result as { rows: { words: string }[] }).rows[0]?.words ?? '').toLowerCase();
      for (const word of name.split(/[^A-Za-z0-9.-]+/).filter((w) => w !== '')) {
        expect(words, `${system}: ${name}`).toContain(word.toLowerCase());
      }
    }
  });
});
