import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { CatalogueCache } from './catalogue-cache.ts';
import { CatalogueFastLane } from './catalogue-fast-lane.ts';
import { listenCatalogueChanges, listenCheckChanges, type CatalogueListener } from './catalogue-events.ts';
import { loadAppCards } from './catalogue-repository.ts';
import { DetailsCache } from './details-cache.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Log levels at which Fastify logs every request ('incoming request', 'request completed' are info). */
const REQUEST_LOG_LEVELS = new Set(['trace', 'debug', 'info']);

interface Catalogue {
  /** The public catalogue's prepared bytes, dropped on every 'catalogue_changed' notification. */
  readonly cache: CatalogueCache;
  readonly listener: CatalogueListener;
  /** Answers anonymous `GET /api/apps` before Fastify (see CatalogueFastLane); the server calls it. */
  readonly fastLane: CatalogueFastLane;
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
export const cataloguePlugin = fp<{ db: Db; fastLane: boolean }>(
  async (app, { db, fastLane: laneWanted }) => {
    const state: { listener?: CatalogueListener } = {};
    const cache = new CatalogueCache(
      () => loadAppCards(db, 'public'),
      () => state.listener?.listening ?? false,
    );
    const listener = listenCatalogueChanges(app.notifications, () => cache.invalidate());
    state.listener = listener;
    // The cards' check badges: at most one rebuild a minute for them (catalogue-events.ts).
    const checkListener = listenCheckChanges(app.notifications, () => cache.invalidate());
    const fastLane = new CatalogueFastLane({
      cache,
      metrics: app.metrics,
      securityHeaders: app.securityHeaders,
      https: app.env.publicUrl.startsWith('https:'),
    });
    const details = new DetailsCache(cache, () => listener.listening);
    app.decorate('catalogue', { cache, listener, fastLane, details });
    // Not in development (CORS for Vite's origin) and not while requests are logged one by one: then
    // Fastify answers, so every answer is logged and carries what it must.
    app.addHook('onReady', (done) => {
      fastLane.enabled = laneWanted && !app.env.devWebOrigin && !REQUEST_LOG_LEVELS.has(app.log.level);
      done();
    });
    // While closing, answers ask the client to close its connection (graceful-close): Fastify's.
    app.addHook('preClose', (done) => {
      fastLane.enabled = false;
      done();
    });
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
    dependencies: ['showroom-notifications', 'showroom-metrics', 'showroom-security-headers'],
  },
);
