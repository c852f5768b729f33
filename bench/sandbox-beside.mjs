// The catalogue's rows beside a busy FHIR sandbox (issue 33: "the catalogue's rows unchanged beside them";
// "a heavy sandbox search never stalls the catalogue"). The default shape as `npm start` runs it: node
// scripts/start.mjs on a PGlite DATA_DIR seeded by seed:scale, log level info to a file, and its FHIR
// sandbox child ON (started by the API, apps/api/src/modules/sandbox), at the priority the API gives it.
// Both processes are pinned to CPU 0 (sharing one core: the case where they compete), the catalogue at the
// bench's niceness (lib.mjs NICE) and the sandbox at that niceness plus the difference the API gave it;
// wrk (one thread, 50 connections, --latency) on CPU 1 measures a handful of visitor paths, req/s and
// latency p50/p99, in two states, for ROUNDS rounds whose order alternates:
//  - idle: the sandbox runs and gets no requests;
//  - busy: 10 clients (a process of their own on CPU 1) run the heaviest sandbox searches through the
//    showroom's own port (/sandbox/fhir, the public base), each answer computed: the
//    `Encounter?patient=…&_revinclude=Observation:encounter` and the `Observation?patient=…&code=…&date=ge…
//    &_sort=-date` searches, alternately, rotating through the patients with a `_count` that differs on
//    each request, so the sandbox's answer cache never holds the answer.
// Prints path, idle req/s, busy req/s, ratio (median of the rounds' busy/idle), idle and busy p50/p99, and
// the sandbox searches' own p50/p95 while busy.
// Alone: node bench/sandbox-beside.mjs [--apps N] (1000) [--seconds S] (3) [--rounds N] (2) [--quick]
// (1 round of 2 s) [--via sandbox] (the searches on the sandbox's own port, not through the catalogue's
// proxy: what the proxy costs the catalogue, apart from the CPU the sandbox takes); run.mjs calls sandboxBeside() after the sandbox's own rows (--beside-seconds).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  headerObject,
  headersFor,
  httpGet,
  load,
  median,
  NICE,
  percentile,
  pin,
  rssMb,
  sleep,
  start,
  waitFor,
  which,
  wrk,
} from './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SELF = fileURLToPath(import.meta.url);
const CLIENTS = 10;

/** The sandbox child of a process: the one running apps/sandbox/src/main.ts. */
function sandboxChild(pid) {
  let out;
  try {
    out = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' });
  } catch {
    return undefined; // none yet
  }
  return out
    .split(/\s+/)
    .filter(Boolean)
    .map(Number)
    .find((child) => {
      try {
        return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('sandbox/src/main.ts');
      } catch {
        return false;
      }
    });
}

/** The loopback port a process listens on (ss), e.g. the sandbox child's own, which it chose itself. */
function listeningPort(pid) {
  const out = execFileSync('ss', ['-ltnpH'], { encoding: 'utf8' });
  const line = out.split('\n').find((l) => l.includes(`pid=${pid},`));
  const port = Number(/127\.0\.0\.1:(\d+)/.exec(line ?? '')?.[1]);
  if (!port) throw new Error(`process ${pid} listens on no loopback port:\n${out}`);
  return port;
}

/** Every thread of `pid` to CPU 0 at `nice` (lib.mjs's pin sets the bench's NICE; this one any). */
function pinAt(pid, nice) {
  execFileSync('taskset', ['-a', '-p', '-c', '0', String(pid)], { stdio: 'ignore' });
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      execFileSync('renice', ['-n', String(nice), '-p', thread], { stdio: 'ignore' });
    } catch (err) {
      if (existsSync(`/proc/${pid}/task/${thread}`)) throw err;
    }
  }
}

