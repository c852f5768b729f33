/**
 * An app's icon and screenshots. Uploads are decoded and re-encoded before the transaction (no row is
 * locked while sharp works, and a refused image stores nothing), once the caller is known to own an
 * editable app; the checks are repeated on the locked row.
 */
import { MAX_SCREENSHOTS_PER_APP, type AppDetails } from '@showroom/contract';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/identity.ts';
import { processIcon, processScreenshot, saveMedia, type ProcessedImage } from '../media/index.ts';
import {
  assertEditable,
  editorDetails,
  lockOwnApp,
  precheckEditable,
  recordOwnerEdit,
  SCREENSHOT_NOT_FOUND,
} from './app-access.ts';
import { ensureInProgress, mergedScreenshotCount } from './app-versions.ts';
import {
  addRemovedScreenshot,
  bumpApp,
  deleteScreenshotRow,
  findScreenshot,
  insertScreenshots,
  listOwnScreenshots,
  updateVersionContent,
} from './apps-repository.ts';

const tooManyScreenshots = (has: number): string =>
  `An app can have at most ${MAX_SCREENSHOTS_PER_APP} screenshots; this one has ${has}. Delete some before you add more.`;

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
    return editorDetails(tx, id);
  });
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
  const images: { full: ProcessedImage; thumb: ProcessedImage }[] = [];
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
    return editorDetails(tx, id);
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
    return editorDetails(tx, id);
  });
}
