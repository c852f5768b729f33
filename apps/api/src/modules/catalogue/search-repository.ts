import {
  facetTag,
  FILTER_PARAMS,
  VERIFIED_FOR_DAYS,
  type AppCard,
  type AppSort,
  type CatalogueFilters,
} from '@showroom/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  appCheckStatus,
  apps,
  appVersions,
  catalogueNames,
  catalogueNameWords,
  catalogueSearch,
  catalogueWords,
  media,
  vendors,
} from '../../db/schema/index.ts';
import { cardColumns, toCard } from './catalogue-repository.ts';

/**
 * The search engine of the public catalogue: full-text search over the catalogue_search table (kept by
 * triggers, migration 0003), per-word typo correction against a vocabulary of the catalogue's words,
 * sort orders and keyset pages. The tables are written only by those triggers.
 */
/** Similarity a misspelt word needs to a vocabulary word ('fhri' ~ 'fhir' is 0.25). */
const WORD_SIMILARITY_MIN = 0.25;
/** Of the nearest vocabulary words, keep those close to the best one, at most this many. */
const CORRECTION_RELATIVE = 0.75;
const CORRECTIONS_PER_WORD = 3;
/** Words of a query that are looked up for corrections; the rest still count in the full-text query. */
const WORDS_CORRECTED_MAX = 8;

/**
 * Relevance orders in tiers, each by name: an exact name first, then apps whose name or vendor name
 * has all the words, then some of them, then apps that mention them only in their descriptions.
 * Each tier is bounded by the page size, so a search stays cheap however many apps mention a word
 * (ranking every match by a full-text rank does not: ~0.4 s for 13,000 matches).
 */
export const RELEVANCE_TIERS = [3, 2, 1, 0] as const;
type RelevanceTier = (typeof RELEVANCE_TIERS)[number];

export type SortKey =
  | { sort: 'name'; nameKey: string }
  | { sort: 'updated'; updatedAt: string }
  | { sort: 'relevance'; tier: RelevanceTier; nameKey: string };

export interface SearchPage {
  cards: AppCard[];
  /** The sort key of each card (exact, as the database compares it), for the cursor. */
  keys: SortKey[];
  hasMore: boolean;
}

export interface SearchInput {
  /** Trimmed, non-empty; undefined lists everything. */
  q: string | undefined;
  sort: AppSort;
  limit: number;
  /** The key and id of the last card of the previous page; its sort must be `sort`. */
  after: { key: SortKey; id: number } | undefined;
  /** Values of one parameter are alternatives; parameters all apply. */
  filters?: CatalogueFilters;
}

/** The app's claims were confirmed by a live check within VERIFIED_FOR_DAYS. */
const verifiedCondition = sql`exists (select 1 from ${appCheckStatus} where ${appCheckStatus.appId} = ${catalogueSearch.appId}
  and ${appCheckStatus.verifiedAt} > now() - make_interval(days => ${VERIFIED_FOR_DAYS}))`;

/**
 * The filters as conditions on catalogue_search's facet tags (GIN-indexed): per parameter, the row has
 * one of its values' tags. Undefined without filters.
 */
function facetCondition(filters: CatalogueFilters | undefined): SQL | undefined {
  const parts = FILTER_PARAMS.flatMap((param) => {
    const values = filters?.[param] ?? [];
    if (values.length === 0) return [];
    // Verified is a matter of time (confirmed within the last days), not a tag of the version.
    if (param === 'verified') return [verifiedCondition];
    const tags = sql.join(
      values.map((v) => sql`${facetTag(param, v)}`),
      sql`, `,
    );
    return [sql`${catalogueSearch.facets} && array[${tags}]::text[]`];
  });
  return parts.length === 0 ? undefined : and(...parts);
}

/** Lower-case words of letters and digits starting with a letter, as the vocabulary stores them. */
function queryWords(q: string): string[] {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((w) => /^\p{L}/u.test(w) && w.length >= 3 && w.length <= 30))];
}

