import { appListResponseSchema, NEXT_CURSOR_HEADER, type AppCard } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appVersions } from '../src/db/schema/index.ts';
import { useTestApp } from './helpers/app.ts';
import { insertApprovedVendor, insertPublishedApp, uniqueWord } from './helpers/catalogue-data.ts';

// Relevance reads the names that have a word in name order (catalogue_name_words) and stops at the
// page: these tests pin the tiers, the paging across them and that renames move apps between tiers.
describe('relevance tiers read through the name words', () => {
  const t = useTestApp();
  const w1 = uniqueWord('kv');
  const w2 = uniqueWord('kw');
  const ids: Record<string, number> = {};

  const search = async (query: string): Promise<AppCard[]> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/apps?${query}` });
    expect(res.statusCode, query).toBe(200);
    return appListResponseSchema.parse(res.json());
  };
  const names = (cards: AppCard[]) => cards.map((c) => c.name);

  beforeAll(async () => {
    const vendor = await insertApprovedVendor(t.db, { name: 'Relevance Labs' });
    const add = async (key: string, name: string, description: string) => {
      ids[key] = (
        await insertPublishedApp(t.db, vendor.id, { name, description, descriptionShort: 'An app' })
      ).id;
    };
    await add('exact', `${w1} ${w2}`, 'Both words.');
    await add('allA', `Aa ${w1} ${w2}`, 'Both in the name.');
    await add('allZ', `Zz ${w2} ${w1} Tool`, 'Both in the name, other order.');
    // Some words in the name, the rest in the description: tier 1, by name.
    for (const prefix of ['Ya', 'Bb', 'Xx', 'Cc', 'Ww'])
      await add(`some${prefix}`, `${prefix} ${w1}`, `Mentions ${w2}.`);
    await add('someW2', `Mm ${w2}`, `Mentions ${w1}.`);
    // A word in the name but not every word anywhere: not a match.
    await add('partial', `Pp ${w1}`, 'Nothing else.');
    // Only in the description: tier 0.
    await add('docOnly', 'Dd Other', `Mentions ${w1} and ${w2}.`);
    await add('docOnly2', 'Aa Other', `Mentions ${w2} and ${w1}.`);
  });

  it('puts the exact name, then all words in the name, then some, then descriptions, each by name', async () => {
    expect(names(await search(`q=${encodeURIComponent(`${w1} ${w2}`)}`))).toEqual([
      `${w1} ${w2}`,
      `Aa ${w1} ${w2}`,
      `Zz ${w2} ${w1} Tool`,
      `Bb ${w1}`,
      `Cc ${w1}`,
      `Mm ${w2}`,
      `Ww ${w1}`,
      `Xx ${w1}`,
      `Ya ${w1}`,
      'Aa Other',
      'Dd Other',
    ]);
  });

  it('lists every name that has a single word by name, then the apps that only mention it', async () => {
    expect(names(await search(`q=${w2}`))).toEqual(
      [
        `Aa ${w1} ${w2}`,
        `Mm ${w2}`,
        `Zz ${w2} ${w1} Tool`,
        'Aa Other',
        'Bb ' + w1,
        'Cc ' + w1,
        'Dd Other',
        'Ww ' + w1,
        'Xx ' + w1,
        'Ya ' + w1,
        `${w1} ${w2}`,
      ].sort((a, b) => {
        // Names with the word first (tier 2, by name), then the rest (tier 0, by name); the exact
        // name "w1 w2" is not exactly "w2", so it is a tier 2 name too.
        const tier = (n: string) => (n.toLowerCase().split(' ').includes(w2) ? 0 : 1);
        return tier(a) - tier(b) || a.toLowerCase().localeCompare(b.toLowerCase());
      }),
    );
  });

  it('walks the tiers page by page with limit 2: the same order as one page, no repeats, no gaps', async () => {
    const q = `q=${encodeURIComponent(`${w1} ${w2}`)}&sort=relevance`;
    const whole = (await search(`${q}&limit=100`)).map((c) => c.id);
    const walked: number[] = [];
    let url: string | undefined = `/api/apps?${q}&limit=2`;
    while (url) {
      const res = await t.app.inject({ method: 'GET', url });
      walked.push(...appListResponseSchema.parse(res.json()).map((c) => c.id));
      const next = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
      url = next ? `/api/apps?${q}&limit=2&cursor=${encodeURIComponent(next)}` : undefined;
    }
    expect(walked).toEqual(whole);
    expect(whole).toHaveLength(11);
  });

  it('finds names through a misspelt word', async () => {
    const typo = `${w1.slice(0, -1)}${w1.endsWith('b') ? 'c' : 'b'}`;
    const found = names(await search(`q=${typo}`));
    const withWord = found.filter((n) => n.toLowerCase().split(' ').includes(w1));
    // Every name with the corrected word, by name, before the apps that only mention it.
    expect(found.slice(0, withWord.length)).toEqual(
      [...withWord].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(withWord).toHaveLength(9);
    expect(found.slice(withWord.length)).toEqual(['Aa Other', 'Dd Other', `Mm ${w2}`]);
  });

  it('moves an app between tiers when its name changes', async () => {
    const id = ids.someBb;
    if (id === undefined) throw new Error('missing app');
    await t.db
      .update(appVersions)
      .set({ name: 'Bb Renamed', description: `Mentions ${w1} and ${w2}.` })
      .where(eq(appVersions.appId, id));
    // Written straight to the database: the catalogue hears of it as it hears of every write path's.
    t.app.catalogue.cache.invalidate();
    const found = names(await search(`q=${encodeURIComponent(`${w1} ${w2}`)}`));
    expect(found).not.toContain(`Bb ${w1}`);
    // Now only in the description: after every name that has a word.
    expect(found.slice(-3)).toEqual(['Aa Other', 'Bb Renamed', 'Dd Other']);

    const docOnly = ids.docOnly;
    if (docOnly === undefined) throw new Error('missing app');
    await t.db
      .update(appVersions)
      .set({ name: `Dd ${w1} ${w2}` })
      .where(eq(appVersions.appId, docOnly));
    t.app.catalogue.cache.invalidate();
    const after = names(await search(`q=${encodeURIComponent(`${w1} ${w2}`)}`));
    // Gained both words in its name: among the names that have all of them, by name.
    expect(after.slice(0, 4)).toEqual([
      `${w1} ${w2}`,
      `Aa ${w1} ${w2}`,
      `Dd ${w1} ${w2}`,
      `Zz ${w2} ${w1} Tool`,
    ]);
    const single = names(await search(`q=${w2}`));
    expect(single).toContain(`Dd ${w1} ${w2}`);
    expect(single.indexOf(`Dd ${w1} ${w2}`)).toBeLessThan(single.indexOf('Aa Other'));
  });
});
