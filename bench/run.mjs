// npm run bench: every path a visitor's browser requests, in both shapes, at 1,000 and 10,000 apps (see
// bench/README.md); then search and facet latencies at 100,000 apps, the ready time and resident memory.
//  - default (`npm start`: scripts/start.mjs, the API bundle in process, PGlite in a DATA_DIR, log level
//    info, stdout to a log file) against bench/node-ceiling.mjs, node:http answering the same bytes with
//    the same headers from memory (budget: at least 0.9×); nginx serving the same file for information;
//  - production: deploy/nginx/proxy-cache.conf in front of two API processes (the bundle on PostgreSQL,
//    NODE_ENV=production, LOG_LEVEL=warn, TRUST_PROXY) with the compose default (an http PUBLIC_URL,
//    nginx sending X-Forwarded-Proto) and with an https PUBLIC_URL, against nginx serving the same file
//    (budget: at least 0.9×), with how many of the requests reached an API process;
//  - the mixed load (bench/mixed-load.mjs): vendors saving and admins reviewing while 200 connections
//    read the catalogue, through the same cache: p95/p99 of writes and reads, errors;
//  - servers and nginx pinned to CPU 0, wrk (one thread) and the load scripts to CPU 1; per path, rounds
//    rotate which server goes first; a figure is the median of the per-round ratios.
// Options: --rounds N (3), --seconds S (3), --quick (1 round of 2 s, 5 latency rounds, 10 s of mixed
// load, 2 s per sandbox search), --shape default,production,production-https (all), --apps 1000,10000, --search-apps N (100000;
// 0 skips the latencies), --search-rounds N (20), --latency-only, --mixed-seconds N (30; 0 skips it),
// --sandbox-seconds N (5; 0 skips the FHIR sandbox's rows, bench/sandbox.mjs), --beside-seconds N (3; 0 skips
// the catalogue's rows beside a busy sandbox, bench/sandbox-beside.mjs), --paths a,b (only paths containing a or b), --baseline DIR (another checkout, e.g. main's: its product
// measured in the same rounds, beside this one).
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  BROWSER_ACCEPT_ENCODING,
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
import { ADMINS, mixedLoad, READ_DELAY_MS, VENDORS } from './mixed-load.mjs';
import { sandboxBench } from './sandbox.mjs';
import { besideTable, sandboxBeside } from './sandbox-beside.mjs';

/** GET /api/metrics's bearer token for the servers this run starts (production requires one). */
const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: opts } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '3' },
    quick: { type: 'boolean', default: false },
    shape: { type: 'string', default: 'default,production,production-https' },
    apps: { type: 'string', default: '1000,10000' },
    'search-apps': { type: 'string', default: '100000' },
    'search-rounds': { type: 'string' },
    /** Only the latencies at --search-apps (search, facet counts, filtered pages), no throughput rounds. */
    'latency-only': { type: 'boolean', default: false },
    'mixed-seconds': { type: 'string' },
    /** Seconds per FHIR sandbox search (bench/sandbox.mjs), 10 clients; 0 skips the sandbox's rows. */
    'sandbox-seconds': { type: 'string' },
    /** Seconds per path and state of the catalogue beside a busy sandbox (bench/sandbox-beside.mjs); 0 skips. */
    'beside-seconds': { type: 'string' },
    /** Only the paths whose address contains one of these (comma-separated), e.g. --paths export. */
    paths: { type: 'string' },
    /** Another checkout (its own npm ci): its product is measured in the same rounds as this one. */
    baseline: { type: 'string' },
  },
});
const PATH_FILTER = opts.paths
  ?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const ROUNDS = opts.quick ? 1 : Number(opts.rounds);
const SECONDS = opts.quick ? 2 : Number(opts.seconds);
const SEARCH_ROUNDS = opts['search-rounds'] ?? (opts.quick ? '5' : '20');
const SEARCH_APPS = Number(opts['search-apps']);
const MIXED_SECONDS = Number(opts['mixed-seconds'] ?? (opts.quick ? 10 : 30));
const SANDBOX_SECONDS = Number(opts['sandbox-seconds'] ?? (opts.quick ? 2 : 5));
const BESIDE_SECONDS = Number(opts['beside-seconds'] ?? (opts.quick ? 2 : 3));
const SHAPE_NAMES = ['default', 'production', 'production-https'];
const SHAPES = opts.shape.split(',').map((s) => s.trim());
for (const s of SHAPES) {
  if (!SHAPE_NAMES.includes(s)) throw new Error(`--shape: ${SHAPE_NAMES.join(', ')}, not "${s}"`);
}
const APPS = opts['latency-only'] ? [] : opts.apps.split(',').map(Number);
if (APPS.some((n) => !Number.isInteger(n) || n < 1))
  throw new Error(`--apps: whole numbers, not "${opts.apps}"`);
APPS.sort((a, b) => a - b);
const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const DB_NAME = process.env.BENCH_DB ?? 'showroom_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(DB_NAME))
  throw new Error(`BENCH_DB: a plain lower-case name, not "${DB_NAME}"`);
const DATABASE_URL = `${PG}/${DB_NAME}`;
const BASE_PORT = Number(process.env.BENCH_PORT ?? 18090);
const NGINX_PORT = BASE_PORT + 1;
const CEILING_PORT = BASE_PORT + 4;
/** node:http alone after an application's kinds of input and output (information, bench/node-ceiling.mjs). */
const WARMED_PORT = BASE_PORT + 10;
const usesPostgres = SHAPES.some((s) => s !== 'default') || SEARCH_APPS > 0;

/**
 * The products measured: this checkout and, with --baseline, another one (e.g. main's), each with its
 * own ports: API processes (the first also serves the default shape and the latencies) and a proxy.
 */
