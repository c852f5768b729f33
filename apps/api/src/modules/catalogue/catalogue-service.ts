import {
  defaultAppSort,
  LIST_LIMIT_MAX,
  selectedFilters,
  type AppCard,
  type AppDetails,
  type AppFacetsQuery,
  type AppListQuery,
  type AppSort,
  type CatalogueFacets,
  type PublicVendor,
} from '@showroom/contract';
import type { DbOrTx } from '../../db/client.ts';
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors.ts';
import { isAdmin, isAdminOrOwner, type AuthUser } from '../../lib/identity.ts';
import { APP_NOT_FOUND, loadAppDetails } from '../apps/index.ts';
import { loadPublicVendor } from '../vendors/index.ts';
import { strongEtag } from '../../lib/http-cache.ts';
import type { CatalogueCache, PreparedBody, PreparedCatalogue } from './catalogue-cache.ts';
import { lastDemoCheckAt, loadCheckStatus } from '../checks/index.ts';
import { findAppOwner, loadAppCards, withChecks } from './catalogue-repository.ts';
import { loadFacetIndex } from './facet-repository.ts';
import { matchingAppIds, RELEVANCE_TIERS, searchPublicCards, type SortKey } from './search-repository.ts';

const INVALID_CURSOR = 'The cursor is not valid for this list. Start again without a cursor.';
const STATUS_LISTS_ONLY = 'Apps can be listed by status WAITING_FOR_APPROVAL or DEACTIVATED only.';
const ADMIN_LISTS_UNPAGED =
  'Search, sort and paging apply to the public catalogue; the admin lists are sent whole.';
const ADMIN_ONLY_LISTS = 'Only admins can list apps by status.';

// ---------------------------------------------------------------------------------------------
// Cursors: opaque to clients, base64url of [sort, last id, ...last sort key]

interface Cursor {
  key: SortKey;
  id: number;
}

const UTC_MICROS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;
const KEY_MAX = 400;
/** No app was updated before 1970; PostgreSQL's timestamps end long after 9999. */
const CURSOR_YEARS = { min: 1970, max: 9999 } as const;

/**
 * A timestamp as encodeCursor writes it, and one that exists: JavaScript's Date.parse rolls 2020-02-30
 * over to March 1st, where PostgreSQL refuses it ("date/time field value out of range"), so every field
 * is read back from the date it makes.
 */
function isUtcMicros(value: string): boolean {
  const m = UTC_MICROS.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < CURSOR_YEARS.min || year > CURSOR_YEARS.max) return false;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

function encodeCursor({ key, id }: Cursor): string {
  const parts =
    key.sort === 'name' ? [key.nameKey] : key.sort === 'updated' ? [key.updatedAt] : [key.tier, key.nameKey];
  return Buffer.from(JSON.stringify([key.sort, id, ...parts])).toString('base64url');
}

const isText = (v: unknown): v is string =>
  typeof v === 'string' && v.length <= KEY_MAX && !v.includes('\u0000');

function parseKey(sort: AppSort, parts: unknown[]): SortKey | undefined {
  const [a, b] = parts;
  if (sort === 'name') return parts.length === 1 && isText(a) ? { sort, nameKey: a } : undefined;
  if (sort === 'updated') {
    return parts.length === 1 && isText(a) && isUtcMicros(a) ? { sort, updatedAt: a } : undefined;
  }
  const tier = RELEVANCE_TIERS.find((t) => t === a);
  return parts.length === 2 && tier !== undefined && isText(b) ? { sort, tier, nameKey: b } : undefined;
}

/** The cursor, or a 400: a client must never reach the database with a key of the wrong shape. */
function decodeCursor(value: string, sort: AppSort): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestError(INVALID_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length < 3 || parsed[0] !== sort)
    throw new BadRequestError(INVALID_CURSOR);
  const [, id, ...parts] = parsed as unknown[];
  const key = parseKey(sort, parts);
  if (!key || typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new BadRequestError(INVALID_CURSOR);
  }
  return { key, id };
}

/** What a visitor typed, made safe for PostgreSQL text: no NUL or other control characters, trimmed. */
function normaliseQuery(q: string | undefined): string | undefined {
  if (q === undefined) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const cleaned = q.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return cleaned === '' ? undefined : cleaned;
}

