export const REALM = 'showroom';
export const CLIENT_ID = 'showroom-web';
export const REALM_PATH = `/realms/${REALM}`;

/** Keycloak's endpoint prefix below the realm. */
export const KC = '/protocol/openid-connect';
/** Pages of the provider itself, under the realm (Keycloak uses the same segment for its login flows). */
export const LOGIN_ACTIONS = '/login-actions/';

/** The API as a resource server: the access token's `aud`, as Keycloak's audience mapper would set it. */
export const API_RESOURCE = 'urn:showroom:api';
export const API_AUDIENCE = 'showroom-api';

export const SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;
export const GRANTED_SCOPE = SCOPES.join(' ');

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;

/** Lifetimes in seconds, Keycloak's defaults (access token 5 min, SSO idle 30 min, SSO max 10 h). */
export const TTL = {
  AccessToken: 300,
  IdToken: 300,
  AuthorizationCode: 60,
  RefreshToken: 1800,
  Session: 36000,
  Grant: 36000,
  Interaction: 1800,
} as const;

/** Keycloak asks for the password again before UPDATE_PASSWORD when the login is older than this (seconds). */
export const REAUTHENTICATE_AFTER = 300;
