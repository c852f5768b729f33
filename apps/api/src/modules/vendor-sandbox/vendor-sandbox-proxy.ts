/**
 * PUBLIC_URL/sandbox/v/{key}/fhir/*: a vendor's own writable FHIR sandbox (issue 33), in node:http's
 * request listener before Fastify like the shared sandbox's pass-through (modules/sandbox).
 *
 * Decision (where writes are kept): the API keeps them, the sandbox process computes them. The sandbox
 * process has no database (PGlite allows one process, and in production it is its own service); it
 * holds a copy of each vendor's store, built from the shared data and the changes this module hands it
 * (`PUT /v/{id}/store`), and answers a write with the changes it made, which this module stores before
 * the client hears of the write. So a restart of either process loses nothing: a store the sandbox
 * does not hold, or holds at an older generation (a reset), is rebuilt on the next request. The child
 * learns the sandbox's row id and generation, never the caller's cookies or tokens.
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  VENDOR_SANDBOX_KEY,
  VENDOR_SANDBOX_LIMIT,
  VENDOR_SANDBOX_PREFIX,
  vendorSandboxPath,
} from '@showroom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { MAX_BODY_BYTES, readLimited } from '@showroom/sandbox/read-limited';
import type { SandboxProxy } from '../sandbox/index.ts';
import {
  findSandboxByKey,
  listChanges,
  storeChanges,
  touchSandbox,
  type SandboxRow,
  type StoredChange,
} from './vendor-sandbox-repository.ts';

const UPSTREAM_TIMEOUT_MS = 30_000;
/** A read marks a sandbox used at most this often (a write always does). */
const TOUCH_EVERY_MS = 60_000;

const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'content-type',
  'prefer',
  'if-match',
  'if-none-match',
  'if-modified-since',
  'if-none-exist',
  'x-request-id',
];
const KEPT_RESPONSE_HEADERS = ['content-type', 'location', 'etag', 'last-modified', 'allow', 'retry-after'];
/** As the shared sandbox's answers: data for any origin, never a page. */
const ANSWER_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'location, etag, content-location',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'cross-origin',
  'cache-control': 'no-store',
};

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

interface Envelope {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  changes: StoredChange[];
}

export interface VendorSandboxProxyOptions {
  readonly db: Db;
  readonly sandbox: SandboxProxy;
  readonly publicUrl: string;
  readonly now: () => Date;
  readonly log: () => FastifyBaseLogger;
}

function sendOutcome(
  res: ServerResponse,
  status: number,
  code: string,
  text: string,
  extra: Record<string, string> = {},
): void {
  sendJson(
    res,
    status,
    { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code, details: { text } }] },
    extra,
  );
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    ...ANSWER_HEADERS,
    ...extra,
    'content-type': 'application/fhir+json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
  });
  res.end(payload);
}

export class VendorSandboxProxy {
  readonly #options: VendorSandboxProxyOptions;
  /** Per sandbox, the write under way: a sandbox's writes are stored in the order the sandbox made them. */
  readonly #writes = new Map<number, Promise<unknown>>();
  readonly #touched = new Map<number, number>();

  constructor(options: VendorSandboxProxyOptions) {
    this.#options = options;
  }

