import rateLimit from '@fastify/rate-limit';
import { TOO_MANY_REQUESTS_TEXT } from '@showroom/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env.ts';
import { HttpError } from '../lib/errors.ts';
import { IDP_MOUNT } from './idp-mount.ts';

export class TooManyRequestsError extends HttpError {
  readonly status = 429;
  readonly title = 'Too Many Requests';
  constructor() {
    super(TOO_MANY_REQUESTS_TEXT);
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const pathOf = (url: string): string => url.split('?', 1)[0] ?? url;

type Limiter = (
  request: FastifyRequest,
) => Promise<{ isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number }>;

async function enforce(limiter: Limiter | undefined, request: FastifyRequest, reply: FastifyReply) {
  if (!limiter) return;
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
  throw new TooManyRequestsError();
}

/**
 * Fixed-window limits per process (in memory): unsafe calls under /api per user (per IP when
 * anonymous), and POSTs to the embedded IdP (login, registration, password change, token) per IP,
 * which blunts password guessing. Reads are not limited: the catalogue is public and cached.
 */
export const rateLimitPlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    const { writes, login, windowMs } = env.rateLimit;
    await app.register(rateLimit, { global: false, timeWindow: windowMs });

    const writeLimiter: Limiter | undefined =
      writes > 0
        ? app.createRateLimit({
            max: writes,
            timeWindow: windowMs,
            // request.user is set by the route's access hook, which has run by preValidation.
            keyGenerator: (request) => (request.user ? `user:${request.user.sub}` : `ip:${request.ip}`),
          })
        : undefined;
    const loginLimiter: Limiter | undefined =
      login > 0
        ? app.createRateLimit({
            max: login,
            timeWindow: windowMs,
            keyGenerator: (request) => `idp:${request.ip}`,
          })
        : undefined;

    // onRequest: the IdP mount hijacks the request in its route's onRequest, so this global one runs first.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST') return;
      const path = pathOf(request.url);
      if (path === IDP_MOUNT || path.startsWith(`${IDP_MOUNT}/`)) await enforce(loginLimiter, request, reply);
    });

    // preValidation: after the access hook (so the key is the verified user) and before any body is read
    // by a handler (uploads), so a refused write costs no image processing.
    app.addHook('preValidation', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      const path = pathOf(request.url);
      if (path === '/api' || path.startsWith('/api/')) await enforce(writeLimiter, request, reply);
    });
  },
  { name: 'showroom-rate-limit', fastify: '5.x', dependencies: ['showroom-errors'] },
);
