/**
 * Issue 6.2: property-based hostile input over every write endpoint of the table (bodies, queries and
 * path parameters) and the list endpoints' parameters. Whatever comes in: no 5xx, every 4xx is
 * problem+json, and every row stored afterwards still satisfies the contract's schemas. The seed is
 * fixed (FUZZ_SEED overrides it) and printed, so a failure can be replayed exactly.
 */
import {
  appCreateBodySchema,
  endpoints,
  vendorBodySchema,
  type EndpointDef,
  type EndpointName,
} from '@showroom/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { appVersions, vendors } from '../../src/db/schema/index.ts';
import { useTestApp } from '../helpers/app.ts';
import { csrfHeaders } from '../helpers/csrf.ts';
import {
  account,
  adminAccount,
  appBody,
  insertAppInState,
  multipart,
  vendorAccount,
  type Account,
} from '../helpers/journey.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261106);
/** Inputs per endpoint; the total is checked below. */
const RUNS = Number(process.env.FUZZ_RUNS_PER_ENDPOINT ?? 680);

export const INJECTIONS = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  'javascript:window.__pwned=1',
  '[click](javascript:window.__pwned=1)',
  '"><svg onload=alert(1)>',
  "'; DROP TABLE apps; --",
  "' OR '1'='1",
  '1 UNION SELECT password FROM idp.accounts--',
  "1' AND pg_sleep(5)--",
  '${7*7}{{7*7}}<%= 7*7 %>',
  '../../../../etc/passwd',
  '%00%0d%0aSet-Cookie: a=b',
  '{"$ne": null}',
  '__proto__',
  'constructor',
];

const UNICODE_EDGES = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF',
  '\u202Etxt.exe',
  '\u200B\u200C\u200D',
  'e\u0301\u0301\u0301',
  '👩‍⚕️🏥',
  'Ａｐｐ',
  '\r\n\t',
  'İıß',
  '\u{10FFFF}',
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.constantFrom(...UNICODE_EDGES),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 20 }),
  // Huge strings, around and far over the contract's limits.
  fc.constantFrom(100, 101, 254, 255, 10_000, 10_001, 100_000).map((n) => 'x'.repeat(n)),
  fc
    .tuple(
      fc.constantFrom('https://', 'http://', 'javascript:', 'data:text/html,', 'https://a.'),
      fc.webSegment(),
    )
    .map(([a, b]) => a + b),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, 0, -1, 2 ** 31, 2 ** 53, 1e308),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** A body close to a valid one: some fields replaced, dropped or added, or something else entirely. */
function hostileBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const mutated = fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: keys.length }),
      drop: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
      extra: fc.dictionary(
        fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'status', 'id', 'owner')),
        hostileValue,
        { maxKeys: 2 },
      ),
    })
    .map(({ replace, drop, extra }) => {
      const body: Record<string, unknown> = { ...valid, ...replace };
      for (const k of drop) delete body[k];
      for (const [k, v] of Object.entries(extra))
        Object.defineProperty(body, k, { value: v, enumerable: true });
      return body;
    });
  return fc.oneof({ weight: 6, arbitrary: mutated }, hostileValue);
}

/** Percent-encodes UTF-8 bytes; unlike encodeURIComponent it also takes lone surrogates (as U+FFFD). */
const pct = (s: string): string =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('');

const hostileParam: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: -5, max: 5 }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    '2147483648',
    '99999999999999999999',
    'NaN',
    ' 1',
    '1;select 1',
    "1'",
    '%00',
    '..%2F..',
    '%E2%80%AE',
    'null',
  ),
  hostileString.map((s) => pct(s).slice(0, 300)),
);

const queryValue: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((s) => s.slice(0, 3000)),
  fc.constantFrom(
    '',
    'ACTIVE',
    'DRAFT',
    'WAITING_FOR_APPROVAL',
    'REJECTED',
    'DEACTIVATED',
    'APPROVED',
    'name',
    'updated',
    'relevance',
    '1',
    '100',
    '101',
    '-1',
    'eyJpZCI6MX0',
  ),
);

