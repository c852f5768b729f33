export { AppCard } from './app-card.tsx';
export { AppCardGrid, AppCardGridItem, AppCardSkeleton } from './app-card-grid.tsx';
export { displayUrl, externalHref, NEW_TAB } from './external-href.ts';
export { PlaceholderImageIcon } from './icons.tsx';
