import { runtimeConfigSchema } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.ts';

describe('runtime config with the embedded IdP', () => {
  const t = useTestApp({
    env: {
      TRACKING_ENABLED: 'true',
      TRACKING_SCRIPT: 'https://stats.example.org/script.js',
      TRACKING_ID: 'abc-123',
    },
  });

  it('serves every key of the contract, valid, for proxies to keep 10 seconds', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(Object.keys(runtimeConfigSchema.shape).sort());
    expect(runtimeConfigSchema.parse(body)).toEqual({
      backendBaseUrl: 'http://localhost:8080/api',
      keycloakUrl: 'http://localhost:8080',
      keycloakRealm: 'showroom',
      keycloakClientId: 'showroom-web',
      trackingEnabled: true,
      trackingScript: 'https://stats.example.org/script.js',
      trackingId: 'abc-123',
      production: false,
      inactivityTimeoutMs: 300000,
      // Outside production without SUPPORT_EMAIL: the demo's contact.
      supportEmail: 'support@showroom.localhost',
      hostAllowList: false,
    });
  });
});

describe('runtime config with Keycloak in production', () => {
  const t = useTestApp({
    env: {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://showroom.example.org/',
      KEYCLOAK_URL: 'https://sso.example.org',
      KEYCLOAK_REALM: 'health',
      KEYCLOAK_CLIENT_ID: 'showroom-spa',
      INACTIVITY_TIMEOUT_MS: '0',
      SUPPORT_EMAIL: 'help@health.example.org',
      CHECK_ALLOW_HOSTS: 'fhir.intranet.example, 10.0.0.0/8',
    },
  });

  it('points the SPA at Keycloak and at the public API URL', async () => {
    const body: unknown = (await t.app.inject({ method: 'GET', url: '/config/config.json' })).json();
    expect(body).toMatchObject({
      backendBaseUrl: 'https://showroom.example.org/api',
      keycloakUrl: 'https://sso.example.org',
      keycloakRealm: 'health',
      keycloakClientId: 'showroom-spa',
      trackingEnabled: false,
      production: true,
      inactivityTimeoutMs: 0,
      supportEmail: 'help@health.example.org',
      // That the operator allows hosts, not which: the list stays on the server.
      hostAllowList: true,
    });
    expect(JSON.stringify(body)).not.toContain('intranet');
  });
});
