/**
 * The "new version, Reload" prompt (src/app/update-prompt.tsx) in Chromium against the built app
 * (dist/, served by scripts/e2e.ts): after the service worker is installed, a new deployment is
 * made by changing one precache revision in dist/sw.js (same length: the server keeps the file's
 * size); the browser's update check finds it, the new worker waits, the prompt shows, and Reload
 * activates it and reloads without the prompt. dist/sw.js is restored afterwards. With SCREENSHOT_DIR=<dir>, screenshots of
 * the prompt at desktop and phone size, light and dark.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openAppWithServiceWorker } from './browser';
import { shootPage } from './screenshots';

const SHOTS = process.env.SCREENSHOT_DIR;
const SW_PATH = join(import.meta.dirname, '..', '..', 'dist', 'sw.js');
const original = readFileSync(SW_PATH, 'utf8');

/** dist/sw.js with its first precache revision changed in its first hex digit. */
function nextVersion(): string {
  const at = original.indexOf('revision:"') + 'revision:"'.length;
  if (at < 'revision:"'.length) throw new Error('dist/sw.js has no precache revision');
  const digit = original[at] === '0' ? '1' : '0';
  return original.slice(0, at) + digit + original.slice(at + 1);
}

let page: Page;
let errors: string[];
let close: () => Promise<void>;

beforeAll(async () => {
  ({ page, errors, close } = await openAppWithServiceWorker('/'));
  // A returning visitor: the page is controlled by the installed worker (the first visit's is not).
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}, 180_000);

afterAll(async () => {
  writeFileSync(SW_PATH, original);
  await close();
});

describe('update prompt', () => {
  it('offers a new version and reloads into it', async () => {
    writeFileSync(SW_PATH, nextVersion());
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = page.getByRole('status', { name: 'App update' });
    await prompt.waitFor({ timeout: 60_000 });
    await expect.poll(() => prompt.textContent()).toMatch(/A new version of GPX Dashboard is ready/);
    await shootPage(page, 'update-prompt', SHOTS);
    const box = (await prompt.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

    // Reload: the waiting worker takes over, then the page reloads into the new version.
    await Promise.all([
      page.waitForEvent('load', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await expect
      .poll(() => page.getByRole('status', { name: 'App update' }).count(), { timeout: 10_000 })
      .toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
