import {
  cardInteropFromTags,
  mergeScreenshots,
  profileFacetTags,
  withIconTimestamp,
  type AppDetails,
  type AppStatus,
  type Screenshot,
} from '@showroom/contract';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { apps, media, removedScreenshots, screenshots, vendors } from '../../db/schema/index.ts';
import { mediaUrl } from '../media/index.ts';
import { latestReasons } from '../reviews/index.ts';
import { loadVersionRows } from './apps-repository.ts';

/**
 * Which version of an app to load:
 * - 'published': the published version only (what the public sees);
 * - 'inProgress': the newer in-progress version only (DRAFT, WAITING_FOR_APPROVAL or REJECTED);
 * - 'preferInProgress': the in-progress version if there is one, else the published one (editor, preview).
 */
export type AppVersionChoice = 'published' | 'inProgress' | 'preferInProgress';

const vendorIcon = alias(media, 'vendor_icon');
const thumb = alias(media, 'thumb');

/** The app row with its vendor's public info: one query, shared by every version choice. */
async function loadAppHead(db: DbOrTx, appId: number) {
  const rows = await db
    .select({
      id: apps.id,
      status: apps.status,
      publishedVersionId: apps.publishedVersionId,
      inProgressVersionId: apps.inProgressVersionId,
      rowVersion: apps.rowVersion,
      vendorId: vendors.id,
      vendorName: vendors.name,
      vendorDescription: vendors.description,
      vendorEmail: vendors.email,
      vendorWebsite: vendors.website,
      vendorIconSha256: vendors.iconSha256,
      vendorIconExt: vendorIcon.ext,
      vendorIconUpdatedAt: vendors.iconUpdatedAt,
      vendorUpdatedAt: vendors.updatedAt,
    })
    .from(apps)
    .innerJoin(vendors, eq(vendors.id, apps.vendorId))
    .leftJoin(vendorIcon, eq(vendorIcon.sha256, vendors.iconSha256))
    .where(eq(apps.id, appId))
    .limit(1);
  return rows[0];
}

/** A version's own screenshots in gallery order, with the card-size rendition where there is one. */
async function loadScreenshots(db: DbOrTx, versionId: number): Promise<Screenshot[]> {
  const rows = await db
    .select({
      id: screenshots.id,
      sha256: screenshots.mediaSha256,
      ext: media.ext,
      thumbSha256: screenshots.thumbSha256,
      thumbExt: thumb.ext,
    })
    .from(screenshots)
    .innerJoin(media, eq(media.sha256, screenshots.mediaSha256))
    .leftJoin(thumb, eq(thumb.sha256, screenshots.thumbSha256))
    .where(eq(screenshots.versionId, versionId))
    .orderBy(asc(screenshots.position), asc(screenshots.id));
  return rows.map((r) => ({
    id: r.id,
    url: mediaUrl(r.sha256, r.ext),
    thumbUrl: r.thumbSha256 && r.thumbExt ? mediaUrl(r.thumbSha256, r.thumbExt) : null,
  }));
}

async function loadRemovedIds(db: DbOrTx, versionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: removedScreenshots.screenshotId })
    .from(removedScreenshots)
    .where(eq(removedScreenshots.versionId, versionId))
    .orderBy(asc(removedScreenshots.screenshotId));
  return rows.map((r) => r.id);
}

/**
 * One app as the details page, the editor and the preview read it (the contract's AppDetails), or
 * undefined when the app does not exist or has no version of the chosen kind. No access rule is
 * applied here: callers decide who may see which version.
 *
 * - `id` is the app's id, `versionId` the version's; `rowVersion` is the app's optimistic-locking counter.
 * - `status`: for an in-progress version its own status; for the published version the app's lifecycle
 *   status (ACTIVE or DEACTIVATED), so a deactivation that only touches the app row still reads right.
 * - `screenshots`: the published version's own list; for an in-progress version of an app that also
 *   has a published version, the merged list (published minus `removedImages`, then its own).
 * - `inProgressStatus` / `hasPublished` / `publishedStatus` / `rejection` always describe the app;
 *   public callers strip them.
 */
export async function loadAppDetails(
  db: DbOrTx,
  appId: number,
  which: AppVersionChoice,
): Promise<AppDetails | undefined> {
  const head = await loadAppHead(db, appId);
  if (!head) return undefined;
  const { publishedVersionId, inProgressVersionId } = head;
  const chosenId =
    which === 'published'
      ? publishedVersionId
      : which === 'inProgress'
        ? inProgressVersionId
        : (inProgressVersionId ?? publishedVersionId);
  if (chosenId === null) return undefined;

  const versionRows = await loadVersionRows(
    db,
    [chosenId, inProgressVersionId, publishedVersionId].filter((id): id is number => id !== null),
  );
  const version = versionRows.find((v) => v.id === chosenId);
  if (!version) return undefined;
  const inProgress = versionRows.find((v) => v.id === inProgressVersionId);
  const published = versionRows.find((v) => v.id === publishedVersionId);
  // Issue 19: while the in-progress version is rejected, the latest reason (reasons are kept per app).
  const rejectionReason =
    inProgress?.status === 'REJECTED'
      ? ((await latestReasons(db, 'app', [head.id])).get(head.id) ?? '')
      : undefined;

  const isPublished = chosenId === publishedVersionId;
  let shots = await loadScreenshots(db, chosenId);
  let removedImages: number[] = [];
  if (!isPublished) {
    removedImages = await loadRemovedIds(db, chosenId);
    if (publishedVersionId !== null) {
      shots = mergeScreenshots(await loadScreenshots(db, publishedVersionId), shots, removedImages);
    }
  }

  const status: AppStatus = isPublished ? head.status : version.status;
  const vendorIconUrl =
    head.vendorIconSha256 && head.vendorIconExt ? mediaUrl(head.vendorIconSha256, head.vendorIconExt) : null;

  // The summary at the top of the page: the card's badges, from the tags the catalogue filters by.
  const interop = cardInteropFromTags(profileFacetTags(version.profile));
  return {
    id: head.id,
    versionId: version.id,
    name: version.name,
    description: version.description,
    descriptionShort: version.descriptionShort,
    demoUrl: version.demoUrl,
    repoUrl: version.repoUrl,
    version: version.version,
    profile: version.profile,
    ...(interop ? { interop } : {}),
    evidence: version.evidence,
    icon: version.iconSha256 && version.iconExt ? mediaUrl(version.iconSha256, version.iconExt) : null,
    screenshots: shots,
    removedImages,
    status,
    updatedAt: version.updatedAt.toISOString(),
    vendor: {
      id: head.vendorId,
      name: head.vendorName,
      description: head.vendorDescription,
      email: head.vendorEmail,
      website: head.vendorWebsite,
      imageUrl: withIconTimestamp(vendorIconUrl, head.vendorIconUpdatedAt ?? head.vendorUpdatedAt),
    },
    rowVersion: head.rowVersion,
    inProgressStatus: inProgress?.status ?? null,
    hasPublished: publishedVersionId !== null,
    publishedStatus: publishedVersionId !== null ? head.status : null,
    ...(rejectionReason !== undefined
      ? {
          rejection: {
            reason: rejectionReason,
            update: publishedVersionId !== null,
            liveVersion: published?.version ?? null,
          },
        }
      : {}),
  };
}
