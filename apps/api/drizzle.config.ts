import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations are applied by the app at start (drizzle-kit's PGlite driver
// opens PGlite without its contrib extensions, so a migration that needs pg_trgm fails there).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
