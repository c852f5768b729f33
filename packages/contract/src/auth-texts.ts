/**
 * What the sign-in pages and the access guard's notices say: a module of its own, so that only their
 * (lazy) chunks hold it, not the entry every page loads.
 */
import { texts } from './i18n/locale.ts';

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
