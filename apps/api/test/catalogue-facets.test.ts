/**
 * Faceted discovery: GET /api/apps filters by what apps declare (values of one parameter are
 * alternatives, parameters all apply, with search, sort and paging), GET /api/apps/facets counts each
 * option by the disjunctive rule, and unknown values are refused with a 400 naming the parameter.
 * The property: on random catalogues and random selections, every option's count is the number of apps
 * the list gives when that option is chosen instead of its group's selection.
 */
import {
  appEvidenceSchema,
  appFacetsResponseSchema,
  appListResponseSchema,
  FACET_GROUP_VALUES,
  FACET_GROUPS,
  interopProfileSchema,
  NEXT_CURSOR_HEADER,
  problemSchema,
  type CatalogueFacets,
  type FilterParam,
  type InteropProfile,
  type InteropProfileInput,
} from '@showroom/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../src/db/schema/index.ts';
import { fillMissingFacetTags } from '../src/modules/apps/index.ts';
import { useTestApp, type TestContext } from './helpers/app.ts';
import { insertApp, insertApprovedVendor, insertPublishedApp } from './helpers/catalogue-data.ts';

const profile = (p: InteropProfileInput): InteropProfile => interopProfileSchema.parse(p);

type Selection = Partial<Record<FilterParam, string[]>>;

function queryString(selection: Selection, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  for (const [param, values] of Object.entries(selection)) {
    for (const value of values ?? []) params.append(param, value);
  }
  return params.toString();
}

async function listIds(t: TestContext, selection: Selection, extra: Record<string, string> = {}) {
  const ids: number[] = [];
  let cursor: string | undefined;
  do {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/apps?${queryString(selection, { limit: '100', ...extra, ...(cursor ? { cursor } : {}) })}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    ids.push(...appListResponseSchema.parse(res.json()).map((c) => c.id));
    cursor = (res.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string | undefined) || undefined;
  } while (cursor);
  return ids;
}

