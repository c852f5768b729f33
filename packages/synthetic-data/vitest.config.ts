import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'synthetic-data',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file reads and parses the 21,000 resources (1 to 3 s on a busy two-core machine), some of them twice.
    testTimeout: 30_000,
  },
});
