import { randomUUID } from 'node:crypto';
import {
  appEvidenceSchema,
  catalogueExportSchema,
  CATEGORIES,
  interopProfileSchema,
  type CatalogueExport,
  type Category,
  type InteropProfile,
} from '@showroom/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appChecks, appCheckStatus } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/app.ts';
import {
  insertApp,
  insertApprovedVendor,
  insertPublishedApp,
  uniqueWord,
  type AppSpec,
} from './helpers/catalogue-data.ts';
import { adminAccount, setStatus } from './helpers/journey.ts';
import { childNamed, childrenNamed, parseXml, type XmlElement } from './helpers/xml.ts';
import { parseCsv } from './helpers/csv.ts';
import { APP_STATES, PUBLIC_APP_STATES, type AppState } from './helpers/app-states.ts';

const JSON_URL = '/api/export/catalogue.json';
const CSV_URL = '/api/export/catalogue.csv';

/** The evidence (issue 37) of the described app, as the API stores it. */
const EVIDENCE = appEvidenceSchema.parse({
  runsOn: [{ system: 'epic' }, { system: 'other', name: 'Example KIS' }],
  usedBy: [{ organisation: 'Example Hospital', country: 'DE', since: '2024-02' }],
  certifications: [{ type: 'iso-27001', identifier: 'ISMS-9', expiresOn: '2030-01-31' }],
  dataProtection: { processingRegions: ['DE', 'EU'], hosting: 'vendor-cloud', gdprDpa: true },
  clinical: {
    indications: [{ system: 'icd10cm', code: 'I50.9', display: 'Heart failure, unspecified' }],
    studies: [{ title: 'A trial', design: 'rct', year: 2021, doi: '10.1000/182', registryId: 'NCT01234567' }],
  },
});
const SCHEMA_URL = '/api/export/catalogue.schema.json';
const ATOM = 'http://www.w3.org/2005/Atom';

const profile = (categories: Category[]): InteropProfile =>
  interopProfileSchema.parse({
    standards: ['fhir'],
    fhir: {
      versions: ['R4'],
      resources: ['Observation', 'Patient'],
      implementationGuides: [{ packageId: 'hl7.fhir.us.core', version: '6.1.0' }],
    },
    classification: {
      categories,
      audiences: ['clinicians'],
      platforms: [],
      languages: ['de'],
      deviceClasses: [],
    },
  });

/** The CSV as objects by its header row. */
function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new Error('no header row');
  for (const r of rows) expect(r).toHaveLength(header.length);
  return rows.map((r) => Object.fromEntries(header.map((name, i) => [name, r[i] ?? ''])));
}

const text = (element: XmlElement | undefined): string | undefined => element?.text;

/** The required elements of an Atom feed and its entries (RFC 4287 4.1.1, 4.1.2): throws when one is missing. */
function atomFeed(xml: string) {
  const feed = parseXml(xml);
  expect(feed.name).toBe('feed');
  expect(feed.ns).toBe(ATOM);
  for (const name of ['id', 'title', 'updated']) expect(childrenNamed(feed, name), name).toHaveLength(1);
  expect(Number.isNaN(Date.parse(text(childNamed(feed, 'updated')) ?? ''))).toBe(false);
  expect(childrenNamed(feed, 'link').some((l) => l.attributes.rel === 'self')).toBe(true);
  const entries = childrenNamed(feed, 'entry').map((entry) => {
    for (const name of ['id', 'title', 'updated', 'author'])
      expect(childrenNamed(entry, name), name).toHaveLength(1);
    const link = childrenNamed(entry, 'link').find((l) => (l.attributes.rel ?? 'alternate') === 'alternate');
    expect(link?.attributes.href).toMatch(/^http:\/\/localhost:8080\/apps\/\d+/);
    const author = childNamed(entry, 'author');
    expect(text(author && childNamed(author, 'name'))).toBeDefined();
    return {
      id: text(childNamed(entry, 'id')) ?? '',
      title: text(childNamed(entry, 'title')) ?? '',
      updated: text(childNamed(entry, 'updated')) ?? '',
      summary: text(childNamed(entry, 'summary')) ?? '',
      author: text(author && childNamed(author, 'name')) ?? '',
      href: link?.attributes.href ?? '',
      categories: childrenNamed(entry, 'category').map((c) => c.attributes.term),
    };
  });
  return { feed, title: text(childNamed(feed, 'title')), entries };
}

const appIdOfEntry = (id: string): number => Number(/\/appdetails\/(\d+)$/.exec(id)?.[1]);

