/**
 * SMART App Launch against the real sandbox server over HTTP: oidc-provider's redirects are followed by
 * hand (cookies kept), the code is exchanged at the token endpoint, and the access token is used at the
 * FHIR endpoint, whose token checks (jose) and patient compartment are what is under test. The issuer's
 * public address is http://sandbox.test (as behind the API's proxy); requests go to the loopback port.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Resource } from '@medplum/fhirtypes';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FhirSandbox, createSandboxServer } from '../src/index.ts';
import { createSmart } from '../src/smart/index.ts';
import { encodeLaunch } from '../src/smart/auth-server.ts';
import { testResources } from './fixtures.ts';

const PUBLIC = 'http://sandbox.test';
const FHIR = `${PUBLIC}/fhir`;
const ISSUER = `${PUBLIC}/auth`;
const REDIRECT = 'http://127.0.0.1:9/callback';
const CLIENT = 'test-app';
const CONFIDENTIAL_SECRET = randomBytes(24).toString('base64url');

let server: Server;
let local: string;
let key: JWK;
let clockOffsetMs = 0;

beforeAll(async () => {
  key = {
    ...(await exportJWK((await generateKeyPair('RS256', { extractable: true })).privateKey)),
    kid: 'test-key',
  };
  // Beside the fixtures, a patient named as Synthea names them (digits keep its made-up names unique).
  const synthea = {
    resourceType: 'Patient',
    id: 'p-synthea',
    name: [{ given: ['Devin82'], family: 'Cole117' }],
  };
  const sandbox = await FhirSandbox.create([...testResources(), synthea as Resource], { baseUrl: FHIR });
  const smart = await createSmart(sandbox, {
    fhirBase: FHIR,
    signingKey: key,
    now: () => new Date(Date.now() + clockOffsetMs),
    clients: [
      {
        client_id: CLIENT,
        redirect_uris: [REDIRECT],
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
      {
        client_id: 'confidential-app',
        client_secret: CONFIDENTIAL_SECRET,
        redirect_uris: [REDIRECT],
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
  });
  server = createSandboxServer(sandbox, { smart });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A public address of the sandbox as this test reaches it. */
const toLocal = (url: string) => (url.startsWith(PUBLIC) ? `${local}${url.slice(PUBLIC.length)}` : url);

