import { z } from 'zod';

/** Runtime configuration served at /config/config.json (spec section 3) plus DESIGN section 5's additions. */
export const runtimeConfigSchema = z.object({
  backendBaseUrl: z.url().max(2000),
  keycloakUrl: z.url().max(2000),
  keycloakRealm: z.string().min(1).max(200),
  keycloakClientId: z.string().min(1).max(200),
  trackingEnabled: z.boolean(),
  trackingScript: z.string().max(2000),
  trackingId: z.string().max(200),
  production: z.boolean(),
  /** DESIGN section 5: the 5-minute inactivity reading of spec section 6; 0 turns the inactivity logout off. */
  inactivityTimeoutMs: z.number().int().min(0).max(86_400_000),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
