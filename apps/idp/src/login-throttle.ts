// Keycloak's brute-force detection (DefaultBruteForceProtector) for the embedded provider, with the
// settings of our realm, deploy/keycloak/realm-showroom.json (failureFactor 10, maxFailureWaitSeconds
// 900, permanentLockout false), and Keycloak's defaults for what the realm leaves out (waitIncrementSeconds
// 60, maxDeltaTimeSeconds 12 h). Keycloak's "quick login check" (a 60 s wait after two failures within a
// second) is left out: it would let a stranger lock an account with two requests, and the per-IP limit of
// the host already slows a fast client.
//
// Failures are counted per address in the database, so every process sees the same count, and for
// addresses without an account too: a lock says nothing about whether the account exists.
import { createHash } from 'node:crypto';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { normalizeEmail, verifyCredentials, type Account } from './accounts.ts';
import type { IdpDatabase } from './db/database.ts';
import { loginFailures } from './db/schema.ts';

export const BRUTE_FORCE = {
  /** Failures in a row before the first wait, and between two steps of the wait. */
  failureFactor: 10,
  /** What the wait grows by at every failureFactor failures. */
  waitIncrementSeconds: 60,
  /** The longest wait: the lock never becomes permanent. */
  maxFailureWaitSeconds: 900,
  /** Failures this long ago are forgotten. */
  maxDeltaTimeSeconds: 12 * 60 * 60,
} as const;

/**
 * The wait after the n-th failure in a row, in seconds: Keycloak's waitIncrement × ⌊n / failureFactor⌋,
 * at most maxFailureWait. 0 for the first 9, 60 s from the 10th, 120 s from the 20th, … 900 s from the 150th.
 */
export function waitSeconds(failures: number): number {
  const { failureFactor, waitIncrementSeconds, maxFailureWaitSeconds } = BRUTE_FORCE;
  return Math.min(maxFailureWaitSeconds, waitIncrementSeconds * Math.floor(failures / failureFactor));
}

/** The row's key: the SHA-256 of the normalised address, so the table keeps no address anyone typed. */
const keyOf = (email: string): string =>
  createHash('sha256').update(normalizeEmail(email)).digest('base64url');

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

type Attempt = { refused: true; until: Date } | { refused: false; lockedIfWrong: Date | undefined };

/**
 * Counts a login before its password is checked, in one statement, so that parallel requests from any
 * number of processes get no more checks than sequential ones. Refused (nothing counted) while the
 * address is locked; otherwise says until when it is locked should this password be wrong.
 */
async function countAttempt(db: IdpDatabase, key: string, now: Date): Promise<Attempt> {
  const { failureFactor, waitIncrementSeconds, maxFailureWaitSeconds, maxDeltaTimeSeconds } = BRUTE_FORCE;
  const forgotten = new Date(now.getTime() - maxDeltaTimeSeconds * 1000);
  const failures = sql`(case when ${loginFailures.lastFailure} < ${timestamp(forgotten)} then 1 else ${loginFailures.failures} + 1 end)`;
  const [row] = await db
    .insert(loginFailures)
    .values({
      key,
      failures: 1,
      lastFailure: now,
      lockedUntil: new Date(now.getTime() + waitSeconds(1) * 1000),
    })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures,
        lastFailure: now,
        // waitSeconds() in SQL, of the count this statement writes.
        lockedUntil: sql`${timestamp(now)} + make_interval(secs => least(${sql.raw(String(maxFailureWaitSeconds))}, ${sql.raw(String(waitIncrementSeconds))} * (${failures} / ${sql.raw(String(failureFactor))})))`,
      },
      setWhere: lte(loginFailures.lockedUntil, now),
    })
    .returning({ failures: loginFailures.failures, lockedUntil: loginFailures.lockedUntil });
  if (row) {
    // A new run of failures: the table sheds the rows nobody has tried for 12 hours.
    if (row.failures === 1) await db.delete(loginFailures).where(lt(loginFailures.lastFailure, forgotten));
    return { refused: false, lockedIfWrong: row.lockedUntil > now ? row.lockedUntil : undefined };
  }
  const [lock] = await db
    .select({ until: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.lockedUntil, now)));
  // Unlocked between the two statements (a successful login, admin:unlock): this one check goes uncounted.
  return lock ? { refused: true, until: lock.until } : { refused: false, lockedIfWrong: undefined };
}

/**
 * `pendingVerification`: the password was right, but the account must verify its address first; it
 * is answered as a wrong one, and the failure counts as one.
 */
export type LoginOutcome =
  | { kind: 'ok'; account: Account }
  | { kind: 'invalid'; pendingVerification?: Account }
  /** No password is checked for the address before `until` (this one was not, or was wrong). */
  | { kind: 'locked'; until: Date; pendingVerification?: Account };

/**
 * A login with the brute-force detection: the password is checked only while the address is not
 * locked; a right one forgets the address's failures, a wrong one may start a wait. An unknown address
 * is counted, checked (against a dummy hash) and locked exactly like a known one. With `verifiedOnly`
 * (IDP_VERIFY_EMAIL) an account that has not verified its address does not log in and its failures are
 * not forgotten, so that an account someone just registered answers like anyone else's.
 */
export async function attemptLogin(
  db: IdpDatabase,
  email: string,
  password: string,
  now: Date,
  { verifiedOnly }: { verifiedOnly: boolean },
): Promise<LoginOutcome> {
  const key = keyOf(email);
  const attempt = await countAttempt(db, key, now);
  if (attempt.refused) return { kind: 'locked', until: attempt.until };
  const account = await verifyCredentials(db, email, password);
  if (account && (account.emailVerified || !verifiedOnly)) {
    await db.delete(loginFailures).where(eq(loginFailures.key, key));
    return { kind: 'ok', account };
  }
  const pending = account ? { pendingVerification: account } : {};
  return attempt.lockedIfWrong
    ? { kind: 'locked', until: attempt.lockedIfWrong, ...pending }
    : { kind: 'invalid', ...pending };
}

/**
 * Forgets the address's failed logins and ends its wait (`npm run admin:unlock`, a password set by a
 * reset link). Returns what was counted, or undefined when nothing was.
 */
export async function unlockLogin(
  db: IdpDatabase,
  email: string,
): Promise<{ failures: number; lockedUntil: Date } | undefined> {
  const [row] = await db
    .delete(loginFailures)
    .where(eq(loginFailures.key, keyOf(email)))
    .returning({ failures: loginFailures.failures, lockedUntil: loginFailures.lockedUntil });
  return row;
}

/** Whole minutes until `until`, at least 1: what the login page tells a locked-out user. */
export const minutesUntil = (until: Date, now: Date): number =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
