/**
 * What a start does to its database before it serves: a production start never creates the demo
 * accounts (published passwords) or the demo catalogue unless SEED=true asks for them by name, and it
 * says how to make the first admin; a development start seeds both, as `npm start` promises.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_ACCOUNTS, type Idp } from '@showroom/idp';
import { count, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { outbox, vendors } from '../src/db/schema/index.ts';
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
  const env = loadEnv({
    PUBLIC_URL: 'http://localhost:8080',
    // Production refuses to start without one.
    ...(vars.NODE_ENV === 'production' ? { METRICS_TOKEN: 'test-metrics-token-0123456789' } : {}),
    ...vars,
  });
  const idp = await prepareDatabase(env, database, log);
  opened.push({ database, idp });
  const [row] = await database.db.select({ n: count() }).from(vendors);
  const demoAccounts = [];
  for (const demo of DEMO_ACCOUNTS) {
    const account = await idp?.findAccountByEmail(demo.email);
    if (account) demoAccounts.push(account.email);
  }
  const warnings = lines.filter((l) => l.level === 40).map((l) => l.msg);
  return { vendors: row?.n ?? 0, demoAccounts, warnings, database, idp };
}

/** Asks the provider for a reset mail as a browser would: authorize, open "Forgot Password?", submit. */
async function requestResetMail(idp: Idp, email: string): Promise<void> {
  const server = createServer((req, res) => idp.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const cookies = new Map<string, string>();
  const go = async (path: string, form?: Record<string, string>): Promise<string> => {
    let url = new URL(path, origin);
    let body = form && new URLSearchParams(form).toString();
    for (;;) {
      const res = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        redirect: 'manual',
        headers: {
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        },
        body,
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair = ''] = c.split(';');
        const i = pair.indexOf('=');
        cookies.set(pair.slice(0, i), pair.slice(i + 1));
      }
      const location = res.headers.get('location');
      if (!location) return res.text();
      url = new URL(location, url);
      body = undefined;
    }
  };
  try {
    const verifier = randomBytes(32).toString('base64url');
    const login = await go(
      `/realms/showroom/protocol/openid-connect/auth?${new URLSearchParams({
        client_id: 'showroom-web',
        response_type: 'code',
        scope: 'openid',
        redirect_uri: 'http://localhost:8080/callback',
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      }).toString()}`,
    );
    const resetPath = /href="([^"]*\/reset-credentials)"/.exec(login)?.[1];
    expect(resetPath, 'a Forgot Password? link on the login page').toBeDefined();
    const form = await go(resetPath ?? '');
    const action = /id="kc-reset-password-form"[^>]*action="([^"]*)"/.exec(form)?.[1] ?? '';
    expect(await go(action, { username: email })).toContain(
      'You should receive an email shortly with further instructions.',
    );
  } finally {
    server.close();
  }
}

describe('a first start', () => {
  it('in production with the embedded IdP: no demo accounts, no demo catalogue, and the way to the first admin', async () => {
    const result = await start({ NODE_ENV: 'production', IDP_EMBEDDED: 'true' });
    expect(result.demoAccounts).toEqual([]);
    expect(result.vendors).toBe(0);
    expect(result.warnings).toContain(
      `No admin account yet. Create the first one with: ${ADMIN_CREATE_HINT}`,
    );
    // No SMTP_URL: nothing would reach the user, so no reset is offered (and the operator is told).
    expect(result.warnings).toContain(
      'No SMTP_URL with NODE_ENV=production: no mail is sent, so the login page offers no password reset.',
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

describe("the embedded provider's mails", () => {
  it('go through the outbox, as every other mail does', async () => {
    const { database, idp } = await start({ NODE_ENV: 'development' });
    expect(idp).toBeDefined();
    if (!idp) return;
    await requestResetMail(idp, 'vendor@showroom.test');
    const mails = await database.db.select().from(outbox).where(eq(outbox.to, 'vendor@showroom.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Reset password');
    expect(mails[0]?.text).toMatch(
      /http:\/\/localhost:8080\/realms\/showroom\/login-actions\/action-token\?key=[\w-]{43}/,
    );
  }, 60_000);
});
