import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { constants, getPriority, setPriority } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { smartDemoClients } from '@showroom/contract';
import type { FastifyBaseLogger } from 'fastify';

/** The sandbox's entry point, a TypeScript file Node runs as it is (type stripping). */
const SANDBOX_MAIN = fileURLToPath(new URL('../../../../sandbox/src/main.ts', import.meta.url));

export interface SandboxProcessOptions {
  /** The public FHIR base (PUBLIC_URL/sandbox/fhir): the sandbox writes it into links and fullUrls. */
  publicBase: string;
  log: FastifyBaseLogger;
  /** Called with the child's FHIR base once it listens, and with undefined when it exits. */
  onUpstream: (base: string | undefined) => void;
}

export interface SandboxProcess {
  /** The running child's process id, if one runs. */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * The sandbox's SMART client registrations: the seeded SMART demos' (redirect URIs on this showroom's
 * origin) and those in SANDBOX_SMART_CLIENTS (a JSON array of client metadata, e.g. a test app).
 */
function sandboxClients(publicBase: string): unknown[] {
  const extra: unknown = JSON.parse(process.env.SANDBOX_SMART_CLIENTS ?? '[]');
  return [
    ...smartDemoClients(new URL(publicBase).origin),
    ...(Array.isArray(extra) ? (extra as unknown[]) : []),
  ];
}

/**
 * How much lower the sandbox's CPU priority is than the catalogue's (niceness added, Unix; on Windows a
 * "below normal" class). A heavy search yields the CPU to catalogue requests where both share cores (issue
 * 33: "a heavy sandbox search never stalls the catalogue"); on idle cores it runs as fast as before.
 */
export const SANDBOX_NICE_OFFSET = 10;

/**
 * Lowers the child's CPU priority: the niceness of every thread it has (Linux keeps one per thread, and
 * Node's helper threads, the garbage collector's among them, start before the child could lower its own;
 * a thread started later inherits its creator's). Called at spawn and again once the child is ready, when
 * its start-up threads all exist. Best effort: a child that has just ended has no threads to lower.
 */
function lowerPriority(pid: number, log: FastifyBaseLogger): void {
  const target =
    process.platform === 'win32'
      ? constants.priority.PRIORITY_BELOW_NORMAL
      : Math.min(19, getPriority() + SANDBOX_NICE_OFFSET);
  let threads: number[] = [pid];
  if (process.platform === 'linux') {
    try {
      threads = readdirSync(`/proc/${pid}/task`).map(Number);
    } catch {
      // not listed (ended meanwhile): the process itself, below
    }
  }
  for (const thread of threads) {
    try {
      // A niceness only goes up (a lower priority): no privilege needed; one set higher is left as is.
      if (process.platform === 'win32' || getPriority(thread) < target) setPriority(thread, target);
    } catch (err) {
      log.debug({ err, thread }, 'FHIR sandbox: a thread’s priority was not lowered');
    }
  }
}

const MIN_RESTART_MS = 1000;
const MAX_RESTART_MS = 60_000;

/**
 * Runs the FHIR sandbox (apps/sandbox) as a child process on a loopback port of its own choosing and
 * restarts it when it exits, waiting longer after each quick failure. The catalogue does not wait for it:
 * this returns at once, and a crash of the child only makes /sandbox/fhir answer 503 until it is back.
 * The child gets only the variables it needs (no database URL, no secrets) and ends with its parent. It
 * runs at a lower CPU priority than the catalogue (SANDBOX_NICE_OFFSET): a heavy search waits for the
 * catalogue's requests, not the other way round.
 */
export function startSandboxProcess(options: SandboxProcessOptions): SandboxProcess {
  let child: ChildProcess | undefined;
  let stopping = false;
  let delay = MIN_RESTART_MS;
  let timer: NodeJS.Timeout | undefined;

  const launch = (): void => {
    const startedAt = Date.now();
    const started = spawn(process.execPath, ['--max-semi-space-size=8', '--expose-gc', SANDBOX_MAIN], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: process.env.NODE_ENV ?? 'development',
        SANDBOX_PORT: '0',
        SANDBOX_HOST: '127.0.0.1',
        SANDBOX_BASE_URL: options.publicBase,
        // The SMART clients it knows: the seeded demos' and any given to the API (a test app on loopback).
        SANDBOX_SMART_CLIENTS: JSON.stringify(sandboxClients(options.publicBase)),
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    child = started;
    if (started.pid !== undefined) lowerPriority(started.pid, options.log);
    const lines = createInterface({ input: started.stdout! });
    lines.on('line', (line) => {
      let message: { msg?: unknown; port?: unknown; readyMs?: unknown; resources?: unknown } | undefined;
      try {
        message = JSON.parse(line) as typeof message;
      } catch {
        message = undefined;
      }
      if (message?.msg === 'sandbox ready' && typeof message.port === 'number') {
        if (started.pid !== undefined) lowerPriority(started.pid, options.log);
        options.log.info(
          `FHIR sandbox ready at ${options.publicBase} (${String(message.resources)} resources, ${String(message.readyMs)} ms)`,
        );
        options.onUpstream(`http://127.0.0.1:${message.port}/fhir`);
      } else {
        options.log.info({ sandbox: line }, 'sandbox');
      }
    });
    createInterface({ input: started.stderr! }).on('line', (line) =>
      options.log.warn({ sandbox: line }, 'sandbox'),
    );
    started.on('error', (err) => options.log.error({ err }, 'FHIR sandbox could not be started'));
    started.on('exit', (code, signal) => {
      options.onUpstream(undefined);
      if (child === started) child = undefined;
      if (stopping) return;
      // A child that ran for a while restarts soon; one that keeps failing at once, ever more slowly.
      delay = Date.now() - startedAt > MAX_RESTART_MS ? MIN_RESTART_MS : Math.min(delay * 2, MAX_RESTART_MS);
      options.log.error(
        `FHIR sandbox exited (${signal ?? `code ${String(code)}`}); restarting in ${delay} ms`,
      );
      timer = setTimeout(launch, delay);
      timer.unref();
    });
  };
  launch();

  return {
    get pid() {
      return child?.pid;
    },
    stop: () => {
      stopping = true;
      if (timer) clearTimeout(timer);
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return Promise.resolve();
      return new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      });
    },
  };
}
