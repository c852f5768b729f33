import { CHECK_TEXTS, type AppChecksResponse } from '@showroom/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { countRequest } from '../../db/rate-limits.ts';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../../lib/errors.ts';
import { isAdminOrOwner, type AuthUser } from '../../lib/identity.ts';
import { enqueueMail } from '../mail/index.ts';
import { demoUnavailableMail } from '../reviews/index.ts';
import {
  claimDueChecks,
  demoFailuresInARow,
  finishChecks,
  insertChecks,
  listChecks,
  loadCheckSubject,
  nextCheckDue,
  pruneChecks,
  scheduleChecks,
  type CheckSubject,
  type NewCheck,
} from './checks-repository.ts';

/** Runs every check an app's declarations call for; never throws for what a server does. */
export type CheckRunner = (subject: CheckSubject) => Promise<NewCheck[]>;

export interface ChecksContext {
  db: Db;
  enabled: boolean;
  /** The time between two scheduled runs of a public app. */
  intervalMs: number;
  publicUrl: string;
  runner: CheckRunner;
  /** The clock schedules are computed with (tests control it). */
  now: () => Date;
}

const APP_NOT_FOUND = 'App not found.';
/** "Check now" at most once per this window per app. */
export const CHECK_NOW_WINDOW_MS = 60_000;
/** The failed demo checks in a row after which the vendor hears of it (once per outage). */
export const DEMO_FAILURES_TO_WARN = 3;

async function response(ctx: ChecksContext, appId: number, versionId?: number): Promise<AppChecksResponse> {
  const [checks, due] = await Promise.all([
    listChecks(ctx.db, appId, { versionId }),
    nextCheckDue(ctx.db, appId),
  ]);
  return { enabled: ctx.enabled, nextDueAt: due?.toISOString() ?? null, checks };
}

/**
 * GET /apps/{id}/checks: the app's vendor and admins see every check of the app; anyone else those of
 * a public app's published version (404 for an app that is not public, so ids do not leak).
 */
export async function getAppChecks(
  ctx: ChecksContext,
  user: AuthUser | null,
  appId: number,
): Promise<AppChecksResponse> {
  const subject = await loadCheckSubject(ctx.db, appId, 'published');
  if (!subject) throw new NotFoundError(APP_NOT_FOUND);
  if (isAdminOrOwner(user, subject.owner)) return response(ctx, appId);
  if (!subject.isPublic || subject.publishedVersionId === null) throw new NotFoundError(APP_NOT_FOUND);
  return response(ctx, appId, subject.publishedVersionId);
}

/**
 * Records a run: its checks, the history trimmed to the newest, and, when the demo has now failed
 * DEMO_FAILURES_TO_WARN times in a row (exactly: the next failures do not mail again), a mail to the vendor.
 */
async function recordRun(ctx: ChecksContext, subject: CheckSubject, checks: NewCheck[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await insertChecks(tx, checks);
    await pruneChecks(tx, subject.appId);
    const demo = checks.find((c) => c.kind === 'demo');
    if (
      demo &&
      demo.outcome !== 'passed' &&
      (await demoFailuresInARow(tx, subject.appId)) === DEMO_FAILURES_TO_WARN
    ) {
      await enqueueMail(tx, {
        ...demoUnavailableMail(ctx.publicUrl, { id: subject.appId, name: subject.name, demoUrl: demo.url }),
        to: subject.vendorEmail,
      });
    }
  });
}

/**
 * POST /apps/{id}/checks ("Check now"): the app's vendor or an admin runs the checks of the version a
 * vendor works on (the one in progress, else the published one) and waits for them. Once a minute per app.
 */
export async function checkAppNow(
  ctx: ChecksContext,
  user: AuthUser,
  appId: number,
): Promise<AppChecksResponse> {
  const subject = await loadCheckSubject(ctx.db, appId, 'latest');
  if (!subject || !isAdminOrOwner(user, subject.owner)) throw new NotFoundError(APP_NOT_FOUND);
  if (!ctx.enabled) throw new ConflictError(CHECK_TEXTS.disabled);
  const counted = await countRequest(ctx.db, `check-now:${appId}`, CHECK_NOW_WINDOW_MS);
  if (counted.count > 1) {
    throw new TooManyRequestsError(CHECK_TEXTS.tooSoon, Math.max(1, Math.ceil(counted.ttlMs / 1000)));
  }
  const checks = await ctx.runner(subject);
  if (checks.length === 0) throw new ConflictError(CHECK_TEXTS.nothingToCheck);
  await recordRun(ctx, subject, checks);
  return response(ctx, appId);
}

/** In the transaction of a submission or an approval: the app's checks run as soon as a worker is free. */
export async function checkSoon(db: DbOrTx, appId: number, reason: 'submitted' | 'approved'): Promise<void> {
  await scheduleChecks(db, appId, new Date(0), reason);
}

/**
 * One round of the worker: claims the runs that are due (each by one process), runs them and schedules
 * the next run of every public app CHECK_INTERVAL_HOURS later. A submitted app is checked as it is in
 * review, a published one as published. Returns how many apps it checked.
 */
export async function runDueChecks(
  ctx: ChecksContext,
  options: { limit: number; leaseMs: number },
): Promise<number> {
  const due = await claimDueChecks(ctx.db, ctx.now(), options);
  for (const job of due) {
    const subject = await loadCheckSubject(
      ctx.db,
      job.appId,
      job.reason === 'submitted' ? 'latest' : 'published',
    );
    if (subject?.version) {
      const checks = await ctx.runner(subject);
      await recordRun(ctx, subject, checks);
    }
    const stillPublic = subject?.isPublic ?? false;
    await finishChecks(
      ctx.db,
      job.appId,
      stillPublic ? new Date(ctx.now().getTime() + ctx.intervalMs) : undefined,
    );
  }
  return due.length;
}
