import type { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JSONWebKeySet } from 'jose';
import {
  createAccount as insertAccount,
  EmailTakenError,
  findAccountByEmail as selectAccountByEmail,
  type Account,
  type Role,
} from './accounts.ts';
import { REALM_PATH } from './constants.ts';
import type { IdpDatabase } from './db/database.ts';
import { STYLE_HASH } from './html.ts';
import { loadSecrets, toPublicJwks } from './keys.ts';
import { loginActions } from './login-actions.ts';
import type { SendMail } from './mails.ts';
import { registerPasswordGrant } from './password-grant.ts';
import { createProvider, type OidcModule } from './provider.ts';

export { CLIENT_ID, REALM, REALM_PATH, API_AUDIENCE } from './constants.ts';
export { migrateIdp } from './db/migrate.ts';
export {
  AdminAccountError,
  ensureAdminAccount,
  type AdminAccountInput,
  type AdminAccountResult,
} from './admin-account.ts';
export { countAccountsWithRole } from './accounts.ts';
export { unlockLogin, waitSeconds } from './login-throttle.ts';
export type { IdpDatabase } from './db/database.ts';
export type { IdpMail, SendMail } from './mails.ts';
export type { Account as IdpAccount, Role as IdpRole } from './accounts.ts';

export interface IdpLogger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string | Error): void;
}

export interface IdpOptions {
  /** A Drizzle database on PGlite or node-postgres, migrated with migrateIdp(). */
  db: IdpDatabase;
  /** The origin users see, e.g. http://localhost:8080; the issuer is `${publicUrl}/realms/showroom`. */
  publicUrl: string;
  /** Origins of the single-page app: redirect URIs (`/callback`), post-logout URIs (`/`) and CORS. */
  webOrigins: string[];
  /** NODE_ENV=production. */
  production?: boolean;
  /** IDP_EMBEDDED=true: run the embedded provider in production anyway. */
  allowInProduction?: boolean;
  /**
   * Read the client's address, protocol and host from X-Forwarded-For/-Proto/-Host. Koa takes their
   * left-most entries, which a client can forge: set it only when the caller has replaced them with
   * values it resolved itself (the API's mount does, from its own TRUST_PROXY list).
   */
  forwardedHeadersResolved?: boolean;
  /**
   * Queues the provider's mails (password reset, e-mail verification), e.g. in the host's outbox.
   * Without it the login page offers no "Forgot Password?" and registrations get no verification mail.
   */
  sendMail?: SendMail;
  /**
   * IDP_VERIFY_EMAIL=true: as Keycloak's "Verify email" with duplicate e-mails hidden. A new account
   * logs in only after following the mailed link, and registration answers "check your mail" for new
   * and known addresses alike (the owner of a known one gets a mail instead). Needs sendMail. Off by
   * default here (the API turns it on in production with SMTP_URL): a new account is logged in at once,
   * and a known address is "Email already exists.".
   */
  verifyEmail?: boolean;
  /** The clock of the brute-force detection and the mailed links (tests set it); the system's by default. */
  now?: () => Date;
  logger?: IdpLogger;
}

export interface NewIdpAccount {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  roles: Role[];
}

export interface Idp {
  issuer: string;
  /** Serves a request whose URL starts with /realms/showroom. Hand over the raw request before anyone reads its body. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** The public signing keys, for verifying tokens in-process (jose `createLocalJWKSet`). */
  publicJwks(): JSONWebKeySet;
  /** The `style-src` hashes of the provider's pages. The pages send their own strict CSP; this is for reference. */
  readonly styleHashes: readonly string[];
  createAccount(input: NewIdpAccount): Promise<{ id: string }>;
  findAccountByEmail(email: string): Promise<Account | undefined>;
  /** Creates the demo accounts that do not exist yet; returns e-mail → subject id for all of them. */
  seedDemoAccounts(): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export const PRODUCTION_REFUSAL =
  'The embedded identity provider is for development and demos. Set IDP_EMBEDDED=true to run it with ' +
  'NODE_ENV=production, or configure KEYCLOAK_URL to use Keycloak.';

export const VERIFY_EMAIL_NEEDS_MAIL =
  'IDP_VERIFY_EMAIL=true needs mail that reaches people (SMTP_URL in production): new accounts log in only after following the mailed link.';

export const DEMO_ACCOUNTS: readonly NewIdpAccount[] = [
  { email: 'admin@showroom.test', password: 'admin', firstName: 'Ada', lastName: 'Admin', roles: ['ADMIN'] },
  {
    email: 'vendor@showroom.test',
    password: 'vendor',
    firstName: 'Victor',
    lastName: 'Vendor',
    roles: ['VENDOR'],
  },
  {
    email: 'newvendor@showroom.test',
    password: 'newvendor',
    firstName: 'Nora',
    lastName: 'Newvendor',
    roles: ['VENDOR'],
  },
];

/**
 * The demo accounts' password hashes, made once from their published passwords at the current scrypt
 * cost (passwords.ts): a first start seeds the accounts without three scrypt runs, about 0.7 s of a core
 * and 128 MB each (issue 15: RSS and the time to ready). The passwords are public, so a salt shared by
 * every installation hides nothing that was hidden. A test checks each hash against its password.
 */
export const DEMO_PASSWORD_HASHES: Readonly<Record<string, string>> = {
  'admin@showroom.test':
    'scrypt$ln=17,r=8,p=1$M8S096qMFt-H3M_EYNIGhQ$AZ9ObNKcVK0MS95-5GJHkpydKE1qwQO4dHrkzHvC9Gc',
  'vendor@showroom.test':
    'scrypt$ln=17,r=8,p=1$LsWTDXmBzwAK2mNvUZhHUw$9d0R0taSouAqB3UD-dtyrXK3ojTsHjVjiGRAANI4TG0',
  'newvendor@showroom.test':
    'scrypt$ln=17,r=8,p=1$cU-eAsznMlWPzPG_BPEsGQ$FjxAABnAj4BVwPoLQ8eXXu2O2zhpLNAC-vdVpHrOXMA',
};

const silentInfoLogger: IdpLogger = {
  info: () => {},
  warn: (msg) => console.warn(msg),
  error: (msg) => console.error(msg),
};

let oidcModule: Promise<OidcModule> | undefined;

/**
 * oidc-provider prints "Unsupported runtime. Use Node.js v22.x LTS" when imported on a Node version its
 * release does not name; the product runs on Node 24 LTS, with which it is tested. That one line is
 * dropped; every other warning passes through.
 */
function loadOidcProvider(): Promise<OidcModule> {
  oidcModule ??= (async () => {
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('Unsupported runtime')) return;
      warn(...args);
    };
    try {
      return await import('oidc-provider');
    } finally {
      console.warn = warn;
    }
  })();
  return oidcModule;
}

