import type { AuditAction, AuditStatus, AuditSubjectType } from '@showroom/contract';
import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { apps, appVersions, audit, reasons, vendors } from '../../db/schema/index.ts';

export interface ReasonRow {
  id: number;
  text: string;
  author: string;
  createdAt: Date;
}

export async function insertReason(
  db: DbOrTx,
  values: { subjectType: AuditSubjectType; subjectId: number; text: string; author: string },
): Promise<void> {
  await db.insert(reasons).values(values);
}

/** Newest first, so the first entry (whose text is shown) is the latest rejection; id breaks ties. */
export async function listReasons(
  db: DbOrTx,
  subjectType: AuditSubjectType,
  subjectId: number,
): Promise<ReasonRow[]> {
  return db
    .select({ id: reasons.id, text: reasons.text, author: reasons.author, createdAt: reasons.createdAt })
    .from(reasons)
    .where(and(eq(reasons.subjectType, subjectType), eq(reasons.subjectId, subjectId)))
    .orderBy(desc(reasons.createdAt), desc(reasons.id));
}

/** The latest reason text per subject, for lists that show it beside each row. */
export async function latestReasonTexts(
  db: DbOrTx,
  subjectType: AuditSubjectType,
  subjectIds: readonly number[],
): Promise<Map<number, string>> {
  if (subjectIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([reasons.subjectId], { subjectId: reasons.subjectId, text: reasons.text })
    .from(reasons)
    .where(and(eq(reasons.subjectType, subjectType), inArray(reasons.subjectId, [...subjectIds])))
    .orderBy(reasons.subjectId, desc(reasons.createdAt), desc(reasons.id));
  return new Map(rows.map((r) => [r.subjectId, r.text]));
}

export interface AuditInsert {
  actorSub: string;
  actorEmail: string | null;
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: number;
  /** The vendor whose history lists the entry (schema/reviews.ts). */
  vendorId: number;
  fromStatus: AuditStatus | null;
  toStatus: AuditStatus | null;
  reason: string | null;
}

export async function insertAudit(db: DbOrTx, values: AuditInsert): Promise<void> {
  await db.insert(audit).values(values);
}

export interface AuditRow {
  id: number;
  at: Date;
  actorSub: string;
  actorEmail: string | null;
  action: string;
  subjectType: AuditSubjectType;
  subjectId: number;
  subjectExists: boolean;
  fromStatus: string | null;
  toStatus: string | null;
  reason: string | null;
}

export interface AuditFilter {
  /** The vendor's own entries and those of its apps, also of apps deleted since. */
  vendorId?: number | undefined;
  appId?: number | undefined;
  /** Keyset: only entries with a smaller id (older). */
  beforeId?: number | undefined;
  limit: number;
}

/** An entry's own columns, as the history and its CSV download read them. */
const AUDIT_ENTRY_COLUMNS = {
  id: audit.id,
  at: audit.at,
  actorSub: audit.actorSub,
  actorEmail: audit.actorEmail,
  action: audit.action,
  subjectType: audit.subjectType,
  subjectId: audit.subjectId,
  fromStatus: audit.fromStatus,
  toStatus: audit.toStatus,
  reason: audit.reason,
};

/** Newest first by id: ids grow with insertion, so the order is stable and the keyset is one integer. */
export async function listAuditRows(db: DbOrTx, filter: AuditFilter): Promise<AuditRow[]> {
  const conditions: SQL[] = [];
  if (filter.appId !== undefined) {
    conditions.push(and(eq(audit.subjectType, 'app'), eq(audit.subjectId, filter.appId)) as SQL);
  }
  // Read backwards in audit_vendor_idx (vendor_id, id), from the cursor on.
  if (filter.vendorId !== undefined) conditions.push(eq(audit.vendorId, filter.vendorId));
  if (filter.beforeId !== undefined) conditions.push(lt(audit.id, filter.beforeId));
  return db
    .select({
      ...AUDIT_ENTRY_COLUMNS,
      // Vendors are never deleted; apps may be (never-published drafts), their entries stay.
      subjectExists: sql<boolean>`(${audit.subjectType} <> 'app' or exists (select 1 from ${apps} where ${apps.id} = ${audit.subjectId}))`,
    })
    .from(audit)
    .where(conditions.length > 0 ? and(...conditions) : sql`true`)
    .orderBy(desc(audit.id))
    .limit(filter.limit);
}

export interface AuditExportRow {
  id: number;
  at: Date;
  actorSub: string;
  actorEmail: string | null;
  action: string;
  subjectType: AuditSubjectType;
  subjectId: number;
  /** The app's name (published, else in progress) or the vendor's; null for an app deleted since. */
  subjectName: string | null;
  vendorId: number;
  vendorName: string | null;
  fromStatus: string | null;
  toStatus: string | null;
  reason: string | null;
}

/** The history oldest first, a keyset page at a time (entries with an id above `afterId`). */
export async function auditExportPage(db: DbOrTx, afterId: number, limit: number): Promise<AuditExportRow[]> {
  const appName = sql<string | null>`(select ${appVersions.name} from ${apps} join ${appVersions}
    on ${appVersions.id} = coalesce(${apps.publishedVersionId}, ${apps.inProgressVersionId})
    where ${apps.id} = ${audit.subjectId})`;
  return db
    .select({
      ...AUDIT_ENTRY_COLUMNS,
      subjectName: sql<
        string | null
      >`case when ${audit.subjectType} = 'app' then ${appName} else ${vendors.name} end`,
      vendorId: audit.vendorId,
      vendorName: vendors.name,
    })
    .from(audit)
    .leftJoin(vendors, eq(vendors.id, audit.vendorId))
    .where(gt(audit.id, afterId))
    .orderBy(asc(audit.id))
    .limit(limit);
}
