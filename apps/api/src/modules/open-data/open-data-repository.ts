import {
  DEMO_FAILURES_UNAVAILABLE,
  type CheckedFact,
  type CheckKind,
  type CheckOutcome,
  type AppEvidence,
  type InteropProfile,
} from '@showroom/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  appChecks,
  appCheckStatus,
  apps,
  appVersions,
  catalogueSearch,
  vendors,
} from '../../db/schema/index.ts';

/** A public app as the open data describes it: its published version and its vendor's public profile. */
export interface OpenDataRow {
  id: number;
  name: string;
  descriptionShort: string;
  version: string | null;
  updatedAt: Date;
  demoUrl: string | null;
  repoUrl: string | null;
  profile: InteropProfile | null;
  evidence: AppEvidence | null;
  vendorId: number;
  vendorName: string;
  vendorWebsite: string | null;
  vendorUpdatedAt: Date;
  verifiedAt: Date | null;
  demoCheckedAt: Date | null;
  demoUnavailable: boolean;
}

/** The newest check of one kind of an app's published version. */
export interface LatestCheck {
  appId: number;
  kind: CheckKind;
  finishedAt: Date;
  outcome: CheckOutcome;
  facts: CheckedFact[];
}

/**
 * Every public app (catalogue_search holds exactly those: ACTIVE, published, of an approved vendor;
 * kept by the database's triggers) with its published version, never an in-progress one. In the
 * catalogue's order (name, then id).
 */
export async function loadOpenDataRows(db: DbOrTx): Promise<OpenDataRow[]> {
  const rows = await db
    .select({
      id: apps.id,
      name: appVersions.name,
      descriptionShort: appVersions.descriptionShort,
      version: appVersions.version,
      updatedAt: appVersions.updatedAt,
      demoUrl: appVersions.demoUrl,
      repoUrl: appVersions.repoUrl,
      profile: appVersions.profile,
      evidence: appVersions.evidence,
      vendorId: vendors.id,
      vendorName: vendors.name,
      vendorWebsite: vendors.website,
      vendorUpdatedAt: vendors.updatedAt,
      verifiedAt: appCheckStatus.verifiedAt,
      demoCheckedAt: appCheckStatus.demoCheckedAt,
      demoFailures: appCheckStatus.demoFailures,
    })
    .from(catalogueSearch)
    .innerJoin(apps, eq(apps.id, catalogueSearch.appId))
    .innerJoin(appVersions, eq(appVersions.id, apps.publishedVersionId))
    .innerJoin(vendors, eq(vendors.id, apps.vendorId))
    .leftJoin(appCheckStatus, eq(appCheckStatus.appId, apps.id))
    .orderBy(asc(catalogueSearch.nameKey), asc(catalogueSearch.appId));
  return rows.map(({ demoFailures, ...row }) => ({
    ...row,
    demoUnavailable: (demoFailures ?? 0) >= DEMO_FAILURES_UNAVAILABLE,
  }));
}

/**
 * The newest check of each kind of every public app's published version: what GET /apps/{id}/checks
 * shows anyone of a public app (a draft's checks are the vendor's business only).
 */
export async function loadLatestChecks(db: DbOrTx): Promise<LatestCheck[]> {
  return db
    .selectDistinctOn([appChecks.appId, appChecks.kind], {
      appId: appChecks.appId,
      kind: appChecks.kind,
      finishedAt: appChecks.finishedAt,
      outcome: appChecks.outcome,
      facts: appChecks.facts,
    })
    .from(appChecks)
    .innerJoin(catalogueSearch, eq(catalogueSearch.appId, appChecks.appId))
    .innerJoin(apps, and(eq(apps.id, appChecks.appId), eq(apps.publishedVersionId, appChecks.versionId)))
    .orderBy(asc(appChecks.appId), asc(appChecks.kind), desc(appChecks.finishedAt), desc(appChecks.id));
}
