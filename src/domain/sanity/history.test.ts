import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import { encodeFitActivity, linePoints } from '../fit/test-fit';
import { processActivity } from '../process-activity';
import { leg, T0 } from '../stats/test-tracks';
import type { PointInput } from '../track/track-data';
import { countsInHistory, hasKnownDate, isRoute, recordEfforts } from './history';
import { isPlausibleEffort } from './rules';
import { maxEffortMps, peakSpeedMps, RUN_PEAK_MPS, walkRecordMps } from './limits';
import { applySanity } from './rules';

const IMPORTED = Date.UTC(2026, 10, 25);
const meta = { fileName: 'x.gpx', id: 'x', importedAt: IMPORTED };
const effort = (key: '400m' | '1k' | '5k' | 'half', distanceM: number, timeS: number) => ({
  key,
  distanceM,
  timeS,
  startDistanceM: 0,
});

const trkpt = (p: PointInput) =>
  `<trkpt lat="${p.lat.toFixed(7)}" lon="${p.lon.toFixed(7)}">${
    p.time !== undefined ? `<time>${new Date(p.time).toISOString()}</time>` : ''
  }</trkpt>`;
const gpx = (segments: PointInput[][], type = '') =>
  new TextEncoder().encode(
    `<?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk>${type}${segments
      .map((s) => `<trkseg>${s.map(trkpt).join('')}</trkseg>`)
      .join('')}</trk></gpx>`,
  );
const start = (time?: number): PointInput => ({
  lat: 47.4,
  lon: 8.5,
  ...(time !== undefined ? { time } : {}),
});

describe('plausibility: an effort at world-record pace passes, one beyond fails', () => {
  it('run: the 5000 m record (12:35.36) passes, a second faster fails', () => {
    expect(isPlausibleEffort('run', { distanceM: 5000, timeS: 755.36 })).toBe(true);
    expect(isPlausibleEffort('run', { distanceM: 5000, timeS: 754.36 })).toBe(false);
    expect(isPlausibleEffort('run', { distanceM: 400, timeS: 43.03 })).toBe(true);
    expect(isPlausibleEffort('run', { distanceM: 400, timeS: 43 })).toBe(false);
  });

  it('walk: the 20 km race-walk record (1:16:36) passes over a half marathon, faster fails', () => {
    const halfAtRecord = 21097.5 / walkRecordMps(21097.5);
    expect(walkRecordMps(20000)).toBeCloseTo(20000 / 4596, 9);
    expect(isPlausibleEffort('walk', { distanceM: 21097.5, timeS: halfAtRecord })).toBe(true);
    expect(isPlausibleEffort('walk', { distanceM: 21097.5, timeS: halfAtRecord - 1 })).toBe(false);
    expect(isPlausibleEffort('hike', { distanceM: 50000, timeS: 12753 })).toBe(true);
    expect(isPlausibleEffort('hike', { distanceM: 50000, timeS: 12752 })).toBe(false);
  });

  it("walk under 20 km: the 20 km record's speed plus 15 %; the issue's 400 m 0:50 and 1 km 3:00 fail", () => {
    const limit = (20000 / 4596) * 1.15;
    expect(isPlausibleEffort('walk', { distanceM: 1000, timeS: 1000 / limit })).toBe(true);
    expect(isPlausibleEffort('walk', { distanceM: 1000, timeS: 1000 / limit - 0.5 })).toBe(false);
    expect(isPlausibleEffort('walk', { distanceM: 400, timeS: 50 })).toBe(false);
    expect(isPlausibleEffort('walk', { distanceM: 1000, timeS: 180 })).toBe(false);
  });

  it("other: no effort faster than a skier's limit; the issue's 400 m 0:00 and marathon 0:07 fail", () => {
    expect(maxEffortMps('other', 400)).toBe(maxEffortMps('ski', 400));
    expect(isPlausibleEffort('other', { distanceM: 400, timeS: 400 / maxEffortMps('ski', 400) })).toBe(true);
    expect(isPlausibleEffort('other', { distanceM: 400, timeS: 0.4 })).toBe(false);
    expect(isPlausibleEffort('other', { distanceM: 42195, timeS: 7 })).toBe(false);
  });

  it('flags a peak speed beyond the sport (3,366 km/h), not one at the limit', () => {
    const at = applySanity(makeSummary({ sport: 'run', maxSpeedMps: RUN_PEAK_MPS, importedAt: IMPORTED }));
    expect(at.flags.map((f) => f.code)).not.toContain('peak');
    const wild = applySanity(makeSummary({ sport: 'other', maxSpeedMps: 3366 / 3.6, importedAt: IMPORTED }));
    expect(wild.flags.find((f) => f.code === 'peak')?.message).toContain('3366.0 km/h');
    expect(peakSpeedMps('other') * 3.6).toBeCloseTo(1000, 6);
  });
});

