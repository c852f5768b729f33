import { APP_DETAILS_TEXTS } from '@showroom/contract';

/** Accessible names of the carousel and the full-screen view ('Screenshot 2 of 5'). */
export const screenshotLabel = (n: number, count: number): string => APP_DETAILS_TEXTS.screenshot(n, count);
export { openScreenshotLabel } from '@showroom/contract';
