import {
  BADGE_TAG_PREFIXES,
  cardInteropFromTags,
  DEMO_FAILURES_UNAVAILABLE,
  type AppCard,
  type AppStatus,
} from '@showroom/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { appCheckStatus, apps, appVersions, catalogueSearch, media, vendors } from '../../db/schema/index.ts';
import { mediaUrl } from '../media/index.ts';

/**
 * The lists GET /apps serves: the public catalogue, and the two admin lists (apps whose version is in
 * review, deactivated apps).
 */
export type AppCardList = 'public' | 'submitted' | 'deactivated';

/** One column of the app's check status, as a scalar subquery (every card query has `apps` in it). */
const checkStatus = <T>(column: AnyPgColumn, decode: (value: unknown) => T) =>
  sql<T | null>`(select ${column} from ${appCheckStatus} where ${appCheckStatus.appId} = ${apps.id})`.mapWith(
    (value: unknown) => (value === null || value === undefined ? null : decode(value)),
  );
const asDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/** The columns of a card, shared with the search (search-repository.ts). */
export const cardColumns = {
  id: apps.id,
  vendorId: vendors.id,
  vendorName: vendors.name,
  name: appVersions.name,
  descriptionShort: appVersions.descriptionShort,
  demoUrl: appVersions.demoUrl,
  version: appVersions.version,
  updatedAt: appVersions.updatedAt,
  iconSha256: appVersions.iconSha256,
  iconExt: media.ext,
  publishedVersionId: apps.publishedVersionId,
  /** What the app's live checks found (app_check_status), for the card's check badges. */
  verifiedAt: checkStatus(appCheckStatus.verifiedAt, asDate),
  demoCheckedAt: checkStatus(appCheckStatus.demoCheckedAt, asDate),
  demoFailures: checkStatus(appCheckStatus.demoFailures, Number),
  /** How many reference sites the version's evidence names (issue 37: `Used by N sites` on the card). */
  referenceSites:
    sql<number>`coalesce(jsonb_array_length(case when jsonb_typeof(${appVersions.evidence}->'usedBy') = 'array' then ${appVersions.evidence}->'usedBy' end), 0)`.mapWith(
      Number,
    ),
  /** The version's facet tags a card's badges need, not the whole list. */
  badgeTags: sql<
    string[] | null
  >`array(select t from unnest(${appVersions.facets}) as t where t like any (array[${sql.join(
    BADGE_TAG_PREFIXES.map((p) => sql`${`${p}%`}`),
    sql`, `,
  )}]))`,
};

export type CardRow = {
  id: number;
  vendorId: number;
  vendorName: string;
  name: string;
  descriptionShort: string;
  demoUrl: string | null;
  version: string | null;
  updatedAt: Date;
  iconSha256: string | null;
  iconExt: string | null;
  publishedVersionId: number | null;
  badgeTags: string[] | null;
  referenceSites: number;
  verifiedAt: Date | null;
  demoCheckedAt: Date | null;
  demoFailures: number | null;
};

function withInterop(tags: string[] | null): Pick<AppCard, 'interop'> {
  const interop = cardInteropFromTags(tags ?? []);
  return interop ? { interop } : {};
}

export function withChecks(
  row: Pick<CardRow, 'verifiedAt' | 'demoCheckedAt' | 'demoFailures'>,
): Pick<AppCard, 'checks'> {
  const unavailable = (row.demoFailures ?? 0) >= DEMO_FAILURES_UNAVAILABLE;
  if (!row.verifiedAt && !row.demoCheckedAt && !unavailable) return {};
  return {
    checks: {
      ...(row.verifiedAt ? { verifiedAt: row.verifiedAt.toISOString() } : {}),
      ...(row.demoCheckedAt ? { demoCheckedAt: row.demoCheckedAt.toISOString() } : {}),
      ...(unavailable ? { demoUnavailable: true } : {}),
    },
  };
}

