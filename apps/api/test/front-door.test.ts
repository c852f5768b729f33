import type { IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { interopProfileSchema } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { apps } from '../src/db/schema/index.ts';
import type { App } from '../src/lib/fastify.ts';
import { catalogueChanged } from '../src/db/notify.ts';
import { millisText } from '../src/lib/front-door.ts';
import { buildTestApp } from './helpers/app.ts';
import { insertApprovedVendor, insertPublishedApp, type InsertedApp } from './helpers/catalogue-data.ts';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';
import { sampleValue } from './helpers/metrics.ts';
import { get, type Answer } from './helpers/http.ts';
import { fixtureWebDist } from './helpers/web-dist.ts';
import { bearer } from './helpers/tokens.ts';

// The front door answers on node:http before Fastify, which `inject` bypasses: these tests talk HTTP to
// a listening server. Each answer is compared with the one Fastify itself gives (an app over the same
// database with the door shut), so a header added to a route later and missing at the door fails here.

/** Headers that differ between any two answers (per request or per connection). */
const PER_REQUEST = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);
const comparable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.has(name)));

/** A returning visitor's cookies: they change nothing in a public answer. */
const COOKIE = { cookie: 'theme=dark; XSRF-TOKEN=Zm9vYmFyLWJhei0xMjM0NTY3ODkw' };
/** What a browser sends with a navigation and with the app's API calls. */
const NAVIGATION = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};
const API_CALL = {
  accept: 'application/json, application/problem+json',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

const dist = await fixtureWebDist();

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
 * environment, `door` with the front door and `fastify` without it, so every answer can be compared.
 */
function useDoorAndFastify(env: Record<string, string>) {
  const pair: { database?: TestDatabase; door?: App; fastify?: App } = {};
  beforeAll(async () => {
    pair.database = await createTestDatabase();
    const withDist = { WEB_DIST: dist, ...env };
    pair.door = await buildTestApp(pair.database, { env: withDist });
    pair.fastify = await buildTestApp(pair.database, { env: withDist, frontDoor: false });
    await pair.door.listen({ host: '127.0.0.1', port: 0 });
    await pair.fastify.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await pair.door?.close();
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
    get door() {
      return ready(pair.door);
    },
    get fastify() {
      return ready(pair.fastify);
    },
  };
}

/** A catalogue with one public app that has an icon, a screenshot and a FHIR profile. */
async function seedPublicApp(database: TestDatabase, listeners: App[], name: string) {
  const vendor = await insertApprovedVendor(database.db);
  const inserted = await insertPublishedApp(database.db, vendor.id, {
    name,
    screenshots: 1,
    profile: interopProfileSchema.parse({
      standards: ['fhir'],
      fhir: { versions: ['R4'], resources: ['Patient'], implementationGuides: [] },
    }),
  });
  // Tells both processes, as the write paths do.
  await announce(database.db, listeners, (tx) =>
    tx.update(apps).set({ rowVersion: 2 }).where(eq(apps.id, inserted.id)),
  );
  return inserted;
}

describe('the front door (public reads on node:http)', () => {
  // As deployed: production (no CORS for a development origin).
  const t = useDoorAndFastify({ NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  const seeded: { app?: InsertedApp } = {};
  const app = (): InsertedApp => {
    if (!seeded.app) throw new Error('seeded in beforeAll');
    return seeded.app;
  };

  beforeAll(async () => {
    seeded.app = await seedPublicApp(t.database, [t.door, t.fastify], 'Front Door App');
  });

  /**
   * The same request to both apps: the door's answer (asserting the door gave it: the first request
   * lets Fastify answer and the door keep it) and Fastify's.
   */
  async function both(url: string, headers: Record<string, string>) {
    await get(t.door, url, headers);
    const before = t.door.frontDoor.served;
    const fromDoor = await get(t.door, url, headers);
    expect(t.door.frontDoor.served, `${url} answered by the door`).toBe(before + 1);
    const fromFastify = await get(t.fastify, url, headers);
    expect(t.fastify.frontDoor.served).toBe(0);
    return { fromDoor, fromFastify };
  }

  it('is open in a production setup and shut when told', () => {
    expect(t.door.frontDoor.enabled).toBe(true);
    expect(t.fastify.frontDoor.enabled).toBe(false);
  });

  /** Every public read a visitor's browser makes: [what, address, headers, expected Cache-Control]. */
  const publicReads = (): [string, string, Record<string, string>, string][] => {
    const a = app();
    const icon = a.published?.iconUrl;
    const screenshot = a.published?.screenshots[0]?.url;
    if (!icon || !screenshot) throw new Error('the app has an icon and a screenshot');
    const api = 'public, max-age=10, stale-while-revalidate=60';
    const page = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
    const image = 'public, max-age=31536000, immutable';
    return [
      ['the whole list', '/api/apps', COOKIE, api],
      ['the whole list, gzip', '/api/apps', API_CALL, api],
      ["the start page's first page", '/api/apps?sort=name&limit=24', API_CALL, api],
      ['a search', '/api/apps?q=front&limit=24', API_CALL, api],
      ['a filtered first page', '/api/apps?fhirVersion=R4&sort=name&limit=24', API_CALL, api],
      ['the facet counts', '/api/apps/facets', API_CALL, api],
      ['the facet counts of a search', '/api/apps/facets?q=front&fhirVersion=R4', API_CALL, api],
      ["an app's details", `/api/apps/${a.id}`, API_CALL, api],
      ["an app's check results", `/api/apps/${a.id}/checks`, API_CALL, api],
      ['the start page', '/', NAVIGATION, page],
      ['the list page', '/apps', NAVIGATION, page],
      ["an app's page", `/appdetails/${a.id}`, NAVIGATION, page],
      ['another client route', '/how-we-check', NAVIGATION, page],
      ['the runtime configuration', '/config/config.json', { accept: '*/*' }, api],
      ['the imprint', '/api/site-texts/imprint', API_CALL, api],
      ['robots.txt', '/robots.txt', {}, api],
      ['the sitemap', '/sitemap.xml', {}, api],
      ['the open data as JSON', '/api/export/catalogue.json', API_CALL, api],
      ['the open data as CSV', '/api/export/catalogue.csv', {}, api],
      ["the open data's JSON Schema", '/api/export/catalogue.schema.json', API_CALL, api],
      ['the Atom feed', '/feed.xml', {}, api],
      ["a category's Atom feed", '/feed.xml?category=medication', {}, api],
      ['an icon', icon, { accept: 'image/avif,image/webp,*/*' }, image],
      ['a screenshot', screenshot, { accept: 'image/avif,image/webp,*/*' }, image],
      ["an app's badge", `/badge/${a.id}.svg`, { accept: 'image/avif,image/webp,*/*' }, api],
    ];
  };

  it('answers every public read exactly as the route does: bytes, headers, ETag; no cookie', async () => {
    for (const [what, url, headers, cacheControl] of publicReads()) {
      const { fromDoor, fromFastify } = await both(url, headers);
      expect(fromDoor.status, what).toBe(200);
      expect(fromDoor.body.equals(fromFastify.body), what).toBe(true);
      expect(comparable(fromDoor.headers), what).toEqual(comparable(fromFastify.headers));
      expect(fromDoor.headers['set-cookie'], what).toBeUndefined();
      expect(fromDoor.headers['cache-control'], what).toBe(cacheControl);
      // A badge is an image other sites embed: its own policy (badges.test.ts).
      expect(fromDoor.headers['content-security-policy'], what).toContain(
        url.startsWith('/badge/') ? "default-src 'none'" : "default-src 'self'",
      );
      expect(fromDoor.headers['x-request-id'], what).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
      expect(Number(fromDoor.headers['content-length']), what).toBe(fromDoor.body.length);
    }
  });

  it('shows the catalogue in the answers it keeps', async () => {
    const a = app();
    const page = await both('/api/apps?sort=name&limit=24', API_CALL);
    expect(gunzipOrPlain(page.fromDoor)).toContain('Front Door App');
    const html = await both(`/appdetails/${a.id}`, NAVIGATION);
    expect(html.fromDoor.body.toString()).toContain('Front Door App');
  });

  it('answers 304 to a client that has the bytes, as the route does', async () => {
    for (const [what, url, headers] of publicReads()) {
      const etag = (await get(t.door, url, headers)).headers.etag;
      if (etag === undefined) continue; // the runtime configuration has none (neither has Fastify's)
      const { fromDoor, fromFastify } = await both(url, { ...headers, 'if-none-match': etag });
      expect([fromDoor.status, fromFastify.status], what).toEqual([304, 304]);
      expect(fromDoor.body.length, what).toBe(0);
      expect(comparable(fromDoor.headers), what).toEqual(comparable(fromFastify.headers));
    }
  });

  it('answers a forced reload (Cache-Control: no-cache) in full, though the ETag matches', async () => {
    const etag = String((await get(t.door, '/api/apps?sort=name&limit=24', API_CALL)).headers.etag);
    const { fromDoor, fromFastify } = await both('/api/apps?sort=name&limit=24', {
      ...API_CALL,
      'if-none-match': etag,
      'cache-control': 'no-cache',
    });
    expect([fromDoor.status, fromFastify.status]).toEqual([200, 200]);
    expect(fromDoor.body.equals(fromFastify.body)).toBe(true);
  });

  it('keeps a well-formed X-Request-Id from the load balancer', async () => {
    const { fromDoor } = await both('/api/apps', { ...COOKIE, 'x-request-id': 'lb-42.abc' });
    expect(fromDoor.headers['x-request-id']).toBe('lb-42.abc');
  });

  it('counts its answers in the metrics under the route', async () => {
    const metric = async (route: string) => {
      // Production: the scraper sends METRICS_TOKEN (testEnv's for production apps).
      const scraper = { authorization: `Bearer ${t.door.env.metricsToken ?? ''}` };
      const text = (await get(t.door, '/api/metrics', scraper)).body.toString();
      return (
        sampleValue(text, 'http_server_request_duration_seconds_count', {
          http_request_method: 'GET',
          http_route: route,
          http_response_status_code: '200',
        }) ?? 0
      );
    };
    const before = await metric('/api/apps/:id');
    await both(`/api/apps/${app().id}`, API_CALL);
    expect(await metric('/api/apps/:id')).toBe(before + 2);
  });

  it.each<[string, string, Record<string, string>, string?]>([
    ['a token, even an invalid one (401)', '/api/apps', bearer('not-a-jwt')],
    ['an Origin (CORS)', '/api/apps', { origin: 'https://elsewhere.example' }],
    ['a Range', '/api/apps', { range: 'bytes=0-10' }],
    ['HEAD', '/api/apps', {}, 'HEAD'],
    ['an address with an invalid value (400)', '/api/apps?fhirVersion=R9', {}],
    ['an unknown app (404)', '/api/apps/987654321', {}],
    ['an unknown address (404)', '/api/nothing-here', {}],
    ['a parameter the route does not know (400)', '/api/apps?utm_source=news', {}],
    ['a parameter a route without parameters does not read', '/config/config.json?utm_source=news', {}],
    ['another spelling of a path', '/api/apps/', {}],
  ])('leaves %s to Fastify, which answers as it always does', async (_case, url, headers, method = 'GET') => {
    await get(t.door, url, headers, method);
    const before = t.door.frontDoor.served;
    const fromDoor = await get(t.door, url, headers, method);
    const fromFastify = await get(t.fastify, url, headers, method);
    expect(t.door.frontDoor.served).toBe(before);
    expect(fromDoor.status).toBe(fromFastify.status);
    expect(Object.keys(comparable(fromDoor.headers)).sort()).toEqual(
      Object.keys(comparable(fromFastify.headers)).sort(),
    );
  });

  it('answers other spellings of a kept query from the one copy it keeps, as Fastify answers them', async () => {
    const canonical = '/api/apps?sort=name&limit=24';
    await both(canonical, API_CALL);
    const { entries } = t.door.frontDoor.size;
    for (const alias of [
      '/api/apps?limit=24&sort=name',
      '/api/apps?&sort=name&&limit=24&',
      '/api/apps?sort=%6Eame&limit=024',
    ]) {
      const before = t.door.frontDoor.served;
      const fromDoor = await get(t.door, alias, API_CALL);
      expect(t.door.frontDoor.served, alias).toBe(before + 1);
      const fromFastify = await get(t.fastify, alias, API_CALL);
      expect(fromDoor.body.equals(fromFastify.body), alias).toBe(true);
      expect(comparable(fromDoor.headers), alias).toEqual(comparable(fromFastify.headers));
    }
    for (const alias of ['/api/apps?', '/api/apps?&', '/api/apps?&&&&']) {
      const before = t.door.frontDoor.served;
      expect(
        (await get(t.door, alias, COOKIE)).body.equals((await get(t.door, '/api/apps', COOKIE)).body),
      ).toBe(true);
      expect(t.door.frontDoor.served, alias).toBe(before + 2);
    }
    expect(t.door.frontDoor.size.entries).toBe(entries);
  });

  it("answers a proxy's X-Forwarded-Proto it does not trust as Fastify does: without HSTS", async () => {
    const { fromDoor, fromFastify } = await both('/api/apps', { 'x-forwarded-proto': 'https' });
    expect(comparable(fromDoor.headers)).toEqual(comparable(fromFastify.headers));
    expect(fromDoor.headers['strict-transport-security']).toBeUndefined();
  });

  it('never answers with bytes from before a change: Fastify answers first, then the door again', async () => {
    const urls = publicReads()
      .filter(([, url]) => !url.startsWith('/api/media/') && !url.startsWith('/config/'))
      .map(([, url, headers]) => [url, headers] as const);
    for (const [url, headers] of urls) await both(url, headers);
    const vendor = await insertApprovedVendor(t.database.db);
    const added = await insertPublishedApp(t.database.db, vendor.id, { name: 'Front Door Newcomer' });
    await announce(t.database.db, [t.door, t.fastify], (tx) =>
      tx.update(apps).set({ rowVersion: 2 }).where(eq(apps.id, added.id)),
    );
    const served = t.door.frontDoor.served;
    const first = await get(t.door, '/api/apps?sort=name&limit=24', API_CALL);
    expect(t.door.frontDoor.served, 'the first answer after the change is Fastify’s').toBe(served);
    expect(gunzipOrPlain(first)).toContain('Front Door Newcomer');
    const second = await get(t.door, '/api/apps?sort=name&limit=24', API_CALL);
    expect(t.door.frontDoor.served).toBe(served + 1);
    expect(second.body.equals(first.body)).toBe(true);
    // Images and fixed texts do not depend on the catalogue: still answered at the door.
    const icon = app().published?.iconUrl ?? '';
    const before = t.door.frontDoor.served;
    await get(t.door, icon, {});
    expect(t.door.frontDoor.served).toBe(before + 1);
  });

  it('holds images within MEDIA_CACHE_MB', () => {
    const { mediaBytes } = t.door.frontDoor.size;
    expect(mediaBytes).toBeGreaterThan(0);
    expect(mediaBytes).toBeLessThanOrEqual(64 * 1024 * 1024);
  });
});

function gunzipOrPlain(answer: Answer): string {
  return (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString();
}

describe('the front door behind a TLS-terminating load balancer (https PUBLIC_URL, TRUST_PROXY)', () => {
  const t = useDoorAndFastify({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'https://showroom.example.org',
    TRUST_PROXY: 'loopback',
  });

  it('answers what the balancer forwards (X-Forwarded-*, X-Request-Id) as the route does, HSTS included', async () => {
    const headers = {
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9',
      'x-request-id': 'balancer-1',
    };
    await get(t.door, '/api/apps', headers);
    const before = t.door.frontDoor.served;
    const fromDoor = await get(t.door, '/api/apps', headers);
    expect(t.door.frontDoor.served).toBe(before + 1);
    const fromFastify = await get(t.fastify, '/api/apps', headers);
    expect(comparable(fromDoor.headers)).toEqual(comparable(fromFastify.headers));
    expect(fromDoor.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(fromDoor.headers['x-request-id']).toBe('balancer-1');
    expect(fromDoor.body.equals(fromFastify.body)).toBe(true);
  });
});

describe('the front door behind nginx with the compose default (http PUBLIC_URL, TRUST_PROXY)', () => {
  const t = useDoorAndFastify({ NODE_ENV: 'production', LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback' });
  /** What deploy/nginx/compose.conf sends with every request. */
  const proxied = (proto: string) => ({
    ...API_CALL,
    'x-forwarded-for': '203.0.113.9',
    'x-forwarded-proto': proto,
    'x-forwarded-host': 'showroom.localhost:8080',
    'x-forwarded-port': '8080',
    'x-request-id': `nginx-${proto}`,
  });

  it.each([
    ['http', undefined],
    ['https', 'max-age=31536000; includeSubDomains'],
  ])('answers what nginx forwards over %s as the route does (HSTS: %s)', async (proto, hsts) => {
    for (const url of ['/api/apps?sort=name&limit=24', '/api/apps/facets', '/config/config.json']) {
      await get(t.door, url, proxied(proto));
      const before = t.door.frontDoor.served;
      const fromDoor = await get(t.door, url, proxied(proto));
      expect(t.door.frontDoor.served, url).toBe(before + 1);
      const fromFastify = await get(t.fastify, url, proxied(proto));
      expect(comparable(fromDoor.headers), url).toEqual(comparable(fromFastify.headers));
      expect(fromDoor.headers['strict-transport-security'], url).toBe(hsts);
      expect(fromDoor.body.equals(fromFastify.body), url).toBe(true);
    }
  });
});

describe('the front door at the default log level (info)', () => {
  it('answers, and logs one line per answer', async () => {
    const database = await createTestDatabase();
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const app = await buildTestApp(database, { env: { NODE_ENV: 'production', LOG_LEVEL: 'info' }, logger });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      expect(app.frontDoor.enabled).toBe(true);
      await get(app, '/api/apps?sort=name&limit=24&q=logged');
      const before = app.frontDoor.served;
      lines.length = 0;
      const sent = Date.now();
      const answer = await get(app, '/api/apps?sort=name&limit=24&q=logged', { 'x-request-id': 'logged-1' });
      expect(app.frontDoor.served).toBe(before + 1);
      expect(answer.status).toBe(200);
      const logged = lines.filter((l) => l.reqId === 'logged-1');
      expect(logged).toHaveLength(1);
      // As pino writes any line of this logger: level, time, its bindings (pid, hostname).
      expect(logged[0]).toMatchObject({
        level: 30,
        pid: process.pid,
        msg: 'request completed',
        req: { method: 'GET', url: '/api/apps?sort=name&limit=24&q=logged' },
        res: { statusCode: 200 },
      });
      expect(logged[0]?.responseTime).toBeGreaterThanOrEqual(0);
      expect(logged[0]?.responseTime).toBeLessThan(60_000);
      expect(logged[0]?.time).toBeGreaterThanOrEqual(sent);
      expect(logged[0]?.time).toBeLessThanOrEqual(Date.now());
      expect(typeof logged[0]?.hostname).toBe('string');
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});

describe("the log line's response time", () => {
  it('is milliseconds with three decimals, written from whole microseconds', () => {
    expect(millisText(0)).toBe('0.000');
    expect(millisText(7)).toBe('0.007');
    expect(millisText(1234)).toBe('1.234');
    expect(millisText(60_000_001)).toBe('60000.001');
    expect(JSON.parse(`{"responseTime":${millisText(42_050)}}`)).toEqual({ responseTime: 42.05 });
  });
});

describe('the front door is shut', () => {
  it('in development (CORS for the Vite origin)', async () => {
    const database = await createTestDatabase();
    try {
      const app = await buildTestApp(database, {
        env: { NODE_ENV: 'development', LOG_LEVEL: 'silent', DEV_WEB_ORIGIN: 'http://localhost:5173' },
      });
      expect(app.frontDoor.enabled).toBe(false);
      await app.close();
    } finally {
      await database.dispose();
    }
  });
});
