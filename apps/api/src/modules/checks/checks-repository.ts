import {
  CHECK_HISTORY,
  type CheckedFact,
  type CheckKind,
  type CheckOutcome,
  type CheckRecord,
} from '@showroom/contract';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appCheckStatus, apps, appChecks, appVersions, checkJobs, vendors } from '../../db/schema/index.ts';

/** The rows of a raw statement, on either driver. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** What screens show of an app's history: its newest checks. */

export interface NewCheck {
  appId: number;
  versionId: number | null;
  kind: CheckKind;
  url: string;
  startedAt: Date;
  finishedAt: Date;
  outcome: CheckOutcome;
  httpStatus?: number | undefined;
  timeMs?: number | undefined;
  detail?: string | undefined;
  facts: CheckedFact[];
  evidence: Record<string, unknown>;
}

const toRecord = (row: typeof appChecks.$inferSelect): CheckRecord => ({
  id: row.id,
  appId: row.appId,
  kind: row.kind,
  url: row.url,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt.toISOString(),
  outcome: row.outcome,
  ...(row.httpStatus === null ? {} : { httpStatus: row.httpStatus }),
  ...(row.timeMs === null ? {} : { timeMs: row.timeMs }),
  ...(row.detail === null ? {} : { detail: row.detail }),
  facts: row.facts,
  evidence: row.evidence,
});

export async function insertChecks(db: DbOrTx, checks: readonly NewCheck[]): Promise<CheckRecord[]> {
  if (checks.length === 0) return [];
  const rows = await db
    .insert(appChecks)
    .values(
      checks.map((c) => ({
        ...c,
        httpStatus: c.httpStatus ?? null,
        timeMs: c.timeMs ?? null,
        detail: c.detail ?? null,
      })),
    )
    .returning();
  return rows.map(toRecord);
}

/** The newest checks of an app, newest first; of one version when given. */
export async function listChecks(
  db: DbOrTx,
  appId: number,
  options: { versionId?: number | undefined; limit?: number } = {},
): Promise<CheckRecord[]> {
  const rows = await db
    .select()
    .from(appChecks)
    .where(
      and(
        eq(appChecks.appId, appId),
        options.versionId === undefined ? undefined : eq(appChecks.versionId, options.versionId),
      ),
    )
    .orderBy(desc(appChecks.finishedAt), desc(appChecks.id))
    .limit(options.limit ?? CHECK_HISTORY);
  return rows.map(toRecord);
}

/** Forgets all but the newest CHECK_HISTORY checks of an app. */
export async function pruneChecks(db: DbOrTx, appId: number): Promise<void> {
  await db.execute(sql`
    delete from ${appChecks} where ${appChecks.appId} = ${appId} and ${appChecks.id} not in (
      select id from ${appChecks} where ${appChecks.appId} = ${appId}
      order by ${appChecks.finishedAt} desc, ${appChecks.id} desc limit ${CHECK_HISTORY})`);
}

/**
 * How many of the app's latest demo checks failed in a row (0 when the newest passed).
 */
export async function demoFailuresInARow(db: DbOrTx, appId: number): Promise<number> {
  const rows = await db
    .select({ outcome: appChecks.outcome })
    .from(appChecks)
    .where(and(eq(appChecks.appId, appId), eq(appChecks.kind, 'demo')))
    .orderBy(desc(appChecks.finishedAt), desc(appChecks.id))
    .limit(CHECK_HISTORY);
  const firstPass = rows.findIndex((r) => r.outcome === 'passed');
  return firstPass === -1 ? rows.length : firstPass;
}

// ---------------------------------------------------------------------------------------------
// Jobs

/**
 * Schedules the app's next run at `dueAt` (an earlier one stays). A run in progress loses its claim:
 * its end then leaves this request due instead of scheduling the next interval over it.
 */
export async function scheduleChecks(db: DbOrTx, appId: number, dueAt: Date, reason: string): Promise<void> {
  await db
    .insert(checkJobs)
    .values({ appId, dueAt, reason })
    .onConflictDoUpdate({
      target: checkJobs.appId,
      set: {
        dueAt: sql`least(${checkJobs.dueAt}, excluded.due_at)`,
        reason: sql`excluded.reason`,
        leasedUntil: null,
      },
    });
}

/**
 * Claims up to `limit` due runs for `leaseMs`: each claimed by one process only (SKIP LOCKED), and a
 * run whose lease ran out (its process died) is due again.
 */
export async function claimDueChecks(
  db: DbOrTx,
  now: Date,
  options: { limit: number; leaseMs: number },
): Promise<{ appId: number; reason: string }[]> {
  const until = new Date(now.getTime() + options.leaseMs);
  const result = await db.execute(sql`
    with due as materialized (
      select app_id from ${checkJobs}
      where due_at <= ${now} and (leased_until is null or leased_until <= ${now})
      order by due_at, app_id
      limit ${options.limit}
      for update skip locked
    )
    update ${checkJobs} j set leased_until = ${until}
    from due where j.app_id = due.app_id
    returning j.app_id, j.reason`);
  return rowsOf<{ app_id: number; reason: string }>(result).map((r) => ({
    appId: r.app_id,
    reason: r.reason,
  }));
}

