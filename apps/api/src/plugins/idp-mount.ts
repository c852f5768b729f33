import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';

export const IDP_MOUNT = '/realms/showroom';

/** What the API needs of the embedded identity provider (apps/idp). */
export interface IdpHandler {
  handle(req: IncomingMessage, res: ServerResponse): unknown;
}

/**
 * Hands every request under /realms/showroom to the embedded IdP untouched. It happens in the route's
 * onRequest hook, after the global hooks have set the security headers on the raw response and before
 * Fastify would parse (and, for urlencoded forms it has no parser for, refuse) the body: a hijacked
 * reply ends Fastify's part of the request lifecycle.
 */
export const idpMountPlugin = fp<{ idp: IdpHandler }>(
  (app, { idp }, pluginDone) => {
    function handOver(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
      // The IdP (Koa in proxy mode) reads the client's address, protocol and host from X-Forwarded-*,
      // taking the left-most entry. Hand it Fastify's answer instead, which believes only the proxies
      // TRUST_PROXY names, so a forged entry means as little there as in the API's rate limits.
      const headers = request.raw.headers;
      headers['x-forwarded-for'] = request.ip;
      headers['x-forwarded-proto'] = request.protocol;
      headers['x-forwarded-host'] = request.host;
      reply.hijack();
      const res = reply.raw;
      Promise.resolve()
        .then(() => idp.handle(request.raw, res))
        .catch((err: unknown) => {
          request.log.error({ err }, 'identity provider failed');
          if (!res.headersSent) {
            res.statusCode = 500;
            res.setHeader('content-type', 'text/plain; charset=utf-8');
          }
          if (!res.writableEnded) res.end('Internal Server Error');
        });
      done();
    }
    const options = { schema: { hide: true }, onRequest: handOver };
    // Never reached: the hook has taken the request over.
    const handler = (): void => {};
    app.all(IDP_MOUNT, options, handler);
    app.all(`${IDP_MOUNT}/*`, options, handler);
    pluginDone();
  },
  { name: 'showroom-idp-mount', fastify: '5.x' },
);
