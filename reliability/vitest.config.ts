import { defineConfig } from 'vitest/config';

// `npm run test:reliability`: process-level fault tests (real servers, kill -9, a throwaway PostgreSQL
// cluster). Not part of `npm test`'s unit run; .ci/run runs it after npm test. One file at a time:
// the tests start servers on fixed spare ports.
export default defineConfig({
  test: {
    name: 'reliability',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
