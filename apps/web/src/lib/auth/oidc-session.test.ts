import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw-server.ts';
import { createOidcSession, type OidcSession } from './oidc-session.ts';
import { LAST_ACTIVITY_KEY } from './activity.ts';
import { authorityOf, storedUserKey } from './settings.ts';

// A fake identity provider at the HTTP boundary, shaped like the embedded one (no check_session_iframe).
const config = testConfig();
const authority = authorityOf(config);
const KC = `${authority}/protocol/openid-connect`;

const base64url = (value: object): string =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: object): string => `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}.sig`;
const now = (): number => Math.floor(Date.now() / 1000);

const idToken = (): string =>
  jwt({
    iss: authority,
    aud: config.keycloakClientId,
    sub: 'user-1',
    iat: now(),
    exp: now() + 300,
    email: 'vendor@showroom.test',
    given_name: 'Victor',
    family_name: 'Vendor',
    realm_access: { roles: ['VENDOR'] },
  });

function useProvider(onRefresh: (body: URLSearchParams) => void = () => undefined) {
  server.use(
    http.get(`${authority}/.well-known/openid-configuration`, () =>
      HttpResponse.json({
        issuer: authority,
        authorization_endpoint: `${KC}/auth`,
        token_endpoint: `${KC}/token`,
        end_session_endpoint: `${KC}/logout`,
        jwks_uri: `${KC}/certs`,
        code_challenge_methods_supported: ['S256'],
      }),
    ),
    http.post(`${KC}/token`, async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      onRefresh(body);
      return HttpResponse.json({
        access_token: 'renewed-access-token',
        refresh_token: 'rotated-refresh-token',
        id_token: idToken(),
        token_type: 'Bearer',
        scope: 'openid profile email',
        expires_in: 300,
      });
    }),
  );
}

/** A session oidc-client-ts stored in sessionStorage, with `expiresIn` seconds left on the access token. */
function storeUser(expiresIn: number): void {
  window.sessionStorage.setItem(
    storedUserKey(config),
    JSON.stringify({
      id_token: idToken(),
      access_token: 'old-access-token',
      refresh_token: 'refresh-token',
      token_type: 'Bearer',
      scope: 'openid profile email',
      profile: { sub: 'user-1', email: 'vendor@showroom.test', realm_access: { roles: ['VENDOR'] } },
      expires_at: now() + expiresIn,
    }),
  );
}

let session: OidcSession | undefined;
afterEach(() => {
  session?.dispose();
  session = undefined;
});

describe('the OIDC session', () => {
  it('hands out a valid access token without calling the provider', async () => {
    let refreshed = false;
    useProvider(() => (refreshed = true));
    storeUser(300);
    session = await createOidcSession(config, { onUser: () => undefined });
    expect(await session.restore()).toMatchObject({ email: 'vendor@showroom.test', roles: ['VENDOR'] });
    expect(await session.getAccessToken()).toBe('old-access-token');
    expect(refreshed).toBe(false);
  });

  it('refreshes an expired token with the refresh token when the user was active within the window', async () => {
    const grants: URLSearchParams[] = [];
    useProvider((body) => grants.push(body));
    storeUser(-30);
    window.sessionStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - 60_000));
    const seen: (string | undefined)[] = [];
    session = await createOidcSession(config, { onUser: (user) => seen.push(user?.email) });

    const user = await session.restore();
    expect(user).toMatchObject({
      email: 'vendor@showroom.test',
      firstName: 'Victor',
      initials: 'VV',
      roles: ['VENDOR'],
    });
    expect(grants).toHaveLength(1);
    expect(grants[0]?.get('grant_type')).toBe('refresh_token');
    expect(grants[0]?.get('refresh_token')).toBe('refresh-token');
    expect(seen).toContain('vendor@showroom.test');
    expect(await session.getAccessToken()).toBe('renewed-access-token');
  });

  it('logs an idle user out instead of refreshing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom cannot navigate to the provider
    let refreshed = false;
    useProvider(() => (refreshed = true));
    storeUser(-30);
    window.sessionStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - 6 * 60_000));
    session = await createOidcSession(config, { onUser: () => undefined });

    void session.restore(); // ends in a redirect to the provider's logout, which never returns here
    await vi.waitFor(() => expect(window.sessionStorage.getItem(storedUserKey(config))).toBeNull());
    expect(refreshed).toBe(false);
  });

  it('keeps refreshing regardless of activity when the inactivity logout is off', async () => {
    useProvider();
    storeUser(-30);
    window.sessionStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - 60 * 60_000));
    session = await createOidcSession({ ...config, inactivityTimeoutMs: 0 }, { onUser: () => undefined });
    await session.restore();
    expect(await session.getAccessToken()).toBe('renewed-access-token');
  });
});

describe('a failed refresh', () => {
  it('signs out in this tab when the provider refuses the refresh token', async () => {
    server.use(
      http.get(`${authority}/.well-known/openid-configuration`, () =>
        HttpResponse.json({
          issuer: authority,
          token_endpoint: `${KC}/token`,
          end_session_endpoint: `${KC}/logout`,
        }),
      ),
      http.post(`${KC}/token`, () =>
        HttpResponse.json(
          { error: 'invalid_grant', error_description: 'Session not active' },
          { status: 400 },
        ),
      ),
    );
    storeUser(-30);
    window.sessionStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    const seen: (string | null)[] = [];
    session = await createOidcSession(config, { onUser: (user) => seen.push(user?.email ?? null) });
    expect(await session.restore()).toBeNull();
    expect(window.sessionStorage.getItem(storedUserKey(config))).toBeNull();
    expect(seen).toContain(null);
  });

  it('keeps the session through a network failure', async () => {
    server.use(
      http.get(`${authority}/.well-known/openid-configuration`, () =>
        HttpResponse.json({
          issuer: authority,
          token_endpoint: `${KC}/token`,
          end_session_endpoint: `${KC}/logout`,
        }),
      ),
      http.post(`${KC}/token`, () => HttpResponse.error()),
    );
    storeUser(-30);
    window.sessionStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    session = await createOidcSession(config, { onUser: () => undefined });
    expect(await session.restore()).toMatchObject({ email: 'vendor@showroom.test' });
    expect(window.sessionStorage.getItem(storedUserKey(config))).not.toBeNull();
  });
});
