import { defineConfig } from 'vitest/config';

// `npm run test:unit` runs every workspace's tests as projects. The API suite runs on PGlite always,
// and a second time on the PostgreSQL server named by TEST_DATABASE_URL when it is set.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the CPUs: on a two-core machine (CI's) that is one file at
    // a time. Most files wait on the database, child processes or scrypt, so two at a time use both cores.
    maxWorkers: 2,
    projects: [
      'packages/contract/vitest.config.ts',
      'packages/synthetic-data/vitest.config.ts',
      'apps/idp/vitest.config.ts',
      'apps/sandbox/vitest.config.ts',
      {
        extends: './apps/api/vitest.config.ts',
        test: { name: 'api-pglite', env: { TEST_DB: 'pglite' } },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              // Not `extends`: Vitest would add this include list to the API config's, not replace it.
              test: {
                name: 'api-postgres',
                root: './apps/api',
                environment: 'node',
                globalSetup: ['./test/global-setup.ts'],
                isolate: false,
                setupFiles: ['./test/helpers/fresh-process.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
                env: { TEST_DB: 'postgres' },
                // PGlite is PostgreSQL's own engine, so the whole suite runs there; on the server run the
                // files whose behaviour depends on it being a server: the pool and driver, concurrent
                // transactions and locks, LISTEN/NOTIFY, several processes, migrations and search SQL.
                include: [
                  'test/database.test.ts',
                  'test/pg-notifications.test.ts',
                  'test/apps-concurrency.test.ts',
                  'test/mail-concurrency.test.ts',
                  'test/catalogue-cache.test.ts',
                  'test/front-door-freshness.test.ts',
                  'test/vendor-pages.test.ts',
                  'test/catalogue-search.test.ts',
                  'test/catalogue-search-profile.test.ts',
                  'test/catalogue-facets.test.ts',
                  'test/open-data.test.ts',
                  'test/checks-schedule.test.ts',
                  'test/audit-migration.test.ts',
                  'test/startup.test.ts',
                  'test/security/rate-limit.test.ts',
                  // The embedded provider's failed-login count, shared by two processes on their own pools.
                  'test/idp-brute-force.test.ts',
                  // Cursor dates PostgreSQL refuses ("date/time field value out of range").
                  'test/security/crafted-input.test.ts',
                  'test/apps-profile.test.ts',
                  // Issue 37: the evidence's search SQL and migration, and the expiry mail's notices on the server.
                  'test/apps-evidence.test.ts',
                  'test/certificate-expiry.test.ts',
                  // Aggregate SQL whose counts and times the pg driver types differently from PGlite.
                  'test/dashboard.test.ts',
                  'test/badges.test.ts',
                  // The upsert of the daily counts and the whole-database check that no address is stored.
                  'test/statistics.test.ts',
                  // Check now's sliding budgets in rate_limits (with each row's window length, migration 0019).
                  'test/checks-now-limits.test.ts',
                ],
              },
            },
          ]
        : []),
      'apps/web/vite.config.ts',
      // The deployment files (Dockerfile, compose.yaml, Procfile, nginx) against the repository and env.ts.
      {
        test: { name: 'deploy', include: ['deploy/**/*.test.ts'], environment: 'node' },
      },
      // The lint config, proved by planted violations (eslint.config.test.ts).
      {
        test: {
          name: 'lint-config',
          include: ['eslint.config.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
