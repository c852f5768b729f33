/**
 * The vendor journey's writes and the app status engine.
 *
 * Model (db/schema/apps.ts): an app keeps one id; its content lives in versions. `publishedVersionId`
 * is what the public sees, `inProgressVersionId` the newer version a vendor works on (DRAFT,
 * WAITING_FOR_APPROVAL or REJECTED). `apps.status` is the lifecycle: the in-progress version's status
 * until the first approval, then ACTIVE or DEACTIVATED.
 *
 * Transitions come from the contract's APP_MACHINE. Its rows apply to the status of the version a card
 * shows (the in-progress one while there is one), except deactivate and activate, which act on the
 * whole app and so are checked against the lifecycle status (APP_WHOLE_APP_ACTIONS).
 */
import {
  actorOf,
  APP_MACHINE,
  APP_WHOLE_APP_ACTIONS,
  appFormSchema,
  appToForm,
  canDeleteApp,
  canRenameApp,
  cardActions,
  cardView,
  findTransition,
  MAX_SCREENSHOTS_PER_APP,
  mergeScreenshots,
  statusLabel,
  type Actor as MachineActor,
  type AppAction,
  type AppCard,
  type AppCardVersion,
  type AppCreateBody,
  type AppDetails,
  type AppNewStatus,
  type AppStatus,
  type AppUpdateBody,
  type Reason,
  type Transition,
  type VendorStatus,
} from '@showroom/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/fastify.ts';
import { loadAppDetails } from '../catalogue/app-details-loader.ts';
import { catalogueChanged } from '../catalogue/catalogue-events.ts';
import { processIcon, processScreenshot } from '../media/media-processing.ts';
import { mediaUrl, saveMedia } from '../media/media-repository.ts';
import {
  appActivatedMail,
  appApprovedMail,
  appDeactivatedMail,
  appRejectedMail,
  type Mail,
} from '../reviews/mail-templates.ts';
import {
  actorOfUser,
  enqueueMail,
  normaliseReason,
  reasonsOf,
  recordAudit,
  recordReason,
  type Actor,
  type StatusChange,
} from '../reviews/reviews-service.ts';
import { NO_VENDOR_YET } from '../vendors/vendors-service.ts';
import { findVendorByOwner, lockVendorByOwner } from '../vendors/vendors-repository.ts';
import {
  addRemovedScreenshot,
  bumpApp,
  clearRemovedScreenshots,
  deleteAppRow,
  deleteScreenshotRow,
  deleteVersion,
  findAppHead,
  findScreenshot,
  findVersion,
  insertApp,
  insertScreenshots,
  insertVersion,
  linkInProgressVersion,
  listOwnScreenshots,
  listRemovedIds,
  listVendorAppRows,
  lockAppHead,
  placeScreenshots,
  setVersionStatus,
  updateVersionContent,
  type AppHeadRow,
  type CardVersionRow,
  type VersionContent,
  type VersionRow,
} from './apps-repository.ts';

// ---------------------------------------------------------------------------------------------
// Texts of refusals (the spec shows none; each says what happened and what to do)

export const APP_NOT_FOUND = 'The app does not exist.';
export const SCREENSHOT_NOT_FOUND = 'The screenshot does not exist.';
export const APP_CHANGED = 'This app was changed in the meantime. Reload it and apply your changes again.';
export const VENDOR_NOT_APPROVED =
  'Apps can only be created and changed once your vendor registration is approved.';
export const OWN_VENDOR_ONLY = 'You can only create and change apps of your own vendor.';
export const NAME_LOCKED =
  'The name of an app can not be changed once it has been published. Please contact the support to rename it.';
export const APP_ICON_MISSING = 'Set an icon before you submit your app.';
export const NOTHING_TO_ACTIVATE = 'This app was never published, so it can not be activated.';
export const NOT_DELETABLE =
  'Only draft apps can be deleted. Deactivate a published or rejected app instead.';

