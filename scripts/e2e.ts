/**
 * `npm run test:e2e`: makes sure Debian's Chromium is there, builds the app, serves dist/ on
 * 127.0.0.1 and runs the browser tests (tests/e2e) against it. Extra args go to vitest.
 */
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './lib/chromium';
import { ROOT, startPreview } from './lib/preview-server';

ensureChromium();
const server = await startPreview({ build: !process.argv.includes('--no-build') });
const extra = process.argv.slice(2).filter((a) => a !== '--no-build');
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...extra], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: server.url },
});
await server.close();
process.exit(result.status ?? 1);
