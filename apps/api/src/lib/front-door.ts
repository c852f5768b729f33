/**
 * The front door: every public read a visitor's browser makes, answered from bytes Fastify made once.
 *
 * Fastify answers a request the first time; when the route marked its answer as public (`publicAnswer`)
 * and the request was anonymous, the answer (status 200, its headers, its bytes) is kept under the exact
 * address. The next identical request is answered here, on node:http, before Fastify builds its request
 * and reply and runs its hooks (request id, metrics, security headers, cookies, CSRF, rate limit, text
 * guard, access, validation, serialisation), which cost most of such an answer's CPU. The answer is the
 * route's own: same bytes and headers, a new request id, a 304 when the client has the ETag; it is
 * counted in the metrics and, at the info level, logged.
 *
 * Freshness: what an answer depends on decides how long it is kept (its scope). Catalogue answers are
 * dropped with the catalogue (every 'catalogue_changed' notification, any write of this process, and
 * after an hour, as "Verified" expires with time); check results with every check notification; images
 * are immutable (their name is the hash of their bytes); pages made from index.html are dropped when it
 * changes (a rebuild while the server runs names new asset files: the SPA plugin looks every second and
 * calls `pagesChanged`). An answer made by a request that started before a change is never kept. (Pages
 * used to be made again every second: each time, every connection that asked in the gap went on to
 * Fastify, and the fast lane handed it to node:http for good.)
 *
 * Whatever the door cannot answer exactly as Fastify would goes on to Fastify: another method than GET,
 * a token (valid or not), an Origin (CORS), a body, a Range, a proxy's X-Forwarded-Proto when PUBLIC_URL
 * is http (HSTS then depends on it), and any address not answered yet.
 */
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import fresh from 'fresh';
import { pino } from 'pino';
import { redactUrl } from './log-redaction.ts';

/**
 * What the door reads of a request: node:http's IncomingMessage, or the fast lane's own reading of the
 * bytes (lib/fast-lane.ts) before node:http makes one.
 */
export interface DoorRequest {
  readonly method?: string | undefined;
  readonly url?: string | undefined;
  readonly headers: IncomingHttpHeaders;
  readonly socket: { readonly remoteAddress?: string | undefined };
}

/**
 * Every request header the door reads to choose and date an answer (keyOf, fresh, the request id). The
 * fast lane keeps these of a request and no others: a header the door starts to read goes here.
 */
export const DOOR_REQUEST_HEADERS = [
  'accept',
  'accept-encoding',
  'if-none-match',
  'if-modified-since',
  'cache-control',
  'x-request-id',
  'authorization',
  'origin',
  'range',
  'content-length',
  'transfer-encoding',
  'x-forwarded-proto',
] as const;

/** An answer for the fast lane, in parts: they are written in this order. */
export interface RawAnswer {
  /** Status line and the route's headers, each line ending in CRLF (latin1). */
  readonly head: Buffer;
  /** The request's own header lines and the blank line that ends the head (ASCII). */
  readonly lines: string;
  readonly body: Buffer | undefined;
}

/** What a kept answer depends on: it is dropped when that changes. */
export type PublicScope =
  /** The public catalogue: lists, searches, facet counts, an app's details, the sitemap. */
  | 'catalogue'
  /** An app's public check results (and the catalogue: a deactivated app has none). */
  | 'checks'
  /** index.html and the catalogue: an app's page with its share tags and details. */
  | 'catalogue-page'
  /** index.html alone: the start page, the list page. */
  | 'page'
  /** Bytes fixed for the life of the process: the runtime configuration, robots.txt. */
  | 'fixed'
  /** Stored images: immutable, kept within MEDIA_CACHE_MB. */
  | 'media';

/** Catalogue answers are made again at least this often: "Verified" (within 7 days) expires with time. */
const CATALOGUE_MAX_AGE_MS = 60 * 60 * 1000;
/** Answers other than images: at most this many, and this many bytes (the whole list at 10,000 apps is ~4 MB). */
const MAX_ENTRIES = 4000;
const MAX_BYTES = 96 * 1024 * 1024;
/** Longer addresses are left to Fastify (and not kept): a crawler cannot fill memory with long keys. */
const MAX_URL_LENGTH = 2048;

const kScope = Symbol('showroom.publicScope');
type Marked = FastifyReply & { [kScope]?: PublicScope };

/** Marks an answer as public: the same for every anonymous visitor who asks for this address. */
export function publicAnswer(reply: FastifyReply, scope: PublicScope): FastifyReply {
  (reply as Marked)[kScope] = scope;
  return reply;
}

/** The scope a route gave its answer, if any. */
export const publicScopeOf = (reply: FastifyReply): PublicScope | undefined => (reply as Marked)[kScope];

