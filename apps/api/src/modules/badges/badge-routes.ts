import { appBadgeParamsSchema, readAppBadgeFile } from '@showroom/contract';
import { NotFoundError } from '../../lib/errors.ts';
import type { App } from '../../lib/fastify.ts';
import { sendPrepared } from '../catalogue/index.ts';
import { badgeAt, prepareBadge } from './badge-service.ts';

/**
 * An image other sites embed: it may be loaded from any origin (the process's default is same-origin),
 * and as a document it runs nothing (SVG can hold scripts; ours holds none, and the policy says so).
 */
const BADGE_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'cross-origin',
  'x-content-type-options': 'nosniff',
} as const;

/**
 * GET /badge/{id}.svg: a public app's badge, at the site's root beside sitemap.xml (not under /api:
 * it is an image address vendors paste into other sites, not a call of the API). Prepared per app
 * once per catalogue version, served with its ETag; kept by the front door with the catalogue's answers.
 */
export function badgeRoutes(app: App): void {
  app.get(
    '/badge/:file',
    { schema: { hide: true, params: appBadgeParamsSchema } },
    async (request, reply) => {
      const id = readAppBadgeFile(request.params.file);
      const catalogue = id === undefined ? undefined : await app.catalogue.cache.get();
      if (id === undefined || !catalogue?.publicIds.has(id)) {
        throw new NotFoundError('There is no badge at this address: the app is not listed.');
      }
      const badge = await catalogue.derived(`badge:${id}`, async () => {
        const card = catalogue.cards.find((c) => c.id === id);
        if (!card) throw new NotFoundError('There is no badge at this address: the app is not listed.');
        return prepareBadge(app.db, card, Date.now());
      });
      reply.headers(BADGE_HEADERS);
      return sendPrepared(request, reply, badgeAt(badge, Date.now()), {
        type: 'image/svg+xml',
        scope: 'catalogue',
      });
    },
  );
}
