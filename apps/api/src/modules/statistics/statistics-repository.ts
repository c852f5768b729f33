import type { AppEventKind } from '@showroom/contract';
import { and, between, eq, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appDailyStats, apps, appVersions, vendors } from '../../db/schema/index.ts';

/**
 * One statement: adds one view or demo click to the app's row of the day, only when the app is in the
 * public catalogue (catalogue_search holds exactly the public apps); otherwise it writes nothing.
 */
export async function addToDailyStats(
  db: DbOrTx,
  appId: number,
  day: string,
  kind: AppEventKind,
): Promise<void> {
  const views = kind === 'view' ? 1 : 0;
  const demoClicks = kind === 'demo' ? 1 : 0;
  await db.execute(sql`
    insert into app_daily_stats (app_id, day, views, demo_clicks)
    select app_id, ${day}::date, ${views}::integer, ${demoClicks}::integer
      from catalogue_search where app_id = ${appId}::integer
    on conflict (app_id, day) do update
      set views = app_daily_stats.views + excluded.views,
          demo_clicks = app_daily_stats.demo_clicks + excluded.demo_clicks`);
}

/** Who owns an app (its vendor's user) and its name as the vendor sees it; undefined when there is no such app. */
export async function findStatisticsSubject(
  db: DbOrTx,
  appId: number,
): Promise<{ owner: string; name: string } | undefined> {
  const [row] = await db
    .select({ owner: vendors.owner, name: appVersions.name })
    .from(apps)
    .innerJoin(vendors, eq(vendors.id, apps.vendorId))
    .innerJoin(
      appVersions,
      eq(appVersions.id, sql`coalesce(${apps.inProgressVersionId}, ${apps.publishedVersionId})`),
    )
    .where(eq(apps.id, appId))
    .limit(1);
  return row;
}

export interface DailyCounts {
  day: string;
  views: number;
  demoClicks: number;
}

/** The app's rows between two days (both included); days without a row have no counts. */
export async function listDailyStats(
  db: DbOrTx,
  appId: number,
  from: string,
  to: string,
): Promise<DailyCounts[]> {
  return db
    .select({ day: appDailyStats.day, views: appDailyStats.views, demoClicks: appDailyStats.demoClicks })
    .from(appDailyStats)
    .where(and(eq(appDailyStats.appId, appId), between(appDailyStats.day, from, to)))
    .orderBy(appDailyStats.day);
}

/** The totals between two days of every app of the vendor that `owner` owns; undefined without a vendor. */
export async function listVendorTotals(
  db: DbOrTx,
  owner: string,
  from: string,
  to: string,
): Promise<{ appId: number; views: number; demoClicks: number }[] | undefined> {
  const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.owner, owner)).limit(1);
  if (!vendor) return undefined;
  const rows = await db
    .select({ appId: apps.id, views: sum(appDailyStats.views), demoClicks: sum(appDailyStats.demoClicks) })
    .from(apps)
    .leftJoin(appDailyStats, and(eq(appDailyStats.appId, apps.id), between(appDailyStats.day, from, to)))
    .where(eq(apps.vendorId, vendor.id))
    .groupBy(apps.id)
    .orderBy(apps.id);
  return rows.map((r) => ({
    appId: r.appId,
    views: Number(r.views ?? 0),
    demoClicks: Number(r.demoClicks ?? 0),
  }));
}
