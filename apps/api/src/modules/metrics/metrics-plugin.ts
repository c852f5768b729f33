import { timingSafeEqual } from 'node:crypto';
import { endpoints } from '@showroom/contract';
import { count, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import type { App } from '../../lib/fastify.ts';
import { outbox } from '../../db/schema/index.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import { MetricsRegistry, type Gauge } from './metrics-registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: MetricsRegistry;
  }
}

export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** What both drivers expose as drizzle's `$client`: a pg Pool has the counts, PGlite is one connection. */
interface PoolLike {
  totalCount?: unknown;
  idleCount?: unknown;
  waitingCount?: unknown;
}

function poolGauges(db: Db): Gauge[] {
  const client = (db as unknown as { $client?: PoolLike }).$client;
  const isPool = typeof client?.totalCount === 'number';
  const total = isPool ? Number(client.totalCount) : 1;
  const idle = isPool ? Number(client.idleCount) : 0;
  const waiting = isPool ? Number(client.waitingCount) : 0;
  return [
    {
      name: 'showroom_db_pool_connections',
      help: 'Database connections of this process by state (PGlite: one, in process).',
      values: [
        ['{state="total"}', total],
        ['{state="idle"}', idle],
        ['{state="busy"}', total - idle],
      ],
    },
    {
      name: 'showroom_db_pool_waiting',
      help: 'Queries waiting for a free connection.',
      values: [['', waiting]],
    },
  ];
}

async function outboxGauge(db: Db): Promise<Gauge> {
  const [row] = await db.select({ n: count() }).from(outbox).where(isNull(outbox.sentAt));
  return {
    name: 'showroom_outbox_backlog',
    help: 'E-mails written to the outbox and not sent yet (all processes share it).',
    values: [['', row?.n ?? 0]],
  };
}

function processGauges(): Gauge[] {
  const mem = process.memoryUsage();
  return [
    { name: 'showroom_process_resident_memory_bytes', help: 'Resident set size.', values: [['', mem.rss]] },
    { name: 'showroom_process_heap_used_bytes', help: 'V8 heap in use.', values: [['', mem.heapUsed]] },
    {
      name: 'showroom_process_uptime_seconds',
      help: 'Seconds since the process started.',
      values: [['', Math.round(process.uptime())]],
    },
  ];
}

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The hook that feeds GET /api/metrics: every answered request is counted by method, route pattern
 * and status class, and timed into a histogram. Registered before any route, so it sees them all.
 */
export const metricsPlugin = fp(
  (app, _opts, done) => {
    const registry = new MetricsRegistry();
    app.decorate('metrics', registry);
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, next) => {
      // Unmatched URLs (404s, scanners) share one series, so label values stay bounded.
      registry.observe({
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        statusCode: reply.statusCode,
        seconds: reply.elapsedTime / 1000,
      });
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
      const gauges = [...poolGauges(app.db), await outboxGauge(app.db), ...processGauges()];
      return reply
        .header('cache-control', 'no-store')
        .type(METRICS_CONTENT_TYPE)
        .send(app.metrics.render(gauges));
    },
  });
}
