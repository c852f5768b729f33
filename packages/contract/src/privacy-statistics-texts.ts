// The privacy policy's statistics section. Zod-free, for the page's lazy chunk.
import { texts } from './i18n/locale.ts';

/**
 * The privacy policy's own section on the statistics (issue 18), after the operator's text: exactly
 * what is counted and how (apps/api/src/modules/statistics does what it says).
 */
export const PRIVACY_STATISTICS_TEXTS = texts('PRIVACY_STATISTICS_TEXTS', {
  heading: 'Statistics without cookies',
  intro:
    "Showroom counts, per app and per day, how many visitors opened the app's page and how many clicked its Demo button. Nothing else is counted.",
  points: [
    'No cookie is set for counting, and nothing is stored in your browser.',
    "Neither your IP address nor your browser's identification (user agent) is stored.",
    'A visitor counts once per app and day, and one network address as at most five visitors. To recognise a visitor during that day, the server computes a hash of the IP address (of an IPv6 address, its network) and the browser identification with a secret key that is replaced every day and never stored; the hashes are held in memory only.',
    'Bots are not counted: they are recognised by their browser identification and by how often they call.',
    "Only the daily totals per app are kept, never a record of a single visit. The app's vendor sees them, and they are deleted with the app.",
  ],
} as const);
