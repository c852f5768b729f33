import {
  buildPath,
  FACET_GROUPS,
  resolveSiteText,
  type CatalogueFacets,
  type EndpointDef,
  type SiteTextName,
} from '@showroom/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import imprint from '../../../content/imprint.md?raw';
import privacy from '../../../content/privacy.md?raw';

/** The backend base URL the tests configure; requests go to the same origin as jsdom's page. */
export const TEST_BACKEND = `${window.location.origin}/api`;

/**
 * The repository's site texts (content/) as the API serves them with its defaults (tracking off), so
 * the static pages' tests read the texts an installation ships with.
 */
export const DEFAULT_SITE_TEXTS: Readonly<Record<SiteTextName, string>> = {
  imprint: resolveSiteText(imprint, { TRACKING_ENABLED: false }),
  privacy: resolveSiteText(privacy, { TRACKING_ENABLED: false }),
};

/** Facet counts of an empty catalogue: no app, no counts. */
export const NO_FACETS: CatalogueFacets = {
  total: 0,
  groups: Object.fromEntries(
    FACET_GROUPS.map((group) => [group, []]),
  ) as unknown as CatalogueFacets['groups'],
};

/**
 * Answers every test gets unless it overrides them with `server.use`: the start page and /apps list
 * the catalogue (and ask for its facet counts), the admin menu's Vendor administration lists vendors and My apps its totals, so tests about the header,
 * the footer or routing see empty lists; the imprint and privacy policy get the default texts.
 */
const defaultHandlers = [
  http.get(`${TEST_BACKEND}/apps`, () => HttpResponse.json([])),
  http.get(`${TEST_BACKEND}/apps/facets`, () => HttpResponse.json(NO_FACETS)),
  http.get(`${TEST_BACKEND}/vendors`, () => HttpResponse.json([])),
  // My apps asks for its cards' totals: none, unless a test serves some.
  http.get(`${TEST_BACKEND}/vendors/my-vendor/statistics`, () =>
    HttpResponse.json({ from: '2026-08-29', to: '2026-11-26', apps: [] }),
  ),
  // An app page asks for the app's live checks: none yet, unless a test serves some.
  http.get(`${TEST_BACKEND}/apps/:id/checks`, () =>
    HttpResponse.json({ enabled: true, nextDueAt: null, checks: [] }),
  ),
  // A SMART app's page asks whether the sandbox can launch it (issue 34): not registered, unless a test says so.
  http.get(`${TEST_BACKEND}/apps/:id/sandbox-launch`, () =>
    HttpResponse.json({ type: 'about:blank', title: 'Not Found', status: 404 }, { status: 404 }),
  ),
  http.get<{ name: SiteTextName }>(`${TEST_BACKEND}/site-texts/:name`, ({ params }) =>
    HttpResponse.json({ markdown: DEFAULT_SITE_TEXTS[params.name] }),
  ),
];

export const server = setupServer(...defaultHandlers);

/** The URL MSW should answer for an endpoint of the contract's table (with concrete params). */
export const apiUrl = (
  def: Pick<EndpointDef, 'path'>,
  params: Record<string, string | number> = {},
): string => `${TEST_BACKEND}${buildPath(def.path, params)}`;
