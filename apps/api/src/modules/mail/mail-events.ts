import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ChannelSubscription, PgNotifications } from '../../lib/pg-notifications.ts';

/** The PostgreSQL channel mail workers LISTEN on to send a queued mail at once instead of at their next poll. */
export const OUTBOX_CHANNEL = 'outbox';

/**
 * Call in the transaction that writes an outbox row. PostgreSQL delivers the notification to every
 * listening process on commit only, so no worker wakes for a mail that was rolled back.
 */
export async function mailQueued(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

export type OutboxListener = ChannelSubscription;

/**
 * Calls `onWake` for every notification on OUTBOX_CHANNEL and whenever the subscription (re)gains
 * its connection, since notifications may have been missed while it was away. A lost connection only
 * delays mail until the worker's next poll, so losing it wakes nobody.
 */
export function listenOutbox(notifications: PgNotifications, onWake: () => void): OutboxListener {
  return notifications.listen(OUTBOX_CHANNEL, {
    onNotify: onWake,
    onListening: (listening) => {
      if (listening) onWake();
    },
  });
}
