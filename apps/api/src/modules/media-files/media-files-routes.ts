import { endpoints } from '@showroom/contract';
import { NotFoundError } from '../../lib/errors.ts';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { publicAnswer } from '../../lib/front-door.ts';
import { isFresh } from '../../lib/http-cache.ts';
import type { App } from '../../lib/fastify.ts';
import { findMedia, parseMediaFileName } from '../media/index.ts';

const NOT_FOUND = 'The image does not exist.';

/**
 * Serves stored images. The name is the hash of the bytes, so a URL never changes meaning and can be
 * cached for a year by browsers and a CDN without revalidation, and the front door keeps the answers
 * in memory within MEDIA_CACHE_MB.
 */
export function mediaFilesRoutes(app: App): void {
  registerEndpoint(app, endpoints.getMedia, async (request, reply) => {
    const name = parseMediaFileName(request.params.file);
    if (!name) throw new NotFoundError(NOT_FOUND);
    const stored = await findMedia(app.db, name.sha256);
    if (!stored || stored.ext !== name.ext) throw new NotFoundError(NOT_FOUND);

    const etag = `"${stored.sha256}"`;
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      // Public images: the dev web origin and a CDN on another host may embed them.
      .header('cross-origin-resource-policy', 'cross-origin');
    publicAnswer(reply, 'media');
    if (isFresh(request.headers, etag)) return reply.code(304).send();
    return reply.type(stored.contentType).send(stored.bytes);
  });
}