async function facets(t: TestContext, selection: Selection, extra: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/apps/facets?${queryString(selection, extra)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return appFacetsResponseSchema.parse(res.json());
}

const countOf = (result: CatalogueFacets, group: (typeof FACET_GROUPS)[number], value: string) =>
  result.groups[group].find((c) => c.value === value)?.count;

describe('filtering the catalogue by facet', () => {
  const t = useTestApp();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const vendor = await insertApprovedVendor(t.db, { name: 'Facet Vendor' });
    const published = async (key: string, p: InteropProfileInput | null) => {
      ids[key] = (
        await insertPublishedApp(t.db, vendor.id, { name: `${key} app`, profile: p && profile(p) })
      ).id;
    };
    await published('vitals', {
      standards: ['fhir'],
      fhir: {
        versions: ['R4'],
        resources: ['Observation', 'Patient'],
        implementationGuides: [{ packageId: 'hl7.fhir.us.core', version: '6.1.0' }],
      },
      smart: { launchTypes: ['ehr', 'standalone'], scopes: [] },
      classification: {
        categories: ['clinical-documentation', 'medication'],
        audiences: ['clinicians'],
        platforms: ['web'],
        languages: ['de-CH', 'en'],
        license: 'Apache-2.0',
        pricing: 'free',
        deviceClasses: ['none'],
      },
    });
    await published('meds', {
      standards: ['fhir', 'openehr'],
      fhir: { versions: ['R4', 'R5'], resources: ['MedicationRequest'], implementationGuides: [] },
      smart: { launchTypes: ['ehr'], scopes: [] },
      openehr: { templates: [{ id: 'IDCR - Vital Signs Encounter.v1' }], cdrs: [] },
      classification: {
        categories: ['medication'],
        audiences: ['clinicians', 'patients'],
        platforms: ['ios', 'android'],
        languages: ['de'],
        license: 'proprietary',
        pricing: 'paid',
        deviceClasses: ['eu-mdr-iia'],
      },
    });
    await published('ehr', {
      standards: ['openehr'],
      openehr: { templates: [{ id: 'IDCR - Vital Signs Encounter.v1' }], cdrs: ['EHRbase'] },
      classification: {
        categories: ['research-registries'],
        audiences: ['researchers'],
        platforms: ['web'],
        languages: ['en'],
        license: 'MIT',
        pricing: 'free',
        deviceClasses: [],
      },
    });
    await published('plain', null);
    // A draft declaring FHIR R4: never listed, never counted.
    await insertApp(t.db, {
      vendorId: vendor.id,
      status: 'DRAFT',
      inProgress: {
        status: 'DRAFT',
        name: 'draft app',
        profile: profile({
          standards: ['fhir'],
          fhir: { versions: ['R4'], resources: [], implementationGuides: [] },
        }),
      },
    });
    // The rows were written directly, without the notification a write path sends.
    t.app.catalogue.cache.invalidate();
  });

  it('lists the apps with any value of a parameter and all parameters, with their badges', async () => {
    expect(await listIds(t, { fhirVersion: ['R4'] })).toEqual([ids.meds, ids.vitals]);
    expect(await listIds(t, { fhirVersion: ['R5'] })).toEqual([ids.meds]);
    expect(await listIds(t, { standard: ['fhir', 'openehr'] })).toEqual([ids.ehr, ids.meds, ids.vitals]);
    expect(await listIds(t, { standard: ['openehr'], category: ['medication'] })).toEqual([ids.meds]);
    expect(await listIds(t, { license: ['open-source'] })).toEqual([ids.ehr, ids.vitals]);
    expect(await listIds(t, { resource: ['Observation'] })).toEqual([ids.vitals]);
    expect(await listIds(t, { ig: ['hl7.fhir.us.core'] })).toEqual([ids.vitals]);
    expect(await listIds(t, { template: ['IDCR - Vital Signs Encounter.v1'] })).toEqual([ids.ehr, ids.meds]);
    expect(await listIds(t, { deviceClass: ['eu-mdr-iib'] })).toEqual([]);

    const res = await t.app.inject({ method: 'GET', url: '/api/apps?smartLaunch=ehr&limit=10' });
    const cards = appListResponseSchema.parse(res.json());
    expect(cards.find((c) => c.id === ids.meds)?.interop).toEqual({
      standards: ['fhir', 'openehr'],
      fhirVersions: ['R4', 'R5'],
      smart: true,
      cdsHooks: false,
    });
  });

  it('matches a language by the language, whatever the region', async () => {
    expect(await listIds(t, { language: ['de'] })).toEqual([ids.meds, ids.vitals]);
    expect(await listIds(t, { language: ['de-AT'] })).toEqual([ids.meds, ids.vitals]);
    expect(await listIds(t, { language: ['EN'] })).toEqual([ids.ehr, ids.vitals]);
  });

  it('combines filters with search, sort and paging, and the next link keeps them', async () => {
    expect(await listIds(t, { fhirVersion: ['R4'] }, { q: 'meds' })).toEqual([ids.meds]);
    expect(await listIds(t, { fhirVersion: ['R4'] }, { q: 'app', sort: 'relevance' })).toEqual([
      ids.meds,
      ids.vitals,
    ]);
    const byUpdate = await listIds(t, { platform: ['web'] }, { sort: 'updated' });
    expect([...byUpdate].sort()).toEqual([ids.ehr, ids.vitals].sort());

    const first = await t.app.inject({
      method: 'GET',
      url: '/api/apps?standard=fhir&standard=openehr&limit=1',
    });
    expect(appListResponseSchema.parse(first.json()).map((c) => c.id)).toEqual([ids.ehr]);
    expect(first.headers.link).toMatch(/standard=fhir&standard=openehr&cursor=/);
    expect(await listIds(t, { standard: ['fhir', 'openehr'] }, { limit: '1' })).toEqual([
      ids.ehr,
      ids.meds,
      ids.vitals,
    ]);
  });

  it('counts each option by the disjunctive rule, with the total of the selection', async () => {
    const none = await facets(t, {});
    expect(none.total).toBe(4);
    expect(countOf(none, 'fhirVersion', 'R4')).toBe(2);
    expect(countOf(none, 'fhirVersion', 'DSTU2')).toBe(0);
    expect(countOf(none, 'standard', 'openehr')).toBe(2);
    expect(countOf(none, 'license', 'proprietary')).toBe(1);
    // Languages by count, then by name (English before German).
    expect(none.groups.language).toEqual([
      { value: 'en', count: 2 },
      { value: 'de', count: 2 },
    ]);
    expect((await facets(t, { platform: ['ios'] })).groups.language).toEqual([{ value: 'de', count: 1 }]);
    expect(none.groups.category.map((c) => c.value)).toEqual(FACET_GROUP_VALUES.category);

    const r4 = await facets(t, { fhirVersion: ['R4'] });
    expect(r4.total).toBe(2);
    // Its own group ignores the selection; the others apply it.
    expect(countOf(r4, 'fhirVersion', 'R5')).toBe(1);
    expect(countOf(r4, 'fhirVersion', 'R4')).toBe(2);
    expect(countOf(r4, 'standard', 'openehr')).toBe(1);
    expect(countOf(r4, 'category', 'research-registries')).toBe(0);
    expect(countOf(r4, 'platform', 'web')).toBe(1);

    const searched = await facets(t, { category: ['medication'] }, { q: 'meds' });
    expect(searched.total).toBe(1);
    expect(countOf(searched, 'category', 'research-registries')).toBe(0);
    expect(countOf(searched, 'smartLaunch', 'standalone')).toBe(0);
    expect(countOf(searched, 'smartLaunch', 'ehr')).toBe(1);
    // 'vitals' also finds the two apps with the template "IDCR - Vital Signs Encounter.v1".
    expect((await facets(t, {}, { q: 'vitals' })).total).toBe(3);
    expect(await listIds(t, {}, { q: 'vitals' })).toHaveLength(3);
  });

  it('fills the tags of versions stored before they existed, at start', async () => {
    const vendor = await insertApprovedVendor(t.db, { name: 'Older Vendor' });
    const old = await insertPublishedApp(t.db, vendor.id, {
      name: 'older app',
      profile: profile({
        standards: ['fhir'],
        fhir: { versions: ['DSTU2'], resources: [], implementationGuides: [] },
      }),
    });
    await t.db.execute(sql`update app_versions set facets = null where app_id = ${old.id}`);
    await t.db.execute(sql`update catalogue_search set facets = '{}' where app_id = ${old.id}`);
    expect(await listIds(t, { fhirVersion: ['DSTU2'] })).toEqual([]);
    expect(await fillMissingFacetTags(t.db)).toBe(1);
    expect(await fillMissingFacetTags(t.db)).toBe(0);
    // At start nothing is prepared yet; here the answers above are.
    t.app.catalogue.cache.invalidate();
    expect(await listIds(t, { fhirVersion: ['DSTU2'] })).toEqual([old.id]);
    await t.db.execute(sql`delete from ${apps} where id = ${old.id}`);
  });

  it('refuses an unknown value with a 400 naming the parameter, for the list and the counts', async () => {
    const cases: [string, string][] = [
      ['fhirVersion=R9', 'fhirVersion'],
      ['category=cardiology', 'category'],
      ['resource=Observations', 'resource'],
      ['ig=US%20Core', 'ig'],
      ['language=klingonish-xx', 'language'],
      ['license=MIT', 'license'],
      ['deviceClass=class-iv', 'deviceClass'],
      ['standard=fhir&standard=hl7v2', 'standard'],
      [Array.from({ length: 21 }, () => 'platform=web').join('&'), 'platform'],
    ];
    for (const [query, param] of cases) {
      for (const path of ['/api/apps', '/api/apps/facets']) {
        const res = await t.app.inject({ method: 'GET', url: `${path}?${query}` });
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        const problem = problemSchema.parse(res.json());
        expect(problem.detail, query).toContain(param);
        expect(problem.errors?.[0]?.path, query).toBe(param);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The property

const POOL = {
  fhirVersions: ['R4', 'R4B', 'R5'] as const,
  resources: ['Observation', 'Patient', 'Encounter'] as const,
  categories: ['medication', 'imaging', 'telehealth', 'care-planning'] as const,
  audiences: ['clinicians', 'patients'] as const,
  platforms: ['web', 'ios'] as const,
  languages: ['en', 'de', 'fr-CA'] as const,
  licenses: ['Apache-2.0', 'proprietary', 'GPL-3.0-only', 'CC-BY-NC-4.0'] as const,
  pricing: ['free', 'paid'] as const,
  deviceClasses: ['eu-mdr-i', 'eu-mdr-iia', 'diga'] as const,
  launchTypes: ['ehr', 'standalone', 'backend'] as const,
};

const subset = <T extends string>(values: readonly T[], max = values.length) =>
  fc.subarray([...values], { maxLength: max });

const profileArb: fc.Arbitrary<InteropProfileInput | null> = fc.option(
  fc
    .record({
      fhir: fc.boolean(),
      openehr: fc.boolean(),
      smart: fc.boolean(),
      versions: subset(POOL.fhirVersions),
      resources: subset(POOL.resources),
      launchTypes: subset(POOL.launchTypes),
      categories: subset(POOL.categories, 3),
      audiences: subset(POOL.audiences),
      platforms: subset(POOL.platforms),
      languages: subset(POOL.languages),
      license: fc.option(fc.constantFrom(...POOL.licenses), { nil: null }),
      pricing: fc.option(fc.constantFrom(...POOL.pricing), { nil: null }),
      deviceClasses: subset(POOL.deviceClasses),
      classified: fc.boolean(),
    })
    .map((r) => ({
      standards: [...(r.fhir ? ['fhir' as const] : []), ...(r.openehr ? ['openehr' as const] : [])],
      fhir: r.fhir ? { versions: r.versions, resources: r.resources, implementationGuides: [] } : null,
      smart: r.smart && (r.fhir || r.openehr) ? { launchTypes: r.launchTypes, scopes: [] } : null,
      classification: r.classified
        ? {
            categories: r.categories,
            audiences: r.audiences,
            platforms: r.platforms,
            languages: r.languages,
            license: r.license,
            pricing: r.pricing,
            deviceClasses: r.deviceClasses,
          }
        : null,
    })),
  { nil: null },
);

/** Values a selection draws from: a few of each group, and values no app has. */
const SELECTABLE: Partial<Record<FilterParam, readonly string[]>> = {
  standard: FACET_GROUP_VALUES.standard,
  fhirVersion: ['R4', 'R4B', 'R5', 'DSTU2'],
  smartLaunch: FACET_GROUP_VALUES.smartLaunch,
  category: [...POOL.categories, 'imaging', 'developer-tools'],
  audience: ['clinicians', 'patients', 'developers'],
  platform: ['web', 'ios', 'linux'],
  license: FACET_GROUP_VALUES.license,
  pricing: ['free', 'paid', 'freemium'],
  language: ['en', 'de', 'fr', 'ja'],
  deviceClass: ['eu-mdr-i', 'eu-mdr-iia', 'diga', 'none'],
  resource: ['Observation', 'Patient', 'Encounter', 'Condition'],
  verified: ['yes'],
  runsOn: ['epic', 'ehrbase', 'other', 'meditech'],
};

/** The systems an app runs on (its evidence, issue 37): a few, and Other. */
const runsOnArb = subset(['epic', 'ehrbase', 'other'] as const);

const selectionArb: fc.Arbitrary<Selection> = fc
  .subarray(Object.keys(SELECTABLE) as FilterParam[], { maxLength: 3 })
  .chain((params) =>
    fc.record(
      Object.fromEntries(
        params.map((p) => {
          const values = [...(SELECTABLE[p] ?? [])];
          return [p, fc.subarray(values, { minLength: 1, maxLength: Math.min(2, values.length) })];
        }),
      ) as Record<FilterParam, fc.Arbitrary<string[]>>,
    ),
  );

describe('facet counts, on random catalogues and selections', () => {
  const t = useTestApp();

  it('equal the number of apps each option gives when chosen instead of its group’s selection', async () => {
    const vendor = await insertApprovedVendor(t.db, { name: 'Random Vendor' });
    const catalogues = fc.sample(fc.array(fc.tuple(profileArb, runsOnArb), { minLength: 5, maxLength: 24 }), {
      numRuns: 3,
      seed: 1307,
    });
    const selections = fc.sample(selectionArb, { numRuns: 8, seed: 2113 });
    for (const [n, catalogue] of catalogues.entries()) {
      await t.db.execute(sql`delete from ${apps}`);
      for (const [i, [p, runsOn]] of catalogue.entries()) {
        const evidence = appEvidenceSchema.parse({
          runsOn: runsOn.map((system) => (system === 'other' ? { system, name: `System ${i}` } : { system })),
        });
        await insertPublishedApp(t.db, vendor.id, {
          name: `random ${n} ${i}`,
          profile: p && profile(p),
          evidence: runsOn.length > 0 ? evidence : null,
        });
      }
      t.app.catalogue.cache.invalidate();
      for (const selection of selections) {
        const counted = await facets(t, selection);
        expect(counted.total, JSON.stringify(selection)).toBe((await listIds(t, selection)).length);
        for (const group of FACET_GROUPS) {
          for (const { value, count } of counted.groups[group]) {
            const instead = { ...selection, [group]: [value] };
            const yielded = await listIds(t, instead);
            expect(count, `${group}=${value} with ${JSON.stringify(selection)}`).toBe(yielded.length);
          }
        }
      }
    }
  });
});
