import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters shared by every API process (plugins/rate-limit.ts): one row per key
 * (a user, an address), holding the window it counts and the count so far. A row of an older window
 * is reset by the next request with that key; forgotten keys are deleted now and then.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  /** Milliseconds since the epoch, by the database's clock (the same for every process). */
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
  count: integer('count').notNull(),
});
