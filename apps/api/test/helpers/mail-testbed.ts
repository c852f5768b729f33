/**
 * For the mail tests: per test, a fresh database, the API over it, a real SMTP server, and mail
 * workers that send to it; all stopped and removed after the test. A database per test keeps every
 * worker round to the test's own mails (a worker takes whatever is due in its database).
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { outbox } from '../../src/db/schema/index.ts';
import type { App } from '../../src/lib/fastify.ts';
import { createSmtpTransport, type MailTransport } from '../../src/modules/mail/mail-transport.ts';
import {
  createMailWorker,
  type MailRunResult,
  type MailWorker,
  type MailWorkerOptions,
} from '../../src/modules/mail/mail-worker.ts';
import { buildTestApp } from './app.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';
import { startSmtpServer, type TestSmtpServer } from './mail-server.ts';

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  obj: object;
  msg: string;
}

export class MemoryLog {
  readonly entries: LogEntry[] = [];
  info = (obj: object, msg: string): void => void this.entries.push({ level: 'info', obj, msg });
  warn = (obj: object, msg: string): void => void this.entries.push({ level: 'warn', obj, msg });
  error = (obj: object, msg: string): void => void this.entries.push({ level: 'error', obj, msg });
}

/** The sender of the test environment (PUBLIC_URL http://localhost:8080). */
export const TEST_MAIL_FROM = 'Showroom <no-reply@localhost>';

export interface MailTestbed {
  readonly app: App;
  readonly db: Db;
  readonly database: TestDatabase;
  readonly smtp: TestSmtpServer;
  /** A worker over the test's database (or `db`) sending to `url` (default: the test's SMTP server). */
  worker(
    options?: Partial<Omit<MailWorkerOptions, 'transport'>> & { url?: string; transport?: MailTransport },
  ): MailWorker & { log: MemoryLog };
  /** Starts another SMTP server, closed after the test. */
  extraSmtp(port?: number): Promise<TestSmtpServer>;
  /** Registers a cleanup that runs after the test, before the database goes. */
  defer(cleanup: () => Promise<void> | void): void;
}

export function useMailTestbed(): MailTestbed {
  let current: { app: App; database: TestDatabase; smtp: TestSmtpServer } | undefined;
  let workers: MailWorker[] = [];
  let cleanups: (() => Promise<void> | void)[] = [];

  beforeEach(async () => {
    const database = await createTestDatabase();
    const app = await buildTestApp(database);
    const smtp = await startSmtpServer();
    current = { app, database, smtp };
  });

  afterEach(async () => {
    // Workers first: they use the database and the SMTP servers.
    await Promise.all(workers.map((w) => w.stop()));
    for (const cleanup of cleanups.reverse()) await cleanup();
    await current?.app.close();
    await current?.database.dispose();
    await current?.smtp.close();
    workers = [];
    cleanups = [];
    current = undefined;
  });

  const ready = () => {
    if (!current) throw new Error('the mail testbed is not ready: use it inside a test');
    return current;
  };

  return {
    get app() {
      return ready().app;
    },
    get db() {
      return ready().database.db;
    },
    get database() {
      return ready().database;
    },
    get smtp() {
      return ready().smtp;
    },
    worker(options = {}) {
      const { url, transport: given, ...rest } = options;
      const transport =
        given ??
        createSmtpTransport({
          url: url ?? ready().smtp.url,
          from: TEST_MAIL_FROM,
          timeoutsMs: { connection: 5_000, greeting: 5_000, socket: 10_000 },
        });
      const log = new MemoryLog();
      // On the test's database it shares the app's listener, as in server.ts; another `db` (another
      // process) gets a listener of its own.
      const notifications = rest.db ? undefined : ready().app.notifications;
      const worker = createMailWorker({
        db: ready().database.db,
        transport,
        logger: log,
        notifications,
        ...rest,
      });
      workers.push(worker);
      cleanups.push(() => transport.close());
      return Object.assign(worker, { log });
    },
    async extraSmtp(port) {
      const server = await startSmtpServer(port);
      cleanups.push(() => server.close());
      return server;
    },
    defer(cleanup) {
      cleanups.push(cleanup);
    },
  };
}

/** Runs rounds until one finds nothing due; returns the totals. */
export async function drain(worker: MailWorker): Promise<MailRunResult & { rounds: number }> {
  const total = { sent: 0, failed: 0, rounds: 0 };
  for (;;) {
    const { sent, failed } = await worker.runOnce();
    total.rounds++;
    if (sent + failed === 0) return total;
    total.sent += sent;
    total.failed += failed;
  }
}

export async function outboxRows(db: Db) {
  return db.select().from(outbox).orderBy(outbox.id);
}

/** "Time passes": the mail's next attempt (or the lease on it) is due now. */
export async function makeDue(db: Db, id?: number): Promise<void> {
  await db
    .update(outbox)
    .set({ sendAfter: sql`now() - interval '1 second'` })
    .where(id === undefined ? sql`sent_at is null` : eq(outbox.id, id));
}

/** Seconds from the database's now() until the mail's send_after. */
export async function secondsUntilDue(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ s: sql<number>`extract(epoch from (${outbox.sendAfter} - now()))::float8` })
    .from(outbox)
    .where(eq(outbox.id, id));
  return Number(row?.s);
}
