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
    testTimeout: 30000,
    pool: 'threads',
  },
});