const queryOf = (keys: string[]): fc.Arbitrary<string> =>
  fc
    .record({
      known: fc.dictionary(fc.constantFrom(...keys), queryValue, { maxKeys: keys.length }),
      unknown: fc.dictionary(fc.string({ maxLength: 8 }), queryValue, { maxKeys: 1 }),
      repeat: fc.boolean(),
    })
    .map(({ known, unknown, repeat }) => {
      const params = new URLSearchParams({ ...unknown, ...known });
      // A repeated key arrives as an array: a classic source of type confusion.
      if (repeat && keys[0]) params.append(keys[0], 'ACTIVE');
      return params.toString();
    });

interface FuzzContext {
  owner: Account & { vendorId: number };
  draftVendor: Account & { vendorId: number };
  admin: Account;
  appIds: number[];
}

type Gen = (ctx: FuzzContext) => fc.Arbitrary<{
  who: Account | undefined;
  method: string;
  url: string;
  payload?: unknown;
  raw?: { body: Buffer | string; type: string };
}>;

const pick = <T>(values: T[]): fc.Arbitrary<T> => fc.constantFrom(...values);

const GENERATORS: Partial<Record<EndpointName, Gen>> = {
  createApp: (c) =>
    hostileBody(appBody(c.owner.vendorId)).map((payload) => ({
      who: c.owner,
      method: 'POST',
      url: '/api/apps',
      payload,
    })),
  updateApp: (c) =>
    fc
      .tuple(
        fc.oneof(pick(c.appIds.map(String)), hostileParam),
        hostileBody({ ...appBody(c.owner.vendorId), rowVersion: 1 }),
      )
      .map(([id, payload]) => ({ who: c.owner, method: 'PUT', url: `/api/apps/${id}`, payload })),
  changeAppStatus: (c) =>
    fc
      .tuple(
        fc.oneof(pick(c.appIds.map(String)), hostileParam),
        queryOf(['newStatus', 'reason']),
        pick([c.owner, c.admin]),
      )
      .map(([id, q, who]) => ({ who, method: 'PATCH', url: `/api/apps/${id}/status?${q}` })),
  deleteApp: (c) => hostileParam.map((id) => ({ who: c.owner, method: 'DELETE', url: `/api/apps/${id}` })),
  // The statistics beacon: anyone, as JSON or as the text/plain a browser's sendBeacon sends.
  recordAppEvent: (c) =>
    fc
      .tuple(fc.oneof(pick(c.appIds.map(String)), hostileParam), hostileBody({ kind: 'view' }), fc.boolean())
      .map(([id, payload, asText]) => ({
        who: undefined,
        method: 'POST',
        url: `/api/apps/${id}/events`,
        ...(asText
          ? { raw: { body: JSON.stringify(payload) ?? '', type: 'text/plain;charset=UTF-8' } }
          : { payload }),
      })),
  callCdsTryService: (c) =>
    fc
      .tuple(
        fc.oneof(pick(c.appIds.map(String)), hostileParam),
        fc.oneof(fc.constant('sample'), hostileParam),
        hostileBody({ patientId: 'p1' }),
      )
      .map(([id, serviceId, payload]) => ({
        who: undefined,
        method: 'POST',
        url: `/api/apps/${id}/cds-services/${serviceId}/call`,
        payload,
      })),
  // No path parameter and no body: hostile bodies and content types where the API reads none.
  createMySandbox: (c) =>
    hostileBody({ name: 'x' }).map((payload) => ({
      who: c.owner,
      method: 'POST',
      url: '/api/my-sandbox',
      payload,
    })),
  resetMySandbox: (c) =>
    hostileBody({ name: 'x' }).map((payload) => ({
      who: c.owner,
      method: 'POST',
      url: '/api/my-sandbox/reset',
      payload,
    })),
  // An app's sandbox registration (issue 34): hostile ids, bodies and URLs.
  putSandboxClient: (c) =>
    fc
      .tuple(
        fc.oneof(pick(c.appIds.map(String)), hostileParam),
        hostileBody({
          launchUrl: 'https://app.example/launch',
          redirectUris: ['https://app.example/callback', 'http://127.0.0.1:9000/cb'],
          clientType: 'confidential',
        }),
        pick([c.owner, c.admin]),
      )
      .map(([id, payload, who]) => ({ who, method: 'PUT', url: `/api/apps/${id}/sandbox-client`, payload })),
  getSandboxClient: (c) =>
    fc
      .oneof(pick(c.appIds.map(String)), hostileParam)
      .map((id) => ({ who: c.owner, method: 'GET', url: `/api/apps/${id}/sandbox-client` })),
  deleteSandboxClient: (c) =>
    fc
      .oneof(pick(c.appIds.map(String)), hostileParam)
      .map((id) => ({ who: c.owner, method: 'DELETE', url: `/api/apps/${id}/sandbox-client` })),
  newSandboxClientSecret: (c) =>
    fc
      .tuple(fc.oneof(pick(c.appIds.map(String)), hostileParam), hostileBody({ name: 'x' }))
      .map(([id, payload]) => ({
        who: c.owner,
        method: 'POST',
        url: `/api/apps/${id}/sandbox-client/secret`,
        payload,
      })),
  getSandboxLaunch: () =>
    hostileParam.map((id) => ({ who: undefined, method: 'GET', url: `/api/apps/${id}/sandbox-launch` })),
  runAppChecks: (c) =>
    fc
      .oneof(pick(c.appIds.map(String)), hostileParam)
      .map((id) => ({ who: c.owner, method: 'POST', url: `/api/apps/${id}/checks` })),
  deleteAppScreenshot: (c) =>
    fc.tuple(fc.oneof(pick(c.appIds.map(String)), hostileParam), hostileParam).map(([id, sid]) => ({
      who: c.owner,
      method: 'DELETE',
      url: `/api/apps/${id}/screenshots/${sid}`,
    })),
  createVendor: (c) =>
    fc
      .tuple(
        hostileBody({ name: 'V', email: 'a@b.example', website: 'https://v.example', description: 'D' }),
        fc.boolean(),
      )
      .map(([payload, fresh]) => ({
        who: fresh ? undefined : c.draftVendor,
        method: 'POST',
        url: '/api/vendors',
        payload,
      })),
  updateVendor: (c) =>
    fc
      .tuple(
        fc.oneof(fc.constant(String(c.draftVendor.vendorId)), hostileParam),
        hostileBody({
          name: 'V',
          email: 'a@b.example',
          website: 'https://v.example',
          description: 'D',
          imageUrl: null,
          rowVersion: 1,
        }),
      )
      .map(([id, payload]) => ({ who: c.draftVendor, method: 'PUT', url: `/api/vendors/${id}`, payload })),
  changeVendorStatus: (c) =>
    fc
      .tuple(
        fc.oneof(fc.constant(String(c.draftVendor.vendorId)), hostileParam),
        queryOf(['newStatus', 'reason']),
        pick([c.draftVendor, c.admin]),
      )
      .map(([id, q, who]) => ({ who, method: 'PATCH', url: `/api/vendors/${id}/status?${q}` })),
  // Uploads: random bytes under random names and types (images themselves are uploads.test.ts's).
  setAppIcon: (c) => uploadGen(c, (id) => `/api/apps/${id}/icon`, 'file', c.appIds.map(String)),
  addAppScreenshots: (c) =>
    uploadGen(c, (id) => `/api/apps/${id}/screenshots`, 'files', c.appIds.map(String)),
  setVendorIcon: (c) =>
    uploadGen(c, (id) => `/api/vendors/${id}/icon`, 'file', [String(c.draftVendor.vendorId)]),
  // The list parameters (also sqlmap's targets, docs/security.md).
  listApps: (c) =>
    fc
      .tuple(queryOf(['q', 'sort', 'cursor', 'limit', 'status']), pick([undefined, c.admin]))
      .map(([q, who]) => ({ who, method: 'GET', url: `/api/apps?${q}` })),
  listVendors: (c) =>
    queryOf(['status']).map((q) => ({ who: c.admin, method: 'GET', url: `/api/vendors?${q}` })),
  listAudit: (c) =>
    queryOf(['vendorId', 'appId', 'limit', 'cursor']).map((q) => ({
      who: c.admin,
      method: 'GET',
      url: `/api/audit?${q}`,
    })),
  getApp: () => hostileParam.map((id) => ({ who: undefined, method: 'GET', url: `/api/apps/${id}` })),
  // The indication's code search (issue 37): anyone, any text.
  searchIcd10Codes: () =>
    queryOf(['q', 'limit']).map((q) => ({ who: undefined, method: 'GET', url: `/api/codes/icd10?${q}` })),
};

