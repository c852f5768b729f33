import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicAnswer, type PublicScope } from '../../lib/front-door.ts';
import { isFresh, PRIVATE_REVALIDATE, PUBLIC_CACHE } from '../../lib/http-cache.ts';
import type { PreparedBody } from './catalogue-cache.ts';

/**
 * Sends bytes that were serialised beforehand, with their ETag; a 304 without a body when the client
 * already has them. The bytes bypass the route's serialiser: they were made from typed values.
 *
 * The answer is public (the same for every anonymous visitor): proxies may keep it a few seconds
 * (PUBLIC_CACHE) and the front door keeps it under `scope`. `vary` names the request headers the
 * answer depends on: `Authorization` where a signed-in caller is answered otherwise.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedBody,
  options: { type: string; scope: PublicScope; vary?: string; encoding?: 'gzip' },
): FastifyReply {
  const signedIn = request.headers.authorization !== undefined;
  if (options.vary) reply.header('vary', options.vary);
  reply.header('etag', prepared.etag).header('cache-control', signedIn ? PRIVATE_REVALIDATE : PUBLIC_CACHE);
  publicAnswer(reply, options.scope);
  if (isFresh(request.headers, prepared.etag)) return reply.code(304).send();
  if (options.encoding) reply.header('content-encoding', options.encoding);
  return reply.type(options.type).send(prepared.body);
}
