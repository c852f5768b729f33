/**
 * Everything that needs oidc-client-ts. This module is loaded on demand (a stored session, the
 * /callback route, or a click on Login), so anonymous visitors of the catalogue never download it.
 */
import {
  currentLocale,
  LOGIN_STATE_MAX_AGE_MS,
  SESSION_CHECK_INTERVAL_MS,
  TOKEN_REFRESH_THRESHOLD_S,
  type RuntimeConfig,
} from '@showroom/contract';
import {
  ErrorResponse,
  UserManager,
  WebStorageStateStore,
  type OidcMetadata,
  type User,
} from 'oidc-client-ts';
import {
  createActivityTracker,
  decideOnTokenExpiry,
  readLastActivity,
  writeLastActivity,
  type ActivityTracker,
} from './activity.ts';
import type { AuthUser } from './auth-context.ts';
import { toAuthUser } from './auth-user.ts';
import { safeReturnTo } from './return-to.ts';
import { CALLBACK_PATH, USER_STORE_PREFIX, authorityOf } from './settings.ts';

/**
 * oidc-client-ts checks its token timers every 5 seconds, so its "expiring" event can come up to 5 s
 * late. Raising it that much earlier keeps the rule "refresh with under 5 seconds left" from turning
 * into "refresh after expiry"; calls made in between are covered by getAccessToken's own check.
 */
const TIMER_POLL_S = 5;

export interface OidcSessionEvents {
  /** The stored user changed: signed in, renewed, or gone (null). */
  readonly onUser: (user: AuthUser | null) => void;
}

export interface OidcSession {
  /** The user from sessionStorage after the expiry rule ran (an idle expired session is logged out). */
  readonly restore: () => Promise<AuthUser | null>;
  readonly signinRedirect: (returnTo: string, extraQueryParams?: Record<string, string>) => Promise<void>;
  readonly signinCallback: () => Promise<{ user: AuthUser; returnTo: string }>;
  readonly signoutRedirect: () => Promise<void>;
  /** The access token, renewed first when it has under 5 seconds (the refresh threshold) left. */
  readonly getAccessToken: () => Promise<string | undefined>;
  readonly dispose: () => void;
}

interface DiscoveryDocument extends Partial<OidcMetadata> {
  readonly check_session_iframe?: string;
}

