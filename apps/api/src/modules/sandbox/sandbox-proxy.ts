import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
// The sandbox's own body reader, through a module of its own (the API bundle takes no FHIR library with it).
import { MAX_BODY_BYTES, readLimited } from '@showroom/sandbox/read-limited';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream';
import { SANDBOX_CLIENTS_HEADER, SANDBOX_CLIENTS_ROUTE, type SandboxClientsLoad } from '@showroom/contract';

declare module 'fastify' {
  interface FastifyInstance {
    /** The FHIR sandbox's pass-through (PUBLIC_URL/sandbox/fhir); server.ts points it at the child. */
    sandbox: SandboxProxy;
  }
}

/** The public prefix of the sandbox's FHIR endpoint (PUBLIC_URL/sandbox/fhir). */
const SANDBOX_PREFIX = '/sandbox/fhir';

/** The public prefix of the sandbox's SMART authorization server (PUBLIC_URL/sandbox/auth, issue 34). */
const SANDBOX_AUTH_PREFIX = '/sandbox/auth';

/** What every address the sandbox answers starts with: any other request is passed on at once. */
const SANDBOX_ROOT = '/sandbox/';

/**
 * Request headers a FHIR client needs (with its SMART access token for the sandbox); never the
 * showroom's cookies.
 */
const FORWARDED_REQUEST_HEADERS = [
  'authorization',
  'accept',
  'content-type',
  'content-length',
  'prefer',
  'if-match',
  'if-none-match',
  'if-modified-since',
  'if-none-exist',
  'x-request-id',
];
/**
 * The authorization server's pages and endpoints need the browser's language, the token request's
 * client authentication and CORS headers, and the sandbox's own cookies (`sbx_…`), nothing else.
 */
const FORWARDED_AUTH_HEADERS = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'content-length',
  'origin',
  'access-control-request-method',
  'access-control-request-headers',
];
const AUTH_COOKIE = /^sbx_/;
/** Hop-by-hop and answer headers the proxy sets itself. */
const DROPPED_RESPONSE_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'set-cookie']);
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);
/**
 * The sandbox is public, read-only synthetic data without credentials: any origin may read it (a SMART
 * app on its own origin does). The answers are data, never a page: nothing may run or frame them.
 */
const ANSWER_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'location, etag, content-location, www-authenticate',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'cross-origin',
};
const UPSTREAM_TIMEOUT_MS = 30_000;
/** The authorization server's forms are small (oidc-provider reads at most 56 KB of one). */
const MAX_AUTH_BODY_BYTES = 64 * 1024;

/** 413 for a body over MAX_BODY_BYTES; the rest of the upload is drained, and the connection closed after. */
function tooLarge(req: IncomingMessage, res: ServerResponse): void {
  req.resume();
  sendOutcome(
    res,
    413,
    'too-costly',
    `The body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB. Nothing was sent to the sandbox.`,
    { connection: 'close' },
  );
}

