import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS } from '../../../tests/gpx-real/corpus';
import { haversineM } from '../geo';
import { processActivity } from '../process-activity';
import type { PrivacyZone } from '../privacy/zones';
import type { SimplifiedPath } from '../series/types';
import { decodeSharedPath, encodeSharedPath } from './shared-page';
import { buildSharedReview, changeOf, SHARED_REVIEW_POINTS, type ReviewFigures } from './shared-review';

const FILES = [
  ['gpsbabel__gpsbabel', 'wahoo-element-bolt.gpx'],
  ['gpx-animator__gpx-animator', 'bikeride.gpx'],
  ['Sibyx__phpGPX', 'endomondo.gpx'],
];

const FIGURES: ReviewFigures = {
  year: 2025,
  totals: { count: 3, activeDays: 3, distanceM: 1, movingS: 1, elevationGainM: 0 },
  previous: null,
  biggestDay: null,
  biggestWeek: null,
  biggestMonth: null,
  longest: null,
  highest: null,
  sports: [],
  records: [],
  days: [],
};

async function paths(): Promise<SimplifiedPath[]> {
  return Promise.all(
    FILES.map(async ([dir, file]) => {
      const done = await processActivity(new Uint8Array(readFileSync(join(CORPUS, dir!, file!))), {
        fileName: file!,
      });
      return done.products.path;
    }),
  );
}

describe('a shared Year in review', () => {
  it('holds no position inside a privacy zone once encoded and decoded, and every activity', async () => {
    const year = await paths();
    // A zone around the start of every activity, and one around the end of the first.
    const zones: PrivacyZone[] = year.map((p, k) => ({
      id: `z${k}`,
      lat: p.lonLat[1]!,
      lon: p.lonLat[0]!,
      radiusM: 300,
    }));
    const first = year[0]!.lonLat;
    zones.push({ id: 'end', lat: first.at(-1)!, lon: first.at(-2)!, radiusM: 300 });
    const page = buildSharedReview(FIGURES, year, zones, '  My year ');
    expect(page.title).toBe('My year');
    const shared = decodeSharedPath(encodeSharedPath(page.paths));
    const n = shared.lonLat.length >> 1;
    expect(n).toBeGreaterThan(10);
    expect(n).toBeLessThanOrEqual(SHARED_REVIEW_POINTS);
    for (let i = 0; i < n; i++)
      for (const z of zones)
        expect(haversineM(shared.lonLat[2 * i + 1]!, shared.lonLat[2 * i]!, z.lat, z.lon)).toBeGreaterThan(
          z.radiusM,
        );
    // Every activity still has a line: a part starting near each one's first position outside its zone.
    expect(shared.partStarts.length).toBeGreaterThanOrEqual(year.length);
  });

  it('without zones, keeps the lines whole where they fit', async () => {
    const year = await paths();
    const page = buildSharedReview(FIGURES, year, [], '');
    expect(page.title).toBe('2025 in review');
    // Every position of every part that draws a line (2 positions or more).
    const drawable = year.reduce((sum, p) => {
      const n = p.lonLat.length >> 1;
      return (
        sum +
        [...p.partStarts].reduce((s, start, k) => {
          const len = (p.partStarts[k + 1] ?? n) - start;
          return s + (len >= 2 ? len : 0);
        }, 0)
      );
    }, 0);
    expect(drawable).toBeLessThan(SHARED_REVIEW_POINTS);
    expect(page.paths.lonLat.length >> 1).toBe(drawable);
    expect(page.toleranceM).toBe(0);
  });

  it('thins a year far over the budget to it, one tolerance for all', async () => {
    const one = (await paths())[1]!;
    // The same ride 400 times, moved a little each time: about a year of daily rides.
    expect(400 * (one.lonLat.length >> 1)).toBeGreaterThan(2 * SHARED_REVIEW_POINTS);
    const year = Array.from({ length: 400 }, (_, k) => ({
      lonLat: one.lonLat.map((v, i) => (i % 2 === 0 ? v + k * 1e-4 : v)),
      partStarts: one.partStarts,
    }));
    const page = buildSharedReview(FIGURES, year, [], 'Year');
    expect(page.paths.lonLat.length >> 1).toBeLessThanOrEqual(SHARED_REVIEW_POINTS);
    expect(page.paths.partStarts.length).toBe(400 * one.partStarts.length);
    expect(page.toleranceM).toBeGreaterThan(0);
    expect(encodeSharedPath(page.paths).byteLength).toBeLessThan(1_000_000);
  });

  it('changeOf: relative change, null without a base', () => {
    expect(changeOf(150, 100)).toBe(0.5);
    expect(changeOf(5, 0)).toBeNull();
  });
});
