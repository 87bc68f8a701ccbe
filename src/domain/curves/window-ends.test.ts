/**
 * Where each best window ends (types.ts endS): start + duration in real time, later when a pause
 * the 1 Hz series shortened (streams/one-hz.ts PAUSE_KEPT_S) or a heart-rate drop-out is inside it,
 * so a link to the window (?window=start-end) selects exactly the effort's samples.
 */
import { describe, expect, it } from 'vitest';
import { T0 } from '../stats/test-tracks';
import { PAUSE_KEPT_S } from '../streams/one-hz';
import { trackFromPoints, type PointInput } from '../track/track-data';
import { durationIndex } from './grid';
import { curvesOfTrack } from './track-curves';

/** A point a second, 3 m/s north, for `seconds` + 1 points from `fromS` (real seconds after T0). */
function stretch(fromS: number, seconds: number, power: number, hr: number): PointInput[] {
  return Array.from({ length: seconds + 1 }, (_, k) => ({
    lat: 45 + (3 * (fromS + k)) / 111_195,
    lon: 7,
    time: T0 + (fromS + k) * 1000,
    power,
    hr,
  }));
}

describe('best window ends', () => {
  // 30 min at 300 W and 150 bpm, a 2-hour stop (no points; the series keeps one hour of it),
  // then 30 min at 200 W and 160 bpm from 9,000 s after the start.
  const PAUSE_S = 7200;
  const track = trackFromPoints([...stretch(0, 1800, 300, 150), ...stretch(1800 + PAUSE_S, 1800, 200, 160)]);
  const cum = Float64Array.from({ length: track.length }, (_, i) => 3 * i);
  const curves = curvesOfTrack(track, cum, 'ride');
  const at = (ch: 'power' | 'hr' | 'speed', d: number) => {
    const c = curves[ch]!;
    const i = durationIndex(d);
    return { value: c.values[i]!, startS: c.startS[i]!, endS: c.endS[i]! };
  };
  const shortened = PAUSE_S - PAUSE_KEPT_S;

  it('is start + duration for a window without a pause', () => {
    expect(at('power', 60)).toEqual({ value: 300, startS: 0, endS: 60 });
    expect(at('power', 1200)).toEqual({ value: 300, startS: 0, endS: 1200 });
    expect(at('hr', 300)).toMatchObject({ value: 160, startS: 9000, endS: 9300 });
  });

  it('counts a shortened pause inside the window at its real length', () => {
    // The 2-hour power window is the whole series (the stop counts as 0 W, an hour of it kept):
    // from the first second to the last, which is 10,800 s after the start in real time.
    const p = at('power', 7200);
    expect(p.value).toBeCloseTo((1801 * 300 + 1800 * 200) / 7200, 3);
    expect(p).toMatchObject({ startS: 0, endS: 7200 + shortened });
    expect(p.endS).toBe(10_800);
  });

  it('ends a heart-rate window after its last recorded second, across a drop-out', () => {
    // 3,600 recorded seconds out of the 3,602 (a stop has no heart rate): the best starts at the
    // third second, so that all 1,801 seconds at 160 bpm are in it; it ends after the last one.
    const h = at('hr', 3600);
    expect(h.value).toBeCloseTo((1799 * 150 + 1801 * 160) / 3600, 3);
    expect(h).toMatchObject({ startS: 2, endS: 10_801 });
  });
});