/** Web search syntax: a quoted phrase, an excluded `-word`, or `or` between words. */
const usesOperators = (q: string): boolean => /"|(?:^|\s)-\S|\sor\s/i.test(q);

/**
 * For every query word the vocabulary does not know, the known words nearest to it by trigram
 * similarity: a GiST nearest-neighbour lookup per unknown word (so no threshold setting is needed);
 * a known word costs one index probe and is taken as typed.
 */
async function corrections(db: DbOrTx, words: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (words.length === 0) return result;
  const list = sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  );
  const rows = await db
    .select({
      token: sql<string>`t.token`,
      word: sql<string>`near.word`,
      similarity: sql<number>`similarity(near.word, t.token)`.mapWith(Number),
    })
    .from(sql`unnest(array[${list}]::text[]) as t(token)`)
    .innerJoin(
      sql`lateral (select ${catalogueWords.word} as word from ${catalogueWords}
        where not exists (select 1 from ${catalogueWords} known where known.word = t.token)
        order by ${catalogueWords.word} <-> t.token limit ${CORRECTIONS_PER_WORD}) as near`,
      sql`true`,
    );
  for (const word of words) {
    const candidates = rows
      .filter((r) => r.token === word)
      .sort((a, b) => b.similarity - a.similarity || a.word.localeCompare(b.word));
    const best = candidates[0]?.similarity ?? 0;
    const kept = candidates
      .filter((c) => c.similarity >= Math.max(WORD_SIMILARITY_MIN, best * CORRECTION_RELATIVE))
      .map((c) => c.word);
    if (kept.length > 0) result.set(word, kept);
  }
  return result;
}

/** A to_tsquery text of words and vocabulary words: letters and digits only, so no operator can hide in it. */
const anyOf = (words: string[]): string => words.join(' | ');

interface TextQueries {
  /** What must match the whole document: the visitor's words (websearch syntax) or their corrected reading. */
  match: SQL;
  /** Any query word (or a correction of it). */
  anyWord: SQL;
  /**
   * Every query word and correction, when a name matches `anyWord` exactly if it has one of their
   * lexemes (no operators, at least one word); relevance then reads names through catalogue_name_words.
   */
  nameWords: string[] | undefined;
  /** The query is one word (with its corrections): every name that has it has "all the words". */
  oneWord: boolean;
}

function textQueries(
  q: string,
  words: string[],
  fixes: Map<string, string[]>,
  operators: boolean,
): TextQueries {
  const strict = sql`websearch_to_tsquery('english', ${q})`;
  const corrected = words
    .map((w) => {
      const alternatives = fixes.get(w);
      return alternatives ? `(${anyOf([w, ...alternatives])})` : w;
    })
    .join(' & ');
  const match = fixes.size === 0 ? strict : sql`(${strict} || to_tsquery('english', ${corrected}))`;
  const all = words.flatMap((w) => [w, ...(fixes.get(w) ?? [])]);
  const anyWord = all.length === 0 ? match : sql`(${match} || to_tsquery('english', ${anyOf(all)}))`;
  // Without operators the strict reading is a conjunction of the visitor's terms, so any name it (or
  // the corrected reading) matches has the lexeme of some word or correction: the streams are complete.
  const nameWords = operators || all.length === 0 ? undefined : all;
  return { match, anyWord, nameWords, oneWord: words.length === 1 };
}

