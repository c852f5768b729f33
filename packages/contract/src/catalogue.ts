/**
 * The public catalogue's search, sort and paging as the web shows them (additive: the original list
 * call returns every app at once). Zod-free: the catalogue is the first page and must not ship the schemas.
 */
import type { AppSort } from './apps.ts';
import type { CardChecks } from './checks.ts';
import type { EndpointRoute } from './endpoints-core.ts';
import type { Endpoints } from './endpoints.ts';
import { formatDate } from './constants.ts';
import { localizable, texts } from './i18n/locale.ts';
import { VERIFIED_FOR_DAYS } from './interop-core.ts';

/**
 * GET /apps, the one endpoint the catalogue calls: the row `endpointRoutes.listApps` is this object.
 * It lives here because any reference to `endpointRoutes` ships the whole table with the first page.
 */
export const listAppsRoute: EndpointRoute<Endpoints['listApps']> = { method: 'GET', path: '/apps' };

/**
 * GET /apps/{id}, its preview and its check results: what an app page calls (here for the same reason
 * as listAppsRoute: the page's chunk would otherwise load the whole table).
 */
export const getAppRoute: EndpointRoute<Endpoints['getApp']> = { method: 'GET', path: '/apps/:id' };
export const getAppPreviewRoute: EndpointRoute<Endpoints['getAppPreview']> = {
  method: 'GET',
  path: '/apps/:id/preview',
};
export const listAppChecksRoute: EndpointRoute<Endpoints['listAppChecks']> = {
  method: 'GET',
  path: '/apps/:id/checks',
};

/**
 * POST /apps/{id}/events, the statistics beacon an app page sends on load and Demo links on click
 * (here for the same reason as listAppsRoute).
 */
export const recordAppEventRoute: EndpointRoute<Endpoints['recordAppEvent']> = {
  method: 'POST',
  path: '/apps/:id/events',
};

/** GET /apps/facets, the filter panel's counts (here for the same reason as listAppsRoute). */
export const listAppFacetsRoute: EndpointRoute<Endpoints['listAppFacets']> = {
  method: 'GET',
  path: '/apps/facets',
};

/** Cards per request: six rows of four on wide screens, whole rows of three and two as well. */
export const CATALOGUE_PAGE_SIZE = 24;
/** Typing waits this long before the search runs (and the address changes). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The order without a choice: by name, or by relevance while searching (the API's default as well). */
export const defaultAppSort = (q: string | null | undefined): AppSort =>
  (q ?? '').trim() ? 'relevance' : 'name';

/** The sorts a visitor can choose; relevance only while searching. */
export const appSortChoices = (q: string | null | undefined): readonly AppSort[] =>
  (q ?? '').trim() ? ['relevance', 'name', 'updated'] : ['name', 'updated'];

export const APP_SORT_LABELS: Readonly<Record<AppSort, string>> = texts('APP_SORT_LABELS', {
  name: 'Name',
  updated: 'Recently updated',
  relevance: 'Relevance',
});

export const CATALOGUE_TEXTS = texts('CATALOGUE_TEXTS', {
  searchLabel: 'Search apps',
  searchPlaceholder: 'App, vendor or topic',
  searchButton: 'Search',
  sortLabel: 'Sort by',
  showMore: 'Show more',
  clearSearch: 'Clear search',
  retry: 'Try again',
  loadFailed: 'The apps could not be loaded.',
  loading: 'Loading apps…',
  noApps: 'There are no published apps yet.',
  noMatchHint: 'Check the spelling, try a broader word such as “FHIR” or “openEHR”, or browse every app.',
  filters: 'Filters',
  clearFilters: 'Clear filters',
  close: 'Close',
  showAllLanguages: 'Show all languages',
  showFewerLanguages: 'Show fewer languages',
  /** The removable chips of filters without a panel group (resource, IG, template): 'Remove filter Observation'. */
  otherFilters: 'Other filters',
  removeFilter: 'Remove filter',
  noMatchFiltersHint: 'Untick a filter or clear them all to see more apps.',
  /** The list of a card's standards badges (FHIR R4, openEHR, SMART, CDS Hooks). */
  standards: 'Standards',
  /** A card's hidden word before its status ribbon: 'Status: Waiting for approval'. */
  cardStatus: 'Status:',
  details: 'Details',
  preview: 'Preview',
  /** The hidden hint of a card's Demo link. */
  opensInNewTab: 'opens in a new tab',
  /** Beside the vendor on a card: how many reference sites the vendor names (issue 37). */
  usedBySites: (n: number) => (n === 1 ? 'Used by 1 site' : `Used by ${n} sites`),
} as const);

