import type { RuntimeConfig } from '@showroom/contract';

/** The OpenID issuer: Keycloak's layout, `<keycloakUrl>/realms/<realm>`. */
export const authorityOf = (config: RuntimeConfig): string =>
  `${config.keycloakUrl.replace(/\/+$/, '')}/realms/${config.keycloakRealm}`;

/** oidc-client-ts keeps the user under `<prefix>user:<authority>:<client_id>`; the prefix is ours. */
export const USER_STORE_PREFIX = 'oidc.';
export const storedUserKey = (config: RuntimeConfig): string =>
  `${USER_STORE_PREFIX}user:${authorityOf(config)}:${config.keycloakClientId}`;

export { CALLBACK_PATH } from '@showroom/contract';

export function hasStoredSession(config: RuntimeConfig): boolean {
  try {
    return window.sessionStorage.getItem(storedUserKey(config)) !== null;
  } catch {
    return false; // storage disabled: behave as logged out
  }
}
