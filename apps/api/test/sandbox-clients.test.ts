/**
 * Vendors register their apps as SMART clients of the sandbox (issue 34), over real HTTP: the API on a
 * real database in front of a real sandbox server with SMART (in this process, reached over HTTP like
 * the child process). Register, read, change, new secret, remove; who may; 400 naming the field; a
 * registration works at the sandbox's authorization server without a restart, a change or a removal
 * counts at once; a confidential client's secret is shown once, never again, never logged, and checked
 * by the authorization server; a redirect URI not registered is refused.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import {
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_MAX_REDIRECT_URIS,
  sandboxLaunchValue,
  type SandboxClient,
} from '@showroom/contract';
import { FhirSandbox, createSandboxServer, createSmart } from '@showroom/sandbox';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/lib/fastify.ts';
import { buildTestApp } from './helpers/app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';
import { adminAccount, appBody, insertAppInState, vendorAccount, type Account } from './helpers/journey.ts';

const PUBLIC_URL = 'http://localhost:8080';
const FHIR = `${PUBLIC_URL}/sandbox/fhir`;
const REDIRECT = 'http://127.0.0.1:9/callback';

let sandboxServer: Server;
let smart: Awaited<ReturnType<typeof createSmart>>;
let app: App;
let database: TestDatabase;
let base: string;
const lines: string[] = [];
const consoleLines: string[] = [];

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    const original = console[method].bind(console);
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleLines.push(
        args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(' '),
      );
      original(...args);
    });
  }
  const sandbox = await FhirSandbox.create(
    [
      { resourceType: 'Patient', id: 'p-1', name: [{ family: 'Smart', given: ['Sam'] }], gender: 'female' },
      { resourceType: 'Patient', id: 'p-2', name: [{ family: 'Other', given: ['Olga'] }], gender: 'female' },
    ],
    { baseUrl: FHIR },
  );
  smart = await createSmart(sandbox, { fhirBase: FHIR });
  sandboxServer = createSandboxServer(sandbox, { smart });
  await new Promise<void>((resolve) => sandboxServer.listen(0, '127.0.0.1', resolve));
  database = await createTestDatabase();
  const logger = pino({ level: 'trace' }, { write: (line: string) => lines.push(line) });
  app = await buildTestApp(database, {
    env: {
      PUBLIC_URL,
      SANDBOX_ENABLED: 'true',
      SANDBOX_FHIR_URL: `http://127.0.0.1:${(sandboxServer.address() as AddressInfo).port}/fhir`,
    },
    logger,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await app.close();
  await database.dispose();
  sandboxServer.closeAllConnections();
  await new Promise((resolve) => sandboxServer.close(resolve));
});

const local = (url: string) =>
  url.startsWith(PUBLIC_URL) ? `${base}${url.slice(PUBLIC_URL.length)}` : `${base}${url}`;

const registration = (overrides: Record<string, unknown> = {}) => ({
  launchUrl: 'https://app.vendor.example/launch',
  redirectUris: [REDIRECT],
  clientType: 'public',
  ...overrides,
});

async function call(
  who: Account | undefined,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/**
 * An EHR launch of `clientId` through the API's /sandbox/auth, following the redirects: the code sent
 * to `redirect`, or the first answer that is not a redirect (the refusal).
 */
