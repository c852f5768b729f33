import type { FastifyReply, FastifyRequest } from 'fastify';
import { isFresh, PUBLIC_REVALIDATE } from '../../lib/http-cache.ts';
import type { PreparedBody } from './catalogue-cache.ts';

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

/**
 * Sends bytes that were serialised beforehand, with their ETag; a 304 without a body when the client
 * already has them. The bytes bypass the route's serialiser: they were made from typed values.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedBody,
  options: { type: string; cacheControl?: string; encoding?: 'gzip' },
): FastifyReply {
  reply.header('etag', prepared.etag).header('cache-control', options.cacheControl ?? PUBLIC_REVALIDATE);
  if (isFresh(request.headers, prepared.etag)) return reply.code(304).send();
  if (options.encoding) reply.header('content-encoding', options.encoding);
  return reply.type(options.type).send(prepared.body);
}
