import { API_ERROR_TEXTS } from '@showroom/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { countRequest, forgetOldCounts, retryAfterMs, slidingCount } from '../db/rate-limits.ts';
import type { Env } from '../env.ts';
import { TooManyRequestsError } from '../lib/errors.ts';
import { IDP_MOUNT } from './idp-mount.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const pathOf = (url: string): string => url.split('?', 1)[0] ?? url;
/** Every this many counts, a process deletes the counters of keys not seen for two windows. */
const FORGET_EVERY = 1000;

/**
 * Sliding-window limits shared by every API process through PostgreSQL (db/rate-limits.ts: one upsert
 * per limited request; the last window's requests estimated from two fixed windows, so that no burst of
 * twice the limit gets through where two windows meet): unsafe calls under /api per user (per IP when
 * anonymous), and POSTs to the embedded IdP (login, registration, password change, token) per IP, which
 * blunts password guessing.
 * Behind N processes the limit is the setting, not N times it. Reads are not limited: the catalogue is
 * public and cached. Refused requests count too, so invalid bodies cannot be sprayed without limit.
 * If the database cannot count, the request goes on (it needs the database anyway and fails there).
 */
export const rateLimitPlugin = fp<{ env: Env }>(
  (app, { env }, done) => {
    const { writes, login, windowMs } = env.rateLimit;
    let counted = 0;

    async function enforce(request: FastifyRequest, reply: FastifyReply, key: string, max: number) {
      let result;
      try {
        result = await countRequest(app.db, key, windowMs);
      } catch (err) {
        request.log.warn({ err }, 'rate limit not counted');
        return;
      }
      if (++counted % FORGET_EVERY === 0) {
        forgetOldCounts(app.db).catch((err: unknown) =>
          request.log.warn({ err }, 'old rate-limit counters not deleted'),
        );
      }
      if (slidingCount(result, windowMs) <= max) return;
      reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs(result, windowMs, max) / 1000))));
      throw new TooManyRequestsError(API_ERROR_TEXTS.tooManyRequests);
    }

    // onRequest: the IdP mount hijacks the request in its route's onRequest, so this global one runs first.
    app.addHook('onRequest', async (request, reply) => {
      if (login === 0 || request.method !== 'POST') return;
      const path = pathOf(request.url);
      if (path === IDP_MOUNT || path.startsWith(`${IDP_MOUNT}/`)) {
        await enforce(request, reply, `idp:${request.ip}`, login);
      }
    });

    // preValidation: after the access hook (so the key is the verified user) and before any body is read
    // by a handler (uploads), so a refused write costs no image processing.
    app.addHook('preValidation', async (request, reply) => {
      if (writes === 0 || SAFE_METHODS.has(request.method)) return;
      // The statistics beacon limits in memory (modules/statistics): a row here would store the address.
      if (request.routeOptions.config.anonymousBeacon) return;
      const path = pathOf(request.url);
      if (path === '/api' || path.startsWith('/api/')) {
        const key = request.user ? `user:${request.user.sub}` : `ip:${request.ip}`;
        await enforce(request, reply, key, writes);
      }
    });
    done();
  },
  { name: 'showroom-rate-limit', fastify: '5.x', dependencies: ['showroom-errors'] },
);