/** The generations of what answers depend on, as one object: a request keeps the one it started with. */
export interface Epoch {
  readonly catalogue: number;
  readonly checks: number;
  /** index.html: a rebuild of the web app while the server runs (new asset names). */
  readonly pages: number;
}

interface Entry {
  readonly key: string;
  readonly scope: PublicScope;
  readonly epoch: Epoch;
  readonly expiresAt: number;
  /** Flat name/value list for the 200, without the request id. */
  readonly headers: readonly string[];
  /** The same without the body's headers (type, length, encoding), for a 304. */
  readonly notModified: readonly string[];
  readonly body: Buffer;
  readonly etag: string | undefined;
  readonly lastModified: string | undefined;
  /** The metrics' route label (Fastify's route pattern). */
  readonly route: string;
  /** The fast lane's status line and headers, made on its first answer (without the per-request lines). */
  raw?: { readonly ok: Buffer; readonly notModified: Buffer };
}

export interface FrontDoorOptions {
  /** PUBLIC_URL is https: every answer carries HSTS (a proxy's X-Forwarded-Proto changes nothing). */
  https: boolean;
  mediaCacheBytes: number;
  requestId: (req: DoorRequest) => string;
  requestIdHeader: string;
  observe: (method: string, route: string, status: number, seconds: number) => void;
  log: FastifyBaseLogger;
  /** Whether the catalogue is guaranteed to hear of changes (LISTEN up): otherwise nothing is kept. */
  isListening: () => boolean;
  now?: () => number;
}

/** Levels at which every request is logged (Fastify's 'request completed' is info). */
const REQUEST_LOG_LEVELS = new Set(['trace', 'debug', 'info']);

type RequestLog = (reqId: string, req: DoorRequest, statusCode: number, responseTime: number) => void;

/**
 * One line per answer, as Fastify's 'request completed' (its 'incoming request' line aside): reqId,
 * method, URL (redacted), client address, status and response time. Written as pino writes it (level,
 * time, the logger's bindings such as pid and hostname, then the fields and msg) straight to the
 * logger's stream: pino's generic serialisation of the object cost more than the answer itself. A
 * logger without that stream (not pino) gets the same fields through `info`.
 */
function requestLog(log: FastifyBaseLogger): RequestLog {
  const internals = log as unknown as Record<symbol, unknown>;
  const stream = internals[pino.symbols.streamSym] as { write(line: string): unknown } | undefined;
  const bindings = internals[pino.symbols.chindingsSym];
  if (!stream || typeof stream.write !== 'function' || typeof bindings !== 'string') {
    return (reqId, req, statusCode, responseTime) =>
      log.info(
        {
          reqId,
          req: { method: 'GET', url: redactUrl(req.url ?? ''), remoteAddress: req.socket.remoteAddress },
          res: { statusCode },
          responseTime,
        },
        'request completed',
      );
  }
  const level = String(pino.levels.values.info);
  return (reqId, req, statusCode, responseTime) => {
    const remote = req.socket.remoteAddress;
    stream.write(
      `{"level":${level},"time":${Date.now()}${bindings},"reqId":${JSON.stringify(reqId)},"req":{"method":"GET","url":${JSON.stringify(redactUrl(req.url ?? ''))}${remote === undefined ? '' : `,"remoteAddress":${JSON.stringify(remote)}`}},"res":{"statusCode":${statusCode}},"responseTime":${responseTime},"msg":"request completed"}\n`,
    );
  };
}

/** An HTTP/1.1 status line and headers, as node:http writes them (latin1), without the blank line. */
function rawHead(status: string, flat: readonly string[]): Buffer {
  let head = `HTTP/1.1 ${status}\r\n`;
  for (let i = 0; i < flat.length; i += 2) head += `${flat[i]}: ${flat[i + 1]}\r\n`;
  return Buffer.from(head, 'latin1');
}

/** The answer's headers that describe its body: a 304 leaves them out, as Fastify's routes do. */
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding']);

/** Whether the client takes gzip (named, or `*`, in Accept-Encoding and not refused with q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Browsers send the same few Accept-Encoding values: each is parsed once. */
const gzipByHeader = new Map<string, boolean>();
function takesGzip(header: string | undefined): boolean {
  if (header === undefined) return false;
  let known = gzipByHeader.get(header);
  if (known === undefined) {
    known = acceptsGzip(header);
    if (gzipByHeader.size < 64) gzipByHeader.set(header, known);
  }
  return known;
}

/** A browser navigation (index.html for client routes): the SPA's not-found handler decides by it too. */
export const acceptsHtml = (headers: IncomingHttpHeaders): boolean =>
  (headers.accept ?? '').includes('text/html');

/**
 * The key of a request's answer, or undefined when the door must leave it to Fastify (and Fastify's
 * answer may not be kept). The same function decides for the request answered and the answer kept.
 */
