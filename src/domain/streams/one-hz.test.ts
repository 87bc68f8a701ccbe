import { describe, expect, it } from 'vitest';
import { allocTrackData, trackFromSegments, type PointInput } from '../track/track-data';
import type { TrackData } from '../track/types';
import { leg, T0 } from '../stats/test-tracks';
import {
  GRADE_HALF_WINDOW_M,
  MAX_PLAUSIBLE_HR_BPM,
  MAX_PLAUSIBLE_POWER_W,
  PAUSE_KEPT_S,
  PAUSE_S,
  resampleOneHz,
  SENSOR_FILL_MAX_S,
} from './one-hz';

/** A track of n points at the given times (seconds from T0), power/hr per point, one segment. */
function timed(times: number[], ch: { power?: number[]; hr?: number[]; ele?: number[] } = {}): TrackData {
  const t = allocTrackData(times.length);
  times.forEach((s, i) => {
    t.time[i] = T0 + s * 1000;
    t.power[i] = ch.power?.[i] ?? NaN;
    t.hr[i] = ch.hr?.[i] ?? NaN;
    t.ele[i] = ch.ele?.[i] ?? NaN;
  });
  return t;
}

const range = (n: number, step = 1) => Array.from({ length: n }, (_, i) => i * step);

describe('resampleOneHz', () => {
  it('keeps a 1 Hz recording as it is', () => {
    const power = range(600).map((i) => 100 + (i % 7));
    const s = resampleOneHz(timed(range(600), { power }), new Float64Array(600));
    expect(s.length).toBe(600);
    expect(Array.from(s.power)).toEqual(power);
    expect(s.hasPower).toBe(true);
    expect(s.hasHr).toBe(false);
    expect(s.startMs).toBe(T0);
    expect(s.timeMs[599]).toBe(T0 + 599_000);
  });

  it('interpolates a sensor between samples up to SENSOR_FILL_MAX_S apart, not beyond', () => {
    // Samples every 2 s (ramp 100..), then one gap just over the fill limit.
    const times = [0, 2, 4, 4 + SENSOR_FILL_MAX_S, 4 + SENSOR_FILL_MAX_S + SENSOR_FILL_MAX_S + 1];
    const s = resampleOneHz(timed(times, { power: [100, 120, 140, 200, 300] }), new Float64Array(5));
    expect(s.power[1]).toBeCloseTo(110, 5);
    expect(s.power[3]).toBeCloseTo(130, 5);
    expect(s.power[4 + SENSOR_FILL_MAX_S / 2]).toBeCloseTo(170, 5); // within reach: bridged
    const afterGap = 4 + SENSOR_FILL_MAX_S;
    expect(Number.isNaN(s.power[afterGap + 1]!)).toBe(true); // 11 s apart: missing
    expect(s.power[s.length - 1]).toBe(300);
  });

  it('treats power of 0 as a value and missing heart rate as missing', () => {
    const s = resampleOneHz(
      timed(range(5), { power: [0, 0, 0, 0, 0], hr: [NaN, 0, NaN, NaN, NaN] }),
      new Float64Array(5),
    );
    expect(Array.from(s.power)).toEqual([0, 0, 0, 0, 0]);
    expect(s.hasHr).toBe(false);
  });

  it('leaves implausible samples out, counts them, and bridges them like a drop-out', () => {
    const power = [200, 200, MAX_PLAUSIBLE_POWER_W + 1, 200, 200];
    const hr = [150, MAX_PLAUSIBLE_HR_BPM + 10, 152, 152, 152];
    const s = resampleOneHz(timed(range(5), { power, hr }), new Float64Array(5));
    expect(s.rejected).toEqual({ power: 1, hr: 1 });
    expect(s.power[2]).toBe(200);
    expect(s.hr[1]).toBeCloseTo(151, 5);
  });

  it('keeps a pause at its length, marks it, and adds no distance over it', () => {
    const pause = PAUSE_S + 100;
    const times = [0, 1, 2, 2 + pause, 3 + pause];
    const cum = Float64Array.from([0, 5, 10, 510, 515]); // 500 m "covered" while stopped
    const s = resampleOneHz(timed(times, { power: [300, 300, 300, 300, 300] }), cum);
    expect(s.length).toBe(4 + pause);
    expect(s.paused[2]).toBe(0);
    expect(s.paused[3]).toBe(1);
    expect(s.paused[1 + pause]).toBe(1);
    expect(s.paused[2 + pause]).toBe(0);
    expect(Number.isNaN(s.power[3]!)).toBe(true);
    expect(s.dist[2 + pause]).toBe(10);
    expect(s.dist[3 + pause]).toBe(15);
    expect(s.speed[100]).toBe(0);
    expect(s.timeMs[2 + pause]).toBe(T0 + (2 + pause) * 1000);
  });

  it('spreads the distance of a drop-out shorter than a pause over it (a tunnel)', () => {
    const times = [0, 1, 61, 62];
    const cum = Float64Array.from([0, 10, 610, 620]);
    const s = resampleOneHz(timed(times), cum);
    expect(s.paused.every((v) => v === 0)).toBe(true);
    for (let k = 0; k < 62; k++) expect(s.speed[k]).toBeCloseTo(10, 9);
    expect(Number.isNaN(s.speed[62]!)).toBe(true);
  });

  it('shortens a pause longer than PAUSE_KEPT_S and keeps real times around it', () => {
    const night = 10 * 3600;
    const s = resampleOneHz(
      timed([0, 1, 1 + night, 2 + night], { hr: [100, 100, 100, 100] }),
      new Float64Array(4),
    );
    expect(s.length).toBe(3 + PAUSE_KEPT_S);
    expect(s.timeMs[1 + PAUSE_KEPT_S]).toBe(T0 + (1 + night) * 1000);
    expect(s.timeMs[2 + PAUSE_KEPT_S]).toBe(T0 + (2 + night) * 1000);
    expect(s.timeMs[100]).toBe(T0 + 100_000);
  });

  it('never interpolates or adds distance across a segment gap', () => {
    const seg = (from: number, n: number, ele: number): PointInput[] =>
      range(n).map((i) => ({ lat: 0, lon: 0, time: T0 + (from + i) * 1000, hr: 140, ele }));
    const track = trackFromSegments([seg(0, 3, 10), seg(5, 3, 20)]);
    const s = resampleOneHz(track, Float64Array.from([0, 1, 2, 2, 3, 4]));
    expect(s.length).toBe(8);
    expect(Array.from(s.paused)).toEqual([0, 0, 0, 1, 1, 0, 0, 0]);
    expect(Number.isNaN(s.hr[3]!)).toBe(true);
    expect(Number.isNaN(s.ele[4]!)).toBe(true);
    expect(Array.from(s.dist)).toEqual([0, 1, 2, 2, 2, 2, 3, 4]);
  });

  it('skips points without time and a clock that steps back', () => {
    const s = resampleOneHz(timed([0, 1, NaN, 0.5, 2], { power: [1, 2, 99, 99, 3] }), new Float64Array(5));
    expect(Array.from(s.power)).toEqual([1, 2, 3]);
  });

  it('gives an empty series for a track without times', () => {
    const t = allocTrackData(10);
    const s = resampleOneHz(t, new Float64Array(10));
    expect(s.length).toBe(0);
    expect(s.power.length).toBe(0);
    expect(Number.isNaN(s.startMs)).toBe(true);
    expect(resampleOneHz(allocTrackData(0), new Float64Array(0)).length).toBe(0);
  });

  it('samples an irregular clock at whole seconds', () => {
    const s = resampleOneHz(timed([0, 1.5, 3], { power: [0, 150, 300] }), Float64Array.from([0, 3, 6]));
    expect(s.length).toBe(4);
    expect(Array.from(s.power)).toEqual([0, 100, 200, 300]);
    expect(Array.from(s.dist)).toEqual([0, 2, 4, 6]);
  });

  it('measures speed and grade on a real 5 m/s climb of 6 %', () => {
    const start: PointInput = { lat: 45, lon: 6, time: T0, ele: 100 };
    const pts = [
      start,
      ...leg(start, {
        bearingDeg: 90,
        distanceM: 3000,
        stepM: 5,
        dtS: 1,
        extra: (a) => ({ ele: 100 + 0.06 * a }),
      }),
    ];
    const s = resampleOneHz(trackFromSegments([pts]));
    expect(s.length).toBe(601);
    expect(s.dist[600]).toBeCloseTo(3000, 0);
    for (let k = 10; k < 590; k += 37) {
      expect(s.speed[k]).toBeCloseTo(5, 2);
      expect(s.grade[k]).toBeCloseTo(0.06, 3);
    }
    // The window is clipped at the ends but still a window of at least GRADE_HALF_WINDOW_M.
    expect(s.grade[0]).toBeCloseTo(0.06, 3);
    expect(GRADE_HALF_WINDOW_M).toBeGreaterThan(5);
  });

  it('gives no grade while standing still', () => {
    const s = resampleOneHz(timed(range(30), { ele: range(30) }), new Float64Array(30));
    expect(s.grade.every((g) => Number.isNaN(g))).toBe(true);
  });
});
