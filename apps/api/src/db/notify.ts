/**
 * The PostgreSQL channels processes tell each other about changes on, and the writes that notify them.
 * Writers call these inside their transaction: PostgreSQL delivers a notification to every listening
 * process only when the transaction commits (never on rollback), so nobody acts on uncommitted data.
 * The listeners are their modules' (catalogue: drop the prepared catalogue; mail: wake the worker), on
 * the process's one LISTEN connection (lib/pg-notifications.ts).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * Every API process drops its prepared public catalogue on this. The database sends it itself when the
 * row of a vendor that is or becomes APPROVED changes (migration 0015_vendor_changes_notify).
 */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
/**
 * What cards show of live checks changed (Verified, Demo checked, Demo unavailable): processes drop their
 * prepared catalogue on this too, but at most once a minute, since with many apps checks change
 * something every few seconds.
 */
export const CATALOGUE_CHECKS_CHANNEL = 'catalogue_checks';
/** Every recorded run of an app's checks (payload: the app's id): public check results are answered afresh. */
export const APP_CHECKS_CHANNEL = 'app_checks';
/** Mail workers send a queued mail at once on this instead of at their next poll. */
export const OUTBOX_CHANNEL = 'outbox';

/** In the transaction of every write that changes what the public sees (publish, deactivate, a vendor change). */
export async function catalogueChanged(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
}

/** In the transaction that writes an outbox row. */
export async function mailQueued(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/** In the transaction that records checks which change what a card shows. */
export async function catalogueChecksChanged(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHECKS_CHANNEL}, '')`);
}

/** In the transaction that records a run of an app's checks. */
export async function appChecksRecorded(tx: DbOrTx, appId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${APP_CHECKS_CHANNEL}, ${String(appId)})`);
}
