/**
 * A vendor's registration of its app as a SMART client of the FHIR sandbox (issue 34): the app's launch
 * URL, its redirect URIs and whether it is a public or a confidential client. It belongs to the app (not
 * to a version) and survives updates. The API keeps it (apps/api modules/sandbox-clients) and hands the
 * sandbox's authorization server the registrations it needs; a confidential client's secret is shown
 * once, in the answer that made it, and stored only as its SHA-256.
 */
import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { MY_SANDBOX_TEXTS } from './my-sandbox-texts.ts';

export const SANDBOX_CLIENT_TYPES = ['public', 'confidential'] as const;
export type SandboxClientType = (typeof SANDBOX_CLIENT_TYPES)[number];

/** At most this many redirect URIs per registration. */
export const SANDBOX_CLIENT_MAX_REDIRECT_URIS = 10;
export const SANDBOX_CLIENT_URL_MAX = 2000;

/** A client id the API issues: `sbx-` and 128 random bits, base64url. */
export const SANDBOX_CLIENT_ID = /^sbx-[A-Za-z0-9_-]{22}$/;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether `value` may be a SMART app's launch URL or redirect URI in the sandbox: https with a dotted
 * host, or http on loopback (localhost, 127.0.0.1, [::1]) for testing, as OAuth 2.0 for native and
 * SMART apps allow; no user or password in it and no fragment (RFC 6749 3.1.2).
 */
export function isSandboxClientUrl(value: string): boolean {
  if (value.length > SANDBOX_CLIENT_URL_MAX || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash || value.includes('#')) return false;
  if (url.protocol === 'https:') return url.hostname.includes('.') || LOOPBACK_HOSTS.has(url.hostname);
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

const clientUrlSchema = z
  .string()
  .trim()
  .max(SANDBOX_CLIENT_URL_MAX, { error: () => MY_SANDBOX_TEXTS.urlInvalid })
  .refine(isSandboxClientUrl, { error: () => MY_SANDBOX_TEXTS.urlInvalid });

export const sandboxClientBodySchema = z.strictObject({
  launchUrl: clientUrlSchema,
  redirectUris: z
    .array(clientUrlSchema)
    .min(1, { error: () => MY_SANDBOX_TEXTS.redirectUrisRequired })
    .max(SANDBOX_CLIENT_MAX_REDIRECT_URIS, {
      error: () => MY_SANDBOX_TEXTS.redirectUrisTooMany(SANDBOX_CLIENT_MAX_REDIRECT_URIS),
    }),
  clientType: z.enum(SANDBOX_CLIENT_TYPES),
});
export type SandboxClientBody = z.infer<typeof sandboxClientBodySchema>;

export const sandboxClientSchema = z.strictObject({
  appId: z.number().int().positive(),
  clientId: z.string().max(64),
  clientType: z.enum(SANDBOX_CLIENT_TYPES),
  launchUrl: z.string().max(SANDBOX_CLIENT_URL_MAX),
  redirectUris: z.array(z.string().max(SANDBOX_CLIENT_URL_MAX)),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  /** A confidential client's secret: only in the answer that made it (registration, new secret). */
  clientSecret: z.string().max(100).optional(),
});
export type SandboxClient = z.infer<typeof sandboxClientSchema>;

/** Where `Launch in sandbox` starts a registered app (public: the launch URL and the launch types). */
export const sandboxLaunchTargetSchema = z.strictObject({
  launchUrl: z.string().max(SANDBOX_CLIENT_URL_MAX),
});
export type SandboxLaunchTarget = z.infer<typeof sandboxLaunchTargetSchema>;

/**
 * How the API hands the registrations to the sandbox process (PUT /v/smart-clients, beside the vendor
 * sandboxes' store loads): `generation` names this set; the API sends it with every request to the
 * authorization server, and the sandbox asks for the set again (409, x-sandbox-load: required) when it
 * holds another. `client_secret` is the SHA-256 (hex) of the secret: the sandbox hashes what a client
 * presents before oidc-provider compares it.
 */
export interface SandboxClientsLoad {
  readonly generation: string;
  readonly clients: readonly {
    client_id: string;
    client_name?: string;
    redirect_uris: string[];
    token_endpoint_auth_method: 'none' | 'client_secret_basic' | 'client_secret_post';
    client_secret?: string;
    grant_types: string[];
    response_types: string[];
  }[];
}

/** The sandbox's internal route for client registrations and the header naming the API's set. */
export const SANDBOX_CLIENTS_ROUTE = '/v/smart-clients';
export const SANDBOX_CLIENTS_HEADER = 'x-sandbox-clients';
