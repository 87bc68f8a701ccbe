/**
 * Axis domains and ticks of the overlaid charts, computed here once instead of by the chart
 * library for every line (which measures tick labels in the DOM and rescans every series):
 * "nice" ticks (1, 2, 2.5, 5 × 10^k, or whole seconds, minutes and hours for times), a domain
 * that starts and ends on a tick, and the data's extent over the overlaid series. The speed or pace
 * axis is robust: it spans the ROBUST_LOW_Q to ROBUST_HIGH_Q quantiles of the values of all series
 * (nearest rank), so a few stop or GPS spikes do not flatten the real differences; what lies beyond
 * is clipped, and the scale says so (`clipped`) for the chart to note it.
 */
import { niceAxisStep, niceStep } from '../../../domain/compare/grid';
import type { CompareRow } from './chart-rows';

export interface AxisScale {
  domain: [number, number];
  ticks: number[];
  /** Some values lie outside the domain (a robust axis) and are clipped. */
  clipped?: boolean;
}

/** Quantiles a robust axis spans (definition above). */
export const ROBUST_LOW_Q = 0.01;
export const ROBUST_HIGH_Q = 0.99;

/** Ticks a y axis aims for. */
export const Y_TICKS = 4;
/** Ticks an x axis aims for. */
export const X_TICKS = 6;

/** Whole hours a duration axis steps by beyond an hour (then whole days, niceStep-wise). */
export const NICE_HOURS = [1, 2, 3, 4, 6, 12, 24] as const;
const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Nice step for this kind of value: plain numbers, or durations in seconds (or minutes): whole
 * seconds and minutes up to an hour (niceAxisStep), whole hours beyond (never 5,000 s, which
 * labels ticks 1:23:20), whole days beyond a day.
 */
function stepFor(raw: number, durations: boolean): number {
  if (!durations) return niceStep(raw);
  if (raw <= HOUR) return niceAxisStep('time', raw);
  for (const h of NICE_HOURS) if (h * HOUR >= raw) return h * HOUR;
  return Math.max(1, niceStep(raw / DAY)) * DAY;
}

/** Ticks k·step in [from, to]. */
function ticksBetween(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  const first = Math.ceil(from / step - 1e-9);
  for (let k = first; k * step <= to + step * 1e-9; k++) out.push(k * step + 0); // + 0: no -0
  return out;
}

/** The x axis: from 0 to the last row's x, with ticks inside. */
export function xScale(rows: readonly CompareRow[], durations: boolean): AxisScale {
  const end = rows.length > 0 ? rows[rows.length - 1]!.x : 0;
  if (!(end > 0)) return { domain: [0, 1], ticks: [0] };
  const step = stepFor(end / X_TICKS, durations);
  return { domain: [0, end], ticks: ticksBetween(0, end, step) };
}

/** Smallest and largest value of these series over the rows, or null without any value. */
export function extent(rows: readonly CompareRow[], keys: readonly string[]): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (const row of rows) {
    for (const key of keys) {
      const v = row[key];
      if (v === null || v === undefined) continue;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  }
  return lo <= hi ? [lo, hi] : null;
}

/** The ROBUST_LOW_Q..ROBUST_HIGH_Q quantiles of these series' values, or null without any value. */
export function robustExtent(rows: readonly CompareRow[], keys: readonly string[]): [number, number] | null {
  const values: number[] = [];
  for (const row of rows) {
    for (const key of keys) {
      const v = row[key];
      if (v !== null && v !== undefined && Number.isFinite(v)) values.push(v);
    }
  }
  if (values.length === 0) return null;
  values.sort((a, b) => a - b);
  const at = (q: number) => values[Math.round(q * (values.length - 1))]!;
  return [at(ROBUST_LOW_Q), at(ROBUST_HIGH_Q)];
}

/**
 * A y axis over these series: the extent (or, when `robust`, the quantile range) widened to whole
 * ticks (and to 0 when `withZero`); a flat series gets one step either side.
 */
export function yScale(
  rows: readonly CompareRow[],
  keys: readonly string[],
  durations: boolean,
  withZero = false,
  robust = false,
): AxisScale {
  const full = extent(rows, keys) ?? [0, 1];
  const found = robust ? (robustExtent(rows, keys) ?? full) : full;
  let [lo, hi] = found;
  if (withZero) [lo, hi] = [Math.min(lo, 0), Math.max(hi, 0)];
  const step = stepFor(hi > lo ? (hi - lo) / Y_TICKS : Math.max(Math.abs(hi), 1) / Y_TICKS, durations);
  let from = Math.floor(lo / step) * step + 0;
  let to = Math.ceil(hi / step) * step;
  if (to === from) [from, to] = [from - step, to + step];
  const clipped = full[0] < from || full[1] > to;
  return { domain: [from, to], ticks: ticksBetween(from, to, step), ...(clipped ? { clipped } : {}) };
}
