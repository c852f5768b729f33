/**
 * Cookieless statistics (issue 18), without zod: the beacon's kinds (its route is in catalogue.ts, with
 * the app page's other calls) and the vendor screens' texts.
 */
import { texts } from './i18n/locale.ts';

/** What a beacon counts: a view of an app's page, or a click on its Demo. */
export const APP_EVENT_KINDS = ['view', 'demo'] as const;
export type AppEventKind = (typeof APP_EVENT_KINDS)[number];

/** The days the statistics page and the My apps totals cover. */
export const STATISTICS_DAYS = 90;
/** The longest range GET /apps/{id}/statistics answers (a year, leap years included). */
export const STATISTICS_MAX_DAYS = 366;

/** The statistics page (/my-apps/{id}/statistics) and the totals line on My apps' cards. */
export const STATISTICS_TEXTS = texts('STATISTICS_TEXTS', {
  /** The card menu's item that opens the page. */
  menuItem: 'Statistics',
  /** The page's title until the app's name is known. */
  pageTitle: 'App statistics',
  loading: 'Loading…',
  loadFailed: 'The statistics could not be loaded. Please try again later.',
  backToMyApps: 'Back to My apps',
  intro:
    'Views of the app page and clicks on Demo per day, counted without cookies: a visitor counts once per app and day.',
  /** Under the intro: what the numbers are (issue 32: one address adds at most a few visitors a day). */
  estimate:
    'The numbers are estimates: visitors are recognised without cookies, several people behind one network address count as a few visitors at most, and bots and unusually frequent calls are left out.',
  /** The chart's accessible name. */
  chartLabel: 'Line chart: views and demo clicks per day',
  views: 'Views',
  demoClicks: 'Demo clicks',
  date: 'Date',
  /** The disclosure that shows the chart's numbers as a table. */
  showTable: 'Show as table',
  tableCaption: 'Views and demo clicks per day',
  /** The page's heading: the app's name. */
  heading: (name: string): string => `Statistics: ${name}`,
  /** The chart's description and the page's summary: the totals of the range. */
  summary: (days: number, views: number, demoClicks: number): string =>
    `Last ${days} days: ${views} ${views === 1 ? 'view' : 'views'} and ${demoClicks} ${demoClicks === 1 ? 'demo click' : 'demo clicks'}.`,
  /** A My apps card's compact line. */
  cardLine: (views: number, demoClicks: number, days: number): string =>
    `${views} ${views === 1 ? 'view' : 'views'} · ${demoClicks} ${demoClicks === 1 ? 'demo click' : 'demo clicks'} (last ${days} days)`,
} as const);
