import { afterEach, describe, expect, it } from 'vitest';
import {
  isSupportEmail,
  myAppsVendorMessage,
  rejectionNotice,
  sendsToSupport,
  vendorPageMessage,
  versionsStatusLabel,
} from '../src/index.ts';
import { VENDOR_STATUSES } from '../src/statuses.ts';
import { applyLocale } from '../src/i18n/index.ts';

afterEach(() => applyLocale('en'));

describe('rejectionNotice (issue 19)', () => {
  it('words an update rejection as the update, naming the version that stays live', () => {
    expect(rejectionNotice({ reason: 'Broken demo', update: true, liveVersion: '1.0.0' })).toEqual({
      lead: 'Your update was rejected:',
      title: 'Your update was rejected. Reason:',
      reason: 'Broken demo',
      live: 'Version 1.0.0 stays live.',
    });
    expect(rejectionNotice({ reason: 'x', update: true, liveVersion: null }).live).toBe(
      'The published version stays live.',
    );
  });

  it('words a first version rejection as the app, and a blank reason as "No reason provided."', () => {
    expect(rejectionNotice({ reason: ' ', update: false, liveVersion: null })).toEqual({
      lead: 'Your app was rejected:',
      title: 'Your app was rejected. Reason:',
      reason: 'No reason provided.',
      live: undefined,
    });
  });

  it('speaks German', () => {
    applyLocale('de');
    expect(rejectionNotice({ reason: 'Kaputt', update: true, liveVersion: '2.1' })).toMatchObject({
      lead: 'Ihre Aktualisierung wurde abgelehnt:',
      live: 'Version 2.1 bleibt veröffentlicht.',
    });
  });
});

describe('versionsStatusLabel (issue 19)', () => {
  it('says the state of both versions, or the single one', () => {
    expect(versionsStatusLabel('ACTIVE', 'DRAFT')).toBe('Live · update in draft');
    expect(versionsStatusLabel('ACTIVE', 'WAITING_FOR_APPROVAL')).toBe('Live · update in review');
    expect(versionsStatusLabel('ACTIVE', 'REJECTED')).toBe('Live · update rejected');
    expect(versionsStatusLabel('ACTIVE', null)).toBe('Published');
    expect(versionsStatusLabel('DEACTIVATED', undefined)).toBe('Deactivated');
    expect(versionsStatusLabel(null, 'REJECTED')).toBe('Rejected');
    // Where the published version's state is not known: the spec's update labels.
    expect(versionsStatusLabel('unknown', 'WAITING_FOR_APPROVAL')).toBe('Update in review');
  });
});

describe('isSupportEmail', () => {
  it('takes a plain address only, nothing that adds mailto parameters', () => {
    expect(isSupportEmail('support@example.org')).toBe(true);
    expect(isSupportEmail('')).toBe(false);
    expect(isSupportEmail('support@example.org?cc=x@y.z')).toBe(false);
    expect(isSupportEmail('Support <support@example.org>')).toBe(false);
    expect(isSupportEmail('support')).toBe(false);
  });
});

describe('sendsToSupport', () => {
  it('names the vendor statuses whose message says "please contact the support"', () => {
    expect(VENDOR_STATUSES.filter(sendsToSupport)).toEqual(['APPROVED', 'DEACTIVATED']);
    for (const status of VENDOR_STATUSES.filter(sendsToSupport)) {
      const texts = [vendorPageMessage(status).text, myAppsVendorMessage(status) ?? ''].join(' ');
      expect(texts.toLowerCase()).toContain('contact the support');
    }
  });
});
