/**
 * Real product processes for the fault tests: `node scripts/start.mjs` (without a web build) on a
 * spare port, a token from the embedded IdP's password grant, and a throwaway PostgreSQL cluster in
 * /tmp on its own port, so the machine's shared cluster is never touched. Loopback only.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CSRF = 'reliability-csrf';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Server {
  port: number;
  base: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  output: () => string;
}

export function startServer(port: number, env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      SKIP_WEB_BUILD: 'true',
      WEB_DIST: '/nonexistent/reliability-web',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_WRITES: '0',
      RATE_LIMIT_LOGIN: '0',
      NPM_CONFIG_LOGLEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20_000)));
  child.stderr?.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20_000)));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { port, base: `http://127.0.0.1:${port}`, child, exited, output: () => out };
}

export async function waitReady(server: Server, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    try {
      const res = await fetch(`${server.base}/api/health/ready`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`server not ready in ${timeoutMs} ms:\n${server.output()}`);
}

export async function stopServer(
  server: Server,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | string> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  return server.exited;
}

export async function tokenFor(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/realms/showroom/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: new URL(base).host },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'showroom-web',
      username,
      password,
      scope: 'openid',
    }),
  });
  if (!res.ok) throw new Error(`password grant: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export function api(base: string, token: string | undefined) {
  return (method: string, url: string, body?: unknown, extra: Record<string, string> = {}) =>
    fetch(`${base}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        cookie: `XSRF-TOKEN=${CSRF}`,
        'x-xsrf-token': CSRF,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...extra,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
}

export const appBody = (vendorId: number, name: string) => ({
  name,
  description: 'Written under load by the reliability suite.',
  descriptionShort: 'Reliability',
  demoUrl: 'https://demo.reliability.example',
  vendor: { id: vendorId },
});

export const tempDir = (prefix: string): string => mkdtempSync(path.join(tmpdir(), prefix));
export const removeDir = (dir: string): void => rmSync(dir, { recursive: true, force: true });

// ---------------------------------------------------------------------------------------------
// A throwaway PostgreSQL cluster (initdb into /tmp, run as the postgres user when we are root).

const PG_BIN = '/usr/lib/postgresql/15/bin';

export interface Cluster {
  url: (db: string) => string;
  pgCtl: (...args: string[]) => void;
  destroy: () => void;
}

function asPostgres(cmd: string, args: string[]): { status: number | null; out: string } {
  const root = process.getuid?.() === 0;
  const r = root
    ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
    : spawnSync(cmd, args, { encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/** Undefined when PostgreSQL 15 is not installed: the caller skips with that reason. */
export function createCluster(port: number): Cluster | undefined {
  if (spawnSync('test', ['-x', `${PG_BIN}/initdb`]).status !== 0) return undefined;
  const dir = tempDir('showroom-pg-');
  if (process.getuid?.() === 0) spawnSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  const init = asPostgres(`${PG_BIN}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.out}`);
  const pgCtl = (...args: string[]) => {
    const r = asPostgres(`${PG_BIN}/pg_ctl`, ['-D', data, '-w', '-t', '60', ...args]);
    if (r.status !== 0) throw new Error(`pg_ctl ${args.join(' ')} failed: ${r.out}`);
  };
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  pgCtl('-o', opts, '-l', path.join(dir, 'log'), 'start');
  const created = asPostgres(`${PG_BIN}/createdb`, [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    'showroom',
  ]);
  if (created.status !== 0) throw new Error(`createdb failed: ${created.out}`);
  return {
    url: (db) => `postgres://postgres@127.0.0.1:${port}/${db}`,
    pgCtl: (...args) => pgCtl('-o', opts, '-l', path.join(dir, 'log'), ...args),
    destroy: () => {
      try {
        asPostgres(`${PG_BIN}/pg_ctl`, ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        removeDir(dir);
      }
    },
  };
}
