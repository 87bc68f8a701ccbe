/** Node side of the segments seeding (segments-seed-entry.ts), injected like the other seeds. */
import type { Page } from 'playwright-core';
import { generateActivity, loopRoute } from '../../src/domain/compare/generated-routes';
import { cumulativeDistance } from '../../src/domain/stats/distance';
import { injectSeed } from './seed-bundle';
import { LOOP_CENTRE, LOOP_RADIUS_M } from './segments-loop';

const inject = (page: Page) => injectSeed(page, 'segments-seed-entry.ts', '__segmentsSeed');

/** Stores `count` two-lap runs of the bench loop; how many were added. */
export async function seedLoopPasses(page: Page, count: number, firstStartMs: number): Promise<number> {
  await inject(page);
  return page.evaluate(([n, t]) => window.__segmentsSeed!.seedPasses(n, t), [count, firstStartMs] as const);
}

/** Stores `count` 2 km segments cut from the demo activities (seed, count and end date of the set). */
export async function seedDemoSegments(
  page: Page,
  count: number,
  demo: { count: number; seed: number; endDate: number },
): Promise<number> {
  await inject(page);
  return page.evaluate(([n, c, s, e]) => window.__segmentsSeed!.seedSegments(n, c, s, e), [
    count,
    demo.count,
    demo.seed,
    demo.endDate,
  ] as const);
}

/** The bench segment as a GPX file: 2 km of the loop, from 300 m to 2,300 m along it. */
export function loopSegmentGpx(): string {
  const lap = loopRoute(LOOP_CENTRE, LOOP_RADIUS_M, 36);
  const track = generateActivity(lap, { startMs: 0, speedMps: 1, noiseM: 0, stepS: 2 });
  const cum = cumulativeDistance(track);
  const points: string[] = [];
  for (let k = 0; k < track.length; k++)
    if (cum[k]! >= 300 && cum[k]! <= 2300)
      points.push(`<trkpt lat="${track.lat[k]!.toFixed(7)}" lon="${track.lon[k]!.toFixed(7)}"></trkpt>`);
  return `<?xml version="1.0"?><gpx version="1.1" creator="segments-bench"><trk><name>Loop segment</name><trkseg>${points.join('')}</trkseg></trk></gpx>`;
}
