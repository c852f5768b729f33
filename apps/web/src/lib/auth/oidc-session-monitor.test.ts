import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw-server.ts';
import { createOidcSession, type OidcSession } from './oidc-session.ts';
import { authorityOf, storedUserKey } from './settings.ts';

// Keycloak's discovery advertises a check-session iframe (the embedded provider does not): the web
// then watches the provider's session every 5 seconds.
const config = testConfig();
const authority = authorityOf(config);
const KC = `${authority}/protocol/openid-connect`;
const CHECK_SESSION = `${KC}/login-status-iframe.html`;

const base64url = (value: object): string =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const now = (): number => Math.floor(Date.now() / 1000);
const idToken = (): string =>
  `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url({
    iss: authority,
    aud: config.keycloakClientId,
    sub: 'user-1',
    iat: now(),
    exp: now() + 300,
    email: 'vendor@showroom.test',
    realm_access: { roles: ['VENDOR'] },
  })}.sig`;

function useDiscovery(extra: Record<string, string>): void {
  server.use(
    http.get(`${authority}/.well-known/openid-configuration`, () =>
      HttpResponse.json({
        issuer: authority,
        authorization_endpoint: `${KC}/auth`,
        token_endpoint: `${KC}/token`,
        end_session_endpoint: `${KC}/logout`,
        jwks_uri: `${KC}/certs`,
        code_challenge_methods_supported: ['S256'],
        ...extra,
      }),
    ),
  );
}

/** A Keycloak session as oidc-client-ts stores it: with the `session_state` the iframe checks. */
function storeKeycloakUser(): void {
  window.sessionStorage.setItem(
    storedUserKey(config),
    JSON.stringify({
      id_token: idToken(),
      access_token: 'access-token',
      refresh_token: 'refresh-token',
      token_type: 'Bearer',
      scope: 'openid profile email',
      session_state: 'kc-session-1',
      profile: { sub: 'user-1', email: 'vendor@showroom.test', realm_access: { roles: ['VENDOR'] } },
      expires_at: now() + 300,
    }),
  );
}

const checkFrames = (): HTMLIFrameElement[] =>
  [...document.querySelectorAll('iframe')].filter((f) => f.src === CHECK_SESSION);

let session: OidcSession | undefined;
afterEach(() => {
  session?.dispose();
  session = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
});

describe('the session monitor', () => {
  it("loads the provider's check-session iframe and asks it every 5 seconds when discovery advertises one", async () => {
    useDiscovery({ check_session_iframe: CHECK_SESSION });
    storeKeycloakUser();
    session = await createOidcSession(config, { onUser: () => undefined });
    await session.restore();

    const frame = await vi.waitFor(() => {
      const [found] = checkFrames();
      if (!found) throw new Error('no check-session iframe yet');
      return found;
    });
    const post = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    // Only the monitor's own timer from here on; jsdom loads no sub-resources, so 'load' is ours to fire.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    frame.onload?.(new Event('load'));
    // Real timeouts (only intervals are faked), so waiting for the first message moves no fake clock.
    for (let i = 0; i < 100 && post.mock.calls.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      `${config.keycloakClientId} kc-session-1`,
      new URL(CHECK_SESSION).origin,
    );
    vi.advanceTimersByTime(4999);
    expect(post).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(post).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    expect(post).toHaveBeenCalledTimes(3);
  });

  it('loads no iframe when the provider advertises none, as the embedded one does', async () => {
    useDiscovery({});
    storeKeycloakUser();
    session = await createOidcSession(config, { onUser: () => undefined });
    expect(await session.restore()).toMatchObject({ email: 'vendor@showroom.test' });
    // The monitor would have started on restore; give its promise chain a turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
  });
});