/** The load: CLIENTS concurrent clients, until SIGTERM; prints its figures as one JSON line. */
async function loadChild(base, patients, since) {
  let stop = false;
  process.once('SIGTERM', () => {
    stop = true;
  });
  let i = 0;
  const samples = [];
  let errors = 0;
  /** The first errors: status or message. */
  const firstErrors = [];
  // Each search rotates through the patients with a _count no earlier request of it had for that patient,
  // so the answer cache never answers: Encounter 11–20 (its default is 20; Medplum refuses a _revinclude
  // reaching more than 1,000 resources), Observation 50–1000 (the sandbox's maximum).
  const next = () => {
    const n = i++;
    const k = n >> 1;
    const p = patients[k % patients.length];
    const round = Math.floor(k / patients.length);
    return n % 2 === 0
      ? `Encounter?patient=${p}&_revinclude=Observation:encounter&_count=${20 - (round % 10)}`
      : `Observation?patient=${p}&code=http://loinc.org|8867-4&date=ge${since}&_sort=-date&_count=${50 + (round % 951)}`;
  };
  const client = async () => {
    while (!stop) {
      const t0 = performance.now();
      try {
        const url = `${base}/${next()}`;
        const res = await fetch(url, { headers: { accept: 'application/fhir+json' } });
        const body = await res.arrayBuffer();
        if (res.status === 200) samples.push(performance.now() - t0);
        else if (errors++ < 3)
          firstErrors.push(`${res.status} ${url} ${Buffer.from(body).toString().slice(0, 300)}`);
      } catch (err) {
        if (errors++ < 3) firstErrors.push(String(err));
      }
    }
  };
  console.log('started');
  await Promise.all(Array.from({ length: CLIENTS }, client));
  console.log(
    JSON.stringify({
      requests: samples.length,
      errors,
      firstErrors,
      p50: Math.round(percentile(samples, 50)),
      p95: Math.round(percentile(samples, 95)),
    }),
  );
}

/** CPU time (user and system) a process has used, in seconds, from /proc. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are the 14th and 15th fields of the line, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Starts the load process on CPU 1 and resolves once its clients run; `stop()` gives its figures. */
async function startLoad(base, patients, since) {
  let started = false;
  let figures;
  const proc = start(
    'nice',
    [
      '-n',
      String(NICE),
      'taskset',
      '-c',
      '1',
      process.execPath,
      SELF,
      '--load',
      base,
      '--patients',
      patients.join(','),
      '--since',
      since,
    ],
    {
      onLine: (line) => {
        if (line === 'started') started = true;
        else if (line.startsWith('{')) figures = JSON.parse(line);
      },
    },
  );
  while (!started) {
    if (proc.ended()) throw new Error(`the sandbox load ended (${proc.ended()}):\n${proc.output()}`);
    await sleep(20);
  }
  const cpuAt = cpuSeconds(proc.pid);
  const t0 = performance.now();
  return {
    async stop() {
      // Its share of CPU 1 (which wrk shares): wrk's figures are the server's only while wrk has enough.
      const cpu = (cpuSeconds(proc.pid) - cpuAt) / ((performance.now() - t0) / 1000);
      await proc.stop();
      if (!figures) throw new Error(`the sandbox load printed no figures:\n${proc.output()}`);
      return { ...figures, cpu };
    },
  };
}

const PATHS = (appId) => [
  { label: "Start page's list", path: '/api/apps?sort=name&limit=24', kind: 'api' },
  { label: 'Facet counts', path: '/api/apps/facets', kind: 'api' },
  { label: "An app's details", path: `/api/apps/${appId}`, kind: 'api' },
  { label: "HTML of an app's page", path: `/appdetails/${appId}`, kind: 'navigate' },
  { label: 'HTML of /', path: '/', kind: 'navigate' },
];

const ms = (s) => {
  // wrk's latency: "1.23ms", "850.00us", "1.02s"
  const m = /^([\d.]+)(us|ms|s)$/.exec(s ?? '');
  if (!m) return NaN;
  return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]];
};

/**
 * The catalogue's rows beside an idle and a busy sandbox, in one `npm start` process (sandbox child on).
 * `apps`: the catalogue seeded (seed:scale); `rounds` × `seconds` per path and state.
 */
