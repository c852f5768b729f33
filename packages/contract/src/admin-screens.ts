/**
 * Rules and texts of the admin's screens (admin lists, review actions on an app's pages, the change
 * view and the audit history) that were left open. Zod-free: only the admin chunks use it.
 */
import type { CONFIRM_TEXTS, FailureKey, SuccessKey } from './messages.ts';
import {
  actionsFrom,
  APP_MACHINE,
  APP_STATUS_LABELS,
  APP_WHOLE_APP_ACTIONS,
  VENDOR_MACHINE,
  VENDOR_STATUS_LABELS,
  type AppAction,
  type VendorAction,
} from './status-machine.ts';
import type { AppStatus, VendorStatus } from './statuses.ts';
import type { AdminAppTab, AdminVendorTab } from './routes.ts';
import { ADMIN_LIST_EMPTY_TEXTS } from './admin-list-texts.ts';
import { localizable, texts } from './i18n/locale.ts';

// ---------------------------------------------------------------------------------------------
// Review actions on apps

/** The actions an admin has buttons for: everything the machine gives the admin actor. */
const ADMIN_APP_ACTIONS = [
  'approve',
  'reject',
  'activate',
  'deactivate',
] as const satisfies readonly AppAction[];
export type AdminAppAction = (typeof ADMIN_APP_ACTIONS)[number];

export const isAdminAppAction = (action: AppAction): action is AdminAppAction =>
  (ADMIN_APP_ACTIONS as readonly AppAction[]).includes(action);

/** Button label of each admin app action. */
export const ADMIN_APP_ACTION_TEXTS = texts('ADMIN_APP_ACTION_TEXTS', {
  approve: 'Approve',
  reject: 'Reject',
  activate: 'Activate',
  deactivate: 'Deactivate',
} as const satisfies Record<AdminAppAction, string>);

/** Snackbar texts and browser confirmation of each admin app action: keys of the catalogue's texts. */
export const ADMIN_APP_ACTION_KEYS = {
  approve: { success: 'adminAppApproved', failure: 'adminApproveApp', confirm: undefined },
  reject: { success: 'adminAppRejected', failure: 'adminRejectApp', confirm: undefined },
  activate: { success: 'adminAppActivated', failure: 'adminActivateApp', confirm: 'adminActivateApp' },
  deactivate: {
    success: 'adminAppDeactivated',
    failure: 'adminDeactivateApp',
    confirm: 'adminDeactivateApp',
  },
} as const satisfies Record<
  AdminAppAction,
  { success: SuccessKey; failure: FailureKey; confirm: keyof typeof CONFIRM_TEXTS | undefined }
>;

/** Statuses of a version that is not (yet) the published one. */
const IN_PROGRESS_STATUSES: ReadonlySet<AppStatus> = new Set<AppStatus>([
  'DRAFT',
  'WAITING_FOR_APPROVAL',
  'REJECTED',
]);
const WHOLE_APP: ReadonlySet<AppAction> = new Set<AppAction>(APP_WHOLE_APP_ACTIONS);

/** What an app's page tells about the app: the shown version's status and the app's versions. */
export interface AdminReviewSubject {
  readonly status: AppStatus;
  readonly inProgressStatus?: AppStatus | null | undefined;
  readonly hasPublished?: boolean | undefined;
}

/** The page shows a newer in-progress version of a published app: an update (the change view applies). */
export const showsUpdate = (app: AdminReviewSubject): boolean =>
  app.hasPublished === true && IN_PROGRESS_STATUSES.has(app.status);

export interface AdminReviewView {
  /** The buttons, in the order of ADMIN_APP_ACTIONS. */
  readonly actions: readonly AdminAppAction[];
  /**
   * The page shows the published version while an update waits for review: the admin is offered the
   * preview, where the update itself is approved or rejected.
   */
  readonly updateInReview: boolean;
}

/**
 * Which review buttons an admin sees on an app's page, from the admin rows of APP_MACHINE, as the API
 * checks them: approve and reject act on the shown version, so they appear only where the version in
 * review itself is shown (a preview, or the page of an app that was never published); deactivate and
 * activate act on the whole app and follow its lifecycle status. An app with a published and an
 * in-progress version is live (deactivation drops pending updates), so its lifecycle status is ACTIVE.
 *
 * Decision: Activate is not offered for a deactivated app that was never published, which the API
 * refuses ("never published, so it can not be activated").
 */
