/**
 * The part of the text catalogue (messages.ts) that the web's first page needs: the snackbar helpers,
 * the failure rules applied to one failure, and the texts of the start page, the catalogue and the
 * header. A bundler puts a module whole into one chunk, so anything here ships with the catalogue
 * route (budget: 120 KB of initial JavaScript, gzipped): add only what that page shows.
 * messages.ts builds the full catalogue from these; every name is exported from the package index.
 */
import { PRODUCT_NAME, SNACKBAR_FAILURE_MS, SNACKBAR_SUCCESS_MS } from './constants.ts';
import { texts } from './i18n/locale.ts';

// ---------------------------------------------------------------------------------------------
// Snackbar messages

export type SnackbarType = 'success' | 'failure';

export interface SnackbarMessage {
  readonly text: string;
  readonly type: SnackbarType;
  readonly durationMs: number;
}

export const successMessage = (text: string): SnackbarMessage => ({
  text,
  type: 'success',
  durationMs: SNACKBAR_SUCCESS_MS,
});

const failureMessage = (text: string): SnackbarMessage => ({
  text,
  type: 'failure',
  durationMs: SNACKBAR_FAILURE_MS,
});

/** What the web's API client exposes about a failed call; status 0 means the request never got an answer. */
export interface HttpErrorInfo {
  readonly status: number;
  readonly statusText: string;
  /** The problem+json `detail`, which is "the server's error body" that some 400s show. */
  readonly detail?: string | undefined;
  /** The problem+json `detail` alone (never the title): why the API refused, when it said so. */
  readonly reason?: string | undefined;
}

/** Failures any page can show: no answer at all, and an app page's 404 (then the visitor goes to the start page). */
export const ERROR_TEXTS = texts('ERROR_TEXTS', {
  network: 'There was a network error, please try again later',
  appNotFound: 'The app could not be found.',
} as const);

const statusText = (error: Pick<HttpErrorInfo, 'status' | 'statusText'>): string =>
  `Status: ${error.status} - ${error.statusText}`;

/** 'There was an error loading the apps.' + ' Status: 500 - Internal Server Error'. */
export const withStatus = (base: string, error: Pick<HttpErrorInfo, 'status' | 'statusText'>): string =>
  `${base} ${statusText(error)}`;

/**
 * The failure snackbar for a failed call: the network text for status 0 (on any call),
 * otherwise the base text, with the status suffix where the catalogue asks for it.
 */
export function errorMessage(
  base: string,
  error: Pick<HttpErrorInfo, 'status' | 'statusText'>,
  options: { withStatus?: boolean } = {},
): SnackbarMessage {
  if (error.status === 0) return failureMessage(ERROR_TEXTS.network);
  return failureMessage(options.withStatus ? withStatus(base, error) : base);
}

/** One failure of the catalogue: its text and which of the rules below replace or extend it. */
export interface FailureRule {
  readonly text: string;
  /** The text ends with 'Status: {status} - {statusText}'. */
  readonly withStatus?: boolean;
  /** A 400 shows the server's error text (problem+json detail) instead, when it sent one. */
  readonly serverTextOn400?: boolean;
  /** A 404 shows this text instead. */
  readonly notFoundText?: string;
}

/** The failure snackbar: the network text for status 0, else the rule's 404, 400 or own text. */
export function failureFor(rule: FailureRule, error: HttpErrorInfo): SnackbarMessage {
  if (error.status === 0) return failureMessage(ERROR_TEXTS.network);
  if (error.status === 404 && rule.notFoundText !== undefined) return failureMessage(rule.notFoundText);
  if (error.status === 400 && rule.serverTextOn400 === true && error.detail)
    return failureMessage(error.detail);
  return errorMessage(rule.text, error, { withStatus: rule.withStatus === true });
}

/** The catalogue's failure (FAILURE_RULES.loadApps), on its own so the first page can use it alone. */
export const LOAD_APPS_FAILURE = texts('LOAD_APPS_FAILURE', {
  text: 'There was an error loading the apps.',
  withStatus: true,
} as const satisfies FailureRule);

/** An app page's failure (FAILURE_RULES.loadApp), on its own so the page can use it alone. */
export const LOAD_APP_FAILURE = texts('LOAD_APP_FAILURE', {
  text: 'There was an error loading the app.',
  withStatus: true,
  notFoundText: ERROR_TEXTS.appNotFound,
} as const satisfies FailureRule);

// ---------------------------------------------------------------------------------------------
// Fixed texts of the start page, the catalogue and the header (part of UI_TEXTS)

export const PUBLIC_UI_TEXTS = texts('PUBLIC_UI_TEXTS', {
  startHeading: 'Discover where digital health comes alive',
  catalogueHeading: 'Discover Apps',
  loginRegister: 'Login/Register',
} as const);

/**
 * The page shell's own texts: the footer's landmark, the snackbar's close button, a page that failed to
 * render, and the screen shown instead of the app when its configuration cannot be loaded.
 */
export const SHELL_TEXTS = texts('SHELL_TEXTS', {
  footer: 'Footer',
  closeMessage: 'Close message',
  routeErrorTitle: 'Something went wrong.',
  routeErrorText: 'This page could not be shown. Please try again later.',
  goToStart: 'Go to the start page',
} as const);

/**
 * What the page shell and an app page's first view say (the SPA's components and the server's first
 * view of an app page, app-page-first-view.ts, both use these, so the two never differ).
 */
export const APP_PAGE_TEXTS = texts('APP_PAGE_TEXTS', {
  skipLink: 'Skip to main content',
  back: 'Back',
  /** Before the vendor's name (a link to its page) under the app's name: 'by Vitalis Health Labs'. */
  by: 'by',
  version: 'Version',
  lastUpdated: 'Last updated',
  repository: 'Repository',
  demo: 'Demo',
  demoHint: 'opens the live demo in a new tab',
  screenshots: 'Screenshots',
  /** Beside the standards near the top of an app's page: jumps to the page's Interoperability section. */
  interopDetails: 'Interoperability details',
} as const);

export const copyrightLine = (year: number): string => `© ${year} ${PRODUCT_NAME}`;
