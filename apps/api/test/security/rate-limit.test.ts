/**
 * Issue 6.4: writes per user and the identity provider's login, registration and token calls per IP
 * are limited, with a readable problem+json 429 and Retry-After. The limits are set low here; their
 * defaults (env.ts) are far above what a person or the e2e journeys do.
 */
import { createIdp, type Idp } from '@showroom/idp';
import { API_ERROR_TEXTS } from '@showroom/contract';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRequest,
  forgetOldCounts,
  retryAfterMs,
  slidingCount,
  type WindowCount,
} from '../../src/db/rate-limits.ts';
import { apps, rateLimits } from '../../src/db/schema/index.ts';
import type { App } from '../../src/lib/fastify.ts';
import { buildTestApp } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/db.ts';
import { appBody, vendorAccount } from '../helpers/journey.ts';
import { testJwks } from '../helpers/tokens.ts';

const WRITES = 3;
const LOGINS = 2;

describe('rate limits', () => {
  let database: TestDatabase;
  let idp: Idp;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    idp = await createIdp({
      db: database.db,
      publicUrl: 'http://localhost:8080',
      webOrigins: ['http://localhost:8080'],
    });
    await idp.seedDemoAccounts();
    app = await buildTestApp(database, {
      idp,
      jwks: testJwks,
      env: {
        RATE_LIMIT_WRITES: String(WRITES),
        RATE_LIMIT_LOGIN: String(LOGINS),
        RATE_LIMIT_WINDOW_MS: '60000',
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await idp.close();
    await database.dispose();
  });

  const appCount = async (): Promise<number> => {
    const [row] = await database.db.select({ n: count() }).from(apps);
    return row?.n ?? 0;
  };

  const expectTooMany = (res: Awaited<ReturnType<App['inject']>>): void => {
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({
      status: 429,
      title: 'Too Many Requests',
      detail: API_ERROR_TEXTS.tooManyRequests,
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // A sliding window: a request over the limit may wait for this window to end and part of the next.
    expect(retryAfter).toBeLessThanOrEqual(120);
  };

  it(`lets a user make ${WRITES} writes per window, refuses the next with 429 and stores nothing for it`, async () => {
    const vendor = await vendorAccount(database.db);
    const create = () =>
      app.inject({
        method: 'POST',
        url: '/api/apps',
        headers: vendor.headers,
        payload: appBody(vendor.vendorId),
      });
    for (let i = 0; i < WRITES; i++) expect((await create()).statusCode).toBe(201);
    const stored = await appCount();
    expectTooMany(await create());
    expect(await appCount()).toBe(stored);

    // Reads stay open, and other users have their own budget.
    for (let i = 0; i < WRITES * 3; i++) {
      const read = await app.inject({ method: 'GET', url: '/api/apps/vendorapps', headers: vendor.headers });
      expect(read.statusCode).toBe(200);
    }
    const other = await vendorAccount(database.db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/apps',
      headers: other.headers,
      payload: appBody(other.vendorId),
    });
    expect(res.statusCode).toBe(201);
  });

  it('counts refused writes too, so invalid bodies cannot be sprayed without limit', async () => {
    const vendor = await vendorAccount(database.db);
    const bad = () =>
      app.inject({ method: 'POST', url: '/api/apps', headers: vendor.headers, payload: { name: 1 } });
    for (let i = 0; i < WRITES; i++) expect((await bad()).statusCode).toBe(400);
    expectTooMany(await bad());
  });

  it(`limits the identity provider's token and login calls per IP: ${LOGINS}, then 429 even with the right password`, async () => {
    const grant = (password: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/realms/showroom/protocol/openid-connect/token',
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'password',
          client_id: 'showroom-web',
          username: 'vendor@showroom.test',
          password,
          scope: 'openid',
        }).toString(),
      });
    for (let i = 0; i < LOGINS; i++) expect((await grant('wrong', '10.0.0.7')).statusCode).toBe(400);
    expectTooMany(await grant('vendor', '10.0.0.7'));
    // The login form's POST shares the budget.
    const form = await app.inject({
      method: 'POST',
      url: '/realms/showroom/login-actions/abc/login',
      remoteAddress: '10.0.0.7',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=vendor%40showroom.test&password=guess',
    });
    expectTooMany(form);
    // Another address is not affected, and GETs (discovery, login pages) are never limited.
    expect((await grant('vendor', '10.0.0.8')).statusCode).toBe(200);
    const discovery = await app.inject({
      method: 'GET',
      url: '/realms/showroom/.well-known/openid-configuration',
      remoteAddress: '10.0.0.7',
    });
    expect(discovery.statusCode).toBe(200);
  });
});

