import { execFileSync } from 'node:child_process';
import {
  closeSync,
  constants,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { batchedDestination } from '../src/lib/log-destination.ts';

// The server's log destination, on real descriptors: a file, and a FIFO that fills up (EAGAIN) as a
// pipe to a slow reader does.

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'showroom-log-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const line = (i: number): string =>
  `{"level":30,"reqId":"r-${i}","req":{"method":"GET","url":"/api/apps?sort=name&limit=24"},"msg":"request completed"}\n`;

/** A FIFO with both ends open and non-blocking: the write end takes at most the pipe's buffer. */
function fifo(): { read: number; write: number; drain: () => string } {
  const file = path.join(tempDir(), 'fifo');
  execFileSync('mkfifo', [file]);
  const read = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  const write = openSync(file, constants.O_WRONLY | constants.O_NONBLOCK);
  const drain = (): string => {
    const chunks: Buffer[] = [];
    const buf = Buffer.alloc(65536);
    for (;;) {
      try {
        const n = readSync(read, buf, 0, buf.length, null);
        if (n === 0) break;
        chunks.push(Buffer.from(buf.subarray(0, n)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EAGAIN') break;
        throw err;
      }
    }
    return Buffer.concat(chunks).toString();
  };
  return { read, write, drain };
}

describe('the batched log destination', () => {
  it('writes every line, in order, in few system calls', () => {
    const file = path.join(tempDir(), 'log');
    const fd = openSync(file, 'w');
    let calls = 0;
    const dest = batchedDestination(fd, {
      flushMs: 60_000,
      write: (target, bytes, offset, length) => {
        calls++;
        return writeSync(target, bytes, offset, length);
      },
    });
    const expected = Array.from({ length: 1000 }, (_, i) => line(i));
    for (const l of expected) dest.write(l);
    dest.stop();
    closeSync(fd);
    expect(readFileSync(file, 'utf8')).toBe(expected.join(''));
    // ~110 KB in 16 KB batches.
    expect(calls).toBeLessThanOrEqual(10);
  });

  it('writes what waits at the latest after flushMs', async () => {
    const file = path.join(tempDir(), 'log');
    const fd = openSync(file, 'w');
    const dest = batchedDestination(fd, { flushMs: 20 });
    dest.write(line(1));
    expect(readFileSync(file, 'utf8')).toBe('');
    await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 2000, interval: 10 }).toBe(line(1));
    dest.stop();
    closeSync(fd);
  });

  it('keeps what a full pipe does not take, and writes it, in order, once the reader reads', () => {
    const { read, write, drain } = fifo();
    const dest = batchedDestination(write, { flushMs: 60_000 });
    // Far more than a pipe holds (64 KB on Linux).
    const expected = Array.from({ length: 3000 }, (_, i) => line(i));
    for (const l of expected) dest.write(l);
    let received = drain();
    expect(received.length).toBeGreaterThan(0);
    expect(received.length).toBeLessThan(expected.join('').length);
    for (let i = 0; i < 100 && received.length < expected.join('').length; i++) {
      dest.flush();
      received += drain();
    }
    expect(received).toBe(expected.join(''));
    dest.stop();
    closeSync(write);
    closeSync(read);
  });

  it('drops lines beyond 16 MB while the pipe takes nothing, and says how many', () => {
    const { read, write, drain } = fifo();
    const dest = batchedDestination(write, { flushMs: 60_000 });
    const big = `${'x'.repeat(1023)}\n`;
    // 20 MB while nobody reads.
    for (let i = 0; i < 20 * 1024; i++) dest.write(big);
    const chunks: string[] = [];
    let noted = false;
    for (let i = 0; i < 2000 && !noted; i++) {
      const chunk = drain();
      // Only what came now can complete the note (16 MB looked through again and again is slow).
      noted = `${chunks.at(-1)?.slice(-200) ?? ''}${chunk}`.includes('log lines were dropped');
      chunks.push(chunk);
      dest.flush();
    }
    const received = chunks.join('');
    const note = /"msg":"(\d+) log lines were dropped: standard output took no more"/.exec(received);
    expect(note).not.toBeNull();
    expect(Number(note?.[1])).toBeGreaterThan(3 * 1024);
    // Where the lines were dropped: after every line that was kept.
    expect(received.trimEnd().split('\n').at(-1)).toMatch(/log lines were dropped/);
    expect(received.length).toBeGreaterThan(15 * 1024 * 1024);
    dest.stop();
    closeSync(write);
    closeSync(read);
  });

  it("is pino's destination: the server's lines, and a fatal line written before exit", () => {
    const file = path.join(tempDir(), 'log');
    const fd = openSync(file, 'w');
    const dest = batchedDestination(fd, { flushMs: 60_000 });
    const log = pino({ level: 'info', base: { pid: 1 } }, dest);
    log.info({ reqId: 'a' }, 'first');
    log.fatal('last words');
    // What the 'exit' handler does.
    dest.flushSync();
    closeSync(fd);
    const lines = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { msg: string });
    expect(lines.map((l) => l.msg)).toEqual(['first', 'last words']);
    dest.stop();
  });
});
