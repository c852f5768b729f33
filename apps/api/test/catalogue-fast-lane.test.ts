import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { apps } from '../src/db/schema/index.ts';
import type { App } from '../src/lib/fastify.ts';
import { catalogueChanged } from '../src/db/notify.ts';
import { buildTestApp } from './helpers/app.ts';
import { insertApprovedVendor, insertPublishedApp } from './helpers/catalogue-data.ts';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';
import { sampleValue } from './helpers/metrics.ts';
import { bearer } from './helpers/tokens.ts';

// The fast lane answers on node:http before Fastify, which `inject` bypasses: these tests talk HTTP to
// a listening server. Each answer is compared with the one Fastify itself gives (an app over the same
// database with the lane off), so a header added to the route later and missing in the lane fails here.

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(app: App, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Headers that differ between any two answers (per request or per connection). */
const PER_REQUEST = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);
const comparable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.has(name)));

const COOKIE = { cookie: 'theme=dark; XSRF-TOKEN=Zm9vYmFyLWJhei0xMjM0NTY3ODkw' };

function nextInvalidation(app: App): Promise<void> {
  return new Promise((resolve) => {
    const stop = app.catalogue.cache.onInvalidated(() => {
      stop();
      resolve();
    });
  });
}

async function announce(db: Db, listeners: App[], change: (tx: Db) => Promise<unknown>): Promise<void> {
  const seen = Promise.all(listeners.map(nextInvalidation));
  await db.transaction(async (tx) => {
    await change(tx);
    await catalogueChanged(tx);
  });
  await seen;
}

/**
 * For a describe block: one database and two apps over it, listening on HTTP with the same
 * environment, `lane` with the fast lane and `fastify` without it, so every answer can be compared.
 */
