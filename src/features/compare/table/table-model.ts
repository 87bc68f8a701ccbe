/**
 * The side-by-side table: which summary statistics it shows, how each is formatted, its difference
 * to the baseline (this activity's value minus the baseline's; for pace, the difference of the
 * paces), and sorting (absent values last in both directions).
 */
import type { CompareAxis } from '../../../domain/compare/types';
import type { Sport, TrackSummary } from '../../../domain/stats/types';
import { FEET_PER_METRE, type UnitSystem } from '../../../domain/units';
import {
  formatDistance,
  formatDuration,
  formatElevation,
  formatInteger,
  formatPace,
  formatSigned,
  formatSpeed,
  MINUS,
  MISSING,
  paceUnit,
} from '../../../lib/format';
import type { SpeedMode } from '../chart/chart-rows';

export interface CompareEntry {
  id: string;
  /** Position in the comparison set (its colour). */
  position: number;
  summary: TrackSummary;
  /** Gap to the baseline where the shorter of the two ends (gap.ts), null without one. */
  finalGap: number | null;
}

export interface FormatContext {
  units: UnitSystem;
  speedMode: SpeedMode;
  /** The sport whose pace basis applies (the baseline's). */
  sport: Sport;
  axis: CompareAxis;
  /** Metres one pace value is "per". */
  paceBasisM: number;
}

export type StatKey =
  'distance' | 'elapsed' | 'moving' | 'speed' | 'gain' | 'avgHr' | 'maxHr' | 'cadence' | 'gap';
export type SortKey = 'position' | 'name' | 'date' | StatKey;
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

export interface StatSpec {
  key: StatKey;
  label: (c: FormatContext) => string;
  value: (e: CompareEntry, c: FormatContext) => number | null;
  format: (v: number | null, c: FormatContext) => string;
  /** A difference (value minus the baseline's), signed. */
  formatDiff: (d: number, c: FormatContext) => string;
}

const num = (v: number | null | undefined): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;
const paceOf = (mps: number | null, c: FormatContext): number | null =>
  mps !== null && mps > 0 ? c.paceBasisM / mps : null;

export const STAT_SPECS: readonly StatSpec[] = [
  {
    key: 'distance',
    label: () => 'Distance',
    value: (e) => num(e.summary.distanceM),
    format: (v, c) => formatDistance(v, c.units),
    formatDiff: (d, c) => formatSigned(d, (a) => formatDistance(a, c.units)),
  },
  {
    key: 'elapsed',
    label: () => 'Elapsed',
    value: (e) => num(e.summary.elapsedS),
    format: (v) => formatDuration(v),
    formatDiff: (d) => formatSigned(d, formatDuration),
  },
  {
    key: 'moving',
    label: () => 'Moving',
    value: (e) => num(e.summary.movingS),
    format: (v) => formatDuration(v),
    formatDiff: (d) => formatSigned(d, formatDuration),
  },
  {
    key: 'speed',
    label: (c) => (c.speedMode === 'pace' ? 'Avg pace' : 'Avg speed'),
    value: (e, c) =>
      c.speedMode === 'pace' ? paceOf(num(e.summary.avgSpeedMps), c) : num(e.summary.avgSpeedMps),
    format: (v, c) => {
      if (v === null) return MISSING;
      return c.speedMode === 'pace'
        ? formatPace(c.paceBasisM / v, c.units, c.sport)
        : formatSpeed(v, c.units);
    },
    formatDiff: (d, c) =>
      c.speedMode === 'pace'
        ? formatSigned(d, (a) => `${formatDuration(a)} ${c.sport === 'swim' ? '' : paceUnit(c.units)}`.trim())
        : formatSigned(d, (a) => formatSpeed(a, c.units)),
  },
  {
    key: 'gain',
    label: () => 'Elev. gain',
    value: (e) => num(e.summary.elevationGainM),
    format: (v, c) => formatElevation(v, c.units),
    formatDiff: (d, c) => formatSigned(d, (a) => formatElevation(a, c.units)),
  },
  {
    key: 'avgHr',
    label: () => 'Avg HR',
    value: (e) => num(e.summary.avgHr),
    format: (v) => formatInteger(v, 'bpm'),
    formatDiff: (d) => formatSigned(d, (a) => formatInteger(a, 'bpm')),
  },
  {
    key: 'maxHr',
    label: () => 'Max HR',
    value: (e) => num(e.summary.maxHr),
    format: (v) => formatInteger(v, 'bpm'),
    formatDiff: (d) => formatSigned(d, (a) => formatInteger(a, 'bpm')),
  },
  {
    key: 'cadence',
    label: () => 'Avg cadence',
    value: (e) => num(e.summary.avgCadence),
    format: (v) => formatInteger(v),
    formatDiff: (d) => formatSigned(d, (a) => formatInteger(a)),
  },
  {
    key: 'gap',
    label: (c) => (c.axis === 'distance' ? 'Time gap' : 'Distance gap'),
    value: (e) => e.finalGap,
    format: (v, c) => (v === null ? MISSING : formatGap(v, c)),
    formatDiff: (d, c) => formatGap(d, c),
  },
];

/**
 * A gap to the baseline in words: "+0:42 ahead", "−1:05 behind" (seconds, distance axis) or
 * "+120 m ahead" (time axis); "level" for zero.
 */
export function formatGap(v: number, c: Pick<FormatContext, 'axis' | 'units'>): string {
  const rounded = Math.round(v);
  if (rounded === 0) return 'level';
  const side = rounded > 0 ? 'ahead' : 'behind';
  if (c.axis === 'distance') return `${formatSigned(rounded, formatDuration)} ${side}`;
  const metric = c.units === 'metric';
  const shown = Math.round(metric ? Math.abs(v) : Math.abs(v) * FEET_PER_METRE);
  return `${rounded < 0 ? MINUS : '+'}${shown.toLocaleString('en-US')} ${metric ? 'm' : 'ft'} ${side}`;
}

/** The difference to the baseline's value, or null when either is absent (or it is the baseline). */
export function statDiff(
  spec: StatSpec,
  entry: CompareEntry,
  baseline: CompareEntry | null,
  c: FormatContext,
): number | null {
  if (!baseline || baseline.id === entry.id || spec.key === 'gap') return null;
  const mine = spec.value(entry, c);
  const theirs = spec.value(baseline, c);
  return mine === null || theirs === null ? null : mine - theirs;
}

function sortValue(e: CompareEntry, key: SortKey, c: FormatContext): number | string | null {
  if (key === 'position') return e.position;
  if (key === 'name') return e.summary.name.toLocaleLowerCase();
  if (key === 'date') return num(e.summary.startTime);
  return STAT_SPECS.find((s) => s.key === key)?.value(e, c) ?? null;
}

/** Entries sorted by one column; absent values last in both directions, ties in set order. */
export function sortEntries(
  entries: readonly CompareEntry[],
  sort: SortState,
  c: FormatContext,
): CompareEntry[] {
  const dir = sort.direction === 'asc' ? 1 : -1;
  const keyed = entries.map((e) => ({ e, v: sortValue(e, sort.key, c) }));
  keyed.sort((a, b) => {
    if (a.v === null || b.v === null)
      return a.v === null ? (b.v === null ? a.e.position - b.e.position : 1) : -1;
    const order =
      typeof a.v === 'string' || typeof b.v === 'string' ? String(a.v).localeCompare(String(b.v)) : a.v - b.v;
    return order !== 0 ? dir * order : a.e.position - b.e.position;
  });
  return keyed.map((k) => k.e);
}
