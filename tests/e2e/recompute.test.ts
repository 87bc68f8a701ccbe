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
import { processActivity } from '../../src/domain/process-activity';
import { STATS_VERSION } from '../../src/domain/stats/summarize';
import { CORPUS, readCorpusFile } from '../fit-tcx-real/corpus';
import { BASE_URL, type Session } from './browser';
import { openAppWithFiles } from './import-files';
import { shootPage } from './screenshots';

const SHOTS = process.env.SCREENSHOT_DIR;
const NAME = 'dtcooper__python-fitparse/Edge810-Vector-2013-08-16-15-35-10.fit';

let session: Session;

beforeAll(async () => {
  session = await openAppWithFiles([join(CORPUS, NAME)]);
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
    const { summary } = await processActivity(readCorpusFile(NAME), { fileName: 'x.fit', id: 'x' });
    expect(summary.statsVersion).toBe(STATS_VERSION);
    expect(summary.deviceAscentM).toBe(514);

    await page.goto(`${BASE_URL}/activities`);
    expect(await page.evaluate(makeStale)).toBe(1);
    await page.reload();
    const card = page.getByRole('region', { name: 'Statistics update' });
    await card.getByText('Statistics updated for 1 of 1 activities.').waitFor({ timeout: 60_000 });
    await shootPage(page, 'recompute', SHOTS);

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
