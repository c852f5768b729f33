/**
 * Every user-visible text of the spec (sections 2, 4, 5 and 8) in one place, so the web shows and the
 * tests assert the same strings. Texts the spec gives are verbatim; the few it leaves open are marked.
 */
import {
  DESCRIPTION_MAX,
  EMAIL_LOCAL_PART_MAX,
  EMAIL_MAX,
  PRODUCT_NAME,
  REASON_MAX,
  SHORT_DESCRIPTION_MAX,
  SNACKBAR_FAILURE_MS,
  SNACKBAR_SUCCESS_MS,
  URL_MAX,
  VENDOR_DESCRIPTION_MAX,
  VENDOR_NAME_MAX,
  VERSION_MAX,
} from './constants.ts';

// ---------------------------------------------------------------------------------------------
// Snackbar messages (spec section 8)

export const SNACKBAR_TYPES = ['success', 'failure'] as const;
export type SnackbarType = (typeof SNACKBAR_TYPES)[number];

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

export const failureMessage = (text: string): SnackbarMessage => ({
  text,
  type: 'failure',
  durationMs: SNACKBAR_FAILURE_MS,
});

/** What the web's API client exposes about a failed call; status 0 means the request never got an answer. */
export interface HttpErrorInfo {
  readonly status: number;
  readonly statusText: string;
  /** The problem+json `detail`, which is "the server's error body" the spec shows for some 400s. */
  readonly detail?: string | undefined;
}

export const NETWORK_ERROR_TEXT = 'There was a network error, please try again later';
export const APP_NOT_FOUND_TEXT = 'The app could not be found.';
export const NO_REASON_TEXT = 'No reason provided.';

export const statusText = (error: Pick<HttpErrorInfo, 'status' | 'statusText'>): string =>
  `Status: ${error.status} - ${error.statusText}`;

/** 'There was an error loading the apps.' + ' Status: 500 - Internal Server Error'. */
export const withStatus = (base: string, error: Pick<HttpErrorInfo, 'status' | 'statusText'>): string =>
  `${base} ${statusText(error)}`;

/**
 * The failure snackbar for a failed call: the network text for status 0 (spec's general rule),
 * otherwise the base text, with the status suffix where the catalogue asks for it.
 */
export function errorMessage(
  base: string,
  error: Pick<HttpErrorInfo, 'status' | 'statusText'>,
  options: { withStatus?: boolean } = {},
): SnackbarMessage {
  if (error.status === 0) return failureMessage(NETWORK_ERROR_TEXT);
  return failureMessage(options.withStatus ? withStatus(base, error) : base);
}

export const SUCCESS_TEXTS = {
  appSubmitted: 'Your app was submitted',
  appDeactivated: 'Your app was deactivated',
  appDeleted: 'Your app was deleted',
  vendorCreated: 'Your vendor information was successfully submitted',
  vendorUpdated: 'Your vendor information was successfully updated',
  vendorRegistrationSubmitted:
    'Your vendor registration was successfully submitted. You will receive an email with further instructions.',
  adminAppApproved: 'App was approved',
  adminAppRejected: 'App was rejected',
  adminAppActivated: 'App was activated',
  adminAppDeactivated: 'App was deactivated',
  adminVendorApproved: 'Vendor was approved',
  adminVendorRejected: 'Vendor was rejected',
} as const;
export type SuccessKey = keyof typeof SUCCESS_TEXTS;

export const FAILURE_TEXTS = {
  loadApps: 'There was an error loading the apps.',
  loadApp: 'There was an error loading the app.',
  loadMyApps: 'There was an error loading your apps.',
  createApp: 'There was an error creating your app.',
  updateApp: 'There was an error changing your app information.',
  appIcon: 'There was an error changing the icon of your app.',
  addScreenshot: 'There was an error adding the screenshot to your app.',
  deleteScreenshot: 'There was an error deleting the screenshot of your app.',
  submitApp: 'There was an error submitting your app.',
  deactivateApp: 'There was an error deactivating your app.',
  deleteApp: 'There was an error deleting your app.',
  createVendor: 'There was an error submitting your vendor information.',
  updateVendor: 'There was an error updating your vendor information.',
  vendorIcon: 'There was an error changing your vendor icon.',
  submitVendorRegistration: 'There was an error submitting your vendor registration.',
  adminApproveApp: 'There was an error approving the app',
  adminRejectApp: 'There was an error rejecting the app',
  adminActivateApp: 'There was an error activating the app',
  adminDeactivateApp: 'There was an error deactivating the app',
  adminApproveVendor: 'There was an error approving the vendor',
  adminRejectVendor: 'There was an error rejecting the vendor',
  /** The spec: "same text as loading apps". */
  loadVendors: 'There was an error loading the apps.',
} as const;
export type FailureKey = keyof typeof FAILURE_TEXTS;

/** Failures whose text ends with 'Status: {status} - {statusText}' (spec section 8). */
export const FAILURES_WITH_STATUS: ReadonlySet<FailureKey> = new Set<FailureKey>([
  'loadApps',
  'loadApp',
  'deactivateApp',
  'deleteApp',
  'loadVendors',
]);

