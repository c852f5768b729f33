import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import {
  DEFAULT_OPEN_DATA_LICENCE,
  INACTIVITY_TIMEOUT_MS,
  isSupportEmail,
  PRODUCT_NAME,
  SITE_TEXT_NAMES,
  type SiteTextName,
} from '@showroom/contract';

/** The monorepo root, found from this file so `WEB_DIST` means the same wherever the process starts. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The repository's site texts with their demo placeholders: CONTENT_DIR's default. */
export const DEFAULT_CONTENT_DIR = path.join(REPO_ROOT, 'content');

/** The file in CONTENT_DIR that holds a site text (English; other languages will get a folder each). */
export const siteTextFile = (name: SiteTextName): string => `${name}.md`;

/**
 * What is wrong with a CONTENT_DIR, one message per problem: it must be a folder that holds a file
 * for every site text, so that a start never serves an imprint page without its text.
 */
function contentDirProblems(dir: string): string[] {
  const help = "copy the repository's content/ folder and point CONTENT_DIR to the copy";
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    return [`CONTENT_DIR: ${dir} is not a folder (${help})`];
  }
  return SITE_TEXT_NAMES.map(siteTextFile)
    .filter((file) => !statSync(path.join(dir, file), { throwIfNoEntry: false })?.isFile())
    .map((file) => `CONTENT_DIR: ${file} is missing in ${dir} (${help}, or add the file)`);
}

const boolFlag = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

const origin = (name: string) =>
  z
    .url({ protocol: /^https?$/, error: `${name} must be an http(s) URL, e.g. http://localhost:8080` })
    .max(2000)
    // A trailing slash would make `${PUBLIC_URL}/realms/showroom` a different issuer string.
    .transform((v) => v.replace(/\/+$/, ''));

/** `no-reply@example.org` or `Showroom <no-reply@example.org>`: one sender, no header injection. */
/** The support contact outside production when SUPPORT_EMAIL is unset. */
export const DEMO_SUPPORT_EMAIL = 'support@showroom.localhost';

const MAIL_FROM_PATTERN = /^(?:[^<>\r\n"@]+ )?<[^\s<>@]+@[^\s<>@]+>$|^[^\s<>@]+@[^\s<>@]+$/;

const rateLimit = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of requests` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must be 0 (off) or more`)
    .max(1_000_000, `${name} must be at most 1000000`);

const TRUST_PROXY_HELP =
  'TRUST_PROXY must be false or the addresses of your proxies, e.g. 127.0.0.1 or 10.0.0.0/8,loopback';

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For/-Proto/-Host are believed, as Fastify takes them: a
 * comma-separated list of addresses, CIDR ranges and proxy-addr's names (loopback, linklocal,
 * uniquelocal). The client's address is then the right-most X-Forwarded-For entry not sent by one of
 * them, so a forged left-most entry changes nothing. `true` (trust every hop) would make the client
 * whatever the left-most entry says, and a hop count cannot check who connected (Fastify 5.12.1 dropped
 * it for that reason): both are refused with the reason rather than silently weakened.
 */
const trustProxy = z
  .string()
  .max(2000, 'TRUST_PROXY is too long')
  .transform((raw, ctx): false | string[] => {
    const value = raw.trim().toLowerCase();
    if (value === 'false' || value === 'no' || value === '0') return false;
    if (value === 'true' || value === 'yes') {
      ctx.addIssue({
        code: 'custom',
        message: `${TRUST_PROXY_HELP}: true would trust every hop, so anyone could choose their address with a forged X-Forwarded-For`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message: `${TRUST_PROXY_HELP}: a hop count cannot tell a proxy from a client that connects directly`,
      });
      return z.NEVER;
    }
    const list = value.split(',').map((v) => v.trim());
    try {
      proxyAddr.compile(list);
    } catch {
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
      return z.NEVER;
    }
    return list;
  });

const rawEnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'NODE_ENV must be development, production or test',
    })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(8080),
  HOST: z.string().min(1, 'HOST can not be empty').default('0.0.0.0'),
  PUBLIC_URL: origin('PUBLIC_URL').optional(),
  DATA_DIR: z.string().min(1, 'DATA_DIR can not be empty').optional(),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' })
    .optional(),
  KEYCLOAK_URL: origin('KEYCLOAK_URL').optional(),
  KEYCLOAK_REALM: z.string().min(1, 'KEYCLOAK_REALM can not be empty').max(200).default('showroom'),
  KEYCLOAK_CLIENT_ID: z
    .string()
    .min(1, 'KEYCLOAK_CLIENT_ID can not be empty')
    .max(200)
    .default('showroom-web'),
  IDP_EMBEDDED: boolFlag('IDP_EMBEDDED').optional(),
  IDP_VERIFY_EMAIL: boolFlag('IDP_VERIFY_EMAIL').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .max(320, 'MAIL_FROM is too long')
    .regex(
      MAIL_FROM_PATTERN,
      'MAIL_FROM must be an address, e.g. no-reply@example.org or Showroom <no-reply@example.org>',
    )
    .optional(),
  /**
   * The support contact the web names wherever the spec says 'Please contact the support': a plain
   * address, shown as a mailto link. Default outside production: support@showroom.localhost (the demo's
   * e-mails are written to the log anyway); in production unset means no contact is named.
   */
  SUPPORT_EMAIL: z
    .string()
    .max(200, 'SUPPORT_EMAIL is too long')
    .refine(isSupportEmail, 'SUPPORT_EMAIL must be a plain address, e.g. support@example.org')
    .optional(),
  // No default here: it depends on NODE_ENV (see below).
  SEED: boolFlag('SEED').optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .optional(),
  TRACKING_ENABLED: boolFlag('TRACKING_ENABLED').default(false),
  TRACKING_SCRIPT: z.string().max(2000, 'TRACKING_SCRIPT is too long').default(''),
  TRACKING_ID: z.string().max(200, 'TRACKING_ID is too long').default(''),
  INACTIVITY_TIMEOUT_MS: z.coerce
    .number({ error: 'INACTIVITY_TIMEOUT_MS must be a number of milliseconds' })
    .int('INACTIVITY_TIMEOUT_MS must be a whole number')
    .min(0, 'INACTIVITY_TIMEOUT_MS must be 0 (off) or more')
    .max(86_400_000, 'INACTIVITY_TIMEOUT_MS must be at most 86400000 (one day)')
    .default(INACTIVITY_TIMEOUT_MS),
  WEB_DIST: z.string().min(1, 'WEB_DIST can not be empty').optional(),
  CONTENT_DIR: z.string().min(1, 'CONTENT_DIR can not be empty').optional(),
  DEV_WEB_ORIGIN: origin('DEV_WEB_ORIGIN').optional(),
  TRUST_PROXY: trustProxy.optional(),
  RATE_LIMIT_WRITES: rateLimit('RATE_LIMIT_WRITES').default(600),
  RATE_LIMIT_LOGIN: rateLimit('RATE_LIMIT_LOGIN').default(120),
  RATE_LIMIT_WINDOW_MS: z.coerce
    .number({ error: 'RATE_LIMIT_WINDOW_MS must be a number of milliseconds' })
    .int('RATE_LIMIT_WINDOW_MS must be a whole number')
    .min(1000, 'RATE_LIMIT_WINDOW_MS must be at least 1000')
    .max(86_400_000, 'RATE_LIMIT_WINDOW_MS must be at most 86400000 (one day)')
    .default(60_000),
  // No default here: it depends on NODE_ENV (see below).
  API_DOCS: boolFlag('API_DOCS').optional(),
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: 'REQUEST_TIMEOUT_MS must be a number of milliseconds' })
    .int('REQUEST_TIMEOUT_MS must be a whole number')
    .min(1000, 'REQUEST_TIMEOUT_MS must be at least 1000')
    .max(300_000, 'REQUEST_TIMEOUT_MS must be at most 300000 (Node’s own limit)')
    .default(60_000),
  CHECKS_ENABLED: boolFlag('CHECKS_ENABLED').default(true),
  CHECK_INTERVAL_HOURS: z.coerce
    .number({ error: 'CHECK_INTERVAL_HOURS must be a number of hours' })
    .min(0.01, 'CHECK_INTERVAL_HOURS must be more than 0')
    .max(24 * 31, 'CHECK_INTERVAL_HOURS must be at most 744 (a month)')
    .default(24),
  CHECK_ALLOW_HOSTS: z.string().max(2000, 'CHECK_ALLOW_HOSTS is too long').default(''),
  SANDBOX_ENABLED: boolFlag('SANDBOX_ENABLED').optional(),
  SANDBOX_FHIR_URL: z
    .url({
      protocol: /^https?$/,
      error: 'SANDBOX_FHIR_URL must be an http(s) URL, e.g. http://sandbox:8090/fhir',
    })
    .max(2000, 'SANDBOX_FHIR_URL is too long')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  MEDIA_CACHE_MB: z.coerce
    .number({ error: 'MEDIA_CACHE_MB must be a number of megabytes' })
    .int('MEDIA_CACHE_MB must be a whole number of megabytes')
    .min(0, 'MEDIA_CACHE_MB must be 0 or more')
    .max(65_536, 'MEDIA_CACHE_MB must be at most 65536')
    .default(64),
  OPEN_DATA_LICENCE_NAME: z.string().max(200, 'OPEN_DATA_LICENCE_NAME is too long').optional(),
  OPEN_DATA_LICENCE_URL: z
    .url({ protocol: /^https?$/, error: 'OPEN_DATA_LICENCE_URL must be an http(s) URL' })
    .max(2000, 'OPEN_DATA_LICENCE_URL is too long')
    .optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .max(200, 'METRICS_TOKEN is too long')
    .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN must be printable ASCII without spaces')
    .optional(),
});

