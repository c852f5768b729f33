/**
 * Validators and conditional requests, by the maintained libraries Express and Fastify's own plugins
 * use: `etag` makes a strong ETag from the exact bytes, `fresh` decides whether the client's copy may be
 * answered with a 304 (If-None-Match, weak comparison, `*`). Decision: a request with
 * `Cache-Control: no-cache` (a browser's forced reload) gets the full answer, as `fresh` rules and as
 * Express does; every path that answers conditionally (prepared bytes, the front door,
 * media, lists) decides through here, so they cannot differ.
 */
import type { IncomingHttpHeaders } from 'node:http';
import etag from 'etag';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';

/**
 * Public answers (the catalogue, its searches and facet counts, app details, site texts, the runtime
 * configuration): a proxy or CDN, or a client, may use them for 10 seconds and, while it asks again in
 * the background, for a minute more. The web app's own calls always ask again (fetch `cache:
 * 'no-cache'`, a 304 when unchanged), so a visitor never sees a list older than a write; 10 seconds is
 * what a shared cache in front of N processes may lag behind.
 */
export const PUBLIC_CACHE = 'public, max-age=10, stale-while-revalidate=60';

/** A signed-in caller's answers: theirs alone, asked again on every use. */
export const PRIVATE_REVALIDATE = 'private, no-cache';

/**
 * Pages (HTML): a browser asks again on every navigation (max-age=0, a 304 when unchanged), as a reload
 * must show the latest; shared caches may keep them as long as the API's public answers.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';

/** A strong ETag of the exact bytes. */
export const strongEtag = (body: Buffer | string): string => etag(body);

/** Whether the client already has the representation with this ETag (a 304 then). */
export const isFresh = (requestHeaders: IncomingHttpHeaders, responseEtag: string): boolean =>
  fresh(requestHeaders, { etag: responseEtag });

/**
 * ETag and If-None-Match for a caller's own lists: an unchanged list costs the client a 304 without a
 * body. `private, no-cache` because these lists belong to the caller and must be revalidated on every
 * use. Returns the reply (already answered 304) or the body to send.
 */
export function withEtag<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  const tag = strongEtag(JSON.stringify(body));
  reply.header('etag', tag).header('cache-control', PRIVATE_REVALIDATE);
  if (isFresh(request.headers, tag)) return reply.code(304).send();
  return body;
}
