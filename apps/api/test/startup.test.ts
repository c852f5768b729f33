/**
 * What a start does to its database before it serves: a production start never creates the demo
 * accounts (published passwords) or the demo catalogue unless SEED=true asks for them by name, and it
 * says how to make the first admin; a development start seeds both, as `npm start` promises.
 */
import { DEMO_ACCOUNTS, type Idp } from '@showroom/idp';
import { count } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { vendors } from '../src/db/schema/index.ts';
import { loadEnv } from '../src/env.ts';
import { ADMIN_CREATE_HINT, prepareDatabase } from '../src/startup.ts';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';

const opened: { database: TestDatabase; idp: Idp | undefined }[] = [];
afterEach(async () => {
  for (const { database, idp } of opened.splice(0)) {
    await idp?.close();
    await database.dispose();
  }
});

async function start(vars: Record<string, string>) {
  const database = await createTestDatabase();
  const lines: { level: number; msg: string }[] = [];
  const log = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
  );
  const env = loadEnv({ PUBLIC_URL: 'http://localhost:8080', ...vars });
  const idp = await prepareDatabase(env, database, log);
  opened.push({ database, idp });
  const [row] = await database.db.select({ n: count() }).from(vendors);
  const demoAccounts = [];
  for (const demo of DEMO_ACCOUNTS) {
    const account = await idp?.findAccountByEmail(demo.email);
    if (account) demoAccounts.push(account.email);
  }
  const warnings = lines.filter((l) => l.level === 40).map((l) => l.msg);
  return { vendors: row?.n ?? 0, demoAccounts, warnings };
}

describe('a first start', () => {
  it('in production with the embedded IdP: no demo accounts, no demo catalogue, and the way to the first admin', async () => {
    const result = await start({ NODE_ENV: 'production', IDP_EMBEDDED: 'true' });
    expect(result.demoAccounts).toEqual([]);
    expect(result.vendors).toBe(0);
    expect(result.warnings).toContain(
      `No admin account yet. Create the first one with: ${ADMIN_CREATE_HINT}`,
    );
  });

  it('in production with SEED=true: the demo data, because someone asked for it, and a warning that says what it means', async () => {
    const result = await start({ NODE_ENV: 'production', IDP_EMBEDDED: 'true', SEED: 'true' });
    expect(result.demoAccounts).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    expect(result.vendors).toBeGreaterThan(0);
    expect(result.warnings.join('\n')).toMatch(/SEED=true with NODE_ENV=production.*published passwords/);
  }, 60_000);

  it('in development (npm start): the demo catalogue and the demo accounts', async () => {
    const result = await start({ NODE_ENV: 'development' });
    expect(result.demoAccounts).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    expect(result.vendors).toBeGreaterThan(0);
    expect(result.warnings).toEqual([]);
  }, 60_000);
});
