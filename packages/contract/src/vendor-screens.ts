/**
 * Rules and texts of the vendor's screens (vendor information, my apps, the editor, the status banner
 * on an app's detail page) that were left open. Zod-free: only the vendor chunks use it,
 * but nothing here needs a schema.
 */
import { MAX_UPLOAD_BYTES } from './constants.ts';
import {
  actionsFrom,
  APP_MACHINE,
  canShowEdit,
  ribbonType,
  statusLabel,
  versionsStatus,
  type RibbonType,
} from './status-machine.ts';
import type { AppCard, AppRejection } from './apps.ts';
import { REASON_TEXTS } from './messages.ts';
import type { AppStatus, VendorStatus } from './statuses.ts';
import { texts } from './i18n/locale.ts';

// ---------------------------------------------------------------------------------------------
// Files (the guidance on size, ratio and type was given; how to enforce it is ours)

/**
 * The image types the API accepts; the file inputs offer only these. SVG is an
 * image type but is refused by the API, so the browser's `image/*` would invite a failing upload.
 */
export const UPLOAD_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/avif',
  'image/gif',
] as const;

export const UPLOAD_MESSAGES = texts('UPLOAD_MESSAGES', {
  notAnImage: 'Please choose a PNG, JPEG, WebP, AVIF or GIF image.',
  tooLarge: 'This file is larger than 2MB. Please choose a smaller one.',
  /** The list of chosen images' previews, named after the file input: 'Icon preview'. */
  previews: (label: string) => `${label} preview`,
  previewAlt: (fileName: string) => `Preview of ${fileName}`,
} as const);

/**
 * What is wrong with a chosen file before it is sent, or undefined. A comfort check only: the API
 * sniffs the bytes and enforces the limit whatever the browser says.
 */
export function uploadFileProblem(file: {
  readonly type: string;
  readonly size: number;
}): string | undefined {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.notAnImage;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return undefined;
}

/** A progress bar is worth showing from this size on; a smaller upload finishes before it could be read. */
export const UPLOAD_PROGRESS_MIN_BYTES = 256 * 1024;

// ---------------------------------------------------------------------------------------------
// The editor: a rejected version shows its rejection reason in a warning box

export const EDITOR_TEXTS = texts('EDITOR_TEXTS', {
  rejected: 'Your app was rejected. Reason:',
  /** While the new app has no id yet, the other steps cannot be opened. */
  saveFirst: 'Save the app information first; then you can add an icon and screenshots.',
  noIcon: 'No icon yet.',
  noScreenshots: 'No screenshots yet.',
  /** Shown with the server's text after a 409 on save: someone else changed the app meanwhile. */
  conflictHint: 'Reload the app to see the latest version; your unsaved changes will be lost.',
  reload: 'Reload',
  loading: 'Loading…',
  steps: 'Editor steps',
  back: 'Back',
  next: 'Next',
  save: 'Save',
  /** The info step: the form and its fields. */
  infoForm: 'App information',
  name: 'Name',
  descriptionShort: 'Short description',
  description: 'Description',
  demoUrl: 'Demo URL',
  repoUrl: 'Repository URL',
  version: 'Version',
  /** The icon step. */
  iconSection: 'App icon',
  iconAlt: (appName: string) => `Icon of ${appName}`,
  icon: 'Icon',
  uploadingIcon: 'Uploading the icon',
  uploadIcon: 'Upload icon',
  /** Ours (issue 35): a successful icon upload says so, and replaces an earlier failure's message. */
  iconChanged: 'The icon of your app was changed.',
  /** The screenshots step. */
  screenshotsSection: 'Screenshots',
  screenshotAlt: (position: number, appName: string) => `Screenshot ${position} of ${appName}`,
  screenshotCaption: (position: number) => `Screenshot ${position}`,
  deleteScreenshot: 'Delete screenshot',
  screenshot: 'Screenshot',
  uploadingScreenshots: 'Uploading the screenshots',
  addScreenshot: 'Add screenshot',
  /** The preview step. */
  previewSection: 'Preview',
  submitForReview: 'Submit for review',
  /** Why Submit for review is disabled: only a draft or a rejected version goes to review. */
  submitUnavailable:
    'Only a draft or a rejected version can be submitted; this version has nothing new to submit.',
  /** The legend of the required fields' mark (the mark itself is '*', hidden from screen readers). */
  requiredLegend: 'Fields marked * are required.',
  /** Under the short description, as the vendor types: how much of its limit is used. */
  charactersUsed: (used: number, max: number) => `${used} of ${max} characters`,
  /** Under a published app's name, which the vendor cannot change (the spec's rule). */
  nameFixed: 'The name of a published app can be changed by the support.',
  /** Under the description: the Markdown the app page renders (CommonMark, raw HTML dropped). */
  markdownHelp:
    'You can use Markdown: **bold**, *italic*, # headings, - lists, [links](https://…) and `code`; HTML is not shown. The Preview step shows the text as visitors will see it.',
  /** Next to a disabled Save: the fields still missing or wrong, by their labels, comma-separated. */
  saveNeeds: (fields: string) => `Save is available once these fields are filled in correctly: ${fields}.`,
  /** Beside the icon step's disabled Back and Next (the spec's rule: an icon, or a chosen file, first). */
  stepsNeedIcon: 'Back and Next are available once the app has an icon: choose an image above.',
  /** The question before leaving the info step with unsaved changes (in-app navigation). */
  unsavedTitle: 'Leave without saving?',
  unsavedMessage: 'Your changes to the app information are not saved. If you leave now, they are lost.',
  stay: 'Stay',
  leave: 'Leave without saving',
} as const);

