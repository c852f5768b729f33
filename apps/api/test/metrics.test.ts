import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';
import { sampleValue } from './helpers/metrics.ts';

const durationCount = (text: string, method: string, route: string, status: string) =>
  sampleValue(text, 'http_server_request_duration_seconds_count', {
    http_request_method: method,
    http_route: route,
    http_response_status_code: status,
  });

describe('metrics', () => {
  const t = useTestApp();

  it('times requests by method, route pattern and status code, under the standard HTTP server names', async () => {
    await t.app.inject({ method: 'GET', url: '/api/apps/424242' });
    await t.app.inject({ method: 'GET', url: '/api/apps/434343' });
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.app.inject({
      method: 'GET',
      url: '/no/such/route/scanner-probe',
      headers: { accept: 'application/json' },
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;
    // Two different ids, one series: the pattern, never the URL.
    expect(durationCount(text, 'GET', '/api/apps/:id', '404')).toBe(2);
    expect(text).not.toContain('424242');
    expect(durationCount(text, 'GET', '/api/health/live', '200')).toBe(1);
    expect(durationCount(text, 'GET', 'unmatched', '404')).toBe(1);
    expect(text).not.toContain('scanner-probe');
    expect(
      sampleValue(text, 'http_server_request_duration_seconds_bucket', {
        http_request_method: 'GET',
        http_route: '/api/apps/:id',
        http_response_status_code: '404',
        le: '+Inf',
      }),
    ).toBe(2);
    expect(text).toContain('# TYPE http_server_request_duration_seconds histogram');
  });

  it("reports the process's standard metrics, event-loop lag and the build", async () => {
    const text = (await t.app.inject({ method: 'GET', url: '/api/metrics' })).body;
    expect(sampleValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(sampleValue(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sampleValue(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(
      sampleValue(text, 'showroom_build_info', { version: '0.1.0', node_version: process.version }),
    ).toBe(1);
  });

  it('reports the unsent mails of the shared outbox and the database connections', async () => {
    await t.db.execute(
      sql`insert into outbox ("to", subject, text, html) values ('a@example.org', 's', 't', 'h'), ('b@example.org', 's', 't', 'h')`,
    );
    await t.db.execute(
      sql`insert into outbox ("to", subject, text, html, attempts) values ('c@example.org', 's', 't', 'h', 99)`,
    );
    const text = (await t.app.inject({ method: 'GET', url: '/api/metrics' })).body;
    expect(sampleValue(text, 'showroom_outbox_mails', { state: 'pending' })).toBe(2);
    expect(sampleValue(text, 'showroom_outbox_mails', { state: 'failed' })).toBe(1);
    expect(sampleValue(text, 'showroom_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'showroom_db_pool_waiting')).toBeGreaterThanOrEqual(0);
  });

  it('echoes a well-formed X-Request-Id and makes up a unique one otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.42');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'a b\u00e9' },
    });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    const none = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    expect(none.headers['x-request-id']).not.toBe(bad.headers['x-request-id']);
  });
});

describe('metrics behind METRICS_TOKEN', () => {
  const t = useTestApp({ env: { METRICS_TOKEN: 'scrape-secret-0123456789' } });

  it('answers 401 without the token or with another one, 200 with it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: 'Bearer scrape-secret-0123456788' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['content-type']).toContain('application/problem+json');
    const right = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: 'Bearer scrape-secret-0123456789' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('showroom_outbox_mails');
  });
});

describe('metrics in production', () => {
  // testEnv gives production the token it needs to start (loadEnv refuses production without one).
  const t = useTestApp({ env: { NODE_ENV: 'production' } });

  it('are never public: 401 problem+json without the token', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
    expect(anonymous.body).not.toContain('showroom_outbox_mails');
    const scraper = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${t.app.env.metricsToken ?? ''}` },
    });
    expect(scraper.statusCode).toBe(200);
  });
});