const notEditable = (status: AppStatus, hasPublished: boolean): string =>
  `This app can not be changed while its status is '${statusLabel(status, hasPublished)}'.`;

const refusedTransition = (status: AppStatus, hasPublished: boolean, to: AppNewStatus): string =>
  `An app with status '${statusLabel(status, hasPublished)}' can not be changed to ${to} by you.`;

const tooManyScreenshots = (has: number): string =>
  `An app can have at most ${MAX_SCREENSHOTS_PER_APP} screenshots; this one has ${has}. Delete some before you add more.`;

// ---------------------------------------------------------------------------------------------
// Shared rules

/** Vendors in these statuses may create and change apps (spec: apps come after the vendor's approval). */
const APP_WRITING_VENDOR_STATUSES: ReadonlySet<VendorStatus> = new Set<VendorStatus>(['APPROVED']);

const isAdmin = (user: AuthUser): boolean => actorOf(user.roles) === 'admin';

interface LoadedApp {
  head: AppHeadRow;
  inProgress: VersionRow | undefined;
}

/** The status the machine's version rows and the card menu apply to (the contract's cardView). */
const shownStatus = (app: LoadedApp): AppStatus => app.inProgress?.status ?? app.head.status;
const hasPublished = (head: AppHeadRow): boolean => head.publishedVersionId !== null;

async function withInProgress(tx: DbOrTx, head: AppHeadRow): Promise<LoadedApp> {
  const inProgress =
    head.inProgressVersionId === null ? undefined : await findVersion(tx, head.inProgressVersionId);
  return { head, inProgress };
}

/** The caller's own app, locked; another vendor's app is as absent as a missing one (404). */
async function lockOwnApp(tx: Tx, user: AuthUser, id: number): Promise<LoadedApp> {
  const head = await lockAppHead(tx, id);
  if (!head || head.owner !== user.sub) throw new NotFoundError(APP_NOT_FOUND);
  return withInProgress(tx, head);
}

/** What every vendor edit requires: an approved vendor and a status whose card offers Edit. */
function assertEditable(app: LoadedApp): void {
  if (!APP_WRITING_VENDOR_STATUSES.has(app.head.vendorStatus)) throw new ConflictError(VENDOR_NOT_APPROVED);
  const status = shownStatus(app);
  if (!cardActions(status).edit.enabled) {
    throw new ConflictError(notEditable(status, hasPublished(app.head)));
  }
}

/** Unlocked check before an upload is read and decoded, so only the owner of an editable app makes the server work. */
async function precheckEditable(db: DbOrTx, user: AuthUser, id: number): Promise<void> {
  const head = await findAppHead(db, id);
  if (!head || head.owner !== user.sub) throw new NotFoundError(APP_NOT_FOUND);
  assertEditable(await withInProgress(db, head));
}

/**
 * The version edits go to. A published app without one gets a new DRAFT version copying the published
 * content; its screenshots are inherited by reference (no own screenshots, nothing removed), so its
 * merged list equals the published one. The published version stays public and unchanged.
 */
async function ensureInProgress(tx: Tx, app: LoadedApp): Promise<VersionRow> {
  if (app.inProgress) return app.inProgress;
  const publishedId = app.head.publishedVersionId;
  const published = publishedId === null ? undefined : await findVersion(tx, publishedId);
  if (!published) throw new Error(`App ${app.head.id} has neither a published nor an in-progress version`);
  const { id: _id, status: _status, ...content } = published;
  const id = await insertVersion(tx, { ...content, appId: app.head.id, status: 'DRAFT' });
  // The write that needed the version bumps the row version once, at its end.
  await linkInProgressVersion(tx, app.head.id, id);
  const created: VersionRow = { ...content, id, status: 'DRAFT' };
  app.inProgress = created;
  return created;
}

