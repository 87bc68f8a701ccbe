/** Labels and values of the curve charts. */
import type { UnitSystem } from '../../domain/units';
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
