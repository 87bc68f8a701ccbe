import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_END_DATE, SPAN_DAYS } from './calendar';
import {
  generateDemoActivity,
  generateDemoActivityDetailed,
  generateDemoSet,
  type DetailedDemoFile,
} from './generate-demo';
import { inspectGpx, wellFormedError, type InspectedGpx } from './test-inspect';

const COUNT = 200;
const DAY_MS = 86_400_000;
let files: DetailedDemoFile[] = [];
let inspected: InspectedGpx[] = [];

beforeAll(() => {
  files = Array.from({ length: COUNT }, (_, i) => generateDemoActivityDetailed(i, { seed: 1, count: COUNT }));
  inspected = files.map((f) => inspectGpx(f.gpx));
}, 60_000); // 200 simulated activities: seconds on a loaded machine

describe('determinism', () => {
  it('gives identical files for the same seed and index, whatever was generated before', () => {
    const again = generateDemoActivity(137, { seed: 1, count: COUNT });
    expect(again.gpx).toBe(files[137]?.gpx);
    expect(again.fileName).toBe(files[137]?.fileName);
  });

  it('gives different files for another seed', () => {
    const other = generateDemoActivity(137, { seed: 2, count: COUNT });
    expect(other.gpx).not.toBe(files[137]?.gpx);
  });

  it('generateDemoSet yields the same files in order, with unique names', () => {
    const set = [...generateDemoSet(12, 5)];
    expect(set).toHaveLength(12);
    set.forEach((f, i) => expect(f).toEqual(generateDemoActivity(i, { seed: 5, count: 12 })));
    expect(new Set(files.map((f) => f.fileName)).size).toBe(COUNT);
  });

  it('refuses bad arguments with a one-line RangeError', () => {
    expect(() => generateDemoActivity(-1, { seed: 1, count: 10 })).toThrow(RangeError);
    expect(() => generateDemoActivity(10, { seed: 1, count: 10 })).toThrow(/index/);
    expect(() => generateDemoActivity(0, { seed: 1, count: 0 })).toThrow(/count/);
    expect(() => generateDemoActivity(0, { seed: 1.5, count: 3 })).toThrow(/seed/);
    expect(() => generateDemoActivity(0, { seed: 1, count: 3, endDate: Number.NaN })).toThrow(/endDate/);
  });
});

describe('validity', () => {
  it('writes well-formed GPX 1.1 with balanced tags and escaped text', () => {
    const errors = files.map(
      (f, i) => wellFormedError(f.gpx) ?? (inspected[i]?.error ? `${i}: ${inspected[i]?.error}` : null),
    );
    expect(errors.filter((e) => e !== null)).toEqual([]);
    // The checker itself catches what it is meant to catch.
    const gpx = files[0]?.gpx ?? '';
    expect(wellFormedError(gpx.replace('</trkseg>', ''))).toMatch(/unbalanced/);
    expect(wellFormedError(gpx.replace('<name>', '<name>a & b'))).toMatch(/bad text/);
    expect(wellFormedError(gpx.replace('</gpx>', ''))).toMatch(/unclosed/);
  });

  it('keeps coordinates in range and times strictly increasing within each segment', () => {
    for (const [i, g] of inspected.entries()) {
      const truth = files[i]?.truth;
      expect(g.segments.length, files[i]?.fileName).toBe(truth?.segments);
      expect(g.points).toBe(truth?.points);
      for (const seg of g.segments) {
        expect(seg.lat.every((v) => v >= -90 && v <= 90)).toBe(true);
        expect(seg.lon.every((v) => v >= -180 && v <= 180)).toBe(true);
        if (!truth?.hasTime) continue;
        expect(seg.time.every((t, k) => k === 0 || t > (seg.time[k - 1] ?? Infinity))).toBe(true);
      }
    }
  });

  it('writes what the truth says: times, elevation, heart rate and cadence', () => {
    for (const [i, g] of inspected.entries()) {
      const truth = files[i]?.truth;
      expect(g.hasTime).toBe(truth?.hasTime);
      expect(g.hasElevation).toBe(truth?.hasElevation);
      expect(g.hasHeartRate).toBe(truth?.hasHeartRate);
      expect(g.hasCadence).toBe(truth?.hasCadence);
    }
  });
});

