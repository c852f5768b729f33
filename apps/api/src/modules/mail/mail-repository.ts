/**
 * The outbox as a work queue shared by every API process. A claim is one statement (its own short
 * transaction): it picks due rows with FOR UPDATE SKIP LOCKED, so concurrent claims never pick the
 * same row, and leases them by bumping `attempts` and moving `send_after` past the lease. The bumped
 * `attempts` is the claim's fencing token: every later write of the claimant requires it, so a
 * worker whose lease ran out (and whose rows another worker took) changes nothing.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
  /** The attempt this claim is (1 for the first); also the fencing token of the claim. */
  attempt: number;
}

interface ClaimedRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: Date | string;
  attempts: number;
}

/** Both drivers answer `execute` with `{ rows }` (PGlite's Results, node-postgres' QueryResult). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const interval = (ms: number) => sql`make_interval(secs => ${Math.max(0, ms) / 1000}::double precision)`;

export async function claimDueMails(
  db: DbOrTx,
  options: { limit: number; maxAttempts: number; leaseMs: number },
): Promise<ClaimedMail[]> {
  // MATERIALIZED: the locking subquery runs exactly once, whatever plan the UPDATE gets.
  const result = await db.execute(sql`
    with due as materialized (
      select id from outbox
      where sent_at is null and send_after <= now() and attempts < ${options.maxAttempts}
      order by send_after, id
      limit ${options.limit}
      for update skip locked
    )
    update outbox o
    set attempts = o.attempts + 1, send_after = now() + ${interval(options.leaseMs)}
    from due
    where o.id = due.id
    returning o.id, o."to", o.subject, o.text, o.html, o.created_at, o.attempts`);
  return rowsOf<ClaimedRow>(result)
    .map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: r.text,
      html: r.html,
      createdAt: new Date(r.created_at),
      attempt: r.attempts,
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * Extends the lease right before a send and tells whether the claim still holds: false when the
 * lease ran out and another worker has claimed (or sent) the mail since.
 */
export async function renewClaim(db: DbOrTx, mail: ClaimedMail, leaseMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    update outbox set send_after = now() + ${interval(leaseMs)}
    where id = ${mail.id} and attempts = ${mail.attempt} and sent_at is null
    returning id`);
  return rowsOf(result).length > 0;
}

export async function markSent(db: DbOrTx, mail: ClaimedMail): Promise<void> {
  // No fencing here: the mail did go out, whoever else may hold it now.
  await db.execute(sql`
    update outbox set sent_at = now(), last_error = null
    where id = ${mail.id} and sent_at is null`);
}

/** Records the failure and schedules the next attempt (a row at maxAttempts is never claimed again). */
export async function markFailed(
  db: DbOrTx,
  mail: ClaimedMail,
  error: string,
  retryInMs: number,
): Promise<void> {
  await db.execute(sql`
    update outbox set last_error = ${error}, send_after = now() + ${interval(retryInMs)}
    where id = ${mail.id} and attempts = ${mail.attempt} and sent_at is null`);
}

/** Hands claimed but unsent mails back at once (a stopping worker), as if they had never been claimed. */
export async function releaseClaims(db: DbOrTx, mails: readonly ClaimedMail[]): Promise<void> {
  for (const mail of mails) {
    await db.execute(sql`
      update outbox set attempts = attempts - 1, send_after = now()
      where id = ${mail.id} and attempts = ${mail.attempt} and sent_at is null`);
  }
}

/** Milliseconds until the earliest unsent mail is due (0 or less: due now); null when none is pending. */
export async function nextDueInMs(db: DbOrTx, maxAttempts: number): Promise<number | null> {
  const result = await db.execute(sql`
    select (extract(epoch from (min(send_after) - now())) * 1000)::float8 as ms
    from outbox
    where sent_at is null and attempts < ${maxAttempts}`);
  const ms = rowsOf<{ ms: number | string | null }>(result)[0]?.ms;
  return ms === null || ms === undefined ? null : Math.ceil(Number(ms));
}

export interface OutboxStats {
  sent: number;
  /** Waiting for their first or next attempt. */
  pending: number;
  /** Given up after maxAttempts; `last_error` says why. */
  failed: number;
}

/** Counts for metrics and operators; the truth across every process, since it is the table's. */
export async function outboxStats(db: DbOrTx, maxAttempts: number): Promise<OutboxStats> {
  const result = await db.execute(sql`
    select
      count(*) filter (where sent_at is not null)::int as sent,
      count(*) filter (where sent_at is null and attempts < ${maxAttempts})::int as pending,
      count(*) filter (where sent_at is null and attempts >= ${maxAttempts})::int as failed
    from outbox`);
  const [row] = rowsOf<OutboxStats>(result);
  return { sent: row?.sent ?? 0, pending: row?.pending ?? 0, failed: row?.failed ?? 0 };
}
