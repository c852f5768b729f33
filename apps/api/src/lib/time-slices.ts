import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long work on the event loop in slices. A process answers every request on one thread: a document
 * built in one go (the open data at 1,000 apps took 300 ms) holds back every save and every read that
 * arrives meanwhile. With a slicer, the work gives the loop back once it has run for `budgetMs`, so
 * other requests wait at most about that long; the result is the same.
 */
export class TimeSlicer {
  readonly #now: () => number;
  #since: number;

  /** `now`: a clock in ms (tests give their own). */
  constructor(
    readonly budgetMs = 8,
    now: () => number = () => performance.now(),
  ) {
    this.#now = now;
    this.#since = now();
  }

  /** Whether the work has had its turn: then `await pause()`. */
  get due(): boolean {
    return this.#now() - this.#since >= this.budgetMs;
  }

  /** Lets timers, I/O and other requests run, then starts a new slice. */
  async pause(): Promise<void> {
    await nextTurn();
    this.#since = this.#now();
  }
}

/** `items.map(fn)`, pausing whenever the slicer's budget is spent. */
export async function mapInSlices<T, U>(
  items: readonly T[],
  fn: (item: T) => U,
  slicer: TimeSlicer,
): Promise<U[]> {
  const out: U[] = [];
  for (const item of items) {
    out.push(fn(item));
    if (slicer.due) await slicer.pause();
  }
  return out;
}
