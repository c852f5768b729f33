import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { LISTENER_APPLICATION_NAME, type ChannelHandler } from '../src/lib/pg-notifications.ts';
import { createLogTransport } from '../src/modules/mail/mail-transport.ts';
import { createMailWorker } from '../src/modules/mail/mail-worker.ts';
import { useTestApp } from './helpers/app.ts';
import { MemoryLog } from './helpers/mail-testbed.ts';

/**
 * What a subscriber was told, in order ('listening', 'lost', 'notify <payload>'), and a way to wait
 * for the next such event. The bound only turns a missing event into a failure instead of a hang.
 */
function recorder() {
  const events: string[] = [];
  const waiting: { event: string; resolve: () => void }[] = [];
  const push = (event: string): void => {
    events.push(event);
    for (const w of waiting.filter((w) => w.event === event)) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
  };
  const handler: ChannelHandler = {
    onNotify: (payload) => push(`notify ${payload}`),
    onListening: (listening) => push(listening ? 'listening' : 'lost'),
  };
  const next = (event: string, boundMs = 10_000): Promise<void> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no '${event}' within ${boundMs} ms`)), boundMs);
      waiting.push({ event, resolve: () => (clearTimeout(timer), resolve()) });
    });
  return { events, handler, next };
}

const notify = (db: Db, channel: string, payload: string) =>
  db.execute(sql`select pg_notify(${channel}, ${payload})`);

/** The backends of this test's database that are a notification listener. */
const listenerConnections = async (db: Db): Promise<number> => {
  const result: unknown = await db.execute(
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
  );
  // Both drivers answer with `{ rows }`.
  return Number((result as { rows: { n: number }[] }).rows[0]?.n);
};

describe("the process's notification listener (app.notifications)", () => {
  const t = useTestApp();

  it("hands each channel's notifications to that channel's subscribers only, until they unsubscribe", async () => {
    const a = recorder();
    const b = recorder();
    const subA = t.app.notifications.listen('test_a', a.handler);
    const subB = t.app.notifications.listen('test_b', b.handler);
    await Promise.all([subA.started, subB.started]);
    expect([subA.listening, subB.listening]).toEqual([true, true]);

    const gotOne = a.next('notify one');
    await notify(t.db, 'test_a', 'one');
    await gotOne;
    const gotTwo = b.next('notify two');
    await notify(t.db, 'test_b', 'two');
    await gotTwo;

    await subA.close();
    expect(subA.listening).toBe(false);
    // One connection delivers in commit order: once 'three' is in, 'gone' would have been too.
    const gotThree = b.next('notify three');
    await notify(t.db, 'test_a', 'gone');
    await notify(t.db, 'test_b', 'three');
    await gotThree;
    expect(a.events).toEqual(['listening', 'notify one']);
    expect(b.events).toEqual(['listening', 'notify two', 'notify three']);
    await subB.close();
  });
});

describe.runIf(inject('testDb') === 'postgres')('the notification listener on PostgreSQL', () => {
  const t = useTestApp();

  it('is one connection for the catalogue and the mail worker of a process', async () => {
    const worker = createMailWorker({
      db: t.db,
      transport: createLogTransport(new MemoryLog(), 'no-reply@example.org'),
      logger: new MemoryLog(),
      notifications: t.app.notifications,
      pollIntervalMs: 3_600_000,
    });
    try {
      await worker.start();
      expect(t.app.catalogue.listener.listening).toBe(true);
      expect(await listenerConnections(t.db)).toBe(1);
    } finally {
      await worker.stop();
    }
  });

  it('tells every subscriber when its connection is lost, reconnects, and delivers again', async () => {
    const r = recorder();
    const sub = t.app.notifications.listen('test_lost', r.handler);
    await sub.started;
    const lost = r.next('lost');
    const back = r.next('listening');

    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
    );
    await lost;
    // The catalogue learnt it at the same moment: it keeps nothing until it listens again.
    expect(sub.listening).toBe(false);
    expect(t.app.catalogue.listener.listening).toBe(false);

    await back;
    expect(t.app.catalogue.listener.listening).toBe(true);
    const delivered = r.next('notify again');
    await notify(t.db, 'test_lost', 'again');
    await delivered;
    expect(r.events).toEqual(['listening', 'lost', 'listening', 'notify again']);
    expect(await listenerConnections(t.db)).toBe(1);
    await sub.close();
  });
});