class Browser {
  readonly cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(toLocal(url), { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }
}

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

interface Authorized {
  code: string;
  verifier: string;
  browser: Browser;
}

/**
 * Runs the authorization request to the redirect with a code: an EHR launch passes the picker by
 * itself; a standalone launch picks `pick` on the picker page.
 */
async function authorize(options: {
  scope: string;
  launch?: string;
  pick?: string;
  redirectUri?: string;
  browser?: Browser;
  clientId?: string;
}): Promise<Authorized> {
  const browser = options.browser ?? new Browser();
  const { verifier, challenge } = pkce();
  const url = new URL(`${ISSUER}/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: options.clientId ?? CLIENT,
    redirect_uri: options.redirectUri ?? REDIRECT,
    scope: options.scope,
    state: 'st-1',
    aud: FHIR,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(options.launch ? { launch: options.launch } : {}),
  }).toString();
  let response = await browser.request(url.href);
  for (let hop = 0; hop < 10; hop++) {
    const location = response.headers.get('location');
    if (response.status === 200 && options.pick) {
      const page = await response.text();
      expect(page).toContain('name="patient"');
      const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1] ?? '';
      response = await browser.request(new URL(action.replaceAll('&amp;', '&'), PUBLIC).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ patient: options.pick, user: 'practitioner' }).toString(),
      });
      continue;
    }
    expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(300);
    expect(location).toBeTruthy();
    const next = new URL(location ?? '', PUBLIC);
    if (next.href.startsWith(REDIRECT)) {
      expect(next.searchParams.get('state')).toBe('st-1');
      const code = next.searchParams.get('code');
      expect(code, next.href).toBeTruthy();
      return { code: code ?? '', verifier, browser };
    }
    response = await browser.request(next.href);
  }
  throw new Error('Too many redirects');
}

async function token(
  form: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${local}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT, ...form }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function exchange(authorized: Authorized, verifier = authorized.verifier) {
  return token({
    grant_type: 'authorization_code',
    code: authorized.code,
    redirect_uri: REDIRECT,
    code_verifier: verifier,
  });
}

async function fhir(path: string, accessToken?: string) {
  const response = await fetch(`${local}/fhir/${path}`, {
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as {
      resourceType: string;
      id?: string;
      total?: number;
      entry?: { resource: { resourceType: string; id: string; subject?: { reference?: string } } }[];
    },
  };
}

const ehrLaunch = async (patient: string, scope = 'launch openid fhirUser offline_access patient/*.rs') => {
  const authorized = await authorize({ scope, launch: encodeLaunch({ patient }) });
  const answer = await exchange(authorized);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as {
    access_token: string;
    refresh_token?: string;
    id_token?: string;
    patient?: string;
    scope?: string;
    need_patient_banner?: boolean;
  };
};

/** A token signed with `signingKey`, claims as the sandbox issues them unless overridden. */
async function forge(claims: Record<string, unknown>, signingKey: JWK = key, expiresIn = '1h') {
  const { importJWK } = await import('jose');
  return new SignJWT({ scope: 'patient/*.rs', patient: 'p-alice', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid ?? 'x' })
    .setIssuer(ISSUER)
    .setAudience((claims.aud as string | undefined) ?? FHIR)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(await importJWK(signingKey, 'RS256'));
}

describe('SMART configuration', () => {
  it('is served at the FHIR base with the public endpoints and the capabilities', async () => {
    const response = await fetch(`${local}/fhir/.well-known/smart-configuration`);
    expect(response.status).toBe(200);
    const config = (await response.json()) as Record<string, unknown>;
    expect(config.issuer).toBe(ISSUER);
    expect(config.authorization_endpoint).toBe(`${ISSUER}/authorize`);
    expect(config.token_endpoint).toBe(`${ISSUER}/token`);
    expect(config.code_challenge_methods_supported).toEqual(['S256']);
    // Scopes for the types the data hold, in both notations; none for a type without data.
    expect(config.scopes_supported).toEqual(
      expect.arrayContaining([
        'launch',
        'launch/patient',
        'openid',
        'fhirUser',
        'offline_access',
        'patient/*.rs',
        'patient/Observation.rs',
        'user/Observation.read',
      ]),
    );
    expect(config.scopes_supported).not.toContain('patient/Claim.rs');
    expect(config.capabilities).toEqual(
      expect.arrayContaining([
        'launch-ehr',
        'launch-standalone',
        'client-public',
        'context-ehr-patient',
        'permission-v2',
        'sso-openid-connect',
      ]),
    );
    // The issuer's own discovery says the same endpoints (oidc-provider builds them from the public address).
    const discovery = (await (
      await fetch(`${local}/auth/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(ISSUER);
    expect(discovery.token_endpoint).toBe(config.token_endpoint);
  });
});

describe('EHR launch', () => {
  it('gives the launch patient in the token response and the access token, fhirUser, and a refresh token', async () => {
    const body = await ehrLaunch('p-alice');
    expect(body.patient).toBe('p-alice');
    expect(body.need_patient_banner).toBe(true);
    expect(body.refresh_token).toBeTruthy();
    const access = decodeJwt(body.access_token);
    expect(access.aud).toBe(FHIR);
    expect(access.iss).toBe(ISSUER);
    expect(access.patient).toBe('p-alice');
    expect(String(access.scope).split(' ')).toContain('patient/*.rs');
    const id = decodeJwt(body.id_token ?? '');
    expect(id.fhirUser).toBe(`${FHIR}/Practitioner/pr-1`);

    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: body.refresh_token ?? '' });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.body.patient).toBe('p-alice');
    expect(decodeJwt(String(refreshed.body.access_token)).patient).toBe('p-alice');
  });

  it('refuses a launch naming a patient the sandbox does not have', async () => {
    const { challenge } = pkce();
    const url = `${local}/auth/authorize?${new URLSearchParams({
      response_type: 'code',
      client_id: CLIENT,
      redirect_uri: REDIRECT,
      scope: 'launch openid patient/*.rs',
      aud: FHIR,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      launch: encodeLaunch({ patient: 'nobody' }),
    }).toString()}`;
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '', PUBLIC);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('EHR launch with an encounter and a practitioner', () => {
  it('gives the encounter beside the patient when launch/encounter is asked for, and fhirUser names the practitioner', async () => {
    const authorized = await authorize({
      scope: 'launch launch/encounter openid fhirUser patient/*.rs',
      launch: encodeLaunch({ patient: 'p-bob', encounter: 'e-p-bob-1', practitioner: 'pr-1' }),
    });
    const answer = await exchange(authorized);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.patient).toBe('p-bob');
    expect(answer.body.encounter).toBe('e-p-bob-1');
    expect(decodeJwt(String(answer.body.access_token)).encounter).toBe('e-p-bob-1');
    expect(decodeJwt(String(answer.body.id_token)).fhirUser).toBe(`${FHIR}/Practitioner/pr-1`);
  });

  it("refuses a launch naming an encounter or a practitioner the sandbox does not have, or another patient's encounter", async () => {
    for (const context of [
      { patient: 'p-bob', encounter: 'no-such-encounter' },
      { patient: 'p-bob', encounter: 'e-p-alice-1' },
      { patient: 'p-bob', practitioner: 'no-such-practitioner' },
    ]) {
      const { challenge } = pkce();
      const url = `${local}/auth/authorize?${new URLSearchParams({
        response_type: 'code',
        client_id: CLIENT,
        redirect_uri: REDIRECT,
        scope: 'launch launch/encounter openid fhirUser patient/*.rs',
        aud: FHIR,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        launch: encodeLaunch(context),
      }).toString()}`;
      const response = await fetch(url, { redirect: 'manual' });
      const location = new URL(response.headers.get('location') ?? '', PUBLIC);
      expect(location.searchParams.get('error'), JSON.stringify(context)).toBe('invalid_request');
    }
  });
});