describe('open data: the published catalogue as JSON, CSV and an Atom feed', () => {
  const t = useTestApp();

  const exportJson = async (): Promise<CatalogueExport> => {
    const res = await t.app.inject({ method: 'GET', url: JSON_URL });
    expect(res.statusCode).toBe(200);
    return catalogueExportSchema.parse(res.json());
  };

  it('describes a published app with its vendor, profile and last check results, under CC BY 4.0', async () => {
    const vendor = await insertApprovedVendor(t.db, {
      name: `Vendor ${uniqueWord()}`,
      website: 'https://vendor.example.org',
    });
    const secret = uniqueWord('secret');
    const app = await insertApp(t.db, {
      vendorId: vendor.id,
      status: 'ACTIVE',
      published: {
        name: 'Vital Signs Board',
        version: '2.1.0',
        repoUrl: 'https://git.example.org/vsb',
        profile: profile(['medication']),
        evidence: EVIDENCE,
      },
      inProgress: { status: 'WAITING_FOR_APPROVAL', name: `Update ${secret}`, version: `${secret}-3` },
    });
    const check = (
      versionId: number,
      finishedAt: string,
      status: 'confirmed' | 'not-confirmed',
      value = 'R4',
    ) => ({
      appId: app.id,
      versionId,
      kind: 'fhir' as const,
      url: 'https://fhir.example.org',
      startedAt: new Date(finishedAt),
      finishedAt: new Date(finishedAt),
      outcome: 'passed' as const,
      facts: [{ key: 'profile.fhir.versions', value, status }],
      evidence: {},
    });
    const publishedId = app.published?.id ?? 0;
    await t.db.insert(appChecks).values([
      check(publishedId, '2026-11-01T10:00:00.000Z', 'not-confirmed'),
      check(publishedId, '2026-11-20T10:00:00.000Z', 'confirmed'),
      // The update's checks are its vendor's business until it is published.
      check(app.inProgress?.id ?? 0, '2026-11-25T10:00:00.000Z', 'confirmed', secret),
    ]);
    await t.db.insert(appCheckStatus).values({
      appId: app.id,
      verifiedAt: new Date('2026-11-20T10:00:00.000Z'),
      demoCheckedAt: new Date('2026-11-19T08:00:00.000Z'),
      demoFailures: 0,
    });
    t.app.catalogue.cache.invalidate();

    const res = await t.app.inject({ method: 'GET', url: JSON_URL });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).not.toContain(secret);
    const data = catalogueExportSchema.parse(res.json());
    expect(data.licence).toEqual({ name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' });
    expect(data.schema).toBe(`http://localhost:8080${SCHEMA_URL}`);
    // As of the newest change it holds (here the newest check), not when it was made.
    expect(Date.parse(data.generatedAt)).toBeGreaterThanOrEqual(Date.parse('2026-11-20T10:00:00.000Z'));
    expect(data.apps.find((a) => a.id === app.id)).toEqual({
      id: app.id,
      name: 'Vital Signs Board',
      url: `http://localhost:8080/apps/${app.id}-vital-signs-board`,
      descriptionShort: 'Short description of Vital Signs Board',
      version: '2.1.0',
      updatedAt: expect.any(String) as unknown,
      vendor: {
        id: vendor.id,
        name: vendor.name,
        website: 'https://vendor.example.org',
        url: `http://localhost:8080/vendors/${vendor.id}`,
      },
      demoUrl: 'https://demo.example.org',
      repositoryUrl: 'https://git.example.org/vsb',
      profile: profile(['medication']),
      evidence: EVIDENCE,
      checks: {
        verifiedAt: '2026-11-20T10:00:00.000Z',
        demoCheckedAt: '2026-11-19T08:00:00.000Z',
        demoUnavailable: false,
        latest: [
          {
            kind: 'fhir',
            checkedAt: '2026-11-20T10:00:00.000Z',
            outcome: 'passed',
            facts: [{ key: 'profile.fhir.versions', value: 'R4', status: 'confirmed' }],
          },
        ],
      },
    });

    const csv = await t.app.inject({ method: 'GET', url: CSV_URL });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).not.toContain(secret);
    const row = csvRecords(csv.body).find((r) => r.id === String(app.id));
    expect(row).toMatchObject({
      name: 'Vital Signs Board',
      vendor_name: vendor.name,
      standards: 'fhir',
      fhir_resources: 'Observation; Patient',
      fhir_implementation_guides: 'hl7.fhir.us.core@6.1.0',
      categories: 'medication',
      verified_at: '2026-11-20T10:00:00.000Z',
      demo_unavailable: 'false',
      confirmed_facts: 'profile.fhir.versions=R4',
      runs_on: 'epic; other:Example KIS',
      used_by: 'Example Hospital (DE)',
      certifications: 'iso-27001:ISMS-9:2030-01-31',
      processing_regions: 'DE; EU',
      hosting: 'vendor-cloud',
      gdpr_dpa: 'true',
      privacy_policy_url: '',
      indications_icd10cm: 'I50.9',
      studies: 'rct:2021:10.1000/182:NCT01234567',
    });
  });

  it('publishes the JSON Schema the export validates against, generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: SCHEMA_URL });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/schema+json; charset=utf-8');
    const schema = res.json<{
      $id: string;
      $schema: string;
      required: string[];
      properties: Record<string, unknown>;
    }>();
    expect(schema.$id).toBe(`http://localhost:8080${SCHEMA_URL}`);
    expect(schema.$schema).toContain('2020-12');
    expect(schema.required).toEqual(['licence', 'generatedAt', 'schema', 'apps']);
    expect(JSON.stringify(schema.properties.apps)).toContain('repositoryUrl');
    // The clinical evidence (issue 37): indications and studies with their DOI and registry id.
    expect(JSON.stringify(schema.properties.apps)).toContain('indications');
    expect(JSON.stringify(schema.properties.apps)).toContain('registryId');
  });

  it('documents the exports and the feed in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { get?: { summary?: string } }>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([JSON_URL, CSV_URL, SCHEMA_URL]));
    expect(doc.paths[JSON_URL]?.get?.summary).toContain('/feed.xml');
  });

  it('answers If-None-Match with 304 and HEAD with the headers alone, for every format', async () => {
    for (const url of [JSON_URL, CSV_URL, SCHEMA_URL, '/feed.xml', '/feed.xml?category=medication']) {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"/);
      expect(first.headers['cache-control'], url).toContain('public');
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers.etag, url).toBe(etag);
      expect(head.body, url).toBe('');
    }
  });

  it('sends gzip to clients that take it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: JSON_URL });
    const gz = await t.app.inject({ method: 'GET', url: JSON_URL, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('Accept-Encoding');
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('escapes hostile vendor texts in the feed and neutralises formulas in the CSV', async () => {
    const hostile = `Evil <script>alert("x")</script> & 'Co' ]]> \u0001`;
    const vendor = await insertApprovedVendor(t.db, { name: hostile });
    const app = await insertPublishedApp(t.db, vendor.id, {
      name: '=HYPERLINK("https://evil.example","click")',
      descriptionShort: '+1 <b>bold</b> & @SUM(A1:A2)',
      version: '-2',
      // The newest, so the feed holds it.
      updatedAt: new Date('2099-01-01T00:00:00.000Z'),
    });
    t.app.catalogue.cache.invalidate();

    const feed = await t.app.inject({ method: 'GET', url: '/feed.xml' });
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(feed.body).not.toContain('<script>');
    const entry = atomFeed(feed.body).entries.find((e) => appIdOfEntry(e.id) === app.id);
    // What the vendor wrote comes back as text, less the one character XML cannot carry at all.
    expect(entry?.author).toBe(hostile.replace('\u0001', ''));
    expect(entry?.title).toBe('=HYPERLINK("https://evil.example","click") -2');
    expect(entry?.summary).toBe('+1 <b>bold</b> & @SUM(A1:A2)');

    const row = csvRecords((await t.app.inject({ method: 'GET', url: CSV_URL })).body).find(
      (r) => r.id === String(app.id),
    );
    expect(row?.name).toBe(`'=HYPERLINK("https://evil.example","click")`);
    expect(row?.description_short).toBe(`'+1 <b>bold</b> & @SUM(A1:A2)`);
    expect(row?.version).toBe(`'-2`);
    expect(row?.vendor_name).toBe(hostile);
  });

  it('filters the feed by a known category and answers 400 for any other', async () => {
    const vendor = await insertApprovedVendor(t.db, { name: `Vendor ${uniqueWord()}` });
    const imaging = await insertPublishedApp(t.db, vendor.id, {
      profile: profile(['imaging']),
      updatedAt: new Date('2098-01-01T00:00:00.000Z'),
    });
    const other = await insertPublishedApp(t.db, vendor.id, {
      profile: profile(['medication']),
      updatedAt: new Date('2098-01-02T00:00:00.000Z'),
    });
    t.app.catalogue.cache.invalidate();
    const res = await t.app.inject({ method: 'GET', url: '/feed.xml?category=imaging' });
    const { title, entries } = atomFeed(res.body);
    expect(title).toBe('Showroom: new and updated apps in Imaging');
    expect(entries.map((e) => appIdOfEntry(e.id))).toContain(imaging.id);
    expect(entries.map((e) => appIdOfEntry(e.id))).not.toContain(other.id);
    for (const e of entries) expect(e.categories).toContain('imaging');

    for (const bad of ['nope', 'IMAGING', '', 'imaging&category=medication']) {
      const refused = await t.app.inject({ method: 'GET', url: `/feed.xml?category=${bad}` });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.headers['content-type'], bad).toContain('application/problem+json');
      expect(refused.json<{ detail: string }>().detail, bad).toContain(CATEGORIES[0]);
    }
  });

  it('shows an approval in the next answer of every format', async () => {
    const vendor = await insertApprovedVendor(t.db, { name: `Vendor ${uniqueWord()}` });
    const name = `Freshly approved ${uniqueWord()}`;
    const app = await insertApp(t.db, {
      vendorId: vendor.id,
      status: 'WAITING_FOR_APPROVAL',
      inProgress: { status: 'WAITING_FOR_APPROVAL', name, updatedAt: new Date('2099-06-01T00:00:00.000Z') },
    });
    // Prepared before the approval.
    expect(await t.app.inject({ method: 'GET', url: JSON_URL }).then((r) => r.body)).not.toContain(name);
    expect(await t.app.inject({ method: 'GET', url: '/feed.xml' }).then((r) => r.body)).not.toContain(name);

    const approved = await setStatus(t.app, 'apps', app.id, await adminAccount(), 'ACTIVE');
    expect(approved.statusCode).toBe(200);

    expect((await exportJson()).apps.map((a) => a.name)).toContain(name);
    expect((await t.app.inject({ method: 'GET', url: CSV_URL })).body).toContain(name);
    expect(
      atomFeed((await t.app.inject({ method: 'GET', url: '/feed.xml' })).body).entries.map((e) => e.title),
    ).toContain(`${name} 1.0.0`);
  });

  it('states the licence the operator configured', async () => {
    const { buildTestApp } = await import('./helpers/app.ts');
    const other = await buildTestApp(t.database, {
      env: {
        OPEN_DATA_LICENCE_NAME: 'ODbL 1.0',
        OPEN_DATA_LICENCE_URL: 'https://opendatacommons.org/licenses/odbl/1-0/',
      },
    });
    try {
      const data = catalogueExportSchema.parse((await other.inject({ method: 'GET', url: JSON_URL })).json());
      expect(data.licence).toEqual({
        name: 'ODbL 1.0',
        url: 'https://opendatacommons.org/licenses/odbl/1-0/',
      });
      expect((await other.inject({ method: 'GET', url: '/feed.xml' })).body).toContain('<rights>ODbL 1.0 (');
    } finally {
      await other.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The property: whatever the catalogue, the exports and the feed hold exactly its published apps

type Case = AppState;

const PUBLIC_CASES: ReadonlySet<Case> = new Set(PUBLIC_APP_STATES);

describe('open data over random catalogues', () => {
  const t = useTestApp();
  /** Everything a visitor must not see carries it, so a leak is found by a plain text search. */
  const secret = uniqueWord('secret');

  const hidden = (what: string, updatedAt: Date) => ({
    name: `${what} ${secret}`,
    descriptionShort: `${secret} short`,
    demoUrl: `https://${secret}.example.org`,
    repoUrl: `https://${secret}.example.org/repo`,
    version: `${secret}-9`,
    updatedAt,
    profile: profile(['imaging']),
  });

  const spec = (c: Case, vendorId: number, visibleName: string, updatedAt: Date): AppSpec => {
    const visible = { name: visibleName, updatedAt, profile: profile(['medication']) };
    switch (c) {
      case 'draft':
      case 'waiting':
      case 'rejected': {
        const status = c === 'draft' ? 'DRAFT' : c === 'waiting' ? 'WAITING_FOR_APPROVAL' : 'REJECTED';
        return { vendorId, status, inProgress: { status, ...hidden(c, updatedAt) } };
      }
      case 'active':
      case 'activeOfDeactivatedVendor':
        return {
          vendorId,
          status: 'ACTIVE',
          published: c === 'active' ? visible : hidden(c, updatedAt),
        };
      case 'activeWithDraft':
      case 'activeWithUpdateWaiting':
      case 'activeWithUpdateRejected': {
        const status =
          c === 'activeWithDraft'
            ? 'DRAFT'
            : c === 'activeWithUpdateWaiting'
              ? 'WAITING_FOR_APPROVAL'
              : 'REJECTED';
        // The update is newer: a feed that took it would order the app by it.
        return {
          vendorId,
          status: 'ACTIVE',
          published: visible,
          inProgress: { status, ...hidden(c, new Date(updatedAt.getTime() + 1000)) },
        };
      }
      case 'deactivated':
        return { vendorId, status: 'DEACTIVATED', published: hidden(c, updatedAt) };
      case 'deactivatedNeverPublished':
        return {
          vendorId,
          status: 'DEACTIVATED',
          inProgress: { status: 'DEACTIVATED', ...hidden(c, updatedAt) },
        };
    }
  };

  const appArb = fc.record({
    case: fc.constantFrom<Case>(...APP_STATES),
    // Names with the characters each format must escape or quote.
    name: fc.string({
      unit: fc.constantFrom('a', 'Z', ' ', '<', '>', '&', '"', "'", ',', ';', '\n', 'é', '💡', '='),
      minLength: 1,
      maxLength: 16,
    }),
    updatedAt: fc.integer({ min: 0, max: 1000 }).map((h) => new Date(Date.UTC(2026, 0, 1) + h * 3_600_000)),
  });

  it('never shows drafts, apps in review, rejected or deactivated apps, nor an update in progress', async () => {
    /** Every public app this describe has inserted: its id, published name and date. */
    const published = new Map<number, { name: string; updatedAt: string }>();
    await fc.assert(
      fc.asyncProperty(fc.array(appArb, { maxLength: 8 }), async (catalogue) => {
        const vendor = await insertApprovedVendor(t.db, {
          owner: randomUUID(),
          name: `Vendor ${uniqueWord()}`,
        });
        const gone = await insertApprovedVendor(t.db, { name: `Gone ${secret}`, status: 'DEACTIVATED' });
        for (const item of catalogue) {
          const vendorId = item.case === 'activeOfDeactivatedVendor' ? gone.id : vendor.id;
          const name = `Visible ${item.name}`;
          const app = await insertApp(t.db, spec(item.case, vendorId, name, item.updatedAt));
          if (PUBLIC_CASES.has(item.case))
            published.set(app.id, { name, updatedAt: item.updatedAt.toISOString() });
        }
        t.app.catalogue.cache.invalidate();

        const json = await t.app.inject({ method: 'GET', url: JSON_URL });
        const csv = await t.app.inject({ method: 'GET', url: CSV_URL });
        const feed = await t.app.inject({ method: 'GET', url: '/feed.xml' });
        const medication = await t.app.inject({ method: 'GET', url: '/feed.xml?category=medication' });
        const imaging = await t.app.inject({ method: 'GET', url: '/feed.xml?category=imaging' });
        for (const res of [json, csv, feed, medication, imaging]) {
          expect(res.statusCode).toBe(200);
          expect(res.body).not.toContain(secret);
        }

        const data = catalogueExportSchema.parse(json.json());
        expect(new Map(data.apps.map((a) => [a.id, { name: a.name, updatedAt: a.updatedAt }]))).toEqual(
          published,
        );

        const rows = csvRecords(csv.body);
        expect(
          new Map(rows.map((r) => [Number(r.id), { name: r.name ?? '', updatedAt: r.updated_at ?? '' }])),
        ).toEqual(published);

        // The feed: the 50 newest published apps (by the published version's date, then the higher id).
        const newest = [...published]
          .sort(([idA, a], [idB, b]) =>
            a.updatedAt === b.updatedAt ? idB - idA : a.updatedAt < b.updatedAt ? 1 : -1,
          )
          .slice(0, 50)
          .map(([id, a]) => ({ id, title: `${a.name} 1.0.0`, updated: a.updatedAt }));
        const entries = (xml: string) =>
          atomFeed(xml).entries.map((e) => ({ id: appIdOfEntry(e.id), title: e.title, updated: e.updated }));
        expect(entries(feed.body)).toEqual(newest);
        expect(entries(medication.body)).toEqual(newest);
        // Only hidden versions declared imaging.
        expect(entries(imaging.body)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });
});
