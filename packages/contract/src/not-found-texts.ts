/**
 * The page an unknown address shows (issue 19: instead of the spec's silent redirect to the start
 * page, which left a mistyped or outdated link unexplained). A module of its own: only that page's
 * chunk holds it. The spec's redirect for an app that does not exist stays.
 */
import { texts } from './i18n/locale.ts';

export const NOT_FOUND_TEXTS = texts('NOT_FOUND_TEXTS', {
  title: 'Page not found',
  text: 'There is no page at this address. The link may be mistyped, or the page may have moved.',
  startPage: 'Go to the start page',
  browseApps: 'Browse all apps',
} as const);
