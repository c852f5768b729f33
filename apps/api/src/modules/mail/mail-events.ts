import { OUTBOX_CHANNEL } from '../../db/notify.ts';
import type { ChannelSubscription, PgNotifications } from '../../lib/pg-notifications.ts';

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
