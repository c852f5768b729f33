/**
 * The part of the site texts the web's static pages need: the names and the texts around a site text.
 * Without zod, so that the static pages' chunk does not bring zod's core (site-texts.ts holds the
 * schemas; a module ships whole in one chunk).
 */

import { PRODUCT_NAME } from './constants.ts';
import type { EndpointRoute } from './endpoints-core.ts';
import type { Endpoints } from './endpoints.ts';
import { texts } from './i18n/locale.ts';

/**
 * GET /site-texts/{name}, the one endpoint the static pages call: the row `endpointRoutes.getSiteText`
 * is this object. Here and not only in endpoint-routes.ts, whose whole table the pages' chunk would
 * otherwise load before their first render (as catalogue.ts does for the catalogue's calls).
 */
export const getSiteTextRoute: EndpointRoute<Endpoints['getSiteText']> = {
  method: 'GET',
  path: '/site-texts/:name',
};

export const SITE_TEXT_NAMES = ['imprint', 'privacy'] as const;
export type SiteTextName = (typeof SITE_TEXT_NAMES)[number];

/** What a page shows around a site text while it loads or when it cannot be loaded. */
export const SITE_TEXT_UI_TEXTS = texts('SITE_TEXT_UI_TEXTS', {
  loading: 'Loading…',
  loadFailed: 'This page could not be loaded. Please try again later.',
  retry: 'Try again',
  /** The lines under the pages' titles. */
  imprintIntro: `Who publishes ${PRODUCT_NAME} and how to reach us.`,
  privacyIntro: 'Which personal data we collect, why, and what we do not do.',
} as const);
