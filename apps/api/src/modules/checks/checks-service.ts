import {
  CHECK_NOW_PER_HOUR,
  CHECK_TEXTS,
  checkNowTarget,
  DEMO_FAILURES_UNAVAILABLE,
  type AppChecksResponse,
} from '@showroom/contract';
import { appChecksRecorded, catalogueChecksChanged } from '../../db/notify.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { countRequest, retryAfterMs, slidingCount } from '../../db/rate-limits.ts';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../../lib/errors.ts';
import { isAdminOrOwner, type AuthUser } from '../../lib/identity.ts';
import { enqueueMail } from '../mail/index.ts';
import { demoUnavailableMail } from '../reviews/index.ts';
import { userLocale } from '../../db/user-locales.ts';
import {
  claimDueChecks,
  demoFailuresInARow,
  finishChecks,
  insertChecks,
  listChecks,
  loadCheckStatus,
  loadCheckSubject,
  nextCheckDue,
  pruneChecks,
  saveCheckStatus,
  scheduleChecks,
  scheduleMissingChecks,
  type CheckStatus,
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
/** "Check now" at most once per this window per app (a sliding window, like the login limits). */
export const CHECK_NOW_WINDOW_MS = 60_000;
/** "Check now" runs per vendor in CHECK_BUDGET_WINDOW_MS (sliding), over all of the vendor's apps. */
export const CHECK_NOW_BUDGET = CHECK_NOW_PER_HOUR;
export const CHECK_BUDGET_WINDOW_MS = 3_600_000;
/** The kinds of check that confirm declared standards (the others ask whether an address answers). */
const STANDARD_KINDS = new Set(['fhir', 'smart', 'cds-hooks', 'openehr']);

/**
 * A run's verdict on the published version's claims: verified when at least one declared fact was
 * confirmed and none contradicted, and every standards check read its document; undefined when the
 * run checked no standard (the previous verdict stands).
 */
export function verdict(checks: readonly NewCheck[]): boolean | undefined {
  // A SMART app manifest is no standard's requirement: an app without one is not held back, but what a
  // published manifest contradicts (a launch URL, a redirect URI) counts like any contradicted claim.
  const standards = checks.filter(
    (c) => STANDARD_KINDS.has(c.kind) || (c.kind === 'smart-manifest' && c.outcome === 'passed'),
  );
  if (standards.length === 0) return undefined;
  const facts = standards.flatMap((c) => c.facts);
  return (
    standards.every((c) => c.outcome === 'passed') &&
    facts.some((f) => f.status === 'confirmed') &&
    !facts.some((f) => f.status === 'not-confirmed')
  );
}

const day = (date: Date | null): string => date?.toISOString().slice(0, 10) ?? '';

/** What a card shows of a status, for telling whether a run changed it. */
const shown = (s: CheckStatus): string =>
  `${day(s.verifiedAt)}|${day(s.demoCheckedAt)}|${s.demoFailures >= DEMO_FAILURES_UNAVAILABLE}`;

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
 * Records a run: its checks, the history trimmed to the newest, what cards show (the published
 * version's verdict and demo state; the catalogue hears of a change), and, when the demo has now failed
 * DEMO_FAILURES_UNAVAILABLE times in a row (exactly: the next failures do not mail again), a mail to the vendor.
 */
async function recordRun(ctx: ChecksContext, subject: CheckSubject, checks: NewCheck[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await insertChecks(tx, checks);
    await pruneChecks(tx, subject.appId);
    await appChecksRecorded(tx, subject.appId);
    const demo = checks.find((c) => c.kind === 'demo');
    const failures = demo ? await demoFailuresInARow(tx, subject.appId) : undefined;
    if (demo && demo.outcome !== 'passed' && failures === DEMO_FAILURES_UNAVAILABLE) {
      await enqueueMail(tx, {
        ...demoUnavailableMail(
          ctx.publicUrl,
          { id: subject.appId, name: subject.name, demoUrl: demo.url },
          await userLocale(tx, subject.owner),
        ),
        to: subject.vendorEmail,
      });
    }
    // Cards show the published version's results only.
    if (!subject.version || subject.version.id !== subject.publishedVersionId) return;
    const before = await loadCheckStatus(tx, subject.appId);
    const verified = verdict(checks);
    const after: CheckStatus = {
      verifiedAt: verified === undefined ? before.verifiedAt : verified ? ctx.now() : null,
      demoCheckedAt: demo?.outcome === 'passed' ? demo.finishedAt : before.demoCheckedAt,
      demoFailures: failures ?? before.demoFailures,
    };
    await saveCheckStatus(tx, subject.appId, after);
    if (shown(after) !== shown(before)) await catalogueChecksChanged(tx);
  });
}

const retrySeconds = (counted: Parameters<typeof retryAfterMs>[0], windowMs: number, max: number) =>
  Math.max(1, Math.ceil(retryAfterMs(counted, windowMs, max) / 1000));

/**
 * POST /apps/{id}/checks ("Check now"): the app's vendor or an admin runs the checks of the version a
 * vendor works on (the one in progress, else the published one) and waits for them. Once a minute per app,
 * CHECK_NOW_BUDGET an hour per vendor; the requests go through the process's worker pool (check-runner.ts).
 */
export async function checkAppNow(
  ctx: ChecksContext,
  user: AuthUser,
  appId: number,
): Promise<AppChecksResponse> {
  const latest = await loadCheckSubject(ctx.db, appId, 'latest');
  if (!latest || !isAdminOrOwner(user, latest.owner)) throw new NotFoundError(APP_NOT_FOUND);
  if (!ctx.enabled) throw new ConflictError(CHECK_TEXTS.disabled);
  // A version in review as submitted, else the published one; a draft never submitted: not on demand.
  const target = checkNowTarget(latest.version?.status ?? 'DRAFT', latest.publishedVersionId !== null);
  if (target === null) throw new ConflictError(CHECK_TEXTS.draftNotChecked);
  const subject =
    target === 'latest' || latest.version?.id === latest.publishedVersionId
      ? latest
      : await loadCheckSubject(ctx.db, appId, 'published');
  if (!subject) throw new NotFoundError(APP_NOT_FOUND);
  // Once a minute per app, over a sliding minute (two calls either side of a clock minute are refused).
  const perApp = await countRequest(ctx.db, `check-now:${appId}`, CHECK_NOW_WINDOW_MS);
  if (slidingCount(perApp, CHECK_NOW_WINDOW_MS) > 1) {
    throw new TooManyRequestsError(CHECK_TEXTS.tooSoon, retrySeconds(perApp, CHECK_NOW_WINDOW_MS, 1));
  }
  // A budget per vendor over all its apps (issue 32): many apps do not make the server a relay.
  const budget = await countRequest(ctx.db, `check-budget:${subject.owner}`, CHECK_BUDGET_WINDOW_MS);
  if (slidingCount(budget, CHECK_BUDGET_WINDOW_MS) > CHECK_NOW_BUDGET) {
    throw new TooManyRequestsError(
      CHECK_TEXTS.budgetSpent,
      retrySeconds(budget, CHECK_BUDGET_WINDOW_MS, CHECK_NOW_BUDGET),
    );
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

/** At a worker's start: public apps without a scheduled run get one within the interval. */
export const scheduleMissing = (ctx: ChecksContext): Promise<number> =>
  scheduleMissingChecks(ctx.db, ctx.now(), ctx.intervalMs);
