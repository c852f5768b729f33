/**
 * Issue 6.1: every endpoint of the contract's table against five callers, with the status each must
 * get. The table is typed `Record<EndpointName, ...>`, so a new endpoint without a row is a type error
 * and, should types be bypassed, a failing test. A refused write must leave the database as it was,
 * and no caller but the owner and admins may see the owner's unpublished data in any answer.
 */
import { randomBytes } from 'node:crypto';
import { endpoints, type EndpointName } from '@showroom/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { csrfHeaders } from '../helpers/csrf.ts';
import { insertPng } from '../helpers/data.ts';
import {
  account,
  adminAccount,
  appBody,
  files,
  insertAppInState,
  part,
  snapshot,
  upload,
  vendorAccount,
  type Account,
  type AppState,
} from '../helpers/journey.ts';
import type { VendorStatus } from '@showroom/contract';

const ACTORS = ['anonymous', 'ownVendor', 'otherVendor', 'userWithoutVendor', 'admin'] as const;
type Actor = (typeof ACTORS)[number];

/** What a cell's request may refer to: the owner's vendor, app, one of its screenshots, and a stored image. */
interface Fixture {
  vendorId: number;
  appId: number;
  screenshotId: number;
  mediaFile: string;
  /** A random word in the owner's unpublished app and vendor names: it must not reach other callers. */
  marker: string;
}

interface CellRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  json?: unknown;
  image?: { field: string };
}

interface Case {
  /** Which variant of the endpoint (e.g. the public list or an admin list). */
  variant: string;
  vendorStatus?: VendorStatus;
  appState?: AppState;
  request: (f: Fixture) => CellRequest | Promise<CellRequest>;
  expected: Record<Actor, number>;
}

const all = (status: number): Record<Actor, number> => ({
  anonymous: status,
  ownVendor: status,
  otherVendor: status,
  userWithoutVendor: status,
  admin: status,
});

const vendorBody = (marker: string) => ({
  name: `Vendor ${marker}`,
  email: 'team@vendor.example',
  website: 'https://vendor.example',
  description: 'We build openEHR apps.',
});

