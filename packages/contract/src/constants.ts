/**
 * Business constants and limits. Where the product's requirements give no value, the value here is
 * our decision and says so; the API enforces the limits, the web shows them as guidance.
 */

import { localizable } from './i18n/locale.ts';

export const PRODUCT_NAME = 'Showroom';

// Text lengths.
export const SHORT_DESCRIPTION_MAX = 100;
export const DESCRIPTION_MAX = 10_000;
export const EMAIL_MAX = 254;
export const EMAIL_LOCAL_PART_MAX = 64;
/** Our decision: bounds chosen so every stored text is bounded. */
export const APP_NAME_MAX = 200;
export const VERSION_MAX = 50;
export const URL_MAX = 2000;
export const VENDOR_NAME_MAX = 200;
export const VENDOR_DESCRIPTION_MAX = 2000;
/** The reject form's length limit was never given; 2000 leaves room for a real explanation. */
export const REASON_MAX = 2000;
export const SEARCH_QUERY_MAX = 200;
export const CURSOR_MAX = 500;
/** Our decision: combining marks in a row (text-rules.ts); no language needs more on one letter after NFC (Vietnamese, pointed Hebrew: 2–4). */
export const COMBINING_MARKS_MAX = 4;

// Lists (additive API extension: the original list calls return whole lists).
export const LIST_LIMIT_MAX = 100;

// Files.
export const ICON_SIZE_PX = 244;
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** Our decision: bounds one multipart request and one app's gallery. */
export const MAX_SCREENSHOTS_PER_UPLOAD = 10;
/** Uploads one user may have in progress at once (per API process); one more is refused with 429. */
export const MAX_CONCURRENT_UPLOADS = 2;
export const MAX_SCREENSHOTS_PER_APP = 20;

// Layout.
export const GRID_COLUMNS = 12;
export const CARD_COLUMN_SPAN = 3;
export const CARD_DESCRIPTION_LINES = 3;
export const CAROUSEL_VISIBLE_IMAGES = 3;

/** A carousel thumbnail's accessible name (the SPA's carousel and the server's first view of an app page). */
export const openScreenshotLabel = localizable(
  'openScreenshotLabel',
  (n: number, count: number): string => `Open screenshot ${n} of ${count} full screen`,
);
export const ADMIN_VENDOR_GRID_COLUMNS = { submitted: 7, other: 6 } as const;

// Dates.
export const DATE_FORMAT = 'dd.MM.yyyy';

// Snackbar.
export const SNACKBAR_SUCCESS_MS = 4000;
export const SNACKBAR_FAILURE_MS = 8000;
export const SNACKBAR_ANIMATION_MS = 200;

// Privacy and tracking.
export const CHILDREN_PRIVACY_AGE = 13;
export const DEMO_CLICK_EVENT = 'demo-click';

/** Response header carrying the cursor of the next page when a list call was limited. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/**
 * The address to put in an href for a vendor-supplied URL, or undefined when it is not plain http(s):
 * the API validates https on input, but pages (the SPA's and the server's first view of an app page)
 * do not rely on that to keep `javascript:` out.
 */
export function externalHref(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** How a vendor URL reads as link text: host and path, without the scheme and a trailing slash. */
export function displayUrl(href: string): string {
  return href.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Formats a date as dd.MM.yyyy (the spec's format, in every language: German writes it so too). UTC is
 * used so the same instant prints the same day on the server, in tests and in every browser; an
 * unparseable input gives '' rather than 'NaN.NaN.NaN'.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad2(date.getUTCDate())}.${pad2(date.getUTCMonth() + 1)}.${String(date.getUTCFullYear()).padStart(4, '0')}`;
}

/** A date from what the API sends; undefined for nothing or an unparseable value. */
export function toDate(value: string | number | Date | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
