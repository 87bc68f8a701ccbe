import { describe, expect, it } from 'vitest';
import { trackFromPoints, trackFromSegments } from '../track/track-data';
import { METRES_PER_DEGREE } from '../geo';
import { seededRandom, T0 } from '../stats/test-tracks';
import { matchSegment } from './effort-figures';
import { findPasses, JOIN_MAX_PAUSE_S, JOIN_RADIUS_M } from './match';
import { prepareSegment } from './prepare';
import { drive, Road } from './test-roads';
import type { Segment } from './types';

/** 1 km north, then 1 km east: a 2 km segment. */
const road = new Road([
  [0, 0],
  [0, 1000],
  [1000, 1000],
]);
const seg = prepareSegment(road.segment());
const V = 5; // m/s
/** Starting 200 m before the segment, a quarter of a metre off the second: crossings fall between points. */
const S0 = -201.3;
const truthStart = T0 + ((0 - S0) / V) * 1000;
const truthEnd = T0 + ((2000 - S0) / V) * 1000;

function expectTimes(
  effort: { startTime: number | null; endTime: number | null },
  start: number,
  end: number,
) {
  expect(Math.abs(effort.startTime! - start)).toBeLessThan(1000);
  expect(Math.abs(effort.endTime! - end)).toBeLessThan(1000);
}

