/**
 * GET /admin/dashboard: a few aggregate queries, read on each call. Admins only and not a public hot
 * path, so nothing is prepared or kept: the numbers are the database's at the moment of the call.
 */
import {
  CATEGORIES,
  DASHBOARD_APP_STATES,
  DASHBOARD_FAILING_DEMOS_MAX,
  DASHBOARD_STANDARD_TAGS,
  DASHBOARD_STANDARDS,
  DASHBOARD_WEEKS,
  facetTag,
  type AdminDashboard,
} from '@showroom/contract';
import type { DbOrTx } from '../../db/client.ts';
import {
  appsByState,
  failingDemos,
  publicTagCounts,
  reviewsPerWeek,
  waitingApps,
  waitingVendors,
  type WaitingRow,
} from './dashboard-repository.ts';

const DAY_MS = 86_400_000;

/** The Monday (00:00 UTC) of the ISO week `at` is in. */
function mondayOf(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/** The ISO week label of a Monday: 2026-W48 (the week belongs to the year of its Thursday). */
export function isoWeekLabel(monday: Date): string {
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = mondayOf(new Date(Date.UTC(year, 0, 4))).getTime() + 3 * DAY_MS;
  const week = 1 + Math.round((thursday.getTime() - firstThursday) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The last `count` ISO weeks up to the one `now` is in, oldest first, as Mondays. */
export function lastWeeks(now: Date, count: number): Date[] {
  const current = mondayOf(now).getTime();
  return Array.from({ length: count }, (_, i) => new Date(current - (count - 1 - i) * 7 * DAY_MS));
}

const waiting = (row: WaitingRow) => ({
  count: row.count,
  oldestSince: row.count > 0 && row.oldestSince ? row.oldestSince.toISOString() : null,
});

export async function adminDashboard(db: DbOrTx, now: Date = new Date()): Promise<AdminDashboard> {
  const weeks = lastWeeks(now, DASHBOARD_WEEKS);
  const first = weeks[0] ?? mondayOf(now);
  const categoryTags = CATEGORIES.map((c) => facetTag('category', c));
  // One after the other: PGlite has one connection, and none of them is slow.
  const vendorsWaiting = await waitingVendors(db);
  const appsWaiting = await waitingApps(db);
  const reviews = await reviewsPerWeek(db, first);
  const states = await appsByState(db);
  const tags = await publicTagCounts(db, [...Object.values(DASHBOARD_STANDARD_TAGS), ...categoryTags]);
  const failing = await failingDemos(db, DASHBOARD_FAILING_DEMOS_MAX);

  const reviewsByWeek = new Map(reviews.map((r) => [r.weekStart, r]));
  const stateCounts = new Map(states.map((s) => [s.state, s.count]));
  return {
    at: now.toISOString(),
    waiting: { vendors: waiting(vendorsWaiting), apps: waiting(appsWaiting) },
    reviewsPerWeek: weeks.map((monday) => {
      const start = monday.toISOString().slice(0, 10);
      const found = reviewsByWeek.get(start);
      return {
        week: isoWeekLabel(monday),
        start,
        approvals: found?.approvals ?? 0,
        rejections: found?.rejections ?? 0,
      };
    }),
    catalogueByStatus: DASHBOARD_APP_STATES.map((state) => ({ state, count: stateCounts.get(state) ?? 0 })),
    byStandard: DASHBOARD_STANDARDS.map((standard) => ({
      standard,
      count: tags.get(DASHBOARD_STANDARD_TAGS[standard]) ?? 0,
    })),
    byCategory: CATEGORIES.map((category) => ({
      category,
      count: tags.get(facetTag('category', category)) ?? 0,
    })),
    failingDemos: failing.map((f) => ({ ...f, since: f.since.toISOString() })),
  };
}
