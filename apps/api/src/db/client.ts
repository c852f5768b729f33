import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
/** One type for both drivers, so repositories never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What repositories take first: the database or a transaction. */
export type DbOrTx = Db | Tx;

export type RawClient = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

export interface Database {
  db: Db;
  kind: RawClient['kind'];
  raw: RawClient;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PGlite's buffer cache. PostgreSQL's default (128 MB) is memory the WebAssembly heap touches when it
 * starts, so it stayed resident: 577 MB at rest with 10,000 apps, 444 MB with 16 MB (issue 15). The
 * public catalogue is read once into the process (CatalogueCache) and PGlite's files sit in the
 * operating system's page cache, so a smaller cache costs no measurable time: ten uncached searches
 * over 10,000 apps took 0.11 s with 16 MB, 0.22 s with 128 MB.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * How every PGlite of the API opens (the server's and the tests'): its contrib extensions (pg_trgm backs
 * the catalogue search indexes) and PGlite's own start parameters with a smaller buffer cache.
 */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
};

/**
 * Keeps PGlite's WebAssembly on V8's baseline compiler (Liftoff), with no tier-up to the optimising one
 * (issue 15). Tier-up compiles the functions that got hot, one of them PostgreSQL's largest (about 100 KB
 * of WebAssembly), which costs V8 2 to 4 s of a core and 600 MB of compiler memory: with 10,000 apps the
 * default shape peaked at 936 MB in its first seconds (388 MB without), and glibc kept 60-80 MB of the
 * compilers' freed memory in its per-thread arenas: RSS at rest 302-327 MB with tier-up, 247-256 MB
 * without; CPU time to ready 8.2-11.1 s against 5.4-7.9 s. The price: uncached database reads are slower
 * (220 sequential searches and app details over 10,000 apps once warm: 2.8-3.1 s against 2.0-3.1 s, p50
 * 6-7.5 ms against 5.4-8.5 ms, p95 47-57 ms against 33-48 ms); answers from prepared bytes never reach
 * the database, and the production shape (PostgreSQL) is not concerned. V8 reads these flags when it
 * compiles a module, so they are set before PGlite compiles its own; both are named, as implications
 * between flags are not applied at run time. Process-wide: the only other WebAssembly here is Node's
 * HTTP client parser.
 */
function keepWasmOnBaselineCompiler(): void {
  setFlagsFromString('--no-wasm-dynamic-tiering');
  setFlagsFromString('--no-wasm-tier-up');
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; without it, PGlite under `${dataDir}/pg`. */
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite has no lock of its own: a second process opening the same data dir does not fail, it silently
 * loses writes. A pid file refuses the second process; one left by a crashed process is taken over.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'showroom.pid');
  const pid = String(process.pid);
  try {
    writeFileSync(file, pid, { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The data directory ${dir} is in use by process ${holder}. The embedded database allows one process ` +
          'at a time: stop that process, or set DATA_DIR to another directory.',
        { cause: err },
      );
    }
    writeFileSync(file, pid);
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8') === pid) unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

/**
 * Opens the app's database: a PostgreSQL server, or PGlite under `${dataDir}/pg`, locked to this process.
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client losing its server connection emits 'error' on the pool; unhandled, it would end the process.
    pool.on('error', () => {});
    // A checked-out client (inside a transaction, between two queries) that loses its connection emits
    // 'error' on itself, where the pool listens no more: without this, a database restart under load
    // ends the process. The failed transaction's next query rejects, so the request still gets its error.
    pool.on('connect', (client) => {
      client.on('error', () => {});
      // No JIT compilation: PostgreSQL compiles a query when the planner's cost estimate passes
      // jit_above_cost, and the catalogue's card query (1,000 apps, a subquery per card) passes it whenever
      // the statistics are stale (a new or freshly seeded database, autovacuum off or not yet round):
      // 88-100 ms a time instead of 18-20 ms, on every rebuild after an approval. The product's queries are
      // all short, where compiling never pays. A SET, queued before the client's first query, rather than
      // a startup option, which PgBouncer passes on only when configured to.
      void client.query('SET jit = off').catch(() => {});
    });
    return fromRaw({ kind: 'postgres', pool });
  }
  if (!opts.dataDir) throw new Error('openDatabase needs either databaseUrl or dataDir');
  const dir = path.join(opts.dataDir, 'pg');
  mkdirSync(dir, { recursive: true });
  const release = lockDataDir(opts.dataDir);
  try {
    keepWasmOnBaselineCompiler();
    const client = await PGlite.create(dir, PGLITE_OPTIONS);
    const database = fromRaw({ kind: 'pglite', client });
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** Wraps an already opened client (tests clone PGlite from a dump, or create a database per file). */
export function fromRaw(raw: RawClient): Database {
  if (raw.kind === 'pglite') {
    const db: Db = drizzlePglite(raw.client, { schema });
    return { db, kind: 'pglite', raw, close: () => raw.client.close() };
  }
  const db: Db = drizzleNodePg(raw.pool, { schema });
  return { db, kind: 'postgres', raw, close: () => raw.pool.end() };
}

/** Applies the committed migrations; idempotent (drizzle.__drizzle_migrations). */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.raw.kind === 'pglite')
    await migratePglite(drizzlePglite(database.raw.client, { schema }), config);
  else await migrateNodePg(drizzleNodePg(database.raw.pool, { schema }), config);
}

/** The key of the start-up lock: any constant, the same in every process of the product. */
const START_LOCK_KEY = 74_120_601;

/**
 * Runs `work` (migrations of the API and the IdP, the first seed) while holding a PostgreSQL session
 * advisory lock, so N processes starting together on one database take turns: the first migrates and
 * seeds, the others wait and then find nothing to do. Without it two first starts race on CREATE TABLE
 * and the migrations table (one fails) or both seed the demo catalogue. The lock lives on a connection
 * of its own and ends with it, also when the process dies. PGlite belongs to one process (lockDataDir).
 */
export async function withStartLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.raw.kind === 'pglite') return work();
  const client = await database.raw.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** `select 1`, for the readiness probe. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