async function fetchDiscovery(authority: string): Promise<DiscoveryDocument> {
  const response = await fetch(`${authority}/.well-known/openid-configuration`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The identity provider's discovery answered ${response.status}.`);
  return (await response.json()) as DiscoveryDocument;
}

export async function createOidcSession(
  config: RuntimeConfig,
  events: OidcSessionEvents,
): Promise<OidcSession> {
  const authority = authorityOf(config);
  const discovery = await fetchDiscovery(authority);
  // Keycloak advertises a check-session iframe; the embedded provider (oidc-provider 9) has none.
  const monitorSession = typeof discovery.check_session_iframe === 'string';
  const origin = window.location.origin;

  const manager = new UserManager({
    authority,
    metadata: discovery,
    client_id: config.keycloakClientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/`,
    scope: 'openid profile email',
    response_type: 'code',
    // Renewal goes through `keepAlive` below, which applies the inactivity rule first; the library's
    // own automatic renew would refresh regardless of activity. Renewal uses the refresh token.
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: TOKEN_REFRESH_THRESHOLD_S + TIMER_POLL_S,
    loadUserInfo: false, // the profile comes from the ID token; userinfo rejects resource-bound tokens
    monitorSession,
    checkSessionIntervalInSeconds: SESSION_CHECK_INTERVAL_MS / 1000,
    staleStateAgeInSeconds: LOGIN_STATE_MAX_AGE_MS / 1000,
    userStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: USER_STORE_PREFIX }),
  });
  void manager.clearStaleState().catch(() => undefined);

  // Inactivity: at token expiry, idle longer than the window (default 5 minutes) logs out; 0 turns it off.
  const inactivityTimeoutMs = config.inactivityTimeoutMs;
  const tracker: ActivityTracker = createActivityTracker({
    initialActivityAt: readLastActivity(),
    onRecord: writeLastActivity,
  });
  writeLastActivity(tracker.lastActivityAt());
  const stopListening = tracker.listen(window);

  let current: User | null = null;
  let renewing: Promise<User | null> | null = null;
  let loggingOut = false;

  const logout = async (): Promise<void> => {
    if (loggingOut) return;
    loggingOut = true;
    try {
      await manager.signoutRedirect();
    } catch {
      // The identity provider is unreachable: at least forget the session in this tab.
      loggingOut = false;
      await manager.removeUser();
    }
  };

  const renew = (): Promise<User | null> => {
    renewing ??= manager
      .signinSilent()
      .catch(async (error: unknown) => {
        // A network failure keeps the session: the expired event and the next call try again.
        if (!(error instanceof ErrorResponse)) return current;
        // The provider refused the refresh token (its session ended): sign out in this tab.
        await manager.removeUser();
        return null;
      })
      .finally(() => {
        renewing = null;
      });
    return renewing;
  };

  /** Renew if active lately, else log out; whenever the token is expiring, has expired, or is stale. */
  const keepAlive = async (): Promise<User | null> => {
    const decision = decideOnTokenExpiry({
      now: Date.now(),
      lastActivityAt: tracker.lastActivityAt(),
      inactivityTimeoutMs,
    });
    if (decision === 'renew') return renew();
    await logout();
    return null;
  };

  const onLoaded = (user: User): void => {
    current = user;
    events.onUser(toAuthUser(user));
  };
  const onUnloaded = (): void => {
    current = null;
    // signoutRedirect unloads the user before it navigates to the provider's logout. Telling React
    // then would let the guard of the page the user is on start a new login first, and that
    // navigation could win: the user would land on the login page instead of the start page.
    if (loggingOut) return;
    events.onUser(null);
  };
  const onExpiring = (): void => void keepAlive();
  const onSignedOut = (): void => {
    void manager.removeUser();
  };
  manager.events.addUserLoaded(onLoaded);
  manager.events.addUserUnloaded(onUnloaded);
  manager.events.addAccessTokenExpiring(onExpiring);
  manager.events.addAccessTokenExpired(onExpiring);
  manager.events.addUserSignedOut(onSignedOut);

  const isStale = (user: User): boolean =>
    user.expires_in === undefined || user.expires_in < TOKEN_REFRESH_THRESHOLD_S;

  return {
    async restore() {
      const stored = await manager.getUser();
      current = stored;
      const user = stored && isStale(stored) ? await keepAlive() : stored;
      return user ? toAuthUser(user) : null;
    },

    async signinRedirect(returnTo, extraQueryParams) {
      // ui_locales: the identity provider's pages speak the language on screen (OIDC; Keycloak honours it too).
      await manager.signinRedirect({
        state: { returnTo: safeReturnTo(returnTo) },
        extraQueryParams: { ...extraQueryParams, ui_locales: currentLocale() },
      });
    },

    async signinCallback() {
      const user = await manager.signinRedirectCallback();
      tracker.record();
      writeLastActivity(Date.now());
      const state = user.state as { returnTo?: unknown } | undefined;
      return { user: toAuthUser(user), returnTo: safeReturnTo(state?.returnTo) };
    },

    signoutRedirect: logout,

    async getAccessToken() {
      const user = await manager.getUser();
      if (!user) return undefined;
      if (!isStale(user)) return user.access_token;
      return (await keepAlive())?.access_token;
    },

    dispose() {
      stopListening();
      manager.events.removeUserLoaded(onLoaded);
      manager.events.removeUserUnloaded(onUnloaded);
      manager.events.removeAccessTokenExpiring(onExpiring);
      manager.events.removeAccessTokenExpired(onExpiring);
      manager.events.removeUserSignedOut(onSignedOut);
      manager.stopSilentRenew();
    },
  };
}
