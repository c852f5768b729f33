import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { IdpDatabase } from './db/database.ts';
import { accounts } from './db/schema.ts';
import { storedLocale, type Locale } from './locale.ts';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './passwords.ts';

const ROLES = ['VENDOR', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export interface Account {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  emailVerified: boolean;
  /** The language the owner last used, for the provider's mails. */
  locale: Locale;
}

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  /**
   * `password`'s hash made beforehand: the demo accounts' published passwords are hashed once in the
   * source, not by scrypt at every first start.
   */
  passwordHash?: string;
  roles: Role[];
  /** True when someone vouches for the address (the operator, the demo data); registrations start unverified. */
  emailVerified?: boolean;
  /** The language of the registration page; English by default. */
  locale?: Locale;
}

export class EmailTakenError extends Error {
  constructor(email: string) {
    super(`An account with the e-mail ${email} already exists.`);
    this.name = 'EmailTakenError';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const columns = {
  id: accounts.id,
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  roles: accounts.roles,
  emailVerified: accounts.emailVerified,
  locale: accounts.locale,
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function toAccount(row: Omit<Account, 'roles' | 'locale'> & { roles: string[]; locale: string }): Account {
  return {
    ...row,
    roles: row.roles.filter((r): r is Role => (ROLES as readonly string[]).includes(r)),
    locale: storedLocale(row.locale),
  };
}

export async function createAccount(db: IdpDatabase, input: NewAccount): Promise<Account> {
  const unknownRole = input.roles.find((r) => !(ROLES as readonly string[]).includes(r));
  if (unknownRole !== undefined)
    throw new Error(`Unknown role ${unknownRole}; roles are ${ROLES.join(', ')}.`);
  const email = normalizeEmail(input.email);
  const [row] = await db
    .insert(accounts)
    .values({
      email,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      passwordHash: input.passwordHash ?? (await hashPassword(input.password)),
      roles: [...new Set(input.roles)],
      emailVerified: input.emailVerified ?? false,
      locale: input.locale ?? 'en',
    })
    .onConflictDoNothing({ target: accounts.email })
    .returning(columns);
  if (!row) throw new EmailTakenError(email);
  return toAccount(row);
}

export async function findAccountByEmail(db: IdpDatabase, email: string): Promise<Account | undefined> {
  const [row] = await db
    .select(columns)
    .from(accounts)
    .where(eq(accounts.email, normalizeEmail(email)));
  return row && toAccount(row);
}

export async function findAccountById(db: IdpDatabase, id: string): Promise<Account | undefined> {
  // The id comes from tokens and cookies; a malformed one must read as "no such account", not as a SQL error.
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select(columns).from(accounts).where(eq(accounts.id, id));
  return row && toAccount(row);
}

export async function verifyCredentials(
  db: IdpDatabase,
  email: string,
  password: string,
): Promise<Account | undefined> {
  const [row] = await db
    .select({ ...columns, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.email, normalizeEmail(email)));
  if (!row) {
    await burnPasswordCheck(password);
    return undefined;
  }
  const { passwordHash, ...account } = row;
  if (!(await verifyPassword(password, passwordHash))) return undefined;
  // The one moment we hold the password: bring a hash made with older, weaker parameters up to today's.
  // Only if it is still the hash we checked, so a password changed meanwhile is not overwritten.
  if (needsRehash(passwordHash)) {
    await db
      .update(accounts)
      .set({ passwordHash: await hashPassword(password) })
      .where(and(eq(accounts.id, account.id), eq(accounts.passwordHash, passwordHash)));
  }
  return toAccount(account);
}

/**
 * Sets a new password and counts the change, which ends every reset link made before it. With
 * `ifVersion` (a reset link's), only while the account is still at that version: of two links used at
 * the same moment one sets the password. Returns whether it was set.
 */
export async function setPassword(
  db: IdpDatabase,
  id: string,
  password: string,
  ifVersion?: number,
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  const changed = await db
    .update(accounts)
    .set({ passwordHash, passwordVersion: sql`${accounts.passwordVersion} + 1`, updatedAt: new Date() })
    .where(
      and(eq(accounts.id, id), ifVersion === undefined ? undefined : eq(accounts.passwordVersion, ifVersion)),
    )
    .returning({ id: accounts.id });
  return changed.length > 0;
}

/** Remembers the language the owner signed in with; writes only when it changed. */
export async function recordLocale(db: IdpDatabase, id: string, locale: Locale): Promise<void> {
  await db
    .update(accounts)
    .set({ locale })
    .where(and(eq(accounts.id, id), ne(accounts.locale, locale)));
}

export async function markEmailVerified(db: IdpDatabase, id: string): Promise<void> {
  await db
    .update(accounts)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(accounts.id, id), eq(accounts.emailVerified, false)));
}

/** Adds a role to an account (idempotent); returns the account as it is afterwards. */
export async function grantRole(db: IdpDatabase, id: string, role: Role): Promise<Account | undefined> {
  const [row] = await db
    .update(accounts)
    .set({
      roles: sql`array(select distinct r from unnest(array_append(${accounts.roles}, ${role}::text)) as r order by r)`,
      updatedAt: new Date(),
    })
    .where(eq(accounts.id, id))
    .returning(columns);
  return row && toAccount(row);
}

export async function countAccountsWithRole(db: IdpDatabase, role: Role): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accounts)
    .where(sql`${role}::text = any(${accounts.roles})`);
  return row?.n ?? 0;
}
