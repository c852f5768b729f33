import type {
  AppEventKind,
  AppStatisticsResponse,
  StatisticsDay,
  VendorStatisticsResponse,
} from '@showroom/contract';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { isAdminOrOwner, type AuthUser } from '../../lib/identity.ts';
import {
  addToDailyStats,
  findStatisticsSubject,
  listDailyStats,
  listVendorTotals,
} from './statistics-repository.ts';
import { utcDay, type VisitorCounter } from './visitor-counter.ts';

export interface StatisticsContext {
  db: Db;
  counter: VisitorCounter;
  /** The clock the reads' ranges end on (the counter has the same). */
  now: () => Date;
}

const APP_NOT_FOUND = 'The app does not exist.';
const NO_VENDOR = 'You have not registered a vendor yet.';
const DAY_MS = 86_400_000;

/** The first and last day of a range of `days` days that ends today (UTC). */
function range(now: Date, days: number): { from: string; to: string } {
  const to = utcDay(now);
  const from = utcDay(new Date(Date.parse(`${to}T00:00:00.000Z`) - (days - 1) * DAY_MS));
  return { from, to };
}

/**
 * A beacon: counted (one statement) when the visitor counter admits it and the app is public; a
 * repeated or bot beacon costs no database work. Nothing of the request is kept.
 */
export async function recordAppEvent(
  ctx: StatisticsContext,
  beacon: { appId: number; kind: AppEventKind; ip: string; userAgent: string | undefined },
): Promise<void> {
  const day = ctx.counter.admit(beacon);
  if (day !== undefined) await addToDailyStats(ctx.db, beacon.appId, day, beacon.kind);
}

/** GET /apps/{id}/statistics: for the app's vendor and admins (404 for anyone else, so ids do not leak). */
export async function getAppStatistics(
  ctx: StatisticsContext,
  user: AuthUser,
  appId: number,
  days: number,
): Promise<AppStatisticsResponse> {
  const subject = await findStatisticsSubject(ctx.db, appId);
  if (!subject || !isAdminOrOwner(user, subject.owner)) throw new NotFoundError(APP_NOT_FOUND);
  const { from, to } = range(ctx.now(), days);
  const rows = new Map((await listDailyStats(ctx.db, appId, from, to)).map((r) => [r.day, r]));
  const series: StatisticsDay[] = [];
  const totals = { views: 0, demoClicks: 0 };
  const start = Date.parse(`${from}T00:00:00.000Z`);
  for (let i = 0; i < days; i++) {
    const day = utcDay(new Date(start + i * DAY_MS));
    const row = rows.get(day);
    const views = row?.views ?? 0;
    const demoClicks = row?.demoClicks ?? 0;
    totals.views += views;
    totals.demoClicks += demoClicks;
    series.push({ day, views, demoClicks });
  }
  return { appId, name: subject.name, from, to, totals, series };
}

/** GET /vendors/my-vendor/statistics: the totals of each of the caller's apps. */
export async function getVendorStatistics(
  ctx: StatisticsContext,
  user: AuthUser,
  days: number,
): Promise<VendorStatisticsResponse> {
  const { from, to } = range(ctx.now(), days);
  const apps = await listVendorTotals(ctx.db, user.sub, from, to);
  if (!apps) throw new NotFoundError(NO_VENDOR);
  return { from, to, apps };
}