function keyOf(req: DoorRequest, https: boolean): string | undefined {
  const url = req.url;
  if (req.method !== 'GET' || url === undefined || url.length > MAX_URL_LENGTH) return undefined;
  const h = req.headers;
  if (
    h.authorization !== undefined ||
    h.origin !== undefined ||
    h.range !== undefined ||
    h['content-length'] !== undefined ||
    h['transfer-encoding'] !== undefined ||
    // With an https PUBLIC_URL every answer has HSTS; otherwise a trusted proxy's header decides.
    (!https && h['x-forwarded-proto'] !== undefined)
  ) {
    return undefined;
  }
  const api = url.startsWith('/api/');
  // The answer differs by encoding (gzip) and, for pages, by whether it is a navigation.
  return `${takesGzip(h['accept-encoding']) ? 'g' : '-'}${!api && acceptsHtml(h) ? 'h' : '-'}${url}`;
}

function flatHeaders(headers: Record<string, unknown>, skip: (name: string) => boolean): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || skip(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) flat.push(name, String(v));
  }
  return flat;
}

export class FrontDoor {
  /** Off until the app is ready, and again while it closes (answers then ask to close the connection). */
  enabled = false;
  /** Requests answered here: tests and the benchmark check the door is taken. */
  served = 0;
  readonly #o: FrontDoorOptions;
  readonly #now: () => number;
  readonly #logLine: RequestLog | undefined;
  #epoch: Epoch = { catalogue: 0, checks: 0, pages: 0 };
  /** Least recently used first. */
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  readonly #media = new Map<string, Entry>();
  #mediaBytes = 0;

  constructor(options: FrontDoorOptions) {
    this.#o = options;
    this.#now = options.now ?? Date.now;
    this.#logLine = REQUEST_LOG_LEVELS.has(options.log.level) ? requestLog(options.log) : undefined;
  }

  /** The generations now: a request that starts keeps this, and its answer is kept only if it is still current. */
  get epoch(): Epoch {
    return this.#epoch;
  }

  /** The catalogue changed: its answers (and the checks', which depend on it) are dropped. */
  catalogueChanged(): void {
    this.#epoch = { ...this.#epoch, catalogue: this.#epoch.catalogue + 1, checks: this.#epoch.checks + 1 };
    this.#dropStale();
  }

  /** index.html changed (the web app was built again): the pages made from it are dropped. */
  pagesChanged(): void {
    this.#epoch = { ...this.#epoch, pages: this.#epoch.pages + 1 };
    this.#dropStale();
  }

  /** Check results changed. */
  checksChanged(): void {
    this.#epoch = { ...this.#epoch, checks: this.#epoch.checks + 1 };
    this.#dropStale();
  }

  /** How many answers and bytes are kept (tests, metrics). */
  get size(): { entries: number; bytes: number; media: number; mediaBytes: number } {
    return {
      entries: this.#entries.size,
      bytes: this.#bytes,
      media: this.#media.size,
      mediaBytes: this.#mediaBytes,
    };
  }

  /** The kept answer to a request, moved to the end of its list, or undefined when there is none. */
  #find(req: DoorRequest): Entry | undefined {
    if (!this.enabled) return undefined;
    const key = keyOf(req, this.#o.https);
    if (key === undefined) return undefined;
    const isMedia = key.startsWith('/api/media/', 2);
    const map = isMedia ? this.#media : this.#entries;
    const entry = map.get(key);
    if (!entry) return undefined;
    if (!this.#valid(entry)) {
      this.#remove(map, entry);
      return undefined;
    }
    // Least recently used first: a hit moves to the end.
    map.delete(key);
    map.set(key, entry);
    return entry;
  }