export function adminReviewView(app: AdminReviewSubject): AdminReviewView {
  const showsInProgress = IN_PROGRESS_STATUSES.has(app.status);
  const lifecycle: AppStatus = showsInProgress && app.hasPublished === true ? 'ACTIVE' : app.status;
  const versionActions = actionsFrom(APP_MACHINE, app.status, 'admin').filter((a) => !WHOLE_APP.has(a));
  const appActions = actionsFrom(APP_MACHINE, lifecycle, 'admin').filter(
    (a) => WHOLE_APP.has(a) && !(a === 'activate' && app.hasPublished === false),
  );
  const allowed = new Set<AppAction>([...versionActions, ...appActions]);
  return {
    actions: ADMIN_APP_ACTIONS.filter((a) => allowed.has(a)),
    updateInReview: !showsInProgress && app.inProgressStatus === 'WAITING_FOR_APPROVAL',
  };
}

// ---------------------------------------------------------------------------------------------
// Review actions on vendors

/** The vendor rows' buttons: Approve and Reject (the machine's other admin rows have no button). */
const ADMIN_VENDOR_ACTIONS = ['approve', 'reject'] as const satisfies readonly VendorAction[];
export type AdminVendorAction = (typeof ADMIN_VENDOR_ACTIONS)[number];

export const isAdminVendorAction = (action: VendorAction): action is AdminVendorAction =>
  (ADMIN_VENDOR_ACTIONS as readonly VendorAction[]).includes(action);

/** Button label of each admin vendor action. */
export const ADMIN_VENDOR_ACTION_TEXTS = texts('ADMIN_VENDOR_ACTION_TEXTS', {
  approve: 'Approve',
  reject: 'Reject',
} as const satisfies Record<AdminVendorAction, string>);

/** Snackbar texts of each admin vendor action: keys of the catalogue's texts. */
export const ADMIN_VENDOR_ACTION_KEYS = {
  approve: { success: 'adminVendorApproved', failure: 'adminApproveVendor' },
  reject: { success: 'adminVendorRejected', failure: 'adminRejectVendor' },
} as const satisfies Record<AdminVendorAction, { success: SuccessKey; failure: FailureKey }>;

/** The buttons of a vendor row: the machine's admin actions from the vendor's status that have one. */
export const adminVendorActions = (status: VendorStatus): AdminVendorAction[] => {
  const allowed = new Set<VendorAction>(actionsFrom(VENDOR_MACHINE, status, 'admin'));
  return ADMIN_VENDOR_ACTIONS.filter((a) => allowed.has(a));
};

// ---------------------------------------------------------------------------------------------
// Texts of the admin screens that were not given (ours)

export const ADMIN_TEXTS = texts('ADMIN_TEXTS', {
  appTabsLabel: 'App lists',
  vendorTabsLabel: 'Vendor lists',
  vendorTableLabel: 'Vendors',
  columnIcon: 'Icon',
  columnName: 'Name',
  columnDescription: 'Description',
  columnContact: 'Email & Website',
  columnActions: 'Actions',
  noVendorIcon: 'No vendor icon',
  loading: 'Loading…',
  working: 'Working on it…',
  retry: 'Try again',
  cancel: 'Cancel',
  viewUpdate: 'View update in review',
  reviewRegion: 'Review',
  changesHeading: 'Changes in this update',
  changesLoading: 'Loading the published version…',
  changesLoadFailed: 'The published version could not be loaded, so the changes can not be shown.',
  noChanges: 'This update changes nothing that is shown.',
  fieldColumn: 'Field',
  publishedColumn: 'Published',
  proposedColumn: 'Proposed',
  changed: 'Changed',
  unchangedFields: 'Unchanged:',
  textsUnchanged: 'The texts are unchanged.',
  iconHeading: 'Icon',
  iconChanged: 'The icon changes.',
  publishedIcon: 'Published icon',
  proposedIcon: 'Proposed icon',
  noIcon: 'No icon',
  screenshotsAdded: 'Screenshots added',
  screenshotsRemoved: 'Screenshots removed',
  historyHeading: 'History',
  historyEmpty: 'No history yet.',
  historyLoadFailed: 'The history could not be loaded.',
  showMore: 'Show more',
  showHistory: 'Show history',
  hideHistory: 'Hide history',
  reasonLabel: 'Reason:',
  /** Between a history entry's statuses, for screen readers (the screen shows an arrow). */
  transitionTo: 'to',
  /** The group of an app page's review buttons. */
  reviewActions: 'Review actions',
  /** The reject dialog's button (that opens it) and submit; its one field. */
  reject: 'Reject',
  reasonField: 'Reason',
  /** A side of a changed text that is empty (a URL added or removed). */
  emptyText: '(empty)',
  /** After a vendor's website in the vendor table, for screen readers. */
  opensInNewTab: '(opens in a new tab)',
} as const);