const CHECKOUTS = [
  { name: 'product', root: ROOT, apiPorts: [BASE_PORT, BASE_PORT + 2], proxyPort: BASE_PORT + 3 },
  ...(opts.baseline
    ? [
        {
          name: 'before',
          root: path.resolve(opts.baseline),
          apiPorts: [BASE_PORT + 5, BASE_PORT + 6],
          proxyPort: BASE_PORT + 7,
        },
      ]
    : []),
];
const [PRODUCT] = CHECKOUTS;
const BASELINE = CHECKOUTS[1];
if (BASELINE && !existsSync(path.join(BASELINE.root, 'node_modules'))) {
  throw new Error(`--baseline ${BASELINE.root}: no node_modules there (run npm ci in it first)`);
}
/** The production shape: the bundle deploy/build-api.mjs makes, run by plain node. */
const bundleOf = (checkout) => path.join(checkout.root, 'apps/api/dist/server.mjs');

for (const tool of ['nginx', 'wrk', 'taskset']) {
  if (!which(tool)) {
    console.error(`${tool} is missing: apt-get install -y nginx-light wrk util-linux`);
    process.exit(2);
  }
}

const log = (msg) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`);
const results = {
  options: {
    rounds: ROUNDS,
    seconds: SECONDS,
    shapes: SHAPES,
    apps: APPS,
    nice: NICE,
    baseline: BASELINE?.root,
  },
  paths: [],
  mixed: [],
  search: undefined,
  facets: undefined,
  sandbox: undefined,
  beside: undefined,
  api: [],
};
const work = mkdtempSync(path.join(tmpdir(), 'showroom-bench-'));
chmodSync(work, 0o755);
/** Everything running that the bench started, stopped on the way out. */
const running = new Set();

// --- What a browser sends (the headers: lib.mjs's headersFor) ----------------------------------------

/**
 * Waits until the app's live checks have their first run scheduled (`nextDueAt`), or are off: the check
 * worker schedules the published apps once it starts, after the sandbox is ready, which may be after the
 * paths are recorded; the app's checks answer would then change under the rounds (and fail the run).
 */
async function checksScheduled(origin, appId, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const checks = JSON.parse((await get(`${origin}/api/apps/${appId}/checks`, 'api')).body.toString());
    if (!checks.enabled || checks.nextDueAt !== null) return;
    if (Date.now() > until)
      throw new Error(`App ${appId}: its live checks were not scheduled within ${timeoutMs} ms`);
    await sleep(500);
  }
}

/**
 * The paths a visitor's browser requests opening `/`, typing "fhir", ticking FHIR version R4, opening
 * `/apps` and an app's page (bench/record-paths.mjs; the hashed /assets/ files are left out: static
 * files either way), plus the whole list. The app is the middle one of the catalogue.
 */
async function visitorPaths(origin) {
  const list = JSON.parse((await get(`${origin}/api/apps`, 'api')).body.toString());
  const app = list[Math.floor(list.length / 2)];
  await checksScheduled(origin, app.id);
  const details = JSON.parse((await get(`${origin}/api/apps/${app.id}`, 'api')).body.toString());
  const screenshot = details.screenshots?.[0]?.url;
  return [
    { label: 'Whole list', path: '/api/apps', kind: 'api' },
    { label: "Start page's list (/, /apps)", path: '/api/apps?sort=name&limit=24', kind: 'api' },
    { label: 'Facet counts (/, /apps)', path: '/api/apps/facets', kind: 'api' },
    { label: 'Search "fhir"', path: '/api/apps?q=fhir&sort=relevance&limit=24', kind: 'api' },
    {
      label: 'Filtered first page (fhir, R4)',
      path: '/api/apps?q=fhir&sort=relevance&limit=24&fhirVersion=R4',
      kind: 'api',
    },
    { label: 'Facet counts (fhir, R4)', path: '/api/apps/facets?q=fhir&fhirVersion=R4', kind: 'api' },
    { label: "An app's details", path: `/api/apps/${app.id}`, kind: 'api' },
    { label: "An app's live checks", path: `/api/apps/${app.id}/checks`, kind: 'api' },
    { label: 'HTML of /', path: '/', kind: 'navigate' },
    { label: 'HTML of /apps', path: '/apps', kind: 'navigate' },
    { label: "HTML of an app's page", path: `/appdetails/${app.id}`, kind: 'navigate' },
    { label: 'Runtime config', path: '/config/config.json', kind: 'config' },
    // Open data (issue 18): the whole published catalogue as JSON, and the Atom feed.
    { label: 'Open data (JSON)', path: '/api/export/catalogue.json', kind: 'api' },
    { label: 'Atom feed', path: '/feed.xml', kind: 'api' },
    { label: 'An icon', path: details.icon ?? app.icon, kind: 'image' },
    ...(screenshot ? [{ label: 'A screenshot', path: screenshot, kind: 'image' }] : []),
  ]
    .filter((p) => !PATH_FILTER || PATH_FILTER.some((part) => p.path.includes(part)))
    .map((p, i) => ({
      ...p,
      key: `p${i}`,
      pattern: p.path.replace(/^\/(api\/apps|appdetails)\/\d+/, '/$1/{id}').replace(/[0-9a-f]{64}/, '…'),
    }));
}

async function get(url, kind) {
  const origin = new URL(url).origin;
  return httpGet(url, headerObject(headersFor(kind, origin)));
}

// --- Databases and servers -----------------------------------------------------------------------------

async function admin(sql, database = 'postgres') {
  const client = new pg.Client({ connectionString: `${PG}/${database}` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The default shape's embedded database, one per checkout (PGlite is one process's). */
const pgliteDir = (checkout) => path.join(work, `pglite-${checkout.name}`);

/** `npm run seed:scale -- --apps N`, on the shape's database (it adds the difference to what is there). */
async function seed(shape, apps) {
  const env =
    shape === 'default'
      ? { DATABASE_URL: undefined, DATA_DIR: pgliteDir(PRODUCT) }
      : { DATABASE_URL, DATA_DIR: undefined };
  const out = execFileSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'apps/api/src/seed-scale/cli.ts'), '--apps', String(apps), '--quiet'],
    { env: { ...process.env, ...env }, encoding: 'utf8', cwd: ROOT },
  );
  log(out.trim());
  if (shape === 'default' && BASELINE) {
    // The same catalogue for the other checkout's process.
    rmSync(pgliteDir(BASELINE), { recursive: true, force: true });
    cpSync(pgliteDir(PRODUCT), pgliteDir(BASELINE), { recursive: true });
  }
  // As autovacuum would have by the time visitors arrive: planner statistics for the new rows.
  if (shape !== 'default') await admin('vacuum analyze', DB_NAME);
}

/**
 * Starts a checkout's product in a shape, pinned to CPU 0, its output in a log file; returns it with its
 * spawn-to-ready time and RSS at rest. `publicUrl`: the origin visitors use (the proxy's in production).
 */
async function startServer(checkout, shape, port, apps, { publicUrl, trustProxy } = {}) {
  const origin = `http://localhost:${port}`;
  const logFile = path.join(work, `showroom-${checkout.name}-${shape}-${apps}-${port}.log`);
  const t0 = performance.now();
  const proc =
    shape === 'default'
      ? // As `npm start > showroom.log`: scripts/start.mjs runs the API bundle (bundled when its
        // sources are newer) in this one process and opens the PGlite under DATA_DIR; the web app was
        // built once before.
        start(process.execPath, [path.join(checkout.root, 'scripts/start.mjs')], {
          cwd: checkout.root,
          logFile,
          env: {
            NODE_ENV: undefined,
            LOG_LEVEL: undefined,
            DATABASE_URL: undefined,
            SKIP_WEB_BUILD: 'true',
            DATA_DIR: pgliteDir(checkout),
            PORT: String(port),
            HOST: '127.0.0.1',
            PUBLIC_URL: origin,
          },
        })
      : start(process.execPath, [bundleOf(checkout)], {
          cwd: checkout.root,
          logFile,
          env: {
            NODE_ENV: 'production',
            IDP_EMBEDDED: 'true',
            DATABASE_URL,
            SEED: 'false',
            PORT: String(port),
            HOST: '127.0.0.1',
            PUBLIC_URL: publicUrl ?? origin,
            TRUST_PROXY: trustProxy,
            LOG_LEVEL: 'warn',
            DATA_DIR: path.join(work, 'data'),
            // Production refuses to start without one; the run sends it to read the metrics.
            METRICS_TOKEN: BENCH_METRICS_TOKEN,
          },
        });
  running.add(proc);
  await Promise.race([
    waitFor(`http://127.0.0.1:${port}/api/health/ready`, 180_000),
    proc.exited.then((code) => {
      throw new Error(
        `The ${checkout.name} ${shape} server exited (${code}) before it was ready:\n${proc.output().slice(-3000)}`,
      );
    }),
  ]);
  const readyMs = Math.round(performance.now() - t0);
  pin(proc.pid, 0);
  await sleep(1500);
  const readyLog = proc
    .output()
    .split('\n')
    .find((l) => l.includes('Showroom ready'));
  return { proc, port, origin, readyMs, readyLog, rssAtRest: rssMb(proc.pid), logFile };
}

