import type { TrackSummary } from '../stats/types';
import { durationOf, movingSpeedOf } from './metrics';

/**
 * Sorting of activity lists. Numeric keys compare as numbers. Text keys compare by a "natural"
 * sort key (textSortKey): accents removed, lower case, and runs of digits compared as numbers,
 * so "Run 2" sorts before "run 10" and "álpine" with the a's. Missing values (null, NaN) sort last
 * in both directions. Several keys sort by the first, ties by the next, and so on; the sort is
 * stable, so remaining ties keep the input order.
 *
 * sortSummaries is fast enough for a click on 10,000 rows: each key is reduced once to a number
 * per row (text: its rank among the distinct sort keys), then rows are ordered by an LSD radix
 * sort on those numbers, key by key from the last (stable passes compose into a multi-key sort).
 */
import type { LoadSource } from '../training/definitions';
import { radixOrder } from './radix-order';
import { hasPlausibleDate } from '../sanity/rules';

export type SortKey =
  | 'date'
  | 'name'
  | 'sport'
  | 'gear'
  | 'distance'
  | 'moving'
  | 'elapsed'
  | 'duration'
  | 'speed'
  | 'gain'
  | 'gainRaw'
  | 'maxEle'
  | 'avgHr'
  | 'maxHr'
  | 'cadence'
  | 'power'
  | 'points'
  | 'fileName'
  | 'newTiles'
  | 'load'
  | 'decoupling';

export interface SortSpec {
  id: SortKey;
  desc: boolean;
}

/**
 * Values of an activity that its summary does not hold because they depend on the whole history,
 * handed in by the caller. newTiles: the explorer tiles (zoom 14) the activity visited first
 * (src/domain/explorer/explorer-index.ts); an activity missing from the map sorts as missing.
 */
export interface SortExtras {
  newTiles?: ReadonlyMap<string, number> | null;
  /** Training load of each activity (domain/training/model.ts): it depends on the history and thresholds. */
  trainingLoads?: ReadonlyMap<string, { load: number; source: LoadSource }> | null;
}

type NumericGetter = (s: TrackSummary, extras?: SortExtras) => number | null;
type TextGetter = (s: TrackSummary) => string | null;

type SortValue = { kind: 'number'; get: NumericGetter } | { kind: 'text'; get: TextGetter };

const num = (get: NumericGetter): SortValue => ({ kind: 'number', get });
const txt = (get: TextGetter): SortValue => ({ kind: 'text', get });

/** The value each key sorts by. 'speed' is moving speed, so it also orders pace (inversely). */
export const SORT_VALUES: Record<SortKey, SortValue> = {
  // A wrong clock (before 1990, after the import: sanity/rules.ts) is a date unknown: sorted last.
  date: num((s) => (hasPlausibleDate(s) ? s.startTime : null)),
  name: txt((s) => s.name),
  sport: txt((s) => s.sport),
  gear: txt((s) => s.gear ?? ''),
  distance: num((s) => s.distanceM),
  moving: num((s) => s.movingS),
  elapsed: num((s) => s.elapsedS),
  duration: num(durationOf),
  speed: num(movingSpeedOf),
  gain: num((s) => s.elevationGainM),
  gainRaw: num((s) => s.elevationGainRawM),
  maxEle: num((s) => s.maxElevationM),
  avgHr: num((s) => s.avgHr),
  maxHr: num((s) => s.maxHr),
  cadence: num((s) => s.avgCadence),
  power: num((s) => s.avgPower),
  points: num((s) => s.points),
  fileName: txt((s) => s.fileName),
  newTiles: num((s, x) => x?.newTiles?.get(s.id) ?? null),
  load: num((s, x) => x?.trainingLoads?.get(s.id)?.load ?? null),
  decoupling: num((s) => s.training?.decoupling?.pct ?? null),
};

/** Keys whose values come from SortExtras (never cached with the list: they change without it). */
const EXTRA_KEYS: ReadonlySet<SortKey> = new Set(['newTiles', 'load']);

export function isSortKey(id: string): id is SortKey {
  return Object.hasOwn(SORT_VALUES, id);
}

/** Digit runs are left-padded to this many digits so they compare as numbers. */
const DIGIT_PAD = 12;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const DIGIT_RUN = /\d+/g;
const textKeys = new Map<string, string>();
/** Distinct texts remembered (names repeat a lot; the cache is cleared when it grows past this). */
const TEXT_KEY_CACHE_LIMIT = 50_000;

