import { defineConfig } from 'drizzle-kit';

// Generation only (`npm run db:generate`); the migrations are applied at runtime by migrateIdp().
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  schemaFilter: ['idp'],
  migrations: { schema: 'idp', table: '__idp_migrations' },
});
