export {
  AppDetailsSkeleton,
  AppDetailsView,
  APP_ICON_SIZE,
  VENDOR_ICON_SIZE,
  type AppDetailsViewProps,
} from './app-details-view.tsx';
export { ScreenshotCarousel } from './screenshot-carousel.tsx';
export { NEXT_SCREENSHOTS, openScreenshotLabel, PREVIOUS_SCREENSHOTS, screenshotLabel } from './labels.ts';
