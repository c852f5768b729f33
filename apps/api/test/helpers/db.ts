import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromRaw, PGLITE_OPTIONS, type Database } from '../../src/db/client.ts';
import { databaseUrl } from '../global-setup.ts';

export interface TestDatabase extends Database {
  /** Closes the connection and, on PostgreSQL, drops the database. Idempotent. */
  dispose(): Promise<void>;
}

/** A fresh, migrated database of its own, on the backend of the current project (TEST_DB). */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (inject('testDb') === 'pglite') {
    const dump = new Blob([await readFile(inject('pgliteDump'))]);
    const client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: dump });
    const database = fromRaw({ kind: 'pglite', client });
    return { ...database, dispose: once(() => (client.closed ? Promise.resolve() : client.close())) };
  }

  const serverUrl = inject('postgresUrl');
  const name = `showroom_t_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`);
  const pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, name), max: 5 });
  pool.on('error', () => {});
  const database = fromRaw({ kind: 'postgres', pool });
  let ended = false;
  return {
    ...database,
    close: async () => {
      if (!ended) await pool.end();
      ended = true;
    },
    dispose: once(async () => {
      if (!ended) await pool.end();
      ended = true;
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }),
  };
}

/** One statement on the server's maintenance database (CREATE / DROP DATABASE). */
export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
