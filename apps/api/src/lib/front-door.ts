/**
 * The front door: every public read a visitor's browser makes, answered from bytes Fastify made once.
 *
 * Fastify answers a request the first time; when the route marked its answer as public (`publicAnswer`)
 * and the request was anonymous, the answer (status 200, its headers, its bytes) is kept under the
 * answer's canonical address (lib/canonical-address.ts). The next request for it is answered here, in
 * node:http's request listener before Fastify's handler, before Fastify builds its request and reply and
 * runs its hooks (request id, metrics, security headers, cookies, CSRF, rate limit, text guard, access,
 * validation, serialisation), which cost most of such an answer's CPU. The answer is the route's own:
 * the same status, bytes and headers (in a prepared name/value array, written with one `writeHead` and
 * one `end`), a new request id, a 304 when the client has the ETag; it is counted in the metrics and,
 * at the info level, logged. node:http does everything else: parsing, keep-alive, pipelining, back
 * pressure, timeouts, `Connection` headers, closing.
 *
 * What is kept: one copy per canonical answer. An alias of a kept address (`?&&`, parameters in another
 * order, a value spelt otherwise) finds that copy; a parameter the route does not know, a value it
 * refuses, another spelling of a path (`/api/apps/007`, a trailing slash), a refusal (400, 404), and a
 * page for an app or vendor that is not public are answered by Fastify every time and never kept, so
 * junk cannot fill the store. Answers to queries (searches, filters, pages of a list) are kept apart from
 * the others (app details and pages, the whole list, texts), each within its own bounds, so no number of
 * distinct searches evicts an app's page; within each, an answer asked for since the last eviction
 * round is kept over one that was not (second chance).
 *
 * Freshness: what an answer depends on decides how long it is kept (its scope). Catalogue answers are
 * dropped with the catalogue (every 'catalogue_changed' notification, any write of this process, and
 * after an hour, as "Verified" expires with time); check results with every check notification; images
 * are immutable (their name is the hash of their bytes); pages made from index.html are dropped when it
 * changes (a rebuild while the server runs names new asset files: the SPA plugin looks every second and
 * calls `pagesChanged`). An answer made by a request that started before a change is never kept.
 *
 * Whatever the door cannot answer exactly as Fastify would goes on to Fastify: another method than GET,
 * a token (valid or not), an Origin (CORS), a body, a Range, and any address not answered yet. An
 * answer's variant follows what it depends on: gzip or not, a navigation or not (pages), and with an
 * http PUBLIC_URL whether a trusted proxy says the client came over https (HSTS).
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import fresh from 'fresh';
import { pino } from 'pino';
import { NO_PARAMETERS, type QueryCanonicaliser } from './canonical-address.ts';
import type { ClientView } from './client-view.ts';
import { redactUrl } from './log-redaction.ts';

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
/**
 * Answers without a query (app details and pages, the whole list, texts, the sitemap), and answers to
 * queries: at most this many each, and this many bytes (the whole list at 10,000 apps is ~4 MB).
 */
const ADDRESS_LIMITS = { entries: 3000, bytes: 64 * 1024 * 1024 } as const;
const QUERY_LIMITS = { entries: 1000, bytes: 32 * 1024 * 1024 } as const;
/** Longer addresses are left to Fastify (and not kept): a crawler cannot fill memory with long keys. */
const MAX_URL_LENGTH = 2048;
/** Paths whose query parameters the door knows (routes with a query schema): a few; a bound all the same. */
const MAX_QUERY_PATHS = 256;

const kPublic = Symbol('showroom.publicAnswer');
type Marked = FastifyReply & { [kPublic]?: { scope: PublicScope; path: string | undefined } };

/**
 * Marks an answer as public: the same for every anonymous visitor who asks for this address. `path` is
 * the answer's canonical path when the route's pattern does not spell it (the web's pages).
 */
export function publicAnswer(reply: FastifyReply, scope: PublicScope, path?: string): FastifyReply {
  (reply as Marked)[kPublic] = { scope, path };
  return reply;
}

/** The scope and canonical path a route gave its answer, if it marked it public. */
export const publicAnswerOf = (
  reply: FastifyReply,
): { scope: PublicScope; path: string | undefined } | undefined => (reply as Marked)[kPublic];

