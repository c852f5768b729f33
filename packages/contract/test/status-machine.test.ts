import { describe, expect, it } from 'vitest';
import {
  APP_ACTION_NEW_STATUS,
  APP_MACHINE,
  APP_NEW_STATUSES,
  APP_STATUSES,
  VENDOR_ACTION_NEW_STATUS,
  VENDOR_MACHINE,
  VENDOR_NEW_STATUSES,
  VENDOR_STATUSES,
  actionsFrom,
  actorOf,
  canShowEdit,
  canSubmitVendorRegistration,
  canTransition,
  cardActions,
  findTransition,
  findTransitionByAction,
  isNameEditable,
  isVendorEditable,
  myAppsVendorMessage,
  ribbonType,
  statusLabel,
  vendorPageMessage,
  type Actor,
  type VendorStatus,
} from '../src/index.ts';

describe('app status machine: allowed transitions', () => {
  it.each([
    ['DRAFT', 'vendor', 'WAITING_FOR_APPROVAL', 'submit'],
    ['WAITING_FOR_APPROVAL', 'admin', 'ACTIVE', 'approve'],
    ['WAITING_FOR_APPROVAL', 'admin', 'REJECTED', 'reject'],
    ['REJECTED', 'vendor', 'WAITING_FOR_APPROVAL', 'resubmit'],
    ['ACTIVE', 'admin', 'DEACTIVATED', 'deactivate'],
    ['ACTIVE', 'vendor', 'DEACTIVATED', 'deactivate'],
    ['REJECTED', 'vendor', 'DEACTIVATED', 'deactivate'],
    ['DEACTIVATED', 'admin', 'ACTIVE', 'activate'],
  ] as const)('%s -> (%s) -> %s is %s', (from, actor, to, action) => {
    expect(canTransition(APP_MACHINE, from, to, actor)).toBe(true);
    expect(findTransition(APP_MACHINE, from, to, actor)?.action).toBe(action);
    expect(findTransitionByAction(APP_MACHINE, from, action, actor)?.to).toBe(to);
  });

  it('has exactly those rows', () => {
    expect(APP_MACHINE).toHaveLength(8);
  });
});

describe('app status machine: refused transitions', () => {
  it.each([
    ['DRAFT', 'admin', 'WAITING_FOR_APPROVAL', 'admins do not submit for vendors'],
    ['WAITING_FOR_APPROVAL', 'vendor', 'ACTIVE', 'vendors do not approve their own apps'],
    ['WAITING_FOR_APPROVAL', 'vendor', 'REJECTED', 'vendors do not reject'],
    ['DEACTIVATED', 'vendor', 'ACTIVE', 'a vendor cannot reactivate a deactivated app'],
    ['DRAFT', 'vendor', 'ACTIVE', 'drafts are not published without review'],
    ['REJECTED', 'admin', 'ACTIVE', 'a rejected app is not approved without resubmission'],
    ['DRAFT', 'vendor', 'DEACTIVATED', 'drafts are deleted, not deactivated'],
    ['WAITING_FOR_APPROVAL', 'admin', 'DEACTIVATED', 'apps in review are not deactivated'],
    ['REJECTED', 'admin', 'DEACTIVATED', 'admins deactivate published apps only'],
    ['ACTIVE', 'vendor', 'WAITING_FOR_APPROVAL', 'a published app is not resubmitted as such'],
    ['ACTIVE', 'admin', 'ACTIVE', 'no self transitions'],
  ] as const)('%s -> (%s) -> %s is refused: %s', (from, actor, to, _why) => {
    expect(canTransition(APP_MACHINE, from, to, actor)).toBe(false);
    expect(findTransition(APP_MACHINE, from, to, actor)).toBeUndefined();
  });

  it('no row leads to DRAFT (new versions start there; nothing returns to it)', () => {
    expect(APP_MACHINE.some((t) => t.to === 'DRAFT')).toBe(false);
  });
});

describe('app newStatus values', () => {
  it('every row ends in a status the API accepts as newStatus', () => {
    for (const row of APP_MACHINE) expect(APP_NEW_STATUSES).toContain(row.to);
  });

  it('every action is sent as the newStatus its rows lead to', () => {
    for (const row of APP_MACHINE) expect(APP_ACTION_NEW_STATUS[row.action]).toBe(row.to);
  });

  it('activate goes through the approve call (newStatus ACTIVE)', () => {
    expect(APP_ACTION_NEW_STATUS.activate).toBe('ACTIVE');
    expect(APP_ACTION_NEW_STATUS.approve).toBe('ACTIVE');
  });
});

