// One-time links mailed to an account's owner, as Keycloak's action tokens: the random key travels only in
// the mail; the table keeps its SHA-256, the account, the purpose and the times.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { IdpDatabase } from './db/database.ts';
import { actionTokens, oidcPayloads } from './db/schema.ts';

export type ActionPurpose = 'reset-password' | 'verify-email';

/** How long a mailed link works: a reset soon (the mail is asked for and read at once), a verification a day. */
export const ACTION_TOKEN_TTL_MS: Readonly<Record<ActionPurpose, number>> = {
  'reset-password': 30 * 60_000,
  'verify-email': 24 * 60 * 60_000,
};

/** A second reset mail within this time is not sent: a form submitted in a loop cannot flood a mailbox. */
export const RESET_MAIL_INTERVAL_MS = 60_000;

const keyHash = (key: string): string => createHash('sha256').update(key).digest('base64url');

export async function issueActionToken(
  db: IdpDatabase,
  accountId: string,
  purpose: ActionPurpose,
): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  const now = Date.now();
  // The account's spent and expired links go when a new one is made, so the table stays small.
  await db
    .delete(actionTokens)
    .where(
      and(
        eq(actionTokens.accountId, accountId),
        or(lt(actionTokens.expiresAt, new Date(now)), sql`${actionTokens.usedAt} is not null`),
      ),
    );
  await db.insert(actionTokens).values({
    keyHash: keyHash(key),
    accountId,
    purpose,
    expiresAt: new Date(now + ACTION_TOKEN_TTL_MS[purpose]),
  });
  return key;
}

/** True when a link of this purpose was made for the account within the last `withinMs`. */
export async function issuedRecently(
  db: IdpDatabase,
  accountId: string,
  purpose: ActionPurpose,
  withinMs: number,
): Promise<boolean> {
  const [row] = await db
    .select({ keyHash: actionTokens.keyHash })
    .from(actionTokens)
    .where(
      and(
        eq(actionTokens.accountId, accountId),
        eq(actionTokens.purpose, purpose),
        gt(actionTokens.createdAt, new Date(Date.now() - withinMs)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const isValid = (key: string) =>
  and(
    eq(actionTokens.keyHash, keyHash(key)),
    isNull(actionTokens.usedAt),
    gt(actionTokens.expiresAt, new Date()),
  );

/** The link's account and purpose while it is unused and unexpired; reading does not spend it. */
export async function peekActionToken(
  db: IdpDatabase,
  key: string,
): Promise<{ accountId: string; purpose: ActionPurpose } | undefined> {
  if (!key) return undefined;
  const [row] = await db
    .select({ accountId: actionTokens.accountId, purpose: actionTokens.purpose })
    .from(actionTokens)
    .where(isValid(key));
  return row;
}

/** Spends the link (once, even with two tabs racing); returns its account, or undefined if it was not valid. */
export async function useActionToken(
  db: IdpDatabase,
  key: string,
  purpose: ActionPurpose,
): Promise<string | undefined> {
  if (!key) return undefined;
  const [row] = await db
    .update(actionTokens)
    .set({ usedAt: new Date() })
    .where(and(isValid(key), eq(actionTokens.purpose, purpose)))
    .returning({ accountId: actionTokens.accountId });
  return row?.accountId;
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
