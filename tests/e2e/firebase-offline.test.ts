/**
 * Firebase mode with no network: the app is built with dummy VITE_FIREBASE_* settings and served on
 * 127.0.0.1 with firebase.json's security headers (so a Content-Security-Policy violation shows as a
 * console error); every request to another host is refused (no internet, no Firebase), then the
 * browser goes offline. The sign-in screen must show with a clear offline message: never a blank
 * page, an uncaught error or a console error. Uses the harness's Chromium launcher
 * (scripts/lib/chromium).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/lib/chromium';
import { ROOT, startPreview, type Preview } from '../../scripts/lib/preview-server';
import { collectErrors } from './browser';

const OUT_DIR = join(ROOT, '.tmp', 'dist-firebase-e2e');
const DUMMY_FIREBASE_ENV = {
  VITE_FIREBASE_API_KEY: 'AIzaSyDummy-offline-test-key-000000000',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-gpx.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-gpx',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-gpx.appspot.com',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
};
/** The headers Firebase Hosting sends with every page (firebase.json). */
function hostingHeaders(): Record<string, string> {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const all = config.hosting.headers.find((h) => h.source === '**')?.headers ?? [];
  return Object.fromEntries(all.map((h) => [h.key, h.value]));
}

let server: Preview;
let baseUrl: string;
let context: BrowserContext;
let page: Page;
let closeBrowser: () => Promise<void>;
let errors: string[] = [];
const refused: string[] = [];

beforeAll(async () => {
  server = await startPreview({
    build: true,
    outDir: OUT_DIR,
    // NODE_ENV: vitest sets 'test', which would give React's development build.
    env: { NODE_ENV: 'production', ...DUMMY_FIREBASE_ENV },
    port: 4390,
    headers: hostingHeaders(),
  });
  baseUrl = server.url;
  ({ context, close: closeBrowser } = await launchChromium());
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      refused.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  page = context.pages()[0] ?? (await context.newPage());
  // Failed requests to the refused hosts are the closed network's doing, not the app's.
  errors = collectErrors(page);
}, 300_000);

afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

describe('Firebase mode without a network', () => {
  it('shows the sign-in screen, not the dashboard, when Firebase cannot be reached', async () => {
    const response = await page.goto(baseUrl + '/activities');
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.getByRole('heading', { name: 'Sign in to GPX Dashboard' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Continue with Google' }).isVisible()).toBe(true);
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('says clearly that it is offline when the browser loses the network', async () => {
    await context.setOffline(true);
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.textContent()).toMatch(/You are offline\. Signing in needs a network connection/);
  });

  it('answers a sign-in attempt offline with the same message and no error', async () => {
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByLabel('Email address').fill('ana@example.org');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    expect(await page.getByRole('alert').count()).toBe(1);
    expect(await page.getByRole('alert').textContent()).toMatch(/You are offline/);
    expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(50);
    expect(context.pages()).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('reloaded while the network is back but Firebase is unreachable, still shows the sign-in screen', async () => {
    await context.setOffline(false);
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in to GPX Dashboard' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
