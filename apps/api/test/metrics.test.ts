import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';

/** The value of one sample line (`name{labels} value`), or undefined when the series is absent. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `) || l === `${name} ${labels}`);
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('metrics', () => {
  const t = useTestApp();

  it('counts requests by route pattern and status class and times them in a histogram', async () => {
    await t.app.inject({ method: 'GET', url: '/api/apps/424242' });
    await t.app.inject({ method: 'GET', url: '/api/apps/434343' });
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;
    // Two different ids, one series: the pattern, never the URL.
    expect(
      sample(text, 'showroom_http_requests_total', 'method="GET",route="/api/apps/:id",status="4xx"'),
    ).toBe(2);
    expect(text).not.toContain('424242');
    expect(
      sample(text, 'showroom_http_requests_total', 'method="GET",route="/api/health/live",status="2xx"'),
    ).toBe(1);
    const inf = sample(
      text,
      'showroom_http_request_duration_seconds_bucket',
      'method="GET",route="/api/apps/:id",le="+Inf"',
    );
    expect(inf).toBe(2);
    expect(text).toContain('# TYPE showroom_http_request_duration_seconds histogram');
  });

  it('reports the unsent outbox rows, the database connections and the memory', async () => {
    await t.db.execute(
      sql`insert into outbox ("to", subject, text, html) values ('a@example.org', 's', 't', 'h'), ('b@example.org', 's', 't', 'h')`,
    );
    const text = (await t.app.inject({ method: 'GET', url: '/api/metrics' })).body;
    expect(text).toMatch(/^showroom_outbox_backlog 2$/m);
    expect(
      Number(/^showroom_db_pool_connections\{state="total"\} (\d+)$/m.exec(text)?.[1]),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^showroom_db_pool_waiting \d+$/m);
    expect(Number(/^showroom_process_resident_memory_bytes (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(
      10_000_000,
    );
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
    expect(right.body).toContain('showroom_outbox_backlog');
  });
});
