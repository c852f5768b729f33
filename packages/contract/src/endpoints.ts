/**
 * The API route table. Paths are relative to API_BASE_PATH and use Fastify's `:param` syntax. The API
 * registers its routes from this table and enforces `access` as a preHandler; ownership and status
 * rules are the services' (driven by status-machine.ts). The web's client is typed from it and OpenAPI
 * is generated from it.
 */
import { z } from 'zod';
import {
  appCreateBodySchema,
  appDetailsSchema,
  appFacetsQuerySchema,
  appFacetsResponseSchema,
  appIdParamsSchema,
  appListQuerySchema,
  appListResponseSchema,
  appStatusChangeQuerySchema,
  appUpdateBodySchema,
  screenshotParamsSchema,
} from './apps.ts';
import { auditListQuerySchema, auditListResponseSchema } from './audit.ts';
import { appChecksResponseSchema } from './checks.ts';
import {
  cdsTryCallBodySchema,
  cdsTryCallParamsSchema,
  cdsTryCallResponseSchema,
  cdsTryServicesResponseSchema,
} from './cds-try.ts';
import { adminDashboardSchema } from './dashboard.ts';
import { healthResponseSchema, problemSchema, reasonListSchema, type Role } from './common.ts';
import { MAX_SCREENSHOTS_PER_UPLOAD } from './constants.ts';
import { defineEndpoints, type EndpointAccess } from './endpoints-core.ts';
import { catalogueExportSchema } from './open-data.ts';
import { OPEN_DATA_EXPORTS } from './open-data-core.ts';
import { FEED_PATH } from './routes.ts';
import { siteTextParamsSchema, siteTextQuerySchema, siteTextSchema } from './site-texts.ts';
import { codeSearchQuerySchema, codeSearchResponseSchema } from './codes.ts';
import {
  appEventBodySchema,
  appStatisticsResponseSchema,
  statisticsQuerySchema,
  vendorStatisticsResponseSchema,
} from './statistics.ts';
import { publicVendorSchema } from './vendor-page-schema.ts';
import {
  sandboxClientBodySchema,
  sandboxClientSchema,
  sandboxLaunchTargetSchema,
} from './sandbox-clients.ts';
import { vendorSandboxSchema } from './vendor-sandbox.ts';
import {
  vendorBodySchema,
  vendorIdParamsSchema,
  vendorListQuerySchema,
  vendorListResponseSchema,
  vendorSchema,
  vendorStatusChangeQuerySchema,
} from './vendors.ts';

export const API_BASE_PATH = '/api';

const PUBLIC = { kind: 'public' } as const satisfies EndpointAccess;
const USER = { kind: 'user' } as const satisfies EndpointAccess;
const roles = <const R extends readonly Role[]>(...list: R) => ({ kind: 'roles', roles: list }) as const;
const VENDOR = roles('VENDOR');
const ADMIN = roles('ADMIN');
const VENDOR_OR_ADMIN = roles('VENDOR', 'ADMIN');

// Error responses, all problem+json. 400 wherever input is validated; 401/403 where a token or role is
// needed; 404 for an id that does not exist or is not the caller's; 409 for a refused transition or a
// stale rowVersion; 413 for an upload over MAX_UPLOAD_BYTES.
const P = problemSchema;
const BAD_REQUEST = { 400: P } as const;
const AUTH = { 401: P, 403: P } as const;
const NOT_FOUND = { 404: P } as const;
const CONFLICT = { 409: P } as const;
const TOO_LARGE = { 413: P } as const;

/** ETag/If-None-Match on lists: a 304 has no body. */
const NOT_MODIFIED = { 304: null } as const;

/** A media file name: content hash, optional rendition suffix, extension; no path separators. */
const mediaParamsSchema = z.strictObject({
  file: z
    .string()
    .max(140)
    .regex(/^[A-Za-z0-9_-]{1,128}\.[a-z0-9]{2,5}$/),
});

const MEDIA_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'] as const;

const openApiResponseSchema = z.record(z.string().max(200), z.unknown());

