/**
 * Best-effort curves (src/domain/curves, issue 34), in Node (the same code the import worker runs).
 *
 * `bench curve-compute`: the exact curves of a 6-hour ride recorded at 1 Hz (positions, power,
 *   heart rate, elevation): resampling to 1 Hz (streams/one-hz.ts) plus the best means of power,
 *   heart rate and speed at every grid duration and the best times over the pace distances
 *   (computeActivityCurves), as the import pass runs them after the statistics (whose cumulative
 *   distance it reuses, so that is not timed). Figure: median CPU time (process.cpuUsage) of
 *   TIMED_RUNS runs after WARMUP_RUNS; fastest in brackets. Budget: 50 ms.
 * `bench curves-filter`: a filter change over 10,000 activities' stored curves, as the Curves page
 *   computes it in its power view (features/curves/curves-model.ts): the filtered rows (a two-year
 *   span), their power curves packed, the element-wise best over the page's four spans, and the
 *   critical-power fit on the all-time curve of one sport (domain/curves/fit-sport.ts). Curves are
 *   generated (CP + W'/t with per-activity CP, W' and length), not computed from tracks, to keep
 *   the bench short. Figure: median CPU time of TIMED_RUNS filter changes (alternating spans).
 *   Budget: 50 ms.
 * `bench curves-filter-pace`: the same filter change in the page's pace view: the speed curves
 *   packed with each row's sport, which checks every point against the sport's plausibility limit
 *   (aggregate.ts markImplausible, sanity/limits.ts maxEffortMps), the four spans' bests, the
 *   critical-speed fit of one sport, and the pace (best time over distance) curves packed with the
 *   same check and aggregated. Every activity has speed and pace curves; one in PACE_JUMP_EVERY has
 *   a GPS jump (a 5-second speed beyond any runner's) that the check must take out. Budget: 50 ms.
 */
import { aggregateCurves, packCurves } from '../../src/domain/curves/aggregate';
import { CURVES_VERSION, computeActivityCurves } from '../../src/domain/curves/activity-curves';
import { fitCriticalPower, fitCriticalSpeed } from '../../src/domain/curves/critical';
import { defaultFitSport } from '../../src/domain/curves/fit-sport';
import { CURVE_DURATIONS_S, durationsUpTo, PACE_DISTANCES_M } from '../../src/domain/curves/grid';
import type { ActivityCurves, CurveChannel, DistanceCurve } from '../../src/domain/curves/types';
import { createRng } from '../../src/domain/prng';
import { cumulativeDistance } from '../../src/domain/stats/distance';
import { resampleOneHz } from '../../src/domain/streams/one-hz';
import type { Sport } from '../../src/domain/stats/types';
import { allocTrackData } from '../../src/domain/track/track-data';
import type { TrackData } from '../../src/domain/track/types';
import {
  channelSports,
  curveRows,
  overlays,
  sportCurve,
  spansAt,
} from '../../src/features/curves/curves-model';
import { makeSummary } from '../../src/testing/summary';
import { fastest, machine, median } from './figures';
import type { Bench, BenchResult } from './types';

const WARMUP_RUNS = 5;
const TIMED_RUNS = 15;
const BUDGET_MS = 50;
const RIDE_S = 6 * 3600;
const ACTIVITIES = 10_000;
/** One generated activity in this many has a GPS jump in its speed curve (curves-filter-pace). */
const PACE_JUMP_EVERY = 100;
/** The jump: 30 m/s over 5 s, beyond a runner's and under a rider's limit. */
const JUMP_MPS = 30;
const JUMP_S = 5;
/** The generated activities' sports (generated(): 0 rides with power, 1 runs without). */
const SPORT_OF: readonly Sport[] = ['ride', 'run'];