describe('matchSegment on tracks whose truth is known', () => {
  it('forward: one effort, interpolated crossings within 1 s, the distance of the segment', () => {
    const track = trackFromPoints(drive(road, { position: (t) => S0 + V * t, durationS: 500 }));
    const efforts = matchSegment(seg, track);
    expect(efforts).toHaveLength(1);
    const [e] = efforts;
    expectTimes(e!, truthStart, truthEnd);
    // Points every 5 m and a constant speed: interpolation is exact up to the projection's rounding.
    expect(Math.abs(e!.elapsedS! - 400)).toBeLessThan(0.05);
    expect(e!.distanceM).toBeGreaterThan(1990);
    expect(e!.distanceM).toBeLessThan(2010);
    expect(e!.avgSpeedMps).toBeCloseTo(5, 1);
    expect(e!.movingS).toBeGreaterThan(399);
    expect(e!.avgHr).toBeNull();
  });

  it('reverse: the same road the other way round is not an effort', () => {
    const track = trackFromPoints(drive(road, { position: (t) => 2200 - V * t, durationS: 480 }));
    expect(matchSegment(seg, track)).toEqual([]);
  });

  it('partial: turning back halfway, or stopping before the end, is not an effort', () => {
    const back = drive(road, {
      position: (t) => (t < 250 ? S0 + V * t : S0 + V * 250 - V * (t - 250)),
      durationS: 480,
    });
    expect(matchSegment(seg, trackFromPoints(back))).toEqual([]);
    const short = drive(road, { position: (t) => S0 + V * t, durationS: 300 });
    expect(matchSegment(seg, trackFromPoints(short))).toEqual([]);
  });

  it('detour: leaving the road for 400 m is not an effort', () => {
    const track = trackFromPoints(
      drive(road, {
        position: (t) => S0 + V * t,
        durationS: 500,
        sideways: (s) => (s > 700 && s < 1100 ? 150 : 0),
      }),
    );
    expect(matchSegment(seg, track)).toEqual([]);
  });

  it('mid-start: a track starting in the middle of the segment is not an effort', () => {
    const track = trackFromPoints(drive(road, { position: (t) => 500 + V * t, durationS: 400 }));
    expect(matchSegment(seg, track)).toEqual([]);
  });

  it('twice: there, back the same road, and there again give two efforts', () => {
    // Forward 2,400 m (480 s), back 2,400 m, forward again.
    const pos = (t: number) =>
      t <= 480 ? S0 + V * t : t <= 960 ? S0 + 2400 - V * (t - 480) : S0 + V * (t - 960);
    const track = trackFromPoints(drive(road, { position: pos, durationS: 1440 }));
    const efforts = matchSegment(seg, track);
    expect(efforts).toHaveLength(2);
    expectTimes(efforts[0]!, truthStart, truthEnd);
    expectTimes(efforts[1]!, truthStart + 960_000, truthEnd + 960_000);
  });

  it('a 10 m offset with 3 m of GPS noise: one effort, times within 1 s (ten noise draws)', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const track = trackFromPoints(
        drive(road, {
          position: (t) => S0 + V * t,
          durationS: 500,
          offsetM: 10,
          noiseM: 3,
          rand: seededRandom(seed),
        }),
      );
      const efforts = matchSegment(seg, track);
      expect(efforts).toHaveLength(1);
      expectTimes(efforts[0]!, truthStart, truthEnd);
    }
  });

  it('a stop inside counts in elapsed time; moving time leaves it out', () => {
    // A two-minute stop at 1,000 m (position constant, GPS jitter of 2 m).
    const stopAt = 1000;
    const tStop = (stopAt - S0) / V;
    const pos = (t: number) => (t < tStop ? S0 + V * t : t < tStop + 120 ? stopAt : S0 + V * (t - 120));
    const track = trackFromPoints(
      drive(road, {
        position: pos,
        durationS: 620,
        noiseM: 1,
        rand: seededRandom(3),
        extra: () => ({ hr: 150, power: 200 }),
      }),
    );
    const [e, ...rest] = matchSegment(seg, track);
    expect(rest).toEqual([]);
    expectTimes(e!, truthStart, truthEnd + 120_000);
    expect(Math.abs(e!.elapsedS! - 520)).toBeLessThan(1);
    // Moving time: 400 s of riding; the timeline's 10 s speed window smears each edge of the stop by at most 5 s.
    expect(Math.abs(e!.movingS! - 400)).toBeLessThanOrEqual(10);
    expect(e!.avgHr).toBeCloseTo(150, 5);
    expect(e!.avgPower).toBeCloseTo(200, 5);
  });

  it('a loop whose start and end coincide: two laps give two efforts', () => {
    // A 500 m square starting and ending in the middle of its west side.
    const square = new Road([
      [0, 0],
      [0, 250],
      [500, 250],
      [500, -250],
      [0, -250],
      [0, 0],
    ]);
    const loop = prepareSegment(square.segment('Park loop'));
    const L = square.length;
    // Arrive along the last side, ride two laps, leave along the first side.
    const lapPos = (t: number) => -150.7 + V * t;
    const wrapped = (t: number) => {
      const s = lapPos(t);
      return s < 0 ? L + s : s > L ? s - L * Math.floor(s / L) : s;
    };
    const track = trackFromPoints(drive(square, { position: wrapped, durationS: 880 }));
    const efforts = matchSegment(loop, track);
    expect(efforts).toHaveLength(2);
    const lap = (k: number) => T0 + ((k * L + 150.7) / V) * 1000;
    expectTimes(efforts[0]!, lap(0), lap(1));
    expectTimes(efforts[1]!, lap(1), lap(2));
  });

  describe('parts of the recording (a timer stop, a lap, a trkseg)', () => {
    const points = drive(road, { position: (t) => S0 + V * t, durationS: 500 });
    /** The ride split at point 200 (inside the segment), the rest moved by `shift`. */
    const split = (shift: { ms?: number; m?: number }) => {
      const later = drive(road, {
        position: (t) => S0 + V * t + (shift.m ?? 0),
        durationS: 500,
        t0: T0 + (shift.ms ?? 0),
      }).slice(200);
      return trackFromSegments([points.slice(0, 200), later]);
    };

    it('a lap split (the next part goes straight on) keeps the effort as it was', () => {
      const [whole] = matchSegment(seg, trackFromPoints(points));
      const efforts = matchSegment(seg, split({}));
      expect(efforts).toHaveLength(1);
      expect(efforts[0]!.startTime).toBe(whole!.startTime);
      expect(Math.abs(efforts[0]!.endTime! - whole!.endTime!)).toBeLessThan(1);
      expectTimes(efforts[0]!, truthStart, truthEnd);
    });

    it('a pause of the recording where the rider stopped counts in elapsed time, not in moving time', () => {
      const [e, ...rest] = matchSegment(seg, split({ ms: 300_000 }));
      expect(rest).toEqual([]);
      expectTimes(e!, truthStart, truthEnd + 300_000);
      expect(Math.abs(e!.elapsedS! - 700)).toBeLessThan(1);
      expect(Math.abs(e!.movingS! - 400)).toBeLessThanOrEqual(10);
      expect(e!.distanceM).toBeGreaterThan(1990);
    });

    it('a break in which the device moved, or of more than JOIN_MAX_PAUSE_S, ends the effort', () => {
      // 300 m further along the road when the recording resumes.
      expect(matchSegment(seg, split({ m: 300, ms: 60_000 }))).toEqual([]);
      // The same place, the next day.
      expect(matchSegment(seg, split({ ms: (JOIN_MAX_PAUSE_S + 60) * 1000 }))).toEqual([]);
      // Just within both: joined.
      expect(
        matchSegment(seg, split({ m: JOIN_RADIUS_M - 10, ms: (JOIN_MAX_PAUSE_S - 60) * 1000 })),
      ).toHaveLength(1);
    });
  });

  it('points that all share one time: the effort is found, untimed (never a 0:00 best)', () => {
    const points = drive(road, { position: (t) => S0 + V * t, durationS: 500 }).map((p) => ({
      ...p,
      time: T0,
    }));
    const [e, ...rest] = matchSegment(seg, trackFromPoints(points));
    expect(rest).toEqual([]);
    expect(e).toMatchObject({
      startTime: null,
      endTime: null,
      elapsedS: null,
      movingS: null,
      avgSpeedMps: null,
    });
    expect(e?.distanceM).toBeGreaterThan(1990);
  });

  it('without times: the effort is found, its times are null', () => {
    const points = drive(road, { position: (t) => S0 + V * t, durationS: 500 }).map(({ lat, lon }) => ({
      lat,
      lon,
    }));
    const [e] = matchSegment(seg, trackFromPoints(points));
    expect(e?.elapsedS).toBeNull();
    expect(e?.distanceM).toBeGreaterThan(1990);
  });
});

