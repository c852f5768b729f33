// Helpers shared by the benchmarks: processes, CPU pinning, wrk, the machine's load.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
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
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      try {
        execFileSync('renice', ['-n', String(NICE), '-p', thread], { stdio: 'ignore' });
      } catch (err) {
        // A thread that ended meanwhile (Node's start-up helpers) needs no priority.
        if (existsSync(`/proc/${pid}/task/${thread}`)) throw err;
      }
    }
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

/** The command line of wrk with one thread pinned to CPU 1 (see `wrk`). */
function wrkCommand(url, { seconds = 5, connections = 50, headers = [], script } = {}) {
  return [
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
    ...(script ? ['-s', script] : []),
    ...headers.flatMap((h) => ['-H', h]),
    url,
  ];
}

function wrkFigures(url, out, allowErrors) {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  const errors = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const socketErrors = /Socket errors: (.*)/.exec(out)?.[1];
  if (!Number.isFinite(rps)) throw new Error(`wrk printed no rate:\n${out}`);
  if (errors && !allowErrors) throw new Error(`wrk got ${errors} error responses from ${url}`);
  const transfer = /Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/.exec(out);
  const unit = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };
  const bytesPerAnswer = transfer ? (Number(transfer[1]) * unit[transfer[2]]) / rps : undefined;
  return {
    rps,
    requests,
    errors,
    socketErrors,
    p50: /50%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '?',
    p99: /99%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '?',
    bytesPerAnswer,
    printed: out,
  };
}

/**
 * Runs wrk with one thread pinned to CPU 1, sending `headers` (["Name: value", …]; wrk adds Host and no
 * Accept-Encoding); returns requests per second, how many it made, the latency p50 and p99 and the bytes per
 * answer (headers and body, from wrk's transfer rate). With `script` (a Lua file), the script's output
 * is in `printed`. Any answer outside 2xx/3xx fails the run, unless `allowErrors` (then counted).
 */
export function wrk(url, options = {}) {
  const out = execFileSync('nice', wrkCommand(url, options), {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return wrkFigures(url, out, options.allowErrors ?? false);
}

/** `wrk`, without blocking this process while it runs (a load of its own beside it). */
export function wrkInBackground(url, options = {}) {
  return new Promise((resolve, reject) => {
    execFile(
      'nice',
      wrkCommand(url, options),
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (err, out) => {
        if (err) reject(err);
        else {
          try {
            resolve(wrkFigures(url, out, options.allowErrors ?? false));
          } catch (parseErr) {
            reject(parseErr instanceof Error ? parseErr : new Error(String(parseErr)));
          }
        }
      },
    );
  });
}

/**
 * One GET over node:http, as wrk sends it: no Accept-Encoding unless `headers` has one, no cookie.
 * Resolves to the status, the response headers and the body's bytes.
 */
export function httpGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/**
 * Starts a child process; `stop()` ends exactly that process. Its output is collected (and each line
 * given to `onLine`), or, with `logFile`, written straight to that file as `cmd > file 2>&1` would:
 * a server that logs every request then never waits for this process to read a pipe.
 */
export function start(cmd, args, { env, cwd, onLine, logFile } = {}) {
  const fd = logFile ? openSync(logFile, 'a') : undefined;
  const child = spawn(cmd, args, {
    // Merged into this process's environment; a variable set to undefined is left out.
    env: { ...process.env, ...env },
    cwd,
    stdio: ['ignore', fd ?? 'pipe', fd ?? 'pipe'],
  });
  if (fd !== undefined) closeSync(fd);
  let output = '';
  const collect = (chunk) => {
    const text = chunk.toString();
    output += text;
    if (onLine) for (const line of text.split('\n')) if (line.trim()) onLine(line);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid,
    output: () => (logFile ? readFileSync(logFile, 'utf8') : output),
    exited,
    /** undefined while running, else how it ended ("code 1", "signal SIGKILL"). */
    ended: () =>
      child.exitCode !== null
        ? `code ${child.exitCode}`
        : child.signalCode
          ? `signal ${child.signalCode}`
          : undefined,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The request headers Chromium sent for each kind of request (recorded with bench/record-paths.mjs),
 * without Accept-Encoding (wrk sends none, so every server sends identity bytes) and without a cookie
 * (an anonymous visitor has none). wrk adds Host.
 */
export const BROWSER = [
  'User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  'Accept-Language: en-US,en;q=0.9',
  'sec-ch-ua: "Not:A-Brand";v="8", "Chromium";v="156"',
  'sec-ch-ua-mobile: ?0',
  'sec-ch-ua-platform: "Linux"',
];
export const headersFor = (kind, origin) => {
  const referer = `Referer: ${origin}/`;
  switch (kind) {
    case 'navigate':
      return [
        'Accept: text/html,application/xhtml+xml,application/xml;q=0.9,image/jxl,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
        'Sec-Fetch-Dest: document',
        'Sec-Fetch-Mode: navigate',
        'Sec-Fetch-Site: none',
        'Sec-Fetch-User: ?1',
        'Upgrade-Insecure-Requests: 1',
        ...BROWSER,
      ];
    case 'config':
      return [
        'Accept: application/json',
        'Cache-Control: no-cache',
        'Pragma: no-cache',
        'Sec-Fetch-Dest: empty',
        'Sec-Fetch-Mode: cors',
        'Sec-Fetch-Site: same-origin',
        referer,
        ...BROWSER,
      ];
    case 'image':
      return [
        'Accept: image/jxl,image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
        'Sec-Fetch-Dest: image',
        'Sec-Fetch-Mode: no-cors',
        'Sec-Fetch-Site: same-origin',
        referer,
        ...BROWSER,
      ];
    default: // the web app's API calls (fetch)
      return [
        'Accept: application/json, application/problem+json',
        'Sec-Fetch-Dest: empty',
        'Sec-Fetch-Mode: cors',
        'Sec-Fetch-Site: same-origin',
        referer,
        ...BROWSER,
      ];
  }
};
/** What Chromium sends as Accept-Encoding (left out of headersFor; the mixed load's readers send it). */
export const BROWSER_ACCEPT_ENCODING = 'Accept-Encoding: gzip, deflate, br, zstd';
export const headerObject = (lines) =>
  Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]));
