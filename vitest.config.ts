import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'tests/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'functions/src/**/*.test.ts',
    ],
    exclude: ['tests/e2e/**', 'tests/emulators/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/setup/vitest-setup.ts'],
    // A safety net, not a speed check (speed lives in npm run bench): the slowest component test
    // takes about 8 s at a load of 6 on two cores, and CI machines differ by up to 2x.
    testTimeout: 60_000,
    pool: 'threads',
  },
});
