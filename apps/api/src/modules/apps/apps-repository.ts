import {
  evidenceFacetTags,
  profileFacetTags,
  type AppEvidence,
  type AppStatus,
  type InteropProfile,
  type VendorStatus,
} from '@showroom/contract';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { apps, appVersions, media, removedScreenshots, screenshots, vendors } from '../../db/schema/index.ts';

/** An app row with what ownership, transitions and e-mails need of its vendor. */
export interface AppHeadRow {
  id: number;
  vendorId: number;
  owner: string;
  vendorStatus: VendorStatus;
  vendorEmail: string;
  status: AppStatus;
  publishedVersionId: number | null;
  inProgressVersionId: number | null;
  rowVersion: number;
}

const headColumns = {
  id: apps.id,
  vendorId: apps.vendorId,
  owner: vendors.owner,
  vendorStatus: vendors.status,
  vendorEmail: vendors.email,
  status: apps.status,
  publishedVersionId: apps.publishedVersionId,
  inProgressVersionId: apps.inProgressVersionId,
  rowVersion: apps.rowVersion,
};

export async function findAppHead(db: DbOrTx, id: number): Promise<AppHeadRow | undefined> {
  const rows = await db
    .select(headColumns)
    .from(apps)
    .innerJoin(vendors, eq(vendors.id, apps.vendorId))
    .where(eq(apps.id, id))
    .limit(1);
  return rows[0];
}

/**
 * The app row locked for the rest of the transaction: every write to an app (its versions, screenshots
 * and status) takes this lock first, so concurrent writes queue up and each sees the previous one's
 * row version (PostgreSQL; PGlite has a single connection and runs transactions one at a time).
 */
export async function lockAppHead(tx: DbOrTx, id: number): Promise<AppHeadRow | undefined> {
  const rows = await tx
    .select(headColumns)
    .from(apps)
    .innerJoin(vendors, eq(vendors.id, apps.vendorId))
    .where(eq(apps.id, id))
    .for('update', { of: apps })
    .limit(1);
  return rows[0];
}

export interface VersionContent {
  name: string;
  description: string;
  descriptionShort: string;
  demoUrl: string | null;
  repoUrl: string | null;
  version: string | null;
  profile: InteropProfile | null;
  evidence: AppEvidence | null;
}

/** A version's facet tags: its profile's and its evidence's (the Runs on systems). */
export const versionFacetTags = (profile: InteropProfile | null, evidence: AppEvidence | null): string[] =>
  [...profileFacetTags(profile), ...evidenceFacetTags(evidence)].sort();

export interface VersionRow extends VersionContent {
  id: number;
  iconSha256: string | null;
  status: AppStatus;
}

/** Exactly a VersionRow: callers copy it into a new version, so it carries nothing else. */
const versionColumns = {
  id: appVersions.id,
  name: appVersions.name,
  description: appVersions.description,
  descriptionShort: appVersions.descriptionShort,
  demoUrl: appVersions.demoUrl,
  repoUrl: appVersions.repoUrl,
  version: appVersions.version,
  profile: appVersions.profile,
  evidence: appVersions.evidence,
  iconSha256: appVersions.iconSha256,
  status: appVersions.status,
};

export async function findVersion(db: DbOrTx, id: number): Promise<VersionRow | undefined> {
  const rows = await db.select(versionColumns).from(appVersions).where(eq(appVersions.id, id)).limit(1);
  return rows[0];
}

export async function insertApp(
  tx: DbOrTx,
  values: { vendorId: number; status: AppStatus },
): Promise<number> {
  const [row] = await tx.insert(apps).values(values).returning({ id: apps.id });
  if (!row) throw new Error('App insert returned no row');
  return row.id;
}

export async function insertVersion(
  tx: DbOrTx,
  values: VersionContent & { appId: number; status: AppStatus; iconSha256?: string | null },
): Promise<number> {
  const [row] = await tx
    .insert(appVersions)
    .values({ ...values, facets: versionFacetTags(values.profile, values.evidence) })
    .returning({ id: appVersions.id });
  if (!row) throw new Error('Version insert returned no row');
  return row.id;
}

/**
 * Points the app at its new in-progress version without bumping the row version: it is called inside
 * a write that bumps once at its end (or creates the app).
 */
export async function linkInProgressVersion(tx: DbOrTx, appId: number, versionId: number): Promise<void> {
  await tx.update(apps).set({ inProgressVersionId: versionId }).where(eq(apps.id, appId));
}

/**
 * Content and icon changes: the version's "last updated" moves with them. The profile and the evidence
 * are written together (both give the facet tags) or not at all.
 */
export async function updateVersionContent(
  tx: DbOrTx,
  id: number,
  values: Partial<Omit<VersionContent, 'profile' | 'evidence'> & { iconSha256: string }> &
    ({ profile?: undefined; evidence?: undefined } | Pick<VersionContent, 'profile' | 'evidence'>),
): Promise<void> {
  await tx
    .update(appVersions)
    .set({
      ...values,
      ...(values.profile === undefined ? {} : { facets: versionFacetTags(values.profile, values.evidence) }),
      updatedAt: sql`now()`,
    })
    .where(eq(appVersions.id, id));
}

/** A status change; `touch` also moves "last updated" (publishing a version does). */
export async function setVersionStatus(
  tx: DbOrTx,
  id: number,
  status: AppStatus,
  options: { touch?: boolean } = {},
): Promise<void> {
  await tx
    .update(appVersions)
    .set({ status, ...(options.touch ? { updatedAt: sql`now()` } : {}) })
    .where(eq(appVersions.id, id));
}

export async function deleteVersion(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(appVersions).where(eq(appVersions.id, id));
}

