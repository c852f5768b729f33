import type { AppCard } from './apps.ts';
import { cardView, hasPublishedAndInProgress } from './app-cards.ts';
import { ribbonType, statusLabel, type RibbonType } from './status-machine.ts';
import type { AppStatus } from './statuses.ts';

/**
 * Status, label and ribbon of the version a card shows (vendor views). Apart from app-cards.ts, so the
 * public catalogue's cards do not pull the status machine into the first chunk.
 */
export function cardStatus(card: AppCard): { status: AppStatus; label: string; ribbon: RibbonType } {
  const { status } = cardView(card);
  return { status, label: statusLabel(status, hasPublishedAndInProgress(card)), ribbon: ribbonType(status) };
}
