import { entityKind } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * Any Drizzle PostgreSQL database: PGlite (`drizzle-orm/pglite`) or node-postgres (`drizzle-orm/node-postgres`),
 * whatever schema the caller built it with. The IdP only uses its own tables from `./schema.ts`.
 */
export type IdpDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

export type DriverName = 'pglite' | 'node-postgres';

export function driverOf(db: IdpDatabase): DriverName {
  const kind = (db.constructor as { [entityKind]?: unknown })[entityKind];
  if (kind === 'PgliteDatabase') return 'pglite';
  if (kind === 'NodePgDatabase') return 'node-postgres';
  const name = typeof kind === 'string' ? kind : db.constructor.name;
  throw new Error(
    `The identity provider supports Drizzle databases on PGlite or node-postgres, got ${name}.`,
  );
}
