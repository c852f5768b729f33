import { createServer } from 'node:http';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { acceptSampleDemosOf, CDS_TRY_MAX_BYTES, CDS_TRY_TIMEOUT_MS } from '@showroom/contract';
import type { JSONWebKeySet, JWTVerifyGetKey } from 'jose';
import type { Db } from './db/client.ts';
import type { Env } from './env.ts';
import { parseQuery } from './lib/canonical-address.ts';
import { Connections } from './lib/connections.ts';
import type { App } from './lib/fastify.ts';
import type { FrontDoor } from './lib/front-door.ts';
import { serializeRequest } from './lib/log-redaction.ts';
import { answerClientError, problem, sendProblem } from './lib/problem.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { metricsPlugin, metricsRoutes } from './modules/metrics/index.ts';
import { appsRoutes } from './modules/apps/index.ts';
import { badgeRoutes } from './modules/badges/index.ts';
import { cdsTryRoutes, type CdsTryContext } from './modules/cds-try/index.ts';
import { cataloguePlugin, catalogueRoutes } from './modules/catalogue/index.ts';
import { frontDoorPlugin } from './modules/front-door/index.ts';
import {
  checksRoutes,
  checksUserAgent,
  createCheckRunner,
  installLinkHostPolicy,
  type CheckRunner,
} from './modules/checks/index.ts';
import { mediaFilesRoutes } from './modules/media-files/index.ts';
import { openDataRoutes } from './modules/open-data/index.ts';
import { reviewsRoutes } from './modules/reviews/index.ts';
import { runtimeConfigRoutes } from './modules/runtime-config/index.ts';
import { sampleDemosRoutes } from './modules/sample-demos/index.ts';
import { SandboxProxy } from './modules/sandbox/index.ts';
import { VendorSandboxProxy, vendorSandboxRoutes } from './modules/vendor-sandbox/index.ts';
import { sandboxClientsLoad, sandboxClientsRoutes } from './modules/sandbox-clients/index.ts';
import { siteTextsRoutes } from './modules/site-texts/index.ts';
import { codesRoutes } from './modules/codes/index.ts';
import { statisticsRoutes, VisitorCounter } from './modules/statistics/index.ts';
import { spaPlugin } from './modules/spa/index.ts';
import { vendorsRoutes } from './modules/vendors/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { corsPlugin } from './plugins/cors.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { errorsPlugin } from './plugins/errors.ts';

import { gracefulClosePlugin } from './plugins/graceful-close.ts';
import { idpMountPlugin, type IdpHandler } from './plugins/idp-mount.ts';
import { multipartPlugin } from './plugins/multipart.ts';
import { notificationsPlugin } from './plugins/notifications.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { requestId, requestIdPlugin } from './plugins/request-id.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { textGuardPlugin } from './plugins/text-guard.ts';

/** What the API uses of the embedded identity provider (`Idp` from @showroom/idp fits). */
export interface EmbeddedIdp extends IdpHandler {
  publicJwks(): JSONWebKeySet;
}

export interface BuildAppOptions {
  env: Env;
  db: Db;
  /** The embedded IdP: mounted under /realms/showroom, and its keys verify the access tokens. */
  idp?: EmbeddedIdp | undefined;
  /** Keys to verify access tokens with, instead of the IdP's (tests pass their own key set). */
  jwks?: JWTVerifyGetKey | undefined;
  /** A logger to use instead of a new pino logger at env.logLevel. */
  logger?: FastifyBaseLogger | undefined;
  /** The front door (default on); tests turn it off to compare its answers with Fastify's. */
  frontDoor?: boolean | undefined;
  /** Live checks: the runner (default: the safe client against the apps' servers) and the clock. */
  checks?: { runner?: CheckRunner; now?: () => Date } | undefined;
  /** Try this CDS service (issue 36): a shorter timeout or size limit, or a resolver, for tests. */
  cdsTry?: Partial<Pick<CdsTryContext, 'timeoutMs' | 'maxBytes' | 'lookup'>> | undefined;
  /** Statistics: the clock that decides a count's day and when the visitor hashes' secret is replaced. */
  statistics?: { now?: () => Date } | undefined;
  /** Vendors' writable sandboxes (issue 33): the clock of their last use and of the idle reset. */
  vendorSandbox?: { now?: () => Date } | undefined;
}

