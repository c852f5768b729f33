// zod/mini on purpose: the web validates this before its first render, and the full zod (25 KB gzip)
// would be a start-up download for every visitor. Same rules, functional API.
import * as z from 'zod/mini';

/** Runtime configuration served at /config/config.json (spec section 3) plus DESIGN section 5's additions. */
export const runtimeConfigSchema = z.object({
  backendBaseUrl: z.url().check(z.maxLength(2000)),
  keycloakUrl: z.url().check(z.maxLength(2000)),
  keycloakRealm: z.string().check(z.minLength(1), z.maxLength(200)),
  keycloakClientId: z.string().check(z.minLength(1), z.maxLength(200)),
  trackingEnabled: z.boolean(),
  trackingScript: z.string().check(z.maxLength(2000)),
  trackingId: z.string().check(z.maxLength(200)),
  production: z.boolean(),
  /** DESIGN section 5: the 5-minute inactivity reading of spec section 6; 0 turns the inactivity logout off. */
  inactivityTimeoutMs: z.int().check(z.minimum(0), z.maximum(86_400_000)),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
