import { runtimeConfigSchema, type RuntimeConfig } from '@showroom/contract';
import type { Env } from '../../env.ts';
import type { App } from '../../lib/fastify.ts';
import { publicAnswer } from '../../lib/front-door.ts';
import { PUBLIC_CACHE } from '../../lib/http-cache.ts';

const RUNTIME_CONFIG_PATH = '/config/config.json';

/** What the SPA reads at start: where the API and the identity provider are. */
function runtimeConfig(env: Env): RuntimeConfig {
  return runtimeConfigSchema.parse({
    backendBaseUrl: `${env.publicUrl}/api`,
    // The embedded IdP answers on the product's own origin, with Keycloak's URL layout.
    keycloakUrl: env.idp.kind === 'keycloak' ? env.idp.url : env.publicUrl,
    keycloakRealm: env.idp.realm,
    keycloakClientId: env.idp.clientId,
    trackingEnabled: env.tracking.enabled,
    trackingScript: env.tracking.script,
    trackingId: env.tracking.id,
    production: env.production,
    inactivityTimeoutMs: env.inactivityTimeoutMs,
    supportEmail: env.supportEmail,
    hostAllowList: env.checks.allowHosts.trim() !== '',
  });
}

export function runtimeConfigRoutes(app: App): void {
  // Built and validated once: a configuration the SPA cannot use fails the start, not the first visitor.
  const config = runtimeConfig(app.env);
  app.get(
    RUNTIME_CONFIG_PATH,
    { schema: { hide: true, response: { 200: runtimeConfigSchema } } },
    async (_request, reply) => {
      // The same for the process's life: the front door keeps the answer.
      publicAnswer(reply.header('cache-control', PUBLIC_CACHE), 'fixed');
      return config;
    },
  );
}