/**
 * The change view's names of the compared texts: the names the editor gives their fields. Read when
 * the changes are listed, so they follow the language.
 */
export const APP_DIFF_FIELD_LABELS = texts('APP_DIFF_FIELD_LABELS', {
  name: 'Name',
  descriptionShort: 'Short description',
  description: 'Description',
  demoUrl: 'Demo URL',
  repoUrl: 'Repository URL',
  version: 'Version',
} as const);

export const addedScreenshotAlt = localizable(
  'addedScreenshotAlt',
  (n: number): string => `Added screenshot ${n}`,
);
export const removedScreenshotAlt = localizable(
  'removedScreenshotAlt',
  (n: number): string => `Removed screenshot ${n}`,
);
export const vendorHistoryLabel = localizable(
  'vendorHistoryLabel',
  (name: string): string => `History of ${name}`,
);

/** Entries per page of the audit history; 'Show more' loads the next page. */
export const AUDIT_PAGE_SIZE = 10;

/** How the history names what happened. */
export const AUDIT_ACTION_LABELS = texts('AUDIT_ACTION_LABELS', {
  submit: 'Submitted',
  resubmit: 'Resubmitted',
  approve: 'Approved',
  reject: 'Rejected',
  deactivate: 'Deactivated',
  activate: 'Activated',
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  icon: 'Changed the icon',
  screenshots: 'Changed the screenshots',
} as const);

/** A status in the history, in the words of its subject's screens (app: 'In review', vendor: 'Approved'). */
export function auditStatusLabel(subjectType: 'app' | 'vendor', status: string): string {
  const labels: Readonly<Record<string, string>> =
    subjectType === 'app' ? APP_STATUS_LABELS : VENDOR_STATUS_LABELS;
  return labels[status] ?? status;
}

/** An app an entry of a vendor's history is about (the audit names it by id). */
export const auditAppLabel = localizable('auditAppLabel', (appId: number): string => `App ${appId}`);
/** An app of the history that was deleted since: named, not linked (its page is gone). */
export const auditDeletedAppLabel = localizable(
  'auditDeletedAppLabel',
  (appId: number): string => `App ${appId} (deleted)`,
);

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * dd.MM.yyyy HH:mm in the given IANA time zone (default: the browser's), for the history: the admin
 * reads when something happened in their own time. The date is the spec's dd.MM.yyyy in every language;
 * `formatDate` stays UTC for the dates without a time.
 */
export function formatDateTime(value: string | number | Date, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  const year = part('year').padStart(4, '0');
  return `${pad2(Number(part('day')))}.${pad2(Number(part('month')))}.${year} ${pad2(Number(part('hour')))}:${part('minute')}`;
}

/**
 * Where an admin lands after an action on an app (approve, reject, activate, deactivate), from the app's
 * pages or from admin/apps opened with action parameters, on success or failure (spec section 4).
 */
export const ADMIN_APP_ACTION_TAB = 'submitted-apps' satisfies AdminAppTab;

/**
 * The empty text of each admin list. The three app texts were given, but not which belongs to which
 * list; each goes to the list it describes. The rejected vendors' list (issue 19) says what the other
 * vendor list says. Kept here, not in the route table's tabs: that table is in the first chunk.
 */
const ADMIN_LIST_EMPTY_KEYS = {
  'submitted-apps': 'emptySubmittedApps',
  'deactivated-apps': 'emptyDeactivatedApps',
  'approved-apps': 'emptyApprovedApps',
  'submitted-vendors': 'emptySubmittedVendors',
  'approved-vendors': 'emptyVendors',
  'rejected-vendors': 'emptyVendors',
} as const satisfies Record<AdminAppTab | AdminVendorTab, keyof typeof ADMIN_LIST_EMPTY_TEXTS>;

export const adminListEmptyText = (tab: AdminAppTab | AdminVendorTab): string =>
  ADMIN_LIST_EMPTY_TEXTS[ADMIN_LIST_EMPTY_KEYS[tab]];
