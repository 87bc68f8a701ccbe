/**
 * A part of an activity chosen by distance: dragged on the charts, typed in the range fields, or
 * picked as start and end on the map. Everything is a distance from the activity's start in metres
 * (the charts' x in time mode is converted through the chart profile).
 *
 * - A range is ordered (start before end) and clamped to [0, the profile's last distance].
 * - A range shorter than MIN_RANGE_M is not a range (a click on a chart is not a drag).
 * - A map pick is the profile sample nearest the clicked point; the end is searched only after the
 *   start (an out-and-back passes each place twice: the end comes later on the way).
 */
import { haversineM } from '../../../domain/geo';
import type { ChartProfile } from '../../../domain/series/types';
import { METRES_PER_KM, METRES_PER_MILE, type UnitSystem } from '../../../domain/units';
import type { ProfileRow, XAxisMode } from './chart-series';

/** Shortest range that makes a segment, metres. */
export const MIN_RANGE_M = 50;

export interface DistanceRange {
  startM: number;
  endM: number;
}

/** Last finite distance of the profile (its length), 0 when none. */
export function profileLengthM(profile: ChartProfile): number {
  for (let i = profile.distanceM.length - 1; i >= 0; i--) {
    const d = profile.distanceM[i]!;
    if (Number.isFinite(d)) return d;
  }
  return 0;
}

/** The ordered, clamped range between two distances, or null when shorter than MIN_RANGE_M. */
export function orderedRange(a: number, b: number, lengthM: number): DistanceRange | null {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  const clamp = (v: number) => Math.min(Math.max(v, 0), lengthM);
  const startM = clamp(Math.min(a, b));
  const endM = clamp(Math.max(a, b));
  return endM - startM >= MIN_RANGE_M ? { startM, endM } : null;
}

/** Index of the first row whose x is at or after `x` (rows ascending in x), clamped to the rows. */
function rowAtX(rows: readonly ProfileRow[], x: number): number {
  let lo = 0;
  let hi = rows.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid]!.x < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Distance (m) at chart x: in distance mode x is km or mi; in time mode it is elapsed minutes,
 * interpolated between the two rows around it.
 */
export function distanceAtX(
  x: number,
  rows: readonly ProfileRow[],
  profile: ChartProfile,
  mode: XAxisMode,
  units: UnitSystem,
): number {
  if (mode === 'distance') return x * (units === 'metric' ? METRES_PER_KM : METRES_PER_MILE);
  if (rows.length === 0) return NaN;
  const k = rowAtX(rows, x);
  const after = rows[k]!;
  const before = rows[Math.max(0, k - 1)]!;
  const d0 = profile.distanceM[before.i]!;
  const d1 = profile.distanceM[after.i]!;
  if (after.x === before.x) return d1;
  const t = Math.min(Math.max((x - before.x) / (after.x - before.x), 0), 1);
  return d0 + t * (d1 - d0);
}

/** Chart x at a distance (m): the inverse of distanceAtX. */
export function xAtDistance(
  m: number,
  rows: readonly ProfileRow[],
  profile: ChartProfile,
  mode: XAxisMode,
  units: UnitSystem,
): number {
  if (mode === 'distance') return m / (units === 'metric' ? METRES_PER_KM : METRES_PER_MILE);
  let k = 0;
  while (k < rows.length - 1 && profile.distanceM[rows[k]!.i]! < m) k++;
  const after = rows[k];
  const before = rows[Math.max(0, k - 1)];
  if (!after || !before) return NaN;
  const d0 = profile.distanceM[before.i]!;
  const d1 = profile.distanceM[after.i]!;
  if (d1 === d0) return after.x;
  const t = Math.min(Math.max((m - d0) / (d1 - d0), 0), 1);
  return before.x + t * (after.x - before.x);
}

/** Index of the profile sample nearest to (lon, lat) among samples from `from` on; -1 when none. */
export function nearestSample(profile: ChartProfile, lon: number, lat: number, from = 0): number {
  let best = -1;
  let bestM = Infinity;
  for (let i = Math.max(0, from); i < profile.lat.length; i++) {
    const la = profile.lat[i]!;
    const lo = profile.lon[i]!;
    if (!Number.isFinite(la) || !Number.isFinite(lo) || !Number.isFinite(profile.distanceM[i]!)) continue;
    const m = haversineM(lat, lon, la, lo);
    if (m < bestM) {
      bestM = m;
      best = i;
    }
  }
  return best;
}

/** First profile sample at or beyond a distance (m). */
export function sampleAtDistance(profile: ChartProfile, m: number): number {
  const d = profile.distanceM;
  let lo = 0;
  let hi = d.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (d[mid]! < m) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Elevation gained and lost (m, sample to sample on the chart profile) and net change over a range. */
export function rangeClimb(
  profile: ChartProfile,
  range: DistanceRange,
): { gainM: number; netM: number } | null {
  const a = sampleAtDistance(profile, range.startM);
  const b = sampleAtDistance(profile, range.endM);
  let gain = 0;
  let first = NaN;
  let last = NaN;
  let prev = NaN;
  for (let i = a; i <= b && i < profile.ele.length; i++) {
    const e = profile.ele[i]!;
    if (!Number.isFinite(e)) continue;
    if (Number.isNaN(first)) first = e;
    if (Number.isFinite(prev) && e > prev) gain += e - prev;
    prev = e;
    last = e;
  }
  return Number.isFinite(first) ? { gainM: gain, netM: last - first } : null;
}
