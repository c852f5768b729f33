import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const matches = (header: string | undefined, etag: string): boolean =>
  !!header && (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

/**
 * ETag and If-None-Match for list responses (DESIGN section 4): the tag is the hash of the body, so
 * an unchanged list costs the client a 304 without a body. `private, no-cache` because these lists
 * belong to the caller and must be revalidated on every use.
 * Returns the reply (already answered 304) or the body to send.
 */
export function withEtag<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return body;
}
