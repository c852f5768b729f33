/**
 * Runs the live checks that are due: after a submission, an approval, and every CHECK_INTERVAL_HOURS for
 * each published app. Every API process may run one worker over the same database; claims use SKIP
 * LOCKED and a lease (checks-repository.ts), so each run happens once, and the runs of a process that
 * died are taken over when their lease ends. Rounds never overlap.
 */
import { runDueChecks, scheduleMissing, type ChecksContext } from './checks-service.ts';

interface CheckWorkerLog {
  error(obj: object, msg: string): void;
}

export interface CheckWorkerOptions {
  pollIntervalMs?: number;
  /** Apps checked per round, one after the other. */
  batchSize?: number;
  /** How long a claim holds: longer than a run of all checks of one batch (10 s per address at most). */
  leaseMs?: number;
}

export const CHECK_WORKER_DEFAULTS = { pollIntervalMs: 30_000, batchSize: 5, leaseMs: 10 * 60_000 } as const;

export interface CheckWorker {
  start(): void;
  stop(): Promise<void>;
  runOnce(): Promise<number>;
}

export function createCheckWorker(
  ctx: ChecksContext,
  logger: CheckWorkerLog,
  options: CheckWorkerOptions = {},
): CheckWorker {
  const { pollIntervalMs, batchSize, leaseMs } = { ...CHECK_WORKER_DEFAULTS, ...options };
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<number> | undefined;

  const runOnce = (): Promise<number> => {
    round ??= runDueChecks(ctx, { limit: batchSize, leaseMs }).finally(() => {
      round = undefined;
    });
    return round;
  };

  return {
    start() {
      if (timer) return;
      const tick = () => {
        runOnce().catch((err: unknown) => logger.error({ err }, 'live checks round failed'));
      };
      timer = setInterval(tick, pollIntervalMs);
      timer.unref();
      scheduleMissing(ctx)
        .catch((err: unknown) => logger.error({ err }, 'live checks not scheduled for published apps'))
        .finally(tick);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await round?.catch(() => undefined);
    },
    runOnce,
  };
}
