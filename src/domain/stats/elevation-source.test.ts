import { describe, expect, it } from 'vitest';
import { trackFromSegments } from '../track/track-data';
import { createRng } from '../prng';
import {
  BARO_MAX_MEDIAN_CURVATURE_M,
  BARO_MAX_P90_CURVATURE_M,
  classifyElevation,
  SOURCE_MIN_SAMPLES,
  type ElevationSource,
} from './elevation-source';

/** The definition, literally: sort the curvatures, read the median and the 90th percentile. */
function bySorting(segments: number[][]): ElevationSource {
  const curv: number[] = [];
  const all = segments.flat();
  for (const seg of segments)
    for (let k = 2; k < seg.length; k++) curv.push(Math.abs(seg[k]! - 2 * seg[k - 1]! + seg[k - 2]!));
  if (curv.length < SOURCE_MIN_SAMPLES || !(Math.max(...all) > Math.min(...all))) return 'unknown';
  const sorted = curv.sort((a, b) => a - b);
  const median = sorted[sorted.length >> 1]!;
  const p90 = sorted[Math.floor(0.9 * (sorted.length - 1))]!;
  return median <= BARO_MAX_MEDIAN_CURVATURE_M && p90 <= BARO_MAX_P90_CURVATURE_M ? 'barometric' : 'gps';
}

function trackOf(segments: number[][]) {
  return trackFromSegments(segments.map((seg) => seg.map((ele, k) => ({ lat: 46 + k * 1e-4, lon: 7, ele }))));
}

describe('classifyElevation', () => {
  it('tells a smooth altimeter profile from noisy GPS altitude', () => {
    const rng = createRng(3).next;
    const baro = Array.from({ length: 200 }, (_, k) => 400 + Math.round(20 * Math.sin(k / 30) * 5) / 5);
    const gps = baro.map((e) => e + (rng() - 0.5) * 8);
    expect(classifyElevation(trackOf([baro]), new Uint8Array(200))).toBe('barometric');
    expect(classifyElevation(trackOf([gps]), new Uint8Array(200))).toBe('gps');
    expect(classifyElevation(trackOf([baro.slice(0, SOURCE_MIN_SAMPLES)]), new Uint8Array(200))).toBe(
      'unknown',
    );
    expect(classifyElevation(trackOf([baro.map(() => 300)]), new Uint8Array(200))).toBe('unknown');
  });

  it('agrees with sorting the curvatures, also with the median or the 90th percentile at its bound', () => {
    const rng = createRng(11).next;
    // Steps of 0.25 m make curvatures of exactly 0, 0.25, 0.5, ... 1.25, 1.5: ties at both bounds.
    const seen = new Set<ElevationSource>();
    for (let trial = 0; trial < 2000; trial++) {
      const segments = Array.from({ length: 1 + Math.floor(rng() * 3) }, () => {
        const n = Math.floor(rng() * 60);
        const rough = rng();
        let e = 100;
        let slope = 0;
        return Array.from({ length: n }, () => {
          if (rng() < rough)
            slope += (Math.floor(rng() * (rng() < 0.5 ? 3 : 13)) - (rng() < 0.5 ? 1 : 6)) * 0.25;
          e += slope;
          return e;
        });
      });
      const expected = bySorting(segments);
      seen.add(expected);
      const track = trackOf(segments);
      expect(classifyElevation(track, new Uint8Array(track.length)), JSON.stringify(segments)).toBe(expected);
    }
    expect(seen.size).toBe(3);
  });
});
