import { DEMO_FAILURES_UNAVAILABLE } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  appCheckStatus,
  appChecks,
  apps,
  appVersions,
  audit,
  catalogueSearch,
  vendors,
} from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Timestamps come back as Date (node-postgres, PGlite) or text; null stays null. */
function asDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  return typeof value === 'string' ? new Date(value) : null;
}

export interface WaitingRow {
  count: number;
  oldestSince: Date | null;
}

/**
 * Vendors waiting for approval, and when the longest-waiting one was submitted: its latest audit entry
 * into WAITING_FOR_APPROVAL (a vendor cannot change while it waits), else its last update.
 */
export async function waitingVendors(db: DbOrTx): Promise<WaitingRow> {
  const result = await db.execute(sql`
    select count(*)::int as count, min(coalesce(
      (select max(${audit.at}) from ${audit}
        where ${audit.subjectType} = 'vendor' and ${audit.subjectId} = ${vendors.id}
          and ${audit.toStatus} = 'WAITING_FOR_APPROVAL'),
      ${vendors.updatedAt})) as oldest
    from ${vendors} where ${vendors.status} = 'WAITING_FOR_APPROVAL'`);
  const row = rowsOf<{ count: number; oldest: unknown }>(result)[0];
  return { count: Number(row?.count ?? 0), oldestSince: asDate(row?.oldest) };
}

/**
 * Apps whose version in progress waits for approval (new apps and updates: the admin's review list),
 * and when the longest-waiting one was submitted: its latest audit entry into WAITING_FOR_APPROVAL
 * (the version's update time does not move on submission), else the version's last change.
 */
export async function waitingApps(db: DbOrTx): Promise<WaitingRow> {
  const result = await db.execute(sql`
    select count(*)::int as count, min(coalesce(
      (select max(${audit.at}) from ${audit}
        where ${audit.subjectType} = 'app' and ${audit.subjectId} = ${apps.id}
          and ${audit.toStatus} = 'WAITING_FOR_APPROVAL'),
      ${appVersions.updatedAt})) as oldest
    from ${apps} join ${appVersions} on ${appVersions.id} = ${apps.inProgressVersionId}
    where ${appVersions.status} = 'WAITING_FOR_APPROVAL'`);
  const row = rowsOf<{ count: number; oldest: unknown }>(result)[0];
  return { count: Number(row?.count ?? 0), oldestSince: asDate(row?.oldest) };
}

/** Approvals and rejections (apps and vendors) per ISO week (its Monday, UTC) from `from` on. */
export async function reviewsPerWeek(
  db: DbOrTx,
  from: Date,
): Promise<{ weekStart: string; approvals: number; rejections: number }[]> {
  const result = await db.execute(sql`
    select to_char(date_trunc('week', ${audit.at} at time zone 'UTC'), 'YYYY-MM-DD') as week_start,
      (count(*) filter (where ${audit.action} = 'approve'))::int as approvals,
      (count(*) filter (where ${audit.action} = 'reject'))::int as rejections
    from ${audit}
    where ${audit.at} >= ${from.toISOString()}::timestamptz and ${audit.action} in ('approve', 'reject')
    group by 1`);
  return rowsOf<{ week_start: string; approvals: number; rejections: number }>(result).map((r) => ({
    weekStart: r.week_start,
    approvals: Number(r.approvals),
    rejections: Number(r.rejections),
  }));
}

/**
 * Every app in one state (the contract's DASHBOARD_APP_STATES): deactivated whatever it holds; never
 * published: its version's status; published: ACTIVE, or UPDATE_ and the status of its newer version.
 */
export async function appsByState(db: DbOrTx): Promise<{ state: string; count: number }[]> {
  const result = await db.execute(sql`
    select case
        when ${apps.status} = 'DEACTIVATED' then 'DEACTIVATED'
        when ${apps.publishedVersionId} is null then coalesce(${appVersions.status}::text, ${apps.status}::text)
        when ${appVersions.id} is null then 'ACTIVE'
        else 'UPDATE_' || ${appVersions.status}::text
      end as state,
      count(*)::int as count
    from ${apps} left join ${appVersions} on ${appVersions.id} = ${apps.inProgressVersionId}
    group by 1`);
  return rowsOf<{ state: string; count: number }>(result).map((r) => ({
    state: r.state,
    count: Number(r.count),
  }));
}

/** How many public apps carry each of the given facet tags (the published versions' tags). */
export async function publicTagCounts(db: DbOrTx, tags: readonly string[]): Promise<Map<string, number>> {
  if (tags.length === 0) return new Map();
  const result = await db.execute(sql`
    select t as tag, count(*)::int as count
    from ${catalogueSearch}, unnest(${catalogueSearch.facets}) as t
    where t in (${sql.join(
      tags.map((tag) => sql`${tag}`),
      sql`, `,
    )})
    group by t`);
  return new Map(rowsOf<{ tag: string; count: number }>(result).map((r) => [r.tag, Number(r.count)]));
}

export interface FailingDemoRow {
  appId: number;
  name: string;
  vendorId: number;
  vendorName: string;
  since: Date;
  failures: number;
}

/**
 * Public apps whose demo failed DEMO_FAILURES_UNAVAILABLE or more checks in a row (the cards' "Demo
 * unavailable"), longest failing first; since: the first failed demo check after the last one that
 * passed (of the checks kept, the newest CHECK_HISTORY per app).
 */
export async function failingDemos(db: DbOrTx, limit: number): Promise<FailingDemoRow[]> {
  const result = await db.execute(sql`
    select * from (
      select ${apps.id} as app_id, ${appVersions.name} as name, ${vendors.id} as vendor_id,
        ${vendors.name} as vendor_name, ${appCheckStatus.demoFailures} as failures,
        (select min(c.finished_at) from ${appChecks} c
          where c.app_id = ${apps.id} and c.kind = 'demo' and c.outcome <> 'passed'
            and c.finished_at > coalesce((select max(p.finished_at) from ${appChecks} p
              where p.app_id = ${apps.id} and p.kind = 'demo' and p.outcome = 'passed'), '-infinity')
        ) as since
      from ${catalogueSearch}
      join ${apps} on ${apps.id} = ${catalogueSearch.appId}
      join ${appVersions} on ${appVersions.id} = ${apps.publishedVersionId}
      join ${vendors} on ${vendors.id} = ${apps.vendorId}
      join ${appCheckStatus} on ${appCheckStatus.appId} = ${apps.id}
      where ${appCheckStatus.demoFailures} >= ${DEMO_FAILURES_UNAVAILABLE}
    ) failing
    where since is not null
    order by since, app_id
    limit ${limit}`);
  return rowsOf<{
    app_id: number;
    name: string;
    vendor_id: number;
    vendor_name: string;
    failures: number;
    since: unknown;
  }>(result).map((r) => ({
    appId: Number(r.app_id),
    name: r.name,
    vendorId: Number(r.vendor_id),
    vendorName: r.vendor_name,
    failures: Number(r.failures),
    since: asDate(r.since) ?? new Date(0),
  }));
}
