/** Labels and values of the curve charts. */
import { METRES_PER_KM, METRES_PER_MILE, type UnitSystem } from '../../domain/units';
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
/** About this many pace ticks on the value axis. */
const PACE_TICKS = 4;

/**
 * The pace view's value axis: the chart plots speeds (m/s), so Recharts' own round numbers are
 * round speeds, which read as paces like 2:23, 2:39, 2:59. Ticks here fall on round paces (every
 * 5, 10, 15, 20, 30 s or whole minutes per km or mile), given as the speeds they stand for, and
 * the domain runs from the tick below the slowest pace to the one above the fastest. Null when
 * there is no speed to show.
 */
export function paceAxis(
  speedsMps: Iterable<number>,
  units: UnitSystem,
): { domain: [number, number]; ticks: number[] } | null {
  const per = units === 'metric' ? METRES_PER_KM : METRES_PER_MILE;
  let fastest = Infinity;
  let slowest = -Infinity;
  for (const v of speedsMps) {
    if (!(v > 0) || !Number.isFinite(v)) continue;
    const pace = per / v;
    fastest = Math.min(fastest, pace);
    slowest = Math.max(slowest, pace);
  }
  if (!Number.isFinite(fastest)) return null;
  const step = PACE_STEPS_S.find((s) => s * PACE_TICKS >= slowest - fastest) ?? PACE_STEPS_S.at(-1)!;
  const low = Math.max(step, Math.floor(fastest / step) * step);
  const high = Math.max(low + step, Math.ceil(slowest / step) * step);
  const ticks: number[] = [];
  for (let pace = low; pace <= high; pace += step) ticks.push(per / pace);
  return { domain: [per / high, per / low], ticks };
}
