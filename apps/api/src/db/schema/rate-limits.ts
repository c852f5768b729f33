import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Request counters shared by every API process (plugins/rate-limit.ts): one row per key (a user, an
 * address), holding the fixed window it counts, the count so far and the previous window's count, from
 * which the limit is judged over a sliding window (db/rate-limits.ts). A row of an older window is moved
 * on by the next request with that key; forgotten keys are deleted now and then.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  /** Milliseconds since the epoch, by the database's clock (the same for every process). */
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
  count: integer('count').notNull(),
  /** The count of the window just before `windowStart`; 0 when that window saw no request. */
  previousCount: integer('previous_count').notNull().default(0),
  /** The length of the key's windows: a counter is forgotten two of its own windows after its last request. */
  windowMs: bigint('window_ms', { mode: 'number' }).notNull().default(60_000),
});