/** Every write to an app goes through here: it bumps the optimistic-locking row version. */
export async function bumpApp(
  tx: DbOrTx,
  id: number,
  values: Partial<{
    status: AppStatus;
    publishedVersionId: number | null;
    inProgressVersionId: number | null;
  }> = {},
): Promise<void> {
  await tx
    .update(apps)
    .set({ ...values, rowVersion: sql`${apps.rowVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(apps.id, id));
}

/** Deletes the app; its versions, screenshots and removed lists go with it (cascades). */
export async function deleteAppRow(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(apps).where(eq(apps.id, id));
}

// ---------------------------------------------------------------------------------------------
// Screenshots

export interface ScreenshotRef {
  id: number;
  versionId: number;
  position: number;
}

/** A version's own screenshots in gallery order. */
export async function listOwnScreenshots(db: DbOrTx, versionId: number): Promise<ScreenshotRef[]> {
  return db
    .select({ id: screenshots.id, versionId: screenshots.versionId, position: screenshots.position })
    .from(screenshots)
    .where(eq(screenshots.versionId, versionId))
    .orderBy(asc(screenshots.position), asc(screenshots.id));
}

export async function findScreenshot(db: DbOrTx, id: number): Promise<ScreenshotRef | undefined> {
  const rows = await db
    .select({ id: screenshots.id, versionId: screenshots.versionId, position: screenshots.position })
    .from(screenshots)
    .where(eq(screenshots.id, id))
    .limit(1);
  return rows[0];
}

export async function listRemovedIds(db: DbOrTx, versionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: removedScreenshots.screenshotId })
    .from(removedScreenshots)
    .where(eq(removedScreenshots.versionId, versionId));
  return rows.map((r) => r.id);
}

export async function insertScreenshots(
  tx: DbOrTx,
  rows: { versionId: number; mediaSha256: string; thumbSha256: string; position: number }[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(screenshots).values(rows);
}

export async function deleteScreenshotRow(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(screenshots).where(eq(screenshots.id, id));
}

export async function addRemovedScreenshot(
  tx: DbOrTx,
  versionId: number,
  screenshotId: number,
): Promise<void> {
  await tx.insert(removedScreenshots).values({ versionId, screenshotId }).onConflictDoNothing();
}

/** Moves screenshots (of another version of the same app) onto a version, in the given order. */
export async function placeScreenshots(tx: DbOrTx, versionId: number, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx.update(screenshots).set({ versionId, position }).where(eq(screenshots.id, id));
  }
}

export async function clearRemovedScreenshots(tx: DbOrTx, versionId: number): Promise<void> {
  await tx.delete(removedScreenshots).where(eq(removedScreenshots.versionId, versionId));
}

// ---------------------------------------------------------------------------------------------
// Versions at card size, and the vendor's list

export interface CardVersionRow {
  id: number;
  name: string;
  descriptionShort: string;
  demoUrl: string | null;
  version: string | null;
  status: AppStatus;
  updatedAt: Date;
  iconSha256: string | null;
  iconExt: string | null;
}

/** A whole version as the details page shows it: a card's fields and the rest of its content. */
export interface VersionDetailsRow extends VersionRow, CardVersionRow {}

/** The given versions (in no particular order), with their icon's file extension. */
export async function loadVersionRows(db: DbOrTx, versionIds: number[]): Promise<VersionDetailsRow[]> {
  if (versionIds.length === 0) return [];
  return db
    .select({ ...versionColumns, updatedAt: appVersions.updatedAt, iconExt: media.ext })
    .from(appVersions)
    .leftJoin(media, eq(media.sha256, appVersions.iconSha256))
    .where(inArray(appVersions.id, versionIds));
}

export interface VendorAppRow {
  id: number;
  status: AppStatus;
  published: CardVersionRow | null;
  inProgress: CardVersionRow | null;
}

/** A vendor's apps with both versions at card size, the most recently changed first. */
export async function listVendorAppRows(db: DbOrTx, vendorId: number): Promise<VendorAppRow[]> {
  const appRows = await db
    .select({
      id: apps.id,
      status: apps.status,
      publishedVersionId: apps.publishedVersionId,
      inProgressVersionId: apps.inProgressVersionId,
    })
    .from(apps)
    .where(eq(apps.vendorId, vendorId))
    .orderBy(desc(apps.updatedAt), desc(apps.id));
  const versionIds = appRows
    .flatMap((r) => [r.publishedVersionId, r.inProgressVersionId])
    .filter((id): id is number => id !== null);
  const versions = new Map((await loadVersionRows(db, versionIds)).map((v) => [v.id, v]));
  const version = (id: number | null): CardVersionRow | null =>
    id === null ? null : (versions.get(id) ?? null);
  return appRows.map((r) => ({
    id: r.id,
    status: r.status,
    published: version(r.publishedVersionId),
    inProgress: version(r.inProgressVersionId),
  }));
}

/**
 * Computes the facet tags of versions that have a profile but no tags (written before the tags
 * existed): run at start after the migrations. Publishing versions' rows reach the catalogue through
 * its trigger. Returns how many versions it filled.
 */
export async function fillMissingFacetTags(db: DbOrTx): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: appVersions.id, profile: appVersions.profile, evidence: appVersions.evidence })
      .from(appVersions)
      .where(sql`${appVersions.facets} is null and ${appVersions.profile} is not null`)
      .orderBy(asc(appVersions.id))
      .limit(500);
    for (const row of rows) {
      await db
        .update(appVersions)
        .set({ facets: versionFacetTags(row.profile, row.evidence) })
        .where(eq(appVersions.id, row.id));
    }
    filled += rows.length;
    if (rows.length < 500) return filled;
  }
}
