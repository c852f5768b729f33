// npm run bench:web: the front end's budgets.
//  1. builds the web app into a temporary folder and reports, per route module, the gzip (-9) bytes of
//     the JavaScript a first visit to it loads: the entry chunk and its static imports, plus the route's
//     lazy chunk and its static imports (Vite's manifest). Public routes (the shell: / and /apps; an
//     app's page; the static pages): at most 120 KB each.
//  2. Lighthouse, mobile (its default form factor and simulated throttling), median of 3 runs each, for
//     /, /apps and an app page, against the production bundle of the API on an embedded database with
//     the demo catalogue. Lighthouse is not a dependency of the repository: it is installed once into
//     ~/.cache/showroom-bench (LIGHTHOUSE_DIR) with npm, at the versions pinned in LIGHTHOUSE.
// Options: --runs N (3), --no-lighthouse, --save DIR; BENCH_WEB_PORT (18097) is the API's port.
// Needs Debian's chromium (CHROME_PATH, default /usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import {
  entryKey,
  firstLoadKeys,
  PUBLIC_ROUTE_MODULES,
  staticClosure,
} from '../apps/web/scripts/first-load.mjs';
import { load, median, start, waitFor } from './lib.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-lighthouse': { type: 'boolean', default: false },
    /** A folder to keep each page's last Lighthouse report in (JSON), to see what costs the score. */
    save: { type: 'string' },
  },
});
const LIGHTHOUSE = { lighthouse: '12.8.2', 'chrome-launcher': '1.2.1' };
const LH_DIR = process.env.LIGHTHOUSE_DIR ?? path.join(homedir(), '.cache', 'showroom-bench', 'lighthouse');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** BENCH_WEB_PORT: another port, so two runs (or a run beside a server on 18097) do not collide. */
const PORT = Number(process.env.BENCH_WEB_PORT ?? 18097);
const PUBLIC_ROUTE_BUDGET = 120 * 1024;
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const work = mkdtempSync(path.join(tmpdir(), 'showroom-bench-web-'));
const dist = path.join(work, 'dist');
// The API bundle goes beside the web build, not to apps/api/dist, so a run never replaces the bundle
// another process (npm start, a second run) is using. Its npm packages but drizzle-orm stay external
// (deploy/build-api.mjs) and Node looks for them beside the importing file: the work folder links the
// checkout's node_modules.
const serverBundle = path.join(work, 'server.mjs');

// ---------------------------------------------------------------------------------------------
// 1. First-load JavaScript per route

function buildWeb() {
  execFileSync(
    path.join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: path.join(ROOT, 'apps/web'),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    },
  );
  // As `npm run build` does: the compressed copies the server sends instead of the originals.
  execFileSync(process.execPath, [path.join(ROOT, 'apps/web/scripts/compress-dist.mjs'), dist], {
    stdio: 'inherit',
  });
}