/**
 * The error to report when a measurement failed: if a server is gone, how it ended and the end of its
 * log (also kept in $TMPDIR/showroom-bench-server.log, since the work folder is removed).
 */
function serverGone(servers, err) {
  const gone = servers.find((s) => s.proc.ended());
  if (!gone) return err;
  const output = gone.proc.output();
  const kept = path.join(tmpdir(), 'showroom-bench-server.log');
  writeFileSync(kept, output);
  return new Error(
    `A server ended (${gone.proc.ended()}) under the load; the end of its log (all of it in ${kept}):\n${output.slice(-4000)}`,
    { cause: err },
  );
}

async function stop(proc) {
  if (!proc) return;
  await proc.stop();
  running.delete(proc);
}

function pinTree(pid) {
  pin(pid, 0);
  for (const child of execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).split(/\s+/)) {
    if (child) pin(Number(child), 0);
  }
}

const NGINX_COMMON = (name) => `worker_processes 1;
daemon off;
pid ${work}/${name}.pid;
error_log ${work}/${name}-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  gzip off;
  keepalive_requests 1000000;
  types { }
  client_body_temp_path ${work}/tmp; proxy_temp_path ${work}/tmp; fastcgi_temp_path ${work}/tmp;
  uwsgi_temp_path ${work}/tmp; scgi_temp_path ${work}/tmp;
`;

/**
 * The product's answer headers a static server sends as well: all but those nginx makes itself (Date,
 * Connection, Keep-Alive, Content-Length, Content-Type from default_type, ETag, Last-Modified,
 * Accept-Ranges) and the request id (nginx's $request_id, the ceiling's counter). Security headers,
 * Cache-Control, Vary and the cache's X-Cache-Status are part of the answer's bytes: a reference
 * without them would do less work.
 */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'transfer-encoding',
  'etag',
  'last-modified',
  'accept-ranges',
  'x-request-id',
]);
function answerHeaders(headers) {
  return Object.entries(headers)
    .filter(([name]) => !OWN_HEADERS.has(name))
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => [name, String(v)]));
}

const nginxString = (value) => {
  if (value.includes('$'))
    throw new Error(`A header value with "$" cannot be given to nginx as is: ${value}`);
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
};

/**
 * nginx serving each path's bytes as a static file at /p/<key>, with the product's Content-Type and the
 * product's other headers (answerHeaders), and a request id per answer as the product sends.
 */
async function startStaticNginx(files) {
  const location = (f) =>
    [
      `    location = /p/${f.key} {`,
      `      default_type ${nginxString(f.contentType)};`,
      ...f.headers.map(([name, value]) => `      add_header ${name} ${nginxString(value)};`),
      '      add_header x-request-id $request_id;',
      `      alias ${work}/www/${f.key};`,
      '    }',
    ].join('\n');
  const conf = `${NGINX_COMMON('nginx')}  server {
    listen 127.0.0.1:${NGINX_PORT};
${files.map(location).join('\n')}
  }
}
`;
  writeFileSync(path.join(work, 'nginx.conf'), conf);
  const proc = start(which('nginx'), ['-e', `${work}/nginx-error.log`, '-c', `${work}/nginx.conf`]);
  running.add(proc);
  await waitFor(`http://127.0.0.1:${NGINX_PORT}/p/${files[0].key}`);
  // The master and its worker both on CPU 0.
  pinTree(proc.pid);
  return proc;
}

