import { appListResponseSchema, LIST_LIMIT_MAX, NEXT_CURSOR_HEADER, type AppCard } from '@showroom/contract';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { vendors } from '../src/db/schema/index.ts';
import type { App } from '../src/lib/fastify.ts';
import { rebuildAppSearch, refreshAppSearch } from '../src/modules/catalogue/search-repository.ts';
import { useTestApp } from './helpers/app.ts';
import { insertApprovedVendor, insertPublishedApp, uniqueWord } from './helpers/catalogue-data.ts';

/** A strong entity tag (RFC 9110: a quoted opaque string of visible characters, no W/ prefix). */
const STRONG_ETAG = /^"[\x21\x23-\x7e]+"$/;

const get = (t: { app: App }, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const names = (cards: AppCard[]): string[] => cards.map((c) => c.name);

describe('searching the catalogue', () => {
  const t = useTestApp();
  const search = async (q: string, extra = ''): Promise<AppCard[]> => {
    const res = await get(t, `/api/apps?q=${encodeURIComponent(q)}${extra}`);
    expect(res.statusCode, q).toBe(200);
    return appListResponseSchema.parse(res.json());
  };

  beforeAll(async () => {
    const acme = await insertApprovedVendor(t.db, { name: 'Acme Health' });
    const kestrel = await insertApprovedVendor(t.db, { name: 'Kestrel Clinical Software' });
    const vitalis = await insertApprovedVendor(t.db, { name: 'Vitalis Health Labs' });
    await insertPublishedApp(t.db, acme.id, {
      name: 'Medication Tracker',
      descriptionShort: 'Track every dose a patient takes',
      description: 'Medication lists and administration records on openEHR.',
    });
    await insertPublishedApp(t.db, kestrel.id, {
      name: 'MedRecon',
      descriptionShort: 'Medication reconciliation at discharge',
      description:
        'Compares the medication lists of admission and discharge, using FHIR MedicationStatement.',
    });
    await insertPublishedApp(t.db, vitalis.id, {
      name: 'Vital Signs Monitor',
      descriptionShort: 'Charts of pulse, blood pressure and temperature',
      description: 'NEWS2 scoring of observations.',
    });
    await insertPublishedApp(t.db, acme.id, {
      name: 'Vital',
      descriptionShort: 'A minimal observations recorder',
      description: 'Records observations.',
    });
    await insertPublishedApp(t.db, acme.id, {
      name: 'Ward Board',
      descriptionShort: 'Bed overview for the ward',
      description: 'Shows vital signs, alerts and tasks for every bed on the ward.',
    });
    await insertPublishedApp(t.db, kestrel.id, {
      name: 'FHIR Explorer',
      descriptionShort: 'Browse the resources of any FHIR R4 server',
      description: 'Search, read and compare resources.',
    });
    await insertPublishedApp(t.db, vitalis.id, {
      name: 'Terminology Browser',
      descriptionShort: 'SNOMED CT and LOINC at your fingertips',
      description: 'Looks codes up through a FHIR terminology service.',
    });
    await insertPublishedApp(t.db, acme.id, {
      name: 'Ärztebrief Studio 🩺',
      descriptionShort: 'Entlassbriefe schreiben',
      description: 'Discharge letters in German.',
    });
  });

  it('puts an exact name first, then names that contain the words, then descriptions', async () => {
    expect(names(await search('vital'))[0]).toBe('Vital');
    expect(names(await search('Vital Signs')).slice(0, 2)).toEqual(['Vital Signs Monitor', 'Ward Board']);
    expect(names(await search('medication'))).toEqual(['Medication Tracker', 'MedRecon']);
    expect(names(await search('MEDRECON'))[0]).toBe('MedRecon');
  });

  it('finds apps by their vendor name', async () => {
    expect(names(await search('kestrel')).sort()).toEqual(['FHIR Explorer', 'MedRecon']);
    expect(names(await search('Vitalis Health Labs')).sort()).toEqual([
      'Terminology Browser',
      'Vital Signs Monitor',
    ]);
  });

  it('tolerates misspelt words', async () => {
    expect(names(await search('medicaton'))[0]).toBe('Medication Tracker');
    expect(names(await search('medicaton'))).toContain('MedRecon');
    expect(names(await search('vitl signs'))[0]).toBe('Vital Signs Monitor');
    expect(names(await search('fhri'))[0]).toBe('FHIR Explorer');
    expect(names(await search('fhri'))).toContain('Terminology Browser');
    expect(names(await search('terminolgy browsr'))[0]).toBe('Terminology Browser');
    expect(names(await search('kestrl'))).toEqual(expect.arrayContaining(['FHIR Explorer', 'MedRecon']));
  });

  it('finds nothing for words that are in no public app', async () => {
    expect(await search('xylophone')).toEqual([]);
    expect(await search('qqqzzz')).toEqual([]);
  });

  it('understands quotes, or and minus as web search engines do', async () => {
    expect(names(await search('"vital signs"')).sort()).toEqual(['Vital Signs Monitor', 'Ward Board']);
    expect(names(await search('fhir -explorer'))).not.toContain('FHIR Explorer');
    expect(names(await search('fhir -explorer'))).toContain('Terminology Browser');
    expect(names(await search('snomed or news2')).sort()).toEqual([
      'Terminology Browser',
      'Vital Signs Monitor',
    ]);
  });

  it('finds words in any script and ignores emoji', async () => {
    expect(names(await search('ärztebrief'))).toEqual(['Ärztebrief Studio 🩺']);
    expect(names(await search('Entlassbriefe'))).toEqual(['Ärztebrief Studio 🩺']);
    expect(await search('🩺')).toBeInstanceOf(Array);
  });

  it('follows renames and vendor deactivation, and a rebuild changes nothing', async () => {
    const before = uniqueWord('vendor');
    const after = uniqueWord('renamed');
    const vendor = await insertApprovedVendor(t.db, { name: before });
    const app = await insertPublishedApp(t.db, vendor.id, { name: 'Renamed Vendor App' });
    expect((await search(before)).map((c) => c.id)).toEqual([app.id]);

    await t.db.update(vendors).set({ name: after }).where(eq(vendors.id, vendor.id));
    // Written straight to the database: the catalogue hears of it as it hears of every write path's.
    t.app.catalogue.cache.invalidate();
    expect(await search(before)).toEqual([]);
    expect((await search(after)).map((c) => c.id)).toEqual([app.id]);

    await rebuildAppSearch(t.db);
    expect((await search(after)).map((c) => c.id)).toEqual([app.id]);
    await refreshAppSearch(t.db, app.id);
    expect((await search(after)).map((c) => c.id)).toEqual([app.id]);

    await t.db.update(vendors).set({ status: 'DEACTIVATED' }).where(eq(vendors.id, vendor.id));
    t.app.catalogue.cache.invalidate();
    expect(await search(after)).toEqual([]);
    expect((await get(t, `/api/apps/${app.id}`)).statusCode).toBe(404);
  });

  it('never fails with a 5xx, whatever the query', async () => {
    const odd = [
      '"',
      '"unbalanced',
      "'",
      "'; drop table apps; --",
      '& | ! ( ) : * <-> <2>',
      '!!!',
      '-',
      'or',
      'the and of',
      '\\',
      '%',
      '_',
      '<script>alert(1)</script>',
      '🩺💊👩‍⚕️',
      'עברית العربية 中文',
      '\u0000',
      'a\u0000b',
      '\u202e\u200b',
      'x'.repeat(200),
      'fhir '.repeat(40),
      'a:* & b:*',
    ];
    for (const q of odd) {
      const res = await get(t, `/api/apps?q=${encodeURIComponent(q)}`);
      if (q.includes('\u0000')) {
        // PostgreSQL cannot hold NUL in text: every route refuses it with a readable 400 (text guard).
        expect(res.statusCode, JSON.stringify(q)).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        continue;
      }
      expect(res.statusCode, JSON.stringify(q)).toBe(200);
      appListResponseSchema.parse(res.json());
    }
    for (const raw of ['%ff', '%ED%A0%80', '%E0%A4%A', '%', '%%', '%C0%AF']) {
      const res = await get(t, `/api/apps?q=${raw}`);
      expect(res.statusCode, raw).toBeLessThan(500);
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 200 }), async (q) => {
        let encoded: string;
        try {
          encoded = encodeURIComponent(q);
        } catch {
          return; // a lone surrogate cannot be sent in a URL at all
        }
        const res = await get(t, `/api/apps?q=${encoded}&limit=5`);
        expect(res.statusCode).toBe(200);
      }),
      { numRuns: 150, seed: 20261120 },
    );
  });

  it('refuses a query over 200 characters and bad paging values with a 400 problem', async () => {
    for (const query of [
      `q=${'x'.repeat(201)}`,
      'limit=0',
      `limit=${LIST_LIMIT_MAX + 1}`,
      'limit=abc',
      'sort=price',
      'cursor=not-a-cursor',
      `cursor=${Buffer.from('[1,2,3]').toString('base64url')}`,
      `cursor=${Buffer.from('["name","x",0]').toString('base64url')}`,
      `sort=updated&cursor=${Buffer.from('["updated","yesterday",1]').toString('base64url')}`,
      `q=fhir&cursor=${Buffer.from('["relevance","1; drop",1]').toString('base64url')}`,
      `sort=updated&cursor=${Buffer.from('["updated",1,"yesterday"]').toString('base64url')}`,
      `q=fhir&cursor=${Buffer.from('["relevance",1,2,"1; drop","x"]').toString('base64url')}`,
      `q=fhir&cursor=${Buffer.from('["relevance",1,4,"x"]').toString('base64url')}`,
      `cursor=${Buffer.from('["name",1.5,"x"]').toString('base64url')}`,
      'unknown=1',
    ]) {
      const res = await get(t, `/api/apps?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type'], query).toMatch(/^application\/problem\+json/);
    }
  });

  it('refuses a cursor of another sort order', async () => {
    const first = await get(t, '/api/apps?sort=name&limit=1');
    const cursor = String(first.headers[NEXT_CURSOR_HEADER]);
    expect((await get(t, `/api/apps?sort=updated&limit=1&cursor=${cursor}`)).statusCode).toBe(400);
    expect((await get(t, `/api/apps?sort=name&limit=1&cursor=${cursor}`)).statusCode).toBe(200);
  });

  it('sends an ETag with search results and answers 304 when the client has them', async () => {
    const res = await get(t, '/api/apps?q=fhir');
    expect(res.headers.etag).toMatch(STRONG_ETAG);
    expect(res.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
    const again = await get(t, '/api/apps?q=fhir', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get(t, '/api/apps?q=medication', { 'if-none-match': String(res.headers.etag) });
    expect(other.statusCode).toBe(200);
  });
});

describe('paging through the catalogue', () => {
  const t = useTestApp();
  const sameTime = new Date('2026-10-01T12:00:00.123Z');

  beforeAll(async () => {
    const vendor = await insertApprovedVendor(t.db, { name: 'Paging Vendor' });
    // Equal names (and equal times) must still page without gaps or repeats: id breaks ties.
    const specs = [
      { name: 'Beta', updatedAt: sameTime },
      { name: 'alpha', updatedAt: new Date('2026-09-01T00:00:00Z') },
      { name: 'Beta', updatedAt: sameTime },
      { name: 'Gamma ward', updatedAt: new Date('2026-11-01T00:00:00Z') },
      { name: 'Alpha', updatedAt: sameTime },
      { name: 'Beta', updatedAt: sameTime },
      { name: 'delta ward', updatedAt: new Date('2026-08-01T00:00:00Z') },
      { name: 'Beta', updatedAt: new Date('2026-07-01T00:00:00Z') },
      { name: 'Epsilon ward', updatedAt: sameTime },
      // Only their descriptions say ward: the lower tier of relevance.
      { name: 'Zeta', description: 'Rounds on the ward.', updatedAt: sameTime },
      { name: 'Eta', description: 'A ward overview.', updatedAt: sameTime },
    ];
    for (const spec of specs) await insertPublishedApp(t.db, vendor.id, spec);
    // Microseconds that the client never sees (JSON has milliseconds) must not break paging by time.
    await t.db.execute(
      sql`update app_versions set updated_at = '2026-10-01T12:00:00.123456Z' where name = 'Epsilon ward'`,
    );
  });

  async function walk(query: string, limit: number): Promise<{ ids: number[]; pages: number }> {
    const ids: number[] = [];
    let url: string | undefined = `/api/apps?${query}&limit=${limit}`;
    let pages = 0;
    while (url !== undefined) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(200);
      const cards = appListResponseSchema.parse(res.json());
      expect(cards.length).toBeLessThanOrEqual(limit);
      ids.push(...cards.map((c) => c.id));
      pages++;
      expect(pages, 'paging must end').toBeLessThan(50);
      const next = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
      const link = res.headers.link as string | undefined;
      if (next === undefined) {
        expect(link).toBeUndefined();
        url = undefined;
      } else {
        const match = /^<([^>]+)>; rel="next"$/.exec(link ?? '');
        expect(match?.[1]).toContain(`cursor=${encodeURIComponent(next)}`);
        url = match?.[1];
      }
    }
    return { ids, pages };
  }

  for (const query of [
    'sort=name',
    'sort=updated',
    'q=beta',
    'q=ward&sort=relevance',
    'q=ward&sort=updated',
  ]) {
    it(`walks every page of ${query} with limit 2: same order as one big page, no repeats, no gaps`, async () => {
      const whole = await get(t, `/api/apps?${query}&limit=100`);
      const all = appListResponseSchema.parse(whole.json()).map((c) => c.id);
      expect(all.length).toBeGreaterThan(2);
      expect(whole.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
      const { ids, pages } = await walk(query, 2);
      expect(ids).toEqual(all);
      expect(new Set(ids).size).toBe(ids.length);
      expect(pages).toBe(Math.ceil(all.length / 2));
    });
  }

  it('orders by name case-insensitively, then by id, as the unparameterised list does', async () => {
    const cards = appListResponseSchema.parse((await get(t, '/api/apps?sort=name&limit=100')).json());
    expect(names(cards)).toEqual([
      'alpha',
      'Alpha',
      'Beta',
      'Beta',
      'Beta',
      'Beta',
      'delta ward',
      'Epsilon ward',
      'Eta',
      'Gamma ward',
      'Zeta',
    ]);
    const betas = cards.filter((c) => c.name === 'Beta').map((c) => c.id);
    expect(betas).toEqual([...betas].sort((a, b) => a - b));
    const plain = appListResponseSchema.parse((await get(t, '/api/apps')).json());
    expect(plain.map((c) => c.id)).toEqual(cards.map((c) => c.id));
  });

  it('ranks names that have the word above apps that only mention it, those by name', async () => {
    const cards = appListResponseSchema.parse((await get(t, '/api/apps?q=ward&limit=100')).json());
    expect(names(cards).slice(3)).toEqual(['Eta', 'Zeta']);
    expect(new Set(names(cards).slice(0, 3))).toEqual(new Set(['delta ward', 'Epsilon ward', 'Gamma ward']));
  });

  it('orders by the published version’s time, newest first, for sort=updated', async () => {
    const cards = appListResponseSchema.parse((await get(t, '/api/apps?sort=updated&limit=100')).json());
    const times = cards.map((c) => c.updatedAt ?? '');
    expect(times).toEqual([...times].sort().reverse());
    expect(cards[0]?.name).toBe('Gamma ward');
  });
});

describe('paging while apps are published', () => {
  const t = useTestApp();

  it('keeps going from where it was: no repeats, later apps still come', async () => {
    const vendor = await insertApprovedVendor(t.db, { name: 'Latecomer' });
    for (const name of ['Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf']) {
      await insertPublishedApp(t.db, vendor.id, { name });
    }
    const first = await get(t, '/api/apps?sort=name&limit=3');
    const seen = appListResponseSchema.parse(first.json()).map((c) => c.id);
    // Sorts before the cursor: not on later pages. Sorts after it: it shows up there.
    const early = await insertPublishedApp(t.db, vendor.id, { name: 'Alpha early' });
    const late = await insertPublishedApp(t.db, vendor.id, { name: 'Zulu late' });
    let url: string | undefined =
      `/api/apps?sort=name&limit=3&cursor=${String(first.headers[NEXT_CURSOR_HEADER])}`;
    const rest: number[] = [];
    while (url) {
      const res = await get(t, url);
      rest.push(...appListResponseSchema.parse(res.json()).map((c) => c.id));
      const next = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
      url = next ? `/api/apps?sort=name&limit=3&cursor=${next}` : undefined;
    }
    expect(rest).not.toContain(early.id);
    expect(rest).toContain(late.id);
    expect(rest.filter((id) => seen.includes(id))).toEqual([]);
    expect(rest).toHaveLength(4);
  });
});
