// Helpers shared by the benchmarks: processes, CPU pinning, wrk, the machine's load.
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Nearest-rank percentile. */
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

export function which(cmd) {
  try {
    return execFileSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Niceness for the servers and wrk alike (BENCH_NICE, default -10; 0 leaves it): on a machine others
 * share, both sides of a pair then get the same, larger share of their CPU. Needs root for < 0.
 */
export const NICE = Number(process.env.BENCH_NICE ?? (process.getuid?.() === 0 ? -10 : 0));

/** Pins a process and all its threads to one CPU, at the benchmark's niceness. */
export function pin(pid, cpu) {
  execFileSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { stdio: 'ignore' });
  if (NICE !== 0) {
    const threads = readdirSync(`/proc/${pid}/task`);
    execFileSync('renice', ['-n', String(NICE), '-p', ...threads], { stdio: 'ignore' });
  }
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, '')) / 1024 : NaN;
}

export async function waitFor(url, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/**
 * What a returning browser sends: the CSRF cookie it was given on its first call. Without it the API
 * would make and set a new token on every response, which no browser makes it do. nginx ignores it.
 */
export const BROWSER_COOKIE = 'Cookie: XSRF-TOKEN=bench0000000000000000000000000000000000000000';

/** Runs wrk with one thread pinned to CPU 1; returns requests per second and latency percentiles. */
export function wrk(url, { seconds = 5, connections = 50 } = {}) {
  const out = execFileSync(
    'nice',
    [
      '-n',
      String(NICE),
      'taskset',
      '-c',
      '1',
      'wrk',
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--latency',
      '-H',
      BROWSER_COOKIE,
      url,
    ],
    { encoding: 'utf8' },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1];
  if (!Number.isFinite(rps)) throw new Error(`wrk printed no rate:\n${out}`);
  if (errors) throw new Error(`wrk got ${errors} error responses from ${url}`);
  return { rps, p99: /99%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '?' };
}

/** Starts a child process with its output collected; `stop()` ends exactly that process. */
export function start(cmd, args, { env, cwd, onLine } = {}) {
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk) => {
    const text = chunk.toString();
    output += text;
    if (onLine) for (const line of text.split('\n')) if (line.trim()) onLine(line);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
