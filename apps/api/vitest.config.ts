import { defineConfig } from 'vitest/config';

// The root config includes this file twice: as 'api-pglite' (TEST_DB=pglite) and, when TEST_DATABASE_URL
// is set, as 'api-postgres' (TEST_DB=postgres). Run alone, it uses PGlite.
export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Prepares one migrated database template per run; every test file gets its own copy of it.
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