describe('vendor status machine: allowed transitions', () => {
  it.each([
    ['DRAFT', 'vendor', 'WAITING_FOR_APPROVAL', 'submit'],
    ['REJECTED', 'vendor', 'WAITING_FOR_APPROVAL', 'resubmit'],
    ['WAITING_FOR_APPROVAL', 'admin', 'APPROVED', 'approve'],
    ['WAITING_FOR_APPROVAL', 'admin', 'REJECTED', 'reject'],
    ['APPROVED', 'admin', 'DEACTIVATED', 'deactivate'],
    ['DEACTIVATED', 'admin', 'APPROVED', 'activate'],
  ] as const)('%s -> (%s) -> %s is %s', (from, actor, to, action) => {
    expect(canTransition(VENDOR_MACHINE, from, to, actor)).toBe(true);
    expect(findTransition(VENDOR_MACHINE, from, to, actor)?.action).toBe(action);
  });

  it('has exactly those rows', () => {
    expect(VENDOR_MACHINE).toHaveLength(6);
  });

  it('every row ends in a status the API accepts as newStatus, sent for its action', () => {
    for (const row of VENDOR_MACHINE) {
      expect(VENDOR_NEW_STATUSES).toContain(row.to);
      expect(VENDOR_ACTION_NEW_STATUS[row.action]).toBe(row.to);
    }
  });
});

describe('vendor status machine: refused transitions', () => {
  it.each([
    ['WAITING_FOR_APPROVAL', 'vendor', 'APPROVED', 'vendors do not approve themselves'],
    ['DRAFT', 'admin', 'APPROVED', 'drafts are not approved before submission'],
    ['APPROVED', 'vendor', 'WAITING_FOR_APPROVAL', 'approved vendors need support for changes'],
    ['APPROVED', 'vendor', 'DEACTIVATED', 'vendors do not deactivate themselves'],
    ['DEACTIVATED', 'vendor', 'WAITING_FOR_APPROVAL', 'deactivated vendors cannot resubmit'],
    ['REJECTED', 'admin', 'APPROVED', 'a rejected vendor is not approved without resubmission'],
  ] as const)('%s -> (%s) -> %s is refused: %s', (from, actor, to, _why) => {
    expect(canTransition(VENDOR_MACHINE, from, to, actor)).toBe(false);
  });
});

describe('actions a screen may offer', () => {
  it('lists the admin review actions for an app in review', () => {
    expect(actionsFrom(APP_MACHINE, 'WAITING_FOR_APPROVAL', 'admin')).toEqual(['approve', 'reject']);
  });

  it('offers a vendor nothing for a deactivated app', () => {
    expect(actionsFrom(APP_MACHINE, 'DEACTIVATED', 'vendor')).toEqual([]);
  });

  it('acts as admin when the user has ADMIN, as vendor with VENDOR only, and not at all otherwise', () => {
    expect(actorOf(['VENDOR', 'ADMIN'])).toBe<Actor>('admin');
    expect(actorOf(['VENDOR'])).toBe<Actor>('vendor');
    expect(actorOf([])).toBeUndefined();
  });
});

describe('status labels', () => {
  it.each([
    ['DRAFT', 'Draft'],
    ['WAITING_FOR_APPROVAL', 'In review'],
    ['ACTIVE', 'Published'],
    ['REJECTED', 'Rejected'],
    ['DEACTIVATED', 'Deactivated'],
  ] as const)('one version: %s is %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
    expect(statusLabel(status, false)).toBe(label);
  });

  it.each([
    ['DRAFT', 'New draft'],
    ['WAITING_FOR_APPROVAL', 'Update in review'],
    ['REJECTED', 'Update rejected'],
    ['ACTIVE', 'Published'],
    ['DEACTIVATED', 'Deactivated'],
  ] as const)('published and in-progress: %s is %s', (status, label) => {
    expect(statusLabel(status, true)).toBe(label);
  });
});

describe('ribbon types', () => {
  it.each([
    ['DRAFT', 'warning'],
    ['WAITING_FOR_APPROVAL', 'warning'],
    ['ACTIVE', 'info'],
    ['REJECTED', 'error'],
    ['DEACTIVATED', 'error'],
  ] as const)('%s is %s', (status, type) => {
    expect(ribbonType(status)).toBe(type);
  });
});

describe('card context menu', () => {
  it.each([
    ['DRAFT', true, 'delete', true],
    ['WAITING_FOR_APPROVAL', false, 'deactivate', false],
    ['ACTIVE', true, 'deactivate', true],
    ['REJECTED', true, 'deactivate', true],
    ['DEACTIVATED', false, 'deactivate', false],
  ] as const)('%s: edit enabled %s, offers %s enabled %s', (status, edit, kind, enabled) => {
    expect(cardActions(status)).toEqual({ edit: { enabled: edit }, remove: { kind, enabled } });
  });

  it('enables Deactivate exactly where the vendor row of the machine allows it', () => {
    for (const status of APP_STATUSES) {
      const actions = cardActions(status);
      if (actions.remove.kind === 'deactivate') {
        expect(actions.remove.enabled).toBe(canTransition(APP_MACHINE, status, 'DEACTIVATED', 'vendor'));
      }
    }
  });
});

