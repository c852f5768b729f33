/**
 * Where the server's log lines go: a file descriptor (standard output), written in batches.
 *
 * At the default level every request has a line (about 260 bytes), so the cost of a line counts against
 * every answer. pino's own destination (sonic-boom) measured 4-7 µs per line here, whatever its
 * minLength: each write measures the byte length of the whole batch it appends to. Here a line is
 * encoded at once into one buffer that is used again and again; the batch is written with one system
 * call when it reaches BATCH_BYTES, and at the latest every `flushMs` and when the process exits. (A
 * list of the lines, joined and encoded at each write, cost twice as much in a server under load: each
 * line's text was kept and then read twice more, where the buffer is read once, by the system call.)
 *
 * Writes are synchronous, as pino's default destination's: a batch is written whole before the server
 * goes on. A descriptor that takes no more for now (EAGAIN, a non-blocking pipe whose reader is slow)
 * keeps the batch for the next flush; beyond MAX_PENDING_BYTES new lines are dropped and counted, and
 * the count is written once the descriptor takes lines again.
 */
import { writeSync } from 'node:fs';

/** A batch goes out when it has this many bytes (64 KB: a system call per ~250 request lines). */
const BATCH_BYTES = 64 * 1024;
/** The buffer lines are encoded into: a batch and room for the line that completes it. */
const BUFFER_BYTES = 4 * BATCH_BYTES;
/** What is kept while the descriptor takes nothing; later lines are dropped (and counted). */
const MAX_PENDING_BYTES = 16 * 1024 * 1024;
/** At exit, how long to keep trying a descriptor that takes no more for now. */
const EXIT_RETRY_MS = 1000;

export interface LogDestination {
  write(line: string): boolean;
  /** Writes out what is buffered now; the callback (pino's `logger.flush`) after that. */
  flush(callback?: (err?: Error) => void): void;
  /** Writes out what is buffered now (pino's exit handling and the process's 'exit'). */
  flushSync(): void;
}

export function batchedDestination(
  fd: number,
  options: {
    flushMs: number;
    write?: (fd: number, bytes: Buffer, offset: number, length: number) => number;
  } = { flushMs: 100 },
): LogDestination & { stop(): void } {
  const write = options.write ?? writeSync;
  const buffer = Buffer.allocUnsafe(BUFFER_BYTES);
  /** Bytes of `buffer` in use: the lines not written yet. */
  let used = 0;
  /** Bytes earlier writes left (EAGAIN or a short write), in order: they go out before any new line. */
  const held: Buffer[] = [];
  let heldBytes = 0;
  let dropped = 0;

  /** Writes `bytes` as far as the descriptor takes them; returns what it did not take. */
  const writeOut = (bytes: Buffer): Buffer | undefined => {
    let offset = 0;
    while (offset < bytes.length) {
      try {
        offset += write(fd, bytes, offset, bytes.length - offset);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EAGAIN') return bytes.subarray(offset);
        // Standard output is gone (a closed pipe): nothing can be written, ever; nothing to keep.
        return undefined;
      }
    }
    return undefined;
  };

  /** Keeps bytes for later, after what is held already (a copy: `buffer` is used again). */
  const hold = (bytes: Buffer): void => {
    held.push(Buffer.from(bytes));
    heldBytes += bytes.length;
  };

  /** Writes what is held, oldest first; false when the descriptor takes no more for now. */
  const writeHeld = (): boolean => {
    while (held.length > 0) {
      const first = held[0] as Buffer;
      const left = writeOut(first);
      heldBytes -= first.length - (left?.length ?? 0);
      if (left) {
        held[0] = left;
        return false;
      }
      held.shift();
    }
    return true;
  };

  const flushNow = (): void => {
    if (held.length > 0) {
      if (writeHeld() && dropped > 0) {
        const note = `{"level":40,"time":${Date.now()},"msg":"${dropped} log lines were dropped: standard output took no more"}\n`;
        dropped = 0;
        hold(Buffer.from(note));
        writeHeld();
      }
      if (held.length > 0) {
        // The descriptor takes nothing for now: the batch waits behind what is held.
        if (used > 0) hold(buffer.subarray(0, used));
        used = 0;
        return;
      }
    }
    if (used === 0) return;
    const left = writeOut(buffer.subarray(0, used));
    used = 0;
    if (left) hold(left);
  };

  const timer = setInterval(flushNow, options.flushMs);
  timer.unref();

  const flushSync = (): void => {
    flushNow();
    const until = Date.now() + EXIT_RETRY_MS;
    const pause = new Int32Array(new SharedArrayBuffer(4));
    while ((held.length > 0 || used > 0) && Date.now() < until) {
      Atomics.wait(pause, 0, 0, 10);
      flushNow();
    }
  };

  return {
    write(line: string): boolean {
      if (heldBytes > 0 && heldBytes + used > MAX_PENDING_BYTES) {
        dropped++;
        return true;
      }
      // A UTF-16 unit is at most 3 bytes of UTF-8: a line that may not fit goes after the batch.
      if (used + line.length * 3 > BUFFER_BYTES) flushNow();
      if (line.length * 3 > BUFFER_BYTES) {
        // Longer than the buffer holds (a long stack): a batch of its own.
        const bytes = Buffer.from(line);
        if (held.length > 0) hold(bytes);
        else {
          const left = writeOut(bytes);
          if (left) hold(left);
        }
        return true;
      }
      used += buffer.write(line, used);
      if (used >= BATCH_BYTES) flushNow();
      return true;
    },
    flush(callback) {
      flushNow();
      callback?.();
    },
    flushSync,
    stop() {
      clearInterval(timer);
      flushSync();
    },
  };
}
