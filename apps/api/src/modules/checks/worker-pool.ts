/**
 * A fixed number of workers per process: at most `size` tasks run at once, the others wait their turn
 * in the order they came. The live checks' outbound requests go through one (check-runner.ts), so that
 * however many "Check now" calls and scheduled runs arrive together, the process holds at most `size`
 * connections to the servers it checks.
 */
export interface WorkerPool {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a worker. */
  readonly waiting: number;
}

export function createWorkerPool(size: number): WorkerPool {
  if (!Number.isInteger(size) || size < 1) throw new Error('a worker pool needs at least one worker');
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    // The finishing task's worker goes straight to the next one: `active` stays the same.
    if (next) next();
    else active--;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < size) active++;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
