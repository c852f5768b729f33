import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { CatalogueCache } from './catalogue-cache.ts';
import { listenCatalogueChanges, listenCheckChanges, type CatalogueListener } from './catalogue-events.ts';
import { loadAppCards } from './catalogue-repository.ts';
import { DetailsCache } from './details-cache.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Catalogue {
  /** The public catalogue's prepared bytes, dropped on every 'catalogue_changed' notification. */
  readonly cache: CatalogueCache;
  readonly listener: CatalogueListener;
  /** Anonymous visitors' app details as prepared bytes: GET /apps/:id's answer and the app pages' data. */
  readonly details: DetailsCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: Catalogue;
  }
}

/**
 * The public catalogue shared by the list route and the SPA's share pages and sitemap: one prepared
 * copy per process, kept only while this process LISTENs for changes, so N processes behind a load
 * balancer all drop their copy when any of them (or anything else) commits a change.
 */
export const cataloguePlugin = fp<{ db: Db }>(
  async (app, { db }) => {
    const state: { listener?: CatalogueListener } = {};
    const cache = new CatalogueCache(
      () => loadAppCards(db, 'public'),
      () => state.listener?.listening ?? false,
    );
    const listener = listenCatalogueChanges(app.notifications, () => cache.invalidate());
    state.listener = listener;
    // The cards' check badges: at most one rebuild a minute for them (catalogue-events.ts).
    const checkListener = listenCheckChanges(app.notifications, () => cache.invalidate());
    const details = new DetailsCache(cache, () => listener.listening);
    app.decorate('catalogue', { cache, listener, details });
    // Read your writes in this process: the notification of a change this process committed comes back
    // from PostgreSQL a moment later, and a client reading right after its write must not get the bytes
    // prepared before it. Writes are rare next to reads, so any successful one drops the copies here
    // (the list and, through onInvalidated, the details); other processes follow on the notification.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!READS.has(request.method) && reply.statusCode < 400 && request.url.startsWith('/api/')) {
        cache.invalidate();
      }
      return payload;
    });
    // Ready means caching: the first LISTEN has been answered (or has failed and is being retried).
    await Promise.all([listener.started, checkListener.started]);
    app.addHook('onClose', async () => {
      await Promise.all([listener.close(), checkListener.close()]);
    });
  },
  {
    name: 'showroom-catalogue',
    fastify: '5.x',
    dependencies: ['showroom-notifications'],
  },
);
