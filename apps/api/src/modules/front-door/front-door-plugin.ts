import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { APP_CHECKS_CHANNEL } from '../../db/notify.ts';
import { FrontDoor, publicScopeOf, type Epoch } from '../../lib/front-door.ts';
import { UNMATCHED_ROUTE } from '../metrics/index.ts';
import { REQUEST_ID_HEADER, requestId } from '../../plugins/request-id.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers public reads from the bytes Fastify made for them (lib/front-door.ts); the server calls it. */
    frontDoor: FrontDoor;
  }
}

const kEpoch = Symbol('showroom.frontDoorEpoch');
type WithEpoch = FastifyRequest & { [kEpoch]?: Epoch };

/**
 * The front door's Fastify side: every request notes the generations it started with, and the public
 * answers routes mark (publicAnswer) are kept for the door when nothing changed meanwhile. The door
 * follows the catalogue (its cache's invalidations: notifications and this process's writes) and the
 * check notifications. `enabled: false` (tests comparing answers) keeps it shut.
 */
export const frontDoorPlugin = fp<{ enabled: boolean }>(
  async (app, { enabled }) => {
    const { catalogue, env } = app;
    const checks: { listening: boolean } = { listening: false };
    const door = new FrontDoor({
      https: env.publicUrl.startsWith('https:'),
      mediaCacheBytes: env.mediaCacheBytes,
      requestId,
      requestIdHeader: REQUEST_ID_HEADER,
      observe: (method, route, status, seconds) => app.metrics.observe(method, route, status, seconds),
      log: app.log,
      isListening: () => catalogue.listener.listening && checks.listening,
    });
    app.decorate('frontDoor', door);
    catalogue.cache.onInvalidated(() => door.catalogueChanged());
    const subscription = app.notifications.listen(APP_CHECKS_CHANNEL, {
      onNotify: () => door.checksChanged(),
      onListening: (listening) => {
        checks.listening = listening;
        door.checksChanged();
      },
    });

    app.addHook('onRequest', (request, _reply, next) => {
      (request as WithEpoch)[kEpoch] = door.epoch;
      next();
    });
    app.addHook('onSend', (request, reply, payload, next) => {
      const scope = publicScopeOf(reply);
      const epoch = (request as WithEpoch)[kEpoch];
      if (scope !== undefined && epoch !== undefined) {
        door.keep(request.raw, epoch, scope, {
          status: reply.statusCode,
          // What Fastify writes: the raw response's headers (security headers), then the reply's.
          headers: { ...reply.raw.getHeaders(), ...reply.getHeaders() },
          payload,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        });
      }
      next(null, payload);
    });
    // Not in development (CORS for Vite's origin): every answer there is Fastify's.
    app.addHook('onReady', (done) => {
      door.enabled = enabled && !env.devWebOrigin;
      done();
    });
    // While closing, answers ask the client to close its connection (graceful-close): Fastify's.
    app.addHook('preClose', (done) => {
      door.enabled = false;
      done();
    });
    await subscription.started;
    app.addHook('onClose', async () => {
      await subscription.close();
    });
  },
  {
    name: 'showroom-front-door',
    fastify: '5.x',
    dependencies: ['showroom-catalogue', 'showroom-metrics', 'showroom-notifications'],
  },
);
