/**
 * Issue 20, item 8: with IDP_VERIFY_EMAIL=true the embedded provider's registration answers the same for
 * a new and a known address, and the owner of the known one gets a mail instead, through the outbox, the
 * mail worker and a real SMTP server. Without it, registration behaves as before ("Email already exists.").
 * Issue 32, item 7: production with SMTP_URL verifies by default.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Idp } from '@showroom/idp';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { createSmtpTransport } from '../src/modules/mail/mail-transport.ts';
import { createMailWorker } from '../src/modules/mail/mail-worker.ts';
import { prepareDatabase } from '../src/startup.ts';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';
import { startSmtpServer, type TestSmtpServer } from './helpers/mail-server.ts';
import { drain, MemoryLog, TEST_MAIL_FROM } from './helpers/mail-testbed.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(vars: Record<string, string>) {
  const smtp = await startSmtpServer();
  cleanups.push(() => smtp.close());
  const database: TestDatabase = await createTestDatabase();
  cleanups.push(() => database.dispose());
  const log = pino({ level: 'silent' });
  const env = loadEnv({ PUBLIC_URL: 'http://localhost:8080', SMTP_URL: smtp.url, SEED: 'false', ...vars });
  const idp = await prepareDatabase(env, database, log);
  if (!idp) throw new Error('expected the embedded provider');
  cleanups.push(() => idp.close());
  return { smtp, database, idp };
}

/** A browser on the provider: follows redirects, keeps cookies, returns the last page's HTML. */
async function browser(idp: Idp) {
  const server = createServer((req, res) => idp.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const cookies = new Map<string, string>();
  return async (path: string, form?: Record<string, string>): Promise<string> => {
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
      // The way back to the web app (the SPA's /callback) is where a browser would leave the provider.
      if (!location) return res.text();
      await res.body?.cancel();
      if (new URL(location, url).pathname === '/callback') return `redirect ${location}`;
      url = new URL(location, url);
      body = undefined;
    }
  };
}

/** Opens the registration page from the login page and submits it; returns the answer's HTML. */
async function register(idp: Idp, email: string): Promise<string> {
  const go = await browser(idp);
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
  const registerPath = /href="([^"]*\/register)"/.exec(login)?.[1] ?? '';
  const form = await go(registerPath);
  const action = /id="kc-register-form"[^>]*action="([^"]*)"/.exec(form)?.[1] ?? '';
  return go(action, {
    firstName: 'Kim',
    lastName: 'Known',
    email,
    password: 'quiet-harbour-lamp',
    'password-confirm': 'quiet-harbour-lamp',
  });
}

/** The visible text of a page, without its per-request parts. */
const textOf = (html: string) =>
  html
    .replace(/<(style|script)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function deliver(smtp: TestSmtpServer, database: TestDatabase) {
  const transport = createSmtpTransport({
    url: smtp.url,
    from: TEST_MAIL_FROM,
    timeoutsMs: { connection: 5_000, greeting: 5_000, socket: 10_000 },
  });
  const worker = createMailWorker({ db: database.db, transport, logger: new MemoryLog() });
  cleanups.push(async () => {
    await worker.stop();
    transport.close();
  });
  await drain(worker);
  return smtp.received.map((m) => ({ to: m.envelopeTo, subject: m.subject, text: m.text }));
}

describe('registration with IDP_VERIFY_EMAIL=true', () => {
  it('answers a new and a known address alike; the known address gets a mail over SMTP instead', async () => {
    const { smtp, database, idp } = await start({ IDP_VERIFY_EMAIL: 'true' });
    await idp.createAccount({
      email: 'known@example.org',
      firstName: 'Kai',
      lastName: 'Known',
      password: 'an-old-secret-1',
      roles: ['VENDOR'],
    });

    const asNew = await register(idp, 'fresh@example.org');
    const asKnown = await register(idp, '  KNOWN@Example.org ');
    expect(textOf(asNew)).toContain('Check your email');
    expect(textOf(asNew)).toBe(textOf(asKnown));
    expect(textOf(asKnown)).not.toContain('already exists');

    const mails = await deliver(smtp, database);
    expect(mails.map(({ to, subject }) => ({ to, subject }))).toEqual([
      { to: ['fresh@example.org'], subject: 'Verify email' },
      { to: ['known@example.org'], subject: 'Registration attempt with your email' },
    ]);
    expect(mails[1]?.text).toContain('already has an account');
    expect(mails[1]?.text).toContain('http://localhost:8080/');
  }, 90_000);

  it('refuses to start in production without mail that reaches anyone', async () => {
    await expect(
      start({
        NODE_ENV: 'production',
        IDP_EMBEDDED: 'true',
        IDP_VERIFY_EMAIL: 'true',
        SMTP_URL: '',
        METRICS_TOKEN: 'a-metrics-token-for-tests',
      }),
    ).rejects.toThrow(/IDP_VERIFY_EMAIL=true needs mail/);
  });
});

describe('registration with production defaults and SMTP_URL (issue 32)', () => {
  it('verifies e-mail addresses without IDP_VERIFY_EMAIL: a known address is not revealed', async () => {
    const { idp } = await start({
      NODE_ENV: 'production',
      IDP_EMBEDDED: 'true',
      METRICS_TOKEN: 'a-metrics-token-for-tests',
    });
    await idp.createAccount({
      email: 'owner@example.org',
      firstName: 'Olga',
      lastName: 'Owner',
      password: 'an-old-secret-1',
      roles: ['VENDOR'],
    });
    const asKnown = textOf(await register(idp, 'Owner@example.org'));
    expect(asKnown).toContain('Check your email');
    expect(asKnown).not.toContain('already exists');
    expect(textOf(await register(idp, 'someone-new@example.org'))).toBe(asKnown);
  }, 90_000);
});

describe('registration without IDP_VERIFY_EMAIL outside production (the default there)', () => {
  it('still says "Email already exists." and logs a new account in at once', async () => {
    const { idp } = await start({});
    await idp.createAccount({
      email: 'taken@example.org',
      firstName: 'Tia',
      lastName: 'Taken',
      password: 'an-old-secret-1',
      roles: ['VENDOR'],
    });
    expect(textOf(await register(idp, 'Taken@example.org'))).toContain('Email already exists.');
    expect(await register(idp, 'brand-new@example.org')).toMatch(
      /^redirect http:\/\/localhost:8080\/callback\?code=/,
    );
  }, 60_000);
});
