// `npm start`: build the web app and the API bundle when they are missing or older than their sources,
// then run the API (which migrates, seeds on first start and serves everything on one port) in this
// same process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';

// V8's young generation does not grow during the start (apps/api/src/lib/young-generation.ts), from here
// on: the API's dependencies load before its own first line. The server lets it grow once ready.
setFlagsFromString('--semi-space-growth-factor=1');

const root = fileURLToPath(new URL('..', import.meta.url));
// A .env in the directory npm start runs from (see .env.example); variables set in the shell win.
if (existsSync('.env')) process.loadEnvFile('.env');
const webDist = join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(webDist) ? statSync(webDist).mtimeMs : 0;
const sourcesAt = Math.max(...webSources.map((p) => newestMtime(join(root, p))));
if (process.env.SKIP_WEB_BUILD !== 'true' && sourcesAt > builtAt) {
  console.log(builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@showroom/web', '--loglevel=error'], {
    cwd: root,
    stdio: 'inherit',
    // Always a production bundle: NODE_ENV=development (e2e, local runs) would ship React's dev build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The API runs as the bundle production runs (deploy/build-api.mjs), made again when its sources are
// newer: no TypeScript is compiled at each start, and the process starts sooner and holds less memory
// than with tsx compiling the sources in it (bench/run.mjs measures the shape; `npm run dev` keeps tsx
// for development). Stack traces name the sources' lines through the bundle's source map.
const { API_BUNDLE_SOURCES, DEFAULT_OUTFILE, buildApi } = await import('../deploy/build-api.mjs');
const bundledAt = existsSync(DEFAULT_OUTFILE) ? statSync(DEFAULT_OUTFILE).mtimeMs : 0;
if (Math.max(...API_BUNDLE_SOURCES.map(newestMtime)) > bundledAt) {
  console.log(bundledAt ? 'API sources changed: bundling the API again…' : 'Bundling the API…');
  await buildApi(DEFAULT_OUTFILE);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(DEFAULT_OUTFILE).href);
