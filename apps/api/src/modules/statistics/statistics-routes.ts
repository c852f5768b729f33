import { endpoints } from '@showroom/contract';
import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../../lib/errors.ts';
import { registerEndpoint, requireUser } from '../../lib/endpoint.ts';
import type { App } from '../../lib/fastify.ts';
import {
  getAppStatistics,
  getVendorStatistics,
  recordAppEvent,
  type StatisticsContext,
} from './statistics-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The cookieless statistics' database, visitor counter and clock (app.ts). */
    statistics: StatisticsContext;
  }
}

/** A beacon's body is a few bytes: `{"kind":"view"}`. */
const BEACON_BODY_LIMIT = 256;

function parseJson(
  _request: FastifyRequest,
  body: string,
  done: (err: Error | null, body?: unknown) => void,
) {
  try {
    done(null, JSON.parse(body) as unknown);
  } catch {
    done(new BadRequestError('The body must be JSON.'));
  }
}

export function statisticsRoutes(app: App): void {
  // navigator.sendBeacon sends a string as text/plain (a simple request, no preflight), fetch as
  // application/json: both carry the same JSON. Only this module's scope parses them so, with a small limit.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  for (const type of ['application/json', 'text/plain']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: BEACON_BODY_LIMIT }, parseJson);
  }

  registerEndpoint(
    app,
    endpoints.recordAppEvent,
    async (request, reply) => {
      await recordAppEvent(app.statistics, {
        appId: request.params.id,
        kind: request.body.kind,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.code(204).send();
    },
    // No Set-Cookie (not even the CSRF cookie), no database rate-limit row keyed by the address, and no
    // access log line with the address: plugins/csrf.ts and plugins/rate-limit.ts read this config.
    { logLevel: 'warn', config: { anonymousBeacon: true } },
  );
  registerEndpoint(app, endpoints.getAppStatistics, (request) =>
    getAppStatistics(app.statistics, requireUser(request), request.params.id, request.query.days),
  );
  registerEndpoint(app, endpoints.getMyVendorStatistics, (request) =>
    getVendorStatistics(app.statistics, requireUser(request), request.query.days),
  );
}
