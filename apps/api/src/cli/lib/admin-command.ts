/**
 * What the operator's commands (`npm run admin:create`, `npm run admin:unlock`) share: their command
 * line, a failure as a message with exit code 2, and the database of the environment, migrated, so a
 * command may run before the first start.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { migrateIdp, type IdpDatabase } from '@showroom/idp';
import { migrate, openDatabase, withStartLock } from '../../db/client.ts';
import type { Env } from '../../env.ts';

/** Input the operator has to correct: the message on standard error, exit code 2. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

/** The command's options (strict); --help prints the usage and ends the process. */
export function commandLine<const O extends ParseArgsOptionsConfig>(options: O, usage: string) {
  if (process.argv.slice(2).includes('--help')) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  try {
    return parseArgs({ options, strict: true }).values;
  } catch (err) {
    return fail(`${(err as Error).message}\n${usage}`);
  }
}

/** Runs `work` on the environment's database (DATABASE_URL or DATA_DIR) after its migrations. */
export async function withIdpDatabase<T>(env: Env, work: (db: IdpDatabase) => Promise<T>): Promise<T> {
  let database;
  try {
    database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  } catch (err) {
    fail((err as Error).message);
  }
  try {
    await withStartLock(database, async () => {
      await migrate(database);
      await migrateIdp(database.db);
    });
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** Ends the process with the stack of an error nobody expected, exit code 1. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
}
