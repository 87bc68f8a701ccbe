/**
 * Small, hand-built activities for the store contract and codec tests. Deterministic: the same
 * seed gives the same activity. Not realistic statistics: the store only has to keep them intact.
 */
import type { ActivityRecord } from '../data/track-store';
import { trackFromSegments, type PointInput } from '../domain/track/track-data';
import type { ViewProducts } from '../domain/series/types';
import type { TrackSummary } from '../domain/stats/types';
import { makeSummary } from './summary';

const T0 = Date.UTC(2024, 4, 1, 7, 30);

/**
 * The one summary factory (./summary.ts) with every optional field filled in (zones, best efforts,
 * sub-zero temperatures, a 64-character id), so a store round-trip checks all of them.
 */
export function storedSummary(overrides: Partial<TrackSummary> = {}): TrackSummary {
  return makeSummary({
    id: 'a'.repeat(64),
    fileName: 'morning-run.gpx',
    fileSize: 1234,
    importedAt: T0 + 86_400_000,
    points: 4,
    segments: 2,
    distanceM: 1523.5,
    startTime: T0,
    endTime: T0 + 600_000,
    elapsedS: 600,
    movingS: 560,
    elevationGainM: 12.5,
    elevationLossM: 10,
    minElevationM: -3.25,
    maxElevationM: 40,
    avgSpeedMps: 2.72,
    maxSpeedMps: 4.1,
    maxHr: 172,
    avgCadence: 84,
    maxCadence: 90,
    avgTempC: -2.5,
    maxTempC: 1,
    hrZonesS: [60, 120, 300, 80, 0],
    bounds: { minLat: 48.1, maxLat: 48.2, minLon: 11.5, maxLon: 11.6 },
    startLat: 48.1,
    startLon: 11.5,
    bestEfforts: [{ key: '1k', distanceM: 1000, timeS: 350, startDistanceM: 100 }],
    ...overrides,
  });
}

/** A two-segment track of `n` points per segment, with gaps (NaN) in some channels. */
export function makeTrackPoints(seed: number, n = 6): PointInput[][] {
  const seg = (k: number): PointInput[] =>
    Array.from({ length: n }, (_, i) => ({
      lat: 48.1 + seed * 0.001 + (k * n + i) * 1e-4,
      lon: 11.5 + seed * 0.001 + (k * n + i) * 1.5e-4,
      ele: i === 2 ? undefined : 500 + i * 1.25,
      time: T0 + seed * 86_400_000 + (k * n + i) * 5000,
      hr: i % 3 === 0 ? undefined : 120 + i,
      cad: 80 + k,
      temp: k === 0 ? 11.5 : undefined,
    }));
  return [seg(0), seg(1)];
}

/** Hand-built view products of `n` profile samples (not derived from the track: not needed here). */
export function makeProducts(seed: number, n = 5): ViewProducts {
  const f64 = (f: (i: number) => number) => Float64Array.from({ length: n }, (_, i) => f(i));
  const f32 = (f: (i: number) => number) => Float32Array.from({ length: n }, (_, i) => f(i));
  return {
    profile: {
      distanceM: f64((i) => i * 100.5),
      timeS: f64((i) => (i === 1 ? NaN : i * 30)),
      ele: f32((i) => 500 + seed + i),
      speedMps: f32((i) => 3 + i * 0.1),
      hr: f32((i) => (i === 0 ? NaN : 140 + i)),
      cad: f32(() => NaN),
      power: f32((i) => 200 + i),
      lat: f64((i) => 48.1 + seed * 0.001 + i * 1e-4),
      lon: f64((i) => 11.5 + seed * 0.001 + i * 1e-4),
    },
    heat: {
      lonLat: Float32Array.from({ length: 2 * (n + seed) }, (_, i) =>
        i % 2 === 0 ? 11.5 + i * 1e-4 : 48.1 + i * 1e-4,
      ),
    },
    path: {
      lonLat: Float32Array.of(11.5, 48.1, 11.51, 48.11, 11.52, 48.12, 11.53, 48.13),
      partStarts: Uint32Array.of(0, 2),
    },
  };
}

/** Bytes that look like a small GPX file, distinct per seed. */
export function makeOriginal(seed: number): Uint8Array {
  return new TextEncoder().encode(
    `<?xml version="1.0"?><gpx version="1.1" creator="test-${seed}"><trk/></gpx>\n`,
  );
}

/** A hex id of 64 characters, distinct per seed. */
export function makeId(seed: number): string {
  return seed.toString(16).padStart(64, '0');
}

/** A complete activity: summary, track, products and original bytes. */
export function makeActivity(seed: number, overrides: Partial<TrackSummary> = {}): ActivityRecord {
  const track = trackFromSegments(makeTrackPoints(seed));
  const original = makeOriginal(seed);
  return {
    summary: storedSummary({
      id: makeId(seed),
      name: `Activity ${seed}`,
      fileName: `activity-${seed}.gpx`,
      // As an import records it: the original's size (storage.rules compare them).
      fileSize: original.byteLength,
      distanceM: 1000 + seed * 10,
      startTime: T0 + seed * 86_400_000,
      points: track.length,
      ...overrides,
    }),
    track,
    products: makeProducts(seed),
    original,
  };
}

/**
 * The parts of one data logger's file as the import stores them (domain/sanity/logger-split.ts):
 * the first under the file's content id, the others under `${id}-part${k}`, each linking to the
 * file by part.sourceId and carrying the same original bytes.
 */
export function makeLoggerParts(seed: number, count: number): ActivityRecord[] {
  const sourceId = makeId(seed);
  const original = makeOriginal(seed);
  return Array.from({ length: count }, (_, k) => {
    const id = k === 0 ? sourceId : `${sourceId}-part${k + 1}`;
    const part = { sourceId, index: k + 1, count };
    const fileSize = original.byteLength;
    return { ...makeActivity(seed + k, { id, fileName: 'logger.gpx', fileSize, part }), original };
  });
}