const UPDATED_KEY = sql<string>`to_char(${catalogueSearch.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function pageQuery(db: DbOrTx, where: (SQL | undefined)[], order: SQL[], limit: number) {
  return db
    .select({ ...cardColumns, nameKey: catalogueSearch.nameKey, updatedKey: UPDATED_KEY })
    .from(catalogueSearch)
    .innerJoin(apps, eq(apps.id, catalogueSearch.appId))
    .innerJoin(appVersions, eq(appVersions.id, apps.publishedVersionId))
    .innerJoin(vendors, eq(vendors.id, apps.vendorId))
    .leftJoin(media, eq(media.sha256, appVersions.iconSha256))
    .where(and(...where))
    .orderBy(...order)
    .limit(limit);
}

type PageRow = Awaited<ReturnType<typeof pageQuery>>[number];

const toTier = (value: unknown): RelevanceTier => RELEVANCE_TIERS.find((t) => t === Number(value)) ?? 0;

/**
 * One page in relevance order, all tiers in one statement (one round trip, one snapshot). Each tier is
 * a materialised step bounded by the page size, and a step runs only when the tiers above it left room
 * on the page (a one-time filter on their counts): a common word found in thousands of names never
 * makes the database read the apps that merely mention it. The names that have a word are read in
 * name order from catalogue_name_words and checked one by one until the page is full, so a tier costs
 * about a page of rows however many names have the word and wherever in the alphabet they sort.
 */
async function relevancePage(
  db: DbOrTx,
  input: {
    lq: string;
    queries: TextQueries;
    after: { key: Extract<SortKey, { sort: 'relevance' }>; id: number } | undefined;
    limit: number;
    filter: SQL | undefined;
  },
): Promise<(PageRow & { tier: RelevanceTier })[]> {
  const { lq, queries, after, limit, filter } = input;
  const cs = catalogueSearch;
  const cn = catalogueNames;
  const match = sql`${cs.document} @@ ${queries.match}`;
  // Tiers 3 to 1 are about names: they read the narrow catalogue_names rows, and the wide document only
  // for the candidates that need it (tier 3's exact names, tier 1's names with some of the words).
  const exact = sql`${cn.nameKey} = ${lq}`;
  const allInName = sql`${cn.nameDocument} @@ ${queries.match}`;
  const someInName = sql`${cn.nameDocument} @@ ${queries.anyWord}`;
  const withDocument = sql`${cn} join ${cs} on ${cs.appId} = ${cn.appId}`;
  type Tier = { from: SQL; where: SQL; key: [SQL, SQL]; order: SQL };
  const tiers: Record<RelevanceTier, Tier> = {
    3: {
      from: withDocument,
      where: sql`${exact} and ${match}`,
      key: [sql`${cn.nameKey}`, sql`${cn.appId}`],
      order: sql`${cn.nameKey}, ${cn.appId}`,
    },
    // Without word streams (queries with operators), tiers 2 and 1 sort their matches: names that have
    // a word tend to start with it, so reading in name order while filtering can pass most rows first.
    2: {
      // With filters every tier reads the tags on the wide row.
      from: filter ? withDocument : sql`${cn}`,
      where: sql`${allInName} and not ${exact}`,
      key: [sql`${cn.nameKey}`, sql`${cn.appId}`],
      order: sql`${cn.nameKey} || '', ${cn.appId}`,
    },
    1: {
      from: withDocument,
      where: sql`${someInName} and not ${allInName} and not ${exact} and ${match}`,
      key: [sql`${cn.nameKey}`, sql`${cn.appId}`],
      order: sql`${cn.nameKey} || '', ${cn.appId}`,
    },
    0: {
      from: sql`${cs}`,
      where: sql`${match} and not ${cs.nameDocument} @@ ${queries.anyWord} and ${cs.nameKey} <> ${lq}`,
      key: [sql`${cs.nameKey}`, sql`${cs.appId}`],
      order: sql`${cs.nameKey}, ${cs.appId}`,
    },
  };
  if (queries.nameWords) {
    // The names that have any of the words, in name order, each once: one primary-key range per
    // word (its lexeme computed by the database, as the tsquery's are), merged and deduplicated.
    const nameWords = queryWords(queries.nameWords.join(' '));
    const stream = (keyset: SQL) =>
      sql`(select distinct on (s.name_key, s.app_id) s.name_key, s.app_id from (${sql.join(
        nameWords.map(
          (w) => sql`(select w.name_key, w.app_id from ${catalogueNameWords} w
            where w.lexeme = (select l from unnest(tsvector_to_array(to_tsvector('english', ${w}))) l limit 1) ${keyset}
            order by w.name_key, w.app_id)`,
        ),
        sql` union all `,
      )}) s order by s.name_key, s.app_id) named`;
    const named = { nameKey: sql`named.name_key`, appId: sql`named.app_id` };
    const fromStream = (withDoc: boolean, keyset: SQL) =>
      sql`${stream(keyset)} join ${cn} on ${cn.appId} = named.app_id${withDoc ? sql` join ${cs} on ${cs.appId} = named.app_id` : sql``}`;
    const nameKeyset = (tier: RelevanceTier) =>
      after && tier === after.key.tier
        ? sql`and (w.name_key, w.app_id) > (${after.key.nameKey}, ${after.id})`
        : sql``;
    // One word: all its names are tier 2 (or 3), in name order. More words: the names that have all of
    // them are few (an intersection), found through the name vector's index and sorted.
    if (queries.oneWord) {
      tiers[2] = {
        from: fromStream(filter !== undefined, nameKeyset(2)),
        where: tiers[2].where,
        key: [named.nameKey, named.appId],
        order: sql`named.name_key, named.app_id`,
      };
    }
    tiers[1] = {
      from: fromStream(true, nameKeyset(1)),
      where: tiers[1].where,
      key: [named.nameKey, named.appId],
      order: sql`named.name_key, named.app_id`,
    };
  }
  const steps: SQL[] = [];
  const above: string[] = [];
  for (const tier of RELEVANCE_TIERS) {
    const name = sql.raw(`tier${tier}`);
    let body: SQL;
    if (after && tier > after.key.tier) {
      body = sql`select null::integer as app_id, null::text as name_key, ${tier}::integer as tier where false`;
    } else {
      const t = tiers[tier];
      const keyset =
        after && tier === after.key.tier
          ? sql`and (${t.key[0]}, ${t.key[1]}) > (${after.key.nameKey}, ${after.id})`
          : sql``;
      const room =
        above.length === 0
          ? sql``
          : sql`and (${sql.raw(above.map((n) => `(select count(*) from ${n})`).join(' + '))}) < ${limit}`;
      const filtered = filter ? sql`and ${filter}` : sql``;
      body = sql`select ${t.key[1]} as app_id, ${t.key[0]} as name_key, ${tier}::integer as tier
        from ${t.from} where ${t.where} ${filtered} ${keyset} ${room}
        order by ${t.order} limit ${limit}`;
    }
    steps.push(sql`${name} as materialized (${body})`);
    above.push(`tier${tier}`);
  }
  const hits = sql`(with ${sql.join(steps, sql`, `)}
      ${sql.raw(above.map((t) => `select * from ${t}`).join(' union all '))}) as hit`;
  const rows = await db
    .select({
      ...cardColumns,
      nameKey: sql<string>`hit.name_key`,
      updatedKey: sql<string>`''`,
      tier: sql<number>`hit.tier`,
    })
    .from(hits)
    .innerJoin(apps, eq(apps.id, sql`hit.app_id`))
    .innerJoin(appVersions, eq(appVersions.id, apps.publishedVersionId))
    .innerJoin(vendors, eq(vendors.id, apps.vendorId))
    .leftJoin(media, eq(media.sha256, appVersions.iconSha256))
    .orderBy(sql`hit.tier desc`, sql`hit.name_key`, sql`hit.app_id`)
    .limit(limit);
  return rows.map((r) => ({ ...r, tier: toTier(r.tier) }));
}

/**
 * One page of the public catalogue, searched and sorted, after the given key. Keyset paging: stable
 * while the catalogue changes, and equal keys are ordered by id. A search matches the full text of
 * name, vendor name and descriptions ('english' stemming, websearch syntax), or a reading in which
 * misspelt words are replaced by the nearest words of the catalogue's vocabulary.
 */
export async function searchPublicCards(db: DbOrTx, input: SearchInput): Promise<SearchPage> {
  const { q, sort, limit } = input;
  const id = catalogueSearch.appId;
  const nameKey = catalogueSearch.nameKey;
  const after = input.after?.key.sort === sort ? input.after : undefined;
  const byName = [sql`${nameKey} asc`, sql`${id} asc`];
  const afterName = (key: string, afterId: number) => sql`(${nameKey}, ${id}) > (${key}, ${afterId})`;

  const queries = q === undefined ? undefined : await readQuery(db, q);
  const match = queries ? sql`${catalogueSearch.document} @@ ${queries.match}` : undefined;
  const filter = facetCondition(input.filters);

  const rows: { row: PageRow; key: SortKey }[] = [];
  if (sort === 'relevance' && queries && q !== undefined) {
    const found = await relevancePage(db, {
      lq: q.toLowerCase(),
      queries,
      after: after?.key.sort === 'relevance' ? { key: after.key, id: after.id } : undefined,
      limit: limit + 1,
      filter,
    });
    rows.push(
      ...found.map(({ tier, ...row }) => ({
        row,
        key: { sort: 'relevance' as const, tier, nameKey: row.nameKey },
      })),
    );
  } else if (sort === 'updated') {
    const keyset =
      after?.key.sort === 'updated'
        ? sql`(${catalogueSearch.updatedAt}, ${id}) < (${after.key.updatedAt}::timestamptz, ${after.id})`
        : undefined;
    const found = await pageQuery(
      db,
      [match, filter, keyset],
      [sql`${catalogueSearch.updatedAt} desc`, sql`${id} desc`],
      limit + 1,
    );
    rows.push(...found.map((row) => ({ row, key: { sort: 'updated' as const, updatedAt: row.updatedKey } })));
  } else {
    const keyset = after?.key.sort === 'name' ? afterName(after.key.nameKey, after.id) : undefined;
    const found = await pageQuery(db, [match, filter, keyset], byName, limit + 1);
    rows.push(...found.map((row) => ({ row, key: { sort: 'name' as const, nameKey: row.nameKey } })));
  }

  const page = rows.slice(0, limit);
  return {
    cards: page.map((r) => toCard(r.row, 'ACTIVE')),
    keys: page.map((r) => r.key),
    hasMore: rows.length > limit,
  };
}

/** How a search reads: its words, their corrections, and the full-text queries made of them. */
async function readQuery(db: DbOrTx, q: string): Promise<TextQueries> {
  // A query with operators asks for precision: no corrected reading.
  const words = queryWords(q);
  const operators = usesOperators(q);
  const fixes = operators
    ? new Map<string, string[]>()
    : await corrections(db, words.slice(0, WORDS_CORRECTED_MAX));
  return textQueries(q, words, fixes, operators);
}

/** The ids of every public app a search finds (every page of it, in any order): for the facet counts. */
export async function matchingAppIds(db: DbOrTx, q: string): Promise<number[]> {
  const queries = await readQuery(db, q);
  const rows = await db
    .select({ id: catalogueSearch.appId })
    .from(catalogueSearch)
    .where(sql`${catalogueSearch.document} @@ ${queries.match}`);
  return rows.map((r) => r.id);
}

/**
 * Brings an app's row in the search table up to date with its published version, its status and its
 * vendor: inserted or updated while it is public, removed otherwise. The triggers on apps, app_versions
 * and vendors already do this on every write (migration 0003), so calling it is never required; it is
 * idempotent and cheap, for writes that want to say so explicitly.
 */
export async function refreshAppSearch(tx: DbOrTx, appId: number): Promise<void> {
  await tx.execute(sql`select catalogue_search_refresh(${appId}::integer)`);
}

/**
 * Rebuilds the search table and the spelling vocabulary from the apps: a repair tool (the triggers keep
 * both exact), which also forgets the words of apps that are no longer public.
 */
export async function rebuildAppSearch(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`delete from catalogue_words`);
  await tx.execute(sql`select catalogue_search_refresh(id) from apps`);
}
