/**
 * Finding every effort on a segment in one activity.
 *
 * Definitions (thresholds named below; positions are fractional point indices of the track)
 * - Start line: the line through the segment's first point, perpendicular to its direction over its
 *   first LINE_DIRECTION_M (prepare.ts), limited to START_RADIUS_M either side. The track crosses
 *   it forward where, between two consecutive points of one segment of the activity, its signed
 *   distance along that direction goes from negative to zero or positive, at a point within
 *   START_RADIUS_M of the segment's start. The crossing is interpolated linearly between the two
 *   points, so the effort's start does not depend on where the points happen to fall. A track whose
 *   segment begins on or just past the line (within LINE_SNAP_M) starts there.
 * - End line: the same at the segment's last point, with its direction over its last
 *   LINE_DIRECTION_M and END_RADIUS_M. Crossing it counts only once the effort's progress (below)
 *   has come within END_PROGRESS_M of the segment's length; a track segment that ends on or just
 *   before the line (within LINE_SNAP_M) ends there.
 * - Progress: each point after the start is projected onto the nearest part of the segment's path
 *   among the parts from BACKTRACK_M + CORRIDOR_M behind the progress so far to SEARCH_AHEAD_M
 *   (plus twice the step from the previous point) ahead of it, nearer parts of the path preferred
 *   (the distance plus PROGRESS_TIE_WEIGHT x the distance along the path from the current
 *   progress), so a loop's shared start and end, or an out-and-back road, are told apart. Progress
 *   is the distance along the path of that projection.
 * - Corridor: every point between the crossings lies within CORRIDOR_M of the segment's path; up to
 *   OUTLIER_MAX_POINTS consecutive points outside are GPS spikes and skipped, more is a detour and
 *   the effort fails.
 * - Direction: progress may fall back at most BACKTRACK_M below the furthest reached (GPS noise,
 *   a stop); more is turning back and the effort fails. The same road travelled the other way
 *   never crosses the start line forward, so it is never an effort.
 * - An effort runs from a start crossing to the first end crossing reached; a new forward start
 *   crossing while progress is still under RESTART_PROGRESS_M restarts it (someone waiting at the
 *   start). Starting in the middle never crosses the start line, so it is not an effort; a track
 *   that stops before the end is not one either. After an effort, the search for the next start
 *   resumes at its end (passing twice gives two efforts; laps of a loop whose start and end
 *   coincide follow each other).
 * - Crossing instant under GPS noise: a noisy track may cross a line back and forth. Where the
 *   points have times, the crossing is refined to the zero of the least-squares line of the signed
 *   distance to the line against time, fitted over CROSSING_FIT_POINTS points either side of the
 *   crossing step (same track segment, timed points, at least 4); the refinement is kept only when
 *   that line rises (forward) and its zero lies within CROSSING_MAX_SHIFT_STEPS point steps of the
 *   interpolated crossing.
 * - Parts of the recording (the track's segments: a FIT timer stop, a TCX lap's or a GPX trkseg's
 *   new track) follow on from each other when the recording only paused: the next part begins
 *   within JOIN_RADIUS_M of where the last one ended, and within JOIN_MAX_PAUSE_S of it. Such a
 *   pause (a device's auto-pause at a red light, a lap button) does not end an effort; its time
 *   counts in elapsed time like any stop's. Any other break (the device moved while it did not
 *   record, or a later day's recording in the same file) ends any effort in progress: efforts lie
 *   within one run of joined parts.
 */
import type { TrackData } from '../track/types';
import { haversineM } from '../geo';
import { segmentEnd } from '../track/track-data';
import { trackMayPass } from './near-track';
import { lonDelta, type PreparedSegment } from './prepare';