export const endpoints = defineEndpoints({
  // -------------------------------------------------------------------------------------------
  // Apps
  listApps: {
    method: 'GET',
    path: '/apps',
    summary:
      'List app cards: the published catalogue, or with `status` an admin list (admins only). Optional search, filters (repeatable: values of one parameter are alternatives, parameters all apply), sort and paging.',
    tags: ['apps'],
    access: PUBLIC,
    query: appListQuerySchema,
    responses: { 200: appListResponseSchema, ...NOT_MODIFIED, ...BAD_REQUEST, ...AUTH },
  },
  listAppFacets: {
    method: 'GET',
    path: '/apps/facets',
    summary:
      "Count the published apps per filter option, for the same search and filters as GET /apps: an option counts the apps it would give with the other groups' selections applied (values of one group are alternatives).",
    tags: ['apps'],
    access: PUBLIC,
    query: appFacetsQuerySchema,
    responses: { 200: appFacetsResponseSchema, ...NOT_MODIFIED, ...BAD_REQUEST },
  },
  listAppChecks: {
    method: 'GET',
    path: '/apps/:id/checks',
    summary:
      "The newest live checks of an app (what its servers said of its declared standards, and whether its demo, website and repository answer). Anyone for a public app's published version; the app's vendor and admins for every version.",
    tags: ['apps'],
    access: PUBLIC,
    params: appIdParamsSchema,
    responses: { 200: appChecksResponseSchema, ...BAD_REQUEST, ...NOT_FOUND },
  },
  runAppChecks: {
    method: 'POST',
    path: '/apps/:id/checks',
    summary:
      "Check an app's servers now ('Check now'), for the app's vendor and admins; at most once a minute per app (429 with Retry-After). Answers when the checks are done, with the app's newest checks.",
    tags: ['apps'],
    access: VENDOR_OR_ADMIN,
    params: appIdParamsSchema,
    responses: { 200: appChecksResponseSchema, ...BAD_REQUEST, ...AUTH, ...NOT_FOUND, ...CONFLICT, 429: P },
  },
  listCdsTryServices: {
    method: 'GET',
    path: '/apps/:id/cds-services',
    summary:
      "Try this CDS service (issue 36): the services a public app's CDS Hooks discovery document lists (read now through the live checks' safe client), and the FHIR sandbox's patients to call them for. Anyone; limited per visitor (429 with Retry-After). A discovery that cannot be read is an outcome (200), not an error. Never kept (no-store), and hands a caller without one the CSRF cookie (XSRF-TOKEN), signed in or not, so the Call service that follows carries the double-submit pair at once.",
    tags: ['cds-try'],
    access: PUBLIC,
    params: appIdParamsSchema,
    responses: { 200: cdsTryServicesResponseSchema, ...BAD_REQUEST, ...NOT_FOUND, 429: P },
  },
  callCdsTryService: {
    method: 'POST',
    path: '/apps/:id/cds-services/:serviceId/call',
    summary:
      "Call service (issue 36): the showroom plays the EHR and calls one of a public app's CDS services for a sandbox patient, with what the CDS Hooks specification says (hook, hookInstance, fhirServer = the sandbox's base, context, the prefetch the service asked for, filled from the sandbox), and answers with the request, the raw answer and the cards, validated. Nothing is stored. Anyone; limited per visitor (429 with Retry-After). A service that fails is an outcome (200) with its reason.",
    tags: ['cds-try'],
    access: PUBLIC,
    params: cdsTryCallParamsSchema,
    body: cdsTryCallBodySchema,
    responses: { 200: cdsTryCallResponseSchema, ...BAD_REQUEST, ...NOT_FOUND, 429: P },
  },
  recordAppEvent: {
    method: 'POST',
    path: '/apps/:id/events',
    summary:
      "Count a view of a published app's page or a click on its Demo (the web sends it with navigator.sendBeacon; the body is JSON, as application/json or text/plain). Always 204 and never a cookie: an app that is not public, a bot (by user agent or by rate) or a visitor already counted today for this app and kind count nothing. Only daily totals are stored, never an address or a user agent.",
    tags: ['statistics'],
    access: PUBLIC,
    params: appIdParamsSchema,
    body: appEventBodySchema,
    responses: { 204: null, ...BAD_REQUEST },
  },
  getAppStatistics: {
    method: 'GET',
    path: '/apps/:id/statistics',
    summary:
      "An app's views and demo clicks per day over the last `days` days (default 90, today included, UTC), days without counts as zeros, and their totals; for the app's vendor and admins.",
    tags: ['statistics'],
    access: VENDOR_OR_ADMIN,
    params: appIdParamsSchema,
    query: statisticsQuerySchema,
    responses: { 200: appStatisticsResponseSchema, ...BAD_REQUEST, ...AUTH, ...NOT_FOUND },
  },
  listVendorApps: {
    method: 'GET',
    path: '/apps/vendorapps',
    summary:
      "List the calling vendor's own apps, with their published and in-progress versions (type AppForVendor).",
    tags: ['apps'],
    access: VENDOR,
    responses: { 200: appListResponseSchema, ...NOT_MODIFIED, ...AUTH, ...NOT_FOUND },
  },
  getApp: {
    method: 'GET',
    path: '/apps/:id',
    summary:
      "Get one app's published version. For the app's vendor and admins, an app without a published version returns its current version.",
    tags: ['apps'],
    access: PUBLIC,
    params: appIdParamsSchema,
    responses: { 200: appDetailsSchema, ...BAD_REQUEST, ...NOT_FOUND },
  },
  getAppPreview: {
    method: 'GET',
    path: '/apps/:id/preview',
    summary:
      "Get an app's in-progress or in-review version (else its current one), for the app's vendor and admins.",
    tags: ['apps'],
    access: VENDOR_OR_ADMIN,
    params: appIdParamsSchema,
    responses: { 200: appDetailsSchema, ...BAD_REQUEST, ...AUTH, ...NOT_FOUND },
  },
  createApp: {
    method: 'POST',
    path: '/apps',
    summary: 'Create an app as a DRAFT for the calling vendor.',
    tags: ['apps'],
    access: VENDOR,
    body: appCreateBodySchema,
    responses: { 201: appDetailsSchema, ...BAD_REQUEST, ...AUTH, ...CONFLICT },
  },
  updateApp: {
    method: 'PUT',
    path: '/apps/:id',
    summary:
      "Update an app's information; editing a published app creates or updates its in-progress version.",
    tags: ['apps'],
    access: VENDOR,
    params: appIdParamsSchema,
    body: appUpdateBodySchema,
    responses: { 200: appDetailsSchema, ...BAD_REQUEST, ...AUTH, ...NOT_FOUND, ...CONFLICT },
  },
  changeAppStatus: {
    method: 'PATCH',
    path: '/apps/:id/status',
    summary:
      'Change an app status (submit, resubmit, approve, reject with reason, deactivate, activate) as the status machine allows for the caller.',
    tags: ['apps', 'reviews'],
    access: VENDOR_OR_ADMIN,
    params: appIdParamsSchema,
    query: appStatusChangeQuerySchema,
    responses: { 200: appDetailsSchema, ...BAD_REQUEST, ...AUTH, ...NOT_FOUND, ...CONFLICT },
  },
  getAppReasons: {
    method: 'GET',
    path: '/apps/:id/reason',
    summary: "List an app's rejection reasons, newest first.",
    tags: ['apps', 'reviews'],
    access: VENDOR_OR_ADMIN,
    params: appIdParamsSchema,
    responses: { 200: reasonListSchema, ...BAD_REQUEST, ...AUTH, ...NOT_FOUND },
  },
  deleteApp: {
    method: 'DELETE',
    path: '/apps/:id',
    summary: 'Delete a DRAFT app.',
    tags: ['apps'],
    access: VENDOR,
    params: appIdParamsSchema,
    responses: { 204: null, ...BAD_REQUEST, ...AUTH, ...NOT_FOUND, ...CONFLICT },
  },
  setAppIcon: {
    method: 'POST',
    path: '/apps/:id/icon',
    summary: "Set an app's icon (multipart field `file`); it is normalised to a 244x244 square.",
    tags: ['apps', 'media'],
    access: VENDOR,
    params: appIdParamsSchema,
    multipart: { field: 'file', maxFiles: 1 },
    responses: { 200: appDetailsSchema, ...BAD_REQUEST, ...AUTH, ...NOT_FOUND, ...CONFLICT, ...TOO_LARGE },
  },
  addAppScreenshots: {
    method: 'POST',
    path: '/apps/:id/screenshots',
    summary: 'Add screenshots to an app (multipart field `files`).',
    tags: ['apps', 'media'],
    access: VENDOR,
    params: appIdParamsSchema,
    multipart: { field: 'files', maxFiles: MAX_SCREENSHOTS_PER_UPLOAD },
    responses: { 200: appDetailsSchema, ...BAD_REQUEST, ...AUTH, ...NOT_FOUND, ...CONFLICT, ...TOO_LARGE },
  },
  deleteAppScreenshot: {
    method: 'DELETE',
    path: '/apps/:id/screenshots/:screenshotId',
    summary:
      "Remove a screenshot from an app's editable version; a published screenshot is recorded in removedImages.",
    tags: ['apps', 'media'],
    access: VENDOR,
    params: screenshotParamsSchema,
    responses: { 200: appDetailsSchema, ...BAD_REQUEST, ...AUTH, ...NOT_FOUND, ...CONFLICT },
  },

  // -------------------------------------------------------------------------------------------
  // Vendors
  listVendors: {
    method: 'GET',
    path: '/vendors',
    summary: 'List vendors: the approved ones, or those with the given status.',
    tags: ['vendors'],
    access: ADMIN,
    query: vendorListQuerySchema,
    responses: { 200: vendorListResponseSchema, ...NOT_MODIFIED, ...BAD_REQUEST, ...AUTH },
  },
  createVendor: {
    method: 'POST',
    path: '/vendors',
    summary: "Create the calling user's vendor as a DRAFT (one vendor per user).",
    tags: ['vendors'],
    access: VENDOR,
    body: vendorBodySchema,
    responses: { 201: vendorSchema, ...BAD_REQUEST, ...AUTH, ...CONFLICT },
  },
  getMyVendor: {
    method: 'GET',
    path: '/vendors/my-vendor',
    // Ours (issue 19): 204 rather than 404 for a user without a vendor, an answer the web asks on
    // every page for such a user and which is no error (a 404 shows in every browser's console).
    summary: "Get the calling user's vendor; 204 (no body) when the user has not registered one.",
    tags: ['vendors'],
    access: USER,
    responses: { 200: vendorSchema, 204: null, 401: P },
  },
  getMyVendorStatistics: {
    method: 'GET',
    path: '/vendors/my-vendor/statistics',
    summary:
      "The totals of views and demo clicks over the last `days` days (default 90) of each of the calling vendor's apps, for My apps.",
    tags: ['statistics', 'vendors'],
    access: VENDOR,
    query: statisticsQuerySchema,
    responses: { 200: vendorStatisticsResponseSchema, ...BAD_REQUEST, ...AUTH, ...NOT_FOUND },
  },
  updateVendor: {
    method: 'PUT',
    path: '/vendors/:id',
    summary: "Update the calling vendor's information (DRAFT and REJECTED only).",
    tags: ['vendors'],
    access: VENDOR,
    params: vendorIdParamsSchema,
    body: vendorBodySchema,
    responses: { 200: vendorSchema, ...BAD_REQUEST, ...AUTH, ...NOT_FOUND, ...CONFLICT },
  },
  setVendorIcon: {
    method: 'POST',
    path: '/vendors/:id/icon',
    summary: "Set the calling vendor's icon (multipart field `file`).",
    tags: ['vendors', 'media'],
    access: VENDOR,
    params: vendorIdParamsSchema,
    multipart: { field: 'file', maxFiles: 1 },
    responses: { 200: vendorSchema, ...BAD_REQUEST, ...AUTH, ...NOT_FOUND, ...CONFLICT, ...TOO_LARGE },
  },
  changeVendorStatus: {
    method: 'PATCH',
    path: '/vendors/:id/status',
    summary:
      'Change a vendor status (submit registration, approve, reject with optional reason, deactivate) as the status machine allows for the caller.',
    tags: ['vendors', 'reviews'],
    access: VENDOR_OR_ADMIN,
    params: vendorIdParamsSchema,
    query: vendorStatusChangeQuerySchema,
    responses: { 200: vendorSchema, ...BAD_REQUEST, ...AUTH, ...NOT_FOUND, ...CONFLICT },
  },
  getPublicVendor: {
    method: 'GET',
    path: '/vendors/:id/public',
    summary:
      "An approved vendor's public page: its name, description, website and icon, and its published apps as the catalogue's cards. 404 for a vendor that does not exist or is not approved.",
    tags: ['vendors'],
    access: PUBLIC,
    params: vendorIdParamsSchema,
    responses: { 200: publicVendorSchema, ...NOT_MODIFIED, ...BAD_REQUEST, ...NOT_FOUND },
  },
  getVendorReasons: {
    method: 'GET',
    path: '/vendors/:id/reason',
    summary: "List a vendor's rejection reasons, newest first.",
    tags: ['vendors', 'reviews'],
    access: VENDOR_OR_ADMIN,
    params: vendorIdParamsSchema,
    responses: { 200: reasonListSchema, ...BAD_REQUEST, ...AUTH, ...NOT_FOUND },
  },

  // -------------------------------------------------------------------------------------------
  // Open data: the published catalogue, licensed (OPEN_DATA_LICENCE_NAME/_URL, CC BY 4.0 by default)
  exportCatalogue: {
    method: 'GET',
    path: '/export/catalogue.json',
    summary: `Open data: every published app with its vendor, interoperability profile and last check results, with the licence and the address of its JSON Schema. Nothing unpublished. Made again on every catalogue change. The same as CSV: ${OPEN_DATA_EXPORTS.csv}; new and updated apps as an Atom feed: ${FEED_PATH} (per category: ${FEED_PATH}?category=medication).`,
    tags: ['open data'],
    access: PUBLIC,
    responses: { 200: catalogueExportSchema, ...NOT_MODIFIED },
  },
  exportCatalogueCsv: {
    method: 'GET',
    path: '/export/catalogue.csv',
    summary:
      'Open data as CSV (RFC 4180, UTF-8, a header row): one row per published app, lists joined with "; ". Cells that a spreadsheet would read as a formula start with an apostrophe.',
    tags: ['open data'],
    access: PUBLIC,
    produces: ['text/csv; charset=utf-8'],
    responses: { 200: null, ...NOT_MODIFIED },
  },
  exportCatalogueSchema: {
    method: 'GET',
    path: '/export/catalogue.schema.json',
    summary: `The JSON Schema (draft 2020-12) of ${OPEN_DATA_EXPORTS.json}, generated from the contract's schema.`,
    tags: ['open data'],
    access: PUBLIC,
    responses: { 200: openApiResponseSchema, ...NOT_MODIFIED },
  },

  // -------------------------------------------------------------------------------------------
  // Audit, media, operations
  listAudit: {
    method: 'GET',
    path: '/audit',
    summary:
      'List audit entries (status changes and admin actions), newest first, optionally for one vendor or app.',
    tags: ['audit'],
    access: ADMIN,
    query: auditListQuerySchema,
    responses: { 200: auditListResponseSchema, ...BAD_REQUEST, ...AUTH },
  },
  exportAudit: {
    method: 'GET',
    path: '/audit/export.csv',
    summary:
      'The whole audit history as CSV (RFC 4180, a header row, one row per entry, oldest first), streamed as an attachment. Cells starting with = + - or @ get a leading apostrophe (no spreadsheet formulas).',
    tags: ['audit'],
    access: ADMIN,
    produces: ['text/csv; charset=utf-8'],
    responses: { 200: null, ...AUTH },
  },
  getAdminDashboard: {
    method: 'GET',
    path: '/admin/dashboard',
    summary:
      "The admin dashboard's numbers: waiting vendors and apps with the oldest submission, approvals and rejections per ISO week (last 12), apps by status, public apps by standard and by category, and public apps whose demo fails.",
    tags: ['audit'],
    access: ADMIN,
    responses: { 200: adminDashboardSchema, ...AUTH },
  },
  getMedia: {
    method: 'GET',
    path: '/media/:file',
    summary: 'Get an uploaded image by its content-addressed name; immutable, cacheable for a year.',
    tags: ['media'],
    access: PUBLIC,
    params: mediaParamsSchema,
    produces: MEDIA_CONTENT_TYPES,
    responses: { 200: null, ...NOT_MODIFIED, ...BAD_REQUEST, ...NOT_FOUND },
  },
  getSiteText: {
    method: 'GET',
    path: '/site-texts/:name',
    summary:
      "One of the operator's texts (imprint, privacy policy) as Markdown, from the API's CONTENT_DIR (`?lang=de`: its de/ folder, English where that has no file); rendered without raw HTML.",
    tags: ['content'],
    access: PUBLIC,
    params: siteTextParamsSchema,
    query: siteTextQuerySchema,
    responses: { 200: siteTextSchema, ...NOT_MODIFIED, ...BAD_REQUEST },
  },
  searchIcd10Codes: {
    method: 'GET',
    path: '/codes/icd10',
    summary:
      'ICD-10-CM codes (release 2018, categories and subcategories, English names) matching a code or the words of a name, best first: how a vendor names the indication of an app.',
    tags: ['codes'],
    access: PUBLIC,
    query: codeSearchQuerySchema,
    responses: { 200: codeSearchResponseSchema, ...BAD_REQUEST },
  },
  healthLive: {
    method: 'GET',
    path: '/health/live',
    summary: 'Liveness: the process answers.',
    tags: ['health'],
    access: PUBLIC,
    responses: { 200: healthResponseSchema },
  },
  healthReady: {
    method: 'GET',
    path: '/health/ready',
    summary: 'Readiness: the database is reachable (503 otherwise).',
    tags: ['health'],
    access: PUBLIC,
    responses: { 200: healthResponseSchema, 503: healthResponseSchema },
  },
  // Ours (issue 33): the signed-in vendor's own writable FHIR sandbox.
  getMySandbox: {
    method: 'GET',
    path: '/my-sandbox',
    summary:
      "The caller's own writable FHIR sandbox: its base URL, how many resources differ from the shared data, its limit. 204 when the caller has none yet.",
    tags: ['sandbox'],
    access: VENDOR,
    responses: { 200: vendorSandboxSchema, 204: null, ...AUTH },
  },
  createMySandbox: {
    method: 'POST',
    path: '/my-sandbox',
    summary:
      "Creates the caller's own writable FHIR sandbox (a copy of the shared synthetic data at a base URL of its own); answers the one it has if it has one.",
    tags: ['sandbox'],
    access: VENDOR,
    responses: { 200: vendorSandboxSchema, ...AUTH },
  },
  resetMySandbox: {
    method: 'POST',
    path: '/my-sandbox/reset',
    summary: "Puts the caller's sandbox back to the shared data: every change in it is discarded.",
    tags: ['sandbox'],
    access: VENDOR,
    responses: { 200: vendorSandboxSchema, ...AUTH, ...NOT_FOUND },
  },
  // Ours (issue 34): an app's registration as a SMART client of the shared sandbox.
  getSandboxClient: {
    method: 'GET',
    path: '/apps/:id/sandbox-client',
    summary:
      "The app's registration as a SMART client of the FHIR sandbox (client id, type, launch URL, redirect URIs), never its secret. 204 when it has none. The app's vendor and admins only.",
    tags: ['sandbox'],
    access: VENDOR_OR_ADMIN,
    params: appIdParamsSchema,
    responses: { 200: sandboxClientSchema, 204: null, ...BAD_REQUEST, ...AUTH, ...NOT_FOUND },
  },
  putSandboxClient: {
    method: 'PUT',
    path: '/apps/:id/sandbox-client',
    summary:
      "Registers the app as a SMART client of the FHIR sandbox or changes its registration. A confidential client's secret is in this answer only when one was made (a new registration, or a public client turned confidential); it is stored as a hash and never shown again.",
    tags: ['sandbox'],
    access: VENDOR_OR_ADMIN,
    params: appIdParamsSchema,
    body: sandboxClientBodySchema,
    responses: { 200: sandboxClientSchema, ...BAD_REQUEST, ...AUTH, ...NOT_FOUND },
  },
  deleteSandboxClient: {
    method: 'DELETE',
    path: '/apps/:id/sandbox-client',
    summary: "Removes the app's sandbox registration: its client id stops working at once.",
    tags: ['sandbox'],
    access: VENDOR_OR_ADMIN,
    params: appIdParamsSchema,
    responses: { 204: null, ...BAD_REQUEST, ...AUTH, ...NOT_FOUND },
  },
  newSandboxClientSecret: {
    method: 'POST',
    path: '/apps/:id/sandbox-client/secret',
    summary:
      "A new secret for the app's confidential sandbox client, shown in this answer only; the old one stops working. 409 for a public client.",
    tags: ['sandbox'],
    access: VENDOR_OR_ADMIN,
    params: appIdParamsSchema,
    responses: { 200: sandboxClientSchema, ...BAD_REQUEST, ...AUTH, ...NOT_FOUND, ...CONFLICT },
  },
  getSandboxLaunch: {
    method: 'GET',
    path: '/apps/:id/sandbox-launch',
    summary:
      'Where `Launch in sandbox` starts a published app with a sandbox registration: its launch URL. 204 (no body) for a public app without a registration, the normal state, so an app page asking is no error; 404 when the app is not public.',
    tags: ['sandbox'],
    access: PUBLIC,
    params: appIdParamsSchema,
    responses: { 200: sandboxLaunchTargetSchema, 204: null, ...BAD_REQUEST, ...NOT_FOUND },
  },
  getMetrics: {
    method: 'GET',
    path: '/metrics',
    summary: 'Prometheus metrics in the text exposition format.',
    tags: ['health'],
    access: PUBLIC,
    produces: ['text/plain; version=0.0.4; charset=utf-8'],
    responses: { 200: null },
  },
  getOpenApi: {
    method: 'GET',
    path: '/openapi.json',
    summary: 'The OpenAPI document generated from this table.',
    tags: ['meta'],
    access: PUBLIC,
    responses: { 200: openApiResponseSchema },
  },
});

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type Part<N extends EndpointName, K extends 'params' | 'query' | 'body'> = Endpoints[N] extends {
  readonly [P in K]: infer S;
}
  ? Out<S>
  : undefined;

/** Path parameters of an endpoint as the caller passes them (numbers for ids). */
export type EndpointParams<N extends EndpointName> = Part<N, 'params'>;
export type EndpointQuery<N extends EndpointName> = Part<N, 'query'>;
export type EndpointBody<N extends EndpointName> = Part<N, 'body'>;

type SuccessSchema<R> = R extends { readonly 200: infer S }
  ? S
  : R extends { readonly 201: infer S }
    ? S
    : null;

/** The success body of an endpoint (200 or 201); undefined for 204 and non-JSON bodies. */
export type EndpointResponse<N extends EndpointName> = Out<SuccessSchema<Endpoints[N]['responses']>>;

/** The status code of an endpoint's success response. */
export function successStatus(def: { readonly responses: Readonly<Record<number, unknown>> }): number {
  const codes = Object.keys(def.responses)
    .map(Number)
    .filter((c) => c >= 200 && c < 300)
    .sort((a, b) => a - b);
  const first = codes[0];
  if (first === undefined) throw new Error('Endpoint has no success response');
  return first;
}
