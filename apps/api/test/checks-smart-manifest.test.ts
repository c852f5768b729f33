/**
 * Issue 37's integration facts: a SMART app declares its launch URL and redirect URIs, and "Check now"
 * reads the SMART app manifest the app publishes (below its launch URL, else at its origin's
 * .well-known/smart/manifest.json) over real HTTP from a node:http server on loopback (allowed through
 * CHECK_ALLOW_HOSTS as an intranet catalogue would allow it), and compares the two.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appChecksResponseSchema, type CheckRecord, type InteropProfileInput } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appVersions, vendors } from '../src/db/schema/index.ts';
import type { NewCheck } from '../src/modules/checks/checks-repository.ts';
import { verdict } from '../src/modules/checks/checks-service.ts';
import { smartManifestUrls } from '../src/modules/checks/readers.ts';
import { useTestApp } from './helpers/app.ts';
import { insertPng } from './helpers/data.ts';
import { appBody, call, detailsOf, setStatus, vendorAccount } from './helpers/journey.ts';

/** What the server answers per path: a JSON body (status 200), or a status alone. */
const routes = new Map<string, unknown>();
const requested: string[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requested.push(path);
    const answer = routes.get(path);
    if (answer === undefined) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    } else if (typeof answer === 'number') {
      res.writeHead(answer).end();
    } else if (typeof answer === 'string') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(answer);
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('where the manifest is looked for', () => {
  it('below the launch URL as a base, then at the origin', () => {
    expect(smartManifestUrls('https://app.example.org/smart/launch?x=1#y')).toEqual([
      'https://app.example.org/smart/launch/.well-known/smart/manifest.json',
      'https://app.example.org/.well-known/smart/manifest.json',
    ]);
    expect(smartManifestUrls('https://app.example.org/')).toEqual([
      'https://app.example.org/.well-known/smart/manifest.json',
    ]);
  });
});