  /** Handles a request under VENDOR_SANDBOX_PREFIX and returns true; any other request is left alone. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const raw = req.url ?? '';
    if (!raw.startsWith(VENDOR_SANDBOX_PREFIX)) return false;
    this.#handle(req, res, raw.slice(VENDOR_SANDBOX_PREFIX.length)).catch((err: unknown) => {
      this.#options.log().error({ err }, 'vendor sandbox: the request failed');
      if (!res.headersSent) sendOutcome(res, 502, 'transient', 'The FHIR sandbox could not be reached.');
      else res.destroy();
    });
    return true;
  }

  async #handle(req: IncomingMessage, res: ServerResponse, tail: string): Promise<void> {
    const slash = tail.indexOf('/');
    const key = slash === -1 ? (tail.split('?')[0] ?? '') : tail.slice(0, slash);
    const rest = slash === -1 ? '' : tail.slice(slash); // '/fhir/Patient?x=1'
    const fhir = rest === '/fhir' || rest.startsWith('/fhir/') || rest.startsWith('/fhir?');
    if (!VENDOR_SANDBOX_KEY.test(key) || !fhir) {
      req.resume();
      sendOutcome(res, 404, 'not-found', 'No sandbox at this address.');
      return;
    }
    const { state, base } = this.#options.sandbox.upstream;
    if (state === 'off') {
      req.resume();
      sendOutcome(
        res,
        404,
        'not-found',
        'The FHIR sandbox is turned off on this server (SANDBOX_ENABLED=false).',
      );
      return;
    }
    if (!base) {
      req.resume();
      sendOutcome(res, 503, 'transient', 'The FHIR sandbox is starting; try again in a few seconds.', {
        'retry-after': '5',
      });
      return;
    }
    if (req.method === 'OPTIONS') {
      req.resume();
      res.writeHead(204, {
        ...ANSWER_HEADERS,
        'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers':
          'accept, content-type, prefer, if-match, if-none-match, if-none-exist',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    const write = req.method !== 'GET' && req.method !== 'HEAD';
    let body: Buffer | undefined;
    if (write) {
      body = await readLimited(req, MAX_BODY_BYTES);
      if (!body) {
        res.setHeader('connection', 'close');
        sendOutcome(
          res,
          413,
          'too-costly',
          `The body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB. Nothing was stored.`,
        );
        return;
      }
    } else {
      req.resume();
    }
    const row = await findSandboxByKey(this.#options.db, key);
    if (!row) {
      sendOutcome(res, 404, 'not-found', 'No sandbox at this address.');
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const upstream = {
      base,
      row,
      method: req.method ?? 'GET',
      path: rest.slice('/fhir'.length),
      headers,
      body,
    };
    if (!write) {
      const answer = await this.#forward(upstream);
      this.#touch(row);
      this.#reply(res, answer, req.method === 'HEAD');
      return;
    }
    // A sandbox's writes one after another, each stored before the next is made.
    const previous = this.#writes.get(row.id) ?? Promise.resolve();
    const run = previous.then(
      () => this.#write(res, upstream),
      () => this.#write(res, upstream),
    );
    this.#writes.set(row.id, run);
    try {
      await run;
    } finally {
      if (this.#writes.get(row.id) === run) this.#writes.delete(row.id);
    }
  }

  async #write(res: ServerResponse, upstream: Upstream): Promise<void> {
    const answer = await this.#forward(upstream);
    if (answer.headers['x-sandbox-envelope'] !== '1') {
      this.#reply(res, answer, false);
      return;
    }
    const envelope = JSON.parse(answer.body.toString('utf8')) as Envelope;
    const { row } = upstream;
    let stored: 'stored' | 'stale';
    try {
      stored = await storeChanges(
        this.#options.db,
        row.id,
        row.generation,
        envelope.changes,
        this.#options.now(),
      );
    } catch (err) {
      await this.#evict(upstream);
      throw err;
    }
    if (stored === 'stale') {
      await this.#evict(upstream);
      sendOutcome(
        res,
        409,
        'conflict',
        'The sandbox was reset while this request ran. Nothing was stored; send the request again.',
      );
      return;
    }
    this.#touched.set(row.id, Date.now());
    sendJson(res, envelope.status, envelope.body, pick(envelope.headers, ['location', 'etag', 'allow']));
  }

  /** The request to the sandbox process; a store it does not hold is handed over once and asked again. */
  async #forward(upstream: Upstream): Promise<Answer> {
    const { base, row, method, path, headers, body } = upstream;
    const first = await call(
      base,
      method,
      `${vendorRoot(base, row)}/fhir${path}`,
      {
        ...headers,
        'x-sandbox-generation': String(row.generation),
      },
      body,
    );
    if (first.status !== 409 || first.headers['x-sandbox-load'] !== 'required') return first;
    const changes = await listChanges(this.#options.db, row.id);
    const load = Buffer.from(
      JSON.stringify({
        generation: row.generation,
        baseUrl: `${this.#options.publicUrl}${vendorSandboxPath(row.key)}`,
        limit: VENDOR_SANDBOX_LIMIT,
        changes,
      }),
    );
    const loaded = await call(
      base,
      'PUT',
      `${vendorRoot(base, row)}/store`,
      { 'content-type': 'application/json' },
      load,
    );
    if (loaded.status !== 204) {
      this.#options
        .log()
        .warn(`vendor sandbox ${row.id}: the sandbox process refused its store (${loaded.status})`);
      return {
        status: 501,
        headers: { 'content-type': 'application/fhir+json; charset=utf-8' },
        body: Buffer.from(
          JSON.stringify({
            resourceType: 'OperationOutcome',
            issue: [
              {
                severity: 'error',
                code: 'not-supported',
                details: { text: 'Vendor sandboxes need the showroom’s own FHIR sandbox service.' },
              },
            ],
          }),
        ),
      };
    }
    const second = await call(
      base,
      method,
      `${vendorRoot(base, row)}/fhir${path}`,
      {
        ...headers,
        'x-sandbox-generation': String(row.generation),
      },
      body,
    );
    // Dropped again at once (more vendors at work than stores it keeps): the client may try again.
    if (second.status === 409 && second.headers['x-sandbox-load'] === 'required') {
      return {
        status: 503,
        headers: { 'content-type': 'application/fhir+json; charset=utf-8', 'retry-after': '5' },
        body: Buffer.from(
          JSON.stringify({
            resourceType: 'OperationOutcome',
            issue: [
              {
                severity: 'error',
                code: 'transient',
                details: { text: 'The sandbox is busy; try again in a few seconds.' },
              },
            ],
          }),
        ),
      };
    }
    return second;
  }