/** The audit entry of an owner's own edit (create, content, icon, screenshots): no status change. */
async function recordOwnerEdit(
  tx: DbOrTx,
  user: AuthUser,
  action: 'create' | 'update' | 'icon' | 'screenshots',
  appId: number,
  vendorId: number,
): Promise<void> {
  await recordAudit(tx, { actor: actorOfUser(user), action, subjectType: 'app', subjectId: appId, vendorId });
}

async function details(db: DbOrTx, id: number): Promise<AppDetails> {
  const app = await loadAppDetails(db, id, 'preferInProgress');
  if (!app) throw new NotFoundError(APP_NOT_FOUND);
  return app;
}

const emptyToNull = (v: string | null | undefined): string | null =>
  v === null || v === undefined || v.trim() === '' ? null : v.trim();

/** What is stored of a body: trimmed; empty optional texts as null. The description is markdown, kept as typed. */
const contentOf = (body: AppCreateBody): VersionContent => ({
  name: body.name.trim(),
  description: body.description,
  descriptionShort: body.descriptionShort.trim(),
  demoUrl: emptyToNull(body.demoUrl),
  repoUrl: emptyToNull(body.repoUrl),
  version: emptyToNull(body.version),
});

// ---------------------------------------------------------------------------------------------
// The vendor's list

function cardVersionOf(row: CardVersionRow, status: AppStatus): AppCardVersion {
  return {
    name: row.name,
    descriptionShort: row.descriptionShort,
    icon: row.iconSha256 && row.iconExt ? mediaUrl(row.iconSha256, row.iconExt) : null,
    demoUrl: row.demoUrl,
    status,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listVendorApps(db: DbOrTx, user: AuthUser): Promise<AppCard[]> {
  const vendor = await findVendorByOwner(db, user.sub);
  if (!vendor) throw new NotFoundError(NO_VENDOR_YET);
  const rows = await listVendorAppRows(db, vendor.id);
  return rows.flatMap((row) => {
    // The published version reads the lifecycle status (ACTIVE or DEACTIVATED), as on the details page.
    const published = row.published ? cardVersionOf(row.published, row.status) : undefined;
    const inProgress = row.inProgress ? cardVersionOf(row.inProgress, row.inProgress.status) : undefined;
    const shown = inProgress ?? published;
    if (!shown) return [];
    const card: AppCard = {
      ...shown,
      id: row.id,
      vendor: { id: vendor.id, name: vendor.name },
      type: 'AppForVendor',
      ...(published ? { published } : {}),
      ...(inProgress ? { inProgress } : {}),
    };
    return [{ ...card, ...cardView(card) }];
  });
}

// ---------------------------------------------------------------------------------------------
// Create, update, delete

export async function createApp(db: Db, user: AuthUser, body: AppCreateBody): Promise<AppDetails> {
  return db.transaction(async (tx) => {
    // Locked so the vendor's status cannot change between the check and the insert.
    await lockVendorByOwner(tx, user.sub);
    const vendor = await findVendorByOwner(tx, user.sub);
    if (!vendor || !APP_WRITING_VENDOR_STATUSES.has(vendor.status))
      throw new ConflictError(VENDOR_NOT_APPROVED);
    if (body.vendor.id !== vendor.id) throw new ForbiddenError(OWN_VENDOR_ONLY);

    const appId = await insertApp(tx, { vendorId: vendor.id, status: 'DRAFT' });
    const versionId = await insertVersion(tx, { ...contentOf(body), appId, status: 'DRAFT' });
    await linkInProgressVersion(tx, appId, versionId);
    await recordOwnerEdit(tx, user, 'create', appId, vendor.id);
    return details(tx, appId);
  });
}

export async function updateApp(
  db: Db,
  user: AuthUser,
  id: number,
  body: AppUpdateBody,
): Promise<AppDetails> {
  return db.transaction(async (tx) => {
    const app = await lockOwnApp(tx, user, id);
    if (body.vendor.id !== app.head.vendorId) throw new ForbiddenError(OWN_VENDOR_ONLY);
    if (body.rowVersion !== undefined && body.rowVersion !== app.head.rowVersion) {
      throw new ConflictError(APP_CHANGED);
    }
    assertEditable(app);
    const content = contentOf(body);
    const target = await ensureInProgress(tx, app);
    if (content.name !== target.name && !canRenameApp(target.status, hasPublished(app.head))) {
      throw new BadRequestError(NAME_LOCKED);
    }
    await updateVersionContent(tx, target.id, content);
    await bumpApp(tx, id);
    await recordOwnerEdit(tx, user, 'update', id, app.head.vendorId);
    return details(tx, id);
  });
}

/**
 * Deletes a never-published DRAFT app. Decision for a published app whose update is a DRAFT (its card
 * shows DRAFT and offers Delete): only the draft is discarded; the published version stays as it was.
 */
export async function deleteApp(db: Db, user: AuthUser, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const app = await lockOwnApp(tx, user, id);
    if (!APP_WRITING_VENDOR_STATUSES.has(app.head.vendorStatus)) throw new ConflictError(VENDOR_NOT_APPROVED);
    const status = shownStatus(app);
    if (!canDeleteApp(status)) throw new ConflictError(NOT_DELETABLE);
    const audit = {
      actor: actorOfUser(user),
      action: 'delete',
      subjectType: 'app',
      subjectId: id,
      // The vendor's history keeps the entries of the app deleted here.
      vendorId: app.head.vendorId,
      fromStatus: status,
    } as const;
    if (hasPublished(app.head) && app.inProgress) {
      await bumpApp(tx, id, { inProgressVersionId: null });
      await deleteVersion(tx, app.inProgress.id);
    } else {
      await deleteAppRow(tx, id);
    }
    await recordAudit(tx, audit);
  });
}

