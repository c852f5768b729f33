import { randomUUID } from 'node:crypto';
import { defineEndpoints, problemSchema } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerEndpoint } from '../src/lib/endpoint.ts';
import { useTestApp } from './helpers/app.ts';
import { badTokens, bearer, tokenFor } from './helpers/tokens.ts';

const whoAmI = z.object({
  sub: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
});

const testEndpoints = defineEndpoints({
  adminOnly: {
    method: 'GET',
    path: '/test-auth/admin',
    summary: 'Admins only.',
    tags: ['test'],
    access: { kind: 'roles', roles: ['ADMIN'] },
    responses: { 200: whoAmI, 401: problemSchema, 403: problemSchema },
  },
  vendorOrAdmin: {
    method: 'GET',
    path: '/test-auth/vendor-or-admin',
    summary: 'Vendors and admins.',
    tags: ['test'],
    access: { kind: 'roles', roles: ['VENDOR', 'ADMIN'] },
    responses: { 200: whoAmI },
  },
  anyone: {
    method: 'GET',
    path: '/test-auth/anyone',
    summary: 'Public; says who called when a token was sent.',
    tags: ['test'],
    access: { kind: 'public' },
    responses: { 200: z.object({ user: whoAmI.nullable() }) },
  },
});

describe('authentication and access', () => {
  const t = useTestApp({
    extend(app) {
      registerEndpoint(app, testEndpoints.adminOnly, (request) => request.user!);
      registerEndpoint(app, testEndpoints.vendorOrAdmin, (request) => request.user!);
      registerEndpoint(app, testEndpoints.anyone, (request) => ({ user: request.user }));
    },
  });

  const get = async (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token === undefined ? {} : bearer(token) });

  it('reads the user from a valid token: subject, profile and the known realm roles only', async () => {
    const sub = randomUUID();
    const token = await tokenFor({
      sub,
      email: 'ada@example.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      roles: ['ADMIN', 'offline_access', 'uma_authorization'],
    });
    const res = await get('/api/test-auth/admin', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sub,
      email: 'ada@example.test',
      firstName: 'Ada',
      lastName: 'Lovelace',
      roles: ['ADMIN'],
    });
  });

  it('asks for a token (401) on a route for users, and on a route for roles', async () => {
    expect((await get('/api/vendors/my-vendor')).statusCode).toBe(401);
    const res = await get('/api/test-auth/admin');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, detail: 'Authentication is required.' });
  });

  it('refuses (403) a valid token without the role', async () => {
    const res = await get('/api/test-auth/admin', await tokenFor({ roles: ['VENDOR'] }));
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('accepts any one of the listed roles', async () => {
    expect(
      (await get('/api/test-auth/vendor-or-admin', await tokenFor({ roles: ['VENDOR'] }))).statusCode,
    ).toBe(200);
    expect(
      (await get('/api/test-auth/vendor-or-admin', await tokenFor({ roles: ['ADMIN'] }))).statusCode,
    ).toBe(200);
    expect((await get('/api/test-auth/vendor-or-admin', await tokenFor({ roles: [] }))).statusCode).toBe(403);
  });

  it('lets anonymous callers use public routes, and tells the handler who called when a token is sent', async () => {
    expect((await get('/api/test-auth/anyone')).json()).toEqual({ user: null });
    const sub = randomUUID();
    expect((await get('/api/test-auth/anyone', await tokenFor({ sub }))).json()).toMatchObject({
      user: { sub },
    });
  });

  it('accepts a token whose audiences include the API, and refuses one without an audience', async () => {
    const both = await tokenFor({ aud: ['account', 'showroom-api'] });
    expect((await get('/api/test-auth/anyone', both)).statusCode).toBe(200);
    expect((await get('/api/test-auth/anyone', await tokenFor({ aud: null }))).statusCode).toBe(401);
  });

  for (const [name, make] of Object.entries(badTokens)) {
    it(`refuses a token that is ${name} with 401, on protected and public routes alike`, async () => {
      const token = await make();
      for (const url of ['/api/vendors/my-vendor', '/api/test-auth/admin', '/api/test-auth/anyone']) {
        const res = await get(url, token);
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toMatchObject({
          status: 401,
          detail: 'The access token is invalid or has expired.',
        });
      }
    });
  }

  it('refuses an Authorization header that is not a bearer token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test-auth/anyone',
      headers: { authorization: 'Basic YWRtaW46YWRtaW4=' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('authentication against Keycloak', () => {
  const t = useTestApp({ env: { KEYCLOAK_URL: 'https://sso.example.org', KEYCLOAK_REALM: 'health' } });

  const myVendor = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/vendors/my-vendor', headers: bearer(token) })).statusCode;
  const KEYCLOAK_ISSUER = 'https://sso.example.org/realms/health';

  it("checks Keycloak's issuer and the API audience its realm's mapper adds", async () => {
    // Keycloak's access tokens name `account` too; the realm's audience mapper adds the API.
    expect(
      await myVendor(await tokenFor({ issuer: KEYCLOAK_ISSUER, aud: ['account', 'showroom-api'] })),
    ).toBe(204); // accepted; the token's user has no vendor
    expect(await myVendor(await tokenFor({ aud: ['account', 'showroom-api'] }))).toBe(401);
  });

  it('refuses a Keycloak token for another audience, or with none (a realm without the mapper)', async () => {
    expect(await myVendor(await tokenFor({ issuer: KEYCLOAK_ISSUER, aud: 'account' }))).toBe(401);
    expect(await myVendor(await tokenFor({ issuer: KEYCLOAK_ISSUER, aud: ['account', 'other-api'] }))).toBe(
      401,
    );
    expect(await myVendor(await tokenFor({ issuer: KEYCLOAK_ISSUER, aud: null }))).toBe(401);
  });
});