/** The natural sort key of a text: no accents, lower case, digit runs zero-padded. */
export function textSortKey(text: string): string {
  let key = textKeys.get(text);
  if (key === undefined) {
    key = text
      .normalize('NFD')
      .replace(COMBINING_MARKS, '')
      .toLowerCase()
      .replace(DIGIT_RUN, (d) => d.padStart(DIGIT_PAD, '0'));
    if (textKeys.size >= TEXT_KEY_CACHE_LIMIT) textKeys.clear();
    textKeys.set(text, key);
  }
  return key;
}

/** Ascending comparison with missing values last whatever the direction. */
function compareValues(a: number | string | null, b: number | string | null, desc: boolean): number {
  const aMissing = a === null || (typeof a === 'number' && Number.isNaN(a));
  const bMissing = b === null || (typeof b === 'number' && Number.isNaN(b));
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1;
  let c: number;
  if (typeof a === 'number' && typeof b === 'number') c = a - b;
  else {
    const ka = textSortKey(String(a));
    const kb = textSortKey(String(b));
    c = ka < kb ? -1 : ka > kb ? 1 : 0;
  }
  return desc ? -c : c;
}

/** A comparator for Array.prototype.sort over the given keys. */
export function compareSummaries(
  specs: readonly SortSpec[],
  extras?: SortExtras,
): (a: TrackSummary, b: TrackSummary) => number {
  return (a, b) => {
    for (const spec of specs) {
      const sv = SORT_VALUES[spec.id];
      const c =
        sv.kind === 'number'
          ? compareValues(sv.get(a, extras), sv.get(b, extras), spec.desc)
          : compareValues(sv.get(a), sv.get(b), spec.desc);
      if (c !== 0) return c;
    }
    return 0;
  };
}

/**
 * One key as a number per row (NaN for missing): numeric values as they are, texts as the rank of
 * their sort key among the distinct keys.
 */
function numericKeys(rows: readonly TrackSummary[], id: SortKey, extras?: SortExtras): Float64Array {
  if (EXTRA_KEYS.has(id)) return computeKeys(rows, id, extras);
  let perKey = keyCache.get(rows);
  if (perKey === undefined) {
    perKey = new Map();
    keyCache.set(rows, perKey);
  }
  let keys = perKey.get(id);
  if (keys === undefined) {
    keys = computeKeys(rows, id);
    perKey.set(id, keys);
  }
  return keys;
}

/**
 * Keys per list and sort key. Lists and summaries are immutable values (an edit gives a new list),
 * so a list sorted again by a key it was sorted by before (a direction toggle, a second key) reuses
 * the keys.
 */
const keyCache = new WeakMap<readonly TrackSummary[], Map<SortKey, Float64Array>>();

function computeKeys(rows: readonly TrackSummary[], id: SortKey, extras?: SortExtras): Float64Array {
  const sv = SORT_VALUES[id];
  const out = new Float64Array(rows.length);
  if (sv.kind === 'number') {
    for (let i = 0; i < rows.length; i++) out[i] = sv.get(rows[i] as TrackSummary, extras) ?? NaN;
    return out;
  }
  const keys = rows.map((r) => {
    const t = sv.get(r);
    return t === null ? null : textSortKey(t);
  });
  const distinct = [...new Set(keys.filter((k): k is string => k !== null))].sort();
  const rank = new Map(distinct.map((k, i) => [k, i]));
  keys.forEach((k, i) => (out[i] = k === null ? NaN : (rank.get(k) as number)));
  return out;
}

/**
 * A sorted copy of the rows (stable). No keys gives a copy in the input order. `extras` gives the
 * values of keys that summaries do not hold (SortExtras).
 */
export function sortSummaries<T extends TrackSummary>(
  rows: readonly T[],
  specs: readonly SortSpec[],
  extras?: SortExtras,
): T[] {
  if (specs.length === 0) return rows.slice();
  const order = radixOrder(
    rows.length,
    specs.map((s) => ({ keys: numericKeys(rows, s.id, extras), desc: s.desc })),
  );
  const out = new Array<T>(rows.length);
  for (let i = 0; i < order.length; i++) out[i] = rows[order[i] as number] as T;
  return out;
}