function uploadGen(c: FuzzContext, url: (id: string) => string, field: string, ids: string[]) {
  return fc
    .tuple(
      fc.oneof(pick(ids), hostileParam),
      fc.uint8Array({ maxLength: 512 }),
      fc.oneof(
        fc.constant(field),
        hostileString.map((s) => s.slice(0, 50)),
      ),
      hostileString.map((s) => s.slice(0, 100).replace(/["\r\n]/g, '_')),
      fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
    )
    .map(([id, bytes, name, filename, type]) => {
      const body = multipart([
        {
          field: name.replace(/["\r\n]/g, '_'),
          filename,
          contentType: type || 'image/png',
          data: Buffer.from(bytes),
        },
      ]);
      return {
        who: field === 'files' || url('x').startsWith('/api/apps') ? c.owner : c.draftVendor,
        method: 'POST',
        url: url(id),
        raw: { body: body.payload, type: body.headers['content-type'] ?? '' },
      };
    });
}

const WRITE_ENDPOINTS = (Object.entries(endpoints) as [EndpointName, EndpointDef][])
  .filter(([, d]) => d.method !== 'GET')
  .map(([n]) => n);

describe('hostile input (fast-check)', () => {
  // The limits are off here: 10,000 calls a minute is the point of this test, not an abuse of it.
  const t = useTestApp({ env: { RATE_LIMIT_WRITES: '0' } });

  it('covers every write endpoint of the table', () => {
    for (const name of WRITE_ENDPOINTS) expect(GENERATORS[name], name).toBeDefined();
  });

  it('never answers 5xx, answers every 4xx with problem+json, and stores only valid rows', async () => {
    const owner = await vendorAccount(t.db, { status: 'APPROVED' });
    const draftVendor = await vendorAccount(t.db, { status: 'DRAFT' });
    const admin = await adminAccount();
    const appIds: number[] = [];
    for (const status of ['DRAFT', 'REJECTED', 'WAITING_FOR_APPROVAL', 'ACTIVE'] as const) {
      appIds.push((await insertAppInState(t.db, owner.vendorId, { status }, { shots: 1 })).id);
    }
    const ctx: FuzzContext = { owner, draftVendor, admin, appIds };

    let inputs = 0;
    let serverErrors = 0;
    const statuses = new Map<number, number>();
    const check = (res: LightMyRequestResponse, what: string): void => {
      inputs++;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) serverErrors++;
      expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (res.statusCode >= 400) {
        expect(res.headers['content-type'], what).toMatch(/^application\/problem\+json/);
        expect(res.json<{ status: number }>().status, what).toBe(res.statusCode);
      }
    };

    console.info(`Fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${RUNS} inputs per endpoint`);
    for (const [name, gen] of Object.entries(GENERATORS)) {
      await fc.assert(
        fc.asyncProperty(gen(ctx), async (req) => {
          const res = await t.app.inject({
            method: req.method as 'GET',
            url: req.url,
            headers: {
              ...csrfHeaders(),
              ...(req.who?.headers ?? {}),
              ...(req.raw ? { 'content-type': req.raw.type } : {}),
            },
            ...(req.raw
              ? { payload: req.raw.body }
              : req.payload !== undefined
                ? {
                    payload: JSON.stringify(req.payload),
                    headers: {
                      ...csrfHeaders(),
                      ...(req.who?.headers ?? {}),
                      'content-type': 'application/json',
                    },
                  }
                : {}),
          });
          check(res, `${name} ${req.method} ${req.url.slice(0, 200)}`);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }

    // Malformed JSON and wrong content types, which fast-check's values above cannot produce.
    const raw = ['{', '{"name":', '[1,2', '\u0000', 'null', '"str"', '{"a":1}{"b":2}', 'x'.repeat(2_000_000)];
    for (const body of raw) {
      for (const type of [
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/apps',
          headers: { ...csrfHeaders(), ...owner.headers, 'content-type': type },
          payload: body,
        });
        check(res, `raw ${type} ${body.slice(0, 20)}`);
      }
    }

    // Every stored row still satisfies the contract (nothing invalid got in through a gap).
    const versions = await t.db.select().from(appVersions);
    for (const v of versions) {
      const parsed = appCreateBodySchema.safeParse({
        name: v.name,
        description: v.description,
        descriptionShort: v.descriptionShort,
        demoUrl: v.demoUrl,
        repoUrl: v.repoUrl,
        version: v.version,
        vendor: { id: 1 },
      });
      expect(parsed.success, `app version ${v.id}: ${JSON.stringify(parsed.error?.issues ?? [])}`).toBe(true);
    }
    const vendorRows = await t.db.select().from(vendors);
    for (const v of vendorRows) {
      const parsed = vendorBodySchema.safeParse({
        name: v.name,
        email: v.email,
        website: v.website,
        description: v.description,
      });
      expect(parsed.success, `vendor ${v.id}: ${JSON.stringify(parsed.error?.issues ?? [])}`).toBe(true);
    }

    const byStatus = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}:${n}`)
      .join(' ');
    console.info(
      `Fuzz: ${inputs} inputs over ${Object.keys(GENERATORS).length} endpoints, ${serverErrors} 5xx; ` +
        `statuses ${byStatus}; ${versions.length} app versions and ${vendorRows.length} vendors stored, all valid`,
    );
    expect(serverErrors).toBe(0);
    expect(inputs).toBeGreaterThanOrEqual(10_000);
  }, 240_000);

  it('stores injection strings in every text field as they were sent, and answers them as JSON data', async () => {
    let stored = 0;
    for (const text of INJECTIONS) {
      const user = await account(['VENDOR']);
      const vendorFields = {
        name: `V ${text}`,
        description: text,
        email: 'team@vendor.example',
        website: 'https://vendor.example',
      };
      const v = await t.app.inject({
        method: 'POST',
        url: '/api/vendors',
        headers: user.headers,
        payload: vendorFields,
      });
      expect(v.statusCode, text).toBe(201);
      expect(v.headers['content-type']).toMatch(/^application\/json/);
      expect(v.json()).toMatchObject({ name: vendorFields.name, description: text });

      const owner = await vendorAccount(t.db, { status: 'APPROVED' });
      const fields = {
        name: `A ${text}`.slice(0, 100),
        descriptionShort: text.slice(0, 100),
        description: text,
        version: text.slice(0, 50),
      };
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/apps',
        headers: owner.headers,
        payload: appBody(owner.vendorId, fields),
      });
      expect(created.statusCode, `${text}: ${created.body}`).toBe(201);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/apps/${created.json<{ id: number }>().id}`,
        headers: owner.headers,
      });
      expect(read.headers['content-type']).toMatch(/^application\/json/);
      expect(read.json()).toMatchObject(fields);
      stored++;
    }
    expect(stored).toBe(INJECTIONS.length);
  });
});