async function authorize(
  clientId: string,
  redirect = REDIRECT,
): Promise<{ code?: string; verifier: string; refusal?: { status: number; text: string } }> {
  const verifier = randomBytes(32).toString('base64url');
  const cookies = new Map<string, string>();
  let url = `${PUBLIC_URL}/sandbox/auth/authorize?${new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirect,
    scope: 'launch openid fhirUser patient/*.rs',
    state: 's',
    aud: FHIR,
    launch: sandboxLaunchValue({ patient: 'p-1' }),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString()}`;
  for (let hop = 0; hop < 8; hop++) {
    const response = await fetch(local(url), {
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      redirect: 'manual',
    });
    for (const c of response.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    if (response.status !== 303 && response.status !== 302) {
      return { verifier, refusal: { status: response.status, text: await response.text() } };
    }
    const next = new URL(response.headers.get('location') ?? '', PUBLIC_URL);
    if (next.href.startsWith(redirect)) {
      const code = next.searchParams.get('code');
      return code ? { code, verifier } : { verifier, refusal: { status: 303, text: next.href } };
    }
    url = next.href;
  }
  throw new Error('too many redirects');
}

async function token(
  clientId: string,
  code: string,
  verifier: string,
  secret?: string,
): Promise<{ status: number; body: { access_token?: string; patient?: string; error?: string } }> {
  const answer = await fetch(`${base}/sandbox/auth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(secret === undefined
        ? {}
        : {
            authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
          }),
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
      ...(secret === undefined ? { client_id: clientId } : {}),
    }).toString(),
  });
  return { status: answer.status, body: (await answer.json()) as { access_token?: string } };
}

describe('an app’s sandbox registration', () => {
  it('is made, read, changed and removed by its vendor; a public client gets no secret; it survives an update of the app', async () => {
    const vendor = await vendorAccount(database.db);
    const draft = await insertAppInState(database.db, vendor.vendorId, { status: 'DRAFT' });
    const url = `/api/apps/${draft.id}/sandbox-client`;

    const none = await call(vendor, 'GET', url);
    expect(none.statusCode).toBe(204);

    const made = await call(vendor, 'PUT', url, registration());
    expect(made.statusCode, made.body).toBe(200);
    const client = made.json<SandboxClient>();
    expect(client.clientId).toMatch(SANDBOX_CLIENT_ID);
    expect(client).toMatchObject({ appId: draft.id, clientType: 'public', redirectUris: [REDIRECT] });
    expect(client.clientSecret).toBeUndefined();

    // The app is edited (its version changes): the registration stays as it was.
    const details = (await call(vendor, 'GET', `/api/apps/${draft.id}`)).json<{ rowVersion: number }>();
    const edited = await call(
      vendor,
      'PUT',
      `/api/apps/${draft.id}`,
      appBody(vendor.vendorId, { name: 'Renamed For Sandbox', rowVersion: details.rowVersion }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call(vendor, 'GET', url)).json()).toEqual(client);

    const changed = await call(
      vendor,
      'PUT',
      url,
      registration({
        launchUrl: 'http://localhost:5173/launch',
        redirectUris: [REDIRECT, 'https://b.example/cb'],
      }),
    );
    expect(changed.json<SandboxClient>()).toMatchObject({
      clientId: client.clientId,
      launchUrl: 'http://localhost:5173/launch',
      redirectUris: [REDIRECT, 'https://b.example/cb'],
    });

    expect((await call(vendor, 'DELETE', url)).statusCode).toBe(204);
    expect((await call(vendor, 'GET', url)).statusCode).toBe(204);
    expect((await call(vendor, 'DELETE', url)).statusCode).toBe(404);
  });

  it('is the app vendor’s and the admins’ only: another vendor and anonymous callers get nothing', async () => {
    const owner = await vendorAccount(database.db);
    const other = await vendorAccount(database.db);
    const admin = await adminAccount();
    const draft = await insertAppInState(database.db, owner.vendorId, { status: 'DRAFT' });
    const url = `/api/apps/${draft.id}/sandbox-client`;
    expect((await call(owner, 'PUT', url, registration({ clientType: 'confidential' }))).statusCode).toBe(
      200,
    );

    expect((await call(undefined, 'GET', url)).statusCode).toBe(401);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', registration()],
      ['DELETE', undefined],
    ] as const) {
      expect((await call(other, method, url, payload)).statusCode, method).toBe(404);
    }
    expect((await call(other, 'POST', `${url}/secret`)).statusCode).toBe(404);
    // Unchanged by the refused calls.
    expect((await call(owner, 'GET', url)).json<SandboxClient>().clientType).toBe('confidential');

    const read = await call(admin, 'GET', url);
    expect(read.statusCode).toBe(200);
    expect(read.json<SandboxClient>().clientSecret).toBeUndefined();
    const secret = await call(admin, 'POST', `${url}/secret`);
    expect(secret.statusCode).toBe(200);
    expect(secret.json<SandboxClient>().clientSecret).toBeTruthy();
  });

  it('refuses bad input with 400 naming the field', async () => {
    const vendor = await vendorAccount(database.db);
    const draft = await insertAppInState(database.db, vendor.vendorId, { status: 'DRAFT' });
    const url = `/api/apps/${draft.id}/sandbox-client`;
    const cases: [Record<string, unknown>, string][] = [
      [registration({ launchUrl: 'http://app.vendor.example/launch' }), 'launchUrl'],
      [registration({ launchUrl: 'ftp://app.vendor.example/' }), 'launchUrl'],
      [registration({ launchUrl: 'https://user:pw@app.vendor.example/' }), 'launchUrl'],
      [registration({ redirectUris: ['https://app.vendor.example/cb#frag'] }), 'redirectUris'],
      [registration({ redirectUris: ['http://10.0.0.1/cb'] }), 'redirectUris'],
      [registration({ redirectUris: [] }), 'redirectUris'],
      [
        registration({
          redirectUris: Array.from(
            { length: SANDBOX_CLIENT_MAX_REDIRECT_URIS + 1 },
            (_, i) => `https://app.vendor.example/cb${i}`,
          ),
        }),
        'redirectUris',
      ],
      [registration({ clientType: 'secret' }), 'clientType'],
    ];
    for (const [body, field] of cases) {
      const answer = await call(vendor, 'PUT', url, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.body, JSON.stringify(body)).toContain(field);
    }
    expect((await call(vendor, 'GET', url)).statusCode).toBe(204);
    // Loopback over http is allowed for testing, as SMART allows.
    const loopback = await call(
      vendor,
      'PUT',
      url,
      registration({ launchUrl: 'http://127.0.0.1:3000/launch', redirectUris: ['http://localhost:3000/cb'] }),
    );
    expect(loopback.statusCode).toBe(200);
  });

  it('gives the launch URL of a published app with a registration to anyone, 204 without one, 404 when not public', async () => {
    const vendor = await vendorAccount(database.db);
    const live = await insertAppInState(database.db, vendor.vendorId, { status: 'ACTIVE' });
    const draft = await insertAppInState(database.db, vendor.vendorId, { status: 'DRAFT' });
    // A published app without a registration is the normal state, not a failing request.
    const none = await call(undefined, 'GET', `/api/apps/${live.id}/sandbox-launch`);
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
    expect((await call(undefined, 'GET', `/api/apps/${draft.id}/sandbox-launch`)).statusCode).toBe(404);
    expect((await call(undefined, 'GET', '/api/apps/999999/sandbox-launch')).statusCode).toBe(404);
    for (const id of [live.id, draft.id]) {
      await call(vendor, 'PUT', `/api/apps/${id}/sandbox-client`, registration());
    }
    const launch = await call(undefined, 'GET', `/api/apps/${live.id}/sandbox-launch`);
    expect(launch.statusCode).toBe(200);
    expect(launch.json()).toEqual({ launchUrl: 'https://app.vendor.example/launch' });
    expect((await call(undefined, 'GET', `/api/apps/${draft.id}/sandbox-launch`)).statusCode).toBe(404);
  });
});

