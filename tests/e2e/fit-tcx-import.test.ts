/**
 * FIT and TCX files imported directly (not from an export) in Chromium against the built app: the
 * Import page names every accepted format; a multisport FIT file (swim, transition, bike, run) and a
 * TCX ride both import; the FIT activity's page lists its legs and its source card shows the format,
 * the device and the device's figures beside ours; the TCX activity names its device. With
 * SCREENSHOT_DIR set, it also saves the activity page at desktop and phone sizes, light and dark.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processActivity } from '../../src/domain/process-activity';
import { encodeFitActivity, linePoints, type FitPointInput } from '../../src/domain/fit/test-fit';
import { exportTcx } from '../../src/testing/export-fixtures';
import { CORPUS } from '../fit-tcx-real/corpus';
import { BASE_URL, openApp, type Session } from './browser';
import { importFiles } from './import-files';
import { shootPage } from './screenshots';

const SHOTS = process.env.SCREENSHOT_DIR;
const T = Date.UTC(2024, 6, 7, 7, 0, 0);

/** Swim 600 s, transition 60 s, bike 1200 s, run 900 s: consecutive points, one per second. */
function triathlon(): Uint8Array {
  const legs = [
    { sport: 'swimming', n: 600 },
    { sport: 'transition', n: 60 },
    { sport: 'cycling', n: 1200 },
    { sport: 'running', n: 900 },
  ];
  const points: FitPointInput[] = [];
  const sessions = legs.map(({ sport, n }) => {
    const from = points.length;
    const last = points[from - 1];
    const lat0 = last?.lat ?? 47.3;
    points.push(
      ...linePoints(n, T + from * 1000, lat0 + 3 / 111_195, 8.5).map((p) => ({ ...p, dist: undefined })),
    );
    return { sport, from, to: points.length, distanceM: n * 3 };
  });
  return encodeFitActivity({ points, sessions });
}

function files(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'fit-tcx-e2e-'));
  const fit = join(dir, 'Triathlon.fit');
  const tcx = join(dir, 'Evening ride.tcx');
  writeFileSync(fit, triathlon());
  writeFileSync(
    tcx,
    exportTcx({ name: '', start: T + 86_400_000, points: 120, sport: 'Biking', creator: 'Edge 530' }),
  );
  return [fit, tcx];
}

let session: Session;

beforeAll(async () => {
  session = await openApp('/import');
}, 60_000);

afterAll(async () => {
  await session?.close();
});

const activityLink = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Activities' }).getByRole('link', { name, exact: true });

describe('FIT and TCX files imported directly', () => {
  it('the Import page names every format and export it takes', async () => {
    const { page } = session;
    const card = page.getByRole('region', { name: 'Add your activities' });
    const text = (await card.textContent()) ?? '';
    for (const word of [
      '.gpx',
      '.fit',
      '.tcx',
      '.gz',
      '.zip',
      'Strava bulk export',
      'activities.csv',
      'Garmin Connect export',
    ])
      expect(text).toContain(word);
  });

  it('imports both and shows legs, format, device and device figures on the FIT activity page', async () => {
    const { page } = session;
    const panel = await importFiles(page, files());
    expect(await panel.textContent()).toContain('2 imported');

    await page.goto(`${BASE_URL}/activities`);
    await activityLink(page, 'Evening ride').waitFor();
    await activityLink(page, 'Triathlon').click();
    const legs = page.getByRole('region', { name: 'Legs' });
    await legs.waitFor();
    const legRows = legs.getByRole('rowheader');
    expect(await legRows.allTextContents()).toEqual([
      '1. Swimming',
      '2. Transition',
      '3. Cycling',
      '4. Running',
    ]);
    const bike = legs.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '3. Cycling' }) });
    expect(await bike.getByRole('cell').allTextContents()).toContain('3.60 km');

    const source = page.getByRole('region', { name: 'Source file' });
    expect(await source.textContent()).toContain('FIT');
    expect(await source.textContent()).toContain('Garmin fenix5');
    expect(await source.textContent()).toContain('read without problems');
    const figures = source.getByRole('table', { name: "Our figures and the device's" });
    const distance = figures
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Distance' }) });
    // The device wrote 3 m for each of the 2,760 points; our distance follows the same line.
    expect(await distance.getByRole('cell').nth(1).textContent()).toBe('8.28 km');
    await shootPage(page, 'activity-fit', SHOTS, { fullPage: true });
  });

  it('the TCX activity page names the format and the Creator device', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/activities`);
    await activityLink(page, 'Evening ride').click();
    const source = page.getByRole('region', { name: 'Source file' });
    await source.waitFor();
    expect(await source.textContent()).toContain('TCX');
    expect(await source.textContent()).toContain('Edge 530');
  });

  it('draws a power chart beside heart rate for a real ride with a power meter', async () => {
    const { page } = session;
    const file = join(CORPUS, 'dtcooper__python-fitparse/Edge810-Vector-2013-08-16-15-35-10.fit');
    const { summary } = await processActivity(new Uint8Array(readFileSync(file)), {
      fileName: basename(file),
    });
    await page.goto(`${BASE_URL}/import`);
    const panel = await importFiles(page, [file]);
    expect(await panel.textContent()).toContain('1 imported');
    await page.goto(`${BASE_URL}/activities`);
    await activityLink(page, summary.name).click();
    const power = page.getByRole('figure', { name: 'Power (10 s mean) (W)' });
    await power.waitFor({ timeout: 60_000 });
    expect(await page.getByRole('figure', { name: 'Heart rate (bpm)' }).count()).toBe(1);
    // A drawn line whose axis (the only one: power is not the last chart) spans watts a rider makes (an Edge 810 with Vector pedals, 41 km).
    expect((await power.locator('path.recharts-line-curve').getAttribute('d'))?.length).toBeGreaterThan(1000);
    const ticks = (await power.locator('.recharts-cartesian-axis-tick-value').allTextContents()).map(Number);
    expect(ticks.length).toBeGreaterThan(1);
    expect(Math.max(...ticks)).toBeGreaterThan(100);
    expect(Math.max(...ticks)).toBeLessThan(1500);
    await shootPage(page, 'activity-power', SHOTS, { fullPage: true });
  });

  it('logged no console errors', () => {
    expect(session.errors).toEqual([]);
  });
});