describe('one browser, two launches', () => {
  it('a second launch in the same browser session gets its own patient, not the first grant again', async () => {
    const browser = new Browser();
    const first = await authorize({
      scope: 'launch openid patient/*.rs',
      launch: encodeLaunch({ patient: 'p-alice' }),
      browser,
    });
    expect((await exchange(first)).body.patient).toBe('p-alice');
    expect(browser.cookies.has('sbx_session')).toBe(true);
    const second = await authorize({
      scope: 'launch openid patient/*.rs',
      launch: encodeLaunch({ patient: 'p-bob' }),
      browser,
    });
    expect((await exchange(second)).body.patient).toBe('p-bob');
  });
});

describe('patient compartment', () => {
  it("a token for patient A reads A's data and never B's, by read or by search", async () => {
    const { access_token: alice } = await ehrLaunch('p-alice');
    expect((await fhir('Patient/p-alice', alice)).status).toBe(200);
    expect((await fhir('Patient/p-bob', alice)).status).toBe(404);
    expect((await fhir('Observation/o-p-bob-0-8867-4', alice)).status).toBe(404);
    expect((await fhir('Observation/o-p-alice-0-8867-4', alice)).status).toBe(200);

    const patients = await fhir('Patient', alice);
    expect(patients.body.entry?.map((e) => e.resource.id)).toEqual(['p-alice']);
    const bobs = await fhir('Observation?patient=p-bob', alice);
    expect(bobs.status).toBe(200);
    expect(bobs.body.total).toBe(0);
    expect(bobs.body.entry?.filter((e) => e.resource.resourceType === 'Observation') ?? []).toEqual([]);
    const all = await fhir('Observation?_count=100', alice);
    expect(all.body.total).toBe(4);
    expect(new Set(all.body.entry?.map((e) => e.resource.subject?.reference))).toEqual(
      new Set(['Patient/p-alice']),
    );
    // What _revinclude brings along is held to the same compartment.
    const withRev = await fhir('Practitioner?_revinclude=Encounter:participant', alice);
    const encounters = withRev.body.entry?.filter((e) => e.resource.resourceType === 'Encounter') ?? [];
    expect(encounters.length).toBe(2);
    expect(new Set(encounters.map((e) => e.resource.subject?.reference))).toEqual(
      new Set(['Patient/p-alice']),
    );
  });

  it('the same request without a token still reads the shared data (the open, read-only endpoint)', async () => {
    const answer = await fhir('Observation?patient=p-bob&_summary=count');
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(49);
  });
});

