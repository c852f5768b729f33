import { buildPath, type EndpointDef } from '@showroom/contract';
import { setupServer } from 'msw/node';

export const server = setupServer();

/** The backend base URL the tests configure; requests go to the same origin as jsdom's page. */
export const TEST_BACKEND = `${window.location.origin}/api`;

/** The URL MSW should answer for an endpoint of the contract's table (with concrete params). */
export const apiUrl = (def: Pick<EndpointDef, 'path'>, params: Record<string, string | number> = {}): string =>
  `${TEST_BACKEND}${buildPath(def.path, params)}`;
