import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { APP_CHECKS_CHANNEL } from '../../db/notify.ts';
import {
  canonicalAddress,
  NO_PARAMETERS,
  queryCanonicaliser,
  routePath,
} from '../../lib/canonical-address.ts';
import { clientView } from '../../lib/client-view.ts';
import { FrontDoor, publicAnswerOf, type Epoch } from '../../lib/front-door.ts';
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
 * The answer's headers in the order and spelling Fastify writes them: the raw response's (the security
 * headers, named as they were set), then the reply's, each replacing one of the same name in its place
 * (node:http's writeHead over headers set before). `reply.getHeaders()` has the raw ones too, unchanged
 * unless the reply set them.
 */
function writtenHeaders(reply: FastifyReply): [string, unknown][] {
  // outgoingMessage.getRawHeaderNames() (Node's docs); @types/node has it on ClientRequest only.
  const raw = reply.raw as ServerResponse & { getRawHeaderNames(): string[] };
  const written = new Map<string, [string, unknown]>();
  for (const name of raw.getRawHeaderNames()) written.set(name.toLowerCase(), [name, raw.getHeader(name)]);
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (written.get(name)?.[1] !== value) written.set(name, [name, value]);
  }
  return [...written.values()];
}

/**
 * The front door's Fastify side: every request notes the generations it started with, and the public
 * answers routes mark (publicAnswer) are kept for the door, under their canonical address, when nothing
 * changed meanwhile. The door follows the catalogue (its cache's invalidations: notifications and this
 * process's writes) and the check notifications. `enabled: false` (tests comparing answers) keeps it shut.
 */
export const frontDoorPlugin = fp<{ enabled: boolean }>(
  async (app, { enabled }) => {
    const { catalogue, env } = app;
    const checks: { listening: boolean } = { listening: false };
    const door = new FrontDoor({
      https: env.publicUrl.startsWith('https:'),
      client: clientView(env.trustProxy),
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
      const marked = publicAnswerOf(reply);
      const epoch = (request as WithEpoch)[kEpoch];
      if (marked !== undefined && epoch !== undefined) {
        // Read by the route's own query schema; a route without one reads no parameters.
        const schema = request.routeOptions.schema?.querystring;
        const query = schema === undefined ? NO_PARAMETERS : queryCanonicaliser(schema);
        const path = marked.path ?? routePath(request.routeOptions.url, request.params);
        const address = query && canonicalAddress(request.url, path, query);
        if (address !== undefined) {
          door.keep(request.raw, epoch, marked.scope, {
            address,
            query,
            status: reply.statusCode,
            headers: writtenHeaders(reply),
            payload,
            route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          });
        }
      }
      next(null, payload);
    });
    // Not in development (CORS for Vite's origin): every answer there is Fastify's.
    app.addHook('onReady', (done) => {
      door.enabled = enabled && !env.devWebOrigin;
      done();
    });
    // While closing, Fastify answers: what it routes then is refused (503), and each connection closes
    // after its last answer (plugins/graceful-close.ts).
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