/** Failures that show the server's error text for a 400 (spec section 8: update app, vendor create). */
export const FAILURES_WITH_SERVER_TEXT_ON_400: ReadonlySet<FailureKey> = new Set<FailureKey>([
  'updateApp',
  'createVendor',
]);

export const success = (key: SuccessKey): SnackbarMessage => successMessage(SUCCESS_TEXTS[key]);

/** The failure snackbar for a catalogue entry, applying every rule of spec section 8 in one place. */
export function failure(key: FailureKey, error: HttpErrorInfo): SnackbarMessage {
  if (error.status === 0) return failureMessage(NETWORK_ERROR_TEXT);
  if (key === 'loadApp' && error.status === 404) return failureMessage(APP_NOT_FOUND_TEXT);
  if (error.status === 400 && FAILURES_WITH_SERVER_TEXT_ON_400.has(key) && error.detail) {
    return failureMessage(error.detail);
  }
  return errorMessage(FAILURE_TEXTS[key], error, { withStatus: FAILURES_WITH_STATUS.has(key) });
}

// ---------------------------------------------------------------------------------------------
// Browser confirmations (spec section 5)

export const CONFIRM_TEXTS = {
  deleteApp: 'Are you sure you want to delete this app?',
  deactivateApp: 'Are you sure you want to deactivate this app?',
  adminActivateApp: 'Are you sure to activate this app?',
  adminDeactivateApp: 'Are you sure to deactivate this app?',
} as const;

// ---------------------------------------------------------------------------------------------
// Form validation messages (spec section 5). The spec gives 'Name can not be empty' and
// 'Invalid name'; the others follow the same wording.

export const APP_FORM_MESSAGES = {
  nameRequired: 'Name can not be empty',
  /** Whitespace only, or longer than APP_NAME_MAX (the spec shows the text, not the rule). */
  nameInvalid: 'Invalid name',
  descriptionShortRequired: 'Short description can not be empty',
  descriptionShortTooLong: `Short description can be at most ${SHORT_DESCRIPTION_MAX} characters`,
  descriptionRequired: 'Description can not be empty',
  descriptionTooLong: `Description can be at most ${DESCRIPTION_MAX} characters`,
  /** `{host}` is literal: the spec's wording shows the expected shape, not a specific host. */
  demoUrlFormat: 'Demo URL must be in the format https://{host}',
  repoUrlFormat: 'Repository URL must be in the format https://{host}',
  demoUrlTooLong: `Demo URL can be at most ${URL_MAX} characters`,
  repoUrlTooLong: `Repository URL can be at most ${URL_MAX} characters`,
  versionTooLong: `Version can be at most ${VERSION_MAX} characters`,
} as const;

export const VENDOR_FORM_MESSAGES = {
  nameRequired: 'Vendor name can not be empty',
  nameTooLong: `Vendor name can be at most ${VENDOR_NAME_MAX} characters`,
  descriptionRequired: 'Description can not be empty',
  descriptionTooLong: `Description can be at most ${VENDOR_DESCRIPTION_MAX} characters`,
  websiteRequired: 'Website can not be empty',
  websiteFormat: 'Website must be in the format https://{host}',
  websiteTooLong: `Website can be at most ${URL_MAX} characters`,
  emailRequired: 'E-mail can not be empty',
  emailInvalid: 'Invalid e-mail address',
  emailTooLong: `E-mail can be at most ${EMAIL_MAX} characters`,
  emailLocalPartTooLong: `The part before the @ can be at most ${EMAIL_LOCAL_PART_MAX} characters`,
} as const;

export const REJECT_FORM_MESSAGES = {
  reasonRequired: 'Reason can not be empty',
  reasonTooLong: `Reason can be at most ${REASON_MAX} characters`,
} as const;

// ---------------------------------------------------------------------------------------------
// Other fixed texts of the screens (spec section 2)

export const UI_TEXTS = {
  startHeading: 'Discover where digital health comes alive',
  catalogueHeading: 'Discover Apps',
  loginRegister: 'Login/Register',
  updatePassword: 'Update password',
  logout: 'Logout',
  addNewApp: 'Add new app',
  iconGuidance: 'Square 244x244 pixels, max 2MB.',
  screenshotGuidance: 'Max 2MB, similar aspect ratio.',
  emptySubmittedApps: 'There are no apps waiting for approval.',
  emptyDeactivatedApps: 'There are no deactivated apps.',
  emptyApprovedApps: 'There are no published apps.',
  emptySubmittedVendors: 'There are no vendors to approve right now.',
  emptyVendors: 'There are no vendors available.',
  rejectDialogTitle: 'Reason for Rejection:',
} as const;

export const vendorIconAlt = (name: string): string => `Vendor icon of ${name}`;
export const lastRejectionLabel = (name: string): string => `Reason for last Rejection of ${name}:`;
export const copyrightLine = (year: number): string => `© ${year} ${PRODUCT_NAME}`;