export async function sandboxBeside({
  apps = 1000,
  seconds = 3,
  rounds = 2,
  port = 18199,
  via = 'showroom',
  log = console.log,
} = {}) {
  if (!['showroom', 'sandbox'].includes(via)) throw new Error(`via: showroom or sandbox, not "${via}"`);
  for (const tool of ['wrk', 'taskset', 'renice', 'pgrep']) {
    if (!which(tool)) throw new Error(`${tool} is missing: apt-get install -y wrk util-linux procps`);
  }
  const work = mkdtempSync(path.join(tmpdir(), 'showroom-beside-'));
  const dataDir = path.join(work, 'data');
  let server;
  let busyLoad;
  try {
    if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
      execFileSync('npm', ['run', 'build', '-w', '@showroom/web', '--loglevel=error'], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, NODE_ENV: 'production' },
      });
    }
    const seeded = execFileSync(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [path.join(ROOT, 'apps/api/src/seed-scale/cli.ts'), '--apps', String(apps), '--quiet'],
      { env: { ...process.env, DATABASE_URL: undefined, DATA_DIR: dataDir }, encoding: 'utf8', cwd: ROOT },
    );
    log(seeded.trim());
    const origin = `http://127.0.0.1:${port}`;
    // As `npm start > showroom.log 2>&1`, as bench/run.mjs's default shape, with the sandbox on.
    server = start(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
      cwd: ROOT,
      logFile: path.join(work, 'showroom.log'),
      env: {
        NODE_ENV: undefined,
        LOG_LEVEL: undefined,
        DATABASE_URL: undefined,
        SANDBOX_ENABLED: 'true',
        SANDBOX_FHIR_URL: undefined,
        SKIP_WEB_BUILD: 'true',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://localhost:${port}`,
      },
    });
    await waitFor(`${origin}/api/health/ready`, 180_000);
    const sandboxBase = `${origin}/sandbox/fhir`;
    await waitFor(`${sandboxBase}/metadata`, 120_000);
    const child = sandboxChild(server.pid);
    if (!child) throw new Error('npm start runs no sandbox child');
    // The priority the API gave its child, relative to its own, kept when the bench sets its own.
    const offset = getPriority(child) - getPriority(server.pid);
    pin(server.pid, 0);
    pinAt(child, Math.min(19, NICE + offset));
    await sleep(1500);
    const rss = { catalogue: Math.round(rssMb(server.pid)), sandbox: Math.round(rssMb(child)) };
    log(
      `npm start with its sandbox child: catalogue RSS at rest ${rss.catalogue} MB, sandbox ${rss.sandbox} MB; catalogue nice ${getPriority(server.pid)}, sandbox nice ${getPriority(child)} (the API gave it ${offset >= 0 ? '+' : ''}${offset}); both on CPU 0`,
    );

    // The searches' base: the public one through the catalogue's proxy, or (via 'sandbox') the child's own
    // port, to tell the proxy's share of the cost from the CPU the sandbox takes.
    const loadBase = via === 'sandbox' ? `http://127.0.0.1:${listeningPort(child)}/fhir` : sandboxBase;
    const list = JSON.parse((await httpGet(`${origin}/api/apps`)).body.toString());
    const app = list[Math.floor(list.length / 2)];
    const paths = PATHS(app.id);
    const patients = (
      (await (await fetch(`${sandboxBase}/Patient?_count=100&_elements=name`)).json()).entry ?? []
    ).map((e) => e.resource.id);
    if (patients.length === 0) throw new Error('the sandbox holds no patients');
    const since = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    for (const p of paths) {
      const res = await httpGet(`${origin}${p.path}`, headerObject(headersFor(p.kind, origin)));
      if (res.status !== 200) throw new Error(`${p.path}: ${res.status}`);
      wrk(`${origin}${p.path}`, { seconds: 1, headers: headersFor(p.kind, origin) });
    }

    // idle; busy (the sandbox at the priority the API gave it); and, when that is lower than the
    // catalogue's, "equal": busy with the sandbox at the catalogue's priority for that phase (as before the
    // API lowered it), in the same run.
    const states = offset === 0 ? ['idle', 'busy'] : ['idle', 'busy', 'equal'];
    const runs = paths.map(() => Object.fromEntries(states.map((st) => [st, []])));
    const searches = Object.fromEntries(states.map((st) => [st, []]));
    const loads = [];
    for (let round = 0; round < rounds; round++) {
      // The order rotates every round, so a trend in the machine's load favours no state.
      for (let k = 0; k < states.length; k++) {
        const state = states[(round + k) % states.length];
        if (state !== 'idle') {
          if (state === 'equal') pinAt(child, NICE);
          busyLoad = await startLoad(loadBase, patients, since);
        }
        for (const [i, p] of paths.entries()) {
          runs[i][state].push(wrk(`${origin}${p.path}`, { seconds, headers: headersFor(p.kind, origin) }));
        }
        loads.push(`${state} ${load()}`);
        // (On an error, the finally below stops the load and the server.)
        if (busyLoad) {
          const figures = await busyLoad.stop();
          busyLoad = undefined;
          searches[state].push(figures);
          if (figures.errors)
            throw new Error(
              `the sandbox searches had ${figures.errors} errors: ${figures.firstErrors.join(', ')}`,
            );
        }
        if (state === 'equal') pinAt(child, Math.min(19, NICE + offset));
      }
    }
    if (server.ended()) throw new Error(`npm start ended (${server.ended()})`);

    const p99 = (xs) => median(xs.map((x) => ms(x.p99)));
    const p50 = (xs) => median(xs.map((x) => ms(x.p50)));
    const rows = paths.map((p, i) => {
      const idle = runs[i].idle;
      const of = (state) =>
        runs[i][state] && {
          rps: median(runs[i][state].map((x) => x.rps)),
          ratio: median(idle.map((x, r) => runs[i][state][r].rps / x.rps)),
          ratioRounds: idle.map((x, r) => Number((runs[i][state][r].rps / x.rps).toFixed(3))),
          p50: p50(runs[i][state]),
          p99: p99(runs[i][state]),
        };
      return {
        label: p.label,
        pattern: p.path.replace(/\/\d+$/, '/{id}'),
        idle: { rps: median(idle.map((x) => x.rps)), p50: p50(idle), p99: p99(idle) },
        busy: of('busy'),
        equal: of('equal'),
      };
    });
    const searchFigures = (xs) =>
      xs.length
        ? {
            requests: xs.reduce((n, x) => n + x.requests, 0),
            p50: median(xs.map((x) => x.p50)),
            p95: median(xs.map((x) => x.p95)),
            loadCpu: median(xs.map((x) => x.cpu)),
          }
        : undefined;
    const sandboxSearches = {
      busy: searchFigures(searches.busy),
      equal: searchFigures(searches.equal ?? []),
    };
    const result = {
      apps,
      seconds,
      rounds,
      clients: CLIENTS,
      via,
      nice: { catalogue: getPriority(server.pid), sandbox: getPriority(child), offset },
      rss,
      rows,
      sandboxSearches,
      loads,
    };
    log(besideTable(result));
    return result;
  } finally {
    if (busyLoad) await busyLoad.stop().catch(() => {});
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '–');

