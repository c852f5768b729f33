import { fileURLToPath } from 'node:url';
import { driverOf, type IdpDatabase } from './database.ts';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Applies the IdP's migrations (apps/idp/drizzle). Its bookkeeping table is idp.__idp_migrations, apart from the
 * API's, so the two migration histories never interleave. Idempotent.
 */
export async function migrateIdp(db: IdpDatabase): Promise<void> {
  const config = { migrationsFolder, migrationsSchema: 'idp', migrationsTable: '__idp_migrations' };
  // The two migrators are the same code today; importing the one for the driver in use keeps that an
  // implementation detail of drizzle-orm rather than something we rely on.
  if (driverOf(db) === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as Parameters<typeof migrate>[0], config);
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(db as Parameters<typeof migrate>[0], config);
  }
}
