import type { AppCard } from './apps.ts';
import { cardView } from './app-cards.ts';
import { ribbonType, statusLabel, versionsStatusLabel, type RibbonType } from './status-machine.ts';
import type { AppStatus } from './statuses.ts';

/**
 * Status, label and ribbon of the version a card shows (vendor views). Apart from app-cards.ts, so the
 * public catalogue's cards do not pull the status machine into the first chunk. A vendor's card with a
 * published and an in-progress version says the state of both ('Live · update in draft'); its ribbon
 * follows the in-progress version, the one that waits for the vendor or the review.
 */
export function cardStatus(card: AppCard): { status: AppStatus; label: string; ribbon: RibbonType } {
  const { status } = cardView(card);
  const label =
    card.type === 'AppForVendor' && (card.published || card.inProgress)
      ? versionsStatusLabel(card.published?.status, card.inProgress?.status)
      : statusLabel(status);
  return { status, label, ribbon: ribbonType(status) };
}