/** The generations of what answers depend on, as one object: a request keeps the one it started with. */
export interface Epoch {
  readonly catalogue: number;
  readonly checks: number;
  /** index.html: a rebuild of the web app while the server runs (new asset names). */
  readonly pages: number;
}

/** Entries of one kind within their bounds, oldest first. */
interface Shelf {
  readonly entries: Set<Entry>;
  bytes: number;
  readonly maxEntries: number;
  readonly maxBytes: number;
}

interface Entry {
  readonly address: string;
  readonly variant: number;
  readonly shelf: Shelf;
  readonly scope: PublicScope;
  readonly epoch: Epoch;
  readonly expiresAt: number;
  /** The 200's name/value list (as Fastify writes it); the request id is written into it per answer. */
  readonly ok: string[];
  readonly okId: number;
  /** The same without the body's headers (type, length, encoding), for a 304. */
  readonly notModified: string[];
  readonly notModifiedId: number;
  readonly body: Buffer;
  readonly etag: string | undefined;
  readonly lastModified: string | undefined;
  /** The metrics' route label (Fastify's route pattern). */
  readonly route: string;
  /** The address for the log line, redacted and as a JSON string. */
  readonly logUrl: string;
  /** Asked for since the eviction round last passed it (second chance). */
  used: boolean;
}

/** Variants of an answer at one address: bits of what its bytes and headers depend on. */
const GZIP = 1;
const NAVIGATION = 2;
const FORWARDED_HTTPS = 4;
const VARIANTS = 8;

export interface FrontDoorOptions {
  /** PUBLIC_URL is https: every answer carries HSTS (a proxy's X-Forwarded-Proto changes nothing). */
  https: boolean;
  /** How Fastify reads the client behind TRUST_PROXY (its address and host for the log, its protocol). */
  client: ClientView;
  mediaCacheBytes: number;
  /** A request's id: letters, digits and `._:-` only (plugins/request-id.ts), so the log line needs no escaping. */
  requestId: (req: IncomingMessage) => string;
  requestIdHeader: string;
  observe: (method: string, route: string, status: number, seconds: number) => void;
  log: FastifyBaseLogger;
  /** Whether the catalogue is guaranteed to hear of changes (LISTEN up): otherwise nothing is kept. */
  isListening: () => boolean;
  now?: () => number;
}

/** Levels at which every request is logged (Fastify's 'request completed' is info). */
const REQUEST_LOG_LEVELS = new Set(['trace', 'debug', 'info']);

type RequestLog = (
  reqId: string,
  req: IncomingMessage,
  entry: Entry,
  statusCode: number,
  /** How long the answer took, in whole microseconds. */
  micros: number,
) => void;

const json = (value: string): string => JSON.stringify(value);

/** '000' to '999': the thousandths of a response time, written without formatting a fraction. */
const THOUSANDTHS = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));

/** Microseconds as pino's (and Fastify's) responseTime, in milliseconds: 1234 → `1.234`. */
export const millisText = (micros: number): string =>
  `${Math.floor(micros / 1000)}.${THOUSANDTHS[micros % 1000] as string}`;

/**
 * One line per answer, as Fastify's 'incoming request' and 'request completed' together: reqId, the
 * request as the API's serializer writes it (method, URL redacted, host, the client's address behind
 * TRUST_PROXY, port), status and response time. Written as pino writes it (level, time, the logger's
 * bindings such as pid and hostname, then the fields and msg) straight to the logger's stream: pino's
 * generic serialisation of the object cost more than the answer itself. A logger without that stream
 * (not pino) gets the same fields through `info`.
 */
