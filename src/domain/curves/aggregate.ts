/**
 * Curves of many activities as one: the element-wise best over the selected activities, per grid
 * point (highest best mean; lowest best time for distances), with the activity that set it. The
 * curves are packed once into one matrix per channel (a row per activity, NaN where an activity has
 * no value), so a filter change is one pass over the selected rows.
 *
 * Plausibility: given each row's sport, a speed or pace point faster than the sport's best-effort
 * limit (sanity/limits.ts maxEffortMps over the point's distance: world-record speeds for running and
 * walking, 110 km/h on a bike...) is left out, as it is of the activity's best efforts (sanity/rules.ts
 * isPlausibleEffort): a GPS jump or a car never becomes a curve point or a record. It is packed as
 * IMPLAUSIBLE, which no aggregate takes, so the activity's other points still count.
 */
import { maxEffortMps } from '../sanity/limits';
import type { Sport } from '../stats/types';
import { CURVE_DURATIONS_S, PACE_DISTANCES_M } from './grid';
import type { ActivityCurves, CurveChannelKey, DistanceCurveKey } from './types';

export interface CurveMatrix {
  rows: number;
  cols: number;
  /** rows × cols values, row-major, NaN where absent. */
  values: Float32Array;
  /** Start of each best window, seconds after its activity's start, row-major. */
  startS: Uint32Array;
  /** End of each best window, seconds after its activity's start, row-major. */
  endS: Uint32Array;
  /** 'max' for best means, 'min' for best times. */
  better: 'max' | 'min';
}

export type CurveKey = CurveChannelKey | DistanceCurveKey;

function isDistanceKey(key: CurveKey): key is DistanceCurveKey {
  return key === 'pace' || key === 'gapPace';
}

/** A packed value no aggregate takes: a point over the plausibility limit (above). */
const IMPLAUSIBLE = Infinity;
/**
 * Curves are stored as Float32 (about 7 significant digits): a time equal to a record reads a few
 * parts in 10^8 off it, so the limit is compared with this relative slack.
 */
const FLOAT32_SLACK = 1 + 1e-6;

/** Marks the points of row `r` faster than `sport`'s best-effort limit as IMPLAUSIBLE. */
function markImplausible(values: Float32Array, r: number, cols: number, key: CurveKey, sport: Sport): void {
  const distance = isDistanceKey(key);
  for (let c = 0; c < cols; c++) {
    const v = values[r * cols + c]!;
    if (v !== v) break;
    // A distance curve holds the best time over PACE_DISTANCES_M[c]; a speed curve the best mean
    // speed over CURVE_DURATIONS_S[c] seconds, so the distance of that window is v × seconds.
    const metres = distance ? PACE_DISTANCES_M[c]! : v * CURVE_DURATIONS_S[c]!;
    const mps = distance ? metres / v : v;
    if (!(mps <= maxEffortMps(sport, metres) * FLOAT32_SLACK)) values[r * cols + c] = IMPLAUSIBLE;
  }
}

/** A matrix of `rows` activities for one channel with no values yet (every value NaN). */
function emptyMatrix(key: CurveKey, rows: number): CurveMatrix {
  const distance = isDistanceKey(key);
  const cols = distance ? PACE_DISTANCES_M.length : CURVE_DURATIONS_S.length;
  return {
    rows,
    cols,
    values: new Float32Array(rows * cols).fill(NaN),
    startS: new Uint32Array(rows * cols),
    endS: new Uint32Array(rows * cols),
    better: distance ? 'min' : 'max',
  };
}

/**
 * Packs one channel of many activities (null: no curves stored) into a matrix. With `sports` (each
 * row's sport), speed and pace points over the sport's plausibility limit are left out (above).
 */
export function packCurves(
  curves: readonly (ActivityCurves | null)[],
  key: CurveKey,
  sports?: readonly Sport[],
): CurveMatrix {
  const m = emptyMatrix(key, curves.length);
  const { cols, values, startS, endS } = m;
  for (let r = 0; r < m.rows; r++) {
    const ch = curves[r]?.[key];
    if (ch === null || ch === undefined) continue;
    const v = 'timeS' in ch ? ch.timeS : ch.values;
    values.set(v.subarray(0, cols), r * cols);
    startS.set(ch.startS.subarray(0, cols), r * cols);
    endS.set(ch.endS.subarray(0, cols), r * cols);
    const sport = sports?.[r];
    if (sport !== undefined && key !== 'power' && key !== 'hr') markImplausible(values, r, cols, key, sport);
  }
  return m;
}

