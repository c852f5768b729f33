import type { AppCard } from './apps.ts';
import { cardView } from './app-cards.ts';
import {
  ribbonType,
  statusLabel,
  versionsStatus,
  type RibbonType,
  type VersionsStatus,
} from './status-machine.ts';
import type { AppStatus } from './statuses.ts';

/**
 * Status, label and ribbon of the version a card shows (vendor views). Apart from app-cards.ts, so the
 * public catalogue's cards do not pull the status machine into the first chunk. A vendor's card with a
 * published and an in-progress version has the spec's update label ('New draft', 'Update in review',
 * 'Update rejected') and, while the published version is ACTIVE, the live marker beside it; its ribbon
 * follows the in-progress version, the one that waits for the vendor or the review.
 */
export function cardStatus(card: AppCard): VersionsStatus & { status: AppStatus; ribbon: RibbonType } {
  const { status } = cardView(card);
  const { label, liveMarker } =
    card.type === 'AppForVendor' && (card.published || card.inProgress)
      ? versionsStatus(card.published?.status, card.inProgress?.status)
      : { label: statusLabel(status), liveMarker: undefined };
  return { status, label, liveMarker, ribbon: ribbonType(status) };
}