/** The table (markdown) of sandboxBeside's figures, with its heading. */
export function besideTable(x) {
  const eq = x.rows.some((r) => r.equal);
  const searches = (name, y) =>
    y
      ? `${name}: ${y.requests} searches, p50 ${y.p50} ms, p95 ${y.p95} ms, the clients' process using ${f(100 * y.loadCpu)} % of CPU 1`
      : '';
  return [
    '',
    `The catalogue beside its FHIR sandbox (\`npm start\`, PGlite, ${x.apps} apps, the sandbox child on; both on CPU 0, catalogue nice ${x.nice.catalogue}, sandbox nice ${x.nice.sandbox}, as the API sets it: ${x.nice.offset >= 0 ? '+' : ''}${x.nice.offset}): wrk -t1 -c50 --latency on CPU 1, ${x.rounds} round${x.rounds === 1 ? '' : 's'} of ${x.seconds} s per path and state, the order rotating. busy = ${x.clients} clients (CPU 1) running the _revinclude Encounter and the Observation searches ${x.via === 'sandbox' ? "on the sandbox's own port (not through the catalogue's proxy)" : 'through /sandbox/fhir'}, every answer computed${eq ? '; "equal" = busy with the sandbox reniced to the catalogue\'s priority for that phase (as before the API lowered it)' : ''}. ratio = median of the rounds' ratios to idle. ${[searches('Busy', x.sandboxSearches.busy), searches('equal', x.sandboxSearches.equal)].filter(Boolean).join('; ')}. Load average (1, 5, 15 min) after each phase: ${x.loads.join('; ')}.`,
    '',
    `| Path | idle req/s | busy req/s | busy / idle | idle p50 | busy p50 | idle p99 | busy p99 |${eq ? ' equal req/s | equal / idle | equal p50 | equal p99 |' : ''}`,
    `|---|---|---|---|---|---|---|---|${eq ? '---|---|---|---|' : ''}`,
    ...x.rows.map(
      (r) =>
        `| ${r.label} \`${r.pattern}\` | ${f(r.idle.rps)} | ${f(r.busy.rps)} | ${f(r.busy.ratio, 2)}× | ${f(r.idle.p50, 2)} ms | ${f(r.busy.p50, 2)} ms | ${f(r.idle.p99, 2)} ms | ${f(r.busy.p99, 2)} ms |${r.equal ? ` ${f(r.equal.rps)} | ${f(r.equal.ratio, 2)}× | ${f(r.equal.p50, 2)} ms | ${f(r.equal.p99, 2)} ms |` : ''}`,
    ),
  ].join('\n');
}

if (process.argv[1] === SELF) {
  const { values } = parseArgs({
    options: {
      apps: { type: 'string', default: '1000' },
      seconds: { type: 'string', default: '3' },
      rounds: { type: 'string', default: '2' },
      quick: { type: 'boolean', default: false },
      via: { type: 'string', default: 'showroom' },
      load: { type: 'string' },
      patients: { type: 'string' },
      since: { type: 'string' },
    },
  });
  if (values.load) {
    await loadChild(values.load, values.patients.split(','), values.since);
  } else {
    await sandboxBeside({
      apps: Number(values.apps),
      seconds: values.quick ? 2 : Number(values.seconds),
      rounds: values.quick ? 1 : Number(values.rounds),
      port: Number(process.env.BENCH_BESIDE_PORT ?? 18199),
      via: values.via,
    });
  }
}
