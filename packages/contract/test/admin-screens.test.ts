import { describe, expect, it } from 'vitest';
import {
  ADMIN_APP_ACTION_KEYS,
  ADMIN_APP_ACTION_TEXTS,
  ADMIN_VENDOR_ACTION_KEYS,
  ADMIN_VENDOR_ACTION_TEXTS,
  APP_STATUSES,
  CONFIRM_TEXTS,
  FAILURE_TEXTS,
  SUCCESS_TEXTS,
  VENDOR_STATUSES,
  adminReviewView,
  adminVendorActions,
  auditStatusLabel,
  formatDateTime,
  isAdminAppAction,
  showsUpdate,
  type AppStatus,
} from '../src/index.ts';

describe('admin review buttons on an app’s page', () => {
  it('offers Approve and Reject where the version in review is shown', () => {
    expect(adminReviewView({ status: 'WAITING_FOR_APPROVAL', hasPublished: false }).actions).toEqual([
      'approve',
      'reject',
    ]);
    // The preview of an update in review: the app is live, so it can be taken down too.
    expect(
      adminReviewView({
        status: 'WAITING_FOR_APPROVAL',
        inProgressStatus: 'WAITING_FOR_APPROVAL',
        hasPublished: true,
      }),
    ).toEqual({ actions: ['approve', 'reject', 'deactivate'], updateInReview: false });
  });

  it('offers Deactivate for a live app and Activate for a deactivated one that was published', () => {
    expect(adminReviewView({ status: 'ACTIVE', hasPublished: true }).actions).toEqual(['deactivate']);
    expect(adminReviewView({ status: 'DEACTIVATED', hasPublished: true }).actions).toEqual(['activate']);
  });

  it('does not offer Activate for a deactivated app that was never published (the API refuses it)', () => {
    expect(adminReviewView({ status: 'DEACTIVATED', hasPublished: false }).actions).toEqual([]);
  });

  it('offers nothing for drafts and rejected versions of new apps', () => {
    for (const status of ['DRAFT', 'REJECTED'] as const) {
      expect(adminReviewView({ status, hasPublished: false }).actions).toEqual([]);
    }
  });

  it('on the published page of an app whose update waits, offers Deactivate and points to the update', () => {
    expect(
      adminReviewView({ status: 'ACTIVE', inProgressStatus: 'WAITING_FOR_APPROVAL', hasPublished: true }),
    ).toEqual({
      actions: ['deactivate'],
      updateInReview: true,
    });
    expect(
      adminReviewView({ status: 'ACTIVE', inProgressStatus: 'DRAFT', hasPublished: true }).updateInReview,
    ).toBe(false);
  });

  it('names every action’s texts from the catalogue, with a confirmation only for activate and deactivate', () => {
    for (const [action, texts] of Object.entries(ADMIN_APP_ACTION_KEYS)) {
      expect(SUCCESS_TEXTS[texts.success]).toMatch(/^App was /);
      expect(FAILURE_TEXTS[texts.failure]).toMatch(/^There was an error .* the app$/);
      expect(texts.confirm === undefined).toBe(action === 'approve' || action === 'reject');
    }
    expect(CONFIRM_TEXTS[ADMIN_APP_ACTION_KEYS.activate.confirm]).toBe('Are you sure to activate this app?');
    expect(CONFIRM_TEXTS[ADMIN_APP_ACTION_KEYS.deactivate.confirm]).toBe(
      'Are you sure to deactivate this app?',
    );
    expect(SUCCESS_TEXTS[ADMIN_VENDOR_ACTION_KEYS.reject.success]).toBe('Vendor was rejected');
    expect(FAILURE_TEXTS[ADMIN_VENDOR_ACTION_KEYS.approve.failure]).toBe(
      'There was an error approving the vendor',
    );
    expect(ADMIN_APP_ACTION_TEXTS).toEqual({
      approve: 'Approve',
      reject: 'Reject',
      activate: 'Activate',
      deactivate: 'Deactivate',
    });
    expect(ADMIN_VENDOR_ACTION_TEXTS).toEqual({ approve: 'Approve', reject: 'Reject' });
  });

  it('knows which actions are the admin’s', () => {
    expect(isAdminAppAction('activate')).toBe(true);
    expect(isAdminAppAction('submit')).toBe(false);
  });
});

describe('update previews', () => {
  it('is an update when an in-progress version of a published app is shown', () => {
    const inProgress: AppStatus[] = ['DRAFT', 'WAITING_FOR_APPROVAL', 'REJECTED'];
    for (const status of APP_STATUSES) {
      expect(showsUpdate({ status, hasPublished: true })).toBe(inProgress.includes(status));
      expect(showsUpdate({ status, hasPublished: false })).toBe(false);
    }
  });
});

describe('vendor row buttons', () => {
  it('offers Approve and Reject only to vendors waiting for approval', () => {
    for (const status of VENDOR_STATUSES) {
      expect(adminVendorActions(status)).toEqual(
        status === 'WAITING_FOR_APPROVAL' ? ['approve', 'reject'] : [],
      );
    }
  });
});

describe('history formatting', () => {
  it('formats dd.MM.yyyy HH:mm in the given time zone', () => {
    expect(formatDateTime('2026-03-04T09:05:00.000Z', 'UTC')).toBe('04.03.2026 09:05');
    expect(formatDateTime('2026-03-04T23:30:00.000Z', 'Europe/Berlin')).toBe('05.03.2026 00:30');
    expect(formatDateTime('not a date', 'UTC')).toBe('');
  });

  it('names statuses in the words of the subject’s screens', () => {
    expect(auditStatusLabel('app', 'WAITING_FOR_APPROVAL')).toBe('In review');
    expect(auditStatusLabel('app', 'ACTIVE')).toBe('Published');
    expect(auditStatusLabel('vendor', 'APPROVED')).toBe('Approved');
  });
});