describe('the person decides: what counts', () => {
  const bests = [effort('400m', 400, 70), effort('1k', 1000, 200), effort('5k', 5000, 1200)];
  const run = (over: Parameters<typeof makeSummary>[0] = {}) =>
    makeSummary({ sport: 'run', importedAt: IMPORTED, bestEfforts: bests, ...over });

  it('an excluded activity and a route count in nothing and give no record', () => {
    expect(countsInHistory(run())).toBe(true);
    expect(countsInHistory(run({ excluded: true }))).toBe(false);
    expect(countsInHistory(run({ kind: 'route' }))).toBe(false);
    expect(recordEfforts(run({ excluded: true }))).toEqual([]);
    expect(recordEfforts(run({ kind: 'route' }))).toEqual([]);
  });

  it('a single best effort left out of records, the others kept', () => {
    expect(recordEfforts(run({ excludedEfforts: ['1k'] })).map((e) => e.key)).toEqual(['400m', '5k']);
  });

  it('an implausible effort never becomes a record, whatever was stored', () => {
    const stored = run({ sport: 'walk', bestEfforts: [effort('400m', 400, 50), effort('5k', 5000, 2400)] });
    expect(recordEfforts(stored).map((e) => e.key)).toEqual(['5k']);
  });

  it('a date in 1970 or 7525 is unknown', () => {
    expect(hasKnownDate(run({ startTime: 0 }))).toBe(false);
    expect(hasKnownDate(run({ startTime: Date.UTC(7525, 0, 1) }))).toBe(false);
    expect(hasKnownDate(run({ startTime: Date.UTC(2025, 0, 1) }))).toBe(true);
    expect(recordEfforts(run({ startTime: Date.UTC(7525, 0, 1) }))).toEqual([]);
  });
});

describe('routes are not activities', () => {
  it('a track without a single time becomes a route, kept with its distance and map line', async () => {
    const s0 = start();
    const { summary, products } = await processActivity(
      gpx([[s0, ...leg(s0, { bearingDeg: 90, distanceM: 3000, stepM: 20 })]]),
      meta,
    );
    expect(summary.kind).toBe('route');
    expect(isRoute(summary)).toBe(true);
    expect(summary.flags.find((f) => f.code === 'route')?.message).toMatch(/without a single time/);
    expect(summary.distanceM).toBeGreaterThan(2990);
    expect(products.path.lonLat.length).toBeGreaterThan(0);
  });

  it('a GPX of planned routes only is a route; a timed track is an activity', async () => {
    const rte = new TextEncoder().encode(
      `<?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><rte><rtept lat="47" lon="8"/><rtept lat="47.01" lon="8"/></rte></gpx>`,
    );
    expect((await processActivity(rte, meta)).summary.kind).toBe('route');
    const s0 = start(T0);
    const timed = await processActivity(
      gpx([[s0, ...leg(s0, { bearingDeg: 90, distanceM: 3000, stepM: 10, dtS: 3 })]]),
      meta,
    );
    expect(timed.summary.kind).toBe('activity');
  });

  it('a FIT course is a route, not a failure; the same points as a FIT activity are an activity', async () => {
    const points = linePoints(600, Date.UTC(2025, 4, 1, 6));
    const fitMeta = { ...meta, fileName: 'x.fit' };
    const course = await processActivity(encodeFitActivity({ points, fileType: 'course' }), fitMeta);
    expect(course.summary.kind).toBe('route');
    expect(isRoute(course.summary)).toBe(true);
    expect(countsInHistory(course.summary)).toBe(false);
    expect(course.summary.distanceM).toBeGreaterThan(1700);
    const activity = await processActivity(encodeFitActivity({ points }), fitMeta);
    expect(activity.summary.kind).toBe('activity');
    expect(countsInHistory(activity.summary)).toBe(true);
  });
});

describe('stopped time counts pauses between segments', () => {
  it('elapsed = moving + stopped, with a 20-minute pause between two segments', async () => {
    const a0 = start(T0);
    const a = [a0, ...leg(a0, { bearingDeg: 0, distanceM: 3000, stepM: 10, dtS: 3 })];
    const b0 = { ...a.at(-1)!, time: a.at(-1)!.time! + 20 * 60_000 };
    const b = [b0, ...leg(b0, { bearingDeg: 0, distanceM: 3000, stepM: 10, dtS: 3 })];
    const { summary } = await processActivity(gpx([a, b]), meta);
    expect(summary.elapsedS).toBeCloseTo(1800 + 1200, 0);
    expect(summary.movingS! + summary.stopsS!).toBeCloseTo(summary.elapsedS!, 6);
    expect(summary.stopsS).toBeGreaterThanOrEqual(1200);
  });
});

describe('the sport guess of an unnamed file uses its fastest stretches', () => {
  it('29 km/h stretches with a runner-like average are a ride, not a run', async () => {
    const s0 = start(T0);
    // 2 km at 29 km/h, a 30-minute crawl at 1 m/s... average 10 km/h, a runner's; 1 km in 2:04.
    const fast = leg(s0, { bearingDeg: 0, distanceM: 2000, stepM: 8, dtS: 8 / (29 / 3.6) });
    const slow = leg(fast.at(-1)!, { bearingDeg: 0, distanceM: 3600, stepM: 4, dtS: 1.6 });
    const { summary } = await processActivity(gpx([[s0, ...fast, ...slow]]), meta);
    expect(summary.avgSpeedMps! * 3.6).toBeLessThan(16.2);
    expect(summary.avgSpeedMps! * 3.6).toBeGreaterThan(7.2);
    expect(summary.sport).toBe('ride');
  });

  it('a steady unnamed run at 12 km/h stays a run; a named run keeps its sport', async () => {
    const s0 = start(T0);
    const steady = [s0, ...leg(s0, { bearingDeg: 0, distanceM: 5000, stepM: 10, dtS: 3 })];
    expect((await processActivity(gpx([steady]), meta)).summary.sport).toBe('run');
  });
});
