/**
 * Validators and conditional requests, by the maintained libraries Express and Fastify's own plugins
 * use: `etag` makes a strong ETag from the exact bytes, `fresh` decides whether the client's copy may be
 * answered with a 304 (If-None-Match, weak comparison, `*`). Decision: a request with
 * `Cache-Control: no-cache` (a browser's forced reload) gets the full answer, as `fresh` rules and as
 * Express does; every path that answers conditionally (prepared bytes, the catalogue's fast lane,
 * media, lists) decides through here, so they cannot differ.
 */
import type { IncomingHttpHeaders } from 'node:http';
import etag from 'etag';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';

/** Anyone may cache the public lists and files, but must ask again each time (a 304 when unchanged). */
export const PUBLIC_REVALIDATE = 'public, max-age=0, must-revalidate';

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
  reply.header('etag', tag).header('cache-control', 'private, no-cache');
  if (isFresh(request.headers, tag)) return reply.code(304).send();
  return body;
}
