/** Logging in to the embedded provider as API tests do, and running the operator's commands. */
import { execFile } from 'node:child_process';
import { randomBytes, scryptSync } from 'node:crypto';
import path from 'node:path';
import { REPO_ROOT } from '../../src/env.ts';
import type { App } from '../../src/lib/fastify.ts';

/** The password grant (development only) through the API's mount, from `remoteAddress` if given. */
export function passwordGrant(app: App, username: string, password: string, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/realms/showroom/protocol/openid-connect/token',
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: 'showroom-web',
      username,
      password,
      scope: 'openid',
    }).toString(),
  });
}

/**
 * A password hash in the provider's format at a low scrypt cost (N = 2^10), for an account whose wrong
 * passwords should cost milliseconds; the right password replaces it at today's cost.
 */
export function lowCostHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 10, r: 8, p: 1 });
  return `scrypt$ln=10,r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Runs `npm run <command>` (apps/api/src/cli/<command>.ts) as an operator would, in a process of its own. */
export function runCli(
  command: 'admin-create' | 'admin-unlock',
  args: string[],
  env: Record<string, string>,
  stdin?: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
      [path.join(REPO_ROOT, `apps/api/src/cli/${command}.ts`), ...args],
      { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, timeout: 60_000 },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
    child.stdin?.end(stdin ?? '');
  });
}
