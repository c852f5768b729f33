import { texts } from './i18n/locale.ts';
// What an app page says around the app's own data: its sections and the screenshots' controls.
// Zod-free, for the app page's (lazy) chunk.

/**
 * The id of an app page's Interoperability section: the profile's summary near the top links to it
 * (the web's view and the server's first view of the page).
 */
export const INTEROPERABILITY_SECTION_ID = 'interoperability';

export const APP_DETAILS_TEXTS = texts('APP_DETAILS_TEXTS', {
  loading: 'Loading the app…',
  about: 'About this app',
  developer: 'Developer',
  contactVendor: 'Contact Vendor',
  /** The full-screen view's title: 'Screenshot 2 of 5'. */
  screenshot: (n: number, count: number): string => `Screenshot ${n} of ${count}`,
  previousScreenshots: 'Previous screenshots',
  nextScreenshots: 'Next screenshots',
  /** The carousel's position: '1–3 of 5'. */
  screenshotPosition: (shown: string, count: number): string => `${shown} of ${count}`,
  close: 'Close',
  previousScreenshot: 'Previous screenshot',
  nextScreenshot: 'Next screenshot',
} as const);