// ---------------------------------------------------------------------------------------------
// Icon and screenshots

export async function setAppIcon(
  db: Db,
  user: AuthUser,
  id: number,
  readFile: () => Promise<Buffer>,
): Promise<AppDetails> {
  await precheckEditable(db, user, id);
  const image = await processIcon(await readFile());
  return db.transaction(async (tx) => {
    const app = await lockOwnApp(tx, user, id);
    assertEditable(app);
    const target = await ensureInProgress(tx, app);
    await saveMedia(tx, image);
    await updateVersionContent(tx, target.id, { iconSha256: image.sha256 });
    await bumpApp(tx, id);
    await recordOwnerEdit(tx, user, 'icon', id, app.head.vendorId);
    return details(tx, id);
  });
}

/** The in-progress version's effective gallery size: published minus removed, plus its own. */
async function mergedScreenshotCount(tx: DbOrTx, head: AppHeadRow, version: VersionRow): Promise<number> {
  const own = await listOwnScreenshots(tx, version.id);
  if (head.publishedVersionId === null) return own.length;
  const published = await listOwnScreenshots(tx, head.publishedVersionId);
  return mergeScreenshots(published, own, await listRemovedIds(tx, version.id)).length;
}

export async function addAppScreenshots(
  db: Db,
  user: AuthUser,
  id: number,
  readFiles: () => Promise<Buffer[]>,
): Promise<AppDetails> {
  await precheckEditable(db, user, id);
  const files = await readFiles();
  // One at a time: each decode holds up to MAX_INPUT_PIXELS in memory.
  const images: Awaited<ReturnType<typeof processScreenshot>>[] = [];
  for (const file of files) images.push(await processScreenshot(file));

  return db.transaction(async (tx) => {
    const app = await lockOwnApp(tx, user, id);
    assertEditable(app);
    const target = await ensureInProgress(tx, app);
    const count = await mergedScreenshotCount(tx, app.head, target);
    if (count + images.length > MAX_SCREENSHOTS_PER_APP) throw new ConflictError(tooManyScreenshots(count));

    const own = await listOwnScreenshots(tx, target.id);
    const start = (own.at(-1)?.position ?? -1) + 1;
    for (const { full, thumb } of images) {
      await saveMedia(tx, full);
      await saveMedia(tx, thumb);
    }
    await insertScreenshots(
      tx,
      images.map(({ full, thumb }, i) => ({
        versionId: target.id,
        mediaSha256: full.sha256,
        thumbSha256: thumb.sha256,
        position: start + i,
      })),
    );
    await bumpApp(tx, id);
    await recordOwnerEdit(tx, user, 'screenshots', id, app.head.vendorId);
    return details(tx, id);
  });
}