describe('details page Edit button', () => {
  it.each([
    ['DRAFT', undefined, true],
    ['ACTIVE', undefined, true],
    ['REJECTED', null, true],
    ['WAITING_FOR_APPROVAL', undefined, false],
    ['DEACTIVATED', undefined, false],
    ['ACTIVE', 'DRAFT', true],
    ['ACTIVE', 'REJECTED', true],
    ['ACTIVE', 'WAITING_FOR_APPROVAL', false],
  ] as const)('status %s with newer version %s: shown %s', (status, inProgress, shown) => {
    expect(canShowEdit(status, inProgress)).toBe(shown);
  });
});

describe('editor name field', () => {
  it.each([
    ['DRAFT', true],
    ['REJECTED', true],
    ['WAITING_FOR_APPROVAL', false],
    ['ACTIVE', false],
    ['DEACTIVATED', false],
  ] as const)('%s: editable %s', (status, editable) => {
    expect(isNameEditable(status)).toBe(editable);
  });

  it('is editable for a new app without status', () => {
    expect(isNameEditable(undefined)).toBe(true);
  });
});

describe('vendor page', () => {
  it.each([
    ['DRAFT', true],
    ['REJECTED', true],
    ['WAITING_FOR_APPROVAL', false],
    ['APPROVED', false],
    ['DEACTIVATED', false],
  ] as const)('%s: information and icon editable %s', (status, editable) => {
    expect(isVendorEditable(status)).toBe(editable);
  });

  it('shows the given texts per status', () => {
    expect(vendorPageMessage('DRAFT').text).toBe(
      'After you have added your vendor information and set an icon, you can submit your vendor registration.',
    );
    expect(vendorPageMessage('WAITING_FOR_APPROVAL').text).toMatch(
      /^Your vendor registration was submitted\. Please wait for the approval\. You will receive an email when your registration is approved or rejected/,
    );
    expect(vendorPageMessage('APPROVED').text).toBe(
      'To make changes to your vendor information, please contact the support.',
    );
    expect(vendorPageMessage('DEACTIVATED').text).toMatch(/^Your vendor account is deactivated/);
    expect(vendorPageMessage('DEACTIVATED').type).toBe('error');
  });

  it("shows the reason for REJECTED, or 'No reason provided.'", () => {
    expect(vendorPageMessage('REJECTED', 'Website unreachable').reason).toBe('Website unreachable');
    expect(vendorPageMessage('REJECTED').reason).toBe('No reason provided.');
    expect(vendorPageMessage('REJECTED', ' ').reason).toBe('No reason provided.');
  });

  it('enables Submit registration only with an icon and a submittable status', () => {
    expect(canSubmitVendorRegistration({ status: 'DRAFT', imageUrl: '/api/media/i.webp' })).toBe(true);
    expect(canSubmitVendorRegistration({ status: 'REJECTED', imageUrl: '/api/media/i.webp' })).toBe(true);
    expect(canSubmitVendorRegistration({ status: 'DRAFT', imageUrl: null })).toBe(false);
    expect(canSubmitVendorRegistration({ status: 'DRAFT' })).toBe(false);
    const others: VendorStatus[] = ['WAITING_FOR_APPROVAL', 'APPROVED', 'DEACTIVATED'];
    for (const status of others) {
      expect(canSubmitVendorRegistration({ status, imageUrl: '/api/media/i.webp' })).toBe(false);
    }
  });
});

describe('my-apps page by vendor status', () => {
  it('asks a DRAFT vendor to wait for review', () => {
    expect(myAppsVendorMessage('DRAFT')).toMatch(/wait for the review/);
  });

  it('asks a REJECTED vendor to update', () => {
    expect(myAppsVendorMessage('REJECTED')).toMatch(/update your vendor information/);
  });

  it('asks a DEACTIVATED vendor to contact support', () => {
    expect(myAppsVendorMessage('DEACTIVATED')).toMatch(/contact the support/);
  });

  it('lists the apps otherwise', () => {
    expect(myAppsVendorMessage('APPROVED')).toBeUndefined();
    expect(myAppsVendorMessage('WAITING_FOR_APPROVAL')).toBeUndefined();
  });

  it('covers every vendor status', () => {
    for (const status of VENDOR_STATUSES) expect(() => vendorPageMessage(status)).not.toThrow();
  });
});
