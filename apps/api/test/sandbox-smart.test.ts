/**
 * SMART App Launch through the API (issue 34), over real HTTP: a sandbox server with SMART runs in this
 * process (SANDBOX_FHIR_URL) and the API passes PUBLIC_URL/sandbox/auth and /sandbox/fhir to it. The
 * EHR launch of a seeded SMART demo runs through the proxy to a token; the token reaches the FHIR
 * server through the proxy (Authorization forwarded), the showroom's own cookies never reach the
 * sandbox, and the SMART demos' pages and scripts are served.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { FhirSandbox, createSandboxServer, createSmart } from '@showroom/sandbox';
import { sandboxLaunchValue, smartDemoClients, smartDemoRedirectPath } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/lib/fastify.ts';
import { buildTestApp } from './helpers/app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/db.ts';

const PUBLIC_URL = 'http://localhost:8080';
const FHIR = `${PUBLIC_URL}/sandbox/fhir`;
const CLIENT = 'showroom-demo-vital-signs';
const REDIRECT = `${PUBLIC_URL}${smartDemoRedirectPath('vital-signs')}`;

let sandboxServer: Server;
let spy: Server;
let seen: IncomingMessage['headers'][] = [];
let app: App;
let database: TestDatabase;
let base: string;

beforeAll(async () => {
  const sandbox = await FhirSandbox.create(
    [
      { resourceType: 'Patient', id: 'p-1', name: [{ family: 'Smart', given: ['Sam'] }], gender: 'female' },
      { resourceType: 'Patient', id: 'p-2', name: [{ family: 'Other', given: ['Olga'] }], gender: 'female' },
    ],
    { baseUrl: FHIR },
  );
  const smart = await createSmart(sandbox, {
    fhirBase: FHIR,
    clients: smartDemoClients(PUBLIC_URL) as never,
  });
  sandboxServer = createSandboxServer(sandbox, { smart });
  await new Promise<void>((resolve) => sandboxServer.listen(0, '127.0.0.1', resolve));
  const port = (sandboxServer.address() as AddressInfo).port;
  // A spy in front of the sandbox records what the API forwards.
  spy = createServer((req, res) => {
    seen.push({ ...req.headers });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          (e): e is [string, string] =>
            typeof e[1] === 'string' && e[0] !== 'host' && e[0] !== 'content-length',
        ),
      );
      void fetch(`http://127.0.0.1:${port}${req.url ?? '/'}`, {
        method: req.method ?? 'GET',
        headers,
        redirect: 'manual',
        ...(body ? { body } : {}),
      }).then(async (answer) => {
        const out: Record<string, string | string[]> = {};
        answer.headers.forEach((value, name) => {
          if (!['set-cookie', 'content-encoding', 'content-length', 'transfer-encoding'].includes(name))
            out[name] = value;
        });
        const cookies = answer.headers.getSetCookie();
        if (cookies.length) out['set-cookie'] = cookies;
        res.writeHead(answer.status, out);
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => spy.listen(0, '127.0.0.1', resolve));
  database = await createTestDatabase();
  app = await buildTestApp(database, {
    env: {
      PUBLIC_URL,
      SANDBOX_ENABLED: 'true',
      SANDBOX_FHIR_URL: `http://127.0.0.1:${(spy.address() as AddressInfo).port}/fhir`,
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await app.close();
  await database.dispose();
  for (const server of [sandboxServer, spy]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const local = (url: string) =>
  url.startsWith(PUBLIC_URL) ? `${base}${url.slice(PUBLIC_URL.length)}` : `${base}${url}`;

describe('SMART through the API', () => {
  it("runs a seeded demo's EHR launch through /sandbox/auth to a token that reads its patient through /sandbox/fhir", async () => {
    const verifier = randomBytes(32).toString('base64url');
    const cookies = new Map<string, string>([['showroom_session', 'secret-of-the-showroom']]);
    const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let url = `${PUBLIC_URL}/sandbox/auth/authorize?${new URLSearchParams({
      response_type: 'code',
      client_id: CLIENT,
      redirect_uri: REDIRECT,
      scope: 'launch openid fhirUser patient/*.rs',
      state: 's',
      aud: FHIR,
      launch: sandboxLaunchValue({ patient: 'p-1' }),
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString()}`;
    seen = [];
    let code: string | null = null;
    for (let hop = 0; hop < 8 && !code; hop++) {
      const response = await fetch(local(url), { headers: { cookie: cookieHeader() }, redirect: 'manual' });
      for (const c of response.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const at = pair?.indexOf('=') ?? -1;
        if (pair && at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      expect(response.status, await response.clone().text()).toBe(303);
      const next = new URL(response.headers.get('location') ?? '', PUBLIC_URL);
      if (next.href.startsWith(REDIRECT)) code = next.searchParams.get('code');
      url = next.href;
    }
    expect(code).toBeTruthy();
    // The sandbox saw its own cookies, never the showroom's.
    const forwardedCookies = seen.map((h) => h.cookie ?? '').join(' ');
    expect(forwardedCookies).toContain('sbx_');
    expect(forwardedCookies).not.toContain('showroom_session');

    const token = await fetch(`${base}/sandbox/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:8080' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code ?? '',
        redirect_uri: REDIRECT,
        client_id: CLIENT,
        code_verifier: verifier,
      }).toString(),
    });
    expect(token.status).toBe(200);
    const body = (await token.json()) as { access_token: string; patient: string };
    expect(body.patient).toBe('p-1');
    const own = await fetch(`${base}/sandbox/fhir/Patient`, {
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(((await own.json()) as { total: number }).total).toBe(1);
    expect(
      (
        await fetch(`${base}/sandbox/fhir/Patient/p-2`, {
          headers: { authorization: `Bearer ${body.access_token}` },
        })
      ).status,
    ).toBe(404);
    const bad = await fetch(`${base}/sandbox/fhir/Patient`, { headers: { authorization: 'Bearer forged' } });
    expect(bad.status).toBe(401);
    // Without a token the shared data stay open.
    expect(((await (await fetch(`${base}/sandbox/fhir/Patient`)).json()) as { total: number }).total).toBe(2);
    // A browser app may send its token: the preflight allows the Authorization header.
    const preflight = await fetch(`${base}/sandbox/fhir/Patient`, { method: 'OPTIONS' });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('serves the smart-configuration at the public FHIR base with public endpoints', async () => {
    const config = (await (await fetch(`${base}/sandbox/fhir/.well-known/smart-configuration`)).json()) as {
      authorization_endpoint: string;
      capabilities: string[];
    };
    expect(config.authorization_endpoint).toBe(`${PUBLIC_URL}/sandbox/auth/authorize`);
    expect(config.capabilities).toContain('launch-ehr');
  });

  it("serves the SMART demos' pages and scripts, and no app page for a demo that is not a SMART app", async () => {
    const launch = await fetch(`${base}/sample-demos/vital-signs`);
    expect(launch.status).toBe(200);
    const html = await launch.text();
    expect(html).toContain(`data-client-id="${CLIENT}"`);
    expect(html).toContain('<script src="/sample-demos/fhir-client.js"></script>');
    expect((await fetch(`${base}/sample-demos/vital-signs/app`)).status).toBe(200);
    expect((await fetch(`${base}/sample-demos/news2/app`)).status).toBe(404);
    for (const script of ['/sample-demos/fhir-client.js', '/sample-demos/smart-demo.js']) {
      const answer = await fetch(`${base}${script}`);
      expect(answer.status, script).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    }
    expect(await (await fetch(`${base}/sample-demos/fhir-client.js`)).text()).toContain('oauth2');
  });
});
