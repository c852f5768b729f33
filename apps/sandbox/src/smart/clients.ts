/**
 * The sandbox's client registrations, from SANDBOX_SMART_CLIENTS (a JSON array of OAuth client
 * metadata). The API that starts the sandbox passes the seeded SMART demos' registrations there (fixed
 * public client ids, redirect URIs on the showroom's origin) and any given to it (e.g. a test app on
 * loopback). Clients default to public, authorization code + refresh token.
 */
import type { ClientMetadata } from 'oidc-provider';

export function sandboxClients(value = process.env.SANDBOX_SMART_CLIENTS): ClientMetadata[] {
  if (!value) return [];
  const parsed: unknown = JSON.parse(value);
  if (!Array.isArray(parsed))
    throw new Error('SANDBOX_SMART_CLIENTS must be a JSON array of client metadata.');
  return parsed as ClientMetadata[];
}
