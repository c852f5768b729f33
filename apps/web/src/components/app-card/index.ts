export { AppCard, CARD_ICON_SIZE, type AppCardProps, type AppCardStatus } from './app-card.tsx';
export { AppCardGrid, AppCardGridItem, AppCardSkeleton } from './app-card-grid.tsx';
export { displayUrl, externalHref, NEW_TAB } from './external-href.ts';
export { ExternalIcon, PlaceholderImageIcon } from './icons.tsx';
