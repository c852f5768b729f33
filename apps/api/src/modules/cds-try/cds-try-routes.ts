import {
  CDS_TRY_CALLS_PER_MINUTE,
  CDS_TRY_READS_PER_MINUTE,
  CDS_TRY_TEXTS,
  endpoints,
} from '@showroom/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { countRequest, retryAfterMs, slidingCount } from '../../db/rate-limits.ts';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';
import type { App } from '../../lib/fastify.ts';
import { callCdsService, listCdsServices, type CdsTryContext } from './cds-try-service.ts';
import { sampleCdsRoutes } from './sample-cds-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Try this CDS service's settings (app.ts): the safe client's rules, the sandbox, the limits. */
    cdsTry: CdsTryContext;
  }
}

const WINDOW_MS = 60_000;

/**
 * Every read and call makes the showroom send requests to a vendor's server: per visitor (the signed-in
 * user, else the address) at most so many a minute, counted in PostgreSQL like the other limits, so that
 * N processes allow the setting, not N times it.
 */
async function limit(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: 'read' | 'call',
  max: number,
): Promise<void> {
  const visitor = request.user ? `user:${request.user.sub}` : `ip:${request.ip}`;
  const counted = await countRequest(app.db, `cds-try-${kind}:${visitor}`, WINDOW_MS);
  if (slidingCount(counted, WINDOW_MS) <= max) return;
  const retryAfter = Math.max(1, Math.ceil(retryAfterMs(counted, WINDOW_MS, max) / 1000));
  reply.header('retry-after', String(retryAfter));
  throw new TooManyRequestsError(CDS_TRY_TEXTS.tooMany, retryAfter);
}

export function cdsTryRoutes(app: App): void {
  registerEndpoint(
    app,
    endpoints.listCdsTryServices,
    async (request, reply) => {
      await limit(app, request, reply, 'read', CDS_TRY_READS_PER_MINUTE);
      reply.header('cache-control', 'no-store');
      return listCdsServices(app.cdsTry, request.params.id);
    },
    // The section reads this before its first Call service: the visitor gets the CSRF cookie here, so
    // that POST carries the pair and is not refused first (plugins/csrf.ts).
    { config: { issuesCsrfCookie: true } },
  );
  registerEndpoint(app, endpoints.callCdsTryService, async (request, reply) => {
    await limit(app, request, reply, 'call', CDS_TRY_CALLS_PER_MINUTE);
    reply.header('cache-control', 'no-store');
    return callCdsService(app.cdsTry, request.params.id, request.params.serviceId, request.body.patientId);
  });
  sampleCdsRoutes(app);
}