describe('the sandbox’s authorization server and registered clients', () => {
  it('accepts a new public registration at once, refuses a redirect URI not registered, and forgets a removed one', async () => {
    const vendor = await vendorAccount(database.db);
    const draft = await insertAppInState(database.db, vendor.vendorId, { status: 'DRAFT' });
    const url = `/api/apps/${draft.id}/sandbox-client`;
    const { clientId } = (await call(vendor, 'PUT', url, registration())).json<SandboxClient>();

    const flow = await authorize(clientId);
    expect(flow.refusal).toBeUndefined();
    const answer = await token(clientId, flow.code!, flow.verifier);
    expect(answer.status).toBe(200);
    expect(answer.body.patient).toBe('p-1');
    const patient = await fetch(`${base}/sandbox/fhir/Patient/p-1`, {
      headers: { authorization: `Bearer ${answer.body.access_token}` },
    });
    expect(patient.status).toBe(200);

    // A redirect URI it did not register: refused on the sandbox's page, the browser never sent there.
    const foreign = await authorize(clientId, 'http://127.0.0.1:9/elsewhere');
    expect(foreign.code).toBeUndefined();
    expect(foreign.refusal?.status).toBe(400);
    expect(foreign.refusal?.text).toContain('redirect_uri');

    // A sandbox that lost the set (a restart) is handed it again on the next request.
    smart.registry.load({ generation: 'lost', clients: [] });
    expect((await authorize(clientId)).code).toBeTruthy();
    expect(smart.registry.generation).not.toBe('lost');

    // A change counts at once: the new redirect URI is accepted.
    await call(vendor, 'PUT', url, registration({ redirectUris: ['http://127.0.0.1:9/elsewhere'] }));
    expect((await authorize(clientId, 'http://127.0.0.1:9/elsewhere')).code).toBeTruthy();
    expect((await authorize(clientId)).code).toBeUndefined();

    await call(vendor, 'DELETE', url);
    const gone = await authorize(clientId, 'http://127.0.0.1:9/elsewhere');
    expect(gone.code).toBeUndefined();
    expect(gone.refusal?.text).toContain('client');
  });

  it('checks a confidential client’s secret, shown once, never again and never logged; a new secret replaces it', async () => {
    const vendor = await vendorAccount(database.db);
    const draft = await insertAppInState(database.db, vendor.vendorId, { status: 'DRAFT' });
    const url = `/api/apps/${draft.id}/sandbox-client`;
    lines.length = 0;
    consoleLines.length = 0;
    const made = await call(vendor, 'PUT', url, registration({ clientType: 'confidential' }));
    expect(made.headers['cache-control']).toBe('no-store');
    const { clientId, clientSecret } = made.json<SandboxClient>();
    expect(clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const secret = clientSecret!;

    // Never shown again: not when read, not when the registration is changed.
    expect((await call(vendor, 'GET', url)).body).not.toContain(secret);
    const changed = await call(vendor, 'PUT', url, registration({ clientType: 'confidential' }));
    expect(changed.json<SandboxClient>().clientSecret).toBeUndefined();
    expect(JSON.stringify(changed.json())).not.toContain(secret);

    const flow = await authorize(clientId);
    // Without the secret, with a wrong one, or with what the database holds (its hash): refused.
    const hash = createHash('sha256').update(secret).digest('hex');
    for (const wrong of [undefined, 'not-the-secret', hash]) {
      const refused = await token(clientId, flow.code!, flow.verifier, wrong);
      expect(refused.status, String(wrong)).toBe(401);
      expect(refused.body.error).toBe('invalid_client');
    }
    const granted = await token(clientId, flow.code!, flow.verifier, secret);
    expect(granted.status).toBe(200);
    expect(granted.body.access_token).toBeTruthy();

    // A new secret: shown once, the old one stops working at once.
    const renewed = await call(vendor, 'POST', `${url}/secret`);
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json<SandboxClient>().clientSecret!;
    expect(next).toBeTruthy();
    expect(next).not.toBe(secret);
    const again = await authorize(clientId);
    expect((await token(clientId, again.code!, again.verifier, secret)).status).toBe(401);
    const third = await authorize(clientId);
    expect((await token(clientId, third.code!, third.verifier, next)).status).toBe(200);

    // A public client has no secret to renew.
    await call(vendor, 'PUT', url, registration());
    expect((await call(vendor, 'POST', `${url}/secret`)).statusCode).toBe(409);

    // Neither secret nor its hash is in any log line of the API or of the sandbox.
    const everything = [...lines, ...consoleLines].join('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const value of [secret, next, hash]) expect(everything).not.toContain(value);
  });
});
