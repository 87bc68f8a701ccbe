/**
 * The "new version, Reload" prompt (src/app/update-prompt.tsx) in Chromium against the built app:
 * after the service worker is installed, a new deployment is simulated by serving its script with
 * one more byte; the browser's update check finds it, the new worker waits, the prompt shows, and
 * Reload activates it and reloads without the prompt. With SCREENSHOT_DIR=<dir>, screenshots of
 * the prompt at desktop and phone size, light and dark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/chromium';
import { BASE_URL, collectErrors } from './browser';
import { shootPage } from './screenshots';

const SHOTS = process.env.SCREENSHOT_DIR;

let context: BrowserContext;
let page: Page;
let errors: string[];
let close: () => Promise<void>;

beforeAll(async () => {
  ({ context, close } = await launchChromium({ serviceWorkers: 'allow' }));
  page = context.pages()[0] ?? (await context.newPage());
  errors = collectErrors(page);
  await page.goto(`${BASE_URL}/`);
  await page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (active && active.state !== 'activated')
      await new Promise((resolve) => active.addEventListener('statechange', resolve));
  });
}, 180_000);

afterAll(async () => {
  await close();
});

describe('update prompt', () => {
  it('offers a new version and reloads into it', async () => {
    // The next deployment: the same worker script with a different byte.
    await context.route('**/sw.js', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n// next version\n` });
    });
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

    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForLoadState('load');
    await expect.poll(() => page.getByRole('status', { name: 'App update' }).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