  async #evict(upstream: Upstream): Promise<void> {
    await call(upstream.base, 'DELETE', `${vendorRoot(upstream.base, upstream.row)}/store`, {}).catch(
      () => undefined,
    );
  }

  #touch(row: SandboxRow): void {
    const now = Date.now();
    if (now - (this.#touched.get(row.id) ?? 0) < TOUCH_EVERY_MS) return;
    this.#touched.set(row.id, now);
    touchSandbox(this.#options.db, row.id, this.#options.now()).catch((err: unknown) =>
      this.#options.log().warn({ err }, `vendor sandbox ${row.id}: could not note its use`),
    );
  }

  #reply(res: ServerResponse, answer: Answer, head: boolean): void {
    const out: Record<string, string> = {};
    for (const name of KEPT_RESPONSE_HEADERS) {
      const value = answer.headers[name];
      if (typeof value === 'string') out[name] = value;
    }
    res.writeHead(answer.status, { ...out, ...ANSWER_HEADERS, 'content-length': answer.body.length });
    res.end(head ? undefined : answer.body);
  }
}

interface Upstream {
  base: URL;
  row: SandboxRow;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

/** The sandbox process's vendor routes sit beside its /fhir: http://host:port/v/{id}. */
function vendorRoot(base: URL, row: SandboxRow): string {
  return `${base.pathname.replace(/\/?fhir\/?$/, '').replace(/\/$/, '')}/v/${row.id}`;
}

function pick(headers: Record<string, string>, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) if (typeof headers[name] === 'string') out[name] = headers[name];
  return out;
}

function call(
  base: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<Answer> {
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      {
        protocol: base.protocol,
        hostname: base.hostname,
        port: base.port,
        method,
        path,
        headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        timeout: UPSTREAM_TIMEOUT_MS,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }),
        );
        answer.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('The FHIR sandbox did not answer in time.')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
