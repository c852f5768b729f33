import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, DbOrTx } from '../../db/client.ts';

/** The PostgreSQL channel every API process LISTENs on to drop its prepared catalogue. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * Call inside the transaction of every write that changes what the public sees (publish, approve,
 * deactivate, activate, a vendor change). PostgreSQL delivers the notification to every listening
 * process only when the transaction commits (never on rollback), so no process rebuilds from
 * uncommitted data and none keeps stale bytes.
 */
export async function catalogueChanged(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
}

/**
 * Brings an app's row in the search table (catalogue_search) up to date with its published version,
 * its status and its vendor: inserted or updated while it is public, removed otherwise. Triggers on
 * apps, app_versions and vendors already do this on every write (migration 0003), so calling it is
 * never required; it is idempotent and cheap, for writes that want to say so explicitly.
 */
export async function refreshAppSearch(tx: DbOrTx, appId: number): Promise<void> {
  await tx.execute(sql`select catalogue_search_refresh(${appId}::integer)`);
}

/**
 * Rebuilds the search table and the spelling vocabulary from the apps: a repair tool (the triggers
 * keep both exact), which also forgets the words of apps that are no longer public.
 */
export async function rebuildAppSearch(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`delete from catalogue_words`);
  await tx.execute(sql`select catalogue_search_refresh(id) from apps`);
}

export interface CatalogueListenerLog {
  info(msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface CatalogueListener {
  /**
   * True while notifications are guaranteed to arrive. While false (not connected yet, or the
   * connection was lost), caches must not keep anything: a missed notification would leave them stale.
   */
  readonly listening: boolean;
  /** Resolves once the first LISTEN succeeded (or failed; the listener keeps retrying). */
  readonly started: Promise<void>;
  close(): Promise<void>;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * Listens on CATALOGUE_CHANNEL through the database's own client: PGlite's `listen()` (one process,
 * notifications of its own connection included), or a dedicated `pg` client on PostgreSQL that
 * reconnects with backoff. `onChange` runs for every notification and whenever the listener (re)gains
 * or loses its connection, since notifications may have been missed in between.
 */
export function listenCatalogueChanges(
  db: Db,
  onChange: () => void,
  log: CatalogueListenerLog,
): CatalogueListener {
  // Drizzle keeps the driver's client on `$client` (a PGlite instance or a pg.Pool).
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return listenPglite(client, onChange, log);
  if (client instanceof pg.Pool) return listenPostgres(client, onChange, log);
  log.warn({}, 'catalogue: unknown database client, changes cannot be watched; nothing is cached');
  return { listening: false, started: Promise.resolve(), close: () => Promise.resolve() };
}

function listenPglite(client: PGlite, onChange: () => void, log: CatalogueListenerLog): CatalogueListener {
  let listening = false;
  let unsubscribe: (() => Promise<void>) | undefined;
  const started = client
    .listen(CATALOGUE_CHANNEL, () => onChange())
    .then((unsub) => {
      unsubscribe = unsub;
      listening = true;
      onChange();
    })
    .catch((err: unknown) => log.warn({ err }, 'catalogue: LISTEN failed; nothing is cached'));
  return {
    get listening() {
      return listening;
    },
    started,
    async close() {
      await started;
      listening = false;
      if (unsubscribe && !client.closed) await unsubscribe();
    },
  };
}

function listenPostgres(pool: pg.Pool, onChange: () => void, log: CatalogueListenerLog): CatalogueListener {
  // The pool's own settings (connection string, credentials, ssl), but a connection of its own:
  // a LISTENing session must stay open and must not be handed to queries.
  const config = (pool as unknown as { options: pg.ClientConfig }).options;
  let listening = false;
  let closed = false;
  let client: pg.Client | undefined;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));

  // Each client reports its loss once; a late event from a replaced client changes nothing.
  const lost = (c: pg.Client, err: unknown): void => {
    if (closed || client !== c) return;
    const wasListening = listening;
    listening = false;
    client = undefined;
    c.removeAllListeners();
    c.on('error', () => {});
    void c.end().catch(() => {});
    if (wasListening) onChange();
    log.warn({ err }, `catalogue: LISTEN connection lost; retrying in ${retryMs} ms`);
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
      if (msg.channel === CATALOGUE_CHANNEL) onChange();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      if (client !== c) return;
      listening = true;
      retryMs = RETRY_MIN_MS;
      onChange();
    } catch (err) {
      lost(c, err);
    } finally {
      markStarted();
    }
  }

  void connect();
  return {
    get listening() {
      return listening;
    },
    started,
    async close() {
      closed = true;
      listening = false;
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
