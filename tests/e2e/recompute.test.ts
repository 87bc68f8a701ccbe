/**
 * Stored activities follow the statistics when their version changes, in Chromium against the
 * built app: a real FIT file (Garmin Edge 810, barometric) is imported, its stored summary is
 * rewritten in IndexedDB as an older statistics version with wrong figures, and after a reload the
 * app recomputes it from the stored original in the GPX worker, says so, and shows the true
 * figures again, with the device's own total ascent beside ours on the elevation card. With
 * SCREENSHOT_DIR set, it also saves the page with the status card at desktop and phone sizes.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processGpx } from '../../src/domain/process-gpx';
import { STATS_VERSION } from '../../src/domain/stats/summarize';
import { CORPUS, readCorpusFile } from '../fit-tcx-real/corpus';
import { BASE_URL, openApp, type Session } from './browser';

const SHOTS = process.env.SCREENSHOT_DIR;
const NAME = 'dtcooper__python-fitparse/Edge810-Vector-2013-08-16-15-35-10.fit';

let session: Session;

beforeAll(async () => {
  session = await openApp('/import');
  const { page } = session;
  await page.getByLabel('Choose files', { exact: true }).setInputFiles([join(CORPUS, NAME)]);
  await page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { name: 'Import finished', exact: true }) })
    .waitFor({ timeout: 60_000 });
}, 90_000);

afterAll(async () => {
  await session?.close();
});

/** Rewrites every stored summary as statistics version 1 with a wrong gain; resolves with how many. */
function makeStale(): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('gpx-dashboard');
    open.onerror = () => reject(new Error('cannot open the database'));
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction('summaries', 'readwrite');
      const store = tx.objectStore('summaries');
      const all = store.getAll();
      all.onsuccess = () => {
        const rows = all.result as Record<string, unknown>[];
        for (const row of rows) store.put({ ...row, statsVersion: 1, elevationGainM: 12345 });
        tx.oncomplete = () => {
          db.close();
          resolve(rows.length);
        };
      };
    };
  });
}

describe('recompute after a statistics version change', () => {
  it('recomputes a stale stored activity from its original, in the background, and says so', async () => {
    const { page, errors } = session;
    const { summary } = await processGpx(readCorpusFile(NAME), { fileName: 'x.fit', id: 'x' });
    expect(summary.statsVersion).toBe(STATS_VERSION);
    expect(summary.deviceAscentM).toBe(514);

    await page.goto(`${BASE_URL}/activities`);
    expect(await page.evaluate(makeStale)).toBe(1);
    await page.reload();
    const card = page.getByRole('region', { name: 'Statistics update' });
    await card.getByText('Statistics updated for 1 of 1 activities.').waitFor({ timeout: 60_000 });
    if (SHOTS !== undefined) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        for (const [name, size] of [
          ['desktop', { width: 1440, height: 900 }],
          ['phone', { width: 390, height: 844 }],
        ] as const) {
          await page.setViewportSize(size);
          await page.screenshot({ path: join(SHOTS, `recompute-${name}-${scheme}.png`) });
        }
      }
      await page.setViewportSize({ width: 1440, height: 900 });
    }

    await page.locator('tbody a[href^="/activities/"]').first().click();
    const elevation = page.getByRole('region', { name: 'Elevation gain' });
    await elevation.waitFor();
    const row = (name: string) =>
      elevation.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    expect(await row('Our gain').textContent()).toContain(`${Math.round(summary.elevationGainM!)} m`);
    expect(await row('Our gain').textContent()).not.toContain('12,345');
    expect(await row('Device total').textContent()).toContain('514 m');
    expect(await elevation.getByTestId('elevation-source').textContent()).toContain('Barometric altimeter');
    expect(errors).toEqual([]);
  }, 120_000);
});
