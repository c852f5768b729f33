/** Accessible names of the carousel and the full-screen view ('Screenshot 2 of 5'). */
export const screenshotLabel = (n: number, count: number): string => `Screenshot ${n} of ${count}`;
export { openScreenshotLabel } from '@showroom/contract';
export const PREVIOUS_SCREENSHOTS = 'Previous screenshots';
export const NEXT_SCREENSHOTS = 'Next screenshots';
