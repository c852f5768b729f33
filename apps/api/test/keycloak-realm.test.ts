import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLES } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { API_AUDIENCE } from '@showroom/idp';

// deploy/keycloak/realm-showroom.json is imported by Keycloak in production, where no test of ours runs:
// this checks it agrees with what the API expects of Keycloak's tokens (the web's side is checked in
// apps/web/src/lib/auth/keycloak-realm.test.ts). Keycloak itself is not available on this machine.

interface Realm {
  realm: string;
  registrationAllowed: boolean;
  roles: { realm: { name: string; composite?: boolean; composites?: { realm?: string[] } }[] };
  defaultRole: { name: string };
  requiredActions: { providerId: string; enabled: boolean }[];
  clients: {
    clientId: string;
    publicClient: boolean;
    standardFlowEnabled: boolean;
    implicitFlowEnabled: boolean;
    directAccessGrantsEnabled: boolean;
    attributes: Record<string, string>;
    protocolMappers: { protocolMapper: string; config: Record<string, string> }[];
  }[];
}

const file = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../deploy/keycloak/realm-showroom.json',
);
const realm = JSON.parse(readFileSync(file, 'utf8')) as Realm;
// What the API expects with KEYCLOAK_URL set and the other variables at their defaults.
const { idp } = loadEnv({
  NODE_ENV: 'production',
  METRICS_TOKEN: 'test-metrics-token-0123456789',
  KEYCLOAK_URL: 'https://sso.example.org',
  PUBLIC_URL: 'https://showroom.example.org',
});

describe('the Keycloak realm to import (deploy/keycloak/realm-showroom.json)', () => {
  it("is the realm and client the API's defaults name", () => {
    expect(realm.realm).toBe(idp.realm);
    expect(realm.clients.map((c) => c.clientId)).toContain(idp.clientId);
  });

  const client = realm.clients.find((c) => c.clientId === idp.clientId);

  it('has a public client with the authorization code flow and PKCE S256 only', () => {
    expect(client).toMatchObject({
      publicClient: true,
      standardFlowEnabled: true,
      implicitFlowEnabled: false,
      directAccessGrantsEnabled: false,
    });
    expect(client?.attributes['pkce.code.challenge.method']).toBe('S256');
  });

  it("puts the API's audience into access tokens", () => {
    const audience = client?.protocolMappers.find((m) => m.protocolMapper === 'oidc-audience-mapper');
    expect(audience?.config).toMatchObject({
      'included.custom.audience': API_AUDIENCE,
      'access.token.claim': 'true',
    });
  });

  it("defines the product's roles and gives VENDOR, not ADMIN, to every new account", () => {
    const names = realm.roles.realm.map((r) => r.name);
    for (const role of ROLES) expect(names).toContain(role);
    const defaults = realm.roles.realm.find((r) => r.name === realm.defaultRole.name);
    expect(defaults?.composite).toBe(true);
    expect(defaults?.composites?.realm).toContain('VENDOR');
    expect(defaults?.composites?.realm).not.toContain('ADMIN');
  });

  it('lets visitors register and users update their password (kc_action=UPDATE_PASSWORD)', () => {
    expect(realm.registrationAllowed).toBe(true);
    expect(realm.requiredActions).toContainEqual(
      expect.objectContaining({ providerId: 'UPDATE_PASSWORD', enabled: true }),
    );
  });
});