/** One activity's packed row of one channel for one sport (packCurves of that activity alone). */
interface PackedRow {
  values: Float32Array;
  startS: Uint32Array;
  endS: Uint32Array;
}

/**
 * Packed rows by curves object, then by channel and sport. Stored curves are never changed in
 * place (a recomputation or a mend stores a new object), so a row packed once stays right, and a
 * list that changed in one activity repacks only that one (the activity page after a mend: 10,000
 * rows took a large part of its redraw).
 */
const packedRows = new WeakMap<ActivityCurves, Map<string, PackedRow>>();

function packedRow(curves: ActivityCurves, key: CurveKey, sport: Sport | undefined): PackedRow {
  let byKey = packedRows.get(curves);
  if (!byKey) packedRows.set(curves, (byKey = new Map<string, PackedRow>()));
  const k = `${key} ${sport ?? ''}`;
  let row = byKey.get(k);
  if (!row) {
    const m = packCurves([curves], key, sport === undefined ? undefined : [sport]);
    row = { values: m.values, startS: m.startS, endS: m.endS };
    byKey.set(k, row);
  }
  return row;
}

export interface AggregateCurve {
  /** Best per grid point, NaN where no selected activity reaches it. */
  values: Float32Array;
  /** Row (activity) that set each point, -1 where none. */
  row: Int32Array;
  /** Start of the best window within that activity, seconds. */
  startS: Uint32Array;
  /** End of the best window within that activity, seconds. */
  endS: Uint32Array;
}

/** An aggregate with no row taken yet. */
function emptyAggregate(cols: number): AggregateCurve {
  return {
    values: new Float32Array(cols).fill(NaN),
    row: new Int32Array(cols).fill(-1),
    startS: new Uint32Array(cols),
    endS: new Uint32Array(cols),
  };
}

/**
 * Takes into `acc` the points of row `r` (its values, window starts and ends from `offset`) that
 * beat it: the one best-of loop of both aggregates below.
 */
function takeRow(
  acc: AggregateCurve,
  r: number,
  values: Float32Array,
  startS: Uint32Array,
  endS: Uint32Array,
  offset: number,
  max: boolean,
): void {
  const best = acc.values;
  const cols = best.length;
  for (let c = 0; c < cols; c++) {
    const v = values[offset + c]!;
    if (v !== v) break; // a row's values are a prefix of the grid: NaN ends them
    if (v === IMPLAUSIBLE) continue;
    const b = best[c]!;
    if (b !== b || (max ? v > b : v < b)) {
      best[c] = v;
      acc.row[c] = r;
      acc.startS[c] = startS[offset + c]!;
      acc.endS[c] = endS[offset + c]!;
    }
  }
}

/** The element-wise best over the rows whose mask byte is 1 (all rows without a mask). */
export function aggregateCurves(m: CurveMatrix, mask?: Uint8Array): AggregateCurve {
  const acc = emptyAggregate(m.cols);
  const max = m.better === 'max';
  for (let r = 0; r < m.rows; r++) {
    if (mask !== undefined && mask[r] !== 1) continue;
    takeRow(acc, r, m.values, m.startS, m.endS, r * m.cols, max);
  }
  return acc;
}

/**
 * aggregateCurves(packCurves(curves, key, sports), mask) without packing a matrix: each activity's
 * row is packed once per curves object, channel and sport (packedRow) and read where it is. After a
 * mend only the mended activity's row is packed again, and no matrix of every activity of the sport
 * (rows × grid × 12 bytes, tens of MB for thousands of rides) is allocated and copied: the activity
 * page's lines (bench edit-apply).
 */
export function aggregateCurvesReusing(
  curves: readonly (ActivityCurves | null)[],
  key: CurveKey,
  sports?: readonly Sport[],
  mask?: Uint8Array,
): AggregateCurve {
  const distance = isDistanceKey(key);
  const acc = emptyAggregate(distance ? PACE_DISTANCES_M.length : CURVE_DURATIONS_S.length);
  for (let r = 0; r < curves.length; r++) {
    if (mask !== undefined && mask[r] !== 1) continue;
    const c = curves[r];
    if (c === null || c === undefined) continue;
    const packed = packedRow(c, key, sports?.[r]);
    takeRow(acc, r, packed.values, packed.startS, packed.endS, 0, !distance);
  }
  return acc;
}
