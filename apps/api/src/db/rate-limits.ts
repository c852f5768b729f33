import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { rateLimits } from './schema/index.ts';

export interface WindowCount {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Counts one request for `key` in the current fixed window of `windowMs`, for every process at once:
 * one upsert, atomic under concurrency. Windows are aligned to the database's clock, so all processes
 * agree on where a window starts.
 */
export async function countRequest(db: DbOrTx, key: string, windowMs: number): Promise<WindowCount> {
  const now = sql`(extract(epoch from clock_timestamp()) * 1000)::bigint`;
  const start = sql`(${now} / ${windowMs}::bigint) * ${windowMs}::bigint`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({
      count: rateLimits.count,
      ttlMs: sql<string>`${rateLimits.windowStart} + ${windowMs}::bigint - ${now}`,
    });
  const row = rows[0];
  if (!row) throw new Error('the rate-limit upsert returned no row');
  return { count: row.count, ttlMs: Math.max(0, Number(row.ttlMs)) };
}

/** Deletes counters whose window ended long ago (keys not seen since). */
export async function forgetOldCounts(db: DbOrTx, windowMs: number): Promise<void> {
  const before = sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint - ${2 * windowMs}::bigint`;
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
