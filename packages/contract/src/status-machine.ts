/**
 * The app and vendor status machines as data: which actor's action moves which status where. The API
 * allows exactly these rows (and answers 409 otherwise); the web derives which buttons exist and are
 * enabled from the same rows and the helpers below, so no screen carries its own `if (status === ...)`
 * ladder.
 */
import type { AppStatus, Role, VendorStatus } from './statuses.ts';
import { REASON_TEXTS } from './messages.ts';
import { texts } from './i18n/locale.ts';

export const ACTORS = ['vendor', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

export interface Transition<S extends string, A extends string> {
  readonly from: S;
  readonly action: A;
  readonly actor: Actor;
  readonly to: S;
}
export type StateMachine<S extends string, A extends string> = readonly Transition<S, A>[];

/** The actor a logged-in user acts as: admins review, vendors own. An admin who is also a vendor acts as admin. */
export function actorOf(roles: readonly Role[]): Actor | undefined {
  if (roles.includes('ADMIN')) return 'admin';
  if (roles.includes('VENDOR')) return 'vendor';
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Apps

export const APP_ACTIONS = ['submit', 'approve', 'reject', 'resubmit', 'deactivate', 'activate'] as const;
export type AppAction = (typeof APP_ACTIONS)[number];

/**
 * Rows of the app status table. The status a row applies to is the status of the version a card shows
 * (`cardView`): the in-progress version while there is one, otherwise the published one. Approving an
 * update in review publishes it; deactivate and activate act on the whole app.
 *
 * Decision (which transitions the server itself allows was never given): vendors may deactivate
 * REJECTED apps as well as ACTIVE ones, because the card menu enables Deactivate for both,
 * and a button that is enabled but always refused would be a trap. Reactivation stays with admins
 * ("A vendor cannot reactivate a deactivated app and must contact support").
 */
export const APP_MACHINE: StateMachine<AppStatus, AppAction> = [
  { from: 'DRAFT', action: 'submit', actor: 'vendor', to: 'WAITING_FOR_APPROVAL' },
  { from: 'WAITING_FOR_APPROVAL', action: 'approve', actor: 'admin', to: 'ACTIVE' },
  { from: 'WAITING_FOR_APPROVAL', action: 'reject', actor: 'admin', to: 'REJECTED' },
  { from: 'REJECTED', action: 'resubmit', actor: 'vendor', to: 'WAITING_FOR_APPROVAL' },
  { from: 'ACTIVE', action: 'deactivate', actor: 'admin', to: 'DEACTIVATED' },
  { from: 'ACTIVE', action: 'deactivate', actor: 'vendor', to: 'DEACTIVATED' },
  { from: 'REJECTED', action: 'deactivate', actor: 'vendor', to: 'DEACTIVATED' },
  { from: 'DEACTIVATED', action: 'activate', actor: 'admin', to: 'ACTIVE' },
];

/**
 * Actions that act on the whole app rather than on the version a card shows: the API checks their rows
 * against the app's lifecycle status (ACTIVE or DEACTIVATED once published), so an admin can take a
 * live app down even while its update waits for review. The other actions apply to the shown version.
 */
export const APP_WHOLE_APP_ACTIONS = ['deactivate', 'activate'] as const satisfies readonly AppAction[];

/** Values the API accepts in `PATCH /apps/:id/status?newStatus=`. */
export const APP_NEW_STATUSES = ['ACTIVE', 'REJECTED', 'WAITING_FOR_APPROVAL', 'DEACTIVATED'] as const;
export type AppNewStatus = (typeof APP_NEW_STATUSES)[number];

/** The `newStatus` the web sends for an action ("activate (done through the approve call)"). */
export const APP_ACTION_NEW_STATUS = {
  submit: 'WAITING_FOR_APPROVAL',
  resubmit: 'WAITING_FOR_APPROVAL',
  approve: 'ACTIVE',
  activate: 'ACTIVE',
  reject: 'REJECTED',
  deactivate: 'DEACTIVATED',
} as const satisfies Record<AppAction, AppNewStatus>;

// ---------------------------------------------------------------------------------------------
// Vendors

export const VENDOR_ACTIONS = ['submit', 'resubmit', 'approve', 'reject', 'deactivate', 'activate'] as const;
export type VendorAction = (typeof VENDOR_ACTIONS)[number];

/**
 * Decisions where nothing was given: an admin may deactivate an APPROVED vendor (the status exists
 * and the vendor then "sees an error box"), and may activate a DEACTIVATED vendor again, which returns
 * it to APPROVED, as activate returns an app to ACTIVE. Neither has a button on the screens;
 * they are API calls for support.
 */
export const VENDOR_MACHINE: StateMachine<VendorStatus, VendorAction> = [
  { from: 'DRAFT', action: 'submit', actor: 'vendor', to: 'WAITING_FOR_APPROVAL' },
  { from: 'REJECTED', action: 'resubmit', actor: 'vendor', to: 'WAITING_FOR_APPROVAL' },
  { from: 'WAITING_FOR_APPROVAL', action: 'approve', actor: 'admin', to: 'APPROVED' },
  { from: 'WAITING_FOR_APPROVAL', action: 'reject', actor: 'admin', to: 'REJECTED' },
  { from: 'APPROVED', action: 'deactivate', actor: 'admin', to: 'DEACTIVATED' },
  { from: 'DEACTIVATED', action: 'activate', actor: 'admin', to: 'APPROVED' },
];

/** Values the API accepts in `PATCH /vendors/:id/status?newStatus=` (DEACTIVATED is our addition). */
export const VENDOR_NEW_STATUSES = ['WAITING_FOR_APPROVAL', 'APPROVED', 'REJECTED', 'DEACTIVATED'] as const;
export type VendorNewStatus = (typeof VENDOR_NEW_STATUSES)[number];

export const VENDOR_ACTION_NEW_STATUS = {
  submit: 'WAITING_FOR_APPROVAL',
  resubmit: 'WAITING_FOR_APPROVAL',
  approve: 'APPROVED',
  activate: 'APPROVED',
  reject: 'REJECTED',
  deactivate: 'DEACTIVATED',
} as const satisfies Record<VendorAction, VendorNewStatus>;

// ---------------------------------------------------------------------------------------------
// Lookups

/**
 * The row that takes `from` to `to` for this actor. This is how the API turns a `newStatus` query
 * value into an action: the same `newStatus` means submit or resubmit, approve or activate, by `from`.
 */
export function findTransition<S extends string, A extends string>(
  machine: StateMachine<S, A>,
  from: S,
  to: S,
  actor: Actor,
): Transition<S, A> | undefined {
  return machine.find((t) => t.from === from && t.to === to && t.actor === actor);
}

export function canTransition<S extends string, A extends string>(
  machine: StateMachine<S, A>,
  from: S,
  to: S,
  actor: Actor,
): boolean {
  return findTransition(machine, from, to, actor) !== undefined;
}

/** The row for a named action (what a button does), if the actor may take it from `from`. */
export function findTransitionByAction<S extends string, A extends string>(
  machine: StateMachine<S, A>,
  from: S,
  action: A,
  actor: Actor,
): Transition<S, A> | undefined {
  return machine.find((t) => t.from === from && t.action === action && t.actor === actor);
}

/** Every action the actor may take from `from`: the buttons a screen may offer. */
export function actionsFrom<S extends string, A extends string>(
  machine: StateMachine<S, A>,
  from: S,
  actor: Actor,
): A[] {
  return machine.filter((t) => t.from === from && t.actor === actor).map((t) => t.action);
}

// ---------------------------------------------------------------------------------------------
// App labels, ribbons and enabled actions

export const APP_STATUS_LABELS = texts('APP_STATUS_LABELS', {
  DRAFT: 'Draft',
  WAITING_FOR_APPROVAL: 'In review',
  ACTIVE: 'Published',
  REJECTED: 'Rejected',
  DEACTIVATED: 'Deactivated',
} as const satisfies Record<AppStatus, string>);

/** Labels of the in-progress version while a published version exists (the vendor's cards and banner). */
export const APP_UPDATE_STATUS_LABELS = texts('APP_UPDATE_STATUS_LABELS', {
  DRAFT: 'New draft',
  WAITING_FOR_APPROVAL: 'Update in review',
  REJECTED: 'Update rejected',
} as const satisfies Partial<Record<AppStatus, string>>);

export function statusLabel(status: AppStatus, hasPublishedAndInProgress = false): string {
  if (hasPublishedAndInProgress) {
    const label = (APP_UPDATE_STATUS_LABELS as Partial<Record<AppStatus, string>>)[status];
    if (label !== undefined) return label;
  }
  return APP_STATUS_LABELS[status];
}

/**
 * Ours (issue 19), beside the spec's label, never in its place: a marker that the app's published
 * version is live while a newer version is in progress ('Update in review' and 'Live'), so such an app
 * does not read as if it were not public.
 */
export const APP_LIVE_MARKER_TEXTS = texts('APP_LIVE_MARKER_TEXTS', {
  live: 'Live',
} as const);

/** A status label and the live marker beside it, if one stands there. */
export interface VersionsStatus {
  readonly label: string;
  readonly liveMarker: string | undefined;
}

/**
 * The label of an app by the status of its published version (ACTIVE or DEACTIVATED; absent when it
 * was never published, `'unknown'` where the caller does not know it) and of its in-progress version
 * (absent when there is none). While both versions exist it is the spec's update label ('New draft',
 * 'Update in review', 'Update rejected'), with the live marker when the published version is ACTIVE;
 * otherwise the single version's label.
 */
export function versionsStatus(
  publishedStatus: AppStatus | 'unknown' | null | undefined,
  inProgressStatus: AppStatus | null | undefined,
): VersionsStatus {
  if (!inProgressStatus) {
    const status = publishedStatus && publishedStatus !== 'unknown' ? publishedStatus : 'ACTIVE';
    return { label: APP_STATUS_LABELS[status], liveMarker: undefined };
  }
  if (!publishedStatus) return { label: APP_STATUS_LABELS[inProgressStatus], liveMarker: undefined };
  return {
    label: statusLabel(inProgressStatus, true),
    liveMarker: publishedStatus === 'ACTIVE' ? APP_LIVE_MARKER_TEXTS.live : undefined,
  };
}

export type RibbonType = 'warning' | 'info' | 'error';

const APP_RIBBON_TYPES = {
  DRAFT: 'warning',
  WAITING_FOR_APPROVAL: 'warning',
  ACTIVE: 'info',
  REJECTED: 'error',
  DEACTIVATED: 'error',
} as const satisfies Record<AppStatus, RibbonType>;

export const ribbonType = (status: AppStatus): RibbonType => APP_RIBBON_TYPES[status];

export interface CardActions {
  /** Always shown in edit mode; disabled outside DRAFT, ACTIVE and REJECTED. */
  readonly edit: { readonly enabled: boolean };
  /** DRAFT apps offer Delete; all others Deactivate, enabled only for ACTIVE and REJECTED. */
  readonly remove: { readonly kind: 'delete' | 'deactivate'; readonly enabled: boolean };
}

const EDITABLE_APP_STATUSES: ReadonlySet<AppStatus> = new Set<AppStatus>(['DRAFT', 'ACTIVE', 'REJECTED']);

/** The card's context menu for the status of the version the card shows. */
export function cardActions(status: AppStatus): CardActions {
  const edit = { enabled: EDITABLE_APP_STATUSES.has(status) };
  if (status === 'DRAFT') return { edit, remove: { kind: 'delete', enabled: true } };
  return {
    edit,
    remove: {
      kind: 'deactivate',
      enabled: findTransitionByAction(APP_MACHINE, status, 'deactivate', 'vendor') !== undefined,
    },
  };
}

/** Only drafts are deleted; everything else is deactivated. */
export const canDeleteApp = (status: AppStatus): boolean => status === 'DRAFT';

/**
 * The detail page's Edit button: hidden while the app (or its newer version) waits for approval and
 * for deactivated apps.
 */
export function canShowEdit(status: AppStatus, inProgressStatus?: AppStatus | null): boolean {
  if (status === 'DEACTIVATED' || status === 'WAITING_FOR_APPROVAL') return false;
  return inProgressStatus !== 'WAITING_FOR_APPROVAL';
}

/** The editor's name field is enabled only before the first publication review passed. */
export const isNameEditable = (status: AppStatus | null | undefined): boolean =>
  status === undefined || status === null || status === 'DRAFT' || status === 'REJECTED';

/**
 * The API's rule for a name change. Decision: the name is the app's identity in the catalogue, so once
 * an app has been published it is locked, also in its later updates (whose status is DRAFT or REJECTED
 * again); renaming a published app is a support request.
 */
export const canRenameApp = (status: AppStatus | null | undefined, hasPublished: boolean): boolean =>
  !hasPublished && isNameEditable(status);

// ---------------------------------------------------------------------------------------------
// Vendor page

export const VENDOR_STATUS_LABELS = texts('VENDOR_STATUS_LABELS', {
  DRAFT: 'Draft',
  WAITING_FOR_APPROVAL: 'In review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  DEACTIVATED: 'Deactivated',
} as const satisfies Record<VendorStatus, string>);

export const VENDOR_BANNER_TYPES = {
  DRAFT: 'info',
  WAITING_FOR_APPROVAL: 'warning',
  APPROVED: 'info',
  REJECTED: 'error',
  DEACTIVATED: 'error',
} as const satisfies Record<VendorStatus, RibbonType>;

/** Vendor information and icon can be changed in DRAFT and REJECTED; otherwise changes need support. */
export const isVendorEditable = (status: VendorStatus | null | undefined): boolean =>
  status === undefined || status === null || status === 'DRAFT' || status === 'REJECTED';

/** "Submit registration" is enabled only for a submittable vendor that has an icon. */
export function canSubmitVendorRegistration(vendor: {
  readonly status: VendorStatus;
  readonly imageUrl?: string | null | undefined;
}): boolean {
  const hasIcon = typeof vendor.imageUrl === 'string' && vendor.imageUrl !== '';
  return hasIcon && VENDOR_MACHINE.some((t) => t.from === vendor.status && t.actor === 'vendor');
}

/**
 * Texts of the vendor page per status. Two of them were given cut off with '...'; the given part is
 * kept verbatim and a plain continuation completes the sentence. REJECTED's is the heading above the
 * reason (ours).
 */
export const VENDOR_PAGE_TEXTS = texts('VENDOR_PAGE_TEXTS', {
  DRAFT:
    'After you have added your vendor information and set an icon, you can submit your vendor registration.',
  WAITING_FOR_APPROVAL:
    'Your vendor registration was submitted. Please wait for the approval. You will receive an email when your registration is approved or rejected.',
  APPROVED: 'To make changes to your vendor information, please contact the support.',
  DEACTIVATED: 'Your vendor account is deactivated. Please contact the support if you want to use it again.',
  REJECTED: 'Your vendor registration was rejected. Reason:',
} as const satisfies Record<VendorStatus, string>);

export interface VendorPageMessage {
  readonly type: RibbonType;
  readonly text: string;
  /** Set for REJECTED: the first reason's text, or 'No reason provided.'. */
  readonly reason?: string;
}

export function vendorPageMessage(status: VendorStatus, reason?: string | null): VendorPageMessage {
  const type = VENDOR_BANNER_TYPES[status];
  if (status === 'REJECTED') {
    const text = reason?.trim() ? reason : REASON_TEXTS.noReason;
    return { type, text: VENDOR_PAGE_TEXTS.REJECTED, reason: text };
  }
  return { type, text: VENDOR_PAGE_TEXTS[status] };
}

/**
 * The my-apps page by vendor status. Only the intent was given (DRAFT: wait for the review, REJECTED:
 * update, DEACTIVATED: contact support); the sentences are ours. WAITING_FOR_APPROVAL and APPROVED
 * list the apps.
 */
export const MY_APPS_VENDOR_TEXTS = texts('MY_APPS_VENDOR_TEXTS', {
  DRAFT:
    'Your vendor registration has not been approved yet. Please wait for the review of your vendor registration before you add apps.',
  REJECTED:
    'Your vendor registration was rejected. Please update your vendor information and submit your registration again.',
  DEACTIVATED: 'Your vendor account is deactivated. Please contact the support.',
} as const satisfies Partial<Record<VendorStatus, string>>);

/**
 * Vendors in these statuses may create and change apps: apps come after the vendor's approval. The API
 * refuses every other vendor's app writes (409); the my-apps page offers `Add new app` only to them.
 */
const APP_WRITING_VENDOR_STATUSES: ReadonlySet<VendorStatus> = new Set<VendorStatus>(['APPROVED']);

export const vendorMayWriteApps = (status: VendorStatus): boolean => APP_WRITING_VENDOR_STATUSES.has(status);

/** The message to show instead of the app list, or undefined when the apps are listed. */
export const myAppsVendorMessage = (status: VendorStatus): string | undefined =>
  (MY_APPS_VENDOR_TEXTS as Partial<Record<VendorStatus, string>>)[status];
