// `npm run dev`: the API (restarted on change, SKIP_WEB_BUILD) on 8080 and Vite with hot reload on 5173,
// which proxies /api, /config and /realms to the API. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// A .env in the directory npm run dev runs from (see .env.example); variables set in the shell win.
if (existsSync('.env')) process.loadEnvFile('.env');
const children = [
  // PGlite is single-process: tsx watch stops the old process before it starts the new one.
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      // Vite's origin: the API allows it for CORS, IdP redirects and form-action; nothing else does.
      DEV_WEB_ORIGIN: process.env.DEV_WEB_ORIGIN ?? 'http://localhost:5173',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@showroom/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
