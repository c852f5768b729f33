// npm run bench: every path a visitor's browser requests, the product beside nginx serving the same bytes
// (budget: at least 0.9× nginx), in both shapes, at 1,000 and 10,000 apps; then search and facet
// latencies at 100,000 apps, the ready time and resident memory. See bench/README.md.
//  - shapes: `default` is `npm start` (scripts/start.mjs: the API bundle in process, PGlite in a DATA_DIR, log level
//    info, stdout to a log file); `production` is the bundle apps/api/dist/server.mjs on PostgreSQL
//    (BENCH_PG, database BENCH_DB) with NODE_ENV=production and LOG_LEVEL=warn;
//  - the server and nginx (one worker, sendfile, no gzip, no access log) pinned to CPU 0, wrk -t1 -c50
//    pinned to CPU 1; per path, rounds alternate which server goes first; the figure is the median of
//    the per-round ratios;
//  - in production, also nginx's proxy_cache (deploy/nginx/proxy-cache.conf) in front of 2 API processes.
// Options: --rounds N (3), --seconds S (3), --quick (1 round of 2 s, 5 latency rounds),
// --shape default|production (both), --apps 1000,10000, --search-apps N (100000; 0 skips the latencies),
// --search-rounds N (20), --latency-only (no throughput), --no-proxy.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
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

