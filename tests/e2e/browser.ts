/**
 * Browser test harness: the built app is served by scripts/e2e.ts (E2E_BASE_URL); each test file opens
 * Debian's Chromium in a fresh profile. Pages find things by role and name.
 */
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/lib/chromium';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close: () => Promise<void>;
}

/** Messages that are the closed network's doing, not the app's (a basemap that cannot load). */
const NETWORK_NOISE = [/net::ERR_/, /Failed to load resource/];

/** Console errors (except network noise) and uncaught errors of `page` from now on, as they come. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error' && !NETWORK_NOISE.some((re) => re.test(msg.text()))) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/**
 * Opens the app at `path` in a fresh browser (at `viewport`, default 1400 × 900; in the browser
 * time zone `timezoneId`, default the machine's).
 */
export async function openApp(
  path = '/',
  viewport?: { width: number; height: number },
  timezoneId?: string,
): Promise<Session> {
  return open(path, { viewport, timezoneId });
}

/**
 * Opens the app at `path` in a fresh browser that lets the app's service worker register (blocked
 * everywhere else, scripts/lib/chromium.ts), and resolves once that worker is installed and
 * activated: its precache holds the app. The page is not yet controlled by it (a first visit's
 * never is); a reload makes it so.
 */
export async function openAppWithServiceWorker(path = '/'): Promise<Session> {
  const session = await open(path, { serviceWorkers: 'allow' });
  await session.page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (active && active.state !== 'activated')
      await new Promise((resolve) => active.addEventListener('statechange', resolve));
  });
  return session;
}

async function open(path: string, options: Parameters<typeof launchChromium>[0]): Promise<Session> {
  const { context, close } = await launchChromium(options);
  const page = context.pages()[0] ?? (await context.newPage());
  const errors = collectErrors(page);
  await page.goto(BASE_URL + path);
  return { context, page, errors, close };
}

/**
 * The day cells drawn by the calendar heatmap on `page` (calendar-heatmap.tsx draws the days of
 * each level as the sub-paths of one path): 365 or 366 once a year is drawn.
 */
export async function calendarDaysDrawn(page: Page): Promise<number> {
  return page
    .locator('.calendar-chart path[data-level]')
    .evaluateAll((paths) => paths.reduce((n, p) => n + (p.getAttribute('d')?.match(/M/g)?.length ?? 0), 0));
}