/** Half-length of the start line: how far beside the segment's start a pass may cross it, metres. */
export const START_RADIUS_M = 25;
/** The same for the end line, metres. */
export const END_RADIUS_M = 25;
/** Every point of an effort lies within this distance of the segment's path, metres. */
export const CORRIDOR_M = 40;
/** Progress may fall back this much below the furthest reached without turning back, metres. */
export const BACKTRACK_M = 40;
/** The end line counts once progress is within this of the segment's length, metres. */
export const END_PROGRESS_M = 50;
/** A start crossing before this much progress restarts the effort, metres. */
export const RESTART_PROGRESS_M = 50;
/** At most this many consecutive points may lie outside the corridor (GPS spikes). */
export const OUTLIER_MAX_POINTS = 3;
/** Projection looks this far ahead of the progress (plus twice the step), metres. */
export const SEARCH_AHEAD_M = 100;
/** A track segment beginning this close past the start line starts on it (and likewise at the end), metres. */
export const LINE_SNAP_M = 1;
/** Metres of distance a metre of path from the current progress weighs when picking a projection. */
export const PROGRESS_TIE_WEIGHT = 0.05;

/** The next part of the recording continues the last one when it begins this close to its end, metres. */
export const JOIN_RADIUS_M = 100;
/** ... and at most this long after it, seconds (either point untimed: distance alone decides). */
export const JOIN_MAX_PAUSE_S = 2 * 3600;

/** Points either side of a crossing fitted to refine its instant (definition above). */
export const CROSSING_FIT_POINTS = 5;
/** The refined crossing stays within this many point steps of the interpolated one. */
export const CROSSING_MAX_SHIFT_STEPS = 2;

/** One pass over the segment: where the track crosses its start and end lines. */
export interface Pass {
  startPos: number;
  endPos: number;
}

interface Projected {
  px: Float64Array;
  py: Float64Array;
}

function projectTrack(seg: PreparedSegment, track: TrackData): Projected {
  const n = track.length;
  const px = new Float64Array(n);
  const py = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    px[i] = lonDelta(track.lon[i]!, seg.lon0) * seg.kx;
    py[i] = (track.lat[i]! - seg.lat0) * seg.ky;
  }
  return { px, py };
}

/**
 * Fraction in [0, 1] where the step from point i to i + 1 crosses a line forward (signed distance
 * negative at i, >= 0 at i + 1) within `radius` of its origin, else -1.
 */
function crossing(
  t: Projected,
  i: number,
  ox: number,
  oy: number,
  dir: readonly [number, number],
  radius: number,
): number {
  const x0 = t.px[i]!;
  const y0 = t.py[i]!;
  const x1 = t.px[i + 1]!;
  const y1 = t.py[i + 1]!;
  const d0 = (x0 - ox) * dir[0] + (y0 - oy) * dir[1];
  const d1 = (x1 - ox) * dir[0] + (y1 - oy) * dir[1];
  if (!(d0 < 0 && d1 >= 0)) return -1;
  const f = d0 / (d0 - d1);
  const cx = x0 + f * (x1 - x0);
  const cy = y0 + f * (y1 - y0);
  return Math.hypot(cx - ox, cy - oy) <= radius ? f : -1;
}

/** Point i lies on or just past (0 <= d <= LINE_SNAP_M) a line, within radius of its origin. */
function onLine(
  t: Projected,
  i: number,
  ox: number,
  oy: number,
  dir: readonly [number, number],
  radius: number,
  sign: 1 | -1,
): boolean {
  const dx = t.px[i]! - ox;
  const dy = t.py[i]! - oy;
  const d = sign * (dx * dir[0] + dy * dir[1]);
  return d >= 0 && d <= LINE_SNAP_M && Math.hypot(dx, dy) <= radius;
}

const startCrossing = (seg: PreparedSegment, t: Projected, i: number) =>
  crossing(t, i, seg.x[0]!, seg.y[0]!, seg.startDir, START_RADIUS_M);

function endCrossing(seg: PreparedSegment, t: Projected, i: number): number {
  const n = seg.x.length - 1;
  return crossing(t, i, seg.x[n]!, seg.y[n]!, seg.endDir, END_RADIUS_M);
}

