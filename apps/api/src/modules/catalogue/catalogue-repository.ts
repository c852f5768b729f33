import type { AppCard, AppSort, AppStatus } from '@showroom/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { apps, appVersions, catalogueSearch, catalogueWords, media, vendors } from '../../db/schema/index.ts';
import { mediaUrl } from '../media/media-repository.ts';

/**
 * The lists GET /apps serves: the public catalogue, and the two admin lists (apps whose version is in
 * review, deactivated apps).
 */
export type AppCardList = 'public' | 'submitted' | 'deactivated';

const cardColumns = {
  id: apps.id,
  vendorId: vendors.id,
  vendorName: vendors.name,
  name: appVersions.name,
  descriptionShort: appVersions.descriptionShort,
  demoUrl: appVersions.demoUrl,
  version: appVersions.version,
  updatedAt: appVersions.updatedAt,
  iconSha256: appVersions.iconSha256,
  iconExt: media.ext,
  publishedVersionId: apps.publishedVersionId,
};

type CardRow = {
  id: number;
  vendorId: number;
  vendorName: string;
  name: string;
  descriptionShort: string;
  demoUrl: string | null;
  version: string | null;
  updatedAt: Date;
  iconSha256: string | null;
  iconExt: string | null;
  publishedVersionId: number | null;
};

function toCard(row: CardRow, status: AppStatus, isUpdate = false): AppCard {
  return {
    id: row.id,
    type: 'App',
    name: row.name,
    vendor: { id: row.vendorId, name: row.vendorName },
    icon: row.iconSha256 && row.iconExt ? mediaUrl(row.iconSha256, row.iconExt) : null,
    descriptionShort: row.descriptionShort,
    demoUrl: row.demoUrl,
    status,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    // The card stands for an update in review: it names the published app it would replace.
    ...(isUpdate ? { originApp: { id: row.id } } : {}),
  };
}

/**
 * The cards of one list, whole. Public and deactivated cards show the published version, never a
 * newer draft; submitted cards show the version in review (a new app's, or an update's).
 * Order: the catalogue and the deactivated list by name (case-insensitive, then id); the review queue
 * oldest first, so the app that has waited longest is on top.
 */
export async function loadAppCards(db: DbOrTx, list: AppCardList): Promise<AppCard[]> {
  if (list === 'public') {
    const rows = await db
      .select(cardColumns)
      .from(catalogueSearch)
      .innerJoin(apps, eq(apps.id, catalogueSearch.appId))
      .innerJoin(appVersions, eq(appVersions.id, apps.publishedVersionId))
      .innerJoin(vendors, eq(vendors.id, apps.vendorId))
      .leftJoin(media, eq(media.sha256, appVersions.iconSha256))
      .orderBy(asc(catalogueSearch.nameKey), asc(catalogueSearch.appId));
    return rows.map((r) => toCard(r, 'ACTIVE'));
  }
  if (list === 'deactivated') {
    const rows = await db
      .select(cardColumns)
      .from(apps)
      .innerJoin(
        appVersions,
        eq(appVersions.id, sql`coalesce(${apps.publishedVersionId}, ${apps.inProgressVersionId})`),
      )
      .innerJoin(vendors, eq(vendors.id, apps.vendorId))
      .leftJoin(media, eq(media.sha256, appVersions.iconSha256))
      .where(eq(apps.status, 'DEACTIVATED'))
      .orderBy(sql`lower(${appVersions.name})`, asc(apps.id));
    return rows.map((r) => toCard(r, 'DEACTIVATED'));
  }
  const rows = await db
    .select(cardColumns)
    .from(apps)
    .innerJoin(appVersions, eq(appVersions.id, apps.inProgressVersionId))
    .innerJoin(vendors, eq(vendors.id, apps.vendorId))
    .leftJoin(media, eq(media.sha256, appVersions.iconSha256))
    .where(eq(appVersions.status, 'WAITING_FOR_APPROVAL'))
    .orderBy(asc(appVersions.updatedAt), asc(apps.id));
  return rows.map((r) => toCard(r, 'WAITING_FOR_APPROVAL', r.publishedVersionId !== null));
}

/** Who owns an app, for access decisions; undefined when there is no such app. */
export async function findAppOwner(
  db: DbOrTx,
  appId: number,
): Promise<{ owner: string; isPublic: boolean } | undefined> {
  const rows = await db
    .select({ owner: vendors.owner, publicId: catalogueSearch.appId })
    .from(apps)
    .innerJoin(vendors, eq(vendors.id, apps.vendorId))
    .leftJoin(catalogueSearch, eq(catalogueSearch.appId, apps.id))
    .where(eq(apps.id, appId))
    .limit(1);
  const row = rows[0];
  return row ? { owner: row.owner, isPublic: row.publicId !== null } : undefined;
}

