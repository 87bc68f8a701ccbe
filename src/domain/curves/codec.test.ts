import { describe, expect, it } from 'vitest';
import { leg, T0 } from '../stats/test-tracks';
import { trackFromSegments, type PointInput } from '../track/track-data';
import { curvesOfTrack } from './track-curves';
import { CurvesCodecError, decodeCurves, encodeCurves, MAX_CURVES_BYTES } from './codec';

function hillRun() {
  const start: PointInput = { lat: 45, lon: 6, time: T0, ele: 100, hr: 120, power: 200 };
  const pts = [
    start,
    ...leg(start, {
      bearingDeg: 90,
      distanceM: 6000,
      stepM: 3,
      dtS: 1,
      extra: (a, k) => ({ ele: 100 + 0.04 * a, hr: 120 + (k % 40), power: 200 + (k % 50) }),
    }),
  ];
  return trackFromSegments([pts]);
}

describe('curves codec', () => {
  const track = hillRun();
  const curves = curvesOfTrack(
    track,
    new Float64Array(track.length).map((_, i) => i * 3),
    'run',
  );

  it('round-trips every channel', () => {
    expect(curves.gapPace).not.toBeNull();
    const bytes = encodeCurves(curves);
    expect(bytes.byteLength).toBeLessThan(MAX_CURVES_BYTES);
    expect(decodeCurves(bytes)).toEqual(curves);
  });

  it('rejects truncated, foreign and corrupt bytes with one line', () => {
    const bytes = encodeCurves(curves);
    expect(() => decodeCurves(bytes.subarray(0, bytes.length - 4))).toThrow(CurvesCodecError);
    expect(() => decodeCurves(new Uint8Array(40))).toThrow('not stored curves');
    const bad = bytes.slice();
    new DataView(bad.buffer).setFloat32(28, NaN, true);
    expect(() => decodeCurves(bad)).toThrow('not a number');
  });
});
