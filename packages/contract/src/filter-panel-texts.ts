import { texts } from './i18n/locale.ts';

/**
 * The filter panel's own texts: a module of their own, so they come with the panel's chunk (loaded
 * after the catalogue's first render) and not with the first page.
 */
export const FILTER_PANEL_TEXTS = texts('FILTER_PANEL_TEXTS', {
  /** First in the panel, seen on focus: past some fifty checkboxes to the apps. */
  skipToResults: 'Skip to the results',
} as const);
