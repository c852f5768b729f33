import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids a load balancer or caller may hand in: short, and safe to log and echo in a header. */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's genReqId: the caller's (or the load balancer's) `X-Request-Id` when it is well-formed, so one
 * id follows a request through every hop's logs; otherwise a new UUID. Fastify puts it in every log
 * line of the request as `reqId`.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}

/** Echoes the request id on every answer, so a user's report of a failure can be found in the logs. */
export const requestIdPlugin = fp(
  (app, _opts, done) => {
    app.addHook('onRequest', (request, reply, next) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      next();
    });
    done();
  },
  { name: 'showroom-request-id', fastify: '5.x' },
);
