import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { apps } from './apps.ts';

/**
 * Cookieless statistics (issue 18): per app and UTC day, how many visitors opened the app's page and
 * how many clicked Demo. Daily totals only: no visitor, address, browser or per-visit row is ever
 * stored (modules/statistics). An app's counts go with it.
 */
export const appDailyStats = pgTable(
  'app_daily_stats',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    demoClicks: integer('demo_clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.appId, t.day] })],
);
