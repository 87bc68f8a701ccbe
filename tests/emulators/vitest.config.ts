import { defineConfig } from 'vitest/config';

// Emulator tests: run only by scripts/test-emulators.ts (npm run test:emulators, also a step of
// `npm test`), which starts the emulators first; the root config excludes this folder.
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
