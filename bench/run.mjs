// npm run bench: the product beside the physical limit, in one run (budget: at least 0.9× nginx).
//  1. a new PostgreSQL database (BENCH_PG, default postgres://postgres@127.0.0.1:5432), filled by seed:scale;
//  2. the API (one Node process, NODE_ENV=production) pinned to CPU 0, and nginx (one worker, sendfile, no
//     gzip, no access log) pinned to CPU 0 serving the same GET /api/apps bytes as a static file;
//  3. wrk -t1 pinned to CPU 1, alternating API/nginx pairs; the figure is the median of per-pair ratios;
//  4. search latency over 100,000 apps; the API's ready time and resident memory.
// The database is dropped at the end. Options: --pairs N (5), --seconds S (5), --search-apps N (100000),
// --latency-only (skip the throughput rounds).
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { load, median, NICE, percentile, pin, rssMb, sleep, start, waitFor, which, wrk } from './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: opts } = parseArgs({
  options: {
    pairs: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '5' },
    'search-apps': { type: 'string', default: '100000' },
    'search-rounds': { type: 'string', default: '20' },
    /** Only the latencies at --search-apps (search, facet counts, filtered pages), no throughput rounds. */
    'latency-only': { type: 'boolean', default: false },
  },
});
const PAIRS = Number(opts.pairs);
const SECONDS = Number(opts.seconds);
const SEARCH_APPS = Number(opts['search-apps']);
const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const DB_NAME = 'showroom_bench';
const DATABASE_URL = `${PG}/${DB_NAME}`;
const API_PORT = 18090;
/** The production shape: the bundle deploy/build-api.mjs makes, run by plain node. */
const BUNDLE = path.join(ROOT, 'apps/api/dist/server.mjs');
const NGINX_PORT = 18091;
const CONTROL_PORT = 18092;

for (const tool of ['nginx', 'wrk', 'taskset']) {
  if (!which(tool)) {
    console.error(`${tool} is missing: apt-get install -y nginx-light wrk util-linux`);
    process.exit(2);
  }
}

const log = (msg) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`);
const results = { load: [], lists: [], details: undefined, search: undefined, facets: undefined, api: [] };
const work = mkdtempSync(path.join(tmpdir(), 'showroom-bench-'));
chmodSync(work, 0o755);
let api;
let nginx;
let control;

async function admin(sql, database = 'postgres') {
  const client = new pg.Client({ connectionString: `${PG}/${database}` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function seed(apps) {
  const out = execFileSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'apps/api/src/seed-scale/cli.ts'), '--apps', String(apps), '--quiet'],
    { env: { ...process.env, DATABASE_URL }, encoding: 'utf8', cwd: ROOT },
  );
  log(out.trim());
}

/** Starts the API on the bench database, pinned to CPU 0; returns its ready time and RSS at rest. */
async function startApi() {
  const t0 = performance.now();
  let readyLog;
  const proc = start(process.execPath, [BUNDLE], {
    cwd: ROOT,
    env: {
      NODE_ENV: 'production',
      IDP_EMBEDDED: 'true',
      DATABASE_URL,
      SEED: 'false',
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${API_PORT}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_WRITES: '0',
      DATA_DIR: path.join(work, 'data'),
    },
    onLine: (line) => {
      if (line.includes('Showroom ready')) readyLog = line;
    },
  });
  await waitFor(`http://127.0.0.1:${API_PORT}/api/health/ready`);
  const wall = performance.now() - t0;
  pin(proc.pid, 0);
  await sleep(1500);
  return { proc, readyMs: Math.round(wall), readyLog, rssAtRest: rssMb(proc.pid) };
}

function writeNginxConf(files) {
  const conf = `worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  gzip off;
  keepalive_requests 1000000;
  types { application/json json; }
  default_type application/json;
  client_body_temp_path ${work}/tmp; proxy_temp_path ${work}/tmp; fastcgi_temp_path ${work}/tmp;
  uwsgi_temp_path ${work}/tmp; scgi_temp_path ${work}/tmp;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${work}/www;
${files.map(([route, file]) => `    location = ${route} { try_files /${file} =404; }`).join('\n')}
  }
}
`;
  writeFileSync(path.join(work, 'nginx.conf'), conf);
}

async function startNginx(files) {
  writeNginxConf(files);
  const proc = start(which('nginx'), ['-e', `${work}/nginx-error.log`, '-c', `${work}/nginx.conf`]);
  await waitFor(`http://127.0.0.1:${NGINX_PORT}${files[0][0]}`);
  // The master and its worker both on CPU 0.
  pin(proc.pid, 0);
  for (const child of execFileSync('pgrep', ['-P', String(proc.pid)], { encoding: 'utf8' }).split(/\s+/)) {
    if (child) pin(Number(child), 0);
  }
  return proc;
}

