// Compare's limits, address and the texts of its toggle, tray and page: small and dependency-free, as the
// toggle sits on every catalogue card of the first page. The table's rows are in compare.ts.

/** Fewer apps make no comparison; more do not fit side by side on a laptop. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** The query parameter of /compare: app ids, comma-separated, in the order of the columns. */
export const COMPARE_IDS_PARAM = 'ids';

export const COMPARE_TEXTS = {
  /** The toggle on cards and app pages (a button with aria-pressed). */
  toggle: 'Compare',
  heading: 'Compare apps',
  /** The tray: a region at the bottom of every page while apps are chosen. */
  tray: 'Apps to compare',
  trayCompare: 'Compare apps',
  trayClear: 'Clear',
  trayRemove: (name: string): string => `Remove ${name} from Compare`,
  trayNeedMore: `Choose at least ${COMPARE_MIN} apps to compare.`,
  trayFull: `You can compare up to ${COMPARE_MAX} apps. Remove one to add another.`,
  /** /compare without enough apps. */
  empty: `Choose ${COMPARE_MIN} to ${COMPARE_MAX} apps to compare: use Compare on their cards or pages.`,
  browseApps: 'Browse apps',
  notFound: (id: number): string => `App ${id} is not in the catalogue.`,
  loadFailed: 'The apps could not be loaded. Please try again later.',
} as const;

/**
 * The ids an address names: positive whole numbers, each once, at most COMPARE_MAX, in their order.
 * Anything else in the list is left out, so a hand-edited address still shows what it can.
 */
export function parseCompareIds(value: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (value ?? '').split(',')) {
    const text = part.trim();
    if (!/^[1-9]\d{0,9}$/.test(text)) continue;
    const id = Number(text);
    if (Number.isSafeInteger(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === COMPARE_MAX) break;
  }
  return ids;
}

/** The shareable address of a comparison. */
export const compareHref = (ids: readonly number[]): string =>
  ids.length === 0 ? '/compare' : `/compare?${COMPARE_IDS_PARAM}=${ids.join(',')}`;