/**
 * Every variable loadEnv reads. The deployment files (Dockerfile, compose.yaml, deploy/.env.example)
 * set no other: deploy/deploy-files.test.ts.
 */
export const ENV_VARIABLES: readonly string[] = Object.keys(rawEnvSchema.shape);

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  production: boolean;
  port: number;
  host: string;
  /** The origin users see, without a trailing slash. */
  publicUrl: string;
  /** Absolute. */
  dataDir: string;
  databaseUrl: string | undefined;
  idp:
    | { kind: 'embedded'; issuer: string; clientId: string; realm: string }
    | { kind: 'keycloak'; issuer: string; clientId: string; realm: string; url: string };
  /** Explicit permission to run the embedded IdP with NODE_ENV=production. */
  idpEmbeddedInProduction: boolean;
  /**
   * IDP_VERIFY_EMAIL: the embedded IdP lets a new account in only after it verified its address, and its
   * registration answers the same for new and known addresses (Keycloak's "Verify email"). On by default
   * in production where mail goes out (SMTP_URL), off elsewhere: without it, registration says whether an
   * address has an account ("Email already exists.").
   */
  idpVerifyEmail: boolean;
  smtpUrl: string | undefined;
  /** The sender of every e-mail: MAIL_FROM, else `Showroom <no-reply@<PUBLIC_URL's host>>`. */
  mailFrom: string;
  /** SUPPORT_EMAIL; '' in production when unset (no contact named), support@showroom.localhost otherwise. */
  supportEmail: string;
  /**
   * Seed the demo catalogue and, with the embedded IdP, the demo accounts (known passwords) on a first
   * start. SEED, else on outside production and off in production: a public site never gets
   * admin@showroom.test / admin unless someone asks for it by name.
   */
  seed: boolean;
  logLevel: string;
  tracking: { enabled: boolean; script: string; id: string };
  inactivityTimeoutMs: number;
  /** Absolute. */
  webDist: string;
  /** Absolute: the folder of the site texts (imprint.md, privacy.md), checked to hold them. */
  contentDir: string;
  /** The open data's licence (OPEN_DATA_LICENCE_NAME and _URL), CC BY 4.0 unless both are given. */
  openDataLicence: { name: string; url: string };
  /**
   * The Vite dev server's origin under `npm run dev` (which sets DEV_WEB_ORIGIN): allowed for CORS with
   * credentials, IdP redirects and the CSP's form-action. Unset otherwise, and refused in production.
   */
  devWebOrigin: string | undefined;
  /** The proxies whose X-Forwarded-* headers count (Fastify's trustProxy list), or false for none. */
  trustProxy: false | string[];
  /**
   * Requests allowed per client and window: `writes` for unsafe calls under /api (per user, else per
   * IP), `login` for POSTs to the embedded IdP (login, registration, token; per IP). 0 turns one off.
   */
  rateLimit: { writes: number; login: number; windowMs: number };
  /**
   * REQUEST_TIMEOUT_MS: a request's head and body must have arrived within this time (node:http's
   * requestTimeout, answered 408 and closed), so a body sent a byte at a time does not hold a connection
   * and an upload slot for minutes. 60 s by default, well under Node's 300 s.
   */
  requestTimeoutMs: number;
  /** API_DOCS: Swagger UI at /api/docs; on by default outside production, off in production. */
  apiDocs: boolean;
  /**
   * Live checks of apps' servers: off with CHECKS_ENABLED=false; every published app again after
   * CHECK_INTERVAL_HOURS; CHECK_ALLOW_HOSTS (host names and CIDRs) may be reached though private or http.
   */
  checks: { enabled: boolean; intervalMs: number; allowHosts: string };
  /**
   * When set, GET /api/metrics wants `Authorization: Bearer <token>`; otherwise it is public, which only
   * development and tests allow (production refuses to start without it).
   */
  metricsToken: string | undefined;
  /** Bytes of stored images held in memory to answer from (MEDIA_CACHE_MB; 0: none). */
  mediaCacheBytes: number;
  /**
   * The FHIR R4 sandbox, served at `publicBase` (PUBLIC_URL/sandbox/fhir) by proxying to its process:
   * SANDBOX_ENABLED=false turns it off; SANDBOX_FHIR_URL names a FHIR server to proxy to (the sandbox's
   * own service in production, or HAPI, Medplum…); without it the API starts apps/sandbox as its child.
   */
  sandbox: { enabled: boolean; upstream: string | undefined; publicBase: string };
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Reads and validates the environment. Throws an EnvError that names every bad value. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable (`SEED=`) means "not set", as in most shells' and compose files' usage.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = rawEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && e.DEV_WEB_ORIGIN) {
    throw new EnvError([
      'DEV_WEB_ORIGIN: DEV_WEB_ORIGIN is for npm run dev (the Vite dev server); remove it with NODE_ENV=production',
    ]);
  }
  // The metrics name routes, counts and the process's memory: a public site keeps them for its scraper.
  if (production && e.METRICS_TOKEN === undefined) {
    throw new EnvError([
      'METRICS_TOKEN: set METRICS_TOKEN (16-200 printable characters, e.g. from `openssl rand -hex 24`) with NODE_ENV=production; GET /api/metrics then wants "Authorization: Bearer <token>"',
    ]);
  }
  // Relative to the repository, as WEB_DIST: the default is the repository's content/.
  const contentDir = path.resolve(REPO_ROOT, e.CONTENT_DIR ?? 'content');
  const contentProblems = contentDirProblems(contentDir);
  if (contentProblems.length > 0) throw new EnvError(contentProblems);
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  // A name without its address (or the reverse) would mislabel the data: both or neither.
  if ((e.OPEN_DATA_LICENCE_NAME === undefined) !== (e.OPEN_DATA_LICENCE_URL === undefined)) {
    throw new EnvError([
      'OPEN_DATA_LICENCE_NAME, OPEN_DATA_LICENCE_URL: set both (the licence and its address) or neither (CC BY 4.0)',
    ]);
  }
  const idp: Env['idp'] = e.KEYCLOAK_URL
    ? {
        kind: 'keycloak',
        url: e.KEYCLOAK_URL,
        realm: e.KEYCLOAK_REALM,
        clientId: e.KEYCLOAK_CLIENT_ID,
        issuer: `${e.KEYCLOAK_URL}/realms/${encodeURIComponent(e.KEYCLOAK_REALM)}`,
      }
    : // The embedded provider always serves Keycloak's layout for the realm `showroom`.
      {
        kind: 'embedded',
        realm: 'showroom',
        clientId: e.KEYCLOAK_CLIENT_ID,
        issuer: `${publicUrl}/realms/showroom`,
      };

  return {
    nodeEnv: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    // The default is the repo's .data/ wherever the process starts; a given path is the caller's, from their cwd.
    dataDir: e.DATA_DIR ? path.resolve(process.cwd(), e.DATA_DIR) : path.join(REPO_ROOT, '.data'),
    databaseUrl: e.DATABASE_URL,
    idp,
    idpEmbeddedInProduction: e.IDP_EMBEDDED ?? false,
    idpVerifyEmail: e.IDP_VERIFY_EMAIL ?? (production && e.SMTP_URL !== undefined),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${PRODUCT_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    supportEmail: e.SUPPORT_EMAIL ?? (production ? '' : DEMO_SUPPORT_EMAIL),
    seed: e.SEED ?? !production,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    tracking: { enabled: e.TRACKING_ENABLED, script: e.TRACKING_SCRIPT, id: e.TRACKING_ID },
    inactivityTimeoutMs: e.INACTIVITY_TIMEOUT_MS,
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST ?? 'apps/web/dist'),
    contentDir,
    openDataLicence:
      e.OPEN_DATA_LICENCE_NAME !== undefined && e.OPEN_DATA_LICENCE_URL !== undefined
        ? { name: e.OPEN_DATA_LICENCE_NAME, url: e.OPEN_DATA_LICENCE_URL }
        : { ...DEFAULT_OPEN_DATA_LICENCE },
    devWebOrigin: e.DEV_WEB_ORIGIN,
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimit: { writes: e.RATE_LIMIT_WRITES, login: e.RATE_LIMIT_LOGIN, windowMs: e.RATE_LIMIT_WINDOW_MS },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    apiDocs: e.API_DOCS ?? !production,
    checks: {
      enabled: e.CHECKS_ENABLED,
      intervalMs: Math.round(e.CHECK_INTERVAL_HOURS * 3_600_000),
      allowHosts: e.CHECK_ALLOW_HOSTS,
    },
    metricsToken: e.METRICS_TOKEN,
    mediaCacheBytes: e.MEDIA_CACHE_MB * 1024 * 1024,
    sandbox: {
      // On, but off in tests (NODE_ENV=test) unless a test asks for it.
      enabled: e.SANDBOX_ENABLED ?? e.NODE_ENV !== 'test',
      upstream: e.SANDBOX_FHIR_URL,
      publicBase: `${publicUrl}/sandbox/fhir`,
    },
  };
}

/** For server.ts: the same, but a bad environment ends the process with the message instead of a stack trace. */
export function loadEnvOrExit(source: Record<string, string | undefined> = process.env): Env {
  try {
    return loadEnv(source);
  } catch (err) {
    if (err instanceof EnvError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

export const webDistExists = (env: Env): boolean => existsSync(path.join(env.webDist, 'index.html'));
