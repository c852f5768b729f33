import { describe, expect, it } from 'vitest';
import {
  ADMIN_LIST_EMPTY_TEXTS,
  CONFIRM_TEXTS,
  FAILURE_TEXTS,
  FAILURES_WITH_SERVER_TEXT_ON_400,
  FAILURES_WITH_STATUS,
  LOAD_APPS_FAILURE,
  PUBLIC_UI_TEXTS,
  SUCCESS_TEXTS,
  UI_TEXTS,
  errorMessage,
  failure,
  failureFor,
  success,
  withStatus,
  type FailureKey,
} from '../src/index.ts';

const serverError = { status: 500, statusText: 'Internal Server Error' };
const offline = { status: 0, statusText: '' };

describe('snackbar kinds', () => {
  it('shows successes for 4000 ms', () => {
    expect(success('appSubmitted')).toEqual({
      text: 'Your app was submitted',
      type: 'success',
      durationMs: 4000,
    });
  });

  it('shows failures for 8000 ms', () => {
    expect(failure('createApp', serverError)).toEqual({
      text: 'There was an error creating your app.',
      type: 'failure',
      durationMs: 8000,
    });
  });
});

describe('errorMessage', () => {
  it('gives the network text for status 0', () => {
    expect(errorMessage('There was an error loading the apps.', offline, { withStatus: true }).text).toBe(
      'There was a network error, please try again later',
    );
  });

  it("appends 'Status: {status} - {statusText}' when asked", () => {
    expect(errorMessage('There was an error loading the apps.', serverError, { withStatus: true }).text).toBe(
      'There was an error loading the apps. Status: 500 - Internal Server Error',
    );
  });

  it('keeps the base text otherwise', () => {
    expect(errorMessage('There was an error loading your apps.', serverError).text).toBe(
      'There was an error loading your apps.',
    );
  });

  it('builds the status suffix from the template', () => {
    expect(withStatus('Base.', { status: 403, statusText: 'Forbidden' })).toBe(
      'Base. Status: 403 - Forbidden',
    );
  });
});

describe('failure catalogue', () => {
  it('gives the network text for status 0 on every call', () => {
    for (const key of Object.keys(FAILURE_TEXTS) as FailureKey[]) {
      expect(failure(key, offline).text).toBe('There was a network error, please try again later');
    }
  });

  it.each([
    ['loadApps', 'There was an error loading the apps. Status: 500 - Internal Server Error'],
    ['loadApp', 'There was an error loading the app. Status: 500 - Internal Server Error'],
    ['deactivateApp', 'There was an error deactivating your app. Status: 500 - Internal Server Error'],
    ['deleteApp', 'There was an error deleting your app. Status: 500 - Internal Server Error'],
    ['loadVendors', 'There was an error loading the apps. Status: 500 - Internal Server Error'],
    ['loadMyApps', 'There was an error loading your apps.'],
    ['createApp', 'There was an error creating your app.'],
    ['updateApp', 'There was an error changing your app information.'],
    ['appIcon', 'There was an error changing the icon of your app.'],
    ['addScreenshot', 'There was an error adding the screenshot to your app.'],
    ['deleteScreenshot', 'There was an error deleting the screenshot of your app.'],
    ['submitApp', 'There was an error submitting your app.'],
    ['createVendor', 'There was an error submitting your vendor information.'],
    ['updateVendor', 'There was an error updating your vendor information.'],
    ['vendorIcon', 'There was an error changing your vendor icon.'],
    ['submitVendorRegistration', 'There was an error submitting your vendor registration.'],
    ['adminApproveApp', 'There was an error approving the app'],
    ['adminRejectApp', 'There was an error rejecting the app'],
    ['adminActivateApp', 'There was an error activating the app'],
    ['adminDeactivateApp', 'There was an error deactivating the app'],
    ['adminApproveVendor', 'There was an error approving the vendor'],
    ['adminRejectVendor', 'There was an error rejecting the vendor'],
  ] as const)('%s: %s', (key, text) => {
    expect(failure(key, serverError).text).toBe(text);
  });

  it("says 'The app could not be found.' when app details answer 404", () => {
    expect(failure('loadApp', { status: 404, statusText: 'Not Found' }).text).toBe(
      'The app could not be found.',
    );
  });

  it("shows the server's text for a 400 on update app and vendor create", () => {
    const badRequest = { status: 400, statusText: 'Bad Request', detail: 'The demo URL is not reachable.' };
    expect(failure('updateApp', badRequest).text).toBe('The demo URL is not reachable.');
    expect(failure('createVendor', badRequest).text).toBe('The demo URL is not reachable.');
  });

  it('adds the reason of a refusal (409, 403, 413, 429) after the catalogue text, never a title', () => {
    const reason = 'Apps can only be created and changed once your vendor registration is approved.';
    expect(failure('createApp', { status: 409, statusText: 'Conflict', detail: reason, reason }).text).toBe(
      `There was an error creating your app. ${reason}`,
    );
    expect(failure('deleteApp', { status: 403, statusText: 'Forbidden', reason: 'No.' }).text).toBe(
      'There was an error deleting your app. Status: 403 - Forbidden No.',
    );
    // Only the title (no detail): nothing is added.
    expect(failure('createApp', { status: 409, statusText: 'Conflict', detail: 'Conflict' }).text).toBe(
      'There was an error creating your app.',
    );
    // A server error's detail is not a reason to show.
    expect(failure('createApp', { status: 500, statusText: 'Internal Server Error', reason: 'x' }).text).toBe(
      'There was an error creating your app.',
    );
  });

  it('keeps the catalogue text for a 400 elsewhere or without a server text', () => {
    const badRequest = { status: 400, statusText: 'Bad Request', detail: 'Server text' };
    expect(failure('createApp', badRequest).text).toBe('There was an error creating your app.');
    expect(failure('updateApp', { status: 400, statusText: 'Bad Request' }).text).toBe(
      'There was an error changing your app information.',
    );
  });
});