/** The empty result of a search, with the query as typed. */
export const noAppsMatchText = localizable(
  'noAppsMatchText',
  (q: string): string => `No apps match "${q.trim()}".`,
);

const apps = (n: number): string => `${n} ${n === 1 ? 'app' : 'apps'}`;

/** The empty result with filters chosen, with the search if there is one. */
export const noAppsMatchFiltersText = localizable(
  'noAppsMatchFiltersText',
  (q: string | null | undefined): string =>
    q?.trim() ? `No apps match "${q.trim()}" with these filters.` : 'No apps match the filters.',
);

/** The narrow screens' filter dialog closes with this button: 'Show 12 apps' (without a count: 'Show apps'). */
export const showAppsText = localizable(
  'showAppsText',
  (total: number | undefined): string => `Show ${total === undefined ? 'apps' : apps(total)}`,
);

/**
 * What the polite live region says after a list loads: the count, whether it is a search, and whether
 * more can be loaded (the cursor paging knows no total). With filters chosen, the facet counts' `total`
 * (when they answered) says how many apps match in all.
 */
export interface AppCountOptions {
  readonly q?: string | null | undefined;
  readonly hasMore: boolean;
  readonly filtered?: boolean | undefined;
  readonly total?: number | undefined;
}

export const appCountText = localizable('appCountText', (count: number, options: AppCountOptions): string => {
  const q = (options.q ?? '').trim();
  if (options.filtered) {
    const total = options.total ?? (options.hasMore ? undefined : count);
    if (count === 0 || total === 0) return noAppsMatchFiltersText(q);
    const what = q ? `"${q}" and the filters` : 'the filters';
    if (total === undefined) return `Showing ${apps(count)} matching ${what}; more are available.`;
    const shown = options.hasMore && count < total ? `; showing ${count}` : '';
    return `${apps(total)} ${total === 1 ? 'matches' : 'match'} ${what}${shown}.`;
  }
  if (count === 0) return q ? noAppsMatchText(q) : CATALOGUE_TEXTS.noApps;
  if (options.hasMore) return `Showing ${apps(count)}${q ? ` matching "${q}"` : ''}; more are available.`;
  return q ? `${apps(count)} ${count === 1 ? 'matches' : 'match'} "${q}".` : `${apps(count)}.`;
});

export const CARD_CHECK_TEXTS = texts('CARD_CHECK_TEXTS', {
  checks: 'Live checks',
  verified: 'Verified',
  demoUnavailable: 'Demo unavailable',
  demoChecked: (iso: string): string => `Demo checked ${formatDate(iso)}`,
  /** Beside Demo on the app's page, once its demo failed its checks in a row. */
  demoFailed: (iso: string): string => `Demo not reachable at the last check, ${formatDate(iso)}`,
} as const);

/** Whether live checks confirmed the app's declared standards within VERIFIED_FOR_DAYS before `now`. */
export function isVerified(checks: CardChecks | undefined, now: Date = new Date()): boolean {
  const verifiedAt = checks?.verifiedAt ? Date.parse(checks.verifiedAt) : NaN;
  return now.getTime() - verifiedAt < VERIFIED_FOR_DAYS * 86_400_000;
}

/**
 * What a card says of an app's live checks at `now`: Verified while its claims were confirmed within
 * VERIFIED_FOR_DAYS, the date its demo last answered, or that the demo is unavailable.
 */
export function cardCheckNotes(checks: CardChecks | undefined, now: Date = new Date()): string[] {
  if (!checks) return [];
  const notes: string[] = [];
  if (isVerified(checks, now)) notes.push(CARD_CHECK_TEXTS.verified);
  if (checks.demoUnavailable) notes.push(CARD_CHECK_TEXTS.demoUnavailable);
  else if (checks.demoCheckedAt) notes.push(CARD_CHECK_TEXTS.demoChecked(checks.demoCheckedAt));
  return notes;
}