/** After a run: the next one at `next` (the schedule), or none. A job scheduled anew meanwhile stays due. */
export async function finishChecks(db: DbOrTx, appId: number, next: Date | undefined): Promise<void> {
  if (next === undefined) {
    await db.delete(checkJobs).where(and(eq(checkJobs.appId, appId), isNotNull(checkJobs.leasedUntil)));
    return;
  }
  await db
    .update(checkJobs)
    .set({ dueAt: next, reason: 'schedule', leasedUntil: null })
    .where(and(eq(checkJobs.appId, appId), isNotNull(checkJobs.leasedUntil)));
}

/**
 * Gives every public app without a scheduled run one (apps published before the checks existed, or
 * while they were off), spread over the interval by app id so that an upgrade starts no burst.
 * Returns how many it scheduled.
 */
export async function scheduleMissingChecks(db: DbOrTx, now: Date, intervalMs: number): Promise<number> {
  const spreadS = Math.max(1, Math.floor(intervalMs / 1000));
  // Counted in the database: with many apps, a row per scheduled app would only cost memory here.
  const result = await db.execute(sql`
    with scheduled as (
      insert into ${checkJobs} (app_id, due_at, reason)
      select cs.app_id,
             ${now}::timestamptz + make_interval(secs => ((cs.app_id::bigint * 2654435761) % ${spreadS})::double precision),
             'schedule'
        from catalogue_search cs
       where not exists (select 1 from ${checkJobs} j where j.app_id = cs.app_id)
      on conflict (app_id) do nothing
      returning 1
    )
    select count(*)::int as n from scheduled`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** When the app's next run is due, if one is scheduled. */
export async function nextCheckDue(db: DbOrTx, appId: number): Promise<Date | undefined> {
  const [row] = await db.select({ dueAt: checkJobs.dueAt }).from(checkJobs).where(eq(checkJobs.appId, appId));
  return row?.dueAt;
}

// ---------------------------------------------------------------------------------------------
// What a run reads

export interface CheckSubject {
  appId: number;
  name: string;
  isPublic: boolean;
  vendorEmail: string;
  vendorWebsite: string | null;
  owner: string;
  /** The version whose declarations are checked: the one in progress (a vendor's latest), else the published. */
  version: typeof appVersions.$inferSelect | undefined;
  publishedVersionId: number | null;
}

export async function loadCheckSubject(
  db: DbOrTx,
  appId: number,
  which: 'published' | 'latest',
): Promise<CheckSubject | undefined> {
  const [row] = await db
    .select({
      appId: apps.id,
      status: apps.status,
      publishedVersionId: apps.publishedVersionId,
      inProgressVersionId: apps.inProgressVersionId,
      vendorEmail: vendors.email,
      vendorWebsite: vendors.website,
      vendorStatus: vendors.status,
      owner: vendors.owner,
    })
    .from(apps)
    .innerJoin(vendors, eq(vendors.id, apps.vendorId))
    .where(eq(apps.id, appId));
  if (!row) return undefined;
  const versionId =
    which === 'latest' ? (row.inProgressVersionId ?? row.publishedVersionId) : row.publishedVersionId;
  const [version] =
    versionId === null
      ? []
      : await db
          .select()
          .from(appVersions)
          .where(inArray(appVersions.id, [versionId]));
  return {
    appId: row.appId,
    name: version?.name ?? '',
    isPublic:
      row.status === 'ACTIVE' && row.publishedVersionId !== null && row.vendorStatus !== 'DEACTIVATED',
    vendorEmail: row.vendorEmail,
    vendorWebsite: row.vendorWebsite,
    owner: row.owner,
    version,
    publishedVersionId: row.publishedVersionId,
  };
}

// ---------------------------------------------------------------------------------------------
// What cards show

export type CheckStatus = Pick<
  typeof appCheckStatus.$inferSelect,
  'verifiedAt' | 'demoCheckedAt' | 'demoFailures'
>;

const NO_STATUS: CheckStatus = { verifiedAt: null, demoCheckedAt: null, demoFailures: 0 };

export async function loadCheckStatus(db: DbOrTx, appId: number): Promise<CheckStatus> {
  const [row] = await db
    .select({
      verifiedAt: appCheckStatus.verifiedAt,
      demoCheckedAt: appCheckStatus.demoCheckedAt,
      demoFailures: appCheckStatus.demoFailures,
    })
    .from(appCheckStatus)
    .where(eq(appCheckStatus.appId, appId));
  return row ?? NO_STATUS;
}

/** When the app's last demo check finished (the details say it beside Demo once the demo is unavailable). */
export async function lastDemoCheckAt(db: DbOrTx, appId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ finishedAt: appChecks.finishedAt })
    .from(appChecks)
    .where(and(eq(appChecks.appId, appId), eq(appChecks.kind, 'demo')))
    .orderBy(desc(appChecks.finishedAt))
    .limit(1);
  return row?.finishedAt;
}

export async function saveCheckStatus(db: DbOrTx, appId: number, status: CheckStatus): Promise<void> {
  await db
    .insert(appCheckStatus)
    .values({ appId, ...status })
    .onConflictDoUpdate({ target: appCheckStatus.appId, set: status });
}