describe('rate limits behind several processes', () => {
  let database: TestDatabase;
  let idp: Idp;
  let first: App;
  let second: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    idp = await createIdp({
      db: database.db,
      publicUrl: 'http://localhost:8080',
      webOrigins: ['http://localhost:8080'],
    });
    // Two API processes behind one load balancer: two apps on the same database, sharing no memory.
    const env = {
      RATE_LIMIT_WRITES: String(WRITES),
      RATE_LIMIT_LOGIN: String(LOGINS),
      RATE_LIMIT_WINDOW_MS: '60000',
    };
    first = await buildTestApp(database, { idp, jwks: testJwks, env });
    second = await buildTestApp(database, { idp, jwks: testJwks, env });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await idp.close();
    await database.dispose();
  });

  it(`shares one budget: ${WRITES} writes in all, whichever process takes them`, async () => {
    const vendor = await vendorAccount(database.db);
    const create = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/apps',
        headers: vendor.headers,
        payload: appBody(vendor.vendorId),
      });
    const answers = [];
    for (let i = 0; i < WRITES + 1; i++)
      answers.push((await create(i % 2 === 0 ? first : second)).statusCode);
    expect(answers.slice(0, WRITES)).toEqual(Array(WRITES).fill(201));
    expect(answers[WRITES]).toBe(429);
    expect((await create(first)).statusCode).toBe(429);
  });

  it(`shares the login budget per address: ${LOGINS} attempts across both, then 429 on either`, async () => {
    const attempt = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/realms/showroom/login-actions/abc/login',
        remoteAddress: '10.2.0.1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=vendor%40showroom.test&password=guess',
      });
    for (let i = 0; i < LOGINS; i++)
      expect((await attempt(i % 2 === 0 ? second : first)).statusCode).not.toBe(429);
    expect((await attempt(first)).statusCode).toBe(429);
    expect((await attempt(second)).statusCode).toBe(429);
  });

  it('forgets the counters of keys not seen for two of their own windows', async () => {
    const HOUR = 3_600_000;
    await database.db.insert(rateLimits).values([
      { key: 'ip:old', windowStart: Date.now() - 3 * 60_000, count: 5 },
      { key: 'ip:recent', windowStart: Date.now() - 30_000, count: 5 },
      // An hour's budget (Check now, issue 32) seen 3 minutes ago is still counting: kept.
      { key: 'hour:recent', windowStart: Date.now() - 3 * 60_000, count: 5, windowMs: HOUR },
      { key: 'hour:old', windowStart: Date.now() - 3 * HOUR, count: 5, windowMs: HOUR },
    ]);
    await forgetOldCounts(database.db);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('ip:recent');
    expect(keys).toContain('hour:recent');
    expect(keys).not.toContain('ip:old');
    expect(keys).not.toContain('hour:old');
  });
});

describe('the sliding window', () => {
  const W = 60_000;
  const at = (count: number, previousCount: number, elapsedMs: number): WindowCount => ({
    count,
    previousCount,
    elapsedMs,
  });

  it('lets no burst of twice the limit through where two windows meet', () => {
    // The limit (2) used up at the very end of one window: the first request just after it is over.
    expect(slidingCount(at(1, 2, 10), W)).toBeGreaterThan(2);
    // Half a window later, half of the previous window still counts.
    expect(slidingCount(at(1, 2, W / 2), W)).toBe(2);
    // Without requests before, the window is the fixed one.
    expect(slidingCount(at(2, 0, 10), W)).toBe(2);
    expect(slidingCount(at(3, 0, 10), W)).toBe(3);
  });

  it('says how long until one more request is within the limit', () => {
    // 3 of 2 early in a window: this window must end and two thirds of the next pass.
    const late = at(3, 0, 0);
    const wait = retryAfterMs(late, W, 2);
    expect(wait).toBeCloseTo(W + (2 * W) / 3);
    expect(slidingCount(at(1, 3, (2 * W) / 3), W)).toBeCloseTo(2);
    // 1 of 3 at the start of a window after 5 in the previous: one more fits once 4/5 of it slid out.
    const soon = retryAfterMs(at(1, 5, 0), W, 3);
    expect(soon).toBeCloseTo((4 * W) / 5);
    expect(slidingCount(at(2, 5, soon), W)).toBeCloseTo(3);
    expect(slidingCount(at(2, 5, soon - 1000), W)).toBeGreaterThan(3);
    expect(retryAfterMs(at(1, 0, 100), W, 2)).toBe(0);
  });

  describe('counted in the database', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      await database.dispose();
    });
    // A day-long window, so that no test run sees one end between two statements.
    const DAY = 86_400_000;
    const windowAgo = (n: number) =>
      sql<number>`((extract(epoch from clock_timestamp()) * 1000)::bigint / ${DAY}::bigint) * ${DAY}::bigint - ${n * DAY}::bigint`;

    it("keeps the previous window's count when a new window begins, and forgets an older one", async () => {
      await database.db.insert(rateLimits).values([
        { key: 'sliding:previous', windowStart: windowAgo(1), count: 5 },
        { key: 'sliding:older', windowStart: windowAgo(2), count: 5 },
      ]);
      expect(await countRequest(database.db, 'sliding:previous', DAY)).toMatchObject({
        count: 1,
        previousCount: 5,
      });
      expect(await countRequest(database.db, 'sliding:previous', DAY)).toMatchObject({
        count: 2,
        previousCount: 5,
      });
      expect(await countRequest(database.db, 'sliding:older', DAY)).toMatchObject({
        count: 1,
        previousCount: 0,
      });
      const fresh = await countRequest(database.db, 'sliding:new', DAY);
      expect(fresh).toMatchObject({ count: 1, previousCount: 0 });
      expect(fresh.elapsedMs).toBeGreaterThanOrEqual(0);
      expect(fresh.elapsedMs).toBeLessThan(DAY);
    });
  });
});
