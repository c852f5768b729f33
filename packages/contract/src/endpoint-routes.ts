/**
 * The endpoint table's method and path per endpoint, without zod: what a client needs at runtime to
 * call an endpoint. The web's first chunk (the public catalogue, 120 KB gzip budget) calls the API
 * through these, because importing `endpoints` would ship every schema and zod with it.
 *
 * Each row is checked against `endpoints` by the compiler (same method and path literals, no extra
 * names) and by a unit test (no endpoint missing), so the table in endpoints.ts stays the one source.
 */
import {
  getAppPreviewRoute,
  getAppRoute,
  listAppChecksRoute,
  listAppFacetsRoute,
  listAppsRoute,
  recordAppEventRoute,
} from './catalogue.ts';
import { callCdsTryServiceRoute, listCdsTryServicesRoute } from './cds-try-texts.ts';
import { getSiteTextRoute } from './site-texts-core.ts';
import type { EndpointRoute } from './endpoints-core.ts';
import type { EndpointName, Endpoints } from './endpoints.ts';
import { getPublicVendorRoute } from './vendor-page.ts';

type RouteRows = { readonly [N in EndpointName]?: Pick<Endpoints[N], 'method' | 'path'> };

const rows = {
  listApps: listAppsRoute,
  listAppFacets: listAppFacetsRoute,
  listVendorApps: { method: 'GET', path: '/apps/vendorapps' },
  getApp: getAppRoute,
  getAppPreview: getAppPreviewRoute,
  listAppChecks: listAppChecksRoute,
  runAppChecks: { method: 'POST', path: '/apps/:id/checks' },
  recordAppEvent: recordAppEventRoute,
  listCdsTryServices: listCdsTryServicesRoute,
  callCdsTryService: callCdsTryServiceRoute,
  getAppStatistics: { method: 'GET', path: '/apps/:id/statistics' },
  createApp: { method: 'POST', path: '/apps' },
  updateApp: { method: 'PUT', path: '/apps/:id' },
  changeAppStatus: { method: 'PATCH', path: '/apps/:id/status' },
  getAppReasons: { method: 'GET', path: '/apps/:id/reason' },
  deleteApp: { method: 'DELETE', path: '/apps/:id' },
  setAppIcon: { method: 'POST', path: '/apps/:id/icon' },
  addAppScreenshots: { method: 'POST', path: '/apps/:id/screenshots' },
  deleteAppScreenshot: { method: 'DELETE', path: '/apps/:id/screenshots/:screenshotId' },
  listVendors: { method: 'GET', path: '/vendors' },
  createVendor: { method: 'POST', path: '/vendors' },
  getMyVendor: { method: 'GET', path: '/vendors/my-vendor' },
  getMyVendorStatistics: { method: 'GET', path: '/vendors/my-vendor/statistics' },
  updateVendor: { method: 'PUT', path: '/vendors/:id' },
  setVendorIcon: { method: 'POST', path: '/vendors/:id/icon' },
  changeVendorStatus: { method: 'PATCH', path: '/vendors/:id/status' },
  getPublicVendor: getPublicVendorRoute,
  getVendorReasons: { method: 'GET', path: '/vendors/:id/reason' },
  exportCatalogue: { method: 'GET', path: '/export/catalogue.json' },
  exportCatalogueCsv: { method: 'GET', path: '/export/catalogue.csv' },
  exportCatalogueSchema: { method: 'GET', path: '/export/catalogue.schema.json' },
  listAudit: { method: 'GET', path: '/audit' },
  exportAudit: { method: 'GET', path: '/audit/export.csv' },
  getAdminDashboard: { method: 'GET', path: '/admin/dashboard' },
  getMedia: { method: 'GET', path: '/media/:file' },
  getSiteText: getSiteTextRoute,
  searchIcd10Codes: { method: 'GET', path: '/codes/icd10' },
  healthLive: { method: 'GET', path: '/health/live' },
  healthReady: { method: 'GET', path: '/health/ready' },
  getMySandbox: { method: 'GET', path: '/my-sandbox' },
  createMySandbox: { method: 'POST', path: '/my-sandbox' },
  resetMySandbox: { method: 'POST', path: '/my-sandbox/reset' },
  getSandboxClient: { method: 'GET', path: '/apps/:id/sandbox-client' },
  putSandboxClient: { method: 'PUT', path: '/apps/:id/sandbox-client' },
  deleteSandboxClient: { method: 'DELETE', path: '/apps/:id/sandbox-client' },
  newSandboxClientSecret: { method: 'POST', path: '/apps/:id/sandbox-client/secret' },
  getSandboxLaunch: { method: 'GET', path: '/apps/:id/sandbox-launch' },
  getMetrics: { method: 'GET', path: '/metrics' },
  getOpenApi: { method: 'GET', path: '/openapi.json' },
} as const satisfies RouteRows;

/** `endpointRoutes.listApps` = `{ method: 'GET', path: '/apps' }`, typed as the row `endpoints.listApps`. */
export const endpointRoutes: { readonly [N in keyof typeof rows]: EndpointRoute<Endpoints[N]> } = rows;
