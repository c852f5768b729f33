// One-time links mailed to an account's owner, as Keycloak's action tokens: the random key travels only in
// the mail; the table keeps its SHA-256, the account, the purpose, the times and, for a reset link, the
// password version it was made for.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { IdpDatabase } from './db/database.ts';
import { accounts, actionTokens, oidcPayloads } from './db/schema.ts';

export type ActionPurpose = 'reset-password' | 'verify-email';

/** How long a mailed link works: a reset soon (the mail is asked for and read at once), a verification a day. */
export const ACTION_TOKEN_TTL_MS: Readonly<Record<ActionPurpose, number>> = {
  'reset-password': 30 * 60_000,
  'verify-email': 24 * 60 * 60_000,
};

/** A second reset mail within this time is not sent: a form submitted in a loop cannot flood a mailbox. */
export const RESET_MAIL_INTERVAL_MS = 60_000;

const keyHash = (key: string): string => createHash('sha256').update(key).digest('base64url');

/**
 * A new link for the account. A reset link is bound to the account's password version of this moment:
 * it works only until the password changes, by this link, another one or any other way.
 */
export async function issueActionToken(
  db: IdpDatabase,
  accountId: string,
  purpose: ActionPurpose,
  now: Date,
): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  // The account's spent and expired links go when a new one is made, so the table stays small.
  await db
    .delete(actionTokens)
    .where(
      and(
        eq(actionTokens.accountId, accountId),
        or(lt(actionTokens.expiresAt, now), sql`${actionTokens.usedAt} is not null`),
      ),
    );
  await db.insert(actionTokens).values({
    keyHash: keyHash(key),
    accountId,
    purpose,
    passwordVersion:
      purpose === 'reset-password'
        ? sql`(select ${accounts.passwordVersion} from ${accounts} where ${accounts.id} = ${accountId})`
        : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ACTION_TOKEN_TTL_MS[purpose]),
  });
  return key;
}

/** True when a link of this purpose was made for the account within the last `withinMs`. */
export async function issuedRecently(
  db: IdpDatabase,
  accountId: string,
  purpose: ActionPurpose,
  withinMs: number,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ keyHash: actionTokens.keyHash })
    .from(actionTokens)
    .where(
      and(
        eq(actionTokens.accountId, accountId),
        eq(actionTokens.purpose, purpose),
        gt(actionTokens.createdAt, new Date(now.getTime() - withinMs)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Unused, unexpired, and for a reset link: made at the account's current password version (a link from
 * before the upgrade that added versions has none, and is refused).
 */
const isValid = (key: string, now: Date) =>
  and(
    eq(actionTokens.keyHash, keyHash(key)),
    isNull(actionTokens.usedAt),
    gt(actionTokens.expiresAt, now),
    or(
      eq(actionTokens.purpose, 'verify-email'),
      sql`${actionTokens.passwordVersion} = (select ${accounts.passwordVersion} from ${accounts} where ${accounts.id} = ${actionTokens.accountId})`,
    ),
  );

/** The link's account and purpose while it is valid; reading does not spend it. */
export async function peekActionToken(
  db: IdpDatabase,
  key: string,
  now: Date,
): Promise<{ accountId: string; purpose: ActionPurpose } | undefined> {
  if (!key) return undefined;
  const [row] = await db
    .select({ accountId: actionTokens.accountId, purpose: actionTokens.purpose })
    .from(actionTokens)
    .where(isValid(key, now));
  return row;
}

/**
 * Spends the link (once, even with two tabs racing); returns its account and, for a reset link, the
 * password version it was made at, or undefined if it was not valid.
 */
export async function useActionToken(
  db: IdpDatabase,
  key: string,
  purpose: ActionPurpose,
  now: Date,
): Promise<{ accountId: string; passwordVersion: number | null } | undefined> {
  if (!key) return undefined;
  const [row] = await db
    .update(actionTokens)
    .set({ usedAt: now })
    .where(and(isValid(key, now), eq(actionTokens.purpose, purpose)))
    .returning({ accountId: actionTokens.accountId, passwordVersion: actionTokens.passwordVersion });
  return row;
}

/**
 * Ends every login of the account: its sessions, grants and refresh tokens (access tokens, which are
 * not stored, run out within their five minutes). After a password reset, whoever knew the old
 * password is out.
 */
export async function endSessionsOf(db: IdpDatabase, accountId: string): Promise<void> {
  await db
    .delete(oidcPayloads)
    .where(
      and(
        inArray(oidcPayloads.model, ['Session', 'Grant', 'RefreshToken', 'AuthorizationCode']),
        sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`,
      ),
    );
}
