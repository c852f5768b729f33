import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  API_BASE_PATH,
  endpoints,
  problemSchema,
  successStatus,
  type AppCard,
  type AppCreateBody,
  type AppDetails,
  type AppStatusChangeQuery,
  type EndpointBody,
  type EndpointDef,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type Vendor,
} from '../src/index.ts';

const table = Object.entries(endpoints) as [string, EndpointDef][];

describe('endpoint table', () => {
  it('has a unique method and path per endpoint', () => {
    const keys = table.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  // One success response, except getMyVendor's bodiless 204 for a user without a vendor (issue 19) and
  // getMySandbox's for a vendor without a sandbox (issue 33), getSandboxClient's for an app without a
  // sandbox registration (issue 34).
  it('gives every endpoint a summary, a tag and exactly one success response (one with a body)', () => {
    for (const [name, e] of table) {
      expect(e.summary.length, name).toBeGreaterThan(10);
      expect(e.tags.length, name).toBeGreaterThan(0);
      const success = Object.keys(e.responses)
        .map(Number)
        .filter((c) => c >= 200 && c < 300);
      expect(success, name).toEqual(
        name === 'getMyVendor' ||
          name === 'getMySandbox' ||
          name === 'getSandboxClient' ||
          name === 'getSandboxLaunch'
          ? [200, 204]
          : [success[0]],
      );
    }
    expect(table.find(([name]) => name === 'getMyVendor')?.[1].responses).toMatchObject({ 204: null });
    expect(table.find(([name]) => name === 'getMySandbox')?.[1].responses).toMatchObject({ 204: null });
    expect(table.find(([name]) => name === 'getSandboxClient')?.[1].responses).toMatchObject({ 204: null });
    expect(table.find(([name]) => name === 'getSandboxLaunch')?.[1].responses).toMatchObject({ 204: null });
  });

  it('answers every error with problem+json', () => {
    for (const [name, e] of table) {
      for (const [code, schema] of Object.entries(e.responses)) {
        if (Number(code) >= 400 && Number(code) !== 503)
          expect(schema, `${name} ${code}`).toBe(problemSchema);
      }
    }
  });

  it('declares 400 wherever input is validated and 401/403 wherever a role is needed', () => {
    for (const [name, e] of table) {
      if (e.params ?? e.query ?? e.body) expect(e.responses[400], name).toBeDefined();
      if (e.access.kind === 'roles') {
        expect(e.responses[401], name).toBeDefined();
        expect(e.responses[403], name).toBeDefined();
      }
      if (e.access.kind === 'user') expect(e.responses[401], name).toBeDefined();
    }
  });

  it('declares every path parameter in its params schema', () => {
    for (const [name, e] of table) {
      const inPath = [...e.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      const declared = e.params instanceof z.ZodObject ? Object.keys(e.params.shape) : [];
      expect(declared.sort(), name).toEqual(inPath.sort());
    }
  });

  it('uses strict objects for params, query and body', () => {
    for (const [name, e] of table) {
      for (const part of [e.params, e.query, e.body]) {
        if (part === undefined) continue;
        expect(part, name).toBeInstanceOf(z.ZodObject);
        // z.strictObject marks unknown keys with a `never` catchall.
        expect((part as z.ZodObject).def.catchall, name).toBeInstanceOf(z.ZodNever);
      }
    }
  });

  it('generates a JSON Schema for every schema (OpenAPI is built from the table)', () => {
    for (const [name, e] of table) {
      for (const part of [e.params, e.query, e.body]) {
        if (part) expect(() => z.toJSONSchema(part, { io: 'input' }), name).not.toThrow();
      }
      for (const schema of Object.values(e.responses)) {
        if (schema) expect(() => z.toJSONSchema(schema, { io: 'output' }), name).not.toThrow();
      }
    }
  });

  it('carries every call with its access', () => {
    const rows = table.map(([name, e]) => [
      name,
      e.method,
      e.path,
      e.access.kind === 'roles' ? e.access.roles.join('|') : e.access.kind,
    ]);
    expect(rows).toEqual([
      ['listApps', 'GET', '/apps', 'public'],
      ['listAppFacets', 'GET', '/apps/facets', 'public'],
      ['listAppChecks', 'GET', '/apps/:id/checks', 'public'],
      ['runAppChecks', 'POST', '/apps/:id/checks', 'VENDOR|ADMIN'],
      ['listCdsTryServices', 'GET', '/apps/:id/cds-services', 'public'],
      ['callCdsTryService', 'POST', '/apps/:id/cds-services/:serviceId/call', 'public'],
      ['recordAppEvent', 'POST', '/apps/:id/events', 'public'],
      ['getAppStatistics', 'GET', '/apps/:id/statistics', 'VENDOR|ADMIN'],
      ['listVendorApps', 'GET', '/apps/vendorapps', 'VENDOR'],
      ['getApp', 'GET', '/apps/:id', 'public'],
      ['getAppPreview', 'GET', '/apps/:id/preview', 'VENDOR|ADMIN'],
      ['createApp', 'POST', '/apps', 'VENDOR'],
      ['updateApp', 'PUT', '/apps/:id', 'VENDOR'],
      ['changeAppStatus', 'PATCH', '/apps/:id/status', 'VENDOR|ADMIN'],
      ['getAppReasons', 'GET', '/apps/:id/reason', 'VENDOR|ADMIN'],
      ['deleteApp', 'DELETE', '/apps/:id', 'VENDOR'],
      ['setAppIcon', 'POST', '/apps/:id/icon', 'VENDOR'],
      ['addAppScreenshots', 'POST', '/apps/:id/screenshots', 'VENDOR'],
      ['deleteAppScreenshot', 'DELETE', '/apps/:id/screenshots/:screenshotId', 'VENDOR'],
      ['listVendors', 'GET', '/vendors', 'ADMIN'],
      ['createVendor', 'POST', '/vendors', 'VENDOR'],
      ['getMyVendor', 'GET', '/vendors/my-vendor', 'user'],
      ['getMyVendorStatistics', 'GET', '/vendors/my-vendor/statistics', 'VENDOR'],
      ['updateVendor', 'PUT', '/vendors/:id', 'VENDOR'],
      ['setVendorIcon', 'POST', '/vendors/:id/icon', 'VENDOR'],
      ['changeVendorStatus', 'PATCH', '/vendors/:id/status', 'VENDOR|ADMIN'],
      ['getPublicVendor', 'GET', '/vendors/:id/public', 'public'],
      ['getVendorReasons', 'GET', '/vendors/:id/reason', 'VENDOR|ADMIN'],
      ['exportCatalogue', 'GET', '/export/catalogue.json', 'public'],
      ['exportCatalogueCsv', 'GET', '/export/catalogue.csv', 'public'],
      ['exportCatalogueSchema', 'GET', '/export/catalogue.schema.json', 'public'],
      ['listAudit', 'GET', '/audit', 'ADMIN'],
      ['exportAudit', 'GET', '/audit/export.csv', 'ADMIN'],
      ['getAdminDashboard', 'GET', '/admin/dashboard', 'ADMIN'],
      ['getMedia', 'GET', '/media/:file', 'public'],
      ['getSiteText', 'GET', '/site-texts/:name', 'public'],
      ['searchIcd10Codes', 'GET', '/codes/icd10', 'public'],
      ['healthLive', 'GET', '/health/live', 'public'],
      ['healthReady', 'GET', '/health/ready', 'public'],
      ['getMySandbox', 'GET', '/my-sandbox', 'VENDOR'],
      ['createMySandbox', 'POST', '/my-sandbox', 'VENDOR'],
      ['resetMySandbox', 'POST', '/my-sandbox/reset', 'VENDOR'],
      ['getSandboxClient', 'GET', '/apps/:id/sandbox-client', 'VENDOR|ADMIN'],
      ['putSandboxClient', 'PUT', '/apps/:id/sandbox-client', 'VENDOR|ADMIN'],
      ['deleteSandboxClient', 'DELETE', '/apps/:id/sandbox-client', 'VENDOR|ADMIN'],
      ['newSandboxClientSecret', 'POST', '/apps/:id/sandbox-client/secret', 'VENDOR|ADMIN'],
      ['getSandboxLaunch', 'GET', '/apps/:id/sandbox-launch', 'public'],
      ['getMetrics', 'GET', '/metrics', 'public'],
      ['getOpenApi', 'GET', '/openapi.json', 'public'],
    ]);
    expect(API_BASE_PATH).toBe('/api');
  });

  it('takes uploads as multipart with the field names file and files', () => {
    expect(endpoints.setAppIcon.multipart).toEqual({ field: 'file', maxFiles: 1 });
    expect(endpoints.addAppScreenshots.multipart.field).toBe('files');
    expect(endpoints.setVendorIcon.multipart).toEqual({ field: 'file', maxFiles: 1 });
  });

  it('answers creations with 201 and deletion of an app with 204', () => {
    expect(successStatus(endpoints.createApp)).toBe(201);
    expect(successStatus(endpoints.createVendor)).toBe(201);
    expect(successStatus(endpoints.deleteApp)).toBe(204);
    expect(endpoints.deleteApp.responses[204]).toBeNull();
    expect(successStatus(endpoints.getApp)).toBe(200);
  });

  it('serves media file names only, never paths', () => {
    const params = endpoints.getMedia.params;
    expect(params.safeParse({ file: `${'a'.repeat(64)}.webp` }).success).toBe(true);
    expect(params.safeParse({ file: `${'a'.repeat(64)}-card.webp` }).success).toBe(true);
    expect(params.safeParse({ file: '../secret.png' }).success).toBe(false);
    expect(params.safeParse({ file: 'a/b.png' }).success).toBe(false);
  });

  it('limits audit paging', () => {
    expect(endpoints.listAudit.query.parse({ vendorId: '3', limit: '50' })).toEqual({
      vendorId: 3,
      limit: 50,
    });
    expect(endpoints.listAudit.query.safeParse({ limit: '1000' }).success).toBe(false);
  });
});

describe('types derived from the table', () => {
  it('type params, query, body and success response per endpoint', () => {
    expectTypeOf<EndpointParams<'getApp'>>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<EndpointParams<'listApps'>>().toEqualTypeOf<undefined>();
    expectTypeOf<EndpointQuery<'changeAppStatus'>>().toEqualTypeOf<AppStatusChangeQuery>();
    expectTypeOf<EndpointBody<'createApp'>>().toEqualTypeOf<AppCreateBody>();
    expectTypeOf<EndpointBody<'getApp'>>().toEqualTypeOf<undefined>();
    expectTypeOf<EndpointResponse<'getApp'>>().toEqualTypeOf<AppDetails>();
    expectTypeOf<EndpointResponse<'createVendor'>>().toEqualTypeOf<Vendor>();
    expectTypeOf<EndpointResponse<'listApps'>>().toEqualTypeOf<AppCard[]>();
    expectTypeOf<EndpointResponse<'deleteApp'>>().toEqualTypeOf<undefined>();
    expectTypeOf(endpoints.getApp.method).toEqualTypeOf<'GET'>();
    expectTypeOf(endpoints.getApp.path).toEqualTypeOf<'/apps/:id'>();
  });
});
