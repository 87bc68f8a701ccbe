/**
 * Screenshots for looking at the UI a browser test reaches: with `dir` set (each test file reads
 * it from its own environment variable), `<name>-<desktop|phone>-<light|dark>.png` at desktop
 * (1440 × 900) and phone (390 × 844) size; then the page is back at its size, in light.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export const SHOT_SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

export interface ShotOptions {
  /** The whole page, not only the viewport. */
  fullPage?: boolean;
  /** Wait after each change of size (charts resize, maps redraw); default none. */
  settleMs?: number;
  /** Runs before each shot (e.g. scroll a card into view). */
  beforeShot?: () => Promise<void>;
  /** Runs after each shot (e.g. a layout check at that size). */
  afterShot?: (label: string, size: { width: number; height: number }) => Promise<void>;
  /** The sizes to shoot, by label; default SHOT_SIZES. */
  sizes?: readonly (readonly [string, { width: number; height: number }])[];
}

export async function shootPage(
  page: Page,
  name: string,
  dir: string | undefined,
  { fullPage = false, settleMs = 0, beforeShot, afterShot, sizes = SHOT_SIZES }: ShotOptions = {},
): Promise<void> {
  if (!dir) return;
  const before = page.viewportSize();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [label, size] of sizes) {
      await page.setViewportSize(size);
      if (settleMs > 0) await page.waitForTimeout(settleMs);
      await beforeShot?.();
      await page.screenshot({ path: join(dir, `${name}-${label}-${scheme}.png`), fullPage });
      await afterShot?.(label, size);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (before) await page.setViewportSize(before);
}
