/**
 * What every write to an app needs: loading and locking it, who may touch it, whether it may be edited,
 * the texts of refusals, and the audit entry of an owner's edit.
 *
 * Model (db/schema/apps.ts): an app keeps one id; its content lives in versions. `publishedVersionId`
 * is what the public sees, `inProgressVersionId` the newer version a vendor works on (DRAFT,
 * WAITING_FOR_APPROVAL or REJECTED). `apps.status` is the lifecycle: the in-progress version's status
 * until the first approval, then ACTIVE or DEACTIVATED.
 */
import {
  API_ERROR_TEXTS,
  cardActions,
  statusLabel,
  vendorMayWriteApps,
  type AppDetails,
  type AppStatus,
} from '@showroom/contract';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { auditActorOf, type AuthUser } from '../../lib/identity.ts';
import { recordAudit } from '../reviews/index.ts';
import { loadAppDetails } from './app-details-repository.ts';
import {
  findAppHead,
  findVersion,
  lockAppHead,
  type AppHeadRow,
  type VersionRow,
} from './apps-repository.ts';

// Texts of refusals: each says what happened and what to do.
export const APP_NOT_FOUND = 'The app does not exist.';
export const SCREENSHOT_NOT_FOUND = 'The screenshot does not exist.';
export const APP_CHANGED = 'This app was changed in the meantime. Reload it and apply your changes again.';
export const VENDOR_NOT_APPROVED = API_ERROR_TEXTS.vendorNotApproved;
export const OWN_VENDOR_ONLY = 'You can only create and change apps of your own vendor.';
export const NAME_LOCKED =
  'The name of an app can not be changed once it has been published. Please contact the support to rename it.';
export const APP_ICON_MISSING = 'Set an icon before you submit your app.';
export const NOTHING_TO_ACTIVATE = 'This app was never published, so it can not be activated.';
export const NOT_DELETABLE =
  'Only draft apps can be deleted. Deactivate a published or rejected app instead.';

const notEditable = (status: AppStatus, hasPublished: boolean): string =>
  `This app can not be changed while its status is '${statusLabel(status, hasPublished)}'.`;

/** The contract's rule (apps come after the vendor's approval), for the services here. */
export { vendorMayWriteApps };

export interface LoadedApp {
  head: AppHeadRow;
  inProgress: VersionRow | undefined;
}

/** The status the machine's version rows and the card menu apply to (the contract's cardView). */
export const shownStatus = (app: LoadedApp): AppStatus => app.inProgress?.status ?? app.head.status;
export const hasPublished = (head: AppHeadRow): boolean => head.publishedVersionId !== null;

async function withInProgress(tx: DbOrTx, head: AppHeadRow): Promise<LoadedApp> {
  const inProgress =
    head.inProgressVersionId === null ? undefined : await findVersion(tx, head.inProgressVersionId);
  return { head, inProgress };
}

/** The app locked for the rest of the transaction, with its in-progress version. */
export async function lockApp(tx: Tx, id: number): Promise<LoadedApp | undefined> {
  const head = await lockAppHead(tx, id);
  return head ? withInProgress(tx, head) : undefined;
}

/** The caller's own app, locked; another vendor's app is as absent as a missing one (404). */
export async function lockOwnApp(tx: Tx, user: AuthUser, id: number): Promise<LoadedApp> {
  const app = await lockApp(tx, id);
  if (!app || app.head.owner !== user.sub) throw new NotFoundError(APP_NOT_FOUND);
  return app;
}

/** What every vendor edit requires: an approved vendor and a status whose card offers Edit. */
export function assertEditable(app: LoadedApp): void {
  if (!vendorMayWriteApps(app.head.vendorStatus)) throw new ConflictError(VENDOR_NOT_APPROVED);
  const status = shownStatus(app);
  if (!cardActions(status).edit.enabled) {
    throw new ConflictError(notEditable(status, hasPublished(app.head)));
  }
}

/** Unlocked check before an upload is read and decoded, so only the owner of an editable app makes the server work. */
export async function precheckEditable(db: DbOrTx, user: AuthUser, id: number): Promise<void> {
  const head = await findAppHead(db, id);
  if (!head || head.owner !== user.sub) throw new NotFoundError(APP_NOT_FOUND);
  assertEditable(await withInProgress(db, head));
}

/** The audit entry of an owner's own edit (create, content, icon, screenshots): no status change. */
export async function recordOwnerEdit(
  tx: DbOrTx,
  user: AuthUser,
  action: 'create' | 'update' | 'icon' | 'screenshots',
  appId: number,
  vendorId: number,
): Promise<void> {
  await recordAudit(tx, {
    actor: auditActorOf(user),
    action,
    subjectType: 'app',
    subjectId: appId,
    vendorId,
  });
}

/** The answer of every write: the version the editor works on (the in-progress one, else the published one). */
export async function editorDetails(db: DbOrTx, id: number): Promise<AppDetails> {
  const app = await loadAppDetails(db, id, 'preferInProgress');
  if (!app) throw new NotFoundError(APP_NOT_FOUND);
  return app;
}
