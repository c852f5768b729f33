/**
 * `npm run admin:unlock`, run as an operator runs it: a real process on a real data directory. An
 * account locked by ten failed logins logs in again at once after it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createIdp, migrateIdp, type Idp } from '@showroom/idp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate, openDatabase, type Db } from '../src/db/client.ts';
import type { App } from '../src/lib/fastify.ts';
import { buildTestApp } from './helpers/app.ts';
import { lowCostHash, passwordGrant, runCli } from './helpers/idp.ts';

/** The provider and the API on the data directory, for `work`; closed afterwards (the command needs the directory). */
async function withProvider<T>(
  dataDir: string,
  work: (idp: Idp, app: App, db: Db) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ dataDir });
  await migrate(database);
  await migrateIdp(database.db);
  const idp = await createIdp({
    db: database.db,
    publicUrl: 'http://localhost:8080',
    webOrigins: ['http://localhost:8080'],
  });
  const app = await buildTestApp(database, { idp, jwks: null });
  try {
    return await work(idp, app, database.db);
  } finally {
    await app.close();
    await idp.close();
    await database.close();
  }
}

/** Logs in with the password grant once per password; returns each answer's status and error description. */
async function logins(app: App, email: string, passwords: string[]): Promise<string[]> {
  const answers: string[] = [];
  for (const password of passwords) {
    const res = await passwordGrant(app, email, password);
    const { error_description: description = '' } = res.json<{ error_description?: string }>();
    answers.push(`${res.statusCode} ${description}`.trim());
  }
  return answers;
}

describe.skipIf(inject('testDb') !== 'pglite')('npm run admin:unlock', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'showroom-admin-unlock-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('unlocks an account after 10 failed logins, so the right password works at once', async () => {
    const locked = 'Account temporarily locked after too many failed logins; try again in 60 seconds';
    const before = await withProvider(dataDir, async (idp, app, db) => {
      await idp.createAccount({
        email: 'locked@example.org',
        firstName: 'Lou',
        lastName: 'Locked',
        password: 'the-right-password',
        roles: ['ADMIN'],
      });
      // Ten wrong passwords in milliseconds (the cost is not what this test is about).
      await db.execute(
        sql`update idp.accounts set password_hash = ${lowCostHash('the-right-password')} where email = 'locked@example.org'`,
      );
      return logins(app, 'locked@example.org', [
        ...Array.from({ length: 10 }, (_, n) => `wrong-${n}`),
        'the-right-password',
      ]);
    });
    expect(before.slice(-2)).toEqual([`400 ${locked}`, `400 ${locked}`]);

    const unlocked = await runCli('admin-unlock', ['--email', ' Locked@Example.org '], { DATA_DIR: dataDir });
    expect(unlocked).toMatchObject({ code: 0, stderr: '' });
    expect(unlocked.stdout).toMatch(
      /^Locked@Example\.org is unlocked: 10 failed logins forgotten; it was locked until \d{4}-\d\d-\d\dT[\d:.]+Z\.\n$/,
    );
    expect(
      await withProvider(dataDir, (_idp, app) => logins(app, 'locked@example.org', ['the-right-password'])),
    ).toEqual(['200']);
  }, 120_000);

  it('with Keycloak prints the steps instead of touching a database', async () => {
    const keycloak = await runCli('admin-unlock', ['--email', 'boss@example.org'], {
      KEYCLOAK_URL: 'https://id.example.org',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(keycloak.code).toBe(0);
    expect(keycloak.stdout).toContain('turn off "Temporarily locked"');
    expect(keycloak.stdout).toContain('kcadm.sh delete attack-detection/brute-force/users/<id> -r showroom');
  }, 60_000);
});