function useLaneAndFastify(env: Record<string, string>) {
  const pair: { database?: TestDatabase; lane?: App; fastify?: App } = {};
  beforeAll(async () => {
    pair.database = await createTestDatabase();
    pair.lane = await buildTestApp(pair.database, { env });
    pair.fastify = await buildTestApp(pair.database, { env, fastLane: false });
    await pair.lane.listen({ host: '127.0.0.1', port: 0 });
    await pair.fastify.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await pair.lane?.close();
    await pair.fastify?.close();
    await pair.database?.dispose();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('use the apps inside a test or hook');
    return value;
  };
  return {
    get database() {
      return ready(pair.database);
    },
    get lane() {
      return ready(pair.lane);
    },
    get fastify() {
      return ready(pair.fastify);
    },
  };
}

describe('the catalogue fast lane (anonymous GET /api/apps on node:http)', () => {
  // As deployed: production (no CORS for a development origin), request logs off.
  const t = useLaneAndFastify({ NODE_ENV: 'production', LOG_LEVEL: 'warn' });

  beforeAll(async () => {
    const vendor = await insertApprovedVendor(t.database.db);
    const app = await insertPublishedApp(t.database.db, vendor.id, { name: 'Fast Lane App' });
    await announce(t.database.db, [t.lane, t.fastify], (tx) =>
      tx.update(apps).set({ rowVersion: 2 }).where(eq(apps.id, app.id)),
    );
  });

  /** The same request to both apps: the lane's answer (asserting the lane gave it) and Fastify's. */
  async function both(headers: Record<string, string>) {
    await get(t.lane, '/api/apps', headers); // prepares what this request needs (bytes, gzip)
    const before = t.lane.catalogue.fastLane.served;
    const fromLane = await get(t.lane, '/api/apps', headers);
    expect(t.lane.catalogue.fastLane.served, 'answered by the lane').toBe(before + 1);
    const fromFastify = await get(t.fastify, '/api/apps', headers);
    expect(t.fastify.catalogue.fastLane.served).toBe(0);
    return { fromLane, fromFastify };
  }

  it('is on in a quiet production-like setup and off when Fastify must answer', () => {
    expect(t.lane.catalogue.fastLane.enabled).toBe(true);
    expect(t.fastify.catalogue.fastLane.enabled).toBe(false);
  });

  it('answers exactly as the route does: bytes, headers, ETag', async () => {
    const { fromLane, fromFastify } = await both(COOKIE);
    expect(fromLane.status).toBe(200);
    expect(fromLane.body.equals(fromFastify.body)).toBe(true);
    const names = (JSON.parse(fromLane.body.toString()) as { name: string }[]).map((c) => c.name);
    expect(names).toContain('Fast Lane App');
    expect(comparable(fromLane.headers)).toEqual(comparable(fromFastify.headers));
    expect(fromLane.headers['content-security-policy']).toContain("default-src 'self'");
    expect(fromLane.headers['set-cookie']).toBeUndefined();
    expect(fromLane.headers['x-request-id']).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
  });

  it('keeps a well-formed X-Request-Id from the load balancer', async () => {
    const { fromLane } = await both({ ...COOKIE, 'x-request-id': 'lb-42.abc' });
    expect(fromLane.headers['x-request-id']).toBe('lb-42.abc');
  });

  it('sends the prepared gzip to clients that take it, as the route does', async () => {
    const { fromLane, fromFastify } = await both({ ...COOKIE, 'accept-encoding': 'gzip, deflate, br' });
    expect(fromLane.headers['content-encoding']).toBe('gzip');
    expect(comparable(fromLane.headers)).toEqual(comparable(fromFastify.headers));
    expect(gunzipSync(fromLane.body).equals(gunzipSync(fromFastify.body))).toBe(true);
  });

  it('answers 304 to a client that has the bytes, as the route does', async () => {
    const etag = String((await get(t.lane, '/api/apps', COOKIE)).headers.etag);
    const { fromLane, fromFastify } = await both({ ...COOKIE, 'if-none-match': etag });
    expect(fromLane.status).toBe(304);
    expect(fromLane.body.length).toBe(0);
    expect(comparable(fromLane.headers)).toEqual(comparable(fromFastify.headers));
  });

  it('answers a forced reload (Cache-Control: no-cache) in full, as the route does, though the ETag matches', async () => {
    const etag = String((await get(t.lane, '/api/apps', COOKIE)).headers.etag);
    // both() checks that the lane gave its answer.
    const { fromLane, fromFastify } = await both({
      ...COOKIE,
      'if-none-match': etag,
      'cache-control': 'no-cache',
    });
    expect(fromLane.status).toBe(200);
    expect(fromFastify.status).toBe(200);
    expect(fromLane.body.equals(fromFastify.body)).toBe(true);
    // A normal reload (max-age=0) with the ETag is a 304 on both.
    const revalidate = await both({ ...COOKIE, 'if-none-match': etag, 'cache-control': 'max-age=0' });
    expect([revalidate.fromLane.status, revalidate.fromFastify.status]).toEqual([304, 304]);
  });

  it('counts its answers in the metrics under the route', async () => {
    const metric = async () => {
      const text = (await get(t.lane, '/api/metrics')).body.toString();
      return (
        sampleValue(text, 'http_server_request_duration_seconds_count', {
          http_request_method: 'GET',
          http_route: '/api/apps',
          http_response_status_code: '200',
        }) ?? 0
      );
    };
    const before = await metric();
    await both(COOKIE);
    expect(await metric()).toBe(before + 2);
  });

  it.each<[string, string, Record<string, string>, string?]>([
    ['a token, even an invalid one (401)', '/api/apps', { ...COOKIE, ...bearer('not-a-jwt') }],
    ['no CSRF cookie yet (the answer sets one)', '/api/apps', {}],
    ['an empty CSRF cookie', '/api/apps', { cookie: 'XSRF-TOKEN=; other=1' }],
    ['a query', '/api/apps?sort=name', COOKIE],
    ['a trailing slash', '/api/apps/', COOKIE],
    ['an Origin (CORS)', '/api/apps', { ...COOKIE, origin: 'https://elsewhere.example' }],
    [
      "a proxy's X-Forwarded-Proto with an http PUBLIC_URL (HSTS)",
      '/api/apps',
      { ...COOKIE, 'x-forwarded-proto': 'https' },
    ],
    ['HEAD', '/api/apps', COOKIE, 'HEAD'],
  ])(
    'leaves %s to Fastify, which answers as it always does',
    async (_case, path, headers, method = 'GET') => {
      const before = t.lane.catalogue.fastLane.served;
      const fromLane = await get(t.lane, path, headers, method);
      const fromFastify = await get(t.fastify, path, headers, method);
      expect(t.lane.catalogue.fastLane.served).toBe(before);
      expect(fromLane.status).toBe(fromFastify.status);
      expect(Object.keys(comparable(fromLane.headers)).sort()).toEqual(
        Object.keys(comparable(fromFastify.headers)).sort(),
      );
    },
  );

  it('never serves bytes from before a change: Fastify answers until the new ones are prepared', async () => {
    const vendor = await insertApprovedVendor(t.database.db);
    const before = await get(t.lane, '/api/apps', COOKIE);
    const app = await insertPublishedApp(t.database.db, vendor.id, { name: 'Changed Under The Lane' });
    await announce(t.database.db, [t.lane, t.fastify], (tx) =>
      tx.update(apps).set({ rowVersion: 2 }).where(eq(apps.id, app.id)),
    );
    expect(t.lane.catalogue.cache.peek()).toBeUndefined();
    const served = t.lane.catalogue.fastLane.served;
    const first = await get(t.lane, '/api/apps', COOKIE);
    expect(t.lane.catalogue.fastLane.served, 'the first answer after the change is Fastify’s').toBe(served);
    expect(first.headers.etag).not.toBe(before.headers.etag);
    expect(first.body.toString()).toContain('Changed Under The Lane');
    const second = await get(t.lane, '/api/apps', COOKIE);
    expect(t.lane.catalogue.fastLane.served).toBe(served + 1);
    expect(second.body.equals(first.body)).toBe(true);
  });
});

describe('the fast lane behind a TLS-terminating load balancer (https PUBLIC_URL, TRUST_PROXY)', () => {
  const t = useLaneAndFastify({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'https://showroom.example.org',
    TRUST_PROXY: 'loopback',
  });

  it('answers what the balancer forwards (X-Forwarded-*, X-Request-Id) as the route does, HSTS included', async () => {
    const headers = {
      ...COOKIE,
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9',
      'x-request-id': 'balancer-1',
    };
    await get(t.lane, '/api/apps', headers);
    const before = t.lane.catalogue.fastLane.served;
    const fromLane = await get(t.lane, '/api/apps', headers);
    expect(t.lane.catalogue.fastLane.served).toBe(before + 1);
    const fromFastify = await get(t.fastify, '/api/apps', headers);
    expect(comparable(fromLane.headers)).toEqual(comparable(fromFastify.headers));
    expect(fromLane.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(fromLane.headers['x-request-id']).toBe('balancer-1');
    expect(fromLane.body.equals(fromFastify.body)).toBe(true);
  });
});

describe('the fast lane is off', () => {
  it('while requests are logged one by one, and in development (CORS for the Vite origin)', async () => {
    const database = await createTestDatabase();
    try {
      for (const env of [
        { NODE_ENV: 'production', LOG_LEVEL: 'info' },
        { NODE_ENV: 'development', LOG_LEVEL: 'silent', DEV_WEB_ORIGIN: 'http://localhost:5173' },
      ]) {
        const app = await buildTestApp(database, { env });
        expect(app.catalogue.fastLane.enabled, JSON.stringify(env)).toBe(false);
        await app.close();
      }
    } finally {
      await database.dispose();
    }
  });
});
