/**
 * An app's versions: the published one the public sees and the newer in-progress one its vendor works
 * on. Edits go to the in-progress version (made on demand from the published one); approval publishes it.
 */
import { mergeScreenshots } from '@showroom/contract';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { LoadedApp } from './app-access.ts';
import {
  bumpApp,
  clearRemovedScreenshots,
  deleteVersion,
  findVersion,
  insertVersion,
  linkInProgressVersion,
  listOwnScreenshots,
  listRemovedIds,
  placeScreenshots,
  setVersionStatus,
  type AppHeadRow,
  type VersionRow,
} from './apps-repository.ts';

/**
 * The version edits go to. A published app without one gets a new DRAFT version copying the published
 * content; its screenshots are inherited by reference (no own screenshots, nothing removed), so its
 * merged list equals the published one. The published version stays public and unchanged.
 */
export async function ensureInProgress(tx: Tx, app: LoadedApp): Promise<VersionRow> {
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

/** The in-progress version's effective gallery size: published minus removed, plus its own. */
export async function mergedScreenshotCount(
  tx: DbOrTx,
  head: AppHeadRow,
  version: VersionRow,
): Promise<number> {
  const own = await listOwnScreenshots(tx, version.id);
  if (head.publishedVersionId === null) return own.length;
  const published = await listOwnScreenshots(tx, head.publishedVersionId);
  return mergeScreenshots(published, own, await listRemovedIds(tx, version.id)).length;
}

/**
 * Makes the in-progress version the published one, in the caller's transaction. For an update, the
 * merged screenshot list (published minus removed, then its own) is materialised onto the new version
 * by moving the kept published screenshots over (their ids stay the same); the old published version
 * is then dropped with the screenshots it alone still holds. Decision: old versions are not kept, the
 * audit trail records the history.
 */
export async function publishInProgress(tx: Tx, head: AppHeadRow, version: VersionRow): Promise<void> {
  const oldPublishedId = head.publishedVersionId;
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
  await bumpApp(tx, head.id, { status: 'ACTIVE', publishedVersionId: version.id, inProgressVersionId: null });
  if (oldPublishedId !== null) await deleteVersion(tx, oldPublishedId);
}

/** The name the app is known by: the published one, else the in-progress one. */
export async function knownName(tx: DbOrTx, app: LoadedApp): Promise<string> {
  const id = app.head.publishedVersionId;
  const published = id === null ? undefined : await findVersion(tx, id);
  return published?.name ?? app.inProgress?.name ?? '';
}
