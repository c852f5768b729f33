import { randomBytes, timingSafeEqual } from 'node:crypto';
import type {} from '@fastify/cookie';
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
 */
export const csrfPlugin = fp<{ secure: boolean }>(
  (app, opts, done) => {
    app.addHook('onRequest', (request, reply, next) => {
      const path = pathOf(request.url);
      const api = path === '/api' || path.startsWith('/api/');
      if (!api && !path.startsWith('/config/')) return next();

      const cookie = request.cookies[CSRF_COOKIE];
      // Not on media: a Set-Cookie would keep a CDN from caching the immutable images (or make it cache the cookie).
      if (!cookie && !path.startsWith(MEDIA_PREFIX)) {
        // Also on a refused call, so the client can retry with the cookie it now has.
        reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
          path: '/',
          sameSite: 'strict',
          secure: opts.secure,
          httpOnly: false,
        });
      }
      if (!api || SAFE_METHODS.has(request.method)) return next();
      const header = request.headers[CSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
        return next(new ForbiddenError('Missing or invalid CSRF token.'));
      }
      next();
    });
    done();
  },
  { name: 'showroom-csrf', fastify: '5.x', dependencies: ['@fastify/cookie', 'showroom-errors'] },
);
