import { readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { SANDBOX_NICE_OFFSET, startSandboxProcess } from '../src/modules/sandbox/index.ts';

// Issue 33: "a heavy sandbox search never stalls the catalogue". Where both share cores, the sandbox's
// child runs at a lower CPU priority than the catalogue's process, every thread of it.
describe('the sandbox child’s CPU priority', () => {
  it.skipIf(process.platform === 'win32')(
    'is lower than the catalogue’s, in every thread, once it serves',
    async () => {
      let ready: (base: string) => void = () => {};
      const upstream = new Promise<string>((resolve) => (ready = resolve));
      const child = startSandboxProcess({
        publicBase: 'http://localhost:8080/sandbox/fhir',
        log: pino({ level: 'silent' }),
        onUpstream: (base) => {
          if (base) ready(base);
        },
      });
      try {
        const base = await upstream;
        expect((await fetch(`${base}/metadata`)).status).toBe(200);
        const pid = child.pid!;
        const expected = Math.min(19, getPriority() + SANDBOX_NICE_OFFSET);
        expect(expected).toBeGreaterThan(getPriority());
        expect(getPriority(pid)).toBe(expected);
        if (process.platform === 'linux') {
          const threads = readdirSync(`/proc/${pid}/task`).map(Number);
          // Node's helper threads (V8's platform workers: garbage collection, compilation) as well.
          expect(threads.length).toBeGreaterThan(1);
          expect(threads.map((tid) => getPriority(tid))).toEqual(threads.map(() => expected));
        }
      } finally {
        await child.stop();
      }
    },
    120_000,
  );
});
