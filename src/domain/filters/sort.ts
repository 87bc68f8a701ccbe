import type { TrackSummary } from '../stats/types';
import { durationOf, movingSpeedOf } from './metrics';

/**
 * Sorting of activity lists. Numeric keys compare as numbers, text keys with a natural-order,
 * case- and accent-insensitive collator ("Run 2" before "run 10"). Missing values (null, NaN) sort
 * last in both directions. Several keys sort by the first, ties by the next, and so on; the sort
 * is stable, so remaining ties keep the input order.
 */

export type SortKey =
  | 'date'
  | 'name'
  | 'sport'
  | 'distance'
  | 'moving'
  | 'elapsed'
  | 'duration'
  | 'speed'
  | 'gain'
  | 'maxEle'
  | 'avgHr'
  | 'maxHr'
  | 'cadence'
  | 'power'
  | 'points'
  | 'fileName';

export interface SortSpec {
  id: SortKey;
  desc: boolean;
}

type NumericGetter = (s: TrackSummary) => number | null;
type TextGetter = (s: TrackSummary) => string | null;

type SortValue = { kind: 'number'; get: NumericGetter } | { kind: 'text'; get: TextGetter };

const num = (get: NumericGetter): SortValue => ({ kind: 'number', get });
const txt = (get: TextGetter): SortValue => ({ kind: 'text', get });

/** The value each key sorts by. 'speed' is moving speed, so it also orders pace (inversely). */
export const SORT_VALUES: Record<SortKey, SortValue> = {
  date: num((s) => s.startTime),
  name: txt((s) => s.name),
  sport: txt((s) => s.sport),
  distance: num((s) => s.distanceM),
  moving: num((s) => s.movingS),
  elapsed: num((s) => s.elapsedS),
  duration: num(durationOf),
  speed: num(movingSpeedOf),
  gain: num((s) => s.elevationGainM),
  maxEle: num((s) => s.maxElevationM),
  avgHr: num((s) => s.avgHr),
  maxHr: num((s) => s.maxHr),
  cadence: num((s) => s.avgCadence),
  power: num((s) => s.avgPower),
  points: num((s) => s.points),
  fileName: txt((s) => s.fileName),
};

export function isSortKey(id: string): id is SortKey {
  return Object.hasOwn(SORT_VALUES, id);
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Ascending comparison with missing values last whatever the direction. */
function compareValues(a: number | string | null, b: number | string | null, desc: boolean): number {
  const aMissing = a === null || (typeof a === 'number' && Number.isNaN(a));
  const bMissing = b === null || (typeof b === 'number' && Number.isNaN(b));
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  const c = typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  return desc ? -c : c;
}

/** A comparator for Array.prototype.sort over the given keys. */
export function compareSummaries(specs: readonly SortSpec[]): (a: TrackSummary, b: TrackSummary) => number {
  return (a, b) => {
    for (const spec of specs) {
      const { get } = SORT_VALUES[spec.id];
      const c = compareValues(get(a), get(b), spec.desc);
      if (c !== 0) return c;
    }
    return 0;
  };
}

/** One key's values extracted once per row (NaN / null for missing), so sorting never re-reads rows. */
function extract(rows: readonly TrackSummary[], spec: SortSpec): (i: number, j: number) => number {
  const sv = SORT_VALUES[spec.id];
  const sign = spec.desc ? -1 : 1;
  if (sv.kind === 'number') {
    const v = new Float64Array(rows.length);
    rows.forEach((r, i) => (v[i] = sv.get(r) ?? NaN));
    return (i, j) => {
      const a = v[i] as number;
      const b = v[j] as number;
      if (a !== a || b !== b) return a !== a ? (b !== b ? 0 : 1) : -1;
      return a === b ? 0 : a < b ? -sign : sign;
    };
  }
  const v = rows.map((r) => sv.get(r));
  return (i, j) => compareValues(v[i] ?? null, v[j] ?? null, spec.desc);
}

/** A sorted copy of the rows (stable). No keys gives a copy in the input order. */
export function sortSummaries<T extends TrackSummary>(rows: readonly T[], specs: readonly SortSpec[]): T[] {
  if (specs.length === 0) return rows.slice();
  const cmps = specs.map((s) => extract(rows, s));
  const idx = Array.from({ length: rows.length }, (_, i) => i);
  idx.sort((i, j) => {
    for (const c of cmps) {
      const r = c(i, j);
      if (r !== 0) return r;
    }
    return i - j;
  });
  return idx.map((i) => rows[i] as T);
}
