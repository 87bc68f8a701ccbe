/** Labels and values of the curve charts. */
import { METRES_PER_KM, METRES_PER_MILE, type UnitSystem } from '../../domain/units';
import { niceStep } from '../../domain/compare/grid';
import { formatPace } from '../../lib/format';
import type { CurveView } from './curve-view';

/** "5 s", "1 min", "1 h 30 min". */
export function durationLabel(s: number): string {
  if (s < 60) return `${s} s`;
  if (s < 3600) return s % 60 === 0 ? `${s / 60} min` : `${Math.floor(s / 60)} min ${s % 60} s`;
  const h = Math.floor(s / 3600);
  const m = Math.round((s % 3600) / 60);
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** A best mean as the view shows it: watts, bpm, or pace per km / mile. */
export function formatCurveValue(view: CurveView, v: number | undefined, units: UnitSystem): string {
  if (v === undefined || !Number.isFinite(v)) return '—';
  if (view === 'power') return `${Math.round(v)} W`;
  if (view === 'hr') return `${Math.round(v)} bpm`;
  return formatPace(v, units);
}

/** Round pace steps, seconds per km or mile (5 s up to 10 min). */
const PACE_STEPS_S = [5, 10, 15, 20, 30, 60, 120, 300, 600];
/** About this many ticks on the value axis, whichever the view. */
const VALUE_TICKS = 4;

/** A value axis: its domain and the ticks Recharts draws, every one of them (interval 0). */
export interface ValueAxis {
  domain: [number, number];
  ticks: number[];
}

/** The lowest and highest finite positive value of the curves, or null when there is none. */
function range(curves: Iterable<ArrayLike<number>>): [number, number] | null {
  let lo = Infinity;
  let hi = -Infinity;
  for (const values of curves) {
    for (let i = 0; i < values.length; i++) {
      const v = values[i]!;
      if (!(v > 0) || !Number.isFinite(v)) continue;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
  }
  return Number.isFinite(lo) ? [lo, hi] : null;
}

/**
 * The value axis of a curves chart, from the curves it draws (each an array of best means).
 * Watts and beats per minute tick at round numbers (a step of 1, 2, 2.5 or 5 × 10^k, about
 * VALUE_TICKS of them: 140, 150 … 180 bpm, not Recharts' own 144, 153, 162), the domain running
 * from the tick below the lowest value to the one above the highest. Pace: see paceAxis. Null when
 * there is no value to show.
 */
export function valueAxis(
  view: CurveView,
  curves: Iterable<ArrayLike<number>>,
  units: UnitSystem,
): ValueAxis | null {
  if (view === 'pace') return paceAxis(curves, units);
  const r = range(curves);
  if (!r) return null;
  const step = niceStep((r[1] - r[0]) / VALUE_TICKS);
  const low = Math.floor(r[0] / step) * step;
  const high = Math.max(low + step, Math.ceil(r[1] / step) * step);
  const ticks: number[] = [];
  // Counted, not summed, so a step like 2.5 never drifts past `high`.
  for (let i = 0; low + i * step <= high + step * 1e-9; i++) ticks.push(low + i * step);
  return { domain: [low, high], ticks };
}

/**
 * The pace view's value axis: the chart plots speeds (m/s), so Recharts' own round numbers are
 * round speeds, which read as paces like 2:23, 2:39, 2:59. Ticks here fall on round paces (every
 * 5, 10, 15, 20, 30 s or whole minutes per km or mile), given as the speeds they stand for, and
 * the domain runs from the tick below the slowest pace to the one above the fastest. Null when
 * there is no speed to show.
 */
export function paceAxis(curves: Iterable<ArrayLike<number>>, units: UnitSystem): ValueAxis | null {
  const per = units === 'metric' ? METRES_PER_KM : METRES_PER_MILE;
  const r = range(curves);
  if (!r) return null;
  const fastest = per / r[1];
  const slowest = per / r[0];
  const step = PACE_STEPS_S.find((s) => s * VALUE_TICKS >= slowest - fastest) ?? PACE_STEPS_S.at(-1)!;
  const low = Math.max(step, Math.floor(fastest / step) * step);
  const high = Math.max(low + step, Math.ceil(slowest / step) * step);
  const ticks: number[] = [];
  for (let pace = low; pace <= high; pace += step) ticks.push(per / pace);
  return { domain: [per / high, per / low], ticks };
}
