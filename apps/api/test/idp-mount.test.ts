import { createIdp, type Idp } from '@showroom/idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/fastify.ts';
import { buildTestApp } from './helpers/app.ts';
import { insertVendor } from './helpers/data.ts';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';
import { bearer } from './helpers/tokens.ts';

const ISSUER = 'http://localhost:8080/realms/showroom';
const KC = `${ISSUER}/protocol/openid-connect`;

describe('the embedded IdP mounted under /realms/showroom', () => {
  let database: TestDatabase;
  let idp: Idp;
  let app: App;
  let subjects: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    idp = await createIdp({
      db: database.db,
      publicUrl: 'http://localhost:8080',
      webOrigins: ['http://localhost:8080', 'http://localhost:5173'],
    });
    subjects = await idp.seedDemoAccounts();
    // No test keys: the API must verify the IdP's tokens with the IdP's own public keys.
    app = await buildTestApp(database, { idp, jwks: null });
  });
  afterAll(async () => {
    await app.close();
    await idp.close();
    await database.dispose();
  });

  const passwordGrant = (username: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/realms/showroom/protocol/openid-connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        client_id: 'showroom-web',
        username,
        password,
        scope: 'openid profile email',
      }).toString(),
    });

  it("serves discovery with Keycloak's endpoint layout", async () => {
    // oidc-provider builds endpoint URLs from the Host the browser used.
    const res = await app.inject({
      method: 'GET',
      url: '/realms/showroom/.well-known/openid-configuration',
      headers: { host: 'localhost:8080' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${KC}/auth`,
      token_endpoint: `${KC}/token`,
      userinfo_endpoint: `${KC}/userinfo`,
      end_session_endpoint: `${KC}/logout`,
      jwks_uri: `${KC}/certs`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('serves its signing keys, the ones the API verifies with', async () => {
    const res = await app.inject({ method: 'GET', url: '/realms/showroom/protocol/openid-connect/certs' });
    expect(res.statusCode).toBe(200);
    const kids = res.json<{ keys: { kid: string }[] }>().keys.map((k) => k.kid);
    expect(kids).toEqual(idp.publicJwks().keys.map((k) => k.kid));
  });

  it('reads a urlencoded POST body intact, without a CSRF header, and issues a token the API accepts', async () => {
    const owner = subjects['vendor@showroom.test'];
    expect(owner).toBeDefined();
    const vendor = await insertVendor(database.db, {
      owner: owner ?? '',
      name: 'Demo Vendor',
      status: 'APPROVED',
    });

    const res = await passwordGrant('vendor@showroom.test', 'vendor');
    expect(res.statusCode).toBe(200);
    const { access_token: accessToken, token_type: tokenType } = res.json<{
      access_token: string;
      token_type: string;
    }>();
    expect(tokenType).toBe('Bearer');

    const myVendor = await app.inject({
      method: 'GET',
      url: '/api/vendors/my-vendor',
      headers: bearer(accessToken),
    });
    expect(myVendor.statusCode).toBe(200);
    expect(myVendor.json()).toMatchObject({ id: vendor.id, name: 'Demo Vendor', status: 'APPROVED' });
  });

  it('answers 204 (no body, no error) on my-vendor for a demo account without a vendor', async () => {
    const { access_token: accessToken } = (await passwordGrant('newvendor@showroom.test', 'newvendor')).json<{
      access_token: string;
    }>();
    const res = await app.inject({
      method: 'GET',
      url: '/api/vendors/my-vendor',
      headers: bearer(accessToken),
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('refuses wrong credentials the way Keycloak does', async () => {
    const res = await passwordGrant('vendor@showroom.test', 'wrong');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it("serves the login page under the app's security headers", async () => {
    const auth = await app.inject({
      method: 'GET',
      url: `/realms/showroom/protocol/openid-connect/auth?${new URLSearchParams({
        client_id: 'showroom-web',
        redirect_uri: 'http://localhost:8080/callback',
        response_type: 'code',
        scope: 'openid profile email',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        state: 'xyz',
      }).toString()}`,
    });
    expect(auth.statusCode).toBe(303);
    const login = await app.inject({
      method: 'GET',
      url: new URL(String(auth.headers.location), 'http://localhost:8080').pathname,
      cookies: Object.fromEntries(
        [auth.headers['set-cookie'] ?? []]
          .flat()
          .map((c) => c.split(';', 1)[0]?.split('=') as [string, string]),
      ),
    });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('id="kc-login"');
    expect(login.headers['x-content-type-options']).toBe('nosniff');
    expect(String(login.headers['content-security-policy'])).toContain("form-action 'self'");
  });
});
