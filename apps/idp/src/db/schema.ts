// The identity provider keeps everything in its own PostgreSQL schema, so it can share a database with the API
// without name clashes, and so that the product can later drop it in favour of Keycloak by dropping one schema.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const idp = pgSchema('idp');

export const accounts = idp.table(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Always stored lower-cased (see accounts.ts), so the unique index is a case-insensitive one.
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    // Counts the password's changes (registration 0; a reset link, the update-password page and
    // admin:create each add one; a rehash of the same password does not). A reset link is made for one
    // version and works only while the account is still at it, as Keycloak's action tokens carry the
    // time of the last password change: a used link or any other change kills every older link.
    passwordVersion: integer('password_version').notNull().default(0),
    // Set when the owner followed a link mailed to the address (verification or password reset), or
    // when an operator vouched for it (admin:create, the demo accounts). Tokens carry it as email_verified.
    emailVerified: boolean('email_verified').notNull().default(false),
    // The language the owner last used ('en' or 'de'): set on registration and on each login, so the
    // provider's mails (password reset, verification) go out in it.
    locale: text('locale').notNull().default('en'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_email_key').on(t.email)],
);

// One table for every oidc-provider model (Session, Grant, AuthorizationCode, RefreshToken, Interaction, ...),
// keyed by model name and id, as the adapter interface is per model but the rows have the same shape.
export const oidcPayloads = idp.table(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

// Secrets generated on first start (signing keys, cookie keys). They live only in the database, never in the repo.
export const settings = idp.table('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// One-time links mailed to an account's owner (Keycloak's "action tokens"): reset the password, verify the
// e-mail address. Only the SHA-256 of the random key is stored, so a copy of the table opens nothing.
export const actionTokens = idp.table(
  'action_tokens',
  {
    keyHash: text('key_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'reset-password' | 'verify-email'>().notNull(),
    // A reset link's accounts.password_version when it was made; null for a verification link, which a
    // password change does not end.
    passwordVersion: integer('password_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('action_tokens_account_idx').on(t.accountId, t.purpose)],
);

// Keycloak's brute-force detection (deploy/keycloak/realm-showroom.json): failed logins per address, one
// row per address anyone tried (with or without an account, so that a lock tells nothing), shared by every
// process on the database. The key is the SHA-256 of the normalised address, so the table does not keep
// the addresses strangers typed. A successful login deletes the row; rows idle for 12 hours go.
export const loginFailures = idp.table(
  'login_failures',
  {
    key: text('key').primaryKey(),
    // Logins tried since the last successful one: counted before the password is checked, so that
    // parallel requests get no more tries than sequential ones.
    failures: integer('failures').notNull(),
    lastFailure: timestamp('last_failure', { withTimezone: true }).notNull(),
    // No password is checked for the address before this time.
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_last_failure_idx').on(t.lastFailure)],
);
