/**
 * Texts only the API writes: the details of its generic problems and the e-mails a review decision or
 * a failing demo sends. They live in the contract so that the German catalogue (i18n/de/servers.ts)
 * can pair them; the API reads them in the recipient's language with `localized(...)`.
 */
import { MAX_CONCURRENT_UPLOADS, PRODUCT_NAME } from './constants.ts';
import { texts } from './i18n/locale.ts';

/** Problem details the API's error handler and rate limit write. */
export const API_ERROR_TEXTS = texts('API_ERROR_TEXTS', {
  /** The detail of a 429 (rate limit) problem: the API sends it, the web shows it as it is. */
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  invalidValue: 'Invalid value.',
  invalidRequest: 'The request is not valid.',
  invalidId: 'An id is a whole number from 1 to 2147483647 in plain digits, for example 12.',
  unexpected: 'An unexpected error occurred.',
  fileTooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB.`,
  tooManyFiles: (n: number) => `At most ${n} files can be uploaded at once.`,
  tooManyParts: 'The upload has too many parts.',
  tooManyFields: 'The upload has too many fields.',
  notMultipart: 'The upload must be sent as multipart/form-data.',
  malformedMultipart:
    'The upload is not well-formed multipart/form-data (a missing boundary or an incomplete part). Send the file again.',
  bodyTooLarge: 'The request body is too large.',
  mediaType: 'The request body has a content type this call does not accept.',
  emptyJson: 'The request body is empty but its content type says JSON.',
  invalidJson: 'The request body is not valid JSON.',
  /** 431: the request's head (its headers) is over the server's size limit. */
  headersTooLarge: 'The request headers are too large.',
  /** 408: the request's head and body did not arrive within the server's time (REQUEST_TIMEOUT_MS). */
  requestTimeout: 'The request did not arrive in time. Please try again.',
  /** 429 when a user already has MAX_CONCURRENT_UPLOADS uploads in progress (issue 32). */
  uploadsInProgress: `You already have ${MAX_CONCURRENT_UPLOADS} uploads in progress. Please wait until one has finished, then try again.`,
  /** A vendor whose registration is not approved writes an app (409). */
  vendorNotApproved: 'Apps can only be created and changed once your vendor registration is approved.',
});

/**
 * The e-mails a review decision sends (a vendor or an app approved or rejected, deactivated or
 * activated) and the one about a demo that stopped answering. The vendor page promises them ("You will
 * receive an email ...") but their wording was never given, so the texts are ours.
 */
export const REVIEW_MAIL_TEXTS = texts('REVIEW_MAIL_TEXTS', {
  hello: 'Hello,',
  reason: 'Reason',
  noReason: 'No reason provided.',
  signOff: `The ${PRODUCT_NAME} team`,
  vendorApproved: {
    subject: (vendor: string) => `Your vendor registration for ${vendor} was approved`,
    body: (vendor: string) => `Your vendor registration for ${vendor} on ${PRODUCT_NAME} was approved.`,
    next: 'You can now add your apps and submit them for review.',
    link: 'Your apps',
  },
  vendorRejected: {
    subject: (vendor: string) => `Your vendor registration for ${vendor} was rejected`,
    body: (vendor: string) => `Your vendor registration for ${vendor} on ${PRODUCT_NAME} was rejected.`,
    next: 'Please update your vendor information and submit your registration again.',
    link: 'Your vendor information',
  },
  appApproved: {
    subject: (app: string) => `Your app ${app} was approved`,
    body: (app: string) =>
      `Your app ${app} was approved and is now published in the ${PRODUCT_NAME} catalogue.`,
    updateSubject: (app: string) => `The update of your app ${app} was approved`,
    updateBody: (app: string) => `The update of your app ${app} was approved and is now published.`,
    link: 'Your app',
  },
  appRejected: {
    subject: (app: string) => `Your app ${app} was rejected`,
    body: (app: string) => `Your app ${app} was rejected.`,
    updateSubject: (app: string) => `The update of your app ${app} was rejected`,
    updateBody: (app: string) =>
      `The update of your app ${app} was rejected. The published version stays available.`,
    next: 'Please edit your app and submit it again.',
    link: 'Edit your app',
  },
  appDeactivated: {
    subject: (app: string) => `Your app ${app} was deactivated`,
    body: (app: string) =>
      `Your app ${app} was deactivated and is no longer shown in the ${PRODUCT_NAME} catalogue.`,
    next: 'Please contact the support if you want it activated again.',
    link: 'Your apps',
  },
  appActivated: {
    subject: (app: string) => `Your app ${app} was activated`,
    body: (app: string) =>
      `Your app ${app} was activated and is shown in the ${PRODUCT_NAME} catalogue again.`,
    link: 'Your app',
  },
  demoUnavailable: {
    subject: (app: string) => `The demo of ${app} does not answer`,
    body: (app: string, demoUrl: string) =>
      `The demo of your app ${app} (${demoUrl}) failed three checks in a row, so its card now says "Demo unavailable".`,
    next: 'Please check the demo. The next check that reaches it clears the warning.',
    link: "Your app's checks",
  },
  certificateExpiring: {
    subject: (app: string) => `A certificate of ${app} expires soon`,
    body: (app: string, certificate: string, date: string) =>
      `The ${certificate} of your app ${app} expires on ${date}. After that date, the app's page shows it as expired.`,
    next: 'If it was renewed, please enter the new expiry date in your app and submit the update.',
    link: 'Your app',
  },
});
