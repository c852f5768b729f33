/**
 * Issue 6.4: the headers the HTTP Observatory grades, on every kind of response the process serves
 * (API, problem, media, SPA, the embedded IdP's pages), and HSTS only where the browser came over TLS.
 */
import { createIdp, type Idp } from '@showroom/idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/lib/fastify.ts';
import { buildTestApp } from '../helpers/app.ts';
import { insertPng } from '../helpers/data.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/db.ts';

const directives = (csp: unknown): Map<string, string[]> =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );

async function setUp(env: Record<string, string>) {
  const database = await createTestDatabase();
  const idp = await createIdp({
    db: database.db,
    publicUrl: env.PUBLIC_URL ?? 'http://localhost:8080',
    webOrigins: [env.PUBLIC_URL ?? 'http://localhost:8080'],
    forwardedHeadersResolved: true,
  });
  const app = await buildTestApp(database, { idp, env });
  return { database, idp, app };
}

describe('hardening headers on everything the process serves', () => {
  let ctx: { database: TestDatabase; idp: Idp; app: App };
  let mediaUrl: string;
  beforeAll(async () => {
    ctx = await setUp({ TRUST_PROXY: 'loopback' });
    const png = await insertPng(ctx.database.db);
    mediaUrl = `/api/media/${png.sha256}.png`;
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.idp.close();
    await ctx.database.dispose();
  });

  const urls = () => [
    '/api/apps',
    '/api/nope',
    mediaUrl,
    '/config/config.json',
    '/',
    '/apps',
    '/realms/showroom/.well-known/openid-configuration',
    '/realms/showroom/protocol/openid-connect/auth?client_id=showroom-web',
  ];

  it('sends a CSP without inline or eval scripts, frame-ancestors, nosniff and a referrer policy', async () => {
    for (const url of urls()) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      const csp = directives(res.headers['content-security-policy']);
      const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
      expect(scripts, url).not.toContain("'unsafe-inline'");
      expect(scripts, url).not.toContain("'unsafe-eval'");
      expect(csp.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('sends HSTS behind a TLS proxy (X-Forwarded-Proto https), the IdP’s pages included, and never over plain http', async () => {
    for (const url of urls()) {
      const tls = await ctx.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      const plain = await ctx.app.inject({ method: 'GET', url });
      expect(plain.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('HSTS without a trusted proxy', () => {
  let ctx: { database: TestDatabase; idp: Idp; app: App };
  beforeAll(async () => {
    ctx = await setUp({ TRUST_PROXY: 'false' });
  });
  afterAll(async () => {
    await ctx.app.close();
    await ctx.idp.close();
    await ctx.database.dispose();
  });

  it('ignores an X-Forwarded-Proto a client made up', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/apps',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
