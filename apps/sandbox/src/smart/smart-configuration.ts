/**
 * `/.well-known/smart-configuration` at the FHIR base (SMART App Launch 2.x §2.1): what the sandbox's
 * authorization server really supports, with its public endpoints.
 */
import { OIDC_SCOPES } from './auth-server.ts';

export const SMART_CAPABILITIES = [
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

export function smartConfiguration(issuer: string): Record<string, unknown> {
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
    scopes_supported: [...OIDC_SCOPES, 'patient/*.rs', 'user/*.rs', 'patient/*.read', 'user/*.read'],
    code_challenge_methods_supported: ['S256'],
    capabilities: [...SMART_CAPABILITIES],
  };
}
