/**
 * `/.well-known/smart-configuration` at the FHIR base (SMART App Launch 2.x §2.1): what the sandbox's
 * authorization server really supports, with its public endpoints.
 */
import { OIDC_SCOPES } from './auth-server.ts';

const SMART_CAPABILITIES = [
  'launch-ehr',
  'launch-standalone',
  'client-public',
  'client-confidential-symmetric',
  'context-ehr-patient',
  'context-ehr-encounter',
  'context-standalone-patient',
  'context-banner',
  'sso-openid-connect',
  'permission-offline',
  'permission-v1',
  'permission-v2',
  'permission-patient',
  'permission-user',
] as const;

/**
 * The scopes to list: the context scopes, the wildcards, and per resource type the sandbox holds data of
 * its read-and-search scopes in both notations (SMART 2.x `.rs`, 1.0 `.read`) for patient and user.
 */
function scopesSupported(types: readonly string[]): string[] {
  const scopes: string[] = [...OIDC_SCOPES];
  for (const type of ['*', ...types]) {
    for (const context of ['patient', 'user']) {
      scopes.push(`${context}/${type}.rs`, `${context}/${type}.read`);
    }
  }
  return scopes;
}

export function smartConfiguration(issuer: string, types: readonly string[]): Record<string, unknown> {
  return {
    issuer,
    jwks_uri: `${issuer}/jwks`,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    introspection_endpoint: `${issuer}/introspect`,
    revocation_endpoint: `${issuer}/revoke`,
    userinfo_endpoint: `${issuer}/userinfo`,
    grant_types_supported: ['authorization_code', 'refresh_token'],
    response_types_supported: ['code'],
    token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
    scopes_supported: scopesSupported(types),
    code_challenge_methods_supported: ['S256'],
    capabilities: [...SMART_CAPABILITIES],
  };
}
