import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALLBACK_PATH } from './settings.ts';

// deploy/keycloak/realm-showroom.json must let the web's sign-in and sign-out return to the addresses
// oidc-session.ts sends (`${origin}${CALLBACK_PATH}`, `${origin}/`); Keycloak refuses any other. The
// realm names the public origin with the placeholder Keycloak fills in at import.
const ORIGIN = '${SHOWROOM_PUBLIC_URL}';

interface Client {
  clientId: string;
  rootUrl: string;
  redirectUris: string[];
  webOrigins: string[];
  attributes: Record<string, string>;
}

const realm = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../../../../../deploy/keycloak/realm-showroom.json'),
    'utf8',
  ),
) as { clients: Client[] };
const client = realm.clients.find((c) => c.clientId === 'showroom-web');

describe("the Keycloak realm's web client", () => {
  it('accepts the redirect after sign-in and after sign-out, and calls from the origin', () => {
    expect(client?.rootUrl).toBe(ORIGIN);
    expect(client?.redirectUris).toEqual([`${ORIGIN}${CALLBACK_PATH}`]);
    expect(client?.attributes['post.logout.redirect.uris']).toBe(`${ORIGIN}/`);
    // Token and refresh calls are cross-origin from the SPA to Keycloak: CORS for exactly this origin.
    expect(client?.webOrigins).toEqual([ORIGIN]);
  });
});
