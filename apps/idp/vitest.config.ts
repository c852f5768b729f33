import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'idp',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // PGlite's initdb takes seconds, and each flow runs real scrypt hashing over real HTTP.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