// ---------------------------------------------------------------------------------------------
// Search, sort and keyset paging over the public catalogue

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
 * Each tier is read in name order with its own LIMIT, so a search stays cheap however many apps
 * mention a word (ranking every match by a full-text rank does not: ~0.4 s for 13,000 matches).
 */
export const RELEVANCE_TIERS = [3, 2, 1, 0] as const;
export type RelevanceTier = (typeof RELEVANCE_TIERS)[number];

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
}

/** Lower-case words of letters and digits starting with a letter, as the vocabulary stores them. */
export function queryWords(q: string): string[] {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((w) => /^\p{L}/u.test(w) && w.length >= 3 && w.length <= 30))];
}

/** Web search syntax: a quoted phrase, an excluded `-word`, or `or` between words. */
export const usesOperators = (q: string): boolean => /"|(?:^|\s)-\S|\sor\s/i.test(q);

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
}

function textQueries(q: string, words: string[], fixes: Map<string, string[]>): TextQueries {
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
  return { match, anyWord };
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

  let queries: TextQueries | undefined;
  if (q !== undefined) {
    // A query with operators asks for precision: no corrected reading.
    const words = queryWords(q);
    const fixes = usesOperators(q)
      ? new Map<string, string[]>()
      : await corrections(db, words.slice(0, WORDS_CORRECTED_MAX));
    queries = textQueries(q, words, fixes);
  }
  const match = queries ? sql`${catalogueSearch.document} @@ ${queries.match}` : undefined;

  const rows: { row: PageRow; key: SortKey }[] = [];
  if (sort === 'relevance' && queries && q !== undefined) {
    const lq = q.toLowerCase();
    const exact = sql`${nameKey} = ${lq}`;
    const allInName = sql`${catalogueSearch.nameDocument} @@ ${queries.match}`;
    const someInName = sql`${catalogueSearch.nameDocument} @@ ${queries.anyWord}`;
    // name_document's lexemes (and positions) are document's first ones, so a match in the name
    // implies the document's; tiers 3 to 1 check only the small vector.
    const tierFilter: Record<RelevanceTier, SQL> = {
      3: sql`${exact} and ${match}`,
      2: sql`${allInName} and not ${exact}`,
      1: sql`${someInName} and not ${allInName} and not ${exact} and ${match}`,
      0: sql`${match} and not ${someInName} and not ${exact}`,
    };
    // Names that have a word tend to start with it, so reading them in name order while filtering can
    // pass most of the index before the first hit; sorting the (few) matches is cheaper and steadier.
    const sortedMatches = [sql`${nameKey} || ''`, sql`${id} asc`];
    const afterKey = after?.key.sort === 'relevance' ? after.key : undefined;
    for (const tier of RELEVANCE_TIERS) {
      if (rows.length > limit) break;
      if (afterKey && tier > afterKey.tier) continue;
      const keyset =
        afterKey && after && tier === afterKey.tier ? afterName(afterKey.nameKey, after.id) : undefined;
      const order = tier === 2 || tier === 1 ? sortedMatches : byName;
      const found = await pageQuery(db, [tierFilter[tier], keyset], order, limit + 1 - rows.length);
      rows.push(
        ...found.map((row) => ({ row, key: { sort: 'relevance' as const, tier, nameKey: row.nameKey } })),
      );
    }
  } else if (sort === 'updated') {
    const keyset =
      after?.key.sort === 'updated'
        ? sql`(${catalogueSearch.updatedAt}, ${id}) < (${after.key.updatedAt}::timestamptz, ${after.id})`
        : undefined;
    const found = await pageQuery(
      db,
      [match, keyset],
      [sql`${catalogueSearch.updatedAt} desc`, sql`${id} desc`],
      limit + 1,
    );
    rows.push(...found.map((row) => ({ row, key: { sort: 'updated' as const, updatedAt: row.updatedKey } })));
  } else {
    const keyset = after?.key.sort === 'name' ? afterName(after.key.nameKey, after.id) : undefined;
    const found = await pageQuery(db, [match, keyset], byName, limit + 1);
    rows.push(...found.map((row) => ({ row, key: { sort: 'name' as const, nameKey: row.nameKey } })));
  }

  const page = rows.slice(0, limit);
  return {
    cards: page.map((r) => toCard(r.row, 'ACTIVE')),
    keys: page.map((r) => r.key),
    hasMore: rows.length > limit,
  };
}