describe('variety over 200 files', () => {
  it('has runs, rides and hikes, and only occasional walks', () => {
    const types = inspected.map((g) => g.type);
    for (const t of ['running', 'cycling', 'hiking'])
      expect(types.filter((x) => x === t).length).toBeGreaterThan(5);
    const walks = types.filter((x) => x === 'walking').length;
    expect(walks).toBeGreaterThan(0);
    expect(walks).toBeLessThan(COUNT * 0.2);
  });

  it('has multi-segment files, files without time and files without elevation', () => {
    expect(inspected.filter((g) => g.segments.length > 1).length).toBeGreaterThanOrEqual(3);
    expect(inspected.filter((g) => !g.hasTime).length).toBeGreaterThanOrEqual(3);
    expect(inspected.filter((g) => !g.hasElevation).length).toBeGreaterThanOrEqual(3);
  });

  it('writes local offsets in some files (+09:00 in Tokyo) and UTC in most', () => {
    const offsets = inspected.map((g) => g.timeSuffix);
    expect(offsets).toContain('+09:00');
    expect(offsets.filter((o) => o === 'Z').length).toBeGreaterThan(COUNT / 2);
  });

  it('repeats favourite routes: same name, same length, same start', () => {
    const byName = new Map<string, DetailedDemoFile[]>();
    for (const f of files)
      if (f.truth.favourite) byName.set(f.truth.favourite, [...(byName.get(f.truth.favourite) ?? []), f]);
    const repeated = [...byName.values()].filter((list) => list.length >= 5);
    expect(repeated.length).toBeGreaterThanOrEqual(2);
    for (const list of repeated) {
      const lengths = new Set(list.map((f) => Math.round(f.truth.routeLengthM)));
      expect(lengths.size).toBe(1);
      const starts = list.map((f) => inspected[files.indexOf(f)]?.segments[0]);
      const lat0 = starts[0]?.lat[0] ?? 0;
      const lon0 = starts[0]?.lon[0] ?? 0;
      // Same start within GPS error (about 10 m; 1e-4 degrees is 11 m of latitude).
      for (const s of starts)
        expect(Math.hypot((s?.lat[0] ?? 0) - lat0, (s?.lon[0] ?? 0) - lon0)).toBeLessThan(3e-4);
    }
  });
});

