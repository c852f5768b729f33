/**
 * The web session: the sign-in code's timings and the initials on the menu button. Apart from
 * constants.ts, which the web's first chunk imports: only the sign-in code (loaded on demand) uses these.
 */

// Session and activity.
export const SESSION_CHECK_INTERVAL_MS = 5000;
export const TOKEN_REFRESH_THRESHOLD_S = 5;
export const LOGIN_STATE_MAX_AGE_MS = 60 * 60 * 1000;
export const INACTIVITY_TIMEOUT_MS = 300_000;
export const ACTIVITY_THROTTLE_MS = 300;
export const ACTIVITY_EVENTS = ['mousemove', 'touchstart', 'keydown', 'click', 'scroll'] as const;

/** First code point, so a name starting with an emoji or astral letter is not cut in half. */
const firstLetter = (s: string | null | undefined): string => [...(s ?? '').trim()][0] ?? '';

/** Initials shown on the header's menu button: first letters of first and last name, upper-case. */
export function initialsOf(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  return (firstLetter(firstName) + firstLetter(lastName)).toUpperCase();
}
