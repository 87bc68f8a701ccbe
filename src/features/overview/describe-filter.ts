/**
 * Short phrases for an active filter ("this year", "run, ride", "5–10 km"), so the overview can say
 * what it is showing. The filter bar itself is on the Activities page.
 */
import {
  NO_GEAR,
  type ActivityFilter,
  type DatePreset,
  type HistoryShow,
  type NumRange,
} from '../../domain/filters';
import type { UnitSystem } from '../../domain/units';
import { formatDistance, formatDuration, formatElevation, paceUnit } from '../../lib/format';

const PRESET_LABELS: Record<Exclude<DatePreset, 'all' | 'custom'>, string> = {
  'this-week': 'this week',
  'this-month': 'this month',
  'last-30-days': 'last 30 days',
  'this-year': 'this year',
  'last-year': 'last year',
};

function rangeText(label: string, r: NumRange, fmt: (v: number) => string): string | null {
  if (r.min === null && r.max === null) return null;
  if (r.min !== null && r.max !== null) return `${label} ${fmt(r.min)}–${fmt(r.max)}`;
  return r.min !== null ? `${label} ≥ ${fmt(r.min)}` : `${label} ≤ ${fmt(r.max!)}`;
}

function dateText(filter: ActivityFilter): string | null {
  const { preset, from, to } = filter.date;
  if (preset === 'all') return null;
  if (preset !== 'custom') return PRESET_LABELS[preset];
  if (from && to) return `${from} to ${to}`;
  if (from) return `from ${from}`;
  return to ? `until ${to}` : null;
}

const SHOW_PHRASES: Record<HistoryShow, string> = {
  counted: 'counted activities only',
  excluded: 'excluded activities only',
  routes: 'routes only',
};

/** One phrase per restricting part of the filter; empty when the filter shows everything. */
export function describeFilter(filter: ActivityFilter, units: UnitSystem, collectionName?: string): string[] {
  const perUnit = units === 'metric' ? 1 : 1.609344;
  const pace = (sPerKm: number) => `${formatDuration(sPerKm * perUnit)} ${paceUnit(units)}`;
  return [
    dateText(filter),
    filter.sports.length > 0 ? filter.sports.join(', ') : null,
    rangeText('distance', filter.distanceM, (v) => formatDistance(v, units, 1)),
    rangeText('duration', filter.durationS, formatDuration),
    rangeText('gain', filter.gainM, (v) => formatElevation(v, units)),
    rangeText('pace', filter.paceSPerKm, pace),
    filter.text.trim() ? `“${filter.text.trim()}”` : null,
    filter.collectionId !== null ? `collection ${collectionName ?? '(deleted)'}` : null,
    filter.gear !== null ? (filter.gear === NO_GEAR ? 'no gear' : `gear ${filter.gear}`) : null,
    filter.show !== null ? SHOW_PHRASES[filter.show] : null,
  ].filter((p): p is string => p !== null);
}
