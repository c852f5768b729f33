import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';

describe.skipIf(inject('testDb') !== 'postgres')('the API’s PostgreSQL connections', () => {
  it('compile no query with JIT, on every connection of the pool, whatever the server’s default', async () => {
    const database = await openDatabase({ databaseUrl: inject('postgresUrl') });
    try {
      if (database.raw.kind !== 'postgres') throw new Error('expected a PostgreSQL pool');
      const { pool } = database.raw;
      // Four clients held at once are four connections: each must have run the SET before its first query.
      const clients = await Promise.all(Array.from({ length: 4 }, () => pool.connect()));
      try {
        const sessions = await Promise.all(
          clients.map(async (client) => {
            const { rows } = await client.query<{ jit: string; pid: number }>(
              "select current_setting('jit') as jit, pg_backend_pid() as pid",
            );
            return rows[0];
          }),
        );
        expect(new Set(sessions.map((s) => s?.pid)).size).toBe(4);
        expect(sessions.map((s) => s?.jit)).toEqual(['off', 'off', 'off', 'off']);
      } finally {
        for (const client of clients) client.release();
      }
    } finally {
      await database.close();
    }
  });
});
