/** Accessible names of the carousel and the full-screen view ('Screenshot 2 of 5'). */
export const screenshotLabel = (n: number, count: number): string => `Screenshot ${n} of ${count}`;
export const openScreenshotLabel = (n: number, count: number): string =>
  `Open screenshot ${n} of ${count} full screen`;
export const PREVIOUS_SCREENSHOTS = 'Previous screenshots';
export const NEXT_SCREENSHOTS = 'Next screenshots';
