import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations are applied by the app at start (drizzle-kit's PGlite driver
// cannot load the pg_trgm extension, see STACK-NOTES.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