/**
 * projectOnPath's answer, reused: it runs for every point of every pass (hundreds of thousands of
 * times per match), and its caller reads the answer at once. `score` is its internal best.
 */
const projection = { dist: Infinity, along: 0, score: Infinity };

/** First edge of the path ending at or after `distance` along it (binary search; the last edge at most). */
function edgeEndingAfter(along: Float64Array, distance: number): number {
  let lo = 0;
  let hi = along.length - 2;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (along[mid + 1]! < distance) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Projects (px, py) on edge e; keeps it in `projection` when it scores better. */
function tryEdge(seg: PreparedSegment, e: number, px: number, py: number, progress: number): void {
  const { x, y, along } = seg;
  const ax = x[e]!;
  const ay = y[e]!;
  const ex = x[e + 1]! - ax;
  const ey = y[e + 1]! - ay;
  const len2 = ex * ex + ey * ey;
  const u = len2 > 0 ? Math.min(1, Math.max(0, ((px - ax) * ex + (py - ay) * ey) / len2)) : 0;
  const dx = px - ax - u * ex;
  const dy = py - ay - u * ey;
  const dist = Math.sqrt(dx * dx + dy * dy);
  const at = along[e]! + u * (along[e + 1]! - along[e]!);
  const score = dist + PROGRESS_TIE_WEIGHT * Math.abs(at - progress);
  if (score < projection.score) {
    projection.score = score;
    projection.dist = dist;
    projection.along = at;
  }
}

/** Distance from (px, py) to the box of edge block b (0 inside it). */
function blockDistance(boxes: Float64Array, b: number, px: number, py: number): number {
  const dx = Math.max(boxes[4 * b]! - px, 0, px - boxes[4 * b + 2]!);
  const dy = Math.max(boxes[4 * b + 1]! - py, 0, py - boxes[4 * b + 3]!);
  return Math.sqrt(dx * dx + dy * dy);
}

/**
 * Nearest part of the path to (px, py) in the progress window (definition above). It scans the
 * window outwards from the edge holding `progress` and stops on each side once the tie term alone
 * (PROGRESS_TIE_WEIGHT x the distance along the path) exceeds the best score: no edge further out
 * can beat it. On its way it skips each block of edges (prepare.ts blockEdges) whose box is so far that even its
 * nearest point, at the block's nearest distance along the path, scores worse than the best so far.
 * Both only leave out edges that cannot score better (a better score is needed to replace the best),
 * so the answer is the same as scanning the whole window, in a fraction of the time.
 * Distances use Math.sqrt (Math.hypot's overflow guard is of no use over metres, and slower).
 */
function projectOnPath(
  seg: PreparedSegment,
  px: number,
  py: number,
  progress: number,
  ahead: number,
): Readonly<typeof projection> {
  const { along, blockBoxes, blockEdges: size } = seg;
  const edges = along.length - 1;
  const lo = edgeEndingAfter(along, progress - BACKTRACK_M - CORRIDOR_M);
  const k = edgeEndingAfter(along, progress);
  const to = progress + ahead;
  projection.score = Infinity;
  projection.dist = Infinity;
  projection.along = progress;
  // Ahead (edge k holds progress): every point of edge e > k is at least along[e] - progress away.
  for (let e = k; e < edges && along[e]! <= to;) {
    const tie = PROGRESS_TIE_WEIGHT * (along[e]! - progress);
    if (tie > projection.score) break;
    if (blockBoxes.length > 0 && (e === k || e % size === 0)) {
      const b = Math.floor(e / size);
      if (Math.max(0, tie) + blockDistance(blockBoxes, b, px, py) > projection.score) {
        e = (b + 1) * size;
        continue;
      }
    }
    tryEdge(seg, e, px, py, progress);
    e++;
  }
  // Behind: every point of edge e < k is at least progress - along[e + 1] away.
  for (let e = k - 1; e >= lo;) {
    const tie = PROGRESS_TIE_WEIGHT * (progress - along[e + 1]!);
    if (tie > projection.score) break;
    if (blockBoxes.length > 0 && (e === k - 1 || (e + 1) % size === 0)) {
      const b = Math.floor(e / size);
      if (Math.max(0, tie) + blockDistance(blockBoxes, b, px, py) > projection.score) {
        e = b * size - 1;
        continue;
      }
    }
    tryEdge(seg, e, px, py, progress);
    e--;
  }
  return projection;
}

/**
 * Follows the track from a start at `startPos` (walking from point `first`) to the end line, within
 * one track segment ending before `runEnd`. Returns the pass, or null when the effort fails.
 */
function follow(
  seg: PreparedSegment,
  t: Projected,
  startPos: number,
  first: number,
  runEnd: number,
): Pass | null {
  let start = startPos;
  let furthest = 0;
  let outside = 0;
  for (let j = first; j < runEnd; j++) {
    const sx = t.px[j]! - t.px[j - 1]!;
    const sy = t.py[j]! - t.py[j - 1]!;
    const step = Math.sqrt(sx * sx + sy * sy);
    const p = projectOnPath(seg, t.px[j]!, t.py[j]!, furthest, SEARCH_AHEAD_M + 2 * step);
    const reach = p.dist <= CORRIDOR_M ? Math.max(furthest, p.along) : furthest;
    if (reach >= seg.lengthM - END_PROGRESS_M) {
      const f = endCrossing(seg, t, j - 1);
      if (f >= 0) return { startPos: start, endPos: j - 1 + f };
      const last = seg.x.length - 1;
      if (j === runEnd - 1 && onLine(t, j, seg.x[last]!, seg.y[last]!, seg.endDir, END_RADIUS_M, -1)) {
        return { startPos: start, endPos: j };
      }
    }
    if (furthest < RESTART_PROGRESS_M) {
      const f = startCrossing(seg, t, j - 1);
      if (f >= 0) {
        start = j - 1 + f;
        furthest = outside = 0;
        continue;
      }
    }
    if (p.dist > CORRIDOR_M) {
      if (++outside > OUTLIER_MAX_POINTS) return null;
      continue;
    }
    outside = 0;
    if (p.along < furthest - BACKTRACK_M) return null;
    furthest = Math.max(furthest, p.along);
  }
  return null;
}

/** The crossing at `pos` refined by the least-squares fit (definition above), as a position. */
function refine(t: Projected, time: Float64Array, pos: number, line: Line, from: number, to: number): number {
  const i = Math.min(Math.floor(pos), to - 2);
  const tRef = time[i]!;
  if (!Number.isFinite(tRef)) return pos;
  let n = 0;
  let st = 0;
  let sd = 0;
  let stt = 0;
  let std = 0;
  for (
    let j = Math.max(from, i - CROSSING_FIT_POINTS + 1);
    j <= Math.min(to - 1, i + CROSSING_FIT_POINTS);
    j++
  ) {
    const tj = (time[j]! - tRef) / 1000;
    if (!Number.isFinite(tj)) continue;
    const d = (t.px[j]! - line.ox) * line.dir[0] + (t.py[j]! - line.oy) * line.dir[1];
    n++;
    st += tj;
    sd += d;
    stt += tj * tj;
    std += tj * d;
  }
  if (n < 4) return pos;
  const slope = (n * std - st * sd) / (n * stt - st * st);
  if (!(slope > 0)) return pos;
  const zero = tRef + (-(sd - slope * st) / n / slope) * 1000;
  for (
    let k = Math.max(from, i - CROSSING_MAX_SHIFT_STEPS);
    k <= Math.min(to - 2, i + CROSSING_MAX_SHIFT_STEPS);
    k++
  ) {
    const t0 = time[k]!;
    const t1 = time[k + 1]!;
    if (t1 > t0 && zero >= t0 && zero <= t1) return k + (zero - t0) / (t1 - t0);
  }
  return pos;
}

interface Line {
  ox: number;
  oy: number;
  dir: readonly [number, number];
}

function refinePass(
  seg: PreparedSegment,
  t: Projected,
  time: Float64Array,
  pass: Pass,
  from: number,
  to: number,
): Pass {
  const last = seg.x.length - 1;
  const start = { ox: seg.x[0]!, oy: seg.y[0]!, dir: seg.startDir };
  const end = { ox: seg.x[last]!, oy: seg.y[last]!, dir: seg.endDir };
  const startPos = refine(t, time, pass.startPos, start, from, to);
  const endPos = refine(t, time, pass.endPos, end, from, to);
  return endPos > startPos ? { startPos, endPos } : pass;
}

/** Every pass over the segment in one track segment [from, to) of the activity. */
function passesInRun(seg: PreparedSegment, t: Projected, from: number, to: number, out: Pass[]): void {
  let i = from;
  if (to - from >= 2 && onLine(t, from, seg.x[0]!, seg.y[0]!, seg.startDir, START_RADIUS_M, 1)) {
    const pass = follow(seg, t, from, from + 1, to);
    if (pass) {
      out.push(pass);
      i = Math.floor(pass.endPos);
    }
  }
  let after = out.length > 0 ? out[out.length - 1]!.endPos : -Infinity;
  for (; i < to - 1; i++) {
    const f = startCrossing(seg, t, i);
    if (f < 0 || i + f < after) continue;
    const pass = follow(seg, t, i + f, i + 1, to);
    if (!pass) continue;
    out.push(pass);
    after = pass.endPos;
    // Resume at the step of the end crossing: a loop's end line is the next lap's start line.
    i = Math.floor(pass.endPos) - 1;
  }
}

/** Whether the part starting at point `i` (i > 0) continues the one ending at `i - 1` (definition above). */
export function continuesPart(track: TrackData, i: number): boolean {
  const jump = haversineM(track.lat[i - 1]!, track.lon[i - 1]!, track.lat[i]!, track.lon[i]!);
  if (!(jump <= JOIN_RADIUS_M)) return false;
  const pause = (track.time[i]! - track.time[i - 1]!) / 1000;
  return !Number.isFinite(pause) || pause <= JOIN_MAX_PAUSE_S;
}

/**
 * The first point in (from, to] that begins a part not continuing the last (definition above): a
 * break no effort can cross; -1 when there is none.
 */
export function breakWithin(track: TrackData, from: number, to: number): number {
  for (const start of track.segmentStarts)
    if (start > from && start <= to && !continuesPart(track, start)) return start;
  return -1;
}

/** The runs [from, to) of joined parts of the recording (definition above), in order. */
function runsOf(track: TrackData): [number, number][] {
  const runs: [number, number][] = [];
  for (let k = 0; k < track.segmentStarts.length; k++) {
    const from = track.segmentStarts[k]!;
    const to = segmentEnd(track, k);
    const last = runs[runs.length - 1];
    if (last && last[1] === from && from > 0 && continuesPart(track, from)) last[1] = to;
    else runs.push([from, to]);
  }
  return runs;
}

/**
 * Every pass of the track over the segment, in order (definitions above). A track that never comes
 * near both the start and the end (near-track.ts) is rejected before it is projected.
 */
export function findPasses(seg: PreparedSegment, track: TrackData): Pass[] {
  if (!trackMayPass(seg, track, START_RADIUS_M, END_RADIUS_M)) return [];
  const t = projectTrack(seg, track);
  const out: Pass[] = [];
  for (const [from, to] of runsOf(track)) {
    const found: Pass[] = [];
    passesInRun(seg, t, from, to, found);
    for (const pass of found) out.push(refinePass(seg, t, track.time, pass, from, to));
  }
  return out;
}
