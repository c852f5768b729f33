/**
 * Small servers for the live checks' tests, each serving what a published specification's example
 * serves, on 127.0.0.1 and a free port (plain node:http):
 * - a SMART server's `/.well-known/smart-configuration` (SMART App Launch 2.x, conformance.html);
 * - a CDS service's discovery endpoint `/cds-services` (CDS Hooks, Discovery);
 * - an openEHR CDR's `OPTIONS {base}/` and `GET {base}/definition/template/adl1.4` (ITS-REST System and
 *   Definition APIs).
 * Each serves a JSON value as given (any value, so tests can also serve malformed documents) and answers
 * 404 to everything else. The examples themselves are in check-examples.ts.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FixtureServer {
  /** http://127.0.0.1:<port> (plus the base path, for the openEHR server). */
  readonly baseUrl: string;
  /** The requests received, as "METHOD /path". */
  readonly requests: readonly string[];
  close(): Promise<void>;
}

type Route = (req: IncomingMessage) => unknown;

const NOT_FOUND = Symbol('not found');

async function serve(routes: Record<string, Route>, basePath = ''): Promise<FixtureServer> {
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://fixture').pathname;
    requests.push(`${req.method ?? ''} ${path}`);
    const route = routes[`${req.method ?? ''} ${path}`];
    const body: unknown = route ? route(req) : NOT_FOUND;
    if (body === NOT_FOUND) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'not found' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${basePath}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** Serves `config` at `/.well-known/smart-configuration` (the FHIR base is the server's root). */
export function startSmartServer(config: unknown): Promise<FixtureServer> {
  return serve({ 'GET /.well-known/smart-configuration': () => config });
}

/** Serves `discovery` (`{ services: [...] }`) at `/cds-services`. */
export function startCdsServer(discovery: unknown): Promise<FixtureServer> {
  return serve({ 'GET /cds-services': () => discovery });
}

/**
 * An openEHR CDR under `base` (EHRbase's is /ehrbase/rest/openehr/v1): `OPTIONS {base}/` answers
 * `options`, `GET {base}/definition/template/adl1.4` answers `templates`. An undefined part answers 404.
 */
export function startOpenehrServer({
  options,
  templates,
  base = '/rest/openehr/v1',
}: {
  options?: unknown;
  templates?: unknown;
  base?: string;
}): Promise<FixtureServer> {
  const routes: Record<string, Route> = {};
  if (options !== undefined) {
    routes[`OPTIONS ${base}/`] = () => options;
    routes[`OPTIONS ${base}`] = () => options;
  }
  if (templates !== undefined) routes[`GET ${base}/definition/template/adl1.4`] = () => templates;
  return serve(routes, base);
}
