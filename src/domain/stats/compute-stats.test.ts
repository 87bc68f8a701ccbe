import { describe, expect, it } from 'vitest';
import { destinationPoint, haversineM, METRES_PER_DEGREE } from '../geo';
import { parseGpx } from '../gpx/parse-gpx';
import { trackFromPoints, trackFromSegments, type PointInput } from '../track/track-data';
import { computeStats, cumulativeDistance } from './compute-stats';
import { rawSegmentDistance } from './distance';
import { SPEED_WINDOW_S } from './timeline';
import { allNumbers, gaussian, jitterStop, last, leg, seededRandom, T0 } from './test-tracks';

const START: PointInput = { lat: 46, lon: 7, time: T0 };

describe('distance and time on straight lines of known length', () => {
  it('measures one degree of a meridian', () => {
    const pts = [START, ...leg(START, { bearingDeg: 0, distanceM: METRES_PER_DEGREE, stepM: 100, dtS: 30 })];
    const s = computeStats(trackFromPoints(pts));
    expect(s.distanceM / METRES_PER_DEGREE).toBeCloseTo(1, 9);
    expect(s.elapsedS).toBe((pts.length - 1) * 30);
    expect(s.movingS).toBe((pts.length - 1) * 30);
    expect(s.avgSpeedMps).toBeCloseTo(METRES_PER_DEGREE / ((pts.length - 1) * 30), 6);
    expect(s.startLat).toBe(46);
    expect(s.startLon).toBe(7);
    expect(s.bounds?.minLat).toBe(46);
    expect(s.bounds?.maxLat).toBeCloseTo(47, 9);
    expect(s.spikePoints).toBe(0);
  });

  it('gives a cumulative distance per point that ends at the total and never decreases', () => {
    const pts = [START, ...leg(START, { bearingDeg: 45, distanceM: 2000, stepM: 7, dtS: 2 })];
    const cum = cumulativeDistance(trackFromPoints(pts));
    expect(cum[0]).toBe(0);
    expect(last(Array.from(cum))).toBeCloseTo(2000, 6);
    for (let k = 1; k < cum.length; k++) expect(cum[k]!).toBeGreaterThanOrEqual(cum[k - 1]!);
  });
});

describe('stops with jitter', () => {
  const rand = seededRandom(42);
  const a = [START, ...leg(START, { bearingDeg: 0, distanceM: 2001, stepM: 3, dtS: 1 })];
  const stop = jitterStop(last(a), 600, 2.4, rand);
  // The second leg starts from the stop centre (not from the last jittered fix), 1 s after the stop.
  const b = leg({ ...last(a), time: last(stop).time }, { bearingDeg: 0, distanceM: 2001, stepM: 3, dtS: 1 });
  const track = trackFromPoints([...a, ...stop, ...b]);
  const s = computeStats(track);

  it('adds no distance while standing still', () => {
    expect(Math.abs(s.distanceM - 4002)).toBeLessThan(5);
    // The naive point-to-point sum picks up the jitter: the test would notice if the rule did nothing.
    expect(rawSegmentDistance(track) - 4002).toBeGreaterThan(500);
  });

  it('adds no moving time while standing still', () => {
    const trueMoving = 2 * 667;
    expect(s.elapsedS).toBeCloseTo(trueMoving + 600, 6);
    // The centred speed window smears each edge of the stop by at most half its width.
    expect(Math.abs(s.movingS! - trueMoving)).toBeLessThanOrEqual(SPEED_WINDOW_S + 1);
    expect(s.avgSpeedMps).toBeCloseTo(3, 1);
    expect(s.maxSpeedMps!).toBeLessThan(3.1);
  });
});

describe('segment gaps', () => {
  it('adds neither distance nor moving time across a gap', () => {
    const seg1 = [START, ...leg(START, { bearingDeg: 90, distanceM: 1000, stepM: 4, dtS: 2 })];
    const far = { ...destinationPoint(START.lat, START.lon, 90, 11_000), time: last(seg1).time! + 3_600_000 };
    const seg2 = [far, ...leg(far, { bearingDeg: 90, distanceM: 1000, stepM: 4, dtS: 2 })];
    const s = computeStats(trackFromSegments([seg1, seg2]));
    expect(s.segments).toBe(2);
    expect(s.distanceM).toBeCloseTo(2000, 6);
    expect(s.movingS).toBe(1000);
    expect(s.elapsedS).toBe(1000 + 3600);
  });
});