describe('the path boxes and the simplified path of matching (prepare.ts) change no answer', () => {
  /** Hairpins, a loop back, a zig-zag: paths that come back near themselves within a block's reach. */
  const roads = [
    new Road([
      [0, 0],
      [0, 300],
      [30, 300],
      [30, 0],
      [60, 0],
      [60, 300],
    ]),
    new Road([
      [0, 0],
      [400, 0],
      [400, 60],
      [10, 60],
      [10, 20],
      [300, 20],
    ]),
    new Road(Array.from({ length: 30 }, (_, k) => [k * 25, k % 2 === 0 ? 0 : 35] as const)),
  ];
  /** The road's segment with its points moved up to `jitterM` (a segment cut from a recording). */
  function jittered(r: Road, stepM: number, jitterM: number, rand: () => number): Segment {
    const s = r.segment('Hairpins', stepM);
    const m = jitterM / METRES_PER_DEGREE;
    const lat = s.points.lat.map((v) => v + (2 * rand() - 1) * m);
    const lon = s.points.lon.map((v) => v + (2 * rand() - 1) * m);
    return { ...s, points: { ...s.points, lat, lon } };
  }

  it('finds the same passes with boxes of 1, 8 and 64 edges and a simplified path as with neither', () => {
    const rand = seededRandom(11);
    let found = 0;
    let dropped = 0;
    for (const r of roads) {
      const spacings = [2, 10];
      for (const stepM of spacings) {
        const segment = jittered(r, stepM, 1, rand);
        // The reference: every point of the path, every edge tried.
        const variants = [
          prepareSegment(segment, Infinity, 0),
          ...[Infinity, 1, 8, 64].map((size) => prepareSegment(segment, size)),
          prepareSegment(segment, 8, 0),
        ];
        dropped += segment.points.lat.length - variants[1]!.x.length;
        for (let run = 0; run < 6; run++) {
          const speed = 2 + 4 * rand();
          // Ride it twice, a little off the road and noisy, from 60 m before to 60 m after.
          const length = r.length + 120;
          const position = (t: number) => -60 + ((speed * t) % length);
          const track = trackFromPoints(
            drive(r, {
              position,
              durationS: (2 * length) / speed,
              noiseM: 1 + 6 * rand(),
              offsetM: 3 * rand(),
              rand,
            }),
          );
          const [none, ...boxed] = variants.map((v) => findPasses(v, track));
          for (const passes of boxed) expect(passes).toEqual(none);
          found += none!.length;
        }
      }
    }
    // Two passes per ride, or nearly: the comparison is over real passes, on paths the
    // simplification did shorten.
    expect(found).toBeGreaterThan(60);
    expect(dropped).toBeGreaterThan(500);
  });
});