/** A 6-hour ride, one point a second, on a slow wandering loop. */
function sixHourRide(): TrackData {
  const t = allocTrackData(RIDE_S + 1);
  const t0 = Date.UTC(2025, 5, 1, 6);
  for (let i = 0; i <= RIDE_S; i++) {
    const a = i / 5000;
    t.time[i] = t0 + i * 1000;
    t.lat[i] = 46.5 + 0.2 * Math.sin(a) + 0.01 * Math.sin(i / 37);
    t.lon[i] = 7.5 + 0.3 * Math.cos(a);
    t.ele[i] = 600 + 300 * Math.sin(i / 2000);
    t.hr[i] = 130 + Math.round(20 * Math.sin(i / 300));
    t.power[i] = 180 + Math.round(60 * Math.sin(i / 90)) + (i % 3600 < 30 ? 400 : 0);
  }
  return t;
}

function cpuTimes(f: () => void): number[] {
  for (let i = 0; i < WARMUP_RUNS; i++) f();
  return Array.from({ length: TIMED_RUNS }, () => fastest(1, f));
}

function runCompute(): Promise<BenchResult> {
  const track = sixHourRide();
  const cum = cumulativeDistance(track);
  let secondsCovered = 0;
  const times = cpuTimes(() => {
    const c = computeActivityCurves(resampleOneHz(track, cum), { foot: false });
    secondsCovered = CURVE_DURATIONS_S[c.power!.values.length - 1]!;
  });
  const ms = median(times);
  return Promise.resolve({
    figure: ms,
    unit: 'ms',
    comparison: `budget ${BUDGET_MS} ms; fastest ${Math.min(...times).toFixed(1)} ms; curve to ${secondsCovered} s; ${machine()}`,
    withinBudget: ms <= BUDGET_MS,
  });
}

function modelChannel(n: number, at: (d: number) => number): CurveChannel {
  const values = new Float32Array(n);
  for (let i = 0; i < n; i++) values[i] = at(CURVE_DURATIONS_S[i]!);
  return { values, startS: new Uint32Array(n), endS: Uint32Array.from(CURVE_DURATIONS_S.subarray(0, n)) };
}

/** Best times over the pace distances an activity of `seconds` at speed(d) covers. */
function paceCurve(seconds: number, speed: (d: number) => number): DistanceCurve {
  const times = PACE_DISTANCES_M.map((d) => d / speed(d)).filter((t) => t <= seconds);
  const timeS = Float32Array.from(times);
  return { timeS, startS: new Uint32Array(times.length), endS: Uint32Array.from(times, Math.ceil) };
}

/** Generated stored curves of 10,000 activities over ten years, with their sport and start. */
function generated(): { curves: ActivityCurves[]; sport: Uint8Array; start: Float64Array } {
  const rng = createRng(34);
  const curves: ActivityCurves[] = [];
  const sport = new Uint8Array(ACTIVITIES);
  const start = new Float64Array(ACTIVITIES);
  const t0 = Date.UTC(2016, 0, 1);
  for (let k = 0; k < ACTIVITIES; k++) {
    sport[k] = rng.next() < 0.6 ? 0 : 1;
    start[k] = t0 + rng.next() * 10 * 365 * 86_400_000;
    const n = durationsUpTo(1800 + rng.next() * 4 * 3600);
    const cp = 200 + 80 * rng.next();
    const w = 12_000 + 12_000 * rng.next();
    const jump = k % PACE_JUMP_EVERY === 0;
    // Rides to 14 m/s over a second, runs to 8 m/s: under their limits but for the jump.
    const speedAt = (d: number) => (sport[k] === 0 ? 4 + 10 / Math.sqrt(d) : 3 + 5 / Math.sqrt(d));
    curves.push({
      version: CURVES_VERSION,
      power: sport[k] === 0 ? modelChannel(n, (d) => cp + w / d) : null,
      hr: modelChannel(n, (d) => 150 + 30 / Math.log2(d + 1)),
      speed: modelChannel(n, (d) => (jump && d <= JUMP_S ? JUMP_MPS : speedAt(d))),
      gapSpeed: null,
      pace: paceCurve(CURVE_DURATIONS_S[n - 1]!, (d) => 3 + 4 / (1 + d / 1000)),
      gapPace: null,
      rejected: { power: 0, hr: 0 },
    });
  }
  return { curves, sport, start };
}

