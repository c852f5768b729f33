import { CATALOGUE_CHANNEL } from '../../db/notify.ts';
import type { ChannelSubscription, PgNotifications } from '../../lib/pg-notifications.ts';

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
