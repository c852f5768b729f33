import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEMO_ACCOUNTS } from '@showroom/idp';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { describe, expect, inject, it } from 'vitest';
import {
  fromRaw,
  lockDataDir,
  migrate,
  MIGRATIONS_FOLDER,
  openDatabase,
  ping,
  withStartLock,
} from '../src/db/client.ts';
import { loadEnv } from '../src/env.ts';
import { DEMO_VENDORS } from '../src/seed/demo-data.ts';
import { seedDemoCatalogue } from '../src/seed/index.ts';
import { prepareDatabase } from '../src/startup.ts';
import { databaseUrl } from './global-setup.ts';
import { adminQuery } from './helpers/db.ts';
import { useTestApp } from './helpers/app.ts';

describe('the database', () => {
  const t = useTestApp();

  it('applies the migrations once: a second run (every restart) changes nothing', async () => {
    const count = async () => {
      const [row] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`drizzle.__drizzle_migrations`);
      return row?.n;
    };
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(2);
    await migrate(t.database);
    expect(await count()).toBe(before);
  });

  it('has pg_trgm, which the catalogue search indexes need', async () => {
    const [row] = await t.db
      .select({ similarity: sql<number>`similarity('showroom', 'showrooms')::float8` })
      .from(sql`(select 1) as one`);
    expect(row?.similarity).toBeGreaterThan(0.5);
  });

  it('answers the readiness ping', async () => {
    await expect(ping(t.db)).resolves.toBeUndefined();
  });
});

describe('the embedded database directory', () => {
  it('is locked to one process: a second opener is refused until the first releases it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'showroom-lock-'));
    try {
      const release = lockDataDir(dir);
      // Another live process (the parent of this one) holding the lock.
      await writeFile(path.join(dir, 'showroom.pid'), String(process.ppid));
      expect(() => lockDataDir(dir)).toThrow(
        `The data directory ${dir} is in use by process ${process.ppid}.`,
      );
      await writeFile(path.join(dir, 'showroom.pid'), String(process.pid));
      release();
      expect(existsSync(path.join(dir, 'showroom.pid'))).toBe(false);
      lockDataDir(dir)();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('takes over the lock of a process that is gone', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'showroom-lock-'));
    try {
      // A pid far above any pid_max in use: no such process.
      await writeFile(path.join(dir, 'showroom.pid'), '2147483646');
      const release = lockDataDir(dir);
      expect(readFileSync(path.join(dir, 'showroom.pid'), 'utf8')).toBe(String(process.pid));
      release();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('N processes starting together on one PostgreSQL', () => {
  /** An empty database of its own (no template: nothing migrated yet), with three pools like three processes. */
  async function emptyDatabase() {
    const serverUrl = inject('postgresUrl');
    const name = `showroom_start_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = (text: string) => adminQuery(serverUrl, text);
    await admin(`CREATE DATABASE "${name}"`);
    const open = () => {
      const pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, name), max: 3 });
      pool.on('error', () => {});
      return fromRaw({ kind: 'postgres', pool });
    };
    const processes = [open(), open(), open()] as const;
    return {
      processes,
      dispose: async () => {
        await Promise.all(processes.map((p) => p.close()));
        await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  }

  it('three start at once: each waits its turn, migrations, IdP keys and the demo seed happen once', async () => {
    const { processes, dispose } = await emptyDatabase();
    const env = loadEnv({
      NODE_ENV: 'development',
      PUBLIC_URL: 'http://localhost:8080',
      LOG_LEVEL: 'silent',
    });
    const log = pino({ level: 'silent' });
    const idps = await Promise.all(processes.map((p) => prepareDatabase(env, p, log)));
    try {
      const [first] = processes;
      const journal = JSON.parse(
        readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const count = async (table: SQL) => {
        const [row] = await first.db.select({ n: sql<number>`count(*)::int` }).from(table);
        return row?.n;
      };
      expect(await count(sql`drizzle.__drizzle_migrations`)).toBe(journal.entries.length);
      expect(await count(sql`idp.accounts`)).toBe(DEMO_ACCOUNTS.length);
      const seeded = await seedDemoCatalogue(first.db, { ownerByEmail: {}, publicUrl: env.publicUrl });
      expect(seeded.vendors).toBe(0);
      expect(await count(sql`vendors`)).toBe(DEMO_VENDORS.length);
      // All three verify tokens with the same signing keys.
      const kids = idps.map((idp) =>
        idp
          ?.publicJwks()
          .keys.map((k) => k.kid)
          .join(),
      );
      expect(new Set(kids).size).toBe(1);
    } finally {
      await Promise.all(idps.map((idp) => idp?.close() ?? Promise.resolve()));
      await dispose();
    }
  });

  it('holds the second start until the first is done', async () => {
    const { processes, dispose } = await emptyDatabase();
    const [a, b] = processes;
    try {
      const order: string[] = [];
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const advisoryLocks = async (granted: boolean) => {
        const [row] = await a.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`pg_locks`)
          .where(
            sql`locktype = 'advisory' and granted = ${granted} and database = (select oid from pg_database where datname = current_database())`,
          );
        return row?.n ?? 0;
      };
      const waitUntil = async (check: () => Promise<boolean>) => {
        // Polls the server's lock table: bounded by the test's timeout, nothing waits for time to pass.
        while (!(await check())) await new Promise((resolve) => setImmediate(resolve));
      };
      const first = withStartLock(a, async () => {
        order.push('first started');
        await gate;
        order.push('first done');
      });
      await waitUntil(async () => (await advisoryLocks(true)) === 1);
      const second = withStartLock(b, () => {
        order.push('second started');
        return Promise.resolve();
      });
      await waitUntil(async () => (await advisoryLocks(false)) === 1);
      expect(order).toEqual(['first started']);
      release();
      await Promise.all([first, second]);
      expect(order).toEqual(['first started', 'first done', 'second started']);
      expect(await advisoryLocks(true)).toBe(0);
    } finally {
      await dispose();
    }
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('the API’s PostgreSQL pool', () => {
  it('compiles no query with JIT, on every connection, whatever the server’s default', async () => {
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
