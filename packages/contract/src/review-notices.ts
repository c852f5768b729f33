/**
 * Ours (issue 19): what tells a vendor why a version was rejected, the confirmation dialog's texts, the
 * support contact, and where an admin returns after an app action. Free of zod at runtime: the vendor's
 * banner and cards load it in their own chunks.
 */
import type { AppRejection } from './apps.ts';
import type { AdminAppTab } from './routes.ts';
import { REASON_TEXTS } from './messages.ts';
import { texts } from './i18n/locale.ts';
import type { AppStatus } from './statuses.ts';

export const REJECTION_TEXTS = texts('REJECTION_TEXTS', {
  /** The app itself (never published) was rejected. */
  appRejected: 'Your app was rejected:',
  /** An update of a published app was rejected; the published version stays. */
  updateRejected: 'Your update was rejected:',
  liveVersion: (version: string): string => `Version ${version} stays live.`,
  liveUnnamed: 'The published version stays live.',
  /** The editor's warning box titles. */
  appRejectedTitle: 'Your app was rejected. Reason:',
  updateRejectedTitle: 'Your update was rejected. Reason:',
} as const);

export interface RejectionNotice {
  /** 'Your app was rejected:' or 'Your update was rejected:'. */
  readonly lead: string;
  /** The editor's box title for the same case. */
  readonly title: string;
  /** The reason's text, or 'No reason provided.'. */
  readonly reason: string;
  /** For an update: which version stays live. */
  readonly live: string | undefined;
}

/** The words for a rejection, worded for which of the two was rejected: the app, or its update. */
export function rejectionNotice(rejection: AppRejection): RejectionNotice {
  const reason = rejection.reason.trim() === '' ? REASON_TEXTS.noReason : rejection.reason;
  if (!rejection.update) {
    return {
      lead: REJECTION_TEXTS.appRejected,
      title: REJECTION_TEXTS.appRejectedTitle,
      reason,
      live: undefined,
    };
  }
  const version = rejection.liveVersion?.trim();
  return {
    lead: REJECTION_TEXTS.updateRejected,
    title: REJECTION_TEXTS.updateRejectedTitle,
    reason,
    live: version ? REJECTION_TEXTS.liveVersion(version) : REJECTION_TEXTS.liveUnnamed,
  };
}

/**
 * The confirmation dialog of each destructive or status action: its title and confirm button. The
 * question itself is the spec's (CONFIRM_TEXTS, same keys).
 */
export const CONFIRM_DIALOG_TEXTS = texts('CONFIRM_DIALOG_TEXTS', {
  deleteAppTitle: 'Delete app',
  deactivateAppTitle: 'Deactivate app',
  activateAppTitle: 'Activate app',
  delete: 'Delete',
  deactivate: 'Deactivate',
  activate: 'Activate',
  cancel: 'Cancel',
} as const);

/** Where the spec says 'Please contact the support': the contact, when the site names one. */
export const SUPPORT_TEXTS = texts('SUPPORT_TEXTS', {
  contact: 'Support:',
} as const);

/** A support address the web may link: a plain address, nothing that could smuggle mailto parameters. */
export const isSupportEmail = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[^\s@<>?&#"]+@[^\s@<>?&#"]+\.[^\s@<>?&#"]+$/.test(value);

/**
 * Where an admin lands after acting on an app from its page: the tab that listed the app, read from
 * the shown version's status before the action (in review: submitted; deactivated: deactivated;
 * published: approved). Activate on a deactivated app returns to the deactivated list.
 */
export function adminAppReturnTab(status: AppStatus): AdminAppTab {
  if (status === 'DEACTIVATED') return 'deactivated-apps';
  if (status === 'ACTIVE') return 'approved-apps';
  return 'submitted-apps';
}