// ---------------------------------------------------------------------------------------------
// GET /apps

export type AppListResult =
  /** The whole public catalogue: prepared bytes. */
  | { kind: 'catalogue'; prepared: PreparedCatalogue }
  /** One page of a search or a sorted, limited listing. */
  | { kind: 'page'; prepared: PreparedBody; next: string | undefined }
  /** An admin list, whole. */
  | { kind: 'admin'; cards: AppCard[] };

export interface CatalogueContext {
  db: DbOrTx;
  cache: CatalogueCache;
}

/**
 * GET /apps: without parameters (or with status ACTIVE) the published catalogue, as prepared bytes.
 * With q, sort, limit or cursor a page of it. With status WAITING_FOR_APPROVAL or DEACTIVATED an
 * admin list (401 without a token, 403 for others).
 */
export async function listApps(
  ctx: CatalogueContext,
  user: AuthUser | null,
  query: AppListQuery,
): Promise<AppListResult> {
  const { status, q, sort, limit, cursor } = query;
  const filters = selectedFilters(query);
  const paged =
    q !== undefined ||
    sort !== undefined ||
    limit !== undefined ||
    cursor !== undefined ||
    Object.keys(filters).length > 0;

  if (status === 'WAITING_FOR_APPROVAL' || status === 'DEACTIVATED') {
    if (!user) throw new UnauthorizedError();
    if (!isAdmin(user)) throw new ForbiddenError(ADMIN_ONLY_LISTS);
    if (paged) throw new BadRequestError(ADMIN_LISTS_UNPAGED);
    return {
      kind: 'admin',
      cards: await loadAppCards(ctx.db, status === 'DEACTIVATED' ? 'deactivated' : 'submitted'),
    };
  }
  if (status !== undefined && status !== 'ACTIVE') throw new BadRequestError(STATUS_LISTS_ONLY);

  if (!paged) return { kind: 'catalogue', prepared: await ctx.cache.get() };

  // The same page for everyone until the catalogue changes: prepared once per query (first pages,
  // filters, repeated searches); an hour at most, as Verified expires with time.
  const page = await ctx.cache.memo(`page:${canonicalQuery(query)}`, () => loadPage(ctx, query), {
    maxAgeMs: PREPARED_MAX_AGE_MS,
  });
  return { kind: 'page', ...page };
}

/** Prepared answers of pages and counts are made again after this long even without a change. */
const PREPARED_MAX_AGE_MS = 3_600_000;

/** A validated query as a key: its parameters sorted, without the absent ones. */
const canonicalQuery = (query: Record<string, unknown>): string =>
  JSON.stringify(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );

const prepareJson = (value: unknown): PreparedBody => {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: strongEtag(body) };
};

async function loadPage(
  ctx: CatalogueContext,
  query: AppListQuery,
): Promise<{ prepared: PreparedBody; next: string | undefined }> {
  const { q, sort, limit, cursor } = query;
  const text = normaliseQuery(q);
  const requested = sort ?? defaultAppSort(text);
  // Relevance needs words to rank by; without them the order is by name (and the cursor says so).
  const effective: AppSort = requested === 'relevance' && text === undefined ? 'name' : requested;
  const after = cursor === undefined ? undefined : decodeCursor(cursor, effective);
  const page = await searchPublicCards(ctx.db, {
    q: text,
    sort: effective,
    limit: limit ?? LIST_LIMIT_MAX,
    after,
    filters: selectedFilters(query),
  });
  const lastKey = page.keys.at(-1);
  const lastCard = page.cards.at(-1);
  const next =
    page.hasMore && lastKey && lastCard ? encodeCursor({ key: lastKey, id: lastCard.id }) : undefined;
  return { prepared: prepareJson(page.cards), next };
}

// ---------------------------------------------------------------------------------------------
// GET /apps/facets

/**
 * The filter panel's counts for a search and a selection, from the facet index of the current
 * catalogue version (built once per change); a search adds its matches, read from the database.
 */
