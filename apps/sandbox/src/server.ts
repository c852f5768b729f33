/**
 * The sandbox's HTTP side on node:http: it routes `/fhir/*` to the adapter (sandbox.ts) and `/healthz` to a
 * liveness answer, limits the body, and writes every answer as application/fhir+json. Node parses HTTP; the
 * only thing read here is the raw path, so that a `..` segment is refused before anything normalises it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FhirSandbox, SandboxRequest } from './sandbox.ts';
import { MAX_BODY_BYTES, outcome, type SandboxResponse } from './sandbox.ts';
import { serializedAnswer } from './answer-cache.ts';
import { handleVendorRequest, type VendorStores } from './vendor/vendor-stores.ts';
import type { Smart } from './smart/index.ts';
import { parseClientsLoad } from './smart/registry.ts';
import { readLimited } from './read-limited.ts';

export const FHIR_PREFIX = '/fhir';
/** The vendors' writable sandboxes, for the API only (vendor/vendor-stores.ts). */
const VENDOR_PREFIX = '/v/';
/** The registered SMART clients' handover, for the API only (smart/registry.ts). */
const CLIENTS_ROUTE = '/v/smart-clients';
const MAX_CLIENTS_BYTES = 16 * 1024 * 1024;

/**
 * The sandbox's HTTP server. With `vendors`, it also serves the vendors' writable sandboxes under
 * VENDOR_PREFIX (issue 33); with `smart`, SMART App Launch (smart/index.ts): /auth, the
 * smart-configuration, token checks on the shared data (issue 34).
 */
export function createSandboxServer(
  sandbox: FhirSandbox,
  options: { vendors?: VendorStores; smart?: Smart } = {},
): Server {
  const { vendors, smart } = options;
  const server = createServer((req, res) => {
    if (smart && req.url === CLIENTS_ROUTE) {
      loadClients(smart, req, res).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) send(res, outcome(500, 'exception', 'Internal error'), false);
      });
      return;
    }
    if (smart?.handleAuth(req, res)) return;
    const work =
      vendors && req.url?.startsWith(VENDOR_PREFIX)
        ? handleVendor(vendors, req, res)
        : handle(sandbox, req, res, smart);
    work.catch((error: unknown) => {
      // A client that left while sending its body (the read ends 'aborted'): no one to answer, no fault.
      if (req.destroyed && (error as NodeJS.ErrnoException).code === 'ECONNRESET') return;
      // The adapter turns its own failures into OperationOutcomes; this is the last resort.
      console.error(error);
      if (!res.headersSent) send(res, outcome(500, 'exception', 'Internal error'), false);
      else res.destroy();
    });
  });
  // Slow clients do not hold sockets: a request has 30 s to arrive in full.
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  return server;
}

/**
 * PUT /v/smart-clients (the API only, like the vendors' store loads): the set of registered SMART
 * clients (smart/registry.ts) replaces the one held.
 */
async function loadClients(smart: Smart, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'PUT') {
    req.resume();
    send(res, outcome(405, 'not-supported', 'PUT.'), false);
    return;
  }
  const text = await readBody(req, MAX_CLIENTS_BYTES);
  const load = text === undefined ? undefined : parseClientsLoad(text);
  if (!load) {
    send(res, outcome(400, 'structure', 'A clients load is {generation, clients}.'), false);
    return;
  }
  smart.registry.load(load);
  res.writeHead(204).end();
}

function handleVendor(vendors: VendorStores, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const raw = req.url ?? '/';
  const queryAt = raw.indexOf('?');
  const path = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : raw.slice(queryAt + 1));
  return handleVendorRequest(vendors, { readBody, send }, req, res, path, query);
}

async function handle(
  sandbox: FhirSandbox,
  req: IncomingMessage,
  res: ServerResponse,
  smart: Smart | undefined,
): Promise<void> {
  const raw = req.url ?? '/';
  const queryAt = raw.indexOf('?');
  const path = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : raw.slice(queryAt + 1));
  const head = req.method === 'HEAD';

  if (path === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(head ? undefined : JSON.stringify({ status: 'ok', resources: sandbox.resourceCount }));
    return;
  }
  if (smart && path === `${FHIR_PREFIX}/.well-known/smart-configuration`) {
    req.resume();
    const payload = JSON.stringify(smart.configuration);
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      'cache-control': 'no-store',
    });
    res.end(head ? undefined : payload);
    return;
  }
  if (path !== FHIR_PREFIX && !path.startsWith(`${FHIR_PREFIX}/`)) {
    send(res, outcome(404, 'not-found', 'The FHIR endpoint is at /fhir.'), head);
    return;
  }

  let body: string | undefined;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const read = await readBody(req, MAX_BODY_BYTES);
    if (read === undefined) {
      res.setHeader('connection', 'close');
      send(
        res,
        outcome(413, 'too-costly', `The body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB.`),
        false,
      );
      return;
    }
    body = read;
  } else {
    req.resume();
  }
  const request: SandboxRequest = {
    method: req.method ?? 'GET',
    path: path.slice(FHIR_PREFIX.length + 1),
    query,
    headers: req.headers,
    ...(body === undefined ? {} : { body }),
  };
  const answer = smart
    ? await smart.check(request, (checked) => sandbox.handle(checked))
    : await sandbox.handle(request);
  send(res, answer, head);
}

/** The body as text, or undefined when it is larger than `limit` bytes (reading stops there). */
async function readBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
  return (await readLimited(req, limit))?.toString('utf8');
}

function send(res: ServerResponse, answer: SandboxResponse, head: boolean): void {
  const payload = serializedAnswer(answer.body) ?? JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    ...answer.headers,
    'content-type': 'application/fhir+json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(head ? undefined : payload);
}
