import { timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import { endpoints } from '@showroom/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import type { App } from '../../lib/fastify.ts';
import { outboxCounts } from '../mail/index.ts';
import { MetricsRegistry, UNMATCHED_ROUTE } from './metrics-registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: MetricsRegistry;
  }
}

const { version } = createRequire(import.meta.url)('../../../package.json') as { version: string };

/** What both drivers expose as drizzle's `$client`: a pg Pool has the counts, PGlite is one connection. */
interface PoolLike {
  totalCount?: unknown;
  idleCount?: unknown;
  waitingCount?: unknown;
}

function poolCounts(db: Db): { total: number; idle: number; waiting: number } {
  const client = (db as unknown as { $client?: PoolLike }).$client;
  if (typeof client?.totalCount !== 'number') return { total: 1, idle: 0, waiting: 0 };
  return { total: client.totalCount, idle: Number(client.idleCount), waiting: Number(client.waitingCount) };
}

/** The application's gauges, read at scrape time. */
function applicationGauges(metrics: MetricsRegistry, db: Db): void {
  metrics.gauge({
    name: 'showroom_outbox_mails',
    help: 'E-mails not sent yet, shared by all processes: pending (waiting for an attempt) or failed (given up).',
    labelNames: ['state'],
    async collect(gauge) {
      const { pending, failed } = await outboxCounts(db);
      gauge.set({ state: 'pending' }, pending);
      gauge.set({ state: 'failed' }, failed);
    },
  });
  metrics.gauge({
    name: 'showroom_db_pool_connections',
    help: 'Database connections of this process by state (PGlite: one, in process).',
    labelNames: ['state'],
    collect(gauge) {
      const { total, idle } = poolCounts(db);
      gauge.set({ state: 'total' }, total);
      gauge.set({ state: 'idle' }, idle);
      gauge.set({ state: 'busy' }, total - idle);
    },
  });
  metrics.gauge({
    name: 'showroom_db_pool_waiting',
    help: 'Queries waiting for a free database connection.',
    collect(gauge) {
      gauge.set(poolCounts(db).waiting);
    },
  });
}

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The hook that feeds GET /api/metrics: every answered request is timed into the HTTP histogram by
 * method, route pattern and status code. Registered before any route, so it sees them all.
 */
export const metricsPlugin = fp(
  (app, _opts, done) => {
    const registry = new MetricsRegistry({ version });
    applicationGauges(registry, app.db);
    app.decorate('metrics', registry);
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, next) => {
      registry.observe(
        request.method,
        request.routeOptions.url ?? UNMATCHED_ROUTE,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      next();
    });
    done();
  },
  { name: 'showroom-metrics', fastify: '5.x' },
);

/**
 * GET /api/metrics in Prometheus text. Public unless METRICS_TOKEN is set; then a scraper sends it as a
 * bearer token. Registered by hand from the endpoint table's row (path, summary, tags, content type)
 * because the row's access hook would read any bearer token as a user's JWT and refuse this one.
 */
export function metricsRoutes(app: App): void {
  const def = endpoints.getMetrics;
  const token = app.env.metricsToken;
  app.route({
    method: def.method,
    url: `/api${def.path}`,
    schema: {
      operationId: def.operationId,
      summary: def.summary,
      tags: [...def.tags],
      produces: [...(def.produces ?? [])],
    },
    handler: async (request, reply) => {
      if (token !== undefined) {
        const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
        if (!match?.[1] || !sameSecret(match[1], token)) throw new UnauthorizedError();
      }
      const text = await app.metrics.render();
      return reply.header('cache-control', 'no-store').type(app.metrics.contentType).send(text);
    },
  });
}
