import type { FastifyBaseLogger } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type EmbeddedIdp } from '../../src/app.ts';
import type { Db } from '../../src/db/client.ts';
import { loadEnv, type Env } from '../../src/env.ts';
import type { App } from '../../src/lib/fastify.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';
import { testJwks } from './tokens.ts';

/** The environment tests run with: the embedded IdP's layout at http://localhost:8080, no web build. */
export function testEnv(overrides: Record<string, string | undefined> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:8080',
    WEB_DIST: '/nonexistent/showroom-web-dist',
    LOG_LEVEL: 'silent',
    // Live checks reach out to the apps' servers: tests that want them turn them on.
    CHECKS_ENABLED: 'false',
    // Production refuses to start without a metrics token; tests of production's other behaviour get one.
    ...(overrides.NODE_ENV === 'production' ? { METRICS_TOKEN: 'test-metrics-token-0123456789' } : {}),
    ...overrides,
  });
}

export interface TestAppOptions {
  env?: Record<string, string | undefined>;
  /** Defaults to the test key set; null to let the app find its keys itself (the IdP's or Keycloak's). */
  jwks?: JWTVerifyGetKey | null;
  idp?: EmbeddedIdp;
  /** Registers extra routes before the app is ready (e.g. an endpoint from a test's own table). */
  extend?: (app: App) => void;
  /** The front door (default on); off to compare its answers with Fastify’s. */
  frontDoor?: boolean;
  /** A logger instead of one at the environment's level (tests that read the log lines). */
  logger?: FastifyBaseLogger;
  /** The statistics' clock (a test moves it to the next day). */
  statisticsNow?: () => Date;
  /** The vendors' sandboxes' clock (a test moves it past the idle reset). */
  vendorSandboxNow?: () => Date;
}

/** Builds the app, ready for `inject`, over a database the caller owns. */
export async function buildTestApp(database: { db: Db }, options: TestAppOptions = {}): Promise<App> {
  const app = await buildApp({
    env: testEnv(options.env),
    db: database.db,
    jwks: options.jwks === null ? undefined : (options.jwks ?? testJwks),
    idp: options.idp,
    frontDoor: options.frontDoor,
    logger: options.logger,
    statistics: { now: options.statisticsNow },
    vendorSandbox: { now: options.vendorSandboxNow },
  });
  options.extend?.(app);
  await app.ready();
  return app;
}

export interface TestContext {
  readonly app: App;
  readonly db: Db;
  readonly database: TestDatabase;
}

/**
 * For a test file: a fresh database of its own (a copy of the migrated template) and an app over it,
 * built before the file's tests and closed after them. Tests share the database, so each makes its own data.
 */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  let app: App | undefined;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp(database, options);
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready: use it inside a test or hook`);
    return value;
  };
  return {
    get app() {
      return ready(app, 'app');
    },
    get database() {
      return ready(database, 'database');
    },
    get db() {
      return ready(database, 'database').db;
    },
  };
}
