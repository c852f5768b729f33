import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { rateLimits } from './schema/index.ts';

export interface WindowCount {
  /** Requests counted in the current fixed window, this one included. */
  count: number;
  /** Requests counted in the window before it (0 when that window saw none). */
  previousCount: number;
  /** Milliseconds of the current window gone by. */
  elapsedMs: number;
}

/**
 * Counts one request for `key` in the current fixed window of `windowMs`, for every process at once:
 * one upsert, atomic under concurrency, which also keeps the previous window's count. Windows are
 * aligned to the database's clock, so all processes agree on where a window starts.
 */
export async function countRequest(db: DbOrTx, key: string, windowMs: number): Promise<WindowCount> {
  const now = sql`(extract(epoch from clock_timestamp()) * 1000)::bigint`;
  const start = sql`(${now} / ${windowMs}::bigint) * ${windowMs}::bigint`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1, previousCount: 0, windowMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // Every expression here reads the row as it was before this request.
      set: {
        count: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
        previousCount: sql`case
          when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.previousCount}
          when ${rateLimits.windowStart} = excluded.window_start - ${windowMs}::bigint then ${rateLimits.count}
          else 0 end`,
        windowStart: sql`excluded.window_start`,
        windowMs: sql`excluded.window_ms`,
      },
    })
    .returning({
      count: rateLimits.count,
      previousCount: rateLimits.previousCount,
      elapsedMs: sql<string>`${now} - ${rateLimits.windowStart}`,
    });
  const row = rows[0];
  if (!row) throw new Error('the rate-limit upsert returned no row');
  const elapsedMs = Math.min(windowMs, Math.max(0, Number(row.elapsedMs)));
  return { count: row.count, previousCount: row.previousCount, elapsedMs };
}

/**
 * The requests of the last `windowMs`, estimated from the two fixed windows it overlaps: the previous
 * window's count weighted by the part of it still inside, plus the current count. A fixed window alone
 * lets twice the limit through around a window's end (the limit just before, the limit again just after).
 */
export function slidingCount({ count, previousCount, elapsedMs }: WindowCount, windowMs: number): number {
  return (previousCount * (windowMs - elapsedMs)) / windowMs + count;
}

/** Milliseconds until one more request would be within `max` (for Retry-After), if none comes meanwhile. */
export function retryAfterMs(
  { count, previousCount, elapsedMs }: WindowCount,
  windowMs: number,
  max: number,
) {
  if (count + 1 <= max) {
    // In this window, once enough of the previous one has slid out.
    if (previousCount === 0) return 0;
    return Math.max(0, windowMs - elapsedMs - ((max - count - 1) * windowMs) / previousCount);
  }
  // In the next window, once enough of this one has slid out.
  return windowMs - elapsedMs + Math.max(0, windowMs * (1 - (max - 1) / count));
}

/**
 * Deletes counters not seen for two of their own windows (a minute's login counter after two minutes,
 * an hour's check budget after two hours): past that, the sliding count of the key is 0 anyway.
 */
export async function forgetOldCounts(db: DbOrTx): Promise<void> {
  const now = sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`;
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`${now} - 2 * ${rateLimits.windowMs}`));
}
