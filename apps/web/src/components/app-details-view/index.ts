export { AppDetailsSkeleton, AppDetailsView } from './app-details-view.tsx';
