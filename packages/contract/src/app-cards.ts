/**
 * What an app card shows: the version it stands for, and whether it has both a published and an
 * in-progress version. Kept free of zod at runtime: the public catalogue renders cards in its first
 * chunk, and importing the schemas would ship zod with it.
 */
import type { AppCard, AppCardVersion } from './apps.ts';

/** The version a card shows: inProgress if present, else published, else the card itself. */
export function cardView(card: AppCard): AppCardVersion {
  if (card.type !== 'AppForVendor') return card;
  return card.inProgress ?? card.published ?? card;
}

/** Both a published and an in-progress version: the labels switch to 'New draft', 'Update in review', ... */
export const hasPublishedAndInProgress = (card: Pick<AppCard, 'published' | 'inProgress'>): boolean =>
  card.published !== undefined && card.inProgress !== undefined;
