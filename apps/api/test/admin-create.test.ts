/**
 * `npm run admin:create`, run as an operator runs it: a real process on a real data directory. The
 * account it makes logs in through the embedded IdP and its token carries ADMIN.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createIdp } from '@showroom/idp';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { buildTestApp } from './helpers/app.ts';
import { passwordGrant, runCli } from './helpers/idp.ts';

const run = (args: string[], env: Record<string, string>, stdin?: string) =>
  runCli('admin-create', args, env, stdin);

/** Logs in with the password grant (development only) and returns the access token's realm roles. */
async function rolesAfterLogin(dataDir: string, email: string, password: string): Promise<string[] | number> {
  const database = await openDatabase({ dataDir });
  const idp = await createIdp({
    db: database.db,
    publicUrl: 'http://localhost:8080',
    webOrigins: ['http://localhost:8080'],
  });
  const app = await buildTestApp(database, { idp, jwks: null });
  try {
    const res = await passwordGrant(app, email, password);
    if (res.statusCode !== 200) return res.statusCode;
    const claims = decodeJwt(res.json<{ access_token: string }>().access_token);
    return (claims.realm_access as { roles: string[] }).roles;
  } finally {
    await app.close();
    await idp.close();
    await database.close();
  }
}

// One real data directory (PGlite) is the newcomer's shape; the PostgreSQL project would repeat the same run.
describe.skipIf(inject('testDb') !== 'pglite')('npm run admin:create', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'showroom-admin-create-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates the first admin on a fresh database with a generated password, shown once, that logs in as ADMIN', async () => {
    const first = await run(['--email', ' Boss@Example.ORG '], { DATA_DIR: dataDir });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Created the admin account boss@example.org.');
    const password = /shown this once: (\S+)/.exec(first.stdout)?.[1] ?? '';
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(await rolesAfterLogin(dataDir, 'boss@example.org', password)).toEqual(['ADMIN']);

    // Again with a password from standard input: nothing created twice, the password changed.
    const again = await run(
      ['--email', 'boss@example.org', '--password-stdin'],
      { DATA_DIR: dataDir },
      'correct horse battery\n',
    );
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('boss@example.org is already an admin.');
    expect(again.stdout).toContain('Its password was changed.');
    expect(again.stdout).not.toContain('shown this once');
    expect(await rolesAfterLogin(dataDir, 'boss@example.org', password)).toBe(400);
    expect(await rolesAfterLogin(dataDir, 'boss@example.org', 'correct horse battery')).toEqual(['ADMIN']);
  }, 120_000);

  it('promotes an account that registered as a vendor, keeping its password', async () => {
    const database = await openDatabase({ dataDir });
    const idp = await createIdp({
      db: database.db,
      publicUrl: 'http://localhost:8080',
      webOrigins: ['http://localhost:8080'],
    });
    await idp.createAccount({
      email: 'grace@example.org',
      firstName: 'Grace',
      lastName: 'Hopper',
      password: 'vendor-password',
      roles: ['VENDOR'],
    });
    await idp.close();
    await database.close();

    const res = await run(['--email', 'grace@example.org'], { DATA_DIR: dataDir });
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('grace@example.org now has the ADMIN role');
    expect(await rolesAfterLogin(dataDir, 'grace@example.org', 'vendor-password')).toEqual([
      'ADMIN',
      'VENDOR',
    ]);
  }, 120_000);

  it('refuses bad input with the reason and exit code 2, and never opens a data directory in use', async () => {
    const noEmail = await run([], { DATA_DIR: dataDir });
    expect(noEmail.code).toBe(2);
    expect(noEmail.stderr).toMatch(/--email is required/);

    const badEmail = await run(['--email', 'not-an-address'], { DATA_DIR: dataDir });
    expect(badEmail.code).toBe(2);
    expect(badEmail.stderr).toContain('Invalid email address.');

    const shortPassword = await run(
      ['--email', 'x@example.org', '--password-stdin'],
      { DATA_DIR: dataDir },
      'short\n',
    );
    expect(shortPassword.code).toBe(2);
    expect(shortPassword.stderr).toContain('Invalid password: minimum length 8.');

    // The provider's password policy (issue 20): a common password is refused, with what to choose.
    const commonPassword = await run(
      ['--email', 'x@example.org', '--password-stdin'],
      { DATA_DIR: dataDir },
      'password\n',
    );
    expect(commonPassword.code).toBe(2);
    expect(commonPassword.stderr).toContain(
      'Invalid password: it is one of the most common or breached passwords. Choose a longer or less common password',
    );

    const held = await openDatabase({ dataDir });
    try {
      const busy = await run(['--email', 'y@example.org'], { DATA_DIR: dataDir });
      expect(busy.code).toBe(2);
      expect(busy.stderr).toMatch(/is in use by process \d+/);
    } finally {
      await held.close();
    }
  }, 120_000);

  it('with Keycloak prints the steps instead of touching a database', async () => {
    const res = await run(['--email', 'boss@example.org'], {
      KEYCLOAK_URL: 'https://id.example.org',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('Accounts live in Keycloak (https://id.example.org/realms/showroom)');
    expect(res.stdout).toContain(
      'kcadm.sh add-roles -r showroom --uusername boss@example.org --rolename ADMIN',
    );
  }, 60_000);
});
