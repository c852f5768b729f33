// `npm start`: build the web app when it is missing or older than its sources, then run the API
// (which migrates, seeds on first start and serves everything on one port) in this same process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

// tsx compiles the TypeScript sources in-process: one Node process serves the whole product.
const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'apps/api/src/server.ts'));