describe('realism', () => {
  it('averages 100-300 KB a file, with no file over 2 MB', () => {
    const sizes = files.map((f) => new TextEncoder().encode(f.gpx).length);
    const avg = sizes.reduce((a, b) => a + b, 0) / sizes.length;
    expect(avg).toBeGreaterThan(100 * 1024);
    expect(avg).toBeLessThan(300 * 1024);
    expect(Math.max(...sizes)).toBeLessThan(2 * 1024 * 1024);
  });

  it('records every 1-5 s (700-3600 points an hour)', () => {
    for (const g of inspected) {
      if (!g.hasTime) continue;
      const perHour = g.points / (g.movingAndPausedS / 3600);
      expect(perHour).toBeGreaterThan(700);
      expect(perHour).toBeLessThan(3601);
      expect(g.maxGapInSegmentS).toBeLessThanOrEqual(5);
    }
  });

  it('has distances, speeds and climbs that fit the sport', () => {
    const ranges = {
      run: [5, 21, 1.9, 4.6],
      ride: [20, 100, 3.5, 11],
      hike: [8, 20, 0.45, 1.6],
      walk: [3, 7, 0.6, 1.7],
    };
    for (const [i, f] of files.entries()) {
      const g = inspected[i];
      const [minKm = 0, maxKm = 0, minMps = 0, maxMps = 0] = ranges[f.truth.sport];
      const km = f.truth.routeLengthM / 1000;
      expect(km, f.fileName).toBeGreaterThanOrEqual(minKm * 0.99);
      expect(km, f.fileName).toBeLessThanOrEqual(maxKm * 1.01);
      // The recorded track follows the route; GPS noise adds distance (most at long stops: jitter).
      expect((g?.distanceM ?? 0) / f.truth.routeLengthM, f.fileName).toBeGreaterThan(0.98);
      expect((g?.distanceM ?? 0) / f.truth.routeLengthM, f.fileName).toBeLessThan(1.25);
      if (g?.hasTime) {
        const stoppedS = f.truth.pauses.reduce((sum, p) => sum + (p.split ? 0 : p.durationS), 0);
        const speed = f.truth.routeLengthM / (g.movingAndPausedS - stoppedS);
        expect(speed, f.fileName).toBeGreaterThan(minMps);
        expect(speed, f.fileName).toBeLessThan(maxMps);
      }
      if (f.truth.sport === 'hike' && f.truth.place !== 'Zürich' && f.truth.routeGainM > 700) {
        expect(f.truth.routeGainM).toBeLessThan(1800);
      }
    }
    const alpine = files.filter((f) => f.truth.sport === 'hike' && f.truth.routeGainM >= 750);
    expect(alpine.length).toBeGreaterThan(3);
  });

  it('has noisy elevation: summing raw rises overstates the true climb', () => {
    let naive = 0;
    let truth = 0;
    for (const [i, f] of files.entries()) {
      const g = inspected[i];
      if (!g?.hasElevation) continue;
      naive += g.naiveGainM;
      truth += f.truth.routeGainM;
      expect(g.naiveGainM, f.fileName).toBeGreaterThan(f.truth.routeGainM * 0.9);
    }
    expect(naive / truth).toBeGreaterThan(1.15);
  });

  it('keeps heart rate and cadence plausible', () => {
    for (const g of inspected) {
      if (g.hasHeartRate) {
        expect(g.hrMin).toBeGreaterThanOrEqual(45);
        expect(g.hrMax).toBeLessThanOrEqual(195);
      }
      if (g.hasCadence) expect(g.cadMax).toBeLessThanOrEqual(130);
    }
  });

  it('spreads two years before the end date, in index order, at plausible local times', () => {
    let lastDay = -Infinity;
    for (const f of files) {
      const { startMs, utcOffsetMin, sport, routeLengthM } = f.truth;
      expect(startMs).toBeGreaterThan(DEFAULT_END_DATE - (SPAN_DAYS + 3) * DAY_MS);
      expect(startMs + 12 * 3600_000).toBeLessThan(DEFAULT_END_DATE);
      const local = startMs + utcOffsetMin * 60_000;
      const day = Math.floor(local / DAY_MS);
      const hour = (local - day * DAY_MS) / 3600_000;
      expect(day).toBeGreaterThanOrEqual(lastDay);
      lastDay = day;
      expect(hour).toBeGreaterThanOrEqual(6);
      expect(hour).toBeLessThan(20);
      const weekday = new Date(day * DAY_MS).getUTCDay();
      const long = (sport === 'run' && routeLengthM > 12_500) || (sport === 'ride' && routeLengthM > 45_000);
      if (long) expect([0, 6], f.fileName).toContain(weekday);
    }
  });

  it('moves the history with endDate', () => {
    const endDate = Date.UTC(2020, 0, 1);
    const f = generateDemoActivityDetailed(COUNT - 1, { seed: 1, count: COUNT, endDate });
    expect(f.truth.startMs).toBeLessThan(endDate);
    expect(f.truth.startMs).toBeGreaterThan(endDate - 30 * DAY_MS);
    expect(f.fileName.startsWith('2019-12')).toBe(true);
  });
});
