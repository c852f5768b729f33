import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';
import { IMAGE_UPLOAD_TEXTS } from '@showroom/contract';
import { ServiceUnavailableError } from '../../lib/errors.ts';

/**
 * Image work (decoding, resizing, encoding) waits here for a slot. sharp runs each operation on one of
 * libuv's worker threads (UV_THREADPOOL_SIZE, 4 by default), the same threads crypto.scrypt hashes
 * passwords on for the embedded identity provider: four slow images at once used to hold all four and
 * a login waited 41 s. With few slots and libvips held to one thread per image (sharp.concurrency(1),
 * media-processing.ts), images get at most half the threads and half the cores; the rest stay free for
 * logins. A full queue answers 503 with Retry-After at once rather than letting uploads pile up.
 */
export class ImageBusyError extends ServiceUnavailableError {
  constructor(retryAfterS: number) {
    super(IMAGE_UPLOAD_TEXTS.busy, retryAfterS);
  }
}

export interface ImagePoolOptions {
  /** Images processed at once. */
  readonly concurrency: number;
  /** Uploads that may wait for a slot; one more is refused with 503. */
  readonly queueLimit: number;
  /** The Retry-After of that 503, in seconds. */
  readonly retryAfterS: number;
}

export interface ImagePoolStats {
  readonly active: number;
  readonly waiting: number;
  readonly refused: number;
}

export class ImagePool {
  #active = 0;
  #refused = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly options: ImagePoolOptions) {}

  /**
   * Runs `task` when a slot is free. `wait: true` (the first start's seeding, which processes
   * dozens of images it made itself) waits however long the queue is; uploads are refused when it is full.
   */
  async run<T>(task: () => Promise<T>, { wait = false }: { wait?: boolean } = {}): Promise<T> {
    if (this.#active < this.options.concurrency) {
      this.#active += 1;
    } else {
      if (!wait && this.#waiting.length >= this.options.queueLimit) {
        this.#refused += 1;
        throw new ImageBusyError(this.options.retryAfterS);
      }
      // The slot is handed over by the task that ends (#release), so #active stays counted.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
    lowerImageThreadPriority();
    try {
      return await task();
    } finally {
      lowerImageThreadPriority();
      this.#release();
    }
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#active -= 1;
  }

  stats(): ImagePoolStats {
    return { active: this.#active, waiting: this.#waiting.length, refused: this.#refused };
  }
}

/** Image threads are background work: a nice value above the default's 0. */
const IMAGE_THREAD_NICE = 10;
const lowered = new Set<string>();

/**
 * Linux: libvips does the pixel work on threads of its own ("libvips worker"); this gives them a
 * lower priority, so that a CPU that other work already fills still serves a login's password check
 * (on libuv's threads, untouched) first. The threads live on between images: each is lowered once,
 * found before and after every task. Elsewhere, or when not allowed, nothing changes.
 */
function lowerImageThreadPriority(): void {
  if (process.platform !== 'linux') return;
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      if (lowered.has(tid)) continue;
      const name = readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
      if (name !== 'libvips worker') continue;
      setPriority(Number(tid), IMAGE_THREAD_NICE);
      lowered.add(tid);
    }
  } catch {
    // A thread that ended meanwhile, or no permission: the pool still bounds the image work.
  }
}

/** libuv's worker threads: UV_THREADPOOL_SIZE as the process started with it (4 unless set). */
const libuvThreads = (): number => {
  const n = Number(process.env.UV_THREADPOOL_SIZE);
  return Number.isInteger(n) && n > 0 ? n : 4;
};

/**
 * Half the cores and half of libuv's threads, at least one: on the 2-core reference machine one image
 * at a time, so a login always finds a core and a thread. Eight uploads may wait (a vendor's batch of
 * screenshots is processed one after another inside one upload, so eight is eight people), each a
 * fraction of a second for an ordinary screenshot.
 */
export const imagePool = new ImagePool({
  concurrency: Math.max(1, Math.min(Math.floor(availableParallelism() / 2), Math.floor(libuvThreads() / 2))),
  queueLimit: 8,
  retryAfterS: 5,
});