/** bench/node-ceiling.mjs: node:http answering each path's bytes with the same headers, nothing else. */
async function startCeiling(files, { port = CEILING_PORT, warm = false } = {}) {
  const config = path.join(work, `ceiling-${port}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      port,
      warm,
      files: files.map((f) => ({
        key: f.key,
        file: path.join(work, 'www', f.key),
        headers: [['content-type', f.contentType], ...f.headers],
      })),
    }),
  );
  const proc = start(process.execPath, [path.join(ROOT, 'bench/node-ceiling.mjs'), config]);
  running.add(proc);
  await waitFor(`http://127.0.0.1:${port}/p/${files[0].key}`, 120_000);
  pin(proc.pid, 0);
  return proc;
}

/**
 * A checkout's deploy/nginx/proxy-cache.conf as written, with the bench's ports, cache folder and API
 * processes put in: the bench measures the configuration operators are given. `https`: as nginx
 * terminating TLS would, it tells the API the client came over https (X-Forwarded-Proto), here
 * without TLS itself, so that the cache is measured and not the cipher.
 */
async function startProxyNginx(checkout, { https }) {
  const file = path.join(checkout.root, 'deploy/nginx/proxy-cache.conf');
  let site = readFileSync(file, 'utf8');
  const replace = (re, to) => {
    if (!re.test(site)) throw new Error(`${file}: no ${re} to adapt for the bench`);
    site = site.replace(re, to);
  };
  replace(
    /(upstream showroom \{\n)(?:\s*server [^\n]+\n)+/,
    `$1${checkout.apiPorts.map((p) => `  server 127.0.0.1:${p};\n`).join('')}`,
  );
  const cache = path.join(work, `proxy-cache-${checkout.name}`);
  rmSync(cache, { recursive: true, force: true });
  replace(/proxy_cache_path \/var\/cache\/nginx\/showroom/, `proxy_cache_path ${cache}`);
  replace(/listen 8080;/, `listen 127.0.0.1:${checkout.proxyPort};`);
  if (https) replace(/X-Forwarded-Proto \$scheme;/, 'X-Forwarded-Proto https;');
  const name = `proxy-${checkout.name}`;
  writeFileSync(path.join(work, `${name}.conf`), `${NGINX_COMMON(name)}${site}}\n`);
  const proc = start(which('nginx'), ['-e', `${work}/${name}-error.log`, '-c', `${work}/${name}.conf`]);
  running.add(proc);
  await waitFor(`http://127.0.0.1:${checkout.proxyPort}/api/health/ready`);
  pinTree(proc.pid);
  return proc;
}

/** An API process's metrics (Prometheus text). */
async function apiMetrics(port) {
  const res = await fetch(`http://127.0.0.1:${port}/api/metrics`, {
    headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
  });
  if (!res.ok) throw new Error(`GET /api/metrics on port ${port}: ${res.status}`);
  return res.text();
}

/** Requests the API processes answered so far (their metrics; the metrics' own route left out). */
async function apiRequests(ports) {
  let total = 0;
  for (const port of ports) {
    for (const line of (await apiMetrics(port)).split('\n')) {
      if (line.startsWith('http_server_request_duration_seconds_count{') && !line.includes('/api/metrics')) {
        total += Number(line.slice(line.lastIndexOf(' ') + 1));
      }
    }
  }
  return total;
}

// --- Measuring ------------------------------------------------------------------------------------------

/**
 * Rounds on one path over `servers` ([name, url] pairs), in an order that rotates every round, so a
 * trend in the machine's load favours none. Returns each server's median rate and how many requests it
 * was sent (warm-up included), and for each `ratios` entry [name, a, b] the median of the rounds' a/b.
 */
function compare(label, servers, headers, ratios) {
  const sent = Object.fromEntries(servers.map(([name]) => [name, 0]));
  for (const [name, url] of servers) sent[name] += wrk(url, { seconds: 1, headers }).requests;
  const runs = [];
  for (let i = 0; i < ROUNDS; i++) {
    const round = {};
    for (let k = 0; k < servers.length; k++) {
      const [name, url] = servers[(i + k) % servers.length];
      round[name] = wrk(url, { seconds: SECONDS, headers });
      sent[name] += round[name].requests;
    }
    runs.push({ round, load: load() });
  }
  const r = { sent, rps: {}, p99: {}, bytesPerAnswer: {}, load: runs.at(-1)?.load };
  for (const [name] of servers) {
    r.rps[name] = median(runs.map((x) => x.round[name].rps));
    r.p99[name] = runs.map((x) => x.round[name].p99);
    r.bytesPerAnswer[name] = Math.round(median(runs.map((x) => x.round[name].bytesPerAnswer ?? 0)));
  }
  for (const [ratio, a, b] of ratios) {
    const each = runs.map((x) => x.round[a].rps / x.round[b].rps);
    r[ratio] = median(each);
    r[`${ratio}Rounds`] = each.map((x) => Number(x.toFixed(3)));
  }
  log(
    `${label}: ${servers.map(([name]) => `${name} ${r.rps[name].toFixed(0)}`).join(', ')} req/s; ${ratios
      .map(([ratio]) => `${ratio} ${r[ratio].toFixed(2)} (rounds ${r[`${ratio}Rounds`].join(', ')})`)
      .join('; ')} (load ${r.load})`,
  );
  return r;
}

/** The same bytes from both: status 200 and identical bodies, or the run stops. */
function sameBytes(what, product, other) {
  if (product.status !== 200) throw new Error(`${what}: the product answered ${product.status}, not 200`);
  if (other.status !== 200) throw new Error(`${what}: the reference answered ${other.status}, not 200`);
  if (!product.body.equals(other.body)) {
    throw new Error(
      `${what}: the reference sent ${other.body.length} bytes, the product ${product.body.length}, not the same`,
    );
  }
}

/** Each path's bytes and headers from `origin`, written to the static server's root. */
async function recordPaths(paths, origin) {
  rmSync(path.join(work, 'www'), { recursive: true, force: true });
  mkdirSync(path.join(work, 'www'), { recursive: true });
  mkdirSync(path.join(work, 'tmp'), { recursive: true });
  for (const p of paths) {
    // Twice: through a cache, the second is what every later visitor gets.
    await get(`${origin}${p.path}`, p.kind);
    const res = await get(`${origin}${p.path}`, p.kind);
    if (res.status !== 200) throw new Error(`${p.path}: the product answered ${res.status}`);
    if (res.headers['content-encoding'])
      throw new Error(`${p.path}: encoded (${res.headers['content-encoding']}) without Accept-Encoding`);
    p.body = res.body;
    p.contentType = res.headers['content-type'] ?? 'application/octet-stream';
    p.cacheControl = res.headers['cache-control'];
    p.cacheStatus = res.headers['x-cache-status'];
    p.headers = answerHeaders(res.headers);
    p.setCookie = res.headers['set-cookie'] !== undefined;
    writeFileSync(path.join(work, 'www', p.key), res.body);
  }
}

const processStats = (checkout, shape, apps, server) => {
  const stats = {
    checkout: checkout.name,
    shape,
    apps,
    readyMs: server.readyMs,
    readyLog: server.readyLog,
    rssAtRestMb: Math.round(server.rssAtRest),
    logFile: shape === 'default' ? 'stdout to a file, as `npm start > showroom.log`' : undefined,
  };
  results.api.push(stats);
  log(
    `${checkout.name}, ${shape}, ${apps} apps: ready in ${server.readyMs} ms (spawn to ready), RSS at rest ${server.rssAtRest.toFixed(0)} MB`,
  );
  return stats;
};

/**
 * The default shape: each path from the product, from node:http alone answering the same bytes and
 * headers (the budget's reference), from nginx serving the same file, and from the baseline's product.
 */
async function defaultShape(apps) {
  await seed('default', apps);
  const servers = [];
  const stats = [];
  try {
    for (const checkout of CHECKOUTS) {
      const server = await startServer(checkout, 'default', checkout.apiPorts[0], apps);
      servers.push(server);
      stats.push(processStats(checkout, 'default', apps, server));
    }
    const [product] = servers;
    const productOrigin = `http://127.0.0.1:${product.port}`;
    const paths = await visitorPaths(productOrigin);
    await recordPaths(paths, productOrigin);
    const nginx = await startStaticNginx(paths);
    const ceiling = await startCeiling(paths);
    const warmed = await startCeiling(paths, { port: WARMED_PORT, warm: true });
    try {
      for (const p of paths) {
        const headers = headersFor(p.kind, product.origin);
        const nginxUrl = `http://127.0.0.1:${NGINX_PORT}/p/${p.key}`;
        const ceilingUrl = `http://127.0.0.1:${CEILING_PORT}/p/${p.key}`;
        const warmedUrl = `http://127.0.0.1:${WARMED_PORT}/p/${p.key}`;
        sameBytes(p.path, { status: 200, body: p.body }, await get(nginxUrl, p.kind));
        sameBytes(
          `${p.path} (node:http, warmed)`,
          { status: 200, body: p.body },
          await get(warmedUrl, p.kind),
        );
        sameBytes(
          `${p.path} (node:http alone)`,
          { status: 200, body: p.body },
          await get(ceilingUrl, p.kind),
        );
        const measured = servers.map((s, i) => [CHECKOUTS[i].name, `http://127.0.0.1:${s.port}${p.path}`]);
        let r;
        try {
          r = compare(
            `default ${apps} ${p.path}`,
            [...measured, ['ceiling', ceilingUrl], ['warmed', warmedUrl], ['nginx', nginxUrl]],
            headers,
            [
              ['ratio', 'product', 'ceiling'],
              ['warmedRatio', 'product', 'warmed'],
              ['nginxRatio', 'product', 'nginx'],
              ...(BASELINE ? [['baselineRatio', 'before', 'ceiling']] : []),
            ],
          );
        } catch (err) {
          throw serverGone(servers, err);
        }
        // Still the same bytes after the load (nothing changed under it).
        sameBytes(`${p.path} after the rounds`, await get(measured[0][1], p.kind), {
          status: 200,
          body: p.body,
        });
        // What the server logged during the rounds (info: a line per request), then the file is
        // emptied, as a rotation would, so a full run does not fill the disk (it appends).
        const logBytes = statSync(product.logFile).size;
        for (const s of servers) truncateSync(s.logFile);
        results.paths.push({ shape: 'default', apps, logBytes, ...pathFacts(p), ...r });
      }
    } finally {
      await stop(ceiling);
      await stop(warmed);
      await stop(nginx);
    }
  } finally {
    servers.forEach((s, i) => (stats[i].rssAfterLoadMb = Math.round(rssMb(s.proc.pid))));
    for (const s of servers) await stop(s.proc);
  }
}

const pathFacts = (p) => ({
  label: p.label,
  path: p.path,
  pattern: p.pattern,
  bytes: p.body.length,
  contentType: p.contentType,
  cacheControl: p.cacheControl,
  cacheStatus: p.cacheStatus,
  setsCookie: p.setCookie,
});

/**
 * The production shape: deploy/nginx/proxy-cache.conf in front of two API processes on PostgreSQL
 * (TRUST_PROXY naming nginx), with an http PUBLIC_URL (the compose default) or an https one, each path
 * through the cache against nginx serving the same bytes as a file; and the requests that reached an
 * API process, from their metrics. For the first catalogue size with an http PUBLIC_URL, the mixed load.
 */
async function productionShape(shape, apps) {
  const https = shape === 'production-https';
  const publicUrlOf = (checkout) => `${https ? 'https' : 'http'}://localhost:${checkout.proxyPort}`;
  const servers = [];
  const proxies = [];
  try {
    for (const checkout of CHECKOUTS) {
      for (const port of checkout.apiPorts) {
        const server = await startServer(checkout, 'production', port, apps, {
          publicUrl: publicUrlOf(checkout),
          trustProxy: '127.0.0.1',
        });
        servers.push(server);
        if (port === checkout.apiPorts[0]) processStats(checkout, shape, apps, server);
      }
      proxies.push(await startProxyNginx(checkout, { https }));
    }
    const origins = CHECKOUTS.map((c) => `http://127.0.0.1:${c.proxyPort}`);
    const paths = await visitorPaths(origins[0]);
    await recordPaths(paths, origins[0]);
    const nginx = await startStaticNginx(paths);
    try {
      for (const p of paths) {
        const headers = headersFor(p.kind, `http://localhost:${PRODUCT.proxyPort}`);
        const nginxUrl = `http://127.0.0.1:${NGINX_PORT}/p/${p.key}`;
        sameBytes(p.path, { status: 200, body: p.body }, await get(nginxUrl, p.kind));
        const before = [];
        for (const checkout of CHECKOUTS) before.push(await apiRequests(checkout.apiPorts));
        let r;
        try {
          r = compare(
            `${shape} ${apps} ${p.path}`,
            [...CHECKOUTS.map((c, i) => [c.name, `${origins[i]}${p.path}`]), ['nginx', nginxUrl]],
            headers,
            [['ratio', 'product', 'nginx'], ...(BASELINE ? [['baselineRatio', 'before', 'nginx']] : [])],
          );
        } catch (err) {
          throw serverGone(servers, err);
        }
        const reached = {};
        for (const [i, checkout] of CHECKOUTS.entries()) {
          reached[checkout.name] = (await apiRequests(checkout.apiPorts)) - (before[i] ?? 0);
        }
        sameBytes(`${p.path} after the rounds`, await get(`${origins[0]}${p.path}`, p.kind), {
          status: 200,
          body: p.body,
        });
        log(
          `  reached the API: ${CHECKOUTS.map((c) => `${c.name} ${reached[c.name]} of ${r.sent[c.name]}`).join(', ')}`,
        );
        results.paths.push({ shape, apps, ...pathFacts(p), ...r, reached });
      }
    } finally {
      await stop(nginx);
    }
    if (!https && apps === APPS[0] && MIXED_SECONDS > 0) {
      for (const [i, checkout] of CHECKOUTS.entries()) {
        const figures = await mixedLoad({
          name: checkout.name,
          origin: origins[i],
          publicUrl: publicUrlOf(checkout),
          seconds: MIXED_SECONDS,
          metrics: () => Promise.all(checkout.apiPorts.map((port) => apiMetrics(port))),
          databaseUrl: DATABASE_URL,
          root: checkout.root,
          // The readers are browsers: each path with its headers, and Accept-Encoding as Chromium sends
          // it (the rounds above leave it out to compare identity bytes with nginx serving a file).
          paths: paths.map((p) => ({
            path: p.path,
            headers: [...headersFor(p.kind, publicUrlOf(checkout)), BROWSER_ACCEPT_ENCODING],
          })),
          log,
        });
        results.mixed.push({ checkout: checkout.name, apps, ...figures });
      }
    }
  } finally {
    for (const proxy of proxies) await stop(proxy);
    for (const s of servers) await stop(s.proc);
  }
}

function latencyRun(script, origin) {
  const out = execFileSync(
    'nice',
    [
      '-n',
      String(NICE),
      'taskset',
      '-c',
      '1',
      process.execPath,
      path.join(ROOT, 'bench', script),
      origin,
      SEARCH_ROUNDS,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(out).samples;
}

async function searchBench() {
  await seed('production', SEARCH_APPS);
  const server = await startServer(PRODUCT, 'production', PRODUCT.apiPorts[0], SEARCH_APPS);
  results.api.push({
    checkout: PRODUCT.name,
    shape: 'production',
    apps: SEARCH_APPS,
    readyMs: server.readyMs,
    readyLog: server.readyLog,
    rssAtRestMb: Math.round(server.rssAtRest),
  });
  log(
    `API ready in ${server.readyMs} ms with ${SEARCH_APPS} apps, RSS at rest ${server.rssAtRest.toFixed(0)} MB`,
  );
  const origin = `http://127.0.0.1:${server.port}`;
  const samples = latencyRun('search-latency.mjs', origin);
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
  const facetSamples = latencyRun('facet-latency.mjs', origin);
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
  const metrics = await (
    await fetch(`${origin}/api/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } })
  )
    .text()
    .catch(() => '');
  results.metricsSample = metrics
    .split('\n')
    .filter((l) => /^showroom_(outbox|db_pool|process_resident)/.test(l))
    .slice(0, 8);
  await stop(server.proc);
}

// --- Report ---------------------------------------------------------------------------------------------

const f = (n, d = 0) => (n === undefined ? '–' : Number(n).toFixed(d));
const k = (n) => (n === undefined ? '–' : n >= 10_000 ? `${(n / 1000).toFixed(1)}k` : f(n));
const bytes = (n) =>
  n >= 1e6 ? `${(n / 1e6).toFixed(2)} MB` : n >= 1e4 ? `${(n / 1e3).toFixed(1)} kB` : `${n} B`;
const mark = (ratio) => (ratio >= 0.9 ? `${f(ratio, 2)}×` : `**${f(ratio, 2)}×** ✗`);
const share = (reached, sent) =>
  sent
    ? `${reached} of ${k(sent)} (${((100 * reached) / sent).toFixed(reached * 1000 < sent ? 3 : 1)} %)`
    : '–';

function report() {
  const lines = [];
  const rows = (shape) => results.paths.filter((r) => r.shape === shape);
  const before = BASELINE ? ` "before" is ${BASELINE.root}, measured in the same rounds.` : '';
  const heading = `${ROUNDS} round${ROUNDS === 1 ? '' : 's'} of ${SECONDS} s per server and path, ratio = median of the rounds' ratios; wrk -t1 -c50 on CPU 1, servers on CPU 0, nice ${NICE}; ✗ = under 0.9×.${before}`;
  const budget = [];
  if (rows('default').length) {
    lines.push(
      '',
      `Default shape (\`npm start\`: PGlite, log level info): every path a visitor's browser requests, the product beside node:http alone answering the same bytes with the same headers from memory (bench/node-ceiling.mjs; budget ≥ 0.9×), the same after a start that did the other kinds of input and output an application does (a child's pipes, file and gzip streams, HTTP requests it sends, answers with headers set one by one: "warmed", information: what the same answer costs in a process that is not only this server), and nginx serving the same file (information). req/s; ${heading}`,
      '',
      `| Path | Apps | Bytes | product | node:http alone | product / node:http (≥ 0.9) | node:http, warmed | product / warmed | nginx | product / nginx |${BASELINE ? ' before | before / node:http |' : ''}`,
      `|---|---|---|---|---|---|---|---|---|---|${BASELINE ? '---|---|' : ''}`,
    );
    for (const r of rows('default')) {
      lines.push(
        `| ${r.label} \`${r.pattern}\` | ${r.apps} | ${bytes(r.bytes)} | ${k(r.rps.product)} | ${k(r.rps.ceiling)} | ${mark(r.ratio)} | ${k(r.rps.warmed)} | ${f(r.warmedRatio, 2)}× | ${k(r.rps.nginx)} | ${f(r.nginxRatio, 2)}× |${BASELINE ? ` ${k(r.rps.before)} | ${f(r.baselineRatio, 2)}× |` : ''}`,
      );
    }
    const missed = rows('default').filter((r) => r.ratio < 0.9).length;
    budget.push(
      `Default shape, ≥ 0.9× node:http alone: met by ${rows('default').length - missed} of ${rows('default').length}.`,
    );
  }
  for (const shape of ['production', 'production-https']) {
    if (!rows(shape).length) continue;
    const variant =
      shape === 'production'
        ? 'an http PUBLIC_URL, as the compose default (nginx sends X-Forwarded-Proto: http)'
        : 'an https PUBLIC_URL (nginx sends X-Forwarded-Proto: https, as when it terminates TLS)';
    lines.push(
      '',
      `Production shape with ${variant}: deploy/nginx/proxy-cache.conf in front of two API processes on PostgreSQL (TRUST_PROXY), every path through the cache beside nginx serving the same file (budget ≥ 0.9×); "reached the API": the requests the two processes answered (their metrics) of those sent through the cache during the path's rounds and warm-up. req/s; ${heading}`,
      '',
      `| Path | Apps | Bytes | X-Cache-Status | through the cache | nginx file | ratio (≥ 0.9) | reached the API |${BASELINE ? ' before: through the cache | ratio | reached the API |' : ''}`,
      `|---|---|---|---|---|---|---|---|${BASELINE ? '---|---|---|' : ''}`,
    );
    for (const r of rows(shape)) {
      lines.push(
        `| ${r.label} \`${r.pattern}\` | ${r.apps} | ${bytes(r.bytes)} | ${r.cacheStatus ?? 'none'} | ${k(r.rps.product)} | ${k(r.rps.nginx)} | ${mark(r.ratio)} | ${share(r.reached.product, r.sent.product)} |${BASELINE ? ` ${k(r.rps.before)} | ${f(r.baselineRatio, 2)}× | ${share(r.reached.before, r.sent.before)} |` : ''}`,
      );
    }
    const missed = rows(shape).filter((r) => r.ratio < 0.9).length;
    const reached = rows(shape).reduce((n, r) => n + r.reached.product, 0);
    const sent = rows(shape).reduce((n, r) => n + r.sent.product, 0);
    budget.push(
      `${shape}, ≥ 0.9× nginx serving the file: met by ${rows(shape).length - missed} of ${rows(shape).length}; requests that reached an API process: ${share(reached, sent)}.`,
    );
  }
  if (results.mixed.length) {
    lines.push(
      '',
      `Mixed load, production shape through the cache (http PUBLIC_URL): ${VENDORS} vendors each saving their app about once a second (and submitting it every fourth save), ${ADMINS} admins each reviewing the queue (approving) every 2 s, while 200 connections read the catalogue (every visitor path in turn, each connection pausing ${READ_DELAY_MS} ms after an answer; wrk on CPU 1 with the writers, servers on CPU 0); latencies of the whole round trip through nginx.`,
      '',
      '| Build | Apps | Seconds | Writes | Write p95 | Write p99 | Catalogue reads (req/s) | Read p95 | Read p99 | Errors | Budget (writes p95 < 100 ms, p99 < 250 ms, 0 errors) |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const m of results.mixed) {
      const met = m.writes.p95 < 100 && m.writes.p99 < 250 && m.errors === 0;
      lines.push(
        `| ${m.checkout} | ${m.apps} | ${m.seconds} | ${m.writes.count} | ${f(m.writes.p95, 1)} ms | ${f(m.writes.p99, 1)} ms | ${k(m.reads.count)} (${f(m.reads.perSecond)}) | ${f(m.reads.p95, 1)} ms | ${f(m.reads.p99, 1)} ms | ${m.errors} | ${met ? 'met' : '**MISSED**'} |`,
      );
      if (m.checkout === 'product') budget.push(`Mixed load: ${met ? 'met' : 'MISSED'}.`);
    }
  }
  if (budget.length) lines.push('', ...budget);
  const cookies = [...new Set(results.paths.filter((r) => r.setsCookie).map((r) => r.pattern))];
  if (cookies.length) lines.push(`Answers to anonymous requests that set a cookie: ${cookies.join(', ')}.`);
  const s = results.search;
  if (s) {
    lines.push(
      '',
      `Search over ${s.apps} apps, ${s.requests} requests (${s.requests / 22} rounds of 22 queries, one connection, client on CPU 1, every query made afresh):`,
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
    for (const x of results.facets) {
      lines.push(
        `| ${x.label} | ${x.combinations} | ${x.requests} | ${f(x.p50, 1)} ms | **${f(x.p95, 1)} ms** | ${f(x.p99, 1)} ms | p95 < 30 ms ${x.p95 < 30 ? 'met' : 'MISSED'} | ${x.worstP95.map((w) => `${w.p} ${f(w.p95, 1)} ms`).join('; ')} | ${x.load} |`,
      );
    }
  }
  if (results.api.length) {
    lines.push(
      '',
      'The server process (default: node scripts/start.mjs, the API bundle, PGlite, log level info to a file; production: node apps/api/dist/server.mjs, NODE_ENV=production, PostgreSQL; the first of its two processes):',
      '',
      '| Build | Shape | Catalogue | Spawn to ready | RSS at rest | RSS after the load |',
      '|---|---|---|---|---|---|',
    );
    for (const a of results.api) {
      lines.push(
        `| ${a.checkout} | ${a.shape} | ${a.apps} apps | ${a.readyMs} ms | ${a.rssAtRestMb} MB | ${a.rssAfterLoadMb === undefined ? '–' : `${a.rssAfterLoadMb} MB`} |`,
      );
    }
  }
  if (results.sandbox) {
    const x = results.sandbox;
    lines.push(
      '',
      `FHIR sandbox (apps/sandbox, its own process on CPU 0, ${x.patients} synthetic patients): ready in ${x.readyMs} ms from spawn, RSS at rest ${x.rssAtRest} MB (budget < 400 MB), ${x.rssAfter} MB after the searches. ${x.clients} concurrent clients for ${x.seconds} s per search, rotating through the patients; budget p95 < 50 ms. "Cached": as the sandbox runs, the answers of its read-only shared data kept after the untimed first pass (apps/sandbox/src/answer-cache.ts); "computed": a second process with that cache off, every answer computed by Medplum's router.`,
      '',
      '| Search | p50 ms | p95 ms (< 50) | Requests | Errors | computed p50 ms | computed p95 ms |',
      '|---|---|---|---|---|---|---|',
      ...x.rows.map((r, i) => {
        const c = x.computedRows?.[i];
        return `| \`${r.label}\` | ${r.p50} | ${r.p95 < 50 ? r.p95 : `**${r.p95}** ✗`} | ${r.requests} | ${r.errors} | ${c?.p50 ?? '–'} | ${c?.p95 ?? '–'} |`;
      }),
    );
  }
  if (results.beside) lines.push(besideTable(results.beside));
  if (results.metricsSample?.length)
    lines.push('', 'From GET /api/metrics:', ...results.metricsSample.map((l) => `    ${l}`));
  console.log(lines.join('\n'));
  // The raw figures, for comparing runs; not part of the repository.
  const raw = path.join(tmpdir(), 'showroom-bench-last-run.json');
  writeFileSync(raw, JSON.stringify(results, null, 2));
  console.log(`\nRaw figures: ${raw}`);
}

// --- Main -----------------------------------------------------------------------------------------------

async function portFree(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`);
    return false;
  } catch {
    return true;
  }
}

async function cleanUp() {
  await Promise.allSettled([...running].map((p) => p.stop()));
  if (usesPostgres) await admin(`drop database if exists ${DB_NAME} with (force)`).catch(() => {});
  rmSync(work, { recursive: true, force: true });
}

/** The web app (its HTML paths) and, for production, the API bundle, of a checkout. */
function build(checkout) {
  execFileSync('npm', ['run', 'build', '--loglevel=error'], {
    cwd: checkout.root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (usesPostgres) {
    execFileSync(process.execPath, [path.join(checkout.root, 'deploy/build-api.mjs'), bundleOf(checkout)], {
      stdio: 'inherit',
    });
  }
}

async function main() {
  const ports = [
    NGINX_PORT,
    CEILING_PORT,
    WARMED_PORT,
    ...CHECKOUTS.flatMap((c) => [...c.apiPorts, c.proxyPort]),
    ...(BESIDE_SECONDS > 0 ? [BASE_PORT + 8] : []),
    ...(SANDBOX_SECONDS > 0 ? [BASE_PORT + 9] : []),
  ];
  for (const port of ports) {
    if (!(await portFree(port)))
      throw new Error(`Port ${port} is in use: stop what listens there first (or set BENCH_PORT).`);
  }
  // Interrupted, the run still stops what it started and drops its database.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  log(
    `load average ${load()}; shapes ${SHAPES.join(', ')}; ${APPS.join(', ') || 'no'} apps; ${ROUNDS} × ${SECONDS} s per path${BASELINE ? `; before: ${BASELINE.root}` : ''}`,
  );
  for (const checkout of CHECKOUTS) build(checkout);
  if (usesPostgres) {
    await admin(`drop database if exists ${DB_NAME} with (force)`);
    await admin(`create database ${DB_NAME}`);
  }
  try {
    for (const apps of APPS) {
      if (SHAPES.includes('default')) await defaultShape(apps);
      const production = SHAPES.filter((s) => s !== 'default');
      if (production.length) await seed('production', apps);
      for (const shape of production) await productionShape(shape, apps);
    }
    if (SEARCH_APPS > 0) await searchBench();
    // The FHIR sandbox's own process (issue 33), beside the catalogue's rows, which it does not change.
    if (SANDBOX_SECONDS > 0) {
      results.sandbox = await sandboxBench({ seconds: SANDBOX_SECONDS, port: BASE_PORT + 9, log });
    }
    // The catalogue's rows beside it: npm start with its sandbox child, idle and busy (issue 33).
    if (BESIDE_SECONDS > 0) {
      results.beside = await sandboxBeside({
        apps: APPS[0] ?? 1000,
        seconds: BESIDE_SECONDS,
        rounds: opts.quick ? 1 : 2,
        port: BASE_PORT + 8,
        log,
      });
    }
  } finally {
    await cleanUp();
  }
  report();
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
