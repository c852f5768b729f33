import { afterEach, describe, expect, it } from 'vitest';
import {
  isSupportEmail,
  myAppsVendorMessage,
  rejectionNotice,
  sendsToSupport,
  vendorPageMessage,
  versionsStatus,
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

describe('versionsStatus', () => {
  it("gives the spec's update label while both versions exist, the live marker while the published one is ACTIVE", () => {
    expect(versionsStatus('ACTIVE', 'DRAFT')).toEqual({ label: 'New draft', liveMarker: 'Live' });
    expect(versionsStatus('ACTIVE', 'WAITING_FOR_APPROVAL')).toEqual({
      label: 'Update in review',
      liveMarker: 'Live',
    });
    expect(versionsStatus('ACTIVE', 'REJECTED')).toEqual({ label: 'Update rejected', liveMarker: 'Live' });
    expect(versionsStatus('DEACTIVATED', 'REJECTED')).toEqual({
      label: 'Update rejected',
      liveMarker: undefined,
    });
    // Where the published version's state is not known: the label, without the marker.
    expect(versionsStatus('unknown', 'WAITING_FOR_APPROVAL')).toEqual({
      label: 'Update in review',
      liveMarker: undefined,
    });
  });

  it('gives the single version its one-version label, without the marker', () => {
    expect(versionsStatus('ACTIVE', null)).toEqual({ label: 'Published', liveMarker: undefined });
    expect(versionsStatus('DEACTIVATED', undefined)).toEqual({ label: 'Deactivated', liveMarker: undefined });
    expect(versionsStatus(null, 'REJECTED')).toEqual({ label: 'Rejected', liveMarker: undefined });
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