// anonymous / own vendor / another vendor / a VENDOR user without a vendor / admin
const MATRIX: Record<EndpointName, Case[]> = {
  listApps: [
    {
      variant: 'public catalogue',
      request: () => ({ method: 'GET', url: '/api/apps' }),
      expected: all(200),
    },
    {
      variant: 'admin list of submitted apps',
      appState: { status: 'WAITING_FOR_APPROVAL' },
      request: () => ({ method: 'GET', url: '/api/apps?status=WAITING_FOR_APPROVAL' }),
      expected: { anonymous: 401, ownVendor: 403, otherVendor: 403, userWithoutVendor: 403, admin: 200 },
    },
  ],
  listAppFacets: [
    {
      variant: 'the filter counts of the public catalogue',
      request: () => ({ method: 'GET', url: '/api/apps/facets?fhirVersion=R4' }),
      expected: all(200),
    },
  ],
  listAppChecks: [
    {
      variant: "an unpublished draft's checks",
      request: (f) => ({ method: 'GET', url: `/api/apps/${f.appId}/checks` }),
      expected: { anonymous: 404, ownVendor: 200, otherVendor: 404, userWithoutVendor: 404, admin: 200 },
    },
  ],
  runAppChecks: [
    {
      // Live checks are off in tests: the owner and an admin get as far as that 409.
      variant: 'check a draft now',
      request: (f) => ({ method: 'POST', url: `/api/apps/${f.appId}/checks` }),
      expected: { anonymous: 401, ownVendor: 409, otherVendor: 404, userWithoutVendor: 404, admin: 409 },
    },
  ],
  listCdsTryServices: [
    {
      // Try this CDS service reads a public app's published discovery URL only: a draft is no one's to try.
      variant: "a draft's CDS services",
      request: (f) => ({ method: 'GET', url: `/api/apps/${f.appId}/cds-services` }),
      expected: all(404),
    },
  ],
  callCdsTryService: [
    {
      variant: "call a draft's CDS service",
      request: (f) => ({
        method: 'POST',
        url: `/api/apps/${f.appId}/cds-services/any-service/call`,
        json: { patientId: 'p-1' },
      }),
      expected: all(404),
    },
  ],
  recordAppEvent: [
    {
      // Anyone may send it, and it always answers 204: a draft counts nothing.
      variant: "a view of a draft's page",
      request: (f) => ({ method: 'POST', url: `/api/apps/${f.appId}/events`, json: { kind: 'view' } }),
      expected: all(204),
    },
  ],
  getAppStatistics: [
    {
      variant: "a draft's statistics",
      request: (f) => ({ method: 'GET', url: `/api/apps/${f.appId}/statistics` }),
      expected: { anonymous: 401, ownVendor: 200, otherVendor: 404, userWithoutVendor: 404, admin: 200 },
    },
  ],
  listVendorApps: [
    {
      variant: "the caller's own apps",
      request: () => ({ method: 'GET', url: '/api/apps/vendorapps' }),
      expected: { anonymous: 401, ownVendor: 200, otherVendor: 200, userWithoutVendor: 404, admin: 403 },
    },
  ],
  getApp: [
    {
      variant: 'an unpublished draft',
      request: (f) => ({ method: 'GET', url: `/api/apps/${f.appId}` }),
      expected: { anonymous: 404, ownVendor: 200, otherVendor: 404, userWithoutVendor: 404, admin: 200 },
    },
  ],
  getAppPreview: [
    {
      variant: 'a draft',
      request: (f) => ({ method: 'GET', url: `/api/apps/${f.appId}/preview` }),
      expected: { anonymous: 401, ownVendor: 200, otherVendor: 404, userWithoutVendor: 404, admin: 200 },
    },
  ],
  createApp: [
    {
      variant: "an app for the owner's vendor",
      request: (f) => ({ method: 'POST', url: '/api/apps', json: appBody(f.vendorId) }),
      // Another vendor naming the owner's vendor is refused (403); a user without an approved vendor cannot create apps (409).
      expected: { anonymous: 401, ownVendor: 201, otherVendor: 403, userWithoutVendor: 409, admin: 403 },
    },
  ],
  updateApp: [
    {
      variant: 'a draft',
      request: (f) => ({
        method: 'PUT',
        url: `/api/apps/${f.appId}`,
        json: appBody(f.vendorId, { name: `Renamed ${f.marker}` }),
      }),
      expected: { anonymous: 401, ownVendor: 200, otherVendor: 404, userWithoutVendor: 404, admin: 403 },
    },
  ],
  changeAppStatus: [
    {
      variant: 'submit a draft',
      request: (f) => ({
        method: 'PATCH',
        url: `/api/apps/${f.appId}/status?newStatus=WAITING_FOR_APPROVAL`,
      }),
      // The admin may see the app but never submits: 403.
      expected: { anonymous: 401, ownVendor: 200, otherVendor: 404, userWithoutVendor: 404, admin: 403 },
    },
    {
      variant: 'approve a submitted app',
      appState: { status: 'WAITING_FOR_APPROVAL' },
      request: (f) => ({ method: 'PATCH', url: `/api/apps/${f.appId}/status?newStatus=ACTIVE` }),
      // A vendor never approves (nor activates): 403.
      expected: { anonymous: 401, ownVendor: 403, otherVendor: 404, userWithoutVendor: 404, admin: 200 },
    },
    {
      variant: 'deactivate a published app',
      appState: { status: 'ACTIVE' },
      request: (f) => ({ method: 'PATCH', url: `/api/apps/${f.appId}/status?newStatus=DEACTIVATED` }),
      expected: { anonymous: 401, ownVendor: 200, otherVendor: 404, userWithoutVendor: 404, admin: 200 },
    },
  ],
  getAppReasons: [
    {
      variant: 'a rejected app',
      appState: { status: 'REJECTED' },
      request: (f) => ({ method: 'GET', url: `/api/apps/${f.appId}/reason` }),
      expected: { anonymous: 401, ownVendor: 200, otherVendor: 404, userWithoutVendor: 404, admin: 200 },
    },
  ],
  deleteApp: [
    {
      variant: 'a draft',
      request: (f) => ({ method: 'DELETE', url: `/api/apps/${f.appId}` }),
      expected: { anonymous: 401, ownVendor: 204, otherVendor: 404, userWithoutVendor: 404, admin: 403 },
    },
  ],
  setAppIcon: [
    {
      variant: 'a draft',
      request: (f) => ({ method: 'POST', url: `/api/apps/${f.appId}/icon`, image: { field: 'file' } }),
      expected: { anonymous: 401, ownVendor: 200, otherVendor: 404, userWithoutVendor: 404, admin: 403 },
    },
  ],
  addAppScreenshots: [
    {
      variant: 'a draft',
      request: (f) => ({
        method: 'POST',
        url: `/api/apps/${f.appId}/screenshots`,
        image: { field: 'files' },
      }),
      expected: { anonymous: 401, ownVendor: 200, otherVendor: 404, userWithoutVendor: 404, admin: 403 },
    },
  ],
  deleteAppScreenshot: [
    {
      variant: 'a screenshot of a draft',
      request: (f) => ({ method: 'DELETE', url: `/api/apps/${f.appId}/screenshots/${f.screenshotId}` }),
      expected: { anonymous: 401, ownVendor: 200, otherVendor: 404, userWithoutVendor: 404, admin: 403 },
    },
  ],
  listVendors: [
    {
      variant: 'approved vendors',
      request: () => ({ method: 'GET', url: '/api/vendors' }),
      expected: { anonymous: 401, ownVendor: 403, otherVendor: 403, userWithoutVendor: 403, admin: 200 },
    },
    {
      variant: 'submitted vendors',
      vendorStatus: 'WAITING_FOR_APPROVAL',
      request: () => ({ method: 'GET', url: '/api/vendors?status=WAITING_FOR_APPROVAL' }),
      expected: { anonymous: 401, ownVendor: 403, otherVendor: 403, userWithoutVendor: 403, admin: 200 },
    },
  ],
  createVendor: [
    {
      variant: "the caller's vendor",
      request: () => ({ method: 'POST', url: '/api/vendors', json: vendorBody('of the caller') }),
      // One vendor per user: those who have one get 409.
      expected: { anonymous: 401, ownVendor: 409, otherVendor: 409, userWithoutVendor: 201, admin: 403 },
    },
  ],
  getMyVendor: [
    {
      variant: "the caller's vendor",
      request: () => ({ method: 'GET', url: '/api/vendors/my-vendor' }),
      expected: { anonymous: 401, ownVendor: 200, otherVendor: 200, userWithoutVendor: 204, admin: 204 },
    },
  ],
  // Issue 33: the caller's own sandbox (VENDOR role, a vendor record or not); these rows run in this
  // order, so `otherVendor` (the same account in every cell) has one by the reset's row.
  getMySandbox: [
    {
      variant: "the caller's sandbox, none yet",
      request: () => ({ method: 'GET', url: '/api/my-sandbox' }),
      expected: { anonymous: 401, ownVendor: 204, otherVendor: 204, userWithoutVendor: 204, admin: 403 },
    },
  ],
  createMySandbox: [
    {
      variant: "the caller's sandbox",
      request: () => ({ method: 'POST', url: '/api/my-sandbox' }),
      expected: { anonymous: 401, ownVendor: 200, otherVendor: 200, userWithoutVendor: 200, admin: 403 },
    },
  ],
  resetMySandbox: [
    {
      variant: "the caller's sandbox",
      request: () => ({ method: 'POST', url: '/api/my-sandbox/reset' }),
      expected: { anonymous: 401, ownVendor: 404, otherVendor: 200, userWithoutVendor: 404, admin: 403 },
    },
  ],
  getSandboxClient: [
    {
      variant: "an app's sandbox registration, none yet",
      request: (f) => ({ method: 'GET', url: `/api/apps/${f.appId}/sandbox-client` }),
      expected: { anonymous: 401, ownVendor: 204, otherVendor: 404, userWithoutVendor: 404, admin: 204 },
    },
  ],
  putSandboxClient: [
    {
      variant: 'register a public client',
      request: (f) => ({
        method: 'PUT',
        url: `/api/apps/${f.appId}/sandbox-client`,
        json: {
          launchUrl: 'https://app.example/launch',
          redirectUris: ['https://app.example/callback'],
          clientType: 'public',
        },
      }),
      expected: { anonymous: 401, ownVendor: 200, otherVendor: 404, userWithoutVendor: 404, admin: 200 },
    },
  ],
  deleteSandboxClient: [
    {
      variant: 'an app without a registration',
      request: (f) => ({ method: 'DELETE', url: `/api/apps/${f.appId}/sandbox-client` }),
      expected: { anonymous: 401, ownVendor: 404, otherVendor: 404, userWithoutVendor: 404, admin: 404 },
    },
  ],
  newSandboxClientSecret: [
    {
      variant: 'an app without a registration',
      request: (f) => ({ method: 'POST', url: `/api/apps/${f.appId}/sandbox-client/secret` }),
      expected: { anonymous: 401, ownVendor: 404, otherVendor: 404, userWithoutVendor: 404, admin: 404 },
    },
  ],
  getSandboxLaunch: [
    {
      variant: 'a draft app without a registration',
      request: (f) => ({ method: 'GET', url: `/api/apps/${f.appId}/sandbox-launch` }),
      expected: all(404),
    },
  ],
  getMyVendorStatistics: [
    {
      variant: "the totals of the caller's apps",
      request: () => ({ method: 'GET', url: '/api/vendors/my-vendor/statistics' }),
      expected: { anonymous: 401, ownVendor: 200, otherVendor: 200, userWithoutVendor: 404, admin: 403 },
    },
  ],
  updateVendor: [
    {
      variant: 'a draft vendor',
      vendorStatus: 'DRAFT',
      request: (f) => ({ method: 'PUT', url: `/api/vendors/${f.vendorId}`, json: vendorBody(f.marker) }),
      expected: { anonymous: 401, ownVendor: 200, otherVendor: 404, userWithoutVendor: 404, admin: 403 },
    },
  ],
  setVendorIcon: [
    {
      variant: 'a draft vendor',
      vendorStatus: 'DRAFT',
      request: (f) => ({ method: 'POST', url: `/api/vendors/${f.vendorId}/icon`, image: { field: 'file' } }),
      expected: { anonymous: 401, ownVendor: 200, otherVendor: 404, userWithoutVendor: 404, admin: 403 },
    },
  ],
  changeVendorStatus: [
    {
      variant: 'submit a draft vendor',
      vendorStatus: 'DRAFT',
      request: (f) => ({
        method: 'PATCH',
        url: `/api/vendors/${f.vendorId}/status?newStatus=WAITING_FOR_APPROVAL`,
      }),
      expected: { anonymous: 401, ownVendor: 200, otherVendor: 404, userWithoutVendor: 404, admin: 403 },
    },
    {
      variant: 'approve a submitted vendor',
      vendorStatus: 'WAITING_FOR_APPROVAL',
      request: (f) => ({ method: 'PATCH', url: `/api/vendors/${f.vendorId}/status?newStatus=APPROVED` }),
      expected: { anonymous: 401, ownVendor: 403, otherVendor: 404, userWithoutVendor: 404, admin: 200 },
    },
  ],
  // An approved vendor's page is public (its name with it, so it is not a cell here: see vendor-pages.test.ts);
  // a vendor in registration has none, not even for itself or an admin, so its name and id do not leak.
  getPublicVendor: [
    {
      variant: 'a vendor waiting for approval',
      vendorStatus: 'WAITING_FOR_APPROVAL',
      request: (f) => ({ method: 'GET', url: `/api/vendors/${f.vendorId}/public` }),
      expected: all(404),
    },
    {
      variant: 'a rejected vendor',
      vendorStatus: 'REJECTED',
      request: (f) => ({ method: 'GET', url: `/api/vendors/${f.vendorId}/public` }),
      expected: all(404),
    },
  ],
  getVendorReasons: [
    {
      variant: 'a rejected vendor',
      vendorStatus: 'REJECTED',
      request: (f) => ({ method: 'GET', url: `/api/vendors/${f.vendorId}/reason` }),
      expected: { anonymous: 401, ownVendor: 200, otherVendor: 404, userWithoutVendor: 404, admin: 200 },
    },
  ],
  listAudit: [
    {
      variant: "the owner's app",
      request: (f) => ({ method: 'GET', url: `/api/audit?appId=${f.appId}` }),
      expected: { anonymous: 401, ownVendor: 403, otherVendor: 403, userWithoutVendor: 403, admin: 200 },
    },
  ],
  exportAudit: [
    {
      variant: 'the whole history',
      request: () => ({ method: 'GET', url: '/api/audit/export.csv' }),
      expected: { anonymous: 401, ownVendor: 403, otherVendor: 403, userWithoutVendor: 403, admin: 200 },
    },
  ],
  getAdminDashboard: [
    {
      variant: 'the numbers',
      request: () => ({ method: 'GET', url: '/api/admin/dashboard' }),
      expected: { anonymous: 401, ownVendor: 403, otherVendor: 403, userWithoutVendor: 403, admin: 200 },
    },
  ],
  // Images are public by their unguessable content hash, as a CDN would serve them.
  getMedia: [
    {
      variant: 'a stored image',
      request: (f) => ({ method: 'GET', url: `/api/media/${f.mediaFile}` }),
      expected: all(200),
    },
  ],
  getSiteText: [
    {
      variant: 'imprint',
      request: () => ({ method: 'GET', url: '/api/site-texts/imprint' }),
      expected: all(200),
    },
  ],
  searchIcd10Codes: [
    {
      variant: 'diabetes',
      request: () => ({ method: 'GET', url: '/api/codes/icd10?q=diabetes' }),
      expected: all(200),
    },
  ],
  healthLive: [
    { variant: '', request: () => ({ method: 'GET', url: '/api/health/live' }), expected: all(200) },
  ],
  healthReady: [
    { variant: '', request: () => ({ method: 'GET', url: '/api/health/ready' }), expected: all(200) },
  ],
  getMetrics: [{ variant: '', request: () => ({ method: 'GET', url: '/api/metrics' }), expected: all(200) }],
  getOpenApi: [
    { variant: '', request: () => ({ method: 'GET', url: '/api/openapi.json' }), expected: all(200) },
  ],
  // Open data: the published catalogue, the same for everyone.
  exportCatalogue: [
    {
      variant: '',
      request: () => ({ method: 'GET', url: '/api/export/catalogue.json' }),
      expected: all(200),
    },
  ],
  exportCatalogueCsv: [
    { variant: '', request: () => ({ method: 'GET', url: '/api/export/catalogue.csv' }), expected: all(200) },
  ],
  exportCatalogueSchema: [
    {
      variant: '',
      request: () => ({ method: 'GET', url: '/api/export/catalogue.schema.json' }),
      expected: all(200),
    },
  ],
};