  /** 304 when the client has the entry's bytes (and did not force a reload), else 200. */
  static #status(req: DoorRequest, entry: Entry): 200 | 304 {
    return entry.etag !== undefined &&
      fresh(req.headers, { etag: entry.etag, 'last-modified': entry.lastModified })
      ? 304
      : 200;
  }

  #counted(req: DoorRequest, entry: Entry, id: string, status: number, started: number): void {
    this.served++;
    const seconds = (performance.now() - started) / 1000;
    this.#o.observe('GET', entry.route, status, seconds);
    this.#logLine?.(id, req, status, seconds * 1000);
  }

  /** Answers the request and returns true, or returns false without touching it. */
  handle(req: DoorRequest, res: ServerResponse): boolean {
    const started = performance.now();
    const entry = this.#find(req);
    if (!entry) return false;
    const id = this.#o.requestId(req);
    const status = FrontDoor.#status(req, entry);
    if (status === 304) {
      res.writeHead(304, [...entry.notModified, this.#o.requestIdHeader, id]);
      res.end();
    } else {
      res.writeHead(200, [...entry.headers, this.#o.requestIdHeader, id]);
      res.end(entry.body);
    }
    this.#counted(req, entry, id, status, started);
    return true;
  }

  /**
   * The fast lane's answer, or undefined (nothing touched, the request goes on to node:http): the same
   * answer `handle` writes through node:http, as its parts: the status line and the route's headers,
   * then the request id and `trailer` (Date and the connection's headers, as node:http adds them) with
   * the blank line, then the body.
   */
  rawAnswer(req: DoorRequest, trailer: string): RawAnswer | undefined {
    const started = performance.now();
    const entry = this.#find(req);
    if (!entry) return undefined;
    const id = this.#o.requestId(req);
    const status = FrontDoor.#status(req, entry);
    const raw = (entry.raw ??= {
      ok: rawHead('200 OK', entry.headers),
      notModified: rawHead('304 Not Modified', entry.notModified),
    });
    const lines = `${this.#o.requestIdHeader}: ${id}\r\n${trailer}\r\n`;
    const answer: RawAnswer =
      status === 304
        ? { head: raw.notModified, lines, body: undefined }
        : { head: raw.ok, lines, body: entry.body };
    this.#counted(req, entry, id, status, started);
    return answer;
  }

  /**
   * Keeps Fastify's answer to `req` if the route marked it public, it is a 200 with its bytes at hand,
   * it sets no cookie and nothing it depends on changed since the request started (`epoch`).
   */
  keep(
    req: DoorRequest,
    epoch: Epoch,
    scope: PublicScope,
    answer: { status: number; headers: Record<string, unknown>; payload: unknown; route: string },
  ): void {
    if (answer.status !== 200 || answer.headers['set-cookie'] !== undefined) return;
    const { payload } = answer;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return;
    if (scope !== 'media' && scope !== 'fixed' && scope !== 'page' && !this.#o.isListening()) return;
    if (!this.#sameEpoch(scope, epoch, this.#epoch)) return;
    const key = keyOf(req, this.#o.https);
    if (key === undefined) return;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const isId = (name: string) => name === this.#o.requestIdHeader;
    const headers = flatHeaders(answer.headers, (name) => isId(name) || name === 'content-length');
    headers.push('content-length', String(body.length));
    const notModified = flatHeaders(answer.headers, (name) => isId(name) || BODY_HEADERS.has(name));
    const etag = answer.headers.etag;
    const lastModified = answer.headers['last-modified'];
    const now = this.#now();
    const entry: Entry = {
      key,
      scope,
      epoch,
      expiresAt:
        scope === 'catalogue' || scope === 'checks' || scope === 'catalogue-page'
          ? now + CATALOGUE_MAX_AGE_MS
          : Infinity,
      headers,
      notModified,
      body,
      etag: typeof etag === 'string' ? etag : undefined,
      lastModified: typeof lastModified === 'string' ? lastModified : undefined,
      route: answer.route,
    };
    const media = scope === 'media';
    const map = media ? this.#media : this.#entries;
    const held = map.get(key);
    if (held) this.#remove(map, held);
    if (media) {
      if (body.length > this.#o.mediaCacheBytes) return;
      this.#media.set(key, entry);
      this.#mediaBytes += body.length;
      while (this.#mediaBytes > this.#o.mediaCacheBytes) this.#dropOldest(this.#media);
    } else {
      this.#entries.set(key, entry);
      this.#bytes += body.length;
      while (this.#bytes > MAX_BYTES || this.#entries.size > MAX_ENTRIES) this.#dropOldest(this.#entries);
    }
  }

  #sameEpoch(scope: PublicScope, a: Epoch, b: Epoch): boolean {
    switch (scope) {
      case 'catalogue':
        return a.catalogue === b.catalogue;
      case 'catalogue-page':
        return a.catalogue === b.catalogue && a.pages === b.pages;
      case 'page':
        return a.pages === b.pages;
      case 'checks':
        return a.checks === b.checks;
      default:
        return true;
    }
  }

  #valid(entry: Entry): boolean {
    if (!this.#sameEpoch(entry.scope, entry.epoch, this.#epoch)) return false;
    return entry.expiresAt === Infinity || this.#now() < entry.expiresAt;
  }

  #dropStale(): void {
    for (const entry of this.#entries.values()) {
      if (!this.#sameEpoch(entry.scope, entry.epoch, this.#epoch)) this.#remove(this.#entries, entry);
    }
  }

  #dropOldest(map: Map<string, Entry>): void {
    const oldest = map.values().next().value;
    if (oldest) this.#remove(map, oldest);
  }

  #remove(map: Map<string, Entry>, entry: Entry): void {
    if (map.get(entry.key) !== entry) return;
    map.delete(entry.key);
    if (map === this.#media) this.#mediaBytes -= entry.body.length;
    else this.#bytes -= entry.body.length;
  }
}
