import { buildPath, type EndpointDef } from '@showroom/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The backend base URL the tests configure; requests go to the same origin as jsdom's page. */
export const TEST_BACKEND = `${window.location.origin}/api`;

/**
 * Answers every test gets unless it overrides them with `server.use`: the start page and /apps list
 * the catalogue, and the admin menu's Vendor administration lists vendors, so tests about the header,
 * the footer or routing see empty lists.
 */
const defaultHandlers = [
  http.get(`${TEST_BACKEND}/apps`, () => HttpResponse.json([])),
  http.get(`${TEST_BACKEND}/vendors`, () => HttpResponse.json([])),
];

export const server = setupServer(...defaultHandlers);

/** The URL MSW should answer for an endpoint of the contract's table (with concrete params). */
export const apiUrl = (
  def: Pick<EndpointDef, 'path'>,
  params: Record<string, string | number> = {},
): string => `${TEST_BACKEND}${buildPath(def.path, params)}`;
