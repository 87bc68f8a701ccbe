/**
 * Issue 41, in Chromium against the built app: a mixed real history (GPX files from many devices
 * and years in ../shared/gpx-real, FIT and TCX files in ../shared/fit-tcx-real, among them a car's
 * track, a 1901 clock and a FIT course) imported together. No record on the Overview, for any
 * sport, nor on any year's review breaks the plausibility limits (src/domain/sanity/limits.ts); a
 * wrong clock is no review year; a timeless track is a route, counted nowhere.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxEffortMps } from '../../src/domain/sanity/limits';
import { SPORTS, type Sport } from '../../src/domain/stats/types';
import { SPORT_LABELS } from '../../src/shared/filters/filter-labels';
import { CORPUS as GPX } from '../gpx-real/corpus';
import { CORPUS as FIT } from '../fit-tcx-real/corpus';
import { BASE_URL, type Session } from './browser';
import { openAppWithFiles } from './import-files';

/** Largest file taken from the corpora, bytes (keeps the import within a minute on a busy machine). */
const MAX_FILE_BYTES = 250_000;
/** Files per corpus folder, at most (every device and year, not every file of one). */
const PER_FOLDER = 6;

function pick(root: string, ext: RegExp): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(root, d.name))
        .filter((f) => ext.test(f))
        .map((f) => join(root, d.name, f))
        .filter((f) => statSync(f).size <= MAX_FILE_BYTES)
        .sort()
        .slice(0, PER_FOLDER),
    );
}

const FILES = [
  ...pick(GPX, /\.gpx$/i),
  ...pick(FIT, /\.(fit|tcx)$/i),
  join(GPX, 'gpsbabel__gpsbabel/dg100.gpx'), // a car: averages 85 km/h
  join(GPX, 'tkrajina__gpxpy/Mojstrovka.gpx'), // 1901
];

/** Distances of the best-effort labels (shared/labels/effort-labels.ts), metres. */
const DISTANCES: Record<string, number> = {
  '400 m': 400,
  '1 km': 1000,
  '1 mile': 1609.344,
  '5 km': 5000,
  '10 km': 10000,
  'Half marathon': 21097.5,
  Marathon: 42195,
};

/** Seconds of a formatted duration, "m:ss" or "h:mm:ss". */
const seconds = (text: string) => text.split(':').reduce((t, part) => t * 60 + Number(part), 0);

interface ShownRecord {
  sport: Sport;
  label: string;
  timeS: number;
}

/** The rows of a records table: distance label in the row header, time in the first cell. */
async function rowsOf(table: ReturnType<Page['getByRole']>, sport: Sport): Promise<ShownRecord[]> {
  const rows = await table.locator('tbody tr').all();
  const out: ShownRecord[] = [];
  for (const row of rows) {
    const label = ((await row.locator('th').first().textContent()) ?? '').trim();
    const time = ((await row.locator('td').first().textContent()) ?? '').trim();
    out.push({ sport, label, timeS: seconds(time) });
  }
  return out;
}

function breaksLimits(r: ShownRecord): boolean {
  const d = DISTANCES[r.label];
  if (d === undefined || !(r.timeS > 0)) return true;
  // A shown time is rounded to the second: the stored one is at most half a second slower.
  return d / (r.timeS + 0.5) > maxEffortMps(r.sport, d);
}

let session: Session;

beforeAll(async () => {
  session = await openAppWithFiles(FILES, { viewport: { width: 1440, height: 900 }, timeoutMs: 240_000 });
}, 300_000);

afterAll(async () => {
  await session?.close();
});

describe('a mixed real history: records a person can trust', () => {
  it('imports many files of every format', () => {
    expect(FILES.length).toBeGreaterThan(40);
  });

  it('shows no Overview record, in any sport, beyond the limits', async () => {
    const { page } = session;
    await page.goto(`${BASE_URL}/`);
    const card = page.getByRole('region', { name: 'Personal records' });
    await card.waitFor();
    const group = card.getByRole('radiogroup');
    const sports = (await group.count()) > 0 ? await group.getByRole('radio').all() : [];
    const shown: ShownRecord[] = [];
    const tableOf = (sport: string) => card.getByRole('table', { name: `Personal records, ${sport}` });
    if (sports.length === 0) {
      for (const sport of SPORTS) {
        if ((await tableOf(sport).count()) > 0) shown.push(...(await rowsOf(tableOf(sport), sport)));
      }
    }
    for (const radio of sports) {
      const value = await radio.getAttribute('value');
      const sport = SPORTS.find((s) => s === value);
      if (!sport) continue;
      await radio.check();
      await tableOf(sport).waitFor();
      shown.push(...(await rowsOf(tableOf(sport), sport)));
    }
    expect(shown.length).toBeGreaterThan(3);
    expect(shown.filter(breaksLimits)).toEqual([]);
  });

  it(
    'offers no wrong clock as a review year, and no review record beyond the limits',
    { timeout: 360_000 },
    async () => {
      const { page } = session;
      await page.goto(`${BASE_URL}/review/1900`);
      const main = page.getByRole('main');
      const span = await main.getByText(/Your activities are from \d+ to \d+\./).textContent();
      const [, first, last] = /from (\d+) to (\d+)/.exec(span ?? '') ?? [];
      expect(Number(first)).toBeGreaterThanOrEqual(1990);
      expect(Number(last)).toBeLessThanOrEqual(new Date().getUTCFullYear());
      let year: number | null = Number(last);
      let checked = 0;
      await page.goto(`${BASE_URL}/review/${year}`);
      while (year !== null) {
        await main.getByRole('heading', { level: 1, name: String(year) }).waitFor();
        const table = main.getByRole('table', { name: /faster than any before/ });
        for (const row of (await table.count()) > 0 ? await table.locator('tbody tr').all() : []) {
          const head = ((await row.locator('th').textContent()) ?? '').trim();
          const label = Object.keys(DISTANCES).find((l) => head.startsWith(l));
          const sport = SPORTS.find((s) => head.endsWith(SPORT_LABELS[s]));
          const time = ((await row.locator('td').first().textContent()) ?? '').trim();
          expect(label && sport, head).toBeTruthy();
          const shown = { sport: sport!, label: label!, timeS: seconds(time) };
          expect(breaksLimits(shown), `${year}: ${head} ${time}`).toBe(false);
          checked++;
        }
        // The next older year, through the page's own link (no reload: the history is read once).
        const older = main.getByRole('navigation', { name: 'Other years' }).getByRole('link', { name: /^←/ });
        const text = (await older.count()) > 0 ? await older.textContent() : null;
        const next = text === null ? null : Number(/\d{4}/.exec(text)?.[0]);
        expect(next === null || next < year, `${year} -> ${text}`).toBe(true);
        if (next !== null) await older.click();
        year = next;
      }
      expect(checked).toBeGreaterThan(0);
    },
  );

  it('lists the routes on a phone with name, distance and climb in view, no sideways scroll', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${BASE_URL}/routes`);
      const table = page.getByRole('table', { name: 'Routes' });
      await table.waitFor();
      expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
      const fit = await table.evaluate((t) => {
        const box = t.closest('.table-scroll')!;
        const climb = [...t.querySelectorAll('thead th')].find((h) => h.textContent === 'Climb')!;
        return {
          overflow: box.scrollWidth - box.clientWidth,
          climbRight: climb.getBoundingClientRect().right,
          boxRight: box.getBoundingClientRect().right,
        };
      });
      expect(fit.overflow).toBeLessThanOrEqual(0);
      expect(fit.climbRight).toBeLessThanOrEqual(fit.boxRight);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});