/**
 * An own screenshot of the in-progress version is deleted; a published one is recorded in the
 * in-progress version's removed list (creating that version if needed), so the public keeps seeing it
 * until the update is approved.
 */
export async function deleteAppScreenshot(
  db: Db,
  user: AuthUser,
  id: number,
  screenshotId: number,
): Promise<AppDetails> {
  return db.transaction(async (tx) => {
    const app = await lockOwnApp(tx, user, id);
    assertEditable(app);
    const shot = await findScreenshot(tx, screenshotId);
    const ownOfInProgress = shot !== undefined && shot.versionId === app.inProgress?.id;
    const published = shot !== undefined && shot.versionId === app.head.publishedVersionId;
    if (ownOfInProgress) {
      await deleteScreenshotRow(tx, screenshotId);
    } else if (published) {
      const target = await ensureInProgress(tx, app);
      await addRemovedScreenshot(tx, target.id, screenshotId);
    } else {
      throw new NotFoundError(SCREENSHOT_NOT_FOUND);
    }
    await bumpApp(tx, id);
    await recordOwnerEdit(tx, user, 'screenshots', id, app.head.vendorId);
    return details(tx, id);
  });
}

// ---------------------------------------------------------------------------------------------
// Status changes

const WHOLE_APP: ReadonlySet<AppAction> = new Set<AppAction>(APP_WHOLE_APP_ACTIONS);
/** Rows that act on the version a card shows (submit, resubmit, approve, reject). */
const VERSION_ROWS = APP_MACHINE.filter((t) => !WHOLE_APP.has(t.action));
/** Rows that act on the whole app (deactivate, activate), checked against the lifecycle status. */
const APP_ROWS = APP_MACHINE.filter((t) => WHOLE_APP.has(t.action));

function transitionFor(
  app: LoadedApp,
  to: AppNewStatus,
  actor: MachineActor,
): Transition<AppStatus, AppAction> | undefined {
  return (
    findTransition(VERSION_ROWS, shownStatus(app), to, actor) ??
    findTransition(APP_ROWS, app.head.status, to, actor)
  );
}

/** Admin first: an admin who also owns the app's vendor reviews as admin and edits as its vendor. */
function actorsFor(user: AuthUser, head: AppHeadRow): MachineActor[] {
  const actors: MachineActor[] = [];
  if (isAdmin(user)) actors.push('admin');
  if (user.roles.includes('VENDOR') && head.owner === user.sub) actors.push('vendor');
  return actors;
}

interface ChangeContext {
  tx: Tx;
  app: LoadedApp;
  transition: Transition<AppStatus, AppAction>;
  reason: string | null;
  publicUrl: string;
  /** The name the app is known by: the published one, else the in-progress one. */
  name: string;
}

function inProgressOf(ctx: ChangeContext): VersionRow {
  const version = ctx.app.inProgress;
  if (!version)
    throw new Error(`App ${ctx.app.head.id} has no in-progress version to ${ctx.transition.action}`);
  return version;
}

/** Until the first approval the app's lifecycle status follows its only version. */
const lifecycleAfter = (ctx: ChangeContext): AppStatus =>
  hasPublished(ctx.app.head) ? ctx.app.head.status : ctx.transition.to;

