/**
 * "Stretches you pass most often": parts of the road many of a person's activities share, offered
 * as segments. Found on the chart profiles (position and distance per sample).
 *
 * Definitions
 * - The ground is cut into cells of about STRETCH_CELL_M square (rows of STRETCH_CELL_M of latitude,
 *   each row cut into columns of STRETCH_CELL_M of longitude at the row's latitude).
 * - A cell's passes: the number of distinct activities with a sample in it.
 * - Along each activity, a stretch is a maximal run of consecutive cells it visits that each have
 *   at least MIN_STRETCH_PASSES passes, at least MIN_STRETCH_LENGTH_M long (from entering its first
 *   cell to its last sample in its last cell). Its count is the smallest pass count of its cells:
 *   at least that many activities go through all of it.
 * - Two stretches are the same when they start in the same cell and end in the same cell (the
 *   direction matters, as for segments); the first activity's is kept. Most passed first, then
 *   longest; at most MAX_STRETCHES.
 * - Confirmed by the matcher: given a StretchChecker (stretch-check.ts), each candidate in rank
 *   order is matched as a segment would be; its count becomes the number of activities the
 *   matcher finds an effort in, and it is dropped below MIN_STRETCH_PASSES (at most
 *   MAX_STRETCH_CHECKS candidates are checked). The list is then ordered by that count.
 * - Near duplicates: a stretch sharing more than STRETCH_OVERLAP_MAX of its cells (or of the other's,
 *   whichever has fewer) with one ranked before it is the same road give or take a cell at its ends
 *   (a pass a little to the side, entering a cell early): it is left out.
 */
import { METRES_PER_DEGREE } from '../geo';
import type { ChartProfile } from '../series/types';

export const STRETCH_CELL_M = 200;
export const MIN_STRETCH_PASSES = 3;
export const MIN_STRETCH_LENGTH_M = 1000;
export const MAX_STRETCHES = 10;
export const STRETCH_OVERLAP_MAX = 0.5;
export const MAX_STRETCH_CHECKS = 40;

export interface Stretch {
  trackId: string;
  startM: number;
  endM: number;
  lengthM: number;
  /** Activities that pass all of it. */
  count: number;
}

/** Counts the activities in which the segment matcher finds an effort on a stretch. */
export interface StretchChecker {
  matchedCount(stretch: Stretch): number;
}

const ROW_DEG = STRETCH_CELL_M / METRES_PER_DEGREE;

/** The cell of a position, as a string key. */
export function cellKey(lat: number, lon: number): string {
  const row = Math.floor(lat / ROW_DEG);
  const colDeg = ROW_DEG / Math.max(Math.cos(((row + 0.5) * ROW_DEG * Math.PI) / 180), 0.01);
  return `${row}:${Math.floor(lon / colDeg)}`;
}

interface Visit {
  cell: string;
  /** Distance when entering the cell and at the last sample in it (this visit). */
  fromM: number;
  toM: number;
}

function visits(p: ChartProfile): Visit[] {
  const out: Visit[] = [];
  for (let i = 0; i < p.distanceM.length; i++) {
    const lat = p.lat[i]!;
    const lon = p.lon[i]!;
    const d = p.distanceM[i]!;
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || !Number.isFinite(d)) continue;
    const cell = cellKey(lat, lon);
    const last = out[out.length - 1];
    if (last?.cell === cell) last.toM = d;
    else out.push({ cell, fromM: d, toM: d });
  }
  return out;
}

/** The most passed stretches over many activities (definitions above). */
export function suggestStretches(
  profiles: Iterable<readonly [string, ChartProfile]>,
  checker?: StretchChecker,
): Stretch[] {
  const byTrack: [string, Visit[]][] = [];
  const passes = new Map<string, number>();
  for (const [id, p] of profiles) {
    const v = visits(p);
    byTrack.push([id, v]);
    for (const cell of new Set(v.map((x) => x.cell))) passes.set(cell, (passes.get(cell) ?? 0) + 1);
  }
  const found = new Map<string, { stretch: Stretch; cells: Set<string> }>();
  for (const [trackId, v] of byTrack) {
    let k = 0;
    while (k < v.length) {
      if ((passes.get(v[k]!.cell) ?? 0) < MIN_STRETCH_PASSES) {
        k++;
        continue;
      }
      let end = k;
      let count = Infinity;
      while (end < v.length && (passes.get(v[end]!.cell) ?? 0) >= MIN_STRETCH_PASSES) {
        count = Math.min(count, passes.get(v[end]!.cell)!);
        end++;
      }
      const first = v[k]!;
      const last = v[end - 1]!;
      const key = `${first.cell}>${last.cell}`;
      const lengthM = last.toM - first.fromM;
      if (lengthM >= MIN_STRETCH_LENGTH_M && !found.has(key)) {
        const cells = new Set(v.slice(k, end).map((x) => x.cell));
        found.set(key, { stretch: { trackId, startM: first.fromM, endM: last.toM, lengthM, count }, cells });
      }
      k = end;
    }
  }
  const kept: { stretch: Stretch; cells: Set<string> }[] = [];
  const ranked = [...found.values()].sort(
    (a, b) => b.stretch.count - a.stretch.count || b.stretch.lengthM - a.stretch.lengthM,
  );
  let checked = 0;
  for (const candidate of ranked) {
    if (kept.length === MAX_STRETCHES || checked === MAX_STRETCH_CHECKS) break;
    if (kept.some((k) => nearDuplicate(k.cells, candidate.cells))) continue;
    if (checker) {
      checked++;
      const count = checker.matchedCount(candidate.stretch);
      if (count < MIN_STRETCH_PASSES) continue;
      candidate.stretch = { ...candidate.stretch, count };
    }
    kept.push(candidate);
  }
  return kept.map((k) => k.stretch).sort((a, b) => b.count - a.count || b.lengthM - a.lengthM);
}

/** Whether two stretches share more than STRETCH_OVERLAP_MAX of the smaller one's cells. */
function nearDuplicate(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const cell of small) if (large.has(cell)) shared++;
  return shared > STRETCH_OVERLAP_MAX * small.size;
}