/** The table path as a pattern, so a cell provably calls the endpoint it stands for. */
const pathPattern = (path: string): RegExp => new RegExp(`^/api${path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);

describe('authorization matrix over the whole endpoint table', () => {
  const t = useTestApp();

  it('has a row for every endpoint, each calling that endpoint', async () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(endpoints).sort());
    const dummy: Fixture = { vendorId: 1, appId: 2, screenshotId: 3, mediaFile: 'a.png', marker: 'm' };
    for (const [name, cases] of Object.entries(MATRIX)) {
      const def = endpoints[name as EndpointName];
      expect(cases.length, name).toBeGreaterThan(0);
      for (const c of cases) {
        const req = await c.request(dummy);
        expect(req.method, `${name} ${c.variant}`).toBe(def.method);
        expect(req.url.split('?')[0], `${name} ${c.variant}`).toMatch(pathPattern(def.path));
      }
    }
  });

  it('gives every caller the expected status, changes nothing on a refused write, and leaks nothing', async () => {
    const db = t.db;
    const admin = await adminAccount();
    const other = await vendorAccount(db, { status: 'APPROVED' });
    const violations: string[] = [];
    let cells = 0;

    for (const [name, cases] of Object.entries(MATRIX)) {
      const def = endpoints[name as EndpointName];
      const unsafe = def.method !== 'GET';
      for (const c of cases) {
        for (const actor of ACTORS) {
          // Fresh data per cell: a write in one cell must not decide the next one's answer.
          const marker = `mk${randomBytes(5).toString('hex')}`;
          const owner = await vendorAccount(db, {
            status: c.vendorStatus ?? 'APPROVED',
            name: `Vendor ${marker}`,
          });
          const app = await insertAppInState(db, owner.vendorId, c.appState ?? { status: 'DRAFT' }, {
            name: `App ${marker}`,
          });
          const png = await insertPng(db);
          const fixture: Fixture = {
            vendorId: owner.vendorId,
            appId: app.id,
            screenshotId: app.publishedShots[0] ?? 0,
            mediaFile: `${png.sha256}.png`,
            marker,
          };
          // Fresh too: creating a vendor in one cell would give this user a vendor in the next.
          const withoutVendor = await account(['VENDOR']);
          const caller: Account | undefined = {
            anonymous: undefined,
            ownVendor: owner,
            otherVendor: other,
            userWithoutVendor: withoutVendor,
            admin,
          }[actor];

          const req = await c.request(fixture);
          const before = unsafe ? await snapshot(db) : '';
          let res: LightMyRequestResponse;
          if (req.image) {
            // Screenshots are landscape, icons square (the contract's image-shape.ts).
            const image = req.image.field === 'files' ? await files.png(96, 60) : await files.png(64, 64);
            res = await upload(t.app, req.url, caller, [part(req.image.field, image)]);
          } else {
            res = await t.app.inject({
              method: req.method,
              url: req.url,
              headers: { ...csrfHeaders(), ...(caller?.headers ?? {}) },
              ...(req.json !== undefined ? { payload: req.json as object } : {}),
            });
          }
          cells++;
          const where = `${name} (${c.variant}) as ${actor}`;
          const expected = c.expected[actor];
          if (res.statusCode !== expected) {
            violations.push(`${where}: ${res.statusCode}, expected ${expected}: ${res.body.slice(0, 160)}`);
          }
          if (
            res.statusCode >= 400 &&
            !String(res.headers['content-type']).startsWith('application/problem+json')
          ) {
            violations.push(`${where}: a ${res.statusCode} that is not problem+json`);
          }
          if (unsafe && res.statusCode >= 400 && (await snapshot(db)) !== before) {
            violations.push(`${where}: refused with ${res.statusCode} but the database changed`);
          }
          const outsider = actor === 'anonymous' || actor === 'otherVendor' || actor === 'userWithoutVendor';
          if (outsider && res.statusCode < 300 && res.body.includes(marker)) {
            violations.push(`${where}: the answer shows the owner's unpublished data`);
          }
        }
      }
    }

    const endpointCount = Object.keys(MATRIX).length;
    console.info(
      `Authorization matrix: ${cells} cells (${endpointCount} endpoints, ${ACTORS.length} callers), ${violations.length} violations`,
    );
    expect(violations).toEqual([]);
    expect(cells).toBeGreaterThanOrEqual(endpointCount * ACTORS.length);
    // Every cell makes its own vendor, app and image: some 260 cells, past the default 30 s on a busy
    // two-core machine since the sandbox registrations (issue 34) added 25.
  }, 120_000);
});