/** Submitting needs what the editor's info form requires, plus an icon. */
function assertSubmittable(ctx: ChangeContext): void {
  const version = inProgressOf(ctx);
  const check = appFormSchema.safeParse(appToForm(version));
  if (!check.success) {
    const first = check.error.issues[0]?.message ?? 'The app information is incomplete.';
    throw new ConflictError(`Complete your app before you submit it: ${first}`);
  }
  if (!version.iconSha256) throw new ConflictError(APP_ICON_MISSING);
}

function assertPublished(ctx: ChangeContext): void {
  if (!hasPublished(ctx.app.head)) throw new ConflictError(NOTHING_TO_ACTIVATE);
}

const PRECONDITIONS: Partial<Record<AppAction, (ctx: ChangeContext) => void>> = {
  submit: assertSubmittable,
  resubmit: assertSubmittable,
  activate: assertPublished,
};

async function moveInProgressTo(ctx: ChangeContext): Promise<void> {
  await setVersionStatus(ctx.tx, inProgressOf(ctx).id, ctx.transition.to);
  await bumpApp(ctx.tx, ctx.app.head.id, { status: lifecycleAfter(ctx) });
}

/**
 * Approval publishes the in-progress version in one transaction. For an update, the spec's merged list
 * (published minus removed, then its own) is materialised onto the new version by moving the kept
 * published screenshots over (their ids stay the same); the old published version is then dropped
 * with the screenshots it alone still holds. Decision: old versions are not kept, the audit trail
 * records the history.
 */
async function publish(ctx: ChangeContext): Promise<void> {
  const { tx, app } = ctx;
  const version = inProgressOf(ctx);
  const oldPublishedId = app.head.publishedVersionId;
  if (oldPublishedId !== null) {
    const merged = mergeScreenshots(
      await listOwnScreenshots(tx, oldPublishedId),
      await listOwnScreenshots(tx, version.id),
      await listRemovedIds(tx, version.id),
    );
    await placeScreenshots(
      tx,
      version.id,
      merged.map((s) => s.id),
    );
    await clearRemovedScreenshots(tx, version.id);
  }
  await setVersionStatus(tx, version.id, 'ACTIVE', { touch: true });
  await bumpApp(tx, app.head.id, {
    status: 'ACTIVE',
    publishedVersionId: version.id,
    inProgressVersionId: null,
  });
  if (oldPublishedId !== null) await deleteVersion(tx, oldPublishedId);
}

/**
 * Deactivation takes the app out of the catalogue. Decision: a pending update (draft, in review or
 * rejected) of a published app is discarded with it; otherwise resubmitting it would reactivate the
 * app, which the spec reserves to admins. A never-published app keeps its only version, marked
 * DEACTIVATED so every view shows the same status.
 */
async function deactivate(ctx: ChangeContext): Promise<void> {
  const { tx, app } = ctx;
  const publishedId = app.head.publishedVersionId;
  if (publishedId !== null) {
    await setVersionStatus(tx, publishedId, 'DEACTIVATED');
    await bumpApp(tx, app.head.id, { status: 'DEACTIVATED', inProgressVersionId: null });
    if (app.inProgress) await deleteVersion(tx, app.inProgress.id);
  } else {
    await setVersionStatus(tx, inProgressOf(ctx).id, 'DEACTIVATED');
    await bumpApp(tx, app.head.id, { status: 'DEACTIVATED' });
  }
}

async function activate(ctx: ChangeContext): Promise<void> {
  const publishedId = ctx.app.head.publishedVersionId;
  if (publishedId !== null) await setVersionStatus(ctx.tx, publishedId, 'ACTIVE');
  await bumpApp(ctx.tx, ctx.app.head.id, { status: 'ACTIVE' });
}

const EFFECTS: Record<AppAction, (ctx: ChangeContext) => Promise<void>> = {
  submit: moveInProgressTo,
  resubmit: moveInProgressTo,
  reject: moveInProgressTo,
  approve: publish,
  deactivate,
  activate,
};

/** Reasons the vendor reads (GET .../reason) are rejection reasons; other reasons go to the audit only. */
const RECORDS_REASON: ReadonlySet<AppAction> = new Set<AppAction>(['reject']);

