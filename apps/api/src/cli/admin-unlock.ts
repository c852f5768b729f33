/**
 * `npm run admin:unlock -- --email someone@example.org`
 *
 * Ends the wait the embedded identity provider's brute-force detection put on an address after 10 failed
 * logins (it ends by itself after at most 15 minutes) and forgets the failures, so the owner can log in
 * at once. With Keycloak (KEYCLOAK_URL) the lock lives in Keycloak: it prints the steps. Reads the same
 * environment as the server (DATABASE_URL or DATA_DIR).
 */
import { unlockLogin } from '@showroom/idp';
import { loadEnvOrExit, type Env } from '../env.ts';
import { commandLine, fail, runCommand, withIdpDatabase } from './lib/admin-command.ts';

const USAGE = 'Usage: npm run admin:unlock -- --email someone@example.org';

function keycloakSteps(env: Extract<Env['idp'], { kind: 'keycloak' }>, email: string): string {
  const realm = env.realm;
  return [
    `Logins live in Keycloak (${env.issuer}). To unlock ${email}:`,
    '',
    `  In the admin console: realm "${realm}" → Users → ${email} → turn off "Temporarily locked".`,
    '',
    '  Or with kcadm.sh on the Keycloak host:',
    `    kcadm.sh config credentials --server ${env.url} --realm master --user <keycloak admin>`,
    `    kcadm.sh get users -r ${realm} -q email=${email} --fields id`,
    `    kcadm.sh delete attack-detection/brute-force/users/<id> -r ${realm}`,
  ].join('\n');
}

async function main(): Promise<void> {
  const { email } = commandLine({ email: { type: 'string' } }, USAGE);
  if (!email?.trim()) fail(`--email is required.\n${USAGE}`);

  const env = loadEnvOrExit();
  if (env.idp.kind === 'keycloak') {
    process.stdout.write(`${keycloakSteps(env.idp, email)}\n`);
    return;
  }

  const forgotten = await withIdpDatabase(env, (db) => unlockLogin(db, email));
  const who = email.trim();
  if (!forgotten) {
    process.stdout.write(`No failed logins are counted for ${who}: nothing to unlock.\n`);
    return;
  }
  const wasLocked = forgotten.lockedUntil > new Date();
  process.stdout.write(
    `${who} is unlocked: ${forgotten.failures} failed ${forgotten.failures === 1 ? 'login' : 'logins'} forgotten` +
      (wasLocked ? `; it was locked until ${forgotten.lockedUntil.toISOString()}.\n` : '.\n'),
  );
}

runCommand(main);
