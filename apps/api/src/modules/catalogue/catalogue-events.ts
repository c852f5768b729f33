import { CATALOGUE_CHANNEL, CATALOGUE_CHECKS_CHANNEL } from '../../db/notify.ts';
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

/** The longest a card's check badges wait for the catalogue to be prepared again. */
export const CHECKS_REFRESH_MS = 60_000;

/**
 * Subscribes to CATALOGUE_CHECKS_CHANNEL: `onChange` runs at once for the first notification, then at
 * most once per CHECKS_REFRESH_MS (a notification within the window is answered at its end), and whenever
 * the subscription starts or stops listening.
 */
export function listenCheckChanges(
  notifications: PgNotifications,
  onChange: () => void,
  refreshMs: number = CHECKS_REFRESH_MS,
): CatalogueListener {
  let last = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  const fire = () => {
    timer = undefined;
    last = Date.now();
    onChange();
  };
  const subscription = notifications.listen(CATALOGUE_CHECKS_CHANNEL, {
    onNotify: () => {
      if (timer) return;
      const wait = last + refreshMs - Date.now();
      if (wait <= 0) fire();
      else {
        timer = setTimeout(fire, wait);
        timer.unref();
      }
    },
    onListening: onChange,
  });
  return {
    get listening() {
      return subscription.listening;
    },
    started: subscription.started,
    close: async () => {
      if (timer) clearTimeout(timer);
      await subscription.close();
    },
  };
}
