import { texts } from './i18n/locale.ts';
// Compare's limits, address, title and the toggle's texts: small and dependency-free, as the toggle sits
// on every catalogue card of the first page. The tray's and the page's texts and the table's rows are in
// compare.ts, which only their (lazy) chunks load.

/** Fewer apps make no comparison; more do not fit side by side on a laptop. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** The query parameter of /compare: app ids, comma-separated, in the order of the columns. */
export const COMPARE_IDS_PARAM = 'ids';

/** The toggle on cards and app pages (a button with aria-pressed), and what it says when the tray is full. */
export const COMPARE_TOGGLE_TEXTS = texts('COMPARE_TOGGLE_TEXTS', {
  toggle: 'Compare',
  full: `You can compare up to ${COMPARE_MAX} apps. Remove one to add another.`,
} as const);

/** The shareable address of a comparison. */
export const compareHref = (ids: readonly number[]): string =>
  ids.length === 0 ? '/compare' : `/compare?${COMPARE_IDS_PARAM}=${ids.join(',')}`;
