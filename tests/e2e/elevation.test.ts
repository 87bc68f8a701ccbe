/**
 * Elevation shown openly, in Chromium against the built app: a real barometric GPX file (Garmin
 * Edge) imported through the Import page shows our gain, the raw sum and the altitude source side
 * by side on its activity page, and the Activities table can show the raw gain column. With
 * SCREENSHOT_DIR set, it also saves the card at desktop and phone sizes, light and dark.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processActivity } from '../../src/domain/process-activity';
import { CORPUS } from '../gpx-real/corpus';
import { BASE_URL, type Session } from './browser';
import { openAppWithFiles } from './import-files';
import { shootPage } from './screenshots';

const FILE = join(CORPUS, 'gpsbabel__gpsbabel/bike~gpx.gpx');
const SHOTS = process.env.SCREENSHOT_DIR;

let session: Session;

beforeAll(async () => {
  session = await openAppWithFiles([FILE]);
}, 90_000);

afterAll(async () => {
  await session?.close();
});

describe('elevation on the activity page', () => {
  it('shows our gain with its method, the raw sum and the barometric source', async () => {
    const { page } = session;
    const { summary } = await processActivity(new Uint8Array(readFileSync(FILE)), {
      fileName: 'bike~gpx.gpx',
    });
    expect(summary.elevationSource).toBe('barometric');
    await page.goto(`${BASE_URL}/activities`);
    await page.locator('tbody a[href^="/activities/"]').first().click();
    const card = page.getByRole('region', { name: 'Elevation gain' });
    await card.waitFor();
    const row = (name: string) =>
      card.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    expect(await row('Our gain').textContent()).toContain(`${Math.round(summary.elevationGainM!)} m`);
    expect(await row('Our gain').textContent()).toContain('barometric: 10 s time-window mean');
    expect(await row('Raw sum').textContent()).toContain(`${Math.round(summary.elevationGainRawM!)} m`);
    expect(await card.getByTestId('elevation-source').textContent()).toContain('Barometric altimeter');
    await shootPage(page, 'elevation', SHOTS, { beforeShot: () => card.scrollIntoViewIfNeeded() });
  });

  it('offers the raw gain as a column of the Activities table', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/activities`);
    await page.locator('summary', { hasText: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Raw elevation gain' }).check();
    await expect
      .poll(() => page.getByRole('columnheader', { name: /Raw elevation gain/ }).count())
      .toBeGreaterThan(0);
    if (SHOTS !== undefined) await page.screenshot({ path: join(SHOTS, 'activities-raw-gain.png') });
  });

  it('logged no console errors', () => {
    expect(session.errors).toEqual([]);
  });
});
