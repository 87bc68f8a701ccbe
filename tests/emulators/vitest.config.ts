import { defineConfig } from 'vitest/config';

// Emulator tests: run only by scripts/test-emulators.mjs (npm run test:emulators) when the
// Firebase emulators are up; never part of `npm test` (the root config excludes this folder).
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/emulators/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