function originOf(value: string, what: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`The identity provider needs an absolute http(s) URL as ${what}, got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`The identity provider needs an http(s) URL as ${what}, got "${value}".`);
  }
  return url.origin;
}

export async function createIdp(opts: IdpOptions): Promise<Idp> {
  const production = opts.production ?? false;
  if (production && !opts.allowInProduction) throw new Error(PRODUCTION_REFUSAL);

  const logger = opts.logger ?? silentInfoLogger;
  const verifyEmail = opts.verifyEmail ?? false;
  const now = opts.now ?? (() => new Date());
  if (verifyEmail && !opts.sendMail) throw new Error(VERIFY_EMAIL_NEEDS_MAIL);
  const { db } = opts;
  originOf(opts.publicUrl, 'publicUrl');
  const issuer = `${opts.publicUrl.replace(/\/+$/, '')}${REALM_PATH}`;
  const publicRealmPath = new URL(issuer).pathname;
  const webOrigins = [...new Set(opts.webOrigins.map((o) => originOf(o, 'a web origin')))];
  if (webOrigins.length === 0) throw new Error('The identity provider needs at least one web origin.');

  // 'self' plus the web origins in form-action: browsers check it along the redirect chain a form post starts,
  // which ends at the SPA's /callback.
  const contentSecurityPolicy = [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    `form-action 'self' ${webOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

  const oidc = await loadOidcProvider();
  const secrets = await loadSecrets(db);
  const provider = createProvider({
    oidc,
    db,
    issuer,
    webOrigins,
    production,
    secrets,
    publicRealmPath,
    contentSecurityPolicy,
  });
  provider.proxy = opts.forwardedHeadersResolved ?? false;
  if (!production) registerPasswordGrant(oidc, provider, db, { verifyEmail, now });
  provider.use(
    loginActions({
      oidc,
      provider,
      db,
      issuer,
      publicRealmPath,
      contentSecurityPolicy,
      homeUrl: `${webOrigins[0]}/`,
      sendMail: opts.sendMail,
      verifyEmail,
      now,
      logError: (err) => logger.error(err),
    }),
  );
  provider.on('server_error', (_ctx: unknown, err: Error) => logger.error(err));
  // Replaces Koa's default stderr logging of errors that escape every handler.
  (provider as unknown as EventEmitter).on('error', (err: Error) => logger.error(err));

  const callback = provider.callback();
  const publicJwks: JSONWebKeySet = toPublicJwks(secrets.signingKeys);
  let closed = false;

  if (production)
    logger.warn('The embedded identity provider is running with NODE_ENV=production (IDP_EMBEDDED=true).');
  logger.info(`Embedded identity provider: issuer ${issuer}`);

  return {
    issuer,
    styleHashes: [STYLE_HASH],

    handle(req, res) {
      const url = req.url ?? '/';
      const rest = url.slice(REALM_PATH.length);
      if (
        closed ||
        !url.startsWith(REALM_PATH) ||
        !(rest === '' || rest.startsWith('/') || rest.startsWith('?'))
      ) {
        res.statusCode = closed ? 503 : 404;
        res.end();
        return;
      }
      // oidc-provider derives its mount path from originalUrl minus url, as behind Express or Koa mounting.
      Object.assign(req, { originalUrl: url });
      req.url = rest.startsWith('/') ? rest : `/${rest}`;
      void callback(req, res);
    },

    publicJwks: () => structuredClone(publicJwks),

    async createAccount(input) {
      const account = await insertAccount(db, input);
      return { id: account.id };
    },

    findAccountByEmail: (email) => selectAccountByEmail(db, email),

    async seedDemoAccounts() {
      const ids: Record<string, string> = {};
      for (const demo of DEMO_ACCOUNTS) {
        let account = await selectAccountByEmail(db, demo.email);
        if (!account) {
          try {
            // Published addresses on a reserved domain: nobody can receive mail there, so nobody verifies them.
            const passwordHash = DEMO_PASSWORD_HASHES[demo.email];
            account = await insertAccount(db, {
              ...demo,
              ...(passwordHash === undefined ? {} : { passwordHash }),
              emailVerified: true,
            });
            logger.info(`Created demo account ${demo.email}`);
          } catch (err) {
            // Another process seeding the same database got there first.
            if (!(err instanceof EmailTakenError)) throw err;
            account = await selectAccountByEmail(db, demo.email);
          }
        }
        if (account) ids[account.email] = account.id;
      }
      return ids;
    },

    close() {
      // The database belongs to the caller and the provider holds no timers or sockets; refusing further
      // requests is all that is left to do.
      closed = true;
      return Promise.resolve();
    },
  };
}
