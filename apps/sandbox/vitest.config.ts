import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'sandbox',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Loading the FHIR definitions takes seconds on a busy two-core machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
