import type { RuntimeConfig } from '@showroom/contract';

/** The OpenID issuer: Keycloak's layout, `<keycloakUrl>/realms/<realm>`. */
export const authorityOf = (config: RuntimeConfig): string =>
  `${config.keycloakUrl.replace(/\/+$/, '')}/realms/${config.keycloakRealm}`;

/** oidc-client-ts keeps the user under `<prefix>user:<authority>:<client_id>`; the prefix is ours. */
export const USER_STORE_PREFIX = 'oidc.';
export const storedUserKey = (config: RuntimeConfig): string =>
  `${USER_STORE_PREFIX}user:${authorityOf(config)}:${config.keycloakClientId}`;

/** Last activity, kept per tab so a reload does not count as "active just now". */
export const LAST_ACTIVITY_KEY = 'showroom.lastActivityAt';

export const CALLBACK_PATH = '/callback';

export function hasStoredSession(config: RuntimeConfig): boolean {
  try {
    return window.sessionStorage.getItem(storedUserKey(config)) !== null;
  } catch {
    return false; // storage disabled: behave as logged out
  }
}

export function readLastActivity(): number | undefined {
  try {
    const value = Number(window.sessionStorage.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeLastActivity(at: number): void {
  try {
    window.sessionStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // storage disabled: the in-memory value still works for this page
  }
}