/** node:http's default time for a request's head; never longer than the whole request's. */
const HEADERS_TIMEOUT_MS = 60_000;

/**
 * Builds the whole HTTP application without listening: the API under /api, the runtime config, the
 * embedded IdP under /realms/showroom and the SPA. Order matters: the error handler and the global
 * hooks (security headers, CORS, CSRF) come first, the OpenAPI collector before any route, the SPA
 * (which owns the not-found handler) last.
 */
export async function buildApp(opts: BuildAppOptions): Promise<App> {
  const { env, db } = opts;
  // The demo address rule also accepts this showroom's sample demo pages (the seed's demo addresses).
  acceptSampleDemosOf(env.publicUrl);
  // Filled once the front door is registered; until then every request goes to Fastify.
  const door: { current?: FrontDoor } = {};
  const connections = new Connections();
  // PUBLIC_URL/sandbox/fhir/* goes to the FHIR sandbox before Fastify (modules/sandbox/sandbox-proxy.ts).
  const sandbox = new SandboxProxy(env.sandbox);
  // The clients vendors registered (modules/sandbox-clients), handed to the authorization server on demand.
  sandbox.setClientSource(() => sandboxClientsLoad(db));
  // PUBLIC_URL/sandbox/v/{key}/fhir/*: a vendor's own sandbox, through the same process (modules/vendor-sandbox).
  const vendorSandboxNow = opts.vendorSandbox?.now ?? (() => new Date());
  const vendorSandbox = new VendorSandboxProxy({
    db,
    sandbox,
    publicUrl: env.publicUrl,
    now: vendorSandboxNow,
    log: () => app.log,
  });
  const app = Fastify({
    // Every line that logs a request shows its URL without the values of REDACTED_QUERY_PARAMETERS.
    ...(opts.logger
      ? { loggerInstance: opts.logger.child({}, { serializers: { req: serializeRequest } }) }
      : { logger: { level: env.logLevel, serializers: { req: serializeRequest } } }),
    trustProxy: env.trustProxy,
    // Resolving `/api/apps/` like `/api/apps` spares clients a confusing 404. The front door reads
    // queries with the router's parser (lib/canonical-address.ts).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200, querystringParser: parseQuery },
    // One id per request in every log line (reqId) and in the X-Request-Id answer header; a
    // well-formed id from the load balancer is kept, so logs of all hops line up.
    genReqId: requestId,
    // node:http's server as Fastify makes it, with the front door (public reads from prepared bytes)
    // in its request listener, before Fastify's handler: node:http parses, keeps connections alive,
    // pipelines and closes. Fastify passes its resolved options; the timeouts are applied as it would.
    // A request's head and body within REQUEST_TIMEOUT_MS (node:http answers 408 and closes): a slow
    // body does not hold its connection (and an upload slot) for Node's default of 300 s.
    requestTimeout: env.requestTimeoutMs,
    // What node:http cannot read (an oversized head, a request past its time) as problem+json too.
    clientErrorHandler: answerClientError,
    serverFactory: (handler, options) => {
      const requestTimeout = options.requestTimeout as number;
      const server = createServer(
        {
          requestTimeout,
          headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
          // node:http looks for requests past their time this often (30 s by default): a quarter of the
          // timeout, so a request is cut at most 25 % after it.
          connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(requestTimeout / 4))),
        },
        (req, res) => {
          connections.requested(req, res);
          if (sandbox.handle(req, res) || vendorSandbox.handle(req, res)) return;
          if (!door.current?.handle(req, res)) handler(req, res);
        },
      );
      server.keepAliveTimeout = options.keepAliveTimeout as number;
      server.setTimeout(options.connectionTimeout as number);
      connections.track(server);
      return server;
    },
    // Errors the router raises before any hook (a malformed or overlong address) as problem+json too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const detail = status === 414 ? 'The address is too long.' : 'The address is not a valid URL.';
      void sendProblem(reply.header('x-content-type-options', 'nosniff'), problem(status, detail));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('db', db);
  app.decorate('sandbox', sandbox);
  app.decorate('vendorSandbox', { db, publicUrl: env.publicUrl, now: vendorSandboxNow });

  await app.register(errorsPlugin);
  await app.register(gracefulClosePlugin, { connections });
  await app.register(requestIdPlugin);
  await app.register(metricsPlugin);
  await app.register(securityHeadersPlugin, { env });
  await app.register(corsPlugin, { devWebOrigin: env.devWebOrigin });
  await app.register(cookie);
  await app.register(csrfPlugin, { secure: env.publicUrl.startsWith('https:') });
  await app.register(rateLimitPlugin, { env });
  await app.register(textGuardPlugin);
  await app.register(authPlugin, { env, jwks: opts.jwks, idp: opts.idp });
  await app.register(multipartPlugin);
  await app.register(openapiPlugin, { docs: env.apiDocs });
  if (opts.idp) await app.register(idpMountPlugin, { idp: opts.idp });
  // The process's one LISTEN connection: the catalogue below and the mail worker (server.ts) subscribe to it.
  await app.register(notificationsPlugin, { db });
  // The prepared public catalogue, shared by the list route and the SPA's pages.
  await app.register(cataloguePlugin, { db });
  await app.register(frontDoorPlugin, { enabled: opts.frontDoor ?? true });
  door.current = app.frontDoor;
  const now = opts.checks?.now ?? (() => new Date());
  // The addresses vendors type are judged with the allow list and the public-suffix list (the
  // contract's schemas read the policy when they run); one policy per process.
  const allowList = installLinkHostPolicy(env);
  app.decorate('checks', {
    db,
    enabled: env.checks.enabled,
    intervalMs: env.checks.intervalMs,
    publicUrl: env.publicUrl,
    now,
    runner:
      opts.checks?.runner ??
      createCheckRunner({
        allow: allowList,
        userAgent: checksUserAgent(env.publicUrl),
        ownOrigin: env.publicUrl,
        now,
      }),
  });

  app.decorate('cdsTry', {
    db,
    allow: allowList,
    ownOrigin: env.publicUrl,
    userAgent: checksUserAgent(env.publicUrl),
    sandboxUpstream: () => {
      const { state, base } = sandbox.upstream;
      return state === 'ready' && base ? base.href.replace(/\/+$/, '') : undefined;
    },
    sandboxPublicBase: env.sandbox.publicBase,
    timeoutMs: CDS_TRY_TIMEOUT_MS,
    maxBytes: CDS_TRY_MAX_BYTES,
    ...opts.cdsTry,
  });

  const statisticsNow = opts.statistics?.now ?? (() => new Date());
  app.decorate('statistics', {
    db,
    now: statisticsNow,
    counter: new VisitorCounter({
      now: statisticsNow,
      onFull: (appId) =>
        app.log.warn(
          appId === undefined
            ? 'statistics: the day’s visitor memory is full; new visitors are not counted'
            : `statistics: app ${appId} reached the day’s visitor limit; its new visitors are not counted`,
        ),
    }),
  });

  // Each module in its own encapsulated scope; routes are listed here, in one place. A module that
  // cannot serve (e.g. a site text it cannot read) throws while registering: buildApp rejects with it.
  for (const routes of [
    healthRoutes,
    metricsRoutes,
    runtimeConfigRoutes,
    siteTextsRoutes,
    codesRoutes,
    mediaFilesRoutes,
    vendorsRoutes,
    catalogueRoutes,
    openDataRoutes,
    sampleDemosRoutes,
    checksRoutes,
    cdsTryRoutes,
    statisticsRoutes,
    appsRoutes,
    reviewsRoutes,
    badgeRoutes,
    dashboardRoutes,
    vendorSandboxRoutes,
    sandboxClientsRoutes,
  ]) {
    await app.register((scope, _opts, done) => {
      try {
        routes(scope);
        done();
      } catch (err) {
        done(err as Error);
      }
    });
  }

  await app.register(spaPlugin, { env });
  return app;
}
