/**
 * Curves of many activities as one: the element-wise best over the selected activities, per grid
 * point (highest best mean; lowest best time for distances), with the activity that set it. The
 * curves are packed once into one matrix per channel (a row per activity, NaN where an activity has
 * no value), so a filter change is one pass over the selected rows.
 */
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

/** Packs one channel of many activities (null: no curves stored) into a matrix. */
export function packCurves(curves: readonly (ActivityCurves | null)[], key: CurveKey): CurveMatrix {
  const distance = isDistanceKey(key);
  const cols = distance ? PACE_DISTANCES_M.length : CURVE_DURATIONS_S.length;
  const rows = curves.length;
  const values = new Float32Array(rows * cols).fill(NaN);
  const startS = new Uint32Array(rows * cols);
  const endS = new Uint32Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    const c = curves[r];
    if (c === null || c === undefined) continue;
    const ch = distance ? c[key] : c[key];
    if (ch === null) continue;
    const v = 'timeS' in ch ? ch.timeS : ch.values;
    values.set(v.subarray(0, cols), r * cols);
    startS.set(ch.startS.subarray(0, cols), r * cols);
    endS.set(ch.endS.subarray(0, cols), r * cols);
  }
  return { rows, cols, values, startS, endS, better: distance ? 'min' : 'max' };
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

/** The element-wise best over the rows whose mask byte is 1 (all rows without a mask). */
export function aggregateCurves(m: CurveMatrix, mask?: Uint8Array): AggregateCurve {
  const { rows, cols, values } = m;
  const best = new Float32Array(cols).fill(NaN);
  const row = new Int32Array(cols).fill(-1);
  const max = m.better === 'max';
  for (let r = 0; r < rows; r++) {
    if (mask !== undefined && mask[r] !== 1) continue;
    const o = r * cols;
    for (let c = 0; c < cols; c++) {
      const v = values[o + c]!;
      if (v !== v) break; // a row's values are a prefix of the grid: NaN ends them
      const b = best[c]!;
      if (b !== b || (max ? v > b : v < b)) {
        best[c] = v;
        row[c] = r;
      }
    }
  }
  const startS = new Uint32Array(cols);
  const endS = new Uint32Array(cols);
  for (let c = 0; c < cols; c++) {
    if (row[c]! < 0) continue;
    startS[c] = m.startS[row[c]! * cols + c]!;
    endS[c] = m.endS[row[c]! * cols + c]!;
  }
  return { values: best, row, startS, endS };
}
