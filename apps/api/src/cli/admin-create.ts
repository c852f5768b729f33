/**
 * `npm run admin:create -- --email you@example.org [--first-name Ada] [--last-name Admin] [--password-stdin]`
 *
 * The first admin of a site, or any later one. With the embedded identity provider it creates the
 * account with the ADMIN role, or gives an existing account the role; the password comes from standard
 * input (--password-stdin) or is generated and printed once. With Keycloak (KEYCLOAK_URL) accounts live
 * in Keycloak: it prints the steps. Reads the same environment as the server (DATABASE_URL or DATA_DIR).
 */
import { AdminAccountError, ensureAdminAccount } from '@showroom/idp';
import { loadEnvOrExit, type Env } from '../env.ts';
import { commandLine, fail, runCommand, withIdpDatabase } from './lib/admin-command.ts';

const USAGE =
  'Usage: npm run admin:create -- --email you@example.org [--first-name NAME] [--last-name NAME] [--password-stdin]';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // One trailing newline (from echo or a here-string) is not part of the password.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

function keycloakSteps(env: Extract<Env['idp'], { kind: 'keycloak' }>, email: string): string {
  const realm = env.realm;
  return [
    `Accounts live in Keycloak (${env.issuer}). To make ${email} an admin:`,
    '',
    `  In the admin console: realm "${realm}" → Users → ${email} (Add user if it does not exist:`,
    '  e-mail as user name, e-mail verified, then Credentials → Set password) → Role mapping →',
    '  Assign role → Filter by realm roles → ADMIN.',
    '',
    '  Or with kcadm.sh on the Keycloak host:',
    `    kcadm.sh config credentials --server ${env.url} --realm master --user <keycloak admin>`,
    `    kcadm.sh create users -r ${realm} -s username=${email} -s email=${email} -s enabled=true -s emailVerified=true`,
    `    kcadm.sh set-password -r ${realm} --username ${email} --new-password '<password>' --temporary`,
    `    kcadm.sh add-roles -r ${realm} --uusername ${email} --rolename ADMIN`,
    '',
    'The role takes effect at the next login (access tokens carry the roles they were issued with).',
  ].join('\n');
}

async function main(): Promise<void> {
  const args = commandLine(
    {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
    },
    USAGE,
  );
  const { email } = args;
  if (!email) fail(`--email is required.\n${USAGE}`);

  const env = loadEnvOrExit();
  if (env.idp.kind === 'keycloak') {
    process.stdout.write(`${keycloakSteps(env.idp, email)}\n`);
    return;
  }

  const password = args['password-stdin'] ? await readStdin() : undefined;
  try {
    const result = await withIdpDatabase(env, (db) =>
      ensureAdminAccount(db, {
        email,
        firstName: args['first-name'],
        lastName: args['last-name'],
        password,
      }),
    );
    const who = result.account.email;
    if (result.outcome === 'created') {
      process.stdout.write(`Created the admin account ${who}.\n`);
      if (result.generatedPassword) {
        process.stdout.write(
          `Its password, shown this once: ${result.generatedPassword}\n` +
            'Log in and change it with "Update password" in the user menu.\n',
        );
      }
    } else {
      process.stdout.write(
        result.outcome === 'promoted'
          ? `${who} now has the ADMIN role (it applies from the next login).\n`
          : `${who} is already an admin.\n`,
      );
      if (result.passwordChanged) process.stdout.write('Its password was changed.\n');
    }
  } catch (err) {
    if (err instanceof AdminAccountError) fail(err.message);
    throw err;
  }
}

runCommand(main);