// ---------------------------------------------------------------------------------------------
// My apps and the vendor information page

export const MY_APPS_TEXTS = texts('MY_APPS_TEXTS', {
  loading: 'Loading…',
  /** The card grid's name. */
  yourApps: 'Your apps',
  /** A card's menu and its items. */
  appActions: 'App actions',
  edit: 'Edit',
  delete: 'Delete',
  deactivate: 'Deactivate',
  /**
   * In place of `Add new app` while the vendor's registration waits for approval (spec: the vendor is
   * asked to wait for the review); the API would refuse the new app (vendorMayWriteApps).
   */
  addAfterApproval:
    'Your vendor registration is waiting for approval. Please wait for the review of your vendor registration before you add apps.',
} as const);

export const VENDOR_PROFILE_TEXTS = texts('VENDOR_PROFILE_TEXTS', {
  loading: 'Loading…',
  loadFailed: 'Your vendor information could not be loaded. Please try again later.',
  /** register-vendor's guard when the vendor record cannot be loaded: the title, then the hint. */
  loadFailedTitle: 'Your vendor information could not be loaded.',
  tryAgainLater: 'Please try again later.',
  form: 'Vendor information',
  vendorName: 'Vendor name',
  description: 'Description',
  website: 'Website',
  email: 'E-mail',
  save: 'Save',
  icon: 'Icon',
  vendorIcon: 'Vendor icon',
  uploadingVendorIcon: 'Uploading the vendor icon',
  uploadIcon: 'Upload icon',
  registration: 'Registration',
  submitRegistration: 'Submit registration',
} as const);

// ---------------------------------------------------------------------------------------------
// The vendor's status banner on an app's detail page

export type VendorBannerPage = 'details' | 'preview';

export const VENDOR_BANNER_TEXTS = texts('VENDOR_BANNER_TEXTS', {
  banner: 'Your app’s status',
  status: 'Status',
  edit: 'Edit',
  viewPreview: 'View preview',
  viewPublished: 'View published',
} as const);

export interface VendorBannerView {
  readonly label: string;
  /** The live marker beside the label (the published version is ACTIVE while a newer one is in progress). */
  readonly liveMarker: string | undefined;
  readonly ribbon: RibbonType;
  readonly edit: boolean;
  readonly viewPreview: boolean;
  readonly viewPublished: boolean;
}

/** Statuses of a version that is not (yet) the published one. */
const IN_PROGRESS_STATUSES: ReadonlySet<AppStatus> = new Set<AppStatus>([
  'DRAFT',
  'WAITING_FOR_APPROVAL',
  'REJECTED',
]);