export function listFacets(ctx: CatalogueContext, query: AppFacetsQuery): Promise<PreparedBody> {
  return ctx.cache.memo(
    `facets:${canonicalQuery(query)}`,
    async () => {
      // Made again hourly as well: Verified expires with time.
      const index = await ctx.cache.memo('facets', () => loadFacetIndex(ctx.db), {
        maxAgeMs: PREPARED_MAX_AGE_MS,
      });
      const text = normaliseQuery(query.q);
      const match = text === undefined ? undefined : index.setOf(await matchingAppIds(ctx.db, text));
      const facets: CatalogueFacets = index.count(selectedFilters(query), match);
      return prepareJson(facets);
    },
    { maxAgeMs: PREPARED_MAX_AGE_MS },
  );
}

// ---------------------------------------------------------------------------------------------
// GET /apps/:id and /apps/:id/preview

/** Fields for the app's vendor and admins only: whether a newer draft exists is nobody else's business. */
function publicView(details: AppDetails): AppDetails {
  const { inProgressStatus: _ip, hasPublished: _hp, publishedStatus: _ps, rejection: _r, ...rest } = details;
  return rest;
}

/**
 * An app's details. Everyone sees a public app's published version. The app's vendor (the token's
 * subject owns the vendor) and admins also see an app that is not public: its published version if
 * it has one (a deactivated app), else its only, in-progress version. Anyone else gets a 404, so ids
 * of unpublished apps do not leak.
 */
/** The details' checks: the card's, and once the demo is unavailable, when its last check ran. */
async function detailsChecks(db: DbOrTx, id: number): Promise<Pick<AppDetails, 'checks'>> {
  const view = withChecks(await loadCheckStatus(db, id));
  if (!view.checks?.demoUnavailable) return view;
  const at = await lastDemoCheckAt(db, id);
  return at ? { checks: { ...view.checks, demoFailedAt: at.toISOString() } } : view;
}

export async function getApp(db: DbOrTx, user: AuthUser | null, id: number): Promise<AppDetails> {
  const app = await findAppOwner(db, id);
  if (!app) throw new NotFoundError(APP_NOT_FOUND);
  const privileged = isAdminOrOwner(user, app.owner);
  if (!privileged) {
    const details = app.isPublic ? await loadAppDetails(db, id, 'published') : undefined;
    if (!details) throw new NotFoundError(APP_NOT_FOUND);
    return { ...publicView(details), ...(await detailsChecks(db, id)) };
  }
  const published = await loadAppDetails(db, id, 'published');
  if (published) return { ...published, ...(await detailsChecks(db, id)) };
  const details = await loadAppDetails(db, id, 'inProgress');
  if (!details) throw new NotFoundError(APP_NOT_FOUND);
  return details;
}

/**
 * The version a preview shows: the in-progress one if any, else the published one. For the app's
 * vendor and admins; 404 (not 403) for everyone else, so ids do not leak.
 */
export async function getAppPreview(db: DbOrTx, user: AuthUser, id: number): Promise<AppDetails> {
  const app = await findAppOwner(db, id);
  if (!app || !isAdminOrOwner(user, app.owner)) throw new NotFoundError(APP_NOT_FOUND);
  const details = await loadAppDetails(db, id, 'preferInProgress');
  if (!details) throw new NotFoundError(APP_NOT_FOUND);
  return details;
}

// ---------------------------------------------------------------------------------------------
// GET /vendors/:id/public

/**
 * An approved vendor's page: its public profile and its published apps, as the catalogue's own cards
 * (the same badges and order as GET /apps, taken from the prepared catalogue, not queried again),
 * prepared once per catalogue version. What it shows changes only with a 'catalogue_changed'
 * notification: an app published, updated or deactivated, and any change of an approved vendor's row
 * or of whether a vendor is approved (a database trigger, migration 0015). A 404 (unknown or not
 * approved) is not kept.
 */
export function getPublicVendor(ctx: CatalogueContext, id: number): Promise<PreparedBody> {
  return ctx.cache.memo(`vendor:${id}`, async () => {
    const vendor = await loadPublicVendor(ctx.db, id);
    const catalogue = await ctx.cache.get();
    const page: PublicVendor = { vendor, apps: catalogue.cards.filter((card) => card.vendor.id === id) };
    return prepareJson(page);
  });
}
