/**
 * Issue 32, item 4: "Check now" is no outbound relay. 14 concurrent calls of one vendor (on 14 of its
 * apps) hold at most the process's worker pool (8) of connections to the checked host; a vendor has a
 * budget of 20 runs an hour over all its apps, refused past it with a problem+json 429 in the caller's
 * language; the once-a-minute rule per app is a sliding minute, not the clock's. The checked host is a
 * real HTTP server on loopback (allowed through CHECK_ALLOW_HOSTS as in checks-api.test.ts) that counts
 * the sockets it accepts and holds each answer a moment, as a slow server would.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHECK_NOW_PER_HOUR, CHECK_TEXTS, problemSchema } from '@showroom/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appVersions, rateLimits, vendors } from '../src/db/schema/index.ts';
import { CHECK_WORKERS } from '../src/modules/checks/check-runner.ts';
import { useTestApp } from './helpers/app.ts';
import { call, insertAppInState, vendorAccount } from './helpers/journey.ts';

/** How long the slow server holds each answer: long enough that 14 unbounded requests would overlap. */
const HOLD_MS = 300;

describe('Check now bounded per process and per vendor', () => {
  const t = useTestApp({ env: { CHECKS_ENABLED: 'true', CHECK_ALLOW_HOSTS: '127.0.0.0/8' } });
  let server: Server;
  let base = '';
  let open = 0;
  let maxOpen = 0;
  let accepted = 0;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>demo</p>'), HOLD_MS);
    });
    server.on('connection', (socket) => {
      accepted++;
      open++;
      maxOpen = Math.max(maxOpen, open);
      socket.once('close', () => open--);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  });

  /** A vendor without a website (its apps' checks reach only the slow server), and `n` submitted apps. */
  async function vendorWithApps(n: number) {
    const v = await vendorAccount(t.db);
    await t.db.update(vendors).set({ website: null }).where(eq(vendors.id, v.vendorId));
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const app = await insertAppInState(t.db, v.vendorId, { status: 'WAITING_FOR_APPROVAL' });
      await t.db
        .update(appVersions)
        .set({ demoUrl: `${base}/demo/${app.id}` })
        .where(eq(appVersions.appId, app.id));
      ids.push(app.id);
    }
    return { v, ids };
  }

  it(`holds at most ${CHECK_WORKERS} connections for 14 concurrent calls, and refuses past ${CHECK_NOW_PER_HOUR} an hour`, async () => {
    const { v, ids } = await vendorWithApps(CHECK_NOW_PER_HOUR + 2);
    maxOpen = 0;
    accepted = 0;
    const first = ids.slice(0, 14);
    const answers = await Promise.all(first.map((id) => call(t.app, 'POST', `/api/apps/${id}/checks`, v)));
    expect(answers.map((a) => a.statusCode)).toEqual(first.map(() => 200));
    console.info(
      `issue 32: 14 concurrent Check now calls: ${accepted} connections accepted, at most ${maxOpen} open at once (pool ${CHECK_WORKERS})`,
    );
    expect(accepted).toBe(14);
    expect(maxOpen).toBeLessThanOrEqual(CHECK_WORKERS);

    // The rest of the hour's budget, then one more: refused with the budget's text, in English and German.
    for (const id of ids.slice(14, CHECK_NOW_PER_HOUR)) {
      expect((await call(t.app, 'POST', `/api/apps/${id}/checks`, v)).statusCode).toBe(200);
    }
    const last = ids[CHECK_NOW_PER_HOUR] ?? 0;
    const refused = await call(t.app, 'POST', `/api/apps/${last}/checks`, v);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(problemSchema.parse(refused.json()).detail).toBe(CHECK_TEXTS.budgetSpent);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const german = await t.app.inject({
      method: 'POST',
      // Another app of the vendor (this app's minute is spent): the budget refuses it as well.
      url: `/api/apps/${ids[CHECK_NOW_PER_HOUR + 1] ?? 0}/checks`,
      headers: { ...v.headers, 'accept-language': 'de' },
    });
    expect(german.statusCode).toBe(429);
    expect(problemSchema.parse(german.json()).detail).toMatch(/^Sie haben Ihre 20 Live-Prüfungen/);
    expect(accepted).toBe(CHECK_NOW_PER_HOUR);

    // Another vendor's budget is its own.
    const other = await vendorWithApps(1);
    expect((await call(t.app, 'POST', `/api/apps/${other.ids[0]}/checks`, other.v)).statusCode).toBe(200);
  });

  it('counts a check of the previous clock minute: once a minute per app is a sliding minute', async () => {
    const { v, ids } = await vendorWithApps(1);
    const id = ids[0] ?? 0;
    // A run in the minute before the current clock minute (what two calls 2 s apart across it leave).
    const minute = 60_000;
    // Both drivers answer with `{ rows }`; the database's clock is the one the windows are aligned to.
    const result: unknown = await t.db.execute(
      sql`select (extract(epoch from clock_timestamp()) * 1000)::bigint as now_ms`,
    );
    const nowMs = Number((result as { rows: { now_ms: string }[] }).rows[0]?.now_ms);
    const current = Math.floor(nowMs / minute) * minute;
    await t.db.insert(rateLimits).values({ key: `check-now:${id}`, windowStart: current - minute, count: 1 });
    const again = await call(t.app, 'POST', `/api/apps/${id}/checks`, v);
    expect(again.statusCode).toBe(429);
    expect(problemSchema.parse(again.json()).detail).toBe(CHECK_TEXTS.tooSoon);
  });
});