/**
 * What the app's own vendor sees above an app's details. Only Edit's rule was given (hidden for
 * DEACTIVATED or WAITING_FOR_APPROVAL, or while the newer version waits for approval). Decisions:
 * 'View preview' is offered on the public page while a newer version is in progress next to a
 * published one (otherwise the preview would show the same version); 'View published' on the preview
 * page while it shows an in-progress version of a published app. The label is the shown version's,
 * except while both versions exist: then it is the spec's update label of the in-progress version
 * ('New draft', ...), with the live marker beside it while the published version is ACTIVE.
 */
export function vendorBannerView(
  page: VendorBannerPage,
  app: {
    readonly status: AppStatus;
    readonly inProgressStatus?: AppStatus | null | undefined;
    readonly hasPublished?: boolean | undefined;
    readonly publishedStatus?: AppStatus | null | undefined;
  },
): VendorBannerView {
  const inProgress = app.inProgressStatus ?? null;
  const showsInProgress = IN_PROGRESS_STATUSES.has(app.status);
  const bothVersions =
    page === 'details'
      ? app.hasPublished !== false && inProgress !== null && !showsInProgress
      : app.hasPublished === true && showsInProgress;
  const { label, liveMarker } = !bothVersions
    ? { label: statusLabel(app.status), liveMarker: undefined }
    : page === 'details'
      ? versionsStatus(app.status, inProgress)
      : versionsStatus(app.publishedStatus ?? 'unknown', app.status);
  return {
    label,
    liveMarker,
    ribbon: ribbonType(app.status),
    edit: canShowEdit(app.status, inProgress),
    viewPreview: page === 'details' && bothVersions,
    viewPublished: page === 'preview' && bothVersions,
  };
}

/** 'Submit for review' in the editor: a draft is submitted, a rejected version resubmitted. */
export const canSubmitApp = (status: AppStatus): boolean =>
  actionsFrom(APP_MACHINE, status, 'vendor').some((action) => action === 'submit' || action === 'resubmit');

// ---------------------------------------------------------------------------------------------
// Ours (issue 19): why a version was rejected, the support contact

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

// ---------------------------------------------------------------------------------------------
// Ours (issue 35): discarding the draft of a published app's update is not deleting the app

export const DISCARD_UPDATE_TEXTS = texts('DISCARD_UPDATE_TEXTS', {
  /** The card menu's entry in place of `Delete` when the draft is an update of a published app. */
  menuItem: 'Discard update',
  /** The browser's confirmation, followed by which version stays live (REJECTION_TEXTS). */
  confirm: 'Are you sure you want to discard this update?',
  discarded: (version: string): string => `Your update was discarded; version ${version} stays live`,
  discardedUnnamed: 'Your update was discarded; the published version stays live',
} as const);

/** The words of the card's removal when it discards an update: undefined when it deletes the app (spec texts). */
export function discardUpdateWording(
  card: Pick<AppCard, 'published' | 'inProgress'>,
): { readonly menuItem: string; readonly confirm: string; readonly success: string } | undefined {
  if (!card.published || card.inProgress?.status !== 'DRAFT') return undefined;
  const version = card.published.version?.trim();
  return {
    menuItem: DISCARD_UPDATE_TEXTS.menuItem,
    confirm: `${DISCARD_UPDATE_TEXTS.confirm} ${version ? REJECTION_TEXTS.liveVersion(version) : REJECTION_TEXTS.liveUnnamed}`,
    success: version ? DISCARD_UPDATE_TEXTS.discarded(version) : DISCARD_UPDATE_TEXTS.discardedUnnamed,
  };
}

/** Where the spec says 'Please contact the support': the contact, when the site names one. */
export const SUPPORT_TEXTS = texts('SUPPORT_TEXTS', {
  contact: 'Support:',
} as const);

/** A support address the web may link: a plain address, nothing that could smuggle mailto parameters. */
export const isSupportEmail = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[^\s@<>?&#"]+@[^\s@<>?&#"]+\.[^\s@<>?&#"]+$/.test(value);

/**
 * The vendor statuses whose message sends the vendor to the support (the vendor page's APPROVED and
 * DEACTIVATED texts, My apps' DEACTIVATED text): the support contact is shown beside them.
 */
export const sendsToSupport = (status: VendorStatus): boolean =>
  status === 'APPROVED' || status === 'DEACTIVATED';
