import { describe, expect, it } from 'vitest';
import { leg, T0 } from '../stats/test-tracks';
import { trackFromSegments, type PointInput } from '../track/track-data';
import { CURVE_DURATIONS_S } from './grid';
import { curvesOfTrack } from './track-curves';
import type { ActivityCurves } from './types';
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

  it('reads curves stored before the window ends (codec 1): each ends its duration after its start', () => {
    // Codec 1: the same header (version 1), then per channel the values and the starts only.
    const keys = ['power', 'hr', 'speed', 'gapSpeed', 'pace', 'gapPace'] as const;
    const cols = keys.map((k) => curves[k]).filter((c) => c !== null);
    const n = cols.reduce((sum, c) => sum + c.startS.length, 0);
    const v1 = new Uint8Array(28 + 8 * n);
    const view = new DataView(v1.buffer);
    v1.set(encodeCurves(curves).subarray(0, 28));
    view.setUint16(4, 1, true);
    let at = 28;
    for (const c of cols) {
      const values = 'timeS' in c ? c.timeS : c.values;
      for (const v of values) view.setFloat32((at += 4) - 4, v, true);
      for (const st of c.startS) view.setUint32((at += 4) - 4, st, true);
    }
    const read: ActivityCurves = decodeCurves(v1);
    expect(read.power!.values).toEqual(curves.power!.values);
    expect(Array.from(read.power!.endS)).toEqual(
      Array.from(curves.power!.startS, (st, i) => st + CURVE_DURATIONS_S[i]!),
    );
    expect(Array.from(read.pace!.endS)).toEqual(
      Array.from(curves.pace!.startS, (st, i) => st + Math.ceil(curves.pace!.timeS[i]!)),
    );
  });
});
