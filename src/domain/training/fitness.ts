/**
 * Fitness, fatigue and form over days (definitions.ts): daily load summed by local day, then the
 * two exponentially weighted averages. Typed arrays over days, so twenty years (7,300 days) are a
 * few microseconds of arithmetic.
 */
import { FATIGUE_DAYS, FITNESS_DAYS, PROJECTION_DAYS, RAMP_DAYS } from './definitions';

export interface DayLoad {
  /** Day number (days since 1970-01-01) of the activity's local day. */
  day: number;
  load: number;
}

export interface FitnessSeries {
  /** Day number of index 0: the first activity's day. */
  firstDay: number;
  load: Float64Array;
  fitness: Float64Array;
  fatigue: Float64Array;
  form: Float64Array;
}

export const FITNESS_ALPHA = 1 - Math.exp(-1 / FITNESS_DAYS);
export const FATIGUE_ALPHA = 1 - Math.exp(-1 / FATIGUE_DAYS);

/**
 * The series from the first activity's day to `lastDay` (default: the last activity's day, and
 * never earlier): both averages are 0 the day before the first activity; days without one load 0.
 */
export function fitnessSeries(loads: Iterable<DayLoad>, lastDay?: number): FitnessSeries | null {
  let first = Infinity;
  let last = -Infinity;
  const list: DayLoad[] = [];
  for (const l of loads) {
    if (!Number.isFinite(l.day) || !Number.isFinite(l.load)) continue;
    list.push(l);
    if (l.day < first) first = l.day;
    if (l.day > last) last = l.day;
  }
  if (list.length === 0) return null;
  const end = Math.max(last, lastDay ?? last);
  const n = end - first + 1;
  const load = new Float64Array(n);
  for (const l of list) load[l.day - first]! += l.load;
  const fitness = new Float64Array(n);
  const fatigue = new Float64Array(n);
  const form = new Float64Array(n);
  let f = 0;
  let a = 0;
  for (let i = 0; i < n; i++) {
    f += (load[i]! - f) * FITNESS_ALPHA;
    a += (load[i]! - a) * FATIGUE_ALPHA;
    fitness[i] = f;
    fatigue[i] = a;
    form[i] = f - a;
  }
  return { firstDay: first, load, fitness, fatigue, form };
}

export interface DayValues {
  day: number;
  load: number;
  fitness: number;
  fatigue: number;
  form: number;
}

export function valuesOn(series: FitnessSeries, day: number): DayValues | null {
  const i = day - series.firstDay;
  if (i < 0 || i >= series.load.length) return null;
  return {
    day,
    load: series.load[i]!,
    fitness: series.fitness[i]!,
    fatigue: series.fatigue[i]!,
    form: series.form[i]!,
  };
}

/** Fitness on `day` minus fitness RAMP_DAYS before (0 before the series). */
export function rampRate(series: FitnessSeries, day: number): number | null {
  const now = valuesOn(series, day);
  if (now === null) return null;
  const before = valuesOn(series, day - RAMP_DAYS);
  return now.fitness - (before?.fitness ?? 0);
}

/** The PROJECTION_DAYS days after `day` with no training: both averages decay. */
export function projection(series: FitnessSeries, day: number, days = PROJECTION_DAYS): DayValues[] {
  const start = valuesOn(series, day);
  if (start === null) return [];
  const out: DayValues[] = [];
  let f = start.fitness;
  let a = start.fatigue;
  for (let k = 1; k <= days; k++) {
    f -= f * FITNESS_ALPHA;
    a -= a * FATIGUE_ALPHA;
    out.push({ day: day + k, load: 0, fitness: f, fatigue: a, form: f - a });
  }
  return out;
}
