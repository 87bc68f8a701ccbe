/**
 * Browser-side seeding for the segments benchmarks (segments.bench.ts). Bundled by segments-seed.ts
 * into one script injected into the built app's page (same origin: it writes the app's own
 * IndexedDB through the TrackStore port). Exposes window.__segmentsSeed.
 *
 * - seedPasses(count): `count` runs of two laps of one generated 3.8 km loop (LAP), one point per
 *   second, each at its own pace and GPS noise, through the real pipeline (processActivity): each has two
 *   efforts on a 2 km segment of the loop.
 * - seedSegments(count): `count` segments of 2 km cut from the demo activities' tracks (1 km in),
 *   stored without efforts: the saved segments an import is matched against.
 */
import { generateActivity, loopRoute, trackToGpx } from '../../src/domain/compare/generated-routes';
import { processActivity } from '../../src/domain/process-activity';
import { buildSegment, pointsFromTrack } from '../../src/domain/segments/build-segment';
import { cumulativeDistance } from '../../src/domain/stats/distance';
import { DAY_MS, encoder, processDemo, store } from './seed-shared';
import { LOOP_CENTRE, LOOP_RADIUS_M } from './segments-loop';

export interface SegmentsSeedApi {
  seedPasses(count: number, firstStartMs: number): Promise<number>;
  seedSegments(count: number, demoCount: number, seed: number, endDate: number): Promise<number>;
}

declare global {
  interface Window {
    __segmentsSeed?: SegmentsSeedApi;
  }
}

const LAP = loopRoute(LOOP_CENTRE, LOOP_RADIUS_M, 36);
/** Two laps (generateActivity stops at the end of its route). */
const LOOP = [...LAP, ...LAP.slice(1)];
/** Two laps at the slowest pace, seconds. */
const DURATION_S = 2800;

async function seedPasses(count: number, firstStartMs: number): Promise<number> {
  let added = 0;
  for (let i = 0; i < count; i++) {
    const startMs = firstStartMs + i * DAY_MS;
    const speedMps = 2.9 + 0.05 * ((i * 7) % 11);
    const track = generateActivity(LOOP, {
      startMs,
      speedMps,
      durationS: DURATION_S,
      noiseM: 4,
      seed: i + 1,
    });
    const bytes = encoder.encode(trackToGpx(track, `Loop run ${i + 1}`));
    const processed = await processActivity(bytes, { fileName: `loop-run-${i + 1}.gpx` });
    if ((await store.putActivity({ ...processed, original: bytes })) === 'added') added++;
  }
  return added;
}

/** First point at or beyond m metres. */
const pointAt = (cum: Float64Array, m: number) => {
  const i = cum.findIndex((d) => d >= m);
  return i < 0 ? cum.length - 1 : i;
};

async function seedSegments(
  count: number,
  demoCount: number,
  seed: number,
  endDate: number,
): Promise<number> {
  let stored = 0;
  for (let i = 0; stored < count && i < demoCount; i++) {
    const { track } = (await processDemo(i, demoCount, seed, endDate)).processed;
    const cum = cumulativeDistance(track);
    if (cum.length === 0 || cum[cum.length - 1]! < 3500) continue;
    const points = pointsFromTrack(track, pointAt(cum, 1000), pointAt(cum, 3000));
    const id = `bench${String(i).padStart(4, '0')}`;
    const segment = buildSegment({
      id,
      name: `Bench segment ${i + 1}`,
      points,
      createdAt: endDate,
      source: 'gpx',
    });
    await store.putSegment(segment, []);
    stored++;
  }
  return stored;
}

window.__segmentsSeed = { seedPasses, seedSegments };
