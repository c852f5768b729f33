/**
 * The web session: the sign-in code's timings and the initials on the menu button. Apart from
 * constants.ts, which the web's first chunk imports: only the sign-in code (loaded on demand) uses these.
 */
import { texts } from './i18n/locale.ts';

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

/** The sign-in pages' texts: the access guard's notices and /callback. */
export const AUTH_TEXTS = texts('AUTH_TEXTS', {
  pageNotAvailable: 'This page is not available.',
  accessDenied: 'You do not have access to this page.',
  accessDeniedHint:
    'If you think you should have access, sign in with another account or contact the support.',
  loginFailed: 'The sign-in page could not be opened.',
  pleaseSignIn: 'Please sign in',
  redirecting: 'Taking you to the sign-in page…',
  callbackFailed: 'Sign-in could not be completed.',
  callbackFailedHint: 'The sign-in link has expired or was already used. Please try again.',
  toStartPage: 'Go to the start page',
  signingIn: 'Signing you in…',
  oneMoment: 'One moment, please.',
} as const);
