import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, DbOrTx } from '../../db/client.ts';

/** The PostgreSQL channel mail workers LISTEN on to send a queued mail at once instead of at their next poll. */
export const OUTBOX_CHANNEL = 'outbox';

/**
 * Call in the transaction that writes an outbox row. PostgreSQL delivers the notification to every
 * listening process on commit only, so no worker wakes for a mail that was rolled back.
 */
export async function mailQueued(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

export interface OutboxListenerLog {
  warn(obj: object, msg: string): void;
}

export interface OutboxListener {
  /** Resolves once the first LISTEN was answered (or failed; PostgreSQL keeps retrying). */
  readonly started: Promise<void>;
  close(): Promise<void>;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * Calls `onWake` for every notification on OUTBOX_CHANNEL and whenever the listener (re)connects,
 * since notifications may have been missed while it was away. A lost connection only delays mail
 * until the worker's next poll, so this listener reconnects quietly with backoff.
 */
export function listenOutbox(db: Db, onWake: () => void, log: OutboxListenerLog): OutboxListener {
  // Drizzle keeps the driver's client on `$client` (a PGlite instance or a pg.Pool).
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return listenPglite(client, onWake, log);
  if (client instanceof pg.Pool) return listenPostgres(client, onWake, log);
  log.warn({}, 'mail: unknown database client; mails go out at each poll');
  return { started: Promise.resolve(), close: () => Promise.resolve() };
}

function listenPglite(client: PGlite, onWake: () => void, log: OutboxListenerLog): OutboxListener {
  let unsubscribe: (() => Promise<void>) | undefined;
  const started = client
    .listen(OUTBOX_CHANNEL, () => onWake())
    .then((unsub) => {
      unsubscribe = unsub;
    })
    .catch((err: unknown) => log.warn({ err }, 'mail: LISTEN failed; mails go out at each poll'));
  return {
    started,
    async close() {
      await started;
      if (unsubscribe && !client.closed) await unsubscribe();
    },
  };
}

function listenPostgres(pool: pg.Pool, onWake: () => void, log: OutboxListenerLog): OutboxListener {
  // The pool's settings, but a connection of its own: a LISTENing session must stay open.
  const config = (pool as unknown as { options: pg.ClientConfig }).options;
  let closed = false;
  let client: pg.Client | undefined;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));

  const lost = (c: pg.Client, err: unknown): void => {
    if (closed || client !== c) return;
    client = undefined;
    c.removeAllListeners();
    c.on('error', () => {});
    void c.end().catch(() => {});
    log.warn({ err }, `mail: LISTEN connection lost; retrying in ${retryMs} ms`);
    timer = setTimeout(() => void connect(), retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const c = new pg.Client(config);
    client = c;
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c, new Error('connection ended')));
    c.on('notification', (msg) => {
      if (msg.channel === OUTBOX_CHANNEL) onWake();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${OUTBOX_CHANNEL}`);
      if (client !== c) return;
      retryMs = RETRY_MIN_MS;
      onWake();
    } catch (err) {
      lost(c, err);
    } finally {
      markStarted();
    }
  }

  void connect();
  return {
    started,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      if (c) {
        c.removeAllListeners();
        c.on('error', () => {});
        await c.end().catch(() => {});
      }
    },
  };
}