function sendOutcome(
  res: ServerResponse,
  status: number,
  code: string,
  text: string,
  extra: Record<string, string> = {},
): void {
  const body = JSON.stringify({
    resourceType: 'OperationOutcome',
    issue: [{ severity: 'error', code, details: { text } }],
  });
  res.writeHead(status, {
    ...ANSWER_HEADERS,
    ...extra,
    'content-type': 'application/fhir+json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

/**
 * `PUBLIC_URL/sandbox/fhir/*` passed through to the sandbox's FHIR server (its child process, its own
 * service, or SANDBOX_FHIR_URL) in node:http's request listener, before Fastify: node:http parses both
 * sides and the bodies stream through untouched. The catalogue never waits on the sandbox: while it is
 * starting, restarting or off, this answers 503 at once.
 */
export class SandboxProxy {
  #upstream: URL | undefined;
  #state: 'off' | 'starting' | 'ready';
  #clients: (() => Promise<SandboxClientsLoad>) | undefined;

  constructor(options: { enabled: boolean; upstream?: string | undefined }) {
    this.#state = options.enabled ? 'starting' : 'off';
    if (options.enabled && options.upstream) this.setUpstream(options.upstream);
  }

  /** Where requests go from now on (the child's address once it is ready), or undefined while it is not. */
  setUpstream(base: string | undefined): void {
    if (this.#state === 'off') return;
    this.#upstream = base ? new URL(base.replace(/\/+$/, '')) : undefined;
    this.#state = base ? 'ready' : 'starting';
  }

  get ready(): boolean {
    return this.#state === 'ready';
  }

  /** Whether the sandbox is off, starting or ready, and where it is once ready (the vendors' sandboxes use it too). */
  get upstream(): { state: 'off' | 'starting' | 'ready'; base: URL | undefined } {
    return { state: this.#state, base: this.#upstream };
  }

  /** Handles a request under SANDBOX_PREFIX or SANDBOX_AUTH_PREFIX (true); any other is left alone (false). */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const raw = req.url ?? '';
    // Every request of the server comes by here first: the catalogue's are let go with one comparison.
    if (!raw.startsWith(SANDBOX_ROOT)) return false;
    if (raw === SANDBOX_AUTH_PREFIX || raw.startsWith(`${SANDBOX_AUTH_PREFIX}/`)) {
      this.#handleAuth(req, res, raw.slice(SANDBOX_AUTH_PREFIX.length));
      return true;
    }
    if (
      raw !== SANDBOX_PREFIX &&
      !raw.startsWith(`${SANDBOX_PREFIX}/`) &&
      !raw.startsWith(`${SANDBOX_PREFIX}?`)
    ) {
      return false;
    }
    const rest = raw.slice(SANDBOX_PREFIX.length);
    if (this.#state === 'off') {
      req.resume();
      sendOutcome(
        res,
        404,
        'not-found',
        'The FHIR sandbox is turned off on this server (SANDBOX_ENABLED=false).',
      );
      return true;
    }
    const upstream = this.#upstream;
    if (!upstream) {
      req.resume();
      sendOutcome(res, 503, 'transient', 'The FHIR sandbox is starting; try again in a few seconds.', {
        'retry-after': '5',
      });
      return true;
    }
    if (req.method === 'OPTIONS') {
      req.resume();
      res.writeHead(204, {
        ...ANSWER_HEADERS,
        'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers':
          'authorization, accept, content-type, prefer, if-match, if-none-match, if-none-exist',
        'access-control-max-age': '600',
      });
      res.end();
      return true;
    }
    // A body larger than the sandbox takes is refused here, before any of it is sent on: the sandbox
    // would refuse it too, but it answers and closes while the upload still runs, which reached the
    // visitor as a 502 (the upload's broken pipe) more often than as its 413.
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
      tooLarge(req, res);
      return true;
    }
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
    // The path is passed as it came (node:http does not normalise it): the FHIR server judges it.
    const outgoing = send(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: `${upstream.pathname.replace(/\/$/, '')}${rest}`,
        headers,
        timeout: UPSTREAM_TIMEOUT_MS,
      },
      (answer) => {
        // The visitor left before the sandbox answered: the answer has nowhere to go (piping into the
        // closed response would throw, out of this callback, and end the process).
        if (res.destroyed) {
          answer.destroy();
          return;
        }
        const out: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !DROPPED_RESPONSE_HEADERS.has(name)) out[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, { ...out, ...ANSWER_HEADERS });
        pipeline(answer, res, () => {});
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('The FHIR sandbox did not answer in time.')));
    // After the answer began, its own pipeline ends or destroys the response (a 413 closes the upload early).
    outgoing.on('error', () => {
      if (!res.headersSent && !res.destroyed)
        sendOutcome(res, 502, 'transient', 'The FHIR sandbox could not be reached.');
    });
    // A visitor who leaves (a page moved on, a tab closed) before the answer is complete: the request to
    // the sandbox ends too, so it stops working for nobody.
    res.once('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    // A body without a length (chunked) is counted as it passes: past the limit, the request to the
    // sandbox is dropped and the visitor gets the 413 (the rest of the upload is drained).
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES || outgoing.destroyed) return;
      req.unpipe(outgoing);
      outgoing.destroy();
      if (!res.headersSent && !res.destroyed) tooLarge(req, res);
    });
    req.pipe(outgoing);
    return true;
  }

  /**
   * Where the authorization server's vendor-registered clients come from (the API's sandbox_clients,
   * modules/sandbox-clients): app.ts sets it. Without it the sandbox knows only its configured clients.
   */
  setClientSource(source: (() => Promise<SandboxClientsLoad>) | undefined): void {
    this.#clients = source;
  }

  /**
   * PUBLIC_URL/sandbox/auth/* to the sandbox's authorization server (its `/auth`, beside its `/fhir`):
   * its pages, redirects, cookies and CORS answers pass through as it made them. Each request names the
   * set of registered clients the API has now (SANDBOX_CLIENTS_HEADER); a sandbox holding another set
   * answers 409 `x-sandbox-load: required`, and this hands it the set (PUT /v/smart-clients, the channel
   * the vendors' sandboxes load their stores through) and sends the request again. So a registration,
   * a change or a removal counts from the next request on, and a restarted sandbox learns them again.
   * The request body (a form of a few hundred bytes) is read first, so that it can be sent twice.
   */
  #handleAuth(req: IncomingMessage, res: ServerResponse, rest: string): void {
    const upstream = this.#upstream;
    if (!upstream) {
      req.resume();
      if (this.#state === 'off')
        sendOutcome(res, 404, 'not-found', 'The FHIR sandbox is turned off on this server.');
      else
        sendOutcome(res, 503, 'transient', 'The FHIR sandbox is starting; try again in a few seconds.', {
          'retry-after': '5',
        });
      return;
    }
    this.#forwardAuth(req, res, rest, upstream).catch(() => {
      if (!res.headersSent) sendOutcome(res, 502, 'transient', 'The FHIR sandbox could not be reached.');
      else res.destroy();
    });
  }

  async #forwardAuth(req: IncomingMessage, res: ServerResponse, rest: string, upstream: URL): Promise<void> {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_AUTH_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const cookies = (req.headers.cookie ?? '')
      .split(';')
      .map((c) => c.trim())
      .filter((c) => AUTH_COOKIE.test(c));
    if (cookies.length) headers.cookie = cookies.join('; ');
    const body = await readLimited(req, MAX_AUTH_BODY_BYTES);
    if (body === undefined) {
      sendOutcome(res, 413, 'too-costly', 'The request body is too large.', { connection: 'close' });
      return;
    }
    if (body.length > 0) headers['content-length'] = String(body.length);
    else delete headers['content-length'];
    const base = upstream.pathname.replace(/\/$/, '').replace(/\/fhir$/, '');
    const source = this.#clients;
    let answer: IncomingMessage | undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      const load = source ? await source() : undefined;
      if (load) headers[SANDBOX_CLIENTS_HEADER] = load.generation;
      answer = await exchange(upstream, req.method ?? 'GET', `${base}/auth${rest}`, headers, body);
      if (!load || answer.statusCode !== 409 || answer.headers['x-sandbox-load'] !== 'required') break;
      answer.resume();
      const payload = Buffer.from(JSON.stringify(load));
      const loaded = await exchange(
        upstream,
        'PUT',
        `${base}${SANDBOX_CLIENTS_ROUTE}`,
        { 'content-type': 'application/json', 'content-length': String(payload.length) },
        payload,
      );
      loaded.resume();
      if (loaded.statusCode !== 204) throw new Error('The sandbox refused the client registrations.');
    }
    if (!answer) throw new Error('No answer');
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
    }
    // The visitor may have left while the sandbox answered: then the answer goes nowhere.
    if (res.destroyed) {
      answer.destroy();
      return;
    }
    res.writeHead(answer.statusCode ?? 502, out);
    pipeline(answer, res, () => {});
  }
}

/** One request to the sandbox with a body read in full; resolves with its answer (not yet read). */
function exchange(
  upstream: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<IncomingMessage> {
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port,
        method,
        path,
        headers,
        timeout: UPSTREAM_TIMEOUT_MS,
      },
      resolve,
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('The FHIR sandbox did not answer in time.')));
    outgoing.on('error', reject);
    outgoing.end(body.length > 0 ? body : undefined);
  });
}
