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
    // The files of a worker share one module graph instead of importing the API again for each: 17 s of
    // imports in all instead of 386 s, on two cores (each file makes its own database and app, and no
    // test mocks a module or changes the environment; fresh-process.ts sets the contract's process-wide
    // settings back before each file).
    isolate: false,
    setupFiles: ['./test/helpers/fresh-process.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