/**
 * The Curves page's store and its filter changes: the generated activities as summaries with their
 * stored curves, and each change a two-year window (any sport) a year further on, as curve rows.
 */
function filterScenario(): { now: number; nextFilter: () => ReturnType<typeof curveRows> } {
  const { curves, sport, start } = generated();
  const summaries = curves.map((_, k) =>
    makeSummary({ id: `a${k}`, sport: SPORT_OF[sport[k]!]!, startTime: start[k]! }),
  );
  const stored = new Map(summaries.map((s, k) => [s.id, curves[k]!]));
  let run = 0;
  return {
    now: Date.UTC(2026, 0, 1),
    nextFilter: () => {
      const from = Date.UTC(2018 + (run++ % 6), 0, 1);
      const to = from + 2 * 365 * 86_400_000;
      return curveRows(
        summaries.filter((s) => s.startTime! >= from && s.startTime! < to),
        stored,
      );
    },
  };
}

function runFilter(): Promise<BenchResult> {
  const { now, nextFilter } = filterScenario();
  let cpW = 0;
  // What the Curves page does on a filter change in its power view (curves-page.tsx): the
  // filtered rows with curves, their power curves packed (with each row's sport), the element-wise
  // best over each of the four spans, the sports with power, the all-time curve of the fit's sport
  // and the critical-power fit on it. The filter: two years, any sport (so the fit has a choice).
  const times = cpuTimes(() => {
    const data = nextFilter();
    const matrix = packCurves(
      data.curves,
      'power',
      data.rows.map((r) => r.sport),
    );
    overlays(data, matrix, spansAt(now));
    const fitSport = defaultFitSport(channelSports(data, 'power'), 'power');
    cpW = fitSport === null ? NaN : (fitCriticalPower(sportCurve(data, matrix, fitSport).values)?.cpW ?? NaN);
  });
  const ms = median(times);
  return Promise.resolve({
    figure: ms,
    unit: 'ms',
    comparison: `budget ${BUDGET_MS} ms; ${ACTIVITIES} activities, power view, 4 spans and the fit; CP ${cpW.toFixed(0)} W; ${machine()}`,
    withinBudget: ms <= BUDGET_MS,
  });
}

function runFilterPace(): Promise<BenchResult> {
  const { now, nextFilter } = filterScenario();
  let csMps = 0;
  let last: Float32Array = new Float32Array(0);
  // What the Curves page does on a filter change in its pace view (curves-page.tsx, curves-fit.tsx):
  // the speed curves packed with each row's sport (the plausibility check), the four spans' bests,
  // the critical-speed fit of the fit's sport, and the pace curves packed (checked too) and aggregated.
  const times = cpuTimes(() => {
    const data = nextFilter();
    const sports = data.rows.map((r) => r.sport);
    const matrix = packCurves(data.curves, 'speed', sports);
    overlays(data, matrix, spansAt(now));
    const fitSport = defaultFitSport(channelSports(data, 'speed'), 'speed');
    csMps =
      fitSport === null ? NaN : (fitCriticalSpeed(sportCurve(data, matrix, fitSport).values)?.csMps ?? NaN);
    aggregateCurves(packCurves(data.curves, 'pace', sports));
    last = matrix.values;
  });
  // Points the check left out (packed as Infinity) in the last filter change, counted untimed.
  const left = last.filter((v) => v === Infinity).length;
  const ms = median(times);
  return Promise.resolve({
    figure: ms,
    unit: 'ms',
    comparison: `budget ${BUDGET_MS} ms; ${ACTIVITIES} activities, pace view (speed and pace curves checked against the sports' limits), 4 spans and the fit; CS ${csMps.toFixed(2)} m/s; ${left} speed points left out; ${machine()}`,
    withinBudget: ms <= BUDGET_MS,
  });
}

const benches: Bench[] = [
  { name: 'curve-compute', run: runCompute },
  { name: 'curves-filter', run: runFilter },
  { name: 'curves-filter-pace', run: runFilterPace },
];
export default benches;
