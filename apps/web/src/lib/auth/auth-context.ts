import type { Role } from '@showroom/contract';
import { createContext, use } from 'react';

/** The signed-in person as the screens see it: e-mail, first and last name, plus realm roles. */
export interface AuthUser {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly initials: string;
  readonly roles: readonly Role[];
}

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

interface SignInOptions {
  /** Where to come back to after the identity provider; defaults to the current address. */
  readonly returnTo?: string;
}

/**
 * The boundary between the screens and the identity provider. The real implementation
 * (OidcAuthProvider) loads oidc-client-ts on demand; tests provide a fake value.
 */
export interface AuthContextValue {
  readonly status: AuthStatus;
  readonly user: AuthUser | null;
  /** Starts login/registration at the identity provider (the 'Login/Register' button). */
  login: (options?: SignInOptions) => Promise<void>;
  /** Ends the session at the identity provider (sends id_token_hint) and returns to the start page. */
  logout: () => Promise<void>;
  /** The identity provider's update-password action (Keycloak's kc_action=UPDATE_PASSWORD). */
  updatePassword: (options?: SignInOptions) => Promise<void>;
  /** Completes the sign-in on /callback; resolves with the address to return to. */
  completeSignin: () => Promise<{ readonly returnTo: string }>;
  /** Starts loading the sign-in code early (e.g. when the pointer nears the Login button). */
  preload: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth() needs an auth provider above it.');
  return auth;
}

/** The current in-app address (path, query and hash), the default place to return to after login. */
export const currentAddress = (): string =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;
