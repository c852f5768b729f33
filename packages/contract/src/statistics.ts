/**
 * Cookieless statistics (issue 18): the beacon's body and the vendor's reads. What is counted and how
 * is in apps/api/src/modules/statistics; the zod-free part (kinds, the beacon's route, texts) in
 * statistics-core.ts.
 */
import { z } from 'zod';
import { APP_EVENT_KINDS, STATISTICS_DAYS, STATISTICS_MAX_DAYS } from './statistics-core.ts';

export * from './statistics-core.ts';

/** The beacon's body: `{"kind":"view"}` or `{"kind":"demo"}`, as JSON or as text/plain holding JSON. */
export const appEventBodySchema = z.strictObject({
  kind: z.enum(APP_EVENT_KINDS, { error: `The kind must be one of ${APP_EVENT_KINDS.join(', ')}.` }),
});
export type AppEventBody = z.infer<typeof appEventBodySchema>;

export const statisticsQuerySchema = z.strictObject({
  days: z.coerce
    .number()
    .int()
    .min(1, { error: 'days must be at least 1.' })
    .max(STATISTICS_MAX_DAYS, { error: `days must be at most ${STATISTICS_MAX_DAYS}.` })
    .default(STATISTICS_DAYS),
});
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

/** A UTC day, 'YYYY-MM-DD'. */
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().min(0);

export const statisticsTotalsSchema = z.strictObject({ views: count, demoClicks: count });
export type StatisticsTotals = z.infer<typeof statisticsTotalsSchema>;

export const statisticsDaySchema = z.strictObject({ day: daySchema, views: count, demoClicks: count });
export type StatisticsDay = z.infer<typeof statisticsDaySchema>;

/** GET /apps/{id}/statistics: every day of the range, oldest first, days without counts as zeros. */
export const appStatisticsResponseSchema = z.strictObject({
  appId: z.number().int().positive(),
  /** The app's name as its vendor sees it (the version in progress, else the published one). */
  name: z.string().max(200),
  /** First and last day of the range (UTC); the last is today. */
  from: daySchema,
  to: daySchema,
  totals: statisticsTotalsSchema,
  series: z.array(statisticsDaySchema).max(STATISTICS_MAX_DAYS),
});
export type AppStatisticsResponse = z.infer<typeof appStatisticsResponseSchema>;

/** GET /vendors/my-vendor/statistics: the totals of each of the calling vendor's apps (apps without counts: zeros). */
export const vendorStatisticsResponseSchema = z.strictObject({
  from: daySchema,
  to: daySchema,
  apps: z
    .array(z.strictObject({ appId: z.number().int().positive(), ...statisticsTotalsSchema.shape }))
    .max(10_000),
});
export type VendorStatisticsResponse = z.infer<typeof vendorStatisticsResponseSchema>;
