/**
 * Registered SMART clients at the sandbox over HTTP (issue 34): the API hands the set over with
 * PUT /v/smart-clients; a request to the authorization server naming another set is answered 409
 * `x-sandbox-load: required` before anything else; the registered clients are found at run time.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FhirSandbox, createSandboxServer } from '../src/index.ts';
import { createSmart } from '../src/smart/index.ts';
import { testResources } from './fixtures.ts';

const FHIR = 'http://sandbox.test/fhir';
const REDIRECT = 'http://127.0.0.1:9/callback';
const CLIENT = `sbx-${randomBytes(16).toString('base64url')}`;

let server: Server;
let local: string;

beforeAll(async () => {
  const sandbox = await FhirSandbox.create(testResources(), { baseUrl: FHIR });
  const smart = await createSmart(sandbox, { fhirBase: FHIR });
  server = createSandboxServer(sandbox, { smart });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const authorize = (clientId: string, headers: Record<string, string> = {}) =>
  fetch(
    `${local}/auth/authorize?${new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: REDIRECT,
      scope: 'launch/patient openid patient/*.rs',
      state: 's',
      aud: FHIR,
      code_challenge: createHash('sha256').update('v'.repeat(43)).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString()}`,
    { headers, redirect: 'manual' },
  );

const load = (body: unknown) =>
  fetch(`${local}/v/smart-clients`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('registered SMART clients', () => {
  it('asks for the set when a request names another, takes it, and finds its clients at run time', async () => {
    const first = await authorize(CLIENT, { 'x-sandbox-clients': 'g1' });
    expect(first.status).toBe(409);
    expect(first.headers.get('x-sandbox-load')).toBe('required');
    // Not known yet, without the header too.
    expect((await authorize(CLIENT)).status).toBe(400);

    const client = {
      client_id: CLIENT,
      redirect_uris: [REDIRECT],
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    };
    expect((await load({ generation: 'g1', clients: [client] })).status).toBe(204);
    const known = await authorize(CLIENT, { 'x-sandbox-clients': 'g1' });
    expect(known.status).toBe(303);
    expect(known.headers.get('location')).toContain('/auth/interaction/');

    // Removed from the set: unknown again at once.
    expect((await load({ generation: 'g2', clients: [] })).status).toBe(204);
    expect((await authorize(CLIENT, { 'x-sandbox-clients': 'g2' })).status).toBe(400);
  });

  it('refuses a malformed handover and client ids it does not issue', async () => {
    for (const body of [
      { clients: [] },
      { generation: 'g', clients: 'x' },
      { generation: 'g', clients: [{ client_id: 'showroom-demo-vital-signs', redirect_uris: [] }] },
    ]) {
      expect((await load(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await fetch(`${local}/v/smart-clients`)).status).toBe(405);
  });
});
