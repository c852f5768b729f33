/**
 * Issue 32, item 3, through the API's mount as deployed: the probe sent 330 wrong admin passwords from
 * two addresses and the right one still worked at once. Here ten wrong passwords for one account, from
 * two client addresses through two API processes (two apps and two providers sharing no memory; on
 * PostgreSQL each on its own connection pool), lock it: the right password is refused during the wait,
 * from a third address, and taken after it. The count lives in the database, not in a process.
 */
import { createIdp, type Idp } from '@showroom/idp';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromRaw, type Db } from '../src/db/client.ts';
import type { App } from '../src/lib/fastify.ts';
import { buildTestApp } from './helpers/app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';
import { lowCostHash, passwordGrant } from './helpers/idp.ts';

const EMAIL = 'probed-admin@example.org';
const PASSWORD = 'the-admins-real-password';

describe('brute-force detection across processes and client addresses', () => {
  let database: TestDatabase;
  let otherPool: pg.Pool | undefined;
  const idps: Idp[] = [];
  const apps: App[] = [];
  /** The providers' clock: it stands still unless the test moves it. */
  let clock = Date.now();

  /** The second process's database: on PostgreSQL a pool of its own, on PGlite the one in-process database. */
  function secondConnection(): Db {
    if (database.raw.kind !== 'postgres') return database.db;
    otherPool = new pg.Pool({ connectionString: database.raw.pool.options.connectionString, max: 5 });
    otherPool.on('error', () => {});
    return fromRaw({ kind: 'postgres', pool: otherPool }).db;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const db of [database.db, secondConnection()]) {
      const idp = await createIdp({
        db,
        publicUrl: 'http://localhost:8080',
        webOrigins: ['http://localhost:8080'],
        now: () => new Date(clock),
      });
      idps.push(idp);
      apps.push(await buildTestApp({ db }, { idp, jwks: null }));
    }
    await idps[0]?.createAccount({
      email: EMAIL,
      firstName: 'Ada',
      lastName: 'Admin',
      password: PASSWORD,
      roles: ['ADMIN'],
    });
    await cheapHash();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const idp of idps) await idp.close();
    await otherPool?.end();
    await database.dispose();
  });

  /** Wrong passwords in milliseconds (lowCostHash); a right one puts back a hash at today's cost. */
  const cheapHash = () =>
    database.db.execute(
      sql`update idp.accounts set password_hash = ${lowCostHash(PASSWORD)} where email = ${EMAIL}`,
    );
  const grant = (app: App, password: string, remoteAddress: string) =>
    passwordGrant(app, EMAIL, password, remoteAddress);
  const description = (res: Awaited<ReturnType<typeof passwordGrant>>) =>
    res.json<{ error_description: string }>().error_description;
  const LOCKED = 'Account temporarily locked after too many failed logins; try again in 60 seconds';

  it('locks after 10 failures from two addresses through two processes, and only for the wait', async () => {
    const [first, second] = apps as [App, App];
    const answers: string[] = [];
    for (let n = 1; n <= 5; n++) {
      answers.push(description(await grant(first, `guess-a-${n}`, '203.0.113.10')));
      answers.push(description(await grant(second, `guess-b-${n}`, '198.51.100.20')));
    }
    expect(answers).toEqual([...Array<string>(9).fill('Invalid user credentials'), LOCKED]);

    // The right password, from an address that never failed, through either process: refused.
    for (const app of apps) {
      const refused = await grant(app, PASSWORD, '192.0.2.30');
      expect(refused.statusCode).toBe(400);
      expect(description(refused)).toBe(LOCKED);
    }

    clock += 60_000;
    const taken = await grant(second, PASSWORD, '192.0.2.30');
    expect(taken.statusCode).toBe(200);
    expect(taken.json<{ access_token: string }>().access_token).toBeTruthy();
  });

  it('checks no more passwords for 20 tries at once through both processes than for 20 in a row', async () => {
    await cheapHash();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        grant(apps[n % 2] as App, `parallel-${n}`, `203.0.113.${n}`).then(description),
      ),
    );
    expect(answers.filter((a) => a === 'Invalid user credentials')).toHaveLength(9);
    expect(answers.filter((a) => a === LOCKED)).toHaveLength(11);
  });
});