/** GET /api/metrics's bearer token for the servers this run starts (production requires one). */
const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: opts } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '3' },
    quick: { type: 'boolean', default: false },
    shape: { type: 'string', default: 'default,production' },
    apps: { type: 'string', default: '1000,10000' },
    'search-apps': { type: 'string', default: '100000' },
    'search-rounds': { type: 'string' },
    /** Only the latencies at --search-apps (search, facet counts, filtered pages), no throughput rounds. */
    'latency-only': { type: 'boolean', default: false },
    'no-proxy': { type: 'boolean', default: false },
    /** Only the paths whose address contains one of these (comma-separated), e.g. --paths export. */
    paths: { type: 'string' },
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
const SHAPES = opts.shape.split(',').map((s) => s.trim());
for (const s of SHAPES) {
  if (s !== 'default' && s !== 'production') throw new Error(`--shape: default or production, not "${s}"`);
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
const API_PORT = BASE_PORT;
const NGINX_PORT = BASE_PORT + 1;
const API2_PORT = BASE_PORT + 2;
const PROXY_PORT = BASE_PORT + 3;
const CEILING_PORT = BASE_PORT + 4;
/** The production shape: the bundle deploy/build-api.mjs makes, run by plain node. */
const BUNDLE = path.join(ROOT, 'apps/api/dist/server.mjs');
const PROXY_CONF = path.join(ROOT, 'deploy/nginx/proxy-cache.conf');
const usesPostgres = SHAPES.includes('production') || SEARCH_APPS > 0;

for (const tool of ['nginx', 'wrk', 'taskset']) {
  if (!which(tool)) {
    console.error(`${tool} is missing: apt-get install -y nginx-light wrk util-linux`);
    process.exit(2);
  }
}

const log = (msg) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`);
const results = {
  options: { rounds: ROUNDS, seconds: SECONDS, shapes: SHAPES, apps: APPS, nice: NICE },
  paths: [],
  proxy: [],
  search: undefined,
  facets: undefined,
  api: [],
};
const work = mkdtempSync(path.join(tmpdir(), 'showroom-bench-'));
chmodSync(work, 0o755);
/** Everything running that the bench started, stopped on the way out. */
const running = new Set();

// --- What a browser sends ------------------------------------------------------------------------------

/**
 * The request headers Chromium sent for each kind of request (recorded with bench/record-paths.mjs),
 * without Accept-Encoding (wrk sends none, so every server sends identity bytes) and without a cookie
 * (an anonymous visitor has none). wrk adds Host.
 */
const BROWSER = [
  'User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  'Accept-Language: en-US,en;q=0.9',
  'sec-ch-ua: "Not:A-Brand";v="8", "Chromium";v="156"',
  'sec-ch-ua-mobile: ?0',
  'sec-ch-ua-platform: "Linux"',
];
const headersFor = (kind, origin) => {
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
const headerObject = (lines) =>
  Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]));

/**
 * The paths a visitor's browser requests opening `/`, typing "fhir", ticking FHIR version R4, opening
 * `/apps` and an app's page (bench/record-paths.mjs; the hashed /assets/ files are left out: static
 * files either way), plus the whole list. The app is the middle one of the catalogue.
 */
async function visitorPaths(origin) {
  const list = JSON.parse((await get(`${origin}/api/apps`, 'api')).body.toString());
  const app = list[Math.floor(list.length / 2)];
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

const PGLITE_DIR = path.join(work, 'pglite');

/** `npm run seed:scale -- --apps N`, on the shape's database (it adds the difference to what is there). */
async function seed(shape, apps) {
  const env = shape === 'production' ? { DATABASE_URL } : { DATABASE_URL: undefined, DATA_DIR: PGLITE_DIR };
  const out = execFileSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'apps/api/src/seed-scale/cli.ts'), '--apps', String(apps), '--quiet'],
    { env: { ...process.env, ...env }, encoding: 'utf8', cwd: ROOT },
  );
  log(out.trim());
  // As autovacuum would have by the time visitors arrive: planner statistics for the new rows.
  if (shape === 'production') await admin('vacuum analyze', DB_NAME);
}

/**
 * Starts the product in a shape, pinned to CPU 0, its output in a log file; returns it with its
 * spawn-to-ready time and RSS at rest.
 */
async function startServer(shape, port, apps) {
  const origin = `http://localhost:${port}`;
  const logFile = path.join(work, `showroom-${shape}-${apps}-${port}.log`);
  const t0 = performance.now();
  const proc =
    shape === 'production'
      ? start(process.execPath, [BUNDLE], {
          cwd: ROOT,
          logFile,
          env: {
            NODE_ENV: 'production',
            IDP_EMBEDDED: 'true',
            DATABASE_URL,
            SEED: 'false',
            PORT: String(port),
            HOST: '127.0.0.1',
            PUBLIC_URL: origin,
            LOG_LEVEL: 'warn',
            RATE_LIMIT_WRITES: '0',
            DATA_DIR: path.join(work, 'data'),
            // Production refuses to start without one; the run sends it to read the metrics.
            METRICS_TOKEN: BENCH_METRICS_TOKEN,
          },
        })
      : // As `npm start > showroom.log`: scripts/start.mjs runs the API bundle (bundled when its
        // sources are newer) in this one process and opens the PGlite under DATA_DIR; the web app was
        // built once before.
        start(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
          cwd: ROOT,
          logFile,
          env: {
            NODE_ENV: undefined,
            LOG_LEVEL: undefined,
            DATABASE_URL: undefined,
            SKIP_WEB_BUILD: 'true',
            DATA_DIR: PGLITE_DIR,
            PORT: String(port),
            HOST: '127.0.0.1',
            PUBLIC_URL: origin,
          },
        });
  running.add(proc);
  await Promise.race([
    waitFor(`http://127.0.0.1:${port}/api/health/ready`, 180_000),
    proc.exited.then((code) => {
      throw new Error(
        `The ${shape} server exited (${code}) before it was ready:\n${proc.output().slice(-3000)}`,
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
  return { proc, origin, readyMs, readyLog, rssAtRest: rssMb(proc.pid), logFile };
}

/**
 * The error to report when a measurement failed: if the server is gone, how it ended and the end of its
 * log (also kept in $TMPDIR/showroom-bench-server.log, since the work folder is removed).
 */
function serverGone(server, err) {
  const ended = server.proc.ended();
  if (!ended) return err;
  const output = server.proc.output();
  const kept = path.join(tmpdir(), 'showroom-bench-server.log');
  writeFileSync(kept, output);
  return new Error(
    `The server ended (${ended}) under the load; the end of its log (all of it in ${kept}):\n${output.slice(-4000)}`,
    {
      cause: err,
    },
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
 * Cache-Control and Vary are part of the answer's bytes: a reference without them would do less work.
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
async function startCeiling(files) {
  const config = path.join(work, 'ceiling.json');
  writeFileSync(
    config,
    JSON.stringify({
      port: CEILING_PORT,
      files: files.map((f) => ({
        key: f.key,
        file: path.join(work, 'www', f.key),
        headers: [['content-type', f.contentType], ...f.headers],
      })),
    }),
  );
  const proc = start(process.execPath, [path.join(ROOT, 'bench/node-ceiling.mjs'), config]);
  running.add(proc);
  await waitFor(`http://127.0.0.1:${CEILING_PORT}/p/${files[0].key}`);
  pin(proc.pid, 0);
  return proc;
}

/**
 * deploy/nginx/proxy-cache.conf as written, with the bench's ports, cache folder and API processes
 * put in: the bench measures the configuration operators are given.
 */
async function startProxyNginx(apiPorts) {
  let site = readFileSync(PROXY_CONF, 'utf8');
  const replace = (re, to) => {
    if (!re.test(site)) throw new Error(`${PROXY_CONF}: no ${re} to adapt for the bench`);
    site = site.replace(re, to);
  };
  replace(
    /(upstream showroom \{\n)(?:\s*server [^\n]+\n)+/,
    `$1${apiPorts.map((p) => `  server 127.0.0.1:${p};\n`).join('')}`,
  );
  replace(/proxy_cache_path \/var\/cache\/nginx\/showroom/, `proxy_cache_path ${work}/proxy-cache`);
  replace(/listen 8080;/, `listen 127.0.0.1:${PROXY_PORT};`);
  writeFileSync(path.join(work, 'proxy.conf'), `${NGINX_COMMON('proxy')}${site}}\n`);
  const proc = start(which('nginx'), ['-e', `${work}/proxy-error.log`, '-c', `${work}/proxy.conf`]);
  running.add(proc);
  await waitFor(`http://127.0.0.1:${PROXY_PORT}/api/health/ready`);
  pinTree(proc.pid);
  return proc;
}

// --- Measuring ------------------------------------------------------------------------------------------

/**
 * Rounds on one path: the product and nginx in an order that alternates every round, so a trend in the
 * machine's load favours neither. The figure is the median of the per-round ratios product/nginx.
 */
function compare(label, productUrl, nginxUrl, headers, ceilingUrl) {
  const servers = [
    ['product', productUrl],
    ['nginx', nginxUrl],
    ...(ceilingUrl ? [['ceiling', ceilingUrl]] : []),
  ];
  for (const [, url] of servers) wrk(url, { seconds: 1, headers });
  const runs = [];
  for (let i = 0; i < ROUNDS; i++) {
    const round = {};
    for (let k = 0; k < servers.length; k++) {
      const [name, url] = servers[(i + k) % servers.length];
      round[name] = wrk(url, { seconds: SECONDS, headers });
    }
    runs.push({
      ...round,
      ratio: round.product.rps / round.nginx.rps,
      ceilingRatio: round.ceiling ? round.ceiling.rps / round.nginx.rps : undefined,
      load: load(),
    });
  }
  const r = {
    ...(ceilingUrl
      ? {
          ceilingRps: median(runs.map((x) => x.ceiling.rps)),
          ceilingRatio: median(runs.map((x) => x.ceilingRatio)),
        }
      : {}),
    productRps: median(runs.map((x) => x.product.rps)),
    nginxRps: median(runs.map((x) => x.nginx.rps)),
    ratio: median(runs.map((x) => x.ratio)),
    ratios: runs.map((x) => Number(x.ratio.toFixed(3))),
    productP99: runs.map((x) => x.product.p99),
    nginxP99: runs.map((x) => x.nginx.p99),
    productBytesPerAnswer: Math.round(median(runs.map((x) => x.product.bytesPerAnswer ?? 0))),
    nginxBytesPerAnswer: Math.round(median(runs.map((x) => x.nginx.bytesPerAnswer ?? 0))),
    load: runs.at(-1)?.load,
  };
  log(
    `${label}: product ${r.productRps.toFixed(0)}, nginx ${r.nginxRps.toFixed(0)}${r.ceilingRps === undefined ? '' : `, node:http alone ${r.ceilingRps.toFixed(0)}`} req/s; ratio ${r.ratio.toFixed(2)} (rounds ${r.ratios.join(', ')}; load ${r.load})`,
  );
  return r;
}

/** The same bytes from both: status 200 and identical bodies, or the run stops. */
function sameBytes(what, product, other) {
  if (product.status !== 200) throw new Error(`${what}: the product answered ${product.status}, not 200`);
  if (other.status !== 200) throw new Error(`${what}: nginx answered ${other.status}, not 200`);
  if (!product.body.equals(other.body)) {
    throw new Error(
      `${what}: nginx sent ${other.body.length} bytes, the product ${product.body.length}, not the same`,
    );
  }
}

async function throughput(shape, apps) {
  await seed(shape, apps);
  const server = await startServer(shape, API_PORT, apps);
  const stats = {
    shape,
    apps,
    readyMs: server.readyMs,
    readyLog: server.readyLog,
    rssAtRestMb: Math.round(server.rssAtRest),
    logFile: shape === 'default' ? 'stdout to a file, as `npm start > showroom.log`' : undefined,
  };
  results.api.push(stats);
  log(
    `${shape}, ${apps} apps: ready in ${server.readyMs} ms (spawn to ready), RSS at rest ${server.rssAtRest.toFixed(0)} MB`,
  );
  const productOrigin = `http://127.0.0.1:${API_PORT}`;
  const paths = await visitorPaths(server.origin.replace('localhost', '127.0.0.1'));
  rmSync(path.join(work, 'www'), { recursive: true, force: true });
  mkdirSync(path.join(work, 'www'), { recursive: true });
  mkdirSync(path.join(work, 'tmp'), { recursive: true });
  for (const p of paths) {
    const res = await get(`${productOrigin}${p.path}`, p.kind);
    if (res.status !== 200) throw new Error(`${p.path}: the product answered ${res.status}`);
    if (res.headers['content-encoding'])
      throw new Error(`${p.path}: encoded (${res.headers['content-encoding']}) without Accept-Encoding`);
    p.body = res.body;
    p.contentType = res.headers['content-type'] ?? 'application/octet-stream';
    p.cacheControl = res.headers['cache-control'];
    p.headers = answerHeaders(res.headers);
    p.setCookie = res.headers['set-cookie'] !== undefined;
    writeFileSync(path.join(work, 'www', p.key), res.body);
  }
  const nginx = await startStaticNginx(paths);
  const ceiling = await startCeiling(paths);
  try {
    for (const p of paths) {
      const productUrl = `${productOrigin}${p.path}`;
      const nginxUrl = `http://127.0.0.1:${NGINX_PORT}/p/${p.key}`;
      const ceilingUrl = `http://127.0.0.1:${CEILING_PORT}/p/${p.key}`;
      sameBytes(p.path, { status: 200, body: p.body }, await get(nginxUrl, p.kind));
      sameBytes(`${p.path} (node:http alone)`, { status: 200, body: p.body }, await get(ceilingUrl, p.kind));
      let r;
      try {
        r = compare(
          `${shape} ${apps} ${p.path}`,
          productUrl,
          nginxUrl,
          headersFor(p.kind, server.origin),
          ceilingUrl,
        );
      } catch (err) {
        throw serverGone(server, err);
      }
      // Still the same bytes after the load (nothing changed under it).
      sameBytes(`${p.path} after the rounds`, await get(productUrl, p.kind), { status: 200, body: p.body });
      // What the server logged during the rounds (info: a line per request and its end), then the
      // file is emptied, as a rotation would, so a full run does not fill the disk (it appends).
      const logBytes = statSync(server.logFile).size;
      truncateSync(server.logFile);
      results.paths.push({
        shape,
        apps,
        logBytes,
        label: p.label,
        path: p.path,
        pattern: p.pattern,
        bytes: p.body.length,
        contentType: p.contentType,
        cacheControl: p.cacheControl,
        setsCookie: p.setCookie,
        ...r,
      });
    }
    if (shape === 'production' && !opts['no-proxy'] && apps === APPS.at(-1)) {
      await proxyBench(paths, apps);
    }
  } finally {
    await stop(ceiling);
    await stop(nginx);
  }
  stats.rssAfterLoadMb = Math.round(rssMb(server.proc.pid));
  await stop(server.proc);
}

/**
 * deploy/nginx/proxy-cache.conf in front of 2 API processes (the one running and a second), all on
 * CPU 0, against nginx serving the same bytes as a static file: the start page's list and an icon.
 */
async function proxyBench(paths, apps) {
  const second = await startServer('production', API2_PORT, apps);
  const proxy = await startProxyNginx([API_PORT, API2_PORT]);
  try {
    const chosen = [
      paths.find((p) => p.path === '/api/apps?sort=name&limit=24'),
      paths.find((p) => p.label === 'An icon'),
    ];
    for (const p of chosen.filter(Boolean)) {
      const proxyUrl = `http://127.0.0.1:${PROXY_PORT}${p.path}`;
      const first = await get(proxyUrl, p.kind);
      sameBytes(`${p.path} through proxy_cache`, first, { status: 200, body: p.body });
      const cache = (await get(proxyUrl, p.kind)).headers['x-cache-status'];
      const r = compare(
        `proxy_cache ${apps} ${p.path}`,
        proxyUrl,
        `http://127.0.0.1:${NGINX_PORT}/p/${p.key}`,
        headersFor(p.kind, `http://localhost:${PROXY_PORT}`),
      );
      results.proxy.push({
        apps,
        label: p.label,
        path: p.path,
        pattern: p.pattern,
        bytes: p.body.length,
        cacheControl: p.cacheControl,
        cacheStatus: cache,
        processes: 2,
        ...r,
      });
    }
  } finally {
    await stop(proxy);
    await stop(second.proc);
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
  const server = await startServer('production', API_PORT, SEARCH_APPS);
  results.api.push({
    shape: 'production',
    apps: SEARCH_APPS,
    readyMs: server.readyMs,
    readyLog: server.readyLog,
    rssAtRestMb: Math.round(server.rssAtRest),
  });
  log(
    `API ready in ${server.readyMs} ms with ${SEARCH_APPS} apps, RSS at rest ${server.rssAtRest.toFixed(0)} MB`,
  );
  const origin = `http://127.0.0.1:${API_PORT}`;
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

function report() {
  const lines = [];
  const ceiling = (r) => (r?.ceilingRatio === undefined ? '–' : `${f(r.ceilingRatio, 2)}×`);
  const cell = (r) =>
    r ? [k(r.productRps), k(r.nginxRps), mark(r.ratio), ceiling(r)] : ['–', '–', '–', '–'];
  if (results.paths.length) {
    lines.push(
      '',
      `Every path a visitor's browser requests, the product beside nginx serving the same bytes with the same headers (req/s; ${ROUNDS} round${ROUNDS === 1 ? '' : 's'} of ${SECONDS} s per server and path, ratio = median of the rounds' ratios; wrk -t1 -c50 on CPU 1, servers on CPU 0, nice ${NICE}; budget ≥ 0.9×, ✗ = missed). "node:http alone": bench/node-ceiling.mjs answering the same bytes and headers from memory and nothing else, as a ratio to the same nginx — what Node itself allows here.`,
      '',
      '| Path | Apps | Bytes | default: product | nginx | ratio | node:http alone | production: product | nginx | ratio | node:http alone |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
    );
    const keys = [...new Set(results.paths.map((r) => r.label))];
    for (const label of keys) {
      for (const apps of APPS) {
        const of = (shape) =>
          results.paths.find((r) => r.label === label && r.apps === apps && r.shape === shape);
        const d = of('default');
        const p = of('production');
        if (!d && !p) continue;
        const sizes = [...new Set([d?.bytes, p?.bytes].filter((x) => x !== undefined))]
          .map(bytes)
          .join(' / ');
        lines.push(
          `| ${label} \`${(d ?? p).pattern}\` | ${apps} | ${sizes} | ${[...cell(d), ...cell(p)].join(' | ')} |`,
        );
      }
    }
    // nginx's own cache against nginx serving the file: what scaling out behind a cache costs, shown
    // beside the product's rows and not judged by the product's budget.
    const plain = (r) => [k(r.productRps), k(r.nginxRps), `${f(r.ratio, 2)}×`, '–'];
    for (const r of results.proxy) {
      lines.push(
        `| ${r.label} through proxy_cache (${r.processes} API processes; X-Cache-Status ${r.cacheStatus ?? 'none'}) \`${r.pattern}\` | ${r.apps} | ${bytes(r.bytes)} | – | – | – | – | ${plain(r).join(' | ')} |`,
      );
    }
    const missed = results.paths.filter((r) => r.ratio < 0.9);
    lines.push(
      '',
      `Budget ≥ 0.9× nginx: met by ${results.paths.length - missed.length} of the product's ${results.paths.length} (✗ in the table).`,
    );
    if (results.proxy.length) {
      lines.push(
        "The proxy_cache rows are nginx answering from its own cache, beside nginx serving the same bytes as a file: not the product's budget.",
      );
    }
    const cookies = [...new Set(results.paths.filter((r) => r.setsCookie).map((r) => r.pattern))];
    if (cookies.length) lines.push(`Answers to anonymous requests that set a cookie: ${cookies.join(', ')}.`);
  }
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
      'The server process (default: node scripts/start.mjs, the API bundle, PGlite, log level info to a file; production: node apps/api/dist/server.mjs, NODE_ENV=production, PostgreSQL):',
      '',
      '| Shape | Catalogue | Spawn to ready | RSS at rest | RSS after the load |',
      '|---|---|---|---|---|',
    );
    for (const a of results.api) {
      lines.push(
        `| ${a.shape} | ${a.apps} apps | ${a.readyMs} ms | ${a.rssAtRestMb} MB | ${a.rssAfterLoadMb === undefined ? '–' : `${a.rssAfterLoadMb} MB`} |`,
      );
    }
  }
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

async function main() {
  for (const port of [API_PORT, NGINX_PORT, API2_PORT, PROXY_PORT]) {
    if (!(await portFree(port)))
      throw new Error(`Port ${port} is in use: stop what listens there first (or set BENCH_PORT).`);
  }
  // Interrupted, the run still stops what it started and drops its database.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  log(
    `load average ${load()}; shapes ${SHAPES.join(', ')}; ${APPS.join(', ') || 'no'} apps; ${ROUNDS} × ${SECONDS} s per path`,
  );
  // The HTML paths need the web app; the production shape its bundle.
  execFileSync('npm', ['run', 'build', '--loglevel=error'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (usesPostgres) {
    execFileSync(process.execPath, [path.join(ROOT, 'deploy/build-api.mjs'), BUNDLE], { stdio: 'inherit' });
    await admin(`drop database if exists ${DB_NAME} with (force)`);
    await admin(`create database ${DB_NAME}`);
  }
  try {
    for (const apps of APPS) {
      for (const shape of SHAPES) await throughput(shape, apps);
    }
    if (SEARCH_APPS > 0) await searchBench();
  } finally {
    await cleanUp();
  }
  report();
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
