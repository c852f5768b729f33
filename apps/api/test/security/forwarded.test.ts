/**
 * Behind a load balancer the client's address comes from X-Forwarded-For, and only the proxies named in
 * TRUST_PROXY may say it: the right-most entry that no trusted proxy sent is the client. A client who
 * writes its own entries to the left of the ones the proxy appends, or who connects directly with a
 * made-up header, is still counted under its real address, so it cannot escape the per-address login
 * limit by rotating forged values. The embedded IdP is handed the same resolution.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createIdp, type Idp } from '@showroom/idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedIdp } from '../../src/app.ts';
import type { App } from '../../src/lib/fastify.ts';
import { buildTestApp } from '../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/db.ts';

const LOGINS = 3;
/** The load balancer's address as the API sees it; `inject` connects from 127.0.0.1 unless told otherwise. */
const PROXY = '127.0.0.1';

const loginForm = (app: App, headers: Record<string, string>, remoteAddress = PROXY) =>
  app.inject({
    method: 'POST',
    url: '/realms/showroom/login-actions/abc/login',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'username=vendor%40showroom.test&password=guess',
  });

describe('TRUST_PROXY names the proxies: forged X-Forwarded-For values do not escape the login limit', () => {
  let database: TestDatabase;
  let idp: Idp;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    idp = await createIdp({
      db: database.db,
      publicUrl: 'http://localhost:8080',
      webOrigins: ['http://localhost:8080'],
      forwardedHeadersResolved: true,
    });
    app = await buildTestApp(database, {
      idp,
      env: { TRUST_PROXY: PROXY, RATE_LIMIT_LOGIN: String(LOGINS), RATE_LIMIT_WINDOW_MS: '60000' },
    });
  });
  afterAll(async () => {
    await app.close();
    await idp.close();
    await database.dispose();
  });

  it('counts a client behind the proxy by the entry the proxy appended, whatever it wrote to the left', async () => {
    for (let i = 0; i < LOGINS; i++) {
      const res = await loginForm(app, { 'x-forwarded-for': `198.18.0.${i}, 10.9.9.${i}, 203.0.113.9` });
      expect(res.statusCode).not.toBe(429);
    }
    const rotated = await loginForm(app, { 'x-forwarded-for': '198.18.7.7, 203.0.113.9' });
    expect(rotated.statusCode).toBe(429);
    // Another client behind the same proxy has its own budget.
    const other = await loginForm(app, { 'x-forwarded-for': '203.0.113.9, 203.0.113.10' });
    expect(other.statusCode).not.toBe(429);
  });

  it('counts a client that connects directly by its own address, not by the header it made up', async () => {
    const direct = '198.51.100.7';
    for (let i = 0; i < LOGINS; i++) {
      const res = await loginForm(app, { 'x-forwarded-for': `203.0.113.${100 + i}` }, direct);
      expect(res.statusCode).not.toBe(429);
    }
    expect((await loginForm(app, { 'x-forwarded-for': '203.0.113.200' }, direct)).statusCode).toBe(429);
    expect((await loginForm(app, {}, direct)).statusCode).toBe(429);
  });

  it('believes X-Forwarded-Proto from the proxy only: the IdP marks its cookies Secure for TLS it did not see otherwise', async () => {
    const authorize =
      '/realms/showroom/protocol/openid-connect/auth?client_id=showroom-web&response_type=code&scope=openid' +
      '&redirect_uri=http%3A%2F%2Flocalhost%3A8080%2Fcallback&code_challenge_method=S256' +
      '&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&state=s1';
    const cookiesOf = async (remoteAddress: string) => {
      const res = await app.inject({
        method: 'GET',
        url: authorize,
        remoteAddress,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).toBe(303);
      const setCookie = res.headers['set-cookie'];
      return (Array.isArray(setCookie) ? setCookie : [String(setCookie)]).filter((c) =>
        c.startsWith('KC_INTERACTION'),
      );
    };
    const viaProxy = await cookiesOf(PROXY);
    expect(viaProxy.length).toBeGreaterThan(0);
    for (const c of viaProxy) expect(c).toMatch(/;\s*secure/i);
    const forged = await cookiesOf('198.51.100.8');
    expect(forged.length).toBeGreaterThan(0);
    for (const c of forged) expect(c).not.toMatch(/;\s*secure/i);
  });
});

describe('the embedded IdP is handed the address the API resolved', () => {
  let database: TestDatabase;
  const seen: { forwardedFor?: string; proto?: string }[] = [];
  const recorder: EmbeddedIdp = {
    handle(req: IncomingMessage, res: ServerResponse) {
      seen.push({
        forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
        proto: req.headers['x-forwarded-proto'] as string | undefined,
      });
      res.end('ok');
    },
    publicJwks: () => ({ keys: [] }),
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const hand = async (
    env: Record<string, string>,
    remoteAddress: string,
    headers: Record<string, string>,
  ) => {
    const app = await buildTestApp(database, { idp: recorder, env });
    try {
      seen.length = 0;
      const res = await app.inject({ method: 'GET', url: '/realms/showroom/x', remoteAddress, headers });
      expect(res.body).toBe('ok');
      return seen[0];
    } finally {
      await app.close();
    }
  };

  it('replaces X-Forwarded-For and -Proto with one resolved value each', async () => {
    const headers = { 'x-forwarded-for': '6.6.6.6, 203.0.113.9', 'x-forwarded-proto': 'http, https' };
    expect(await hand({ TRUST_PROXY: '10.0.0.0/8' }, '10.1.2.3', headers)).toEqual({
      forwardedFor: '203.0.113.9',
      proto: 'https',
    });
    // Without TRUST_PROXY, or from an address it does not name, the headers mean nothing.
    expect(await hand({}, '10.1.2.3', headers)).toEqual({ forwardedFor: '10.1.2.3', proto: 'http' });
    expect(await hand({ TRUST_PROXY: '10.0.0.0/8' }, '198.51.100.9', headers)).toEqual({
      forwardedFor: '198.51.100.9',
      proto: 'http',
    });
  });
});
