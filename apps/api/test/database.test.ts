import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lockDataDir, migrate, ping } from '../src/db/client.ts';
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