/** Actions that change what the public sees. */
const CHANGES_CATALOGUE: ReadonlySet<AppAction> = new Set<AppAction>(['approve', 'deactivate', 'activate']);

/**
 * The e-mails of review decisions, to the vendor's address. A vendor who deactivates its own app gets
 * none: it knows.
 */
const MAILS: Partial<Record<AppAction, (ctx: ChangeContext) => Mail | undefined>> = {
  approve: (ctx) =>
    appApprovedMail(ctx.publicUrl, {
      id: ctx.app.head.id,
      name: inProgressOf(ctx).name,
      wasUpdate: hasPublished(ctx.app.head),
    }),
  reject: (ctx) =>
    appRejectedMail(
      ctx.publicUrl,
      { id: ctx.app.head.id, name: inProgressOf(ctx).name, wasUpdate: hasPublished(ctx.app.head) },
      ctx.reason,
    ),
  deactivate: (ctx) =>
    ctx.transition.actor === 'admin'
      ? appDeactivatedMail(ctx.publicUrl, { id: ctx.app.head.id, name: ctx.name }, ctx.reason)
      : undefined,
  activate: (ctx) => appActivatedMail(ctx.publicUrl, { id: ctx.app.head.id, name: ctx.name }),
};

async function knownName(tx: DbOrTx, app: LoadedApp): Promise<string> {
  const id = app.head.publishedVersionId;
  const published = id === null ? undefined : await findVersion(tx, id);
  return published?.name ?? app.inProgress?.name ?? '';
}

export async function changeAppStatus(
  db: Db,
  publicUrl: string,
  user: AuthUser,
  id: number,
  change: StatusChange<AppNewStatus>,
): Promise<AppDetails> {
  const reason = normaliseReason(change.reason);
  return db.transaction(async (tx) => {
    const head = await lockAppHead(tx, id);
    const actors = head ? actorsFor(user, head) : [];
    if (!head || actors.length === 0) throw new NotFoundError(APP_NOT_FOUND);
    const app = await withInProgress(tx, head);

    const found = actors
      .map((actor) => transitionFor(app, change.newStatus, actor))
      .find((t) => t !== undefined);
    if (!found) {
      throw new ConflictError(refusedTransition(shownStatus(app), hasPublished(head), change.newStatus));
    }
    if (found.actor === 'vendor' && !APP_WRITING_VENDOR_STATUSES.has(head.vendorStatus)) {
      throw new ConflictError(VENDOR_NOT_APPROVED);
    }
    const ctx: ChangeContext = {
      tx,
      app,
      transition: found,
      reason,
      publicUrl,
      name: await knownName(tx, app),
    };
    PRECONDITIONS[found.action]?.(ctx);
    // Built before the effect: approving drops the in-progress version the mail names.
    const mail = MAILS[found.action]?.(ctx);

    await EFFECTS[found.action](ctx);
    const actor: Actor = actorOfUser(user);
    if (RECORDS_REASON.has(found.action) && reason !== null) await recordReason(tx, 'app', id, reason, actor);
    await recordAudit(tx, {
      actor,
      action: found.action,
      subjectType: 'app',
      subjectId: id,
      vendorId: head.vendorId,
      fromStatus: found.from,
      toStatus: found.to,
      reason,
    });
    if (mail) await enqueueMail(tx, { ...mail, to: head.vendorEmail });
    if (CHANGES_CATALOGUE.has(found.action)) await catalogueChanged(tx);
    return details(tx, id);
  });
}

export async function getAppReasons(db: DbOrTx, user: AuthUser, id: number): Promise<Reason[]> {
  const head = await findAppHead(db, id);
  const admin = isAdmin(user);
  if (!head || (!admin && head.owner !== user.sub)) throw new NotFoundError(APP_NOT_FOUND);
  return reasonsOf(db, 'app', id, { withAuthor: admin });
}
