/**
 * Migration 0008 (audit.vendor_id) on a database written before it: a fresh database is migrated to
 * 0007 from a copy of the migrations folder cut there, gets rows as the API wrote them then (no
 * vendor_id), and is then migrated as every start does. Runs on the project's backend (TEST_DB).
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { fromRaw, migrate, MIGRATIONS_FOLDER, PGLITE_OPTIONS, type Database } from '../src/db/client.ts';
import { listAudit } from '../src/modules/reviews/reviews-service.ts';
import { databaseUrl } from './global-setup.ts';
import { adminQuery } from './helpers/db.ts';

const MIGRATION = '0008_audit_vendor';

interface Journal {
  entries: { tag: string }[];
}

/** The migrations folder as it was before MIGRATION: the same files, the journal cut before it. */
async function migrationsBefore(tag: string): Promise<{ folder: string; count: number }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'showroom-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const file = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(file, 'utf8')) as Journal;
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  expect(cut).toBeGreaterThan(0);
  await writeFile(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return { folder, count: cut };
}

/** An empty database of the project's backend, migrated up to (not including) MIGRATION. */
async function databaseBeforeMigration(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const before = await migrationsBefore(MIGRATION);
  let database: Database;
  let drop = async () => {};
  if (inject('testDb') === 'pglite') {
    const client = await PGlite.create(PGLITE_OPTIONS);
    database = fromRaw({ kind: 'pglite', client });
    await migratePglite(drizzlePglite(client), { migrationsFolder: before.folder });
  } else {
    const serverUrl = inject('postgresUrl');
    const name = `showroom_m_${Date.now()}_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    const pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, name), max: 2 });
    pool.on('error', () => {});
    database = fromRaw({ kind: 'postgres', pool });
    drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await migrateNodePg(drizzleNodePg(pool), { migrationsFolder: before.folder });
  }
  expect(await appliedMigrations(database)).toBe(before.count);
  return {
    database,
    dispose: async () => {
      await database.close();
      await drop();
      await rm(before.folder, { recursive: true, force: true });
    },
  };
}

/** Both drivers answer `execute` with `{ rows }`. */
async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function appliedMigrations(database: Database): Promise<number> {
  const [row] = await rows<{ n: number }>(
    database,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row?.n ?? 0;
}

async function insertVendor(database: Database, owner: string): Promise<number> {
  const [row] = await rows<{ id: number }>(
    database,
    sql`insert into vendors (owner, name, description, email)
        values (${owner}, ${`Vendor of ${owner}`}, 'Apps.', 'team@vendor.example') returning id`,
  );
  if (!row) throw new Error('vendor not inserted');
  return row.id;
}

async function insertApp(database: Database, vendorId: number): Promise<number> {
  const [row] = await rows<{ id: number }>(
    database,
    sql`insert into apps (vendor_id, status) values (${vendorId}, 'DRAFT') returning id`,
  );
  if (!row) throw new Error('app not inserted');
  return row.id;
}

type LegacyEntry = [subjectType: 'vendor' | 'app', subjectId: number, action: string, actorSub: string];

/** Audit rows as the API wrote them before 0008: no vendor_id column yet. In the given order. */
async function insertLegacyAudit(database: Database, entries: LegacyEntry[]): Promise<void> {
  for (const [subjectType, subjectId, action, actorSub] of entries) {
    await database.db.execute(
      sql`insert into audit (actor_sub, action, subject_type, subject_id)
          values (${actorSub}, ${action}, ${subjectType}, ${subjectId})`,
    );
  }
}

describe(`migration ${MIGRATION} (audit.vendor_id)`, () => {
  let dispose: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await dispose?.();
    dispose = undefined;
  });

  it('gives every older entry its vendor, also the entries of apps deleted before it', async () => {
    const before = await databaseBeforeMigration();
    dispose = before.dispose;
    const { database } = before;
    const v1 = await insertVendor(database, 'owner-1');
    const v2 = await insertVendor(database, 'owner-2');
    // An admin who owns a vendor too: approving someone else's app must not make it theirs.
    const adminsVendor = await insertVendor(database, 'admin');
    const live1 = await insertApp(database, v1);
    const live2 = await insertApp(database, v2);
    const gone1 = await insertApp(database, v1);
    const gone2 = await insertApp(database, v2);
    const legacy: LegacyEntry[] = [
      ['vendor', v1, 'submit', 'owner-1'],
      ['vendor', v1, 'approve', 'admin'],
      ['app', live1, 'create', 'owner-1'],
      ['app', gone1, 'create', 'owner-1'],
      ['app', gone2, 'create', 'owner-2'],
      ['app', gone1, 'update', 'owner-1'],
      ['app', live1, 'submit', 'owner-1'],
      ['app', live1, 'approve', 'admin'],
      ['app', gone2, 'screenshots', 'owner-2'],
      ['app', gone1, 'delete', 'owner-1'],
      ['app', live2, 'create', 'owner-2'],
      ['app', gone2, 'delete', 'owner-2'],
      ['vendor', v2, 'submit', 'owner-2'],
    ];
    await insertLegacyAudit(database, legacy);
    // Deleted as deleteApp did: the row goes, its audit entries stay.
    await database.db.execute(sql`delete from apps where id in (${gone1}, ${gone2})`);

    await migrate(database);

    const stored = await rows<{
      subject_type: string;
      subject_id: number;
      action: string;
      vendor_id: number;
    }>(database, sql`select subject_type, subject_id, action, vendor_id from audit order by id`);
    const vendorOf = (e: LegacyEntry) => (e[0] === 'vendor' ? e[1] : [live1, gone1].includes(e[1]) ? v1 : v2);
    expect(stored.map((r) => [r.subject_type, r.subject_id, r.action, r.vendor_id])).toEqual(
      legacy.map((e) => [e[0], e[1], e[2], vendorOf(e)]),
    );
    const [column] = await rows<{ is_nullable: string }>(
      database,
      sql`select is_nullable from information_schema.columns where table_name = 'audit' and column_name = 'vendor_id'`,
    );
    expect(column?.is_nullable).toBe('NO');

    // The history GET /audit?vendorId= reads: newest first, the deleted apps' entries included.
    const history = await listAudit(database.db, { vendorId: v1 });
    expect(history.items.map((e) => [e.subjectType, e.subjectId, e.action])).toEqual([
      ['app', gone1, 'delete'],
      ['app', live1, 'approve'],
      ['app', live1, 'submit'],
      ['app', gone1, 'update'],
      ['app', gone1, 'create'],
      ['app', live1, 'create'],
      ['vendor', v1, 'approve'],
      ['vendor', v1, 'submit'],
    ]);
    expect((await listAudit(database.db, { vendorId: adminsVendor })).items).toEqual([]);
  });

  it('refuses, and changes nothing, when an entry belongs to no vendor it can find', async () => {
    const before = await databaseBeforeMigration();
    dispose = before.dispose;
    const { database } = before;
    const vendor = await insertVendor(database, 'owner-1');
    const gone = await insertApp(database, vendor);
    // Never written by the API: a deleted app's only entry is an admin's, whose owner names no vendor.
    await insertLegacyAudit(database, [['app', gone, 'approve', 'admin']]);
    await database.db.execute(sql`delete from apps where id = ${gone}`);
    const applied = await appliedMigrations(database);

    const refused = await migrate(database).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(Error);
    // Drizzle wraps the driver's error, which names the statement that refused.
    const cause = (refused as Error).cause ?? refused;
    expect(String((cause as Error).message)).toBe(
      'column "vendor_id" of relation "audit" contains null values',
    );

    expect(await appliedMigrations(database)).toBe(applied);
    const columns = await rows<{ column_name: string }>(
      database,
      sql`select column_name from information_schema.columns where table_name = 'audit' and column_name = 'vendor_id'`,
    );
    expect(columns).toEqual([]);
  });
});
