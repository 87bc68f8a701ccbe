/**
 * `npm run test:e2e`: makes sure Debian's Chromium is there, builds the app, serves dist/ on
 * 127.0.0.1 and runs the browser tests (tests/e2e) against it. Extra args go to vitest.
 */
import { spawn } from 'node:child_process';
import { ensureChromium } from './lib/chromium';
import { ROOT, startPreview } from './lib/preview-server';

ensureChromium();
const server = await startPreview({ build: !process.argv.includes('--no-build') });
const extra = process.argv.slice(2).filter((a) => a !== '--no-build');
// Asynchronous on purpose: the preview server lives in this process, and spawnSync would block its
// event loop (every page load would time out).
const status = await new Promise<number>((resolve) => {
  const child = spawn('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...extra], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: server.url },
  });
  child.on('error', () => resolve(1));
  child.on('exit', (code) => resolve(code ?? 1));
});
await server.close();
process.exit(status);
