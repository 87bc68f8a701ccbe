/**
 * Debian's Chromium for browser tests and benchmarks (never a browser download). ensureChromium()
 * installs the `chromium` package when it is missing and we are root with apt-get; otherwise it
 * stops with a one-line instruction.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** WebGL2 through SwiftShader for deck.gl, and no traffic to the (closed) network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CHROMIUM_CANDIDATES.find((p) => existsSync(p));
}

export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('Chromium not found: installing Debian package "chromium" with apt-get...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const after = findChromium();
    if (after) return after;
  }
  console.error(
    'Chromium not found: install it with `sudo apt-get install -y chromium` (or set CHROMIUM_PATH), then run again.',
  );
  process.exit(1);
}

/**
 * A fresh browser in a fresh profile: a persistent context in a new temporary directory. The app's
 * service worker (vite.config.ts) is blocked unless `serviceWorkers: 'allow'`: its precache would
 * download every chunk during tests and benchmarks (and count in what they measure), and requests
 * it answers bypass Playwright's routes. The offline test allows it.
 */
export async function launchChromium(
  options: {
    viewport?: { width: number; height: number };
    timezoneId?: string;
    serviceWorkers?: 'allow' | 'block';
    /** A profile folder to keep (and reuse) instead of a fresh temporary one (profiling aids). */
    profileDir?: string;
  } = {},
): Promise<{
  context: BrowserContext;
  close: () => Promise<void>;
}> {
  const executablePath = ensureChromium();
  const profile = options.profileDir ?? mkdtempSync(join(tmpdir(), 'gpx-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: options.viewport ?? { width: 1400, height: 900 },
    acceptDownloads: true,
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.timezoneId !== undefined ? { timezoneId: options.timezoneId } : {}),
  });
  return { context, close: () => context.close() };
}
