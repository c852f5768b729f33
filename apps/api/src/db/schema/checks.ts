import type { CheckedFact, CheckKind, CheckOutcome } from '@showroom/contract';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { apps, appVersions } from './apps.ts';

/**
 * One live check of an app: what was read from which address, when, how it ended, and how each declared
 * fact fared. Kept per version checked (a draft's checks are not the published version's); the newest
 * 30 per app are what screens show.
 */
export const appChecks = pgTable(
  'app_checks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    /** The version whose declarations were checked; null once that version is gone. */
    versionId: integer('version_id').references(() => appVersions.id, { onDelete: 'set null' }),
    kind: text('kind').$type<CheckKind>().notNull(),
    url: text('url').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    outcome: text('outcome').$type<CheckOutcome>().notNull(),
    httpStatus: integer('http_status'),
    timeMs: integer('time_ms'),
    detail: text('detail'),
    facts: jsonb('facts').$type<CheckedFact[]>().notNull(),
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('app_checks_app_idx').on(t.appId, t.finishedAt)],
);

/**
 * The next check run of each app: due now after a submission, an approval or "Check now", then every
 * CHECK_INTERVAL_HOURS while the app is public. Claimed with a lease (SKIP LOCKED), so with several API
 * processes each run happens once, and a run a dead process left is taken over when its lease ends.
 */
export const checkJobs = pgTable(
  'check_jobs',
  {
    appId: integer('app_id')
      .primaryKey()
      .references(() => apps.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Why it runs: submitted, approved, manual, schedule. */
    reason: text('reason').notNull(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
  },
  (t) => [index('check_jobs_due_idx').on(t.dueAt)],
);

/**
 * What the catalogue shows of an app's checks, kept per app from the runs on its published version:
 * when all its checkable claims were last confirmed, when its demo last answered, and how many demo
 * checks in a row have failed since (3 or more: "Demo unavailable").
 */
export const appCheckStatus = pgTable('app_check_status', {
  appId: integer('app_id')
    .primaryKey()
    .references(() => apps.id, { onDelete: 'cascade' }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  demoCheckedAt: timestamp('demo_checked_at', { withTimezone: true }),
  demoFailures: integer('demo_failures').notNull().default(0),
});