describe('elevation gain on a noisy profile with known climb', () => {
  // Four sine hills of 60 m amplitude over 10 km: true gain = 60 + 3 × 120 + 60 = 480 m, loss 480 m.
  const wave = (x: number) => 200 + 60 * Math.sin((2 * Math.PI * x) / 2500);
  const rand = seededRandom(7);
  const pts = [
    { ...START, ele: wave(0) },
    ...leg(START, {
      bearingDeg: 0,
      distanceM: 10_000,
      stepM: 5,
      dtS: 2,
      extra: (x) => ({ ele: wave(x) + 3 * gaussian(rand) }),
    }),
  ];
  const track = trackFromPoints(pts);
  const s = computeStats(track);
  let naiveGain = 0;
  for (let k = 1; k < pts.length; k++) naiveGain += Math.max(0, pts[k]!.ele! - pts[k - 1]!.ele!);

  it('comes within 3 % of the true climb while the naive sum is many times too high', () => {
    expect(Math.abs(s.elevationGainM! - 480) / 480).toBeLessThan(0.03);
    expect(Math.abs(s.elevationLossM! - 480) / 480).toBeLessThan(0.03);
    expect(naiveGain / 480).toBeGreaterThan(4);
  });

  it('reports min and max of the smoothed profile', () => {
    expect(s.maxElevationM!).toBeGreaterThan(258);
    expect(s.maxElevationM!).toBeLessThan(262);
    expect(s.minElevationM!).toBeGreaterThan(138);
    expect(s.minElevationM!).toBeLessThan(142);
  });

  it('skips missing elevations instead of reading them as 0', () => {
    const holes = trackFromPoints(pts.map((p, k) => (k % 7 === 3 ? { ...p, ele: undefined } : p)));
    const h = computeStats(holes);
    expect(h.minElevationM!).toBeGreaterThan(130);
    expect(Math.abs(h.elevationGainM! - 480) / 480).toBeLessThan(0.03);
  });

  it('is null without any elevation', () => {
    const flat = computeStats(trackFromPoints(pts.map((p) => ({ ...p, ele: undefined }))));
    expect(flat.elevationGainM).toBeNull();
    expect(flat.maxElevationM).toBeNull();
  });
});

describe('sensor averages', () => {
  // 600 s sampled every 1 s at 120 bpm, then 600 s sampled every 10 s at 160 bpm.
  const a = [START, ...leg(START, { bearingDeg: 0, distanceM: 1800, stepM: 3, dtS: 1 })].map((p) => ({
    ...p,
    hr: 120,
    cad: 0,
    power: 0,
    temp: 18,
  }));
  const b = leg(last(a), { bearingDeg: 0, distanceM: 1800, stepM: 30, dtS: 10 }).map((p) => ({
    ...p,
    hr: 160,
    cad: 90,
    power: 200,
    temp: 22,
  }));
  const s = computeStats(trackFromPoints([...a, ...b]), { maxHr: 200 });

  it('weights by time, not by point count', () => {
    // Time-weighted: ~140; a plain point mean would be (601 × 120 + 60 × 160) / 661 ≈ 123.6.
    expect(s.avgHr!).toBeGreaterThan(139);
    expect(s.avgHr!).toBeLessThan(141);
    expect(s.maxHr).toBe(160);
    expect(s.avgTempC!).toBeCloseTo(20, 0);
    expect(s.maxTempC).toBe(22);
  });

  it('leaves zero cadence out and keeps zero power in', () => {
    expect(s.avgCadence).toBe(90);
    expect(s.maxCadence).toBe(90);
    expect(s.avgPower!).toBeGreaterThan(99);
    expect(s.avgPower!).toBeLessThan(101);
    expect(s.maxPower).toBe(200);
  });

  it('counts time in heart-rate zones', () => {
    const z = s.hrZonesS!;
    expect(z).toHaveLength(5);
    expect(z[1]!).toBeGreaterThan(595); // 120 bpm = 60 % of 200: zone 2
    expect(z[1]!).toBeLessThan(606);
    expect(z[3]!).toBeGreaterThan(594); // 160 bpm = 80 %: zone 4
    expect(z[0]! + z[2]! + z[4]!).toBe(0);
  });

  it('falls back to the point mean without times', () => {
    const untimed = computeStats(trackFromPoints([...a, ...b].map((p) => ({ ...p, time: undefined }))));
    expect(untimed.avgHr!).toBeCloseTo((601 * 120 + 60 * 160) / 661, 6);
    expect(untimed.hrZonesS).toBeNull();
    expect(untimed.movingS).toBeNull();
    expect(untimed.avgSpeedMps).toBeNull();
  });
});

