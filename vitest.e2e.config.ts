import { defineConfig } from 'vitest/config';

// Browser tests: run one file at a time (2 cores), against the built app served by scripts/e2e.ts.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
