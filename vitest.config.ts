import { defineConfig } from 'vitest/config';

// `npm run test:unit` runs every workspace's tests as projects. The API suite runs on PGlite always,
// and a second time on the PostgreSQL server named by TEST_DATABASE_URL when it is set.
export default defineConfig({
  test: {
    projects: [
      'packages/contract/vitest.config.ts',
      'apps/idp/vitest.config.ts',
      {
        extends: './apps/api/vitest.config.ts',
        test: { name: 'api-pglite', env: { TEST_DB: 'pglite' } },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: './apps/api/vitest.config.ts',
              test: { name: 'api-postgres', env: { TEST_DB: 'postgres' } },
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
