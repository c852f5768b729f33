import { randomBytes, timingSafeEqual } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError } from '../lib/errors.ts';

export const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'x-xsrf-token';
const MEDIA_PREFIX = '/api/media/';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const pathOf = (url: string): string => url.split('?', 1)[0] ?? url;

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit cookie: the SPA reads the XSRF-TOKEN cookie and echoes it in the
 * X-XSRF-TOKEN header on every unsafe call. Another site can make the browser send the cookie, but
 * cannot read it, so it cannot produce the header.
 *
 * The cookie is handed out only where a write can follow: to a signed-in caller (every write of the
 * API needs a user, so a client holds a token, and has made signed-in reads, before its first write)
 * and with a refused write, so a client can retry. Anonymous reads, the whole public catalogue, never
 * get a Set-Cookie: their answers are the same for everyone and a proxy or CDN may keep them. The one
 * exception is a read a route marks `issuesCsrfCookie`: the services of Try this CDS service (never
 * kept: no-store), which precede the one write an anonymous visitor can make (Call service), so that
 * write carries the pair at once instead of being refused first.
 */
export const csrfPlugin = fp<{ secure: boolean }>(
  (app, opts, done) => {
    const issue = (reply: FastifyReply): void => {
      reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: opts.secure,
        httpOnly: false,
      });
    };
    app.addHook('onRequest', (request, reply, next) => {
      const path = pathOf(request.url);
      const api = path === '/api' || path.startsWith('/api/');
      if (!api) return next();
      // The statistics beacon (POST /apps/{id}/events) is exempt, and never gets a cookie: it needs no
      // login, changes nothing anyone owns, and only counts, once per visitor, app and day. A forged
      // cross-site beacon does what the visitor's own visit does; navigator.sendBeacon cannot send the header.
      if (request.routeOptions.config.anonymousBeacon) return next();

      const cookie = request.cookies[CSRF_COOKIE];
      const safe = SAFE_METHODS.has(request.method);
      // Not on media: a Set-Cookie would keep a CDN from caching the immutable images (or make it cache the cookie).
      const wanted =
        request.headers.authorization !== undefined || request.routeOptions.config.issuesCsrfCookie;
      if (!cookie && wanted && !path.startsWith(MEDIA_PREFIX)) {
        issue(reply);
      }
      if (safe) return next();
      const header = request.headers[CSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
        // So the client can retry with the cookie it now has.
        if (!cookie && request.headers.authorization === undefined) issue(reply);
        return next(new ForbiddenError('Missing or invalid CSRF token.'));
      }
      next();
    });
    done();
  },
  { name: 'showroom-csrf', fastify: '5.x', dependencies: ['@fastify/cookie', 'showroom-errors'] },
);