/** `origin`: the card stands for an update in review of a published app, whose lifecycle status this is. */
export function toCard(row: CardRow, status: AppStatus, origin?: AppStatus): AppCard {
  return {
    id: row.id,
    type: 'App',
    name: row.name,
    vendor: { id: row.vendorId, name: row.vendorName },
    icon: row.iconSha256 && row.iconExt ? mediaUrl(row.iconSha256, row.iconExt) : null,
    descriptionShort: row.descriptionShort,
    demoUrl: row.demoUrl,
    status,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    ...withInterop(row.badgeTags),
    ...withChecks(row),
    ...(row.referenceSites > 0 ? { referenceSites: row.referenceSites } : {}),
    // The card stands for an update in review: it names the published app it would replace.
    // Issue 19: with the published app's status (ACTIVE or DEACTIVATED), for the badge of both versions.
    ...(origin ? { originApp: { id: row.id, status: origin } } : {}),
  };
}

/**
 * The cards of one list, whole. Public and deactivated cards show the published version, never a
 * newer draft; submitted cards show the version in review (a new app's, or an update's).
 * Order: the catalogue and the deactivated list by name (case-insensitive, then id); the review queue
 * oldest first, so the app that has waited longest is on top.
 */
export async function loadAppCards(db: DbOrTx, list: AppCardList): Promise<AppCard[]> {
  if (list === 'public') {
    const rows = await db
      .select(cardColumns)
      .from(catalogueSearch)
      .innerJoin(apps, eq(apps.id, catalogueSearch.appId))
      .innerJoin(appVersions, eq(appVersions.id, apps.publishedVersionId))
      .innerJoin(vendors, eq(vendors.id, apps.vendorId))
      .leftJoin(media, eq(media.sha256, appVersions.iconSha256))
      .orderBy(asc(catalogueSearch.nameKey), asc(catalogueSearch.appId));
    return rows.map((r) => toCard(r, 'ACTIVE'));
  }
  if (list === 'deactivated') {
    const rows = await db
      .select(cardColumns)
      .from(apps)
      .innerJoin(
        appVersions,
        eq(appVersions.id, sql`coalesce(${apps.publishedVersionId}, ${apps.inProgressVersionId})`),
      )
      .innerJoin(vendors, eq(vendors.id, apps.vendorId))
      .leftJoin(media, eq(media.sha256, appVersions.iconSha256))
      .where(eq(apps.status, 'DEACTIVATED'))
      .orderBy(sql`lower(${appVersions.name})`, asc(apps.id));
    return rows.map((r) => toCard(r, 'DEACTIVATED'));
  }
  const rows = await db
    .select({ ...cardColumns, appStatus: apps.status })
    .from(apps)
    .innerJoin(appVersions, eq(appVersions.id, apps.inProgressVersionId))
    .innerJoin(vendors, eq(vendors.id, apps.vendorId))
    .leftJoin(media, eq(media.sha256, appVersions.iconSha256))
    .where(eq(appVersions.status, 'WAITING_FOR_APPROVAL'))
    .orderBy(asc(appVersions.updatedAt), asc(apps.id));
  return rows.map((r) =>
    toCard(r, 'WAITING_FOR_APPROVAL', r.publishedVersionId !== null ? r.appStatus : undefined),
  );
}

/** Who owns an app, for access decisions; undefined when there is no such app. */
export async function findAppOwner(
  db: DbOrTx,
  appId: number,
): Promise<{ owner: string; isPublic: boolean } | undefined> {
  const rows = await db
    .select({ owner: vendors.owner, publicId: catalogueSearch.appId })
    .from(apps)
    .innerJoin(vendors, eq(vendors.id, apps.vendorId))
    .leftJoin(catalogueSearch, eq(catalogueSearch.appId, apps.id))
    .where(eq(apps.id, appId))
    .limit(1);
  const row = rows[0];
  return row ? { owner: row.owner, isPublic: row.publicId !== null } : undefined;
}
