import { endpoints } from '@showroom/contract';
import { ping } from '../../db/client.ts';
import { registerEndpoint } from '../../lib/endpoint.ts';
import type { App } from '../../lib/fastify.ts';

/** A probe that waits longer than this is as good as a failed one for a load balancer. */
const READY_TIMEOUT_MS = 1000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function healthRoutes(app: App): void {
  registerEndpoint(app, endpoints.healthLive, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  registerEndpoint(app, endpoints.healthReady, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await withTimeout(ping(app.db), READY_TIMEOUT_MS);
      return { status: 'ok' as const, checks: { database: 'ok' as const } };
    } catch (err) {
      request.log.warn({ err }, 'readiness: database not reachable');
      reply.code(503);
      return { status: 'unavailable' as const, checks: { database: 'unavailable' as const } };
    }
  });
}