describe('GPS spikes', () => {
  const base = [START, ...leg(START, { bearingDeg: 0, distanceM: 3000, stepM: 3, dtS: 1 })];
  const off = (p: PointInput, m: number): PointInput => ({ ...p, ...destinationPoint(p.lat, p.lon, 90, m) });

  it('excludes a point kilometres off the line from distance and max speed', () => {
    const pts = base.map((p, k) => (k === 500 ? off(p, 3000) : p));
    const track = trackFromPoints(pts);
    const s = computeStats(track);
    expect(s.spikePoints).toBe(1);
    expect(Math.abs(s.distanceM - 3000)).toBeLessThan(6);
    expect(s.maxSpeedMps!).toBeLessThan(3.1);
    expect(rawSegmentDistance(track)).toBeGreaterThan(8000);
    expect(s.bounds!.maxLon).toBeLessThan(7.001);
  });

  it('excludes a two-point spike, and one in an untimed route', () => {
    const two = computeStats(
      trackFromPoints(base.map((p, k) => (k === 700 || k === 701 ? off(p, 2000) : p))),
    );
    expect(two.spikePoints).toBe(2);
    expect(Math.abs(two.distanceM - 3000)).toBeLessThan(6);
    const untimed = base.map((p, k) => ({ ...(k === 300 ? off(p, 2000) : p), time: undefined }));
    const u = computeStats(trackFromPoints(untimed));
    expect(u.spikePoints).toBe(1);
    expect(Math.abs(u.distanceM - 3000)).toBeLessThan(6);
  });

  it('keeps a real out-and-back turn', () => {
    const out = [START, ...leg(START, { bearingDeg: 0, distanceM: 500, stepM: 250, dtS: 90 })];
    const back = leg(last(out), { bearingDeg: 180, distanceM: 500, stepM: 250, dtS: 90 });
    const s = computeStats(trackFromPoints([...out, ...back]));
    expect(s.spikePoints).toBe(0);
    expect(s.distanceM).toBeCloseTo(1000, 6);
  });
});

describe('the 180th meridian and the poles', () => {
  it('measures and bounds a track crossing the date line', () => {
    const from: PointInput = { lat: -16.5, lon: 179.5, time: T0 };
    const pts = [from, ...leg(from, { bearingDeg: 90, distanceM: 100_000, stepM: 50, dtS: 10 })];
    const s = computeStats(trackFromPoints(pts));
    expect(s.distanceM).toBeCloseTo(100_000, 3);
    expect(s.bounds!.minLon).toBe(179.5);
    expect(s.bounds!.maxLon).toBeCloseTo(last(pts).lon, 9);
    expect(s.bounds!.maxLon).toBeLessThan(-179);
    expect(s.bounds!.minLon).toBeGreaterThan(s.bounds!.maxLon);
    expect(s.startLon).toBe(179.5);
  });

  it('measures a track over the North Pole', () => {
    const from: PointInput = { lat: 89.95, lon: 10, time: T0 };
    const d = 0.1 * METRES_PER_DEGREE;
    const pts = [from, ...leg(from, { bearingDeg: 0, distanceM: d, stepM: 10, dtS: 5 })];
    const s = computeStats(trackFromPoints(pts));
    expect(s.distanceM).toBeCloseTo(d, 3);
    expect(last(pts).lat).toBeCloseTo(89.95, 6);
    expect(s.bounds!.maxLat).toBeGreaterThan(89.999);
    // Longitudes 10 and -170 (across the pole): the shorter arc spans exactly 180°.
    expect(s.bounds!.maxLon - s.bounds!.minLon).toBeCloseTo(180, 6);
  });

  it('bounds a loop round the pole with nearly every longitude', () => {
    const pts: PointInput[] = Array.from({ length: 360 }, (_, k) => ({
      lat: 89.99,
      lon: k - 180,
      time: T0 + k * 10_000,
    }));
    const s = computeStats(trackFromPoints(pts));
    const span = (s.bounds!.maxLon - s.bounds!.minLon + 360) % 360;
    expect(span).toBeGreaterThanOrEqual(358);
    expect(s.bounds!.minLat).toBe(89.99);
    let ring = 0;
    for (let k = 1; k < pts.length; k++)
      ring += haversineM(pts[k - 1]!.lat, pts[k - 1]!.lon, pts[k]!.lat, pts[k]!.lon);
    expect(s.distanceM).toBeCloseTo(ring, 6);
  });
});