function requestLog(log: FastifyBaseLogger, client: ClientView): RequestLog {
  const internals = log as unknown as Record<symbol, unknown>;
  const stream = internals[pino.symbols.streamSym] as { write(line: string): unknown } | undefined;
  const bindings = internals[pino.symbols.chindingsSym];
  if (!stream || typeof stream.write !== 'function' || typeof bindings !== 'string') {
    return (reqId, req, _entry, statusCode, micros) =>
      log.info(
        {
          reqId,
          req: {
            method: 'GET',
            url: redactUrl(req.url ?? ''),
            host: client.host(req),
            remoteAddress: client.ip(req),
            remotePort: req.socket.remotePort,
          },
          res: { statusCode },
          responseTime: micros / 1000,
        },
        'request completed',
      );
  }
  const level = String(pino.levels.values.info);
  // The host, client address and port part of the line, made again only when what it is made of changes
  // (on a kept-alive connection, from the same client or proxy, it does not).
  type ClientPart = {
    host?: string;
    forwardedHost?: string | string[];
    forwardedFor?: string | string[];
    text: string;
  };
  const clients = new WeakMap<object, ClientPart>();
  const clientPart = (req: IncomingMessage): string => {
    const h = req.headers;
    const known = clients.get(req.socket);
    if (
      known !== undefined &&
      known.host === h.host &&
      known.forwardedHost === h['x-forwarded-host'] &&
      known.forwardedFor === h['x-forwarded-for']
    ) {
      return known.text;
    }
    const remote = client.ip(req);
    const port = req.socket.remotePort;
    const text = `"host":${json(client.host(req))}${remote === undefined ? '' : `,"remoteAddress":${json(remote)}`}${port === undefined ? '' : `,"remotePort":${port}`}`;
    clients.set(req.socket, {
      host: h.host,
      forwardedHost: h['x-forwarded-host'],
      forwardedFor: h['x-forwarded-for'],
      text,
    });
    return text;
  };
  // The time is past V8's small integers, and writing such a number is a call into the runtime: its
  // text is made once per millisecond (at the rates where a line's cost counts, dozens of lines share it).
  let time = 0;
  let timeText = '0';
  return (reqId, req, entry, statusCode, micros) => {
    const now = Date.now();
    if (now !== time) {
      time = now;
      timeText = String(now);
    }
    const url = req.url === entry.address ? entry.logUrl : json(redactUrl(req.url ?? ''));
    stream.write(
      `{"level":${level},"time":${timeText}${bindings},"reqId":"${reqId}","req":{"method":"GET","url":${url},${clientPart(req)}},"res":{"statusCode":${statusCode}},"responseTime":${millisText(micros)},"msg":"request completed"}\n`,
    );
  };
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
 * A name/value list of `headers` (in the order written) for a 200 with a body of `length` bytes, or for
 * a 304 (`withBody` false: without the body's headers), with the request id's value left empty to be
 * written per answer (at `id`): where the route put it, else last. Content-Length is the body's, last
 * unless the route set it.
 */
function headerList(
  headers: readonly (readonly [string, unknown])[],
  requestIdHeader: string,
  length: number | undefined,
): { list: string[]; id: number } {
  const flat: string[] = [];
  let id = -1;
  let contentLength = false;
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (value === undefined || (length === undefined && BODY_HEADERS.has(lower))) continue;
    if (lower === requestIdHeader) {
      id = flat.length + 1;
      flat.push(name, '');
    } else if (lower === 'content-length') {
      flat.push(name, String(length));
      contentLength = true;
    } else {
      for (const v of Array.isArray(value) ? value : [value]) flat.push(name, String(v));
    }
  }
  if (length !== undefined && !contentLength) flat.push('content-length', String(length));
  if (id === -1) {
    id = flat.length + 1;
    flat.push(requestIdHeader, '');
  }
  return { list: flat, id };
}

const newShelf = (limits: { entries: number; bytes: number }): Shelf => ({
  entries: new Set(),
  bytes: 0,
  maxEntries: limits.entries,
  maxBytes: limits.bytes,
});

export class FrontDoor {
  /** Off until the app is ready, and again while it closes (Fastify answers then). */
  enabled = false;
  /** Requests answered here: tests and the benchmark check the door is taken. */
  served = 0;
  readonly #o: FrontDoorOptions;
  readonly #now: () => number;
  readonly #logLine: RequestLog | undefined;
  #epoch: Epoch = { catalogue: 0, checks: 0, pages: 0 };
  /** Every kept answer by its canonical address, one per variant. */
  readonly #addresses = new Map<string, (Entry | undefined)[]>();
  /** How each path with query parameters spells a query canonically (its route's schema). */
  readonly #queries = new Map<string, QueryCanonicaliser>();
  readonly #plain = newShelf(ADDRESS_LIMITS);
  readonly #answersToQueries = newShelf(QUERY_LIMITS);
  readonly #media: Shelf;

  constructor(options: FrontDoorOptions) {
    this.#o = options;
    this.#now = options.now ?? Date.now;
    this.#logLine = REQUEST_LOG_LEVELS.has(options.log.level)
      ? requestLog(options.log, options.client)
      : undefined;
    this.#media = newShelf({ entries: Infinity, bytes: options.mediaCacheBytes });
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

  /** How many answers and bytes are kept (tests, metrics); `queries` of `entries` answer a query. */
  get size(): { entries: number; queries: number; bytes: number; media: number; mediaBytes: number } {
    const plain = this.#plain;
    const queries = this.#answersToQueries;
    return {
      entries: plain.entries.size + queries.entries.size,
      queries: queries.entries.size,
      bytes: plain.bytes + queries.bytes,
      media: this.#media.entries.size,
      mediaBytes: this.#media.bytes,
    };
  }

  /**
   * The variant of the answer a request asks for (a bit set), or -1 when the door must leave it to
   * Fastify (and Fastify's answer may not be kept). The same function decides for the request answered
   * and the answer kept.
   */
  #variant(req: IncomingMessage): number {
    const { url } = req;
    if (req.method !== 'GET' || url === undefined || url.length > MAX_URL_LENGTH) return -1;
    const h = req.headers;
    if (
      h.authorization !== undefined ||
      h.origin !== undefined ||
      h.range !== undefined ||
      h['content-length'] !== undefined ||
      h['transfer-encoding'] !== undefined
    ) {
      return -1;
    }
    let variant = takesGzip(h['accept-encoding']) ? GZIP : 0;
    if (!url.startsWith('/api/') && acceptsHtml(h)) variant |= NAVIGATION;
    // With an https PUBLIC_URL every answer has HSTS; otherwise a trusted proxy's header decides.
    if (!this.#o.https && h['x-forwarded-proto'] !== undefined && this.#o.client.https(req)) {
      variant |= FORWARDED_HTTPS;
    }
    return variant;
  }

  /** The kept answers at an address another spelling of the same query names (`?&&`, another order). */
  #alias(url: string): (Entry | undefined)[] | undefined {
    const q = url.indexOf('?');
    if (q === -1) return undefined;
    const path = url.slice(0, q);
    const query = (this.#queries.get(path) ?? NO_PARAMETERS)(url.slice(q + 1));
    if (query === undefined) return undefined;
    return this.#addresses.get(query === '' ? path : `${path}?${query}`);
  }

  /** The kept answer to a request, or undefined when there is none. */
  #find(req: IncomingMessage): Entry | undefined {
    if (!this.enabled) return undefined;
    const variant = this.#variant(req);
    if (variant === -1) return undefined;
    const url = req.url as string;
    const entry = (this.#addresses.get(url) ?? this.#alias(url))?.[variant];
    if (entry === undefined) return undefined;
    if (!this.#valid(entry)) {
      this.#remove(entry);
      return undefined;
    }
    entry.used = true;
    return entry;
  }

  /**
   * Answers the request and returns true, or returns false without touching it (Fastify answers). An
   * exception while answering fails this request only: logged, the answer dropped, and the request
   * left to Fastify when nothing was written yet, else its connection ended.
   */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const started = performance.now();
    let entry: Entry | undefined;
    try {
      entry = this.#find(req);
      if (entry === undefined) return false;
      const h = req.headers;
      // 304 when the client has the entry's bytes (and did not force a reload), else 200.
      const status =
        entry.etag !== undefined &&
        (h['if-none-match'] !== undefined || h['if-modified-since'] !== undefined) &&
        fresh(h, { etag: entry.etag, 'last-modified': entry.lastModified })
          ? 304
          : 200;
      const id = this.#o.requestId(req);
      // node:http reads the list into the head at once: the next answer may write its own id here.
      if (status === 304) entry.notModified[entry.notModifiedId] = id;
      else entry.ok[entry.okId] = id;
      res.writeHead(status, status === 304 ? entry.notModified : entry.ok);
      if (status === 304) res.end();
      else res.end(entry.body);
      this.served++;
      const micros = Math.round((performance.now() - started) * 1000);
      this.#o.observe('GET', entry.route, status, micros / 1e6);
      this.#logLine?.(id, req, entry, status, micros);
      return true;
    } catch (err) {
      if (entry) this.#remove(entry);
      this.#o.log.error({ err, url: redactUrl(req.url ?? '') }, 'The front door could not answer');
      if (!res.headersSent) return false;
      if (!res.writableEnded) res.destroy();
      return true;
    }
  }

  /**
   * Keeps Fastify's answer to `req` under its canonical `address` if the route marked it public, it is a
   * 200 with its bytes at hand, it sets no cookie and nothing it depends on changed since the request
   * started (`epoch`). `query` spells the route's queries canonically, so other spellings find it.
   */
  keep(
    req: IncomingMessage,
    epoch: Epoch,
    scope: PublicScope,
    answer: {
      address: string;
      query?: QueryCanonicaliser | undefined;
      status: number;
      /** Names and values in the order Fastify writes them, names as it writes them. */
      headers: readonly (readonly [string, unknown])[];
      payload: unknown;
      route: string;
    },
  ): void {
    const header = (name: string): unknown => answer.headers.find(([n]) => n.toLowerCase() === name)?.[1];
    if (answer.status !== 200 || header('set-cookie') !== undefined) return;
    const { payload, address } = answer;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return;
    if (scope !== 'media' && scope !== 'fixed' && scope !== 'page' && !this.#o.isListening()) return;
    if (!this.#sameEpoch(scope, epoch, this.#epoch)) return;
    const variant = this.#variant(req);
    if (variant === -1 || address.length > MAX_URL_LENGTH) return;
    const q = address.indexOf('?');
    if (q !== -1 && answer.query) {
      const path = address.slice(0, q);
      if (this.#queries.has(path) || this.#queries.size < MAX_QUERY_PATHS) {
        this.#queries.set(path, answer.query);
      }
    }
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const { requestIdHeader } = this.#o;
    const ok = headerList(answer.headers, requestIdHeader, body.length);
    const notModified = headerList(answer.headers, requestIdHeader, undefined);
    const etag = header('etag');
    const lastModified = header('last-modified');
    const now = this.#now();
    const shelf = scope === 'media' ? this.#media : q === -1 ? this.#plain : this.#answersToQueries;
    const entry: Entry = {
      address,
      variant,
      shelf,
      scope,
      epoch,
      expiresAt:
        scope === 'catalogue' || scope === 'checks' || scope === 'catalogue-page'
          ? now + CATALOGUE_MAX_AGE_MS
          : Infinity,
      ok: ok.list,
      okId: ok.id,
      notModified: notModified.list,
      notModifiedId: notModified.id,
      body,
      etag: typeof etag === 'string' ? etag : undefined,
      lastModified: typeof lastModified === 'string' ? lastModified : undefined,
      route: answer.route,
      logUrl: json(redactUrl(address)),
      used: false,
    };
    if (body.length > shelf.maxBytes) return;
    let variants = this.#addresses.get(address);
    const held = variants?.[variant];
    if (held) this.#remove(held);
    if (!variants)
      this.#addresses.set(address, (variants = new Array<Entry | undefined>(VARIANTS).fill(undefined)));
    variants[variant] = entry;
    shelf.entries.add(entry);
    shelf.bytes += body.length;
    this.#evict(shelf);
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
    for (const shelf of [this.#plain, this.#answersToQueries]) {
      for (const entry of shelf.entries) {
        if (!this.#sameEpoch(entry.scope, entry.epoch, this.#epoch)) this.#remove(entry);
      }
    }
  }

  /**
   * Brings a shelf within its bounds, oldest first; an answer asked for since the round last passed it
   * goes to the end instead, once (so at most two passes). A new answer has not been asked for yet: when
   * every other one has, it is the one dropped, and gets its place when it is asked for again (one-off
   * addresses do not push out answers in use).
   */
  #evict(shelf: Shelf): void {
    while (shelf.entries.size > shelf.maxEntries || shelf.bytes > shelf.maxBytes) {
      const oldest = shelf.entries.values().next().value;
      if (!oldest) return;
      if (oldest.used) {
        oldest.used = false;
        shelf.entries.delete(oldest);
        shelf.entries.add(oldest);
      } else {
        this.#remove(oldest);
      }
    }
  }

  #remove(entry: Entry): void {
    const variants = this.#addresses.get(entry.address);
    if (variants?.[entry.variant] !== entry) return;
    variants[entry.variant] = undefined;
    if (variants.every((e) => e === undefined)) this.#addresses.delete(entry.address);
    entry.shelf.entries.delete(entry);
    entry.shelf.bytes -= entry.body.length;
  }
}
