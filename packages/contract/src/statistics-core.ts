/**
 * Cookieless statistics (issue 18), the part every page may need without zod: the beacon's kinds and
 * route (an app page sends it on load, Demo links on click), and the vendor screens' texts.
 */
import type { EndpointRoute } from './endpoints-core.ts';
import type { Endpoints } from './endpoints.ts';
import { texts } from './i18n/locale.ts';

/** What a beacon counts: a view of an app's page, or a click on its Demo. */
export const APP_EVENT_KINDS = ['view', 'demo'] as const;
export type AppEventKind = (typeof APP_EVENT_KINDS)[number];

/** The days the statistics page and the My apps totals cover. */
export const STATISTICS_DAYS = 90;
/** The longest range GET /apps/{id}/statistics answers (a year, leap years included). */
export const STATISTICS_MAX_DAYS = 366;

/**
 * POST /apps/{id}/events, the beacon. Here, not only in the endpoint table: the app page's first chunk
 * sends it, and any reference to the table ships every schema with that chunk.
 */
export const recordAppEventRoute: EndpointRoute<Endpoints['recordAppEvent']> = {
  method: 'POST',
  path: '/apps/:id/events',
};

/** The statistics page (/my-apps/{id}/statistics) and the totals line on My apps' cards. */
export const STATISTICS_TEXTS = texts('STATISTICS_TEXTS', {
  /** The card menu's item that opens the page. */
  menuItem: 'Statistics',
  loading: 'Loading…',
  loadFailed: 'The statistics could not be loaded. Please try again later.',
  backToMyApps: 'Back to My apps',
  intro:
    'Views of the app page and clicks on Demo per day, counted without cookies: a visitor counts once per app and day.',
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