describe('best efforts', () => {
  it('times standard distances on a constant 5:00/km run', () => {
    const pts = [START, ...leg(START, { bearingDeg: 30, distanceM: 6000, stepM: 10, dtS: 3 })];
    const s = computeStats(trackFromPoints(pts));
    const byKey = Object.fromEntries(s.bestEfforts.map((e) => [e.key, e.timeS]));
    expect(byKey['5k']).toBeCloseTo(1500, 6);
    expect(byKey['1k']).toBeCloseTo(300, 6);
    expect(byKey['400m']).toBeCloseTo(120, 6);
    expect(byKey['1mi']).toBeCloseTo(1609.344 * 0.3, 6);
    expect(byKey['10k']).toBeUndefined();
  });

  it('finds the fast kilometre inside a run', () => {
    const a = [START, ...leg(START, { bearingDeg: 0, distanceM: 2000, stepM: 10, dtS: 3 })];
    const fast = leg(last(a), { bearingDeg: 0, distanceM: 1000, stepM: 10, dtS: 2.4 });
    const b = leg(last(fast), { bearingDeg: 0, distanceM: 2000, stepM: 10, dtS: 3 });
    const s = computeStats(trackFromPoints([...a, ...fast, ...b]));
    const k1 = s.bestEfforts.find((e) => e.key === '1k')!;
    expect(k1.timeS).toBeCloseTo(240, 6);
    expect(k1.startDistanceM).toBeCloseTo(2000, 3);
  });
});

describe('degenerate input', () => {
  it('never produces NaN or Infinity', () => {
    const cases = [
      trackFromPoints([]),
      trackFromPoints([START]),
      trackFromPoints([START, START, START]),
      trackFromPoints([
        { lat: 1, lon: 1 },
        { lat: 1.001, lon: 1 },
      ]),
      trackFromPoints([
        START,
        { ...START, lat: 46.001, time: T0 },
        { ...START, lat: 46.002, time: T0 - 5000 },
      ]),
    ];
    for (const t of cases) {
      const s = computeStats(t);
      for (const v of allNumbers(s)) expect(Number.isFinite(v)).toBe(true);
    }
    const empty = computeStats(trackFromPoints([]));
    expect(empty.distanceM).toBe(0);
    expect(empty.bounds).toBeNull();
    expect(empty.startTime).toBeNull();
  });
});

describe('a routes-only file', () => {
  it('is an activity without times: distance, but no elapsed, moving time, speed or best efforts', () => {
    const pts = [START, ...leg(START, { bearingDeg: 90, distanceM: 3000, stepM: 500, dtS: 1 })];
    const rtepts = pts
      .map(
        (p) => `<rtept lat="${p.lat}" lon="${p.lon}"><time>${new Date(p.time!).toISOString()}</time></rtept>`,
      )
      .join('');
    const xml = `<?xml version="1.0"?><gpx version="1.1" creator="planner" xmlns="http://www.topografix.com/GPX/1/1"><rte><name>Plan</name>${rtepts}</rte></gpx>`;
    const g = parseGpx(xml);
    expect(g.fromRoutes).toBe(true);
    expect(g.routes[0]!.points.time[1]).toBe(T0 + 1000); // the plan says 500 m per second
    const s = computeStats(g.track);
    expect(s.distanceM).toBeCloseTo(3000, 6);
    expect([s.startTime, s.endTime, s.elapsedS, s.movingS, s.avgSpeedMps, s.maxSpeedMps]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(s.bestEfforts).toEqual([]);
    expect(s.hrZonesS).toBeNull();
  });
});
