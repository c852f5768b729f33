import type { IncomingMessage, ServerResponse } from 'node:http';
import { endpoints } from '@showroom/contract';
import type { MetricsRegistry } from '../metrics/index.ts';
import { CSRF_COOKIE } from '../../plugins/csrf.ts';
import { REQUEST_ID_HEADER, requestId } from '../../plugins/request-id.ts';
import { HSTS, type HeaderList } from '../../plugins/security-headers.ts';
import type { CatalogueCache, PreparedBody } from './catalogue-cache.ts';
import { isFresh, PUBLIC_REVALIDATE } from '../../lib/http-cache.ts';
import { acceptsGzip } from './prepared-response.ts';

const LIST_URL = `/api${endpoints.listApps.path}`;
const JSON_TYPE = 'application/json; charset=utf-8';
/** The first XSRF-TOKEN in a Cookie header (the one @fastify/cookie reads) and its value. */
const CSRF_COOKIE_VALUE = new RegExp(`(?:^|;)\\s*${CSRF_COOKIE}=([^;]*)`);
/** What the CSRF plugin issues (base64url): a cookie like it means no new Set-Cookie. */
const ISSUED_TOKEN = /^[A-Za-z0-9_-]+$/;

export interface FastLaneOptions {
  cache: CatalogueCache;
  metrics: MetricsRegistry;
  securityHeaders: HeaderList;
  /** PUBLIC_URL is https: every response carries HSTS. */
  https: boolean;
}

/**
 * The catalogue's fast lane. Every visitor's first call is the anonymous `GET /api/apps` without
 * parameters, answered from prepared bytes; the lane answers it on node:http before Fastify builds its
 * request and reply and runs its hooks (request id, metrics, security headers, cookies, CSRF, rate limit,
 * text guard, access, validation), which cost a third of that answer's CPU. The answer is the route's
 * own — same bytes, headers, ETag and 304, gzip when asked — and it is counted in the metrics.
 *
 * Whatever the lane could not answer exactly as Fastify would goes on to Fastify: a token (it may be
 * invalid: 401), no CSRF cookie yet (the answer sets one), a query, a body, an Origin (CORS), a proxy's
 * X-Forwarded-Proto when PUBLIC_URL is http (HSTS then depends on it), bytes not prepared since the last change, gzip not made yet,
 * a closing server (answers ask to close the connection) and request logging (Fastify logs each request).
 * `enabled` says whether the lane may answer at all; the app turns it on once ready.
 */
export class CatalogueFastLane {
  enabled = false;
  /** Requests answered here: tests and the benchmark check the lane is taken. */
  served = 0;
  readonly #o: FastLaneOptions;
  readonly #fixed: string[];

  constructor(options: FastLaneOptions) {
    this.#o = options;
    // As the route sends them: security headers, then vary, etag, cache-control (flat name/value list).
    this.#fixed = [
      ...options.securityHeaders.flat(),
      ...(options.https ? ['strict-transport-security', HSTS] : []),
      'vary',
      'Accept-Encoding',
      'cache-control',
      PUBLIC_REVALIDATE,
    ];
  }

  /** Answers the request and returns true, or returns false without touching it. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (!this.enabled || req.method !== 'GET' || req.url !== LIST_URL) return false;
    const h = req.headers;
    if (
      h.authorization !== undefined ||
      h.origin !== undefined ||
      // With an https PUBLIC_URL every answer has HSTS; otherwise a trusted proxy's header decides.
      (!this.#o.https && h['x-forwarded-proto'] !== undefined) ||
      h['content-length'] !== undefined ||
      h['transfer-encoding'] !== undefined
    ) {
      return false;
    }
    const token = CSRF_COOKIE_VALUE.exec(h.cookie ?? '')?.[1];
    if (token === undefined || !ISSUED_TOKEN.test(token)) return false;
    const prepared = this.#o.cache.peek();
    if (!prepared) return false;
    let body: PreparedBody = prepared;
    let gzip = false;
    if (acceptsGzip(h['accept-encoding'])) {
      const gzipped = prepared.gzippedIfReady();
      if (!gzipped) return false;
      body = gzipped;
      gzip = true;
    }

    const started = performance.now();
    const headers = [...this.#fixed, REQUEST_ID_HEADER, requestId(req), 'etag', body.etag];
    let status = 200;
    if (isFresh(h, body.etag)) {
      status = 304;
      res.writeHead(304, headers);
      res.end();
    } else {
      if (gzip) headers.push('content-encoding', 'gzip');
      headers.push('content-type', JSON_TYPE, 'content-length', String(body.body.length));
      res.writeHead(200, headers);
      res.end(body.body);
    }
    this.served++;
    this.#o.metrics.observe('GET', LIST_URL, status, (performance.now() - started) / 1000);
    return true;
  }
}