describe('the SMART app manifest check', () => {
  const t = useTestApp({ env: { CHECKS_ENABLED: 'true', CHECK_ALLOW_HOSTS: '127.0.0.0/8' } });

  /** A submitted app (Check now checks apps in review) declaring a SMART launch, without other addresses. */
  async function submitted(app: string, smart: Record<string, unknown>) {
    const v = await vendorAccount(t.db);
    await t.db.update(vendors).set({ website: null }).where(eq(vendors.id, v.vendorId));
    const profile = {
      standards: ['fhir'],
      smart: { launchTypes: ['ehr'], scopes: ['launch', 'patient/Observation.rs'], ...smart },
    } as InteropProfileInput;
    const res = await call(
      t.app,
      'POST',
      '/api/apps',
      v,
      appBody(v.vendorId, { name: `Manifest ${app}`, demoUrl: null, repoUrl: null, profile }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = detailsOf(res).id;
    const icon = await insertPng(t.db);
    await t.db.update(appVersions).set({ iconSha256: icon.sha256 }).where(eq(appVersions.appId, id));
    expect((await setStatus(t.app, 'apps', id, v, 'WAITING_FOR_APPROVAL')).statusCode).toBe(200);
    return { v, id };
  }

  async function checkNow(app: string, smart: Record<string, unknown>): Promise<CheckRecord> {
    const { v, id } = await submitted(app, smart);
    const res = await call(t.app, 'POST', `/api/apps/${id}/checks`, v);
    expect(res.statusCode, res.body).toBe(200);
    const checks = appChecksResponseSchema.parse(res.json()).checks;
    expect(checks.map((c) => c.kind)).toEqual(['smart-manifest']);
    return checks[0]!;
  }

  const facts = (check: CheckRecord) =>
    check.facts.map((f) => `${f.key}=${f.value}: ${f.status}${f.reported ? ` (${f.reported})` : ''}`);

  it('confirms the launch URL and redirect URIs from a manifest below the launch URL', async () => {
    const launchUrl = `${origin}/a/launch`;
    routes.set('/a/launch/.well-known/smart/manifest.json', {
      client_name: 'Growth Chart',
      software_id: 'org.example.growth',
      launch_url: launchUrl,
      redirect_uris: [`${origin}/a/app`, `${origin}/a/app2`],
      scope: 'launch patient/Observation.rs openid',
      token_endpoint_auth_method: 'none',
      fhir_versions: ['4.0.1'],
    });
    const check = await checkNow('below', { launchUrl, redirectUris: [`${origin}/a/app`] });
    expect(check.outcome, check.detail).toBe('passed');
    expect(check.url).toBe(`${origin}/a/launch/.well-known/smart/manifest.json`);
    expect(facts(check)).toEqual([
      'profile.smart.manifest=published: confirmed',
      `profile.smart.launchUrl=${launchUrl}: confirmed`,
      `profile.smart.redirectUris=${origin}/a/app: confirmed`,
    ]);
    expect(check.evidence).toMatchObject({
      clientName: 'Growth Chart',
      tokenEndpointAuthMethod: 'none',
      scopes: ['launch', 'patient/Observation.rs', 'openid'],
      manifestUrl: `${origin}/a/launch/.well-known/smart/manifest.json`,
    });
  });

  it('looks at the origin when there is none below the launch URL, and names what differs', async () => {
    const launchUrl = `${origin}/b/launch.html`;
    routes.set('/.well-known/smart/manifest.json', {
      launch_url: `${origin}/b/start.html`,
      redirect_uris: [`${origin}/b/app`],
    });
    requested.length = 0;
    const check = await checkNow('root', {
      launchUrl,
      redirectUris: [`${origin}/b/app`, `${origin}/b/other`],
    });
    expect(requested).toEqual([
      '/b/launch.html/.well-known/smart/manifest.json',
      '/.well-known/smart/manifest.json',
    ]);
    expect(check.outcome).toBe('passed');
    expect(check.evidence.manifestUrl).toBe(`${origin}/.well-known/smart/manifest.json`);
    expect(facts(check)).toEqual([
      'profile.smart.manifest=published: confirmed',
      `profile.smart.launchUrl=${launchUrl}: not-confirmed (the manifest's launch_url is ${origin}/b/start.html)`,
      `profile.smart.redirectUris=${origin}/b/app: confirmed`,
      `profile.smart.redirectUris=${origin}/b/other: not-confirmed (not in the manifest's redirect_uris (${origin}/b/app))`,
    ]);
    routes.delete('/.well-known/smart/manifest.json');
  });

  it('says so when the app publishes no manifest, and leaves the declared facts unchecked', async () => {
    const launchUrl = `${origin}/c/launch`;
    const check = await checkNow('none', { launchUrl, redirectUris: [`${origin}/c/app`] });
    expect(check.outcome).toBe('failed');
    expect(check.httpStatus).toBe(404);
    expect(check.detail).toBe(
      `The app publishes no SMART app manifest (${origin}/c/launch/.well-known/smart/manifest.json and ${origin}/.well-known/smart/manifest.json answered HTTP status 404).`,
    );
    expect(facts(check)).toEqual([
      `profile.smart.manifest=published: not-confirmed (no manifest at ${origin}/c/launch/.well-known/smart/manifest.json or ${origin}/.well-known/smart/manifest.json)`,
      `profile.smart.launchUrl=${launchUrl}: not-checkable`,
      `profile.smart.redirectUris=${origin}/c/app: not-checkable`,
    ]);
  });

  it.each([
    ['an array', '[1,2]', 'The SMART app manifest is an array, not a JSON object'],
    ['not JSON', '<html>', 'The SMART app manifest is not JSON'],
    [
      'an object without addresses',
      '{"client_name":"x"}',
      'The SMART app manifest has neither a launch_url nor redirect_uris',
    ],
  ])('fails on a manifest that is %s, with what is wrong', async (what, body, detail) => {
    const path = `/d-${what.replaceAll(' ', '-')}`;
    routes.set(`${path}/launch/.well-known/smart/manifest.json`, body);
    const check = await checkNow(what, { launchUrl: `${origin}${path}/launch` });
    expect(check.outcome).toBe('failed');
    expect(check.detail).toBe(detail);
    expect(facts(check)).toEqual([`profile.smart.launchUrl=${origin}${path}/launch: not-checkable`]);
  });
});

describe('the Verified verdict', () => {
  const check = (
    kind: NewCheck['kind'],
    outcome: NewCheck['outcome'],
    status: 'confirmed' | 'not-confirmed',
  ) =>
    ({
      appId: 1,
      versionId: 1,
      kind,
      url: 'https://x.example.org',
      startedAt: new Date(),
      finishedAt: new Date(),
      outcome,
      facts: [{ key: 'profile.smart.launchUrl', value: 'https://x.example.org', status }],
      evidence: {},
    }) as NewCheck;

  it('counts what a published manifest contradicts, and holds no app back for publishing none', () => {
    const fhir = check('fhir', 'passed', 'confirmed');
    expect(verdict([fhir, check('smart-manifest', 'passed', 'confirmed')])).toBe(true);
    expect(verdict([fhir, check('smart-manifest', 'passed', 'not-confirmed')])).toBe(false);
    expect(verdict([fhir, check('smart-manifest', 'failed', 'not-confirmed')])).toBe(true);
  });
});
