/**
 * The session outside React: one per page, created at start-up. It loads oidc-client-ts only when
 * needed (a stored session, the /callback route, a click on Login), tells React about changes
 * through subscribe/getSnapshot, and hands the API client its token.
 */
import type { RuntimeConfig } from '@showroom/contract';
import { currentAddress, type AuthStatus, type AuthUser } from './auth-context.ts';
import type { OidcSession } from './oidc-session.ts';
import { CALLBACK_PATH, hasStoredSession } from './settings.ts';

interface AuthSnapshot {
  readonly status: AuthStatus;
  readonly user: AuthUser | null;
}

export interface AuthController {
  readonly getSnapshot: () => AuthSnapshot;
  readonly subscribe: (listener: () => void) => () => void;
  readonly login: (returnTo?: string) => Promise<void>;
  readonly logout: () => Promise<void>;
  readonly updatePassword: (returnTo?: string) => Promise<void>;
  readonly completeSignin: () => Promise<{ returnTo: string }>;
  readonly preload: () => void;
  readonly getAccessToken: () => Promise<string | undefined>;
}

export function createAuthController(config: RuntimeConfig): AuthController {
  const restoring = hasStoredSession(config);
  const onCallback = window.location.pathname === CALLBACK_PATH;
  let snapshot: AuthSnapshot = { status: restoring || onCallback ? 'loading' : 'anonymous', user: null };
  const listeners = new Set<() => void>();
  let session: Promise<OidcSession> | null = null;
  // The authorization code can be redeemed once; a second call (React's StrictMode) shares the first.
  let signinCompletion: Promise<{ returnTo: string }> | null = null;

  const publish = (next: AuthSnapshot): void => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const setUser = (user: AuthUser | null): void =>
    publish(user ? { status: 'authenticated', user } : { status: 'anonymous', user: null });

  const ensureSession = (): Promise<OidcSession> => {
    session ??= import('./oidc-session.ts')
      .then(({ createOidcSession }) => createOidcSession(config, { onUser: setUser }))
      .catch((error: unknown) => {
        session = null; // let a later click try again
        throw error;
      });
    return session;
  };

  if (restoring && !onCallback) {
    ensureSession()
      .then((s) => s.restore())
      .then(setUser)
      .catch(() => setUser(null));
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async login(returnTo = currentAddress()) {
      await (await ensureSession()).signinRedirect(returnTo);
    },
    async logout() {
      await (await ensureSession()).signoutRedirect();
    },
    async updatePassword(returnTo = currentAddress()) {
      await (await ensureSession()).signinRedirect(returnTo, { kc_action: 'UPDATE_PASSWORD' });
    },
    completeSignin() {
      signinCompletion ??= ensureSession()
        .then((s) => s.signinCallback())
        .then(
          ({ user, returnTo }) => {
            setUser(user);
            return { returnTo };
          },
          (error: unknown) => {
            setUser(null);
            throw error;
          },
        );
      return signinCompletion;
    },
    preload() {
      void ensureSession().catch(() => undefined);
    },
    async getAccessToken() {
      // While a stored session is being restored, calls wait for it rather than go out anonymous.
      if (!session) return undefined;
      try {
        return await (await session).getAccessToken();
      } catch {
        return undefined;
      }
    },
  };
}