function firstLoad() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const gz = new Map();
  const sizeOf = (key) => {
    if (!gz.has(key))
      gz.set(key, gzipSync(readFileSync(path.join(dist, manifest[key].file)), { level: 9 }).length);
    return gz.get(key);
  };
  // The same chunks bundle-size.mjs counts: the entry, its static imports and what main.tsx awaits
  // before the first render.
  const entry = firstLoadKeys(manifest);
  const total = (keys) => [...keys].reduce((sum, k) => sum + sizeOf(k), 0);
  const rows = [
    {
      route: '(shell: what loads before the first render; renders /apps)',
      bytes: total(entry),
      chunks: entry.size,
      budgeted: true,
    },
  ];
  for (const lazy of manifest[entryKey(manifest)].dynamicImports ?? []) {
    const keys = staticClosure(manifest, lazy, new Set(entry));
    rows.push({
      route: lazy.replace(/^src\//, ''),
      bytes: total(keys),
      chunks: keys.size,
      budgeted: PUBLIC_ROUTE_MODULES.includes(lazy),
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// 2. Lighthouse

function lighthouseModules() {
  const pkgDir = (name) => path.join(LH_DIR, 'node_modules', name, 'package.json');
  const installed = Object.entries(LIGHTHOUSE).every(
    ([name, version]) =>
      existsSync(pkgDir(name)) && JSON.parse(readFileSync(pkgDir(name), 'utf8')).version === version,
  );
  if (!installed) {
    mkdirSync(LH_DIR, { recursive: true });
    console.log(
      `Installing ${Object.entries(LIGHTHOUSE)
        .map(([n, v]) => `${n}@${v}`)
        .join(' ')} into ${LH_DIR}…`,
    );
    execFileSync(
      'npm',
      [
        'i',
        '--prefix',
        LH_DIR,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        ...Object.entries(LIGHTHOUSE).map(([n, v]) => `${n}@${v}`),
      ],
      { stdio: 'inherit' },
    );
  }
  const require = createRequire(path.join(LH_DIR, 'package.json'));
  return {
    lighthouse: pathToFileURL(require.resolve('lighthouse')).href,
    chromeLauncher: pathToFileURL(require.resolve('chrome-launcher')).href,
  };
}

async function lighthouseScores(pages) {
  const modules = lighthouseModules();
  const { default: lighthouse } = await import(modules.lighthouse);
  const chromeLauncher = await import(modules.chromeLauncher);
  const api = start(process.execPath, [serverBundle], {
    cwd: ROOT,
    env: {
      NODE_ENV: 'production',
      IDP_EMBEDDED: 'true',
      // The pages need the demo catalogue, which production leaves out unless asked.
      SEED: 'true',
      // Production refuses to start without one.
      METRICS_TOKEN: 'bench-metrics-token-0123456789',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${PORT}`,
      DATA_DIR: path.join(work, 'data'),
      WEB_DIST: dist,
      LOG_LEVEL: 'warn',
    },
  });
  const results = [];
  try {
    // A server that exits at start (a taken port, a bad bundle) fails the run at once, with its output.
    await Promise.race([
      waitFor(`http://localhost:${PORT}/api/health/ready`, 120_000),
      api.exited.then((code) => {
        throw new Error(`The API exited (${code}) before it was ready:\n${api.output()}`);
      }),
    ]);
    const apps = await (await fetch(`http://localhost:${PORT}/api/apps`)).json();
    const urls = pages(apps);
    for (const [label, url] of urls) {
      const runs = [];
      // A run Lighthouse could not measure (a runtimeError such as NO_NAVSTART: the trace, not the page)
      // scores 0 everywhere; it is run again, a few times at most, instead of entering the median.
      for (let i = 0, retries = 0; i < Number(opts.runs); i++) {
        const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
        try {
          const { lhr } = await lighthouse(`http://localhost:${PORT}${url}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          if (lhr.runtimeError && retries < 3) {
            retries++;
            i--;
            console.log(`Lighthouse ${label}: ${lhr.runtimeError.code}, running again`);
            continue;
          }
          if (opts.save) {
            mkdirSync(opts.save, { recursive: true });
            writeFileSync(
              path.join(opts.save, `${label.replace(/\W+/g, '_') || 'start'}.json`),
              JSON.stringify(lhr),
            );
          }
          const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
          runs.push({
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            lcp: lhr.audits['largest-contentful-paint']?.numericValue,
            failed: Object.values(lhr.audits)
              .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
              .map((a) => a.id),
          });
        } finally {
          await chrome.kill();
        }
      }
      const pick = (k) => median(runs.map((r) => r[k]));
      results.push({
        label,
        url,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcp: pick('lcp'),
        perfRuns: runs.map((r) => r.performance),
        failed: [...new Set(runs.flatMap((r) => r.failed))],
        load: load(),
      });
      console.log(`Lighthouse ${label}: ${JSON.stringify(results.at(-1))}`);
    }
  } finally {
    await api.stop();
  }
  return results;
}

async function main() {
  console.log(`load average ${load()}`);
  buildWeb();
  execFileSync(process.execPath, [path.join(ROOT, 'deploy/build-api.mjs'), serverBundle], {
    stdio: 'inherit',
  });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  const sizes = firstLoad();
  const lines = [
    '',
    'First-load JavaScript per route (gzip -9): entry and its static imports, plus the route module and its own',
    '',
  ];
  lines.push('| Route module | gzip | Chunks | Budget |', '|---|---|---|---|');
  // The public routes: the catalogue (/ and /apps) renders from the shell alone; an app's page and the
  // static pages from the shell and their route module's chunks (first-load.mjs).
  let over = false;
  for (const r of sizes) {
    if (r.budgeted && r.bytes > PUBLIC_ROUTE_BUDGET) over = true;
    lines.push(
      `| ${r.route} | ${(r.bytes / 1024).toFixed(1)} KB | ${r.chunks} | ${r.budgeted ? `≤ 120 KB ${r.bytes <= PUBLIC_ROUTE_BUDGET ? 'met' : 'MISSED'}` : '–'} |`,
    );
  }
  if (!opts['no-lighthouse']) {
    const scores = await lighthouseScores((apps) => [
      ['/', '/'],
      ['/apps', '/apps'],
      ['app page', `/appdetails/${apps[0]?.id ?? 1}`],
    ]);
    lines.push(
      '',
      `Lighthouse ${LIGHTHOUSE.lighthouse}, mobile, median of ${opts.runs} (Chromium ${CHROME}):`,
      '',
    );
    lines.push(
      '| Page | Performance | Accessibility | Best practices | SEO | LCP | Performance runs | Load avg |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const s of scores) {
      lines.push(
        `| ${s.label} (${s.url}) | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${(s.lcp / 1000).toFixed(2)} s | ${s.perfRuns.join(', ')} | ${s.load} |`,
      );
    }
    const failing = [...new Set(scores.flatMap((s) => s.failed))];
    if (failing.length) lines.push('', `Failing binary audits: ${failing.join(', ')}`);
  }
  console.log(lines.join('\n'));
  rmSync(work, { recursive: true, force: true });
  if (over) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  rmSync(work, { recursive: true, force: true });
  process.exitCode = 1;
});
