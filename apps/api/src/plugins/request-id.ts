import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids a load balancer or caller may hand in: short, and safe to log and echo in a header. */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

/** This process's random prefix: ids stay unique across the processes behind a load balancer. */
const PROCESS_PREFIX = randomBytes(6).toString('hex');
let counter = 0;

/**
 * Fastify's genReqId: the caller's (or the load balancer's) `X-Request-Id` when it is well-formed, so one
 * id follows a request through every hop's logs; otherwise this process's prefix and a counter
 * (`3f9a1c0b2d4e-1k`), which costs no entropy per request. Fastify puts it in every log line of the
 * request as `reqId`.
 */
export function requestId(req: { readonly headers: IncomingHttpHeaders }): string {
  const given = req.headers[REQUEST_ID_HEADER];
  if (typeof given === 'string' && ACCEPTED.test(given)) return given;
  counter = counter === Number.MAX_SAFE_INTEGER ? 1 : counter + 1;
  return `${PROCESS_PREFIX}-${counter.toString(36)}`;
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