describe('token checks', () => {
  it('answers 401 to an expired token, a foreign-signed token and a token for another audience', async () => {
    const good = await forge({});
    expect((await fhir('Patient/p-alice', good)).status).toBe(200);

    clockOffsetMs = 2 * 3600 * 1000;
    try {
      const expired = await fhir('Patient/p-alice', good);
      expect(expired.status).toBe(401);
      expect(expired.headers.get('www-authenticate')).toContain('invalid_token');
    } finally {
      clockOffsetMs = 0;
    }

    const foreignKey = {
      ...(await exportJWK((await generateKeyPair('RS256', { extractable: true })).privateKey)),
      kid: 'test-key',
    };
    expect((await fhir('Patient/p-alice', await forge({}, foreignKey))).status).toBe(401);
    expect((await fhir('Patient/p-alice', await forge({ aud: 'http://other.test/fhir' }))).status).toBe(401);
    expect((await fhir('Patient/p-alice', 'not-a-jwt')).status).toBe(401);
  });

  it('answers 403 on Observation to a token whose scopes leave Observation out', async () => {
    const body = await ehrLaunch('p-alice', 'launch openid patient/Patient.rs');
    expect((await fhir('Patient/p-alice', body.access_token)).status).toBe(200);
    const observations = await fhir('Observation', body.access_token);
    expect(observations.status).toBe(403);
    expect(observations.body.resourceType).toBe('OperationOutcome');
    expect((await fhir('Observation/o-p-alice-0-8867-4', body.access_token)).status).toBe(403);
  });

  it('accepts SMART 1.0 scopes (patient/Observation.read)', async () => {
    const body = await ehrLaunch('p-bob', 'launch openid patient/Observation.read');
    expect((await fhir('Observation?code=8867-4', body.access_token)).body.total).toBe(2);
    expect((await fhir('Patient/p-bob', body.access_token)).status).toBe(403);
  });
});

describe('authorization code flow', () => {
  it('refuses a redirect URI that is not registered (no redirect to it)', async () => {
    const { challenge } = pkce();
    const url = `${local}/auth/authorize?${new URLSearchParams({
      response_type: 'code',
      client_id: CLIENT,
      redirect_uri: 'https://evil.example/callback',
      scope: 'openid patient/*.rs',
      aud: FHIR,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString()}`;
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('redirect_uri');
  });

  it('refuses a replayed code and a wrong PKCE verifier', async () => {
    const first = await authorize({
      scope: 'launch openid patient/*.rs',
      launch: encodeLaunch({ patient: 'p-carol' }),
    });
    expect((await exchange(first)).status).toBe(200);
    const replay = await exchange(first);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');

    const second = await authorize({
      scope: 'launch openid patient/*.rs',
      launch: encodeLaunch({ patient: 'p-carol' }),
    });
    const wrong = await exchange(second, pkce().verifier);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
  });

  it('a confidential client authenticates with its secret (client_secret_basic); a wrong secret is refused', async () => {
    const launch = encodeLaunch({ patient: 'p-alice' });
    const exchangeAs = async (secret: string) => {
      const authorized = await authorize({
        scope: 'launch openid patient/*.rs',
        launch,
        clientId: 'confidential-app',
      });
      const response = await fetch(`${local}/auth/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`confidential-app:${secret}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: authorized.code,
          redirect_uri: REDIRECT,
          code_verifier: authorized.verifier,
        }).toString(),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const wrong = await exchangeAs('not-the-secret');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('invalid_client');
    const right = await exchangeAs(CONFIDENTIAL_SECRET);
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.patient).toBe('p-alice');
    // The secret is nowhere in what the server answers.
    expect(JSON.stringify(right.body)).not.toContain(CONFIDENTIAL_SECRET);
  });

  it('standalone launch: the picker chooses the patient, PKCE S256, and the token is for that patient', async () => {
    const authorized = await authorize({
      scope: 'launch/patient openid fhirUser patient/*.rs',
      pick: 'p-bob',
    });
    const answer = await exchange(authorized);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.patient).toBe('p-bob');
    const own = await fhir('Observation?code=8867-4', String(answer.body.access_token));
    expect(own.body.total).toBe(2);
  });

  it('the picker lists the synthetic patients, in German for a German browser', async () => {
    const browser = new Browser();
    const { challenge } = pkce();
    const start = await browser.request(
      `${ISSUER}/authorize?${new URLSearchParams({
        response_type: 'code',
        client_id: CLIENT,
        redirect_uri: REDIRECT,
        scope: 'launch/patient openid patient/*.rs',
        aud: FHIR,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }).toString()}`,
    );
    const page = await browser.request(new URL(start.headers.get('location') ?? '', PUBLIC).href, {
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Alice Adams');
    expect(html).toContain('Bob Brown');
    // The name without Synthea's digits, as /sandbox and the Launch dialog say it.
    expect(html).toContain('Devin Cole');
    expect(html).not.toContain('Devin82');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
