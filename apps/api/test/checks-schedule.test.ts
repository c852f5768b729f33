/**
 * When live checks run, with a controlled clock: at once after an approval, again after the interval
 * while the app is public, never for an app that is not; the third failed demo check in a row mails the
 * vendor once (not at the fourth), a passing check ends the outage; and two processes on one PostgreSQL
 * database run each due check once. The checks are real: the runner's safe client against a demo
 * server on loopback (allowed as an intranet catalogue would allow it).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appDetailsSchema, appListResponseSchema } from '@showroom/contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fromRaw, type Db } from '../src/db/client.ts';
import { appChecks, apps, checkJobs, outbox } from '../src/db/schema/index.ts';
import {
  checkSoon,
  createCheckRunner,
  parseAllowList,
  type ChecksContext,
} from '../src/modules/checks/index.ts';
import { runDueChecks, scheduleMissing } from '../src/modules/checks/checks-service.ts';
import { useTestApp } from './helpers/app.ts';
import { insertApprovedVendor, insertPublishedApp } from './helpers/catalogue-data.ts';

const HOUR = 3_600_000;
const INTERVAL = 24 * HOUR;

/** A demo on loopback that answers with `status`, counting the requests it gets. */
function demoServer() {
  const state = { status: 503, requests: 0 };
  const server: Server = createServer((_req, res) => {
    state.requests++;
    res.writeHead(state.status, { 'content-type': 'text/html' }).end('<p>demo</p>');
  });
  return {
    state,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the live checks schedule', () => {
  const t = useTestApp();
  const demo = demoServer();
  let demoUrl = '';
  let clock = new Date('2026-03-02T08:00:00.000Z');
  let ctx: ChecksContext;

  beforeAll(async () => {
    demoUrl = await demo.listen();
    ctx = {
      db: t.db,
      enabled: true,
      intervalMs: INTERVAL,
      publicUrl: 'http://localhost:8080',
      now: () => clock,
      runner: createCheckRunner({
        allow: parseAllowList('127.0.0.0/8'),
        userAgent: 'Showroom-Checks/1 (+http://localhost:8080/how-we-check)',
      }),
    };
  });
  afterAll(() => demo.close());

  const round = () => runDueChecks(ctx, { limit: 10, leaseMs: 10 * 60_000 });
  const demoChecks = async (appId: number) =>
    t.db.select().from(appChecks).where(eq(appChecks.appId, appId)).orderBy(appChecks.id);
  /**
   * The app's card as the public list gives it. Check notes reach the prepared answers through their
   * own channel at most once a minute (checks-api.test.ts follows one); here the test does not wait.
   */
  const card = async (id: number) => {
    t.app.catalogue.cache.invalidate();
    const res = await t.app.inject({ method: 'GET', url: '/api/apps?q=Scheduled%20Demo&limit=50' });
    return appListResponseSchema.parse(res.json()).find((c) => c.id === id);
  };
  const mailsTo = async (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to));
  /** The app's page as a visitor's browser asks for it (issue 35: it says what the card says). */
  const details = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/apps/${id}` });
    return appDetailsSchema.parse(res.json());
  };

  it('re-checks a public app after the interval, and mails the vendor once at the third failure', async () => {
    const email = `demo-owner-${Date.now()}@vendor.example`;
    const vendor = await insertApprovedVendor(t.db, { email, website: null });
    const app = await insertPublishedApp(t.db, vendor.id, { name: 'Scheduled Demo', demoUrl, repoUrl: null });
    await checkSoon(t.db, app.id, 'approved');

    expect(await round()).toBe(1);
    expect(demo.state.requests).toBe(1);
    expect((await demoChecks(app.id)).map((c) => [c.kind, c.outcome, c.httpStatus])).toEqual([
      ['demo', 'failed', 503],
    ]);
    // Not due again before the interval.
    clock = new Date(clock.getTime() + INTERVAL - 1);
    expect(await round()).toBe(0);

    clock = new Date(clock.getTime() + 1);
    expect(await round()).toBe(1);
    expect(await mailsTo(email)).toHaveLength(0);
    clock = new Date(clock.getTime() + INTERVAL);
    expect(await round()).toBe(1);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(['The demo of Scheduled Demo does not answer']);
    expect((await card(app.id))?.checks).toEqual({ demoUnavailable: true });
    // The app's page says when the last of them ran (issue 35).
    expect((await details(app.id)).checks).toEqual({
      demoUnavailable: true,
      demoFailedAt: (await demoChecks(app.id)).at(-1)?.finishedAt.toISOString(),
    });
    clock = new Date(clock.getTime() + INTERVAL);
    expect(await round()).toBe(1);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(demo.state.requests).toBe(4);

    // The demo is back: the next check passes, and a later outage would mail again.
    demo.state.status = 200;
    clock = new Date(clock.getTime() + INTERVAL);
    expect(await round()).toBe(1);
    const passed = (await demoChecks(app.id)).at(-1);
    expect(passed?.outcome).toBe('passed');
    expect((await card(app.id))?.checks).toEqual({ demoCheckedAt: passed?.finishedAt.toISOString() });
    expect((await details(app.id)).checks).toEqual({ demoCheckedAt: passed?.finishedAt.toISOString() });
  });

  it('schedules every public app without a run within the interval, once', async () => {
    const vendor = await insertApprovedVendor(t.db, { website: null });
    const app = await insertPublishedApp(t.db, vendor.id, { name: 'Older Demo', demoUrl, repoUrl: null });
    expect(await scheduleMissing(ctx)).toBeGreaterThanOrEqual(1);
    expect(await scheduleMissing(ctx)).toBe(0);
    const [job] = await t.db.select().from(checkJobs).where(eq(checkJobs.appId, app.id));
    expect(job?.reason).toBe('schedule');
    const offset = (job?.dueAt.getTime() ?? -1) - clock.getTime();
    expect(offset).toBeGreaterThanOrEqual(0);
    expect(offset).toBeLessThan(INTERVAL);
  });

  it("keeps an approval's run due when it comes while a scheduled run is in progress", async () => {
    const vendor = await insertApprovedVendor(t.db, { website: null });
    const app = await insertPublishedApp(t.db, vendor.id, { name: 'Busy Demo', demoUrl, repoUrl: null });
    await checkSoon(t.db, app.id, 'approved');
    let approvedMeanwhile = false;
    const slow: ChecksContext = {
      ...ctx,
      runner: async (subject) => {
        // The vendor's update is approved while this run reads the servers.
        if (subject.appId === app.id && !approvedMeanwhile) {
          approvedMeanwhile = true;
          await checkSoon(t.db, app.id, 'approved');
        }
        return ctx.runner(subject);
      },
    };
    await runDueChecks(slow, { limit: 50, leaseMs: 60_000 });
    const [job] = await t.db.select().from(checkJobs).where(eq(checkJobs.appId, app.id));
    expect(approvedMeanwhile).toBe(true);
    expect(job?.reason).toBe('approved');
    expect(job?.dueAt.getTime()).toBeLessThanOrEqual(clock.getTime());
  });

  it('does not schedule an app that is no longer public', async () => {
    const vendor = await insertApprovedVendor(t.db, { website: null });
    const app = await insertPublishedApp(t.db, vendor.id, { name: 'Gone Demo', demoUrl, repoUrl: null });
    await checkSoon(t.db, app.id, 'approved');
    await t.db.update(apps).set({ status: 'DEACTIVATED' }).where(eq(apps.id, app.id));
    await round();
    // Deactivated: checked once (the job was due), then no next run however long one waits.
    clock = new Date(clock.getTime() + 3 * INTERVAL);
    await round();
    expect(await demoChecks(app.id)).toHaveLength(1);
  });
});

describe.runIf(inject('testDb') === 'postgres')('two processes on one PostgreSQL database', () => {
  const t = useTestApp();
  const demo = demoServer();

  it('run each due check once', async () => {
    const demoUrl = await demo.listen();
    demo.state.status = 200;
    const { connectionString } = (t.database.raw as { kind: 'postgres'; pool: pg.Pool }).pool.options;
    const pool = new pg.Pool({ connectionString, max: 5 });
    pool.on('error', () => {});
    const other: Db = fromRaw({ kind: 'postgres', pool }).db;
    try {
      const vendor = await insertApprovedVendor(t.db, { website: null });
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) {
        const app = await insertPublishedApp(t.db, vendor.id, { name: `Twice ${i}`, demoUrl, repoUrl: null });
        await checkSoon(t.db, app.id, 'approved');
        ids.push(app.id);
      }
      const clock = new Date('2026-05-01T00:00:00.000Z');
      const runner = createCheckRunner({
        allow: parseAllowList('127.0.0.0/8'),
        userAgent: 'Showroom-Checks/1 (+http://localhost:8080/how-we-check)',
      });
      const context = (db: Db): ChecksContext => ({
        db,
        enabled: true,
        intervalMs: INTERVAL,
        publicUrl: 'http://localhost:8080',
        now: () => clock,
        runner,
      });
      const drain = async (c: ChecksContext) => {
        let total = 0;
        for (
          let n = await runDueChecks(c, { limit: 2, leaseMs: 60_000 });
          n > 0;
          n = await runDueChecks(c, { limit: 2, leaseMs: 60_000 })
        )
          total += n;
        return total;
      };
      const [a, b] = await Promise.all([drain(context(t.db)), drain(context(other))]);
      expect(a + b).toBe(12);
      expect(demo.state.requests).toBe(12);
      const perApp = await t.db
        .select({ appId: appChecks.appId, n: sql<number>`count(*)::int` })
        .from(appChecks)
        .groupBy(appChecks.appId);
      expect(perApp.filter((r) => ids.includes(r.appId)).map((r) => r.n)).toEqual(ids.map(() => 1));
    } finally {
      await pool.end();
      await demo.close();
    }
  });
});
