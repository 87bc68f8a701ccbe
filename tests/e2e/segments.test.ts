/**
 * Segments in Chromium against the built app: four synthetic runs along one road are imported; a
 * part of one is selected by dragging on its elevation chart. With SCREENSHOT_DIR set, it also saves
 * the pages at desktop and phone sizes, light and dark.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, openApp, type Session } from './browser';
import { roadRunFiles } from './segment-tracks';

const SHOTS = process.env.SCREENSHOT_DIR;
let session: Session;

beforeAll(async () => {
  session = await openApp('/import');
  const { page } = session;
  await page.getByLabel('Choose files', { exact: true }).setInputFiles(roadRunFiles());
  await page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { name: 'Import finished', exact: true }) })
    .waitFor({ timeout: 60_000 });
}, 90_000);

afterAll(async () => {
  await session?.close();
});

async function shots(name: string) {
  if (SHOTS === undefined) return;
  const { page } = session;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [size, viewport] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: join(SHOTS, `${name}-${size}-${scheme}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

describe('segments', () => {
  it('selects a part of an activity by dragging on its elevation chart', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/activities`);
    await page.getByRole('link', { name: 'Road run B' }).first().click();
    const plot = page.getByRole('figure', { name: /Elevation/ }).locator('.profile-chart__plot');
    await plot.waitFor();
    const box = (await plot.boundingBox())!;
    const y = box.y + box.height / 2;
    // The plot spans the width minus the y axis (56 px) and the right margin (12 px): 1 to 2 km of 3.
    const xAt = (t: number) => box.x + 56 + (box.width - 68) * t;
    await page.mouse.move(xAt(1 / 3), y);
    await page.mouse.down();
    await page.mouse.move(xAt(0.5), y, { steps: 4 });
    await page.mouse.move(xAt(2 / 3), y, { steps: 4 });
    await page.mouse.up();
    const summary = page.getByTestId('range-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toMatch(/1\.0\d–2\.0\d km · 1\.0\d km/);
    await shots('activity-selection');
  });

  it('logged no console errors', () => {
    expect(session.errors).toEqual([]);
  });
});