describe("the first page's part of the catalogue (messages-core)", () => {
  it('gives the catalogue the same loadApps snackbars as the full catalogue', () => {
    for (const error of [serverError, offline, { status: 404, statusText: 'Not Found' }]) {
      expect(failureFor(LOAD_APPS_FAILURE, error)).toEqual(failure('loadApps', error));
    }
    expect(failureFor(LOAD_APPS_FAILURE, serverError).text).toBe(
      'There was an error loading the apps. Status: 500 - Internal Server Error',
    );
  });

  it('applies the 404 and 400 rules only to the failures that have them', () => {
    const rule = { text: 'Base.', notFoundText: 'Gone.', serverTextOn400: true };
    expect(failureFor(rule, { status: 404, statusText: 'Not Found' }).text).toBe('Gone.');
    expect(failureFor(rule, { status: 400, statusText: 'Bad Request', detail: 'Server text' }).text).toBe(
      'Server text',
    );
    expect(failureFor({ text: 'Base.' }, { status: 404, statusText: 'Not Found' }).text).toBe('Base.');
    expect(failureFor({ text: 'Base.' }, { status: 400, statusText: 'Bad Request', detail: 'x' }).text).toBe(
      'Base.',
    );
  });

  it('names the failures with the status suffix and with the server text on a 400', () => {
    expect([...FAILURES_WITH_STATUS].sort()).toEqual([
      'deactivateApp',
      'deleteApp',
      'loadApp',
      'loadApps',
      'loadVendors',
    ]);
    expect([...FAILURES_WITH_SERVER_TEXT_ON_400].sort()).toEqual(['createVendor', 'updateApp']);
    expect(FAILURE_TEXTS.loadVendors).toBe(FAILURE_TEXTS.loadApps);
  });

  it('keeps its screen texts part of UI_TEXTS', () => {
    expect(UI_TEXTS).toMatchObject({ ...PUBLIC_UI_TEXTS, ...ADMIN_LIST_EMPTY_TEXTS });
    expect(UI_TEXTS).toMatchObject({
      startHeading: 'Discover where digital health comes alive',
      catalogueHeading: 'Discover Apps',
      loginRegister: 'Login/Register',
      emptySubmittedApps: 'There are no apps waiting for approval.',
      emptyVendors: 'There are no vendors available.',
    });
  });
});

describe('success catalogue', () => {
  it('holds the user-visible texts word for word', () => {
    expect(SUCCESS_TEXTS).toMatchObject({
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
    });
  });
});

describe('confirmations', () => {
  it('holds the browser dialog texts', () => {
    expect(CONFIRM_TEXTS).toEqual({
      deleteApp: 'Are you sure you want to delete this app?',
      deactivateApp: 'Are you sure you want to deactivate this app?',
      adminActivateApp: 'Are you sure to activate this app?',
      adminDeactivateApp: 'Are you sure to deactivate this app?',
    });
  });
});
