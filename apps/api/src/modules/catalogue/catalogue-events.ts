import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ChannelSubscription, PgNotifications } from '../../lib/pg-notifications.ts';

/** The PostgreSQL channel every API process LISTENs on to drop its prepared catalogue. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * Call inside the transaction of every write that changes what the public sees (publish, approve,
 * deactivate, activate, a vendor change). PostgreSQL delivers the notification to every listening
 * process only when the transaction commits (never on rollback), so no process rebuilds from
 * uncommitted data and none keeps stale bytes.
 */
export async function catalogueChanged(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
}

/**
 * Brings an app's row in the search table (catalogue_search) up to date with its published version,
 * its status and its vendor: inserted or updated while it is public, removed otherwise. Triggers on
 * apps, app_versions and vendors already do this on every write (migration 0003), so calling it is
 * never required; it is idempotent and cheap, for writes that want to say so explicitly.
 */
export async function refreshAppSearch(tx: DbOrTx, appId: number): Promise<void> {
  await tx.execute(sql`select catalogue_search_refresh(${appId}::integer)`);
}

/**
 * Rebuilds the search table and the spelling vocabulary from the apps: a repair tool (the triggers
 * keep both exact), which also forgets the words of apps that are no longer public.
 */
export async function rebuildAppSearch(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`delete from catalogue_words`);
  await tx.execute(sql`select catalogue_search_refresh(id) from apps`);
}

/** What the catalogue keeps of its subscription: whether it may cache (`listening`), and how to stop. */
export type CatalogueListener = ChannelSubscription;

/**
 * Subscribes to CATALOGUE_CHANNEL on the process's listener. `onChange` runs for every notification
 * and whenever the subscription starts or stops listening, since notifications may have been missed
 * in between; while it is not listening, caches must keep nothing.
 */
export function listenCatalogueChanges(
  notifications: PgNotifications,
  onChange: () => void,
): CatalogueListener {
  return notifications.listen(CATALOGUE_CHANNEL, { onNotify: onChange, onListening: onChange });
}
