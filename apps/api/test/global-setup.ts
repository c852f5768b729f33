import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrateIdp } from '@showroom/idp';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromRaw, migrate, PGLITE_OPTIONS, type Database } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: 'pglite' | 'postgres';
    /** A gzipped PGlite data dir with every migration applied (TEST_DB=pglite). */
    pgliteDump: string;
    /** The server and the migrated template database to copy (TEST_DB=postgres). */
    postgresUrl: string;
    postgresTemplate: string;
    /** The RS256 key pair that signs the test tokens; the API trusts its public half. */
    signingKey: { privateJwk: JWK; publicJwk: JWK };
  }
}

async function migrateAll(database: Database): Promise<void> {
  await migrate(database);
  await migrateIdp(database.db);
}

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `test-${randomBytes(4).toString('hex')}`;
  project.provide('signingKey', {
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256' },
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
  });

  const testDb = (project.config.env?.TEST_DB ?? process.env.TEST_DB) === 'postgres' ? 'postgres' : 'pglite';
  project.provide('testDb', testDb);

  if (testDb === 'pglite') {
    // initdb costs seconds per instance; cloning a migrated dump costs well under one.
    const client = await PGlite.create(PGLITE_OPTIONS);
    await migrateAll(fromRaw({ kind: 'pglite', client }));
    const dump = await client.dumpDataDir('gzip');
    await client.close();
    const dir = await mkdtemp(path.join(tmpdir(), 'showroom-api-test-'));
    const file = path.join(dir, 'template.tar.gz');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteDump', file);
    project.provide('postgresUrl', '');
    project.provide('postgresTemplate', '');
    return () => rm(dir, { recursive: true, force: true });
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error(
      'TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  const template = `showroom_tpl_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  const pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, template), max: 1 });
  await migrateAll(fromRaw({ kind: 'postgres', pool }));
  // CREATE DATABASE ... TEMPLATE refuses a template that has open connections.
  await pool.end();
  project.provide('pgliteDump', '');
  project.provide('postgresUrl', serverUrl);
  project.provide('postgresTemplate', template);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.end();
  };
}