async function bodyOf(url) {
  // No Accept-Encoding, as wrk sends none: both servers send the same identity bytes.
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/**
 * Alternating rounds on the same path: the API, nginx and (when given) the bare node:http control, in an
 * order that rotates every round so a trend in the machine's load favours none. The figure is the
 * median of the per-round ratios API/nginx, with control/nginx and API/control beside it.
 */
function pairs(label, apiPath, nginxPath, controlPath) {
  const servers = [
    ['api', `http://127.0.0.1:${API_PORT}${apiPath}`],
    ['nginx', `http://127.0.0.1:${NGINX_PORT}${nginxPath}`],
    ...(controlPath ? [['control', `http://127.0.0.1:${CONTROL_PORT}${controlPath}`]] : []),
  ];
  for (const [, url] of servers) wrk(url, { seconds: 3 });
  const runs = [];
  for (let i = 0; i < PAIRS; i++) {
    const round = {};
    for (let k = 0; k < servers.length; k++) {
      const [name, url] = servers[(i + k) % servers.length];
      round[name] = wrk(url, { seconds: SECONDS });
    }
    const ratio = round.api.rps / round.nginx.rps;
    const controlRatio = round.control ? round.control.rps / round.nginx.rps : undefined;
    runs.push({ ...round, ratio, controlRatio, load: load() });
    log(
      `${label} round ${i + 1}: API ${round.api.rps.toFixed(0)}, nginx ${round.nginx.rps.toFixed(0)}${round.control ? `, node:http ${round.control.rps.toFixed(0)}` : ''} req/s; API/nginx ${ratio.toFixed(3)} (load ${load()})`,
    );
  }
  return {
    label,
    apiRps: median(runs.map((r) => r.api.rps)),
    nginxRps: median(runs.map((r) => r.nginx.rps)),
    controlRps: controlPath ? median(runs.map((r) => r.control.rps)) : undefined,
    ratio: median(runs.map((r) => r.ratio)),
    controlRatio: controlPath ? median(runs.map((r) => r.controlRatio)) : undefined,
    apiToControl: controlPath ? median(runs.map((r) => r.api.rps / r.control.rps)) : undefined,
    ratios: runs.map((r) => Number(r.ratio.toFixed(3))),
    apiP99: runs.map((r) => r.api.p99),
    nginxP99: runs.map((r) => r.nginx.p99),
    load: runs.at(-1)?.load,
  };
}

async function listBench(apps, withDetails) {
  seed(apps);
  // As autovacuum would have by the time visitors arrive: planner statistics for the new rows.
  await admin('vacuum analyze', DB_NAME);
  api = await startApi();
  results.api.push({
    apps,
    readyMs: api.readyMs,
    readyLog: api.readyLog,
    rssAtRestMb: Math.round(api.rssAtRest),
  });
  log(`API ready in ${api.readyMs} ms (spawn to ready), RSS at rest ${api.rssAtRest.toFixed(0)} MB`);
  const list = await bodyOf(`http://127.0.0.1:${API_PORT}/api/apps`);
  const count = JSON.parse(list.toString()).length;
  rmSync(path.join(work, 'www'), { recursive: true, force: true });
  execFileSync('mkdir', ['-p', path.join(work, 'www'), path.join(work, 'tmp')]);
  writeFileSync(path.join(work, 'www', 'apps.json'), list);
  const files = [['/api/apps', 'apps.json']];
  let detailsId;
  if (withDetails) {
    detailsId = JSON.parse(list.toString())[Math.floor(count / 2)].id;
    writeFileSync(
      path.join(work, 'www', 'app.json'),
      await bodyOf(`http://127.0.0.1:${API_PORT}/api/apps/${detailsId}`),
    );
    files.push([`/api/apps/${detailsId}`, 'app.json']);
  }
  nginx = await startNginx(files);
  control = start(process.execPath, [
    path.join(ROOT, 'bench/control-server.mjs'),
    String(CONTROL_PORT),
    path.join(work, 'www', 'apps.json'),
  ]);
  await waitFor(`http://127.0.0.1:${CONTROL_PORT}/`);
  pin(control.pid, 0);
  log(`GET /api/apps: ${count} apps, ${list.length} bytes (identity)`);
  const r = pairs(`list ${apps}`, '/api/apps', '/api/apps', '/');
  await control.stop();
  control = undefined;
  results.lists.push({ apps: count, bytes: list.length, ...r });
  if (withDetails) {
    const bytes = (await bodyOf(`http://127.0.0.1:${API_PORT}/api/apps/${detailsId}`)).length;
    results.details = {
      id: detailsId,
      bytes,
      ...pairs('details', `/api/apps/${detailsId}`, `/api/apps/${detailsId}`),
    };
  }
  await nginx.stop();
  nginx = undefined;
  results.api.at(-1).rssAfterLoadMb = Math.round(rssMb(api.proc.pid));
}

async function searchBench() {
  seed(SEARCH_APPS);
  // As autovacuum would have by the time visitors arrive: planner statistics for the new rows.
  await admin('vacuum analyze', DB_NAME);
  api = await startApi();
  results.api.push({
    apps: SEARCH_APPS,
    readyMs: api.readyMs,
    readyLog: api.readyLog,
    rssAtRestMb: Math.round(api.rssAtRest),
  });
  log(`API ready in ${api.readyMs} ms with ${SEARCH_APPS} apps, RSS at rest ${api.rssAtRest.toFixed(0)} MB`);
  const out = execFileSync(
    'nice',
    [
      '-n',
      String(NICE),
      'taskset',
      '-c',
      '1',
      process.execPath,
      path.join(ROOT, 'bench/search-latency.mjs'),
      `http://127.0.0.1:${API_PORT}`,
      opts['search-rounds'],
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const { samples } = JSON.parse(out);
  const all = Object.values(samples).flat();
  const perQuery = Object.entries(samples).map(([q, xs]) => ({
    q,
    p50: percentile(xs, 50),
    p95: percentile(xs, 95),
  }));
  results.search = {
    apps: SEARCH_APPS,
    requests: all.length,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    slowest: perQuery.sort((a, b) => b.p95 - a.p95).slice(0, 5),
    load: load(),
  };
  // Facet counts and filtered first pages, the same way.
  const facetOut = execFileSync(
    'nice',
    [
      '-n',
      String(NICE),
      'taskset',
      '-c',
      '1',
      process.execPath,
      path.join(ROOT, 'bench/facet-latency.mjs'),
      `http://127.0.0.1:${API_PORT}`,
      opts['search-rounds'],
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const facetSamples = JSON.parse(facetOut).samples;
  const kinds = [
    ['Facet counts (GET /api/apps/facets)', (p) => p.startsWith('/api/apps/facets')],
    ['Filtered first page (GET /api/apps?…&limit=24)', (p) => !p.startsWith('/api/apps/facets')],
  ];
  results.facets = kinds.map(([label, test]) => {
    const entries = Object.entries(facetSamples).filter(([p]) => test(p));
    const xs = entries.flatMap(([, v]) => v);
    const perPath = entries.map(([p, v]) => ({ p, p95: percentile(v, 95) }));
    return {
      label,
      combinations: entries.length,
      requests: xs.length,
      p50: percentile(xs, 50),
      p95: percentile(xs, 95),
      p99: percentile(xs, 99),
      worstP95: perPath.sort((a, b) => b.p95 - a.p95).slice(0, 3),
      load: load(),
    };
  });
  const metrics = await (await fetch(`http://127.0.0.1:${API_PORT}/api/metrics`)).text().catch(() => '');
  results.metricsSample = metrics
    .split('\n')
    .filter((l) => /^showroom_(outbox|db_pool|process_resident)/.test(l))
    .slice(0, 8);
}

const f = (n, d = 0) => (n === undefined ? '–' : Number(n).toFixed(d));

function report() {
  const lines = [];
  lines.push(
    '',
    `Showroom benchmark (${PAIRS} alternating pairs of ${SECONDS} s, wrk -t1 -c50 on CPU 1, servers on CPU 0, nice ${NICE})`,
    '',
  );
  lines.push(
    '| Measure | Showroom API | nginx (same bytes) | API/nginx (median of rounds) | Budget | Per-round API/nginx | node:http/nginx | API/node:http | Load avg |',
  );
  lines.push('|---|---|---|---|---|---|---|---|---|');
  for (const l of results.lists) {
    lines.push(
      `| GET /api/apps, ${l.apps} apps (${(l.bytes / 1e6).toFixed(2)} MB) | ${f(l.apiRps)} req/s | ${f(l.nginxRps)} req/s | **${f(l.ratio, 2)}×** | ≥ 0.9× ${l.ratio >= 0.9 ? 'met' : 'MISSED'} | ${l.ratios.join(', ')} | ${f(l.controlRatio, 2)}× | ${f(l.apiToControl, 2)}× | ${l.load} |`,
    );
  }
  const d = results.details;
  if (d)
    lines.push(
      `| GET /api/apps/${d.id} (details, ${d.bytes} B) | ${f(d.apiRps)} req/s | ${f(d.nginxRps)} req/s | **${f(d.ratio, 2)}×** | – | ${d.ratios.join(', ')} | – | – | ${d.load} |`,
    );
  const s = results.search;
  if (s) {
    lines.push(
      '',
      `Search over ${s.apps} apps, ${s.requests} requests (${s.requests / 22} rounds of 22 queries, one connection, client on CPU 1):`,
      '',
    );
    lines.push('| p50 | p95 | p99 | Budget | Load avg |', '|---|---|---|---|---|');
    lines.push(
      `| ${f(s.p50, 1)} ms | **${f(s.p95, 1)} ms** | ${f(s.p99, 1)} ms | p95 < 30 ms ${s.p95 < 30 ? 'met' : 'MISSED'} | ${s.load} |`,
    );
    lines.push(
      '',
      `Slowest queries by p95: ${s.slowest.map((x) => `"${x.q}" ${f(x.p95, 1)} ms`).join(', ')}`,
    );
  }
  if (results.facets) {
    lines.push(
      '',
      `Faceted discovery over ${s?.apps ?? SEARCH_APPS} apps (one connection, client on CPU 1):`,
      '',
    );
    lines.push(
      '| Request | Filter combinations | Requests | p50 | p95 | p99 | Budget | Worst combinations by p95 | Load avg |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    for (const k of results.facets) {
      lines.push(
        `| ${k.label} | ${k.combinations} | ${k.requests} | ${f(k.p50, 1)} ms | **${f(k.p95, 1)} ms** | ${f(k.p99, 1)} ms | p95 < 30 ms ${k.p95 < 30 ? 'met' : 'MISSED'} | ${k.worstP95.map((x) => `${x.p} ${f(x.p95, 1)} ms`).join('; ')} | ${k.load} |`,
      );
    }
  }
  lines.push('', 'API process (node apps/api/dist/server.mjs, NODE_ENV=production, PostgreSQL):', '');
  lines.push(
    '| Catalogue | Spawn to ready (migrations checked) | RSS at rest | RSS after the load |',
    '|---|---|---|---|',
  );
  for (const a of results.api) {
    lines.push(`| ${a.apps} apps | ${a.readyMs} ms | ${a.rssAtRestMb} MB | ${a.rssAfterLoadMb ?? '–'} MB |`);
  }
  if (results.metricsSample?.length)
    lines.push('', 'From GET /api/metrics:', ...results.metricsSample.map((l) => `    ${l}`));
  console.log(lines.join('\n'));
  // The raw figures, for comparing runs; not part of the repository.
  const raw = path.join(tmpdir(), 'showroom-bench-last-run.json');
  writeFileSync(raw, JSON.stringify(results, null, 2));
  console.log(`\nRaw figures: ${raw}`);
}

async function portFree(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
    return false;
  } catch {
    return true;
  }
}

async function main() {
  for (const port of [API_PORT, NGINX_PORT]) {
    if (!(await portFree(port))) throw new Error(`Port ${port} is in use: stop what listens there first.`);
  }
  // Interrupted, the run still stops what it started and drops its database.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      void Promise.allSettled([nginx?.stop(), control?.stop(), api?.proc.stop()])
        .then(() => admin(`drop database if exists ${DB_NAME} with (force)`))
        .finally(() => {
          rmSync(work, { recursive: true, force: true });
          process.exit(130);
        });
    });
  }
  log(`load average ${load()}`);
  execFileSync(process.execPath, [path.join(ROOT, 'deploy/build-api.mjs'), BUNDLE], { stdio: 'inherit' });
  await admin(`drop database if exists ${DB_NAME} with (force)`);
  await admin(`create database ${DB_NAME}`);
  try {
    for (const [apps, details] of opts['latency-only']
      ? []
      : [
          [1000, true],
          [10000, false],
        ]) {
      await listBench(apps, details);
      await api.proc.stop();
      api = undefined;
    }
    await searchBench();
  } finally {
    await nginx?.stop();
    await control?.stop();
    await api?.proc.stop();
    await admin(`drop database if exists ${DB_NAME} with (force)`).catch(() => {});
    rmSync(work, { recursive: true, force: true });
  }
  report();
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
