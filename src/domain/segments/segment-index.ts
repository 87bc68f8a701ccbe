/**
 * Which saved segments a newly imported activity may hold an effort on: a Flatbush index over the
 * segments' bounding boxes, grown by MATCH_PAD_M.
 *
 * Definition: a segment is a candidate for an activity when the activity's bounds, widened by
 * START_RADIUS_M (END_RADIUS_M), contain the segment's start (end): an effort crosses the start
 * line within START_RADIUS_M of the start and the end line within END_RADIUS_M of the end, so an
 * activity whose bounds miss either cannot hold one (match-all.ts boundsMayHold). The index
 * narrows the segments to those whose padded box meets the activity's bounds; the exact rule above
 * then keeps the candidates, and matchSegment runs on the full track for each of them only.
 */
import Flatbush from 'flatbush';
import { METRES_PER_DEGREE, cosLatitude } from '../geo';
import type { TrackData } from '../track/types';
import type { Bounds } from '../stats/types';
import { analyzeForEfforts, matchSegment, type EffortAnalysis } from './effort-figures';
import { boundsMayHold } from './match-all';
import { END_RADIUS_M, START_RADIUS_M } from './match';
import { prepareSegment, type PreparedSegment } from './prepare';
import { toEffort, type EffortActivity } from './rank';
import type { Segment, SegmentEffort } from './types';

/** Padding of each segment's box in the index, metres (the larger of the two radii). */
export const MATCH_PAD_M = Math.max(START_RADIUS_M, END_RADIUS_M);

/** The activity facts matching needs: its id, sport and start (for the effort) and bounds. */
export interface MatchActivity extends EffortActivity {
  bounds: Bounds | null;
}

export class SegmentIndex {
  private readonly segments: readonly Segment[];
  private readonly tree: Flatbush | null;
  private readonly prepared = new Map<string, PreparedSegment>();

  constructor(segments: readonly Segment[]) {
    this.segments = segments.filter((s) => s.points.lat.length >= 2);
    if (this.segments.length === 0) {
      this.tree = null;
      return;
    }
    const tree = new Flatbush(this.segments.length);
    for (const s of this.segments) {
      const { lat, lon } = s.points;
      const minLat = Math.min(...lat);
      const maxLat = Math.max(...lat);
      const padLat = MATCH_PAD_M / METRES_PER_DEGREE;
      const padLon = padLat / Math.max(0.01, cosLatitude((minLat + maxLat) / 2));
      tree.add(Math.min(...lon) - padLon, minLat - padLat, Math.max(...lon) + padLon, maxLat + padLat);
    }
    tree.finish();
    this.tree = tree;
  }

  get size(): number {
    return this.segments.length;
  }

  /** The segments this activity may hold an effort on (definition above). */
  candidates(bounds: Bounds | null): Segment[] {
    if (!this.tree || !bounds) return [];
    const boxes =
      bounds.minLon <= bounds.maxLon
        ? [[bounds.minLon, bounds.maxLon]]
        : [
            [bounds.minLon, 180],
            [-180, bounds.maxLon],
          ];
    const hits = new Set<number>();
    for (const [w, e] of boxes)
      for (const i of this.tree.search(w!, bounds.minLat, e!, bounds.maxLat)) hits.add(i);
    return [...hits]
      .sort((a, b) => a - b)
      .map((i) => this.segments[i]!)
      .filter((s) => boundsMayHold(s, bounds));
  }

  /**
   * Every effort on every candidate segment in one activity's full track. The activity's analysis
   * (for the efforts' figures) is computed at most once, on the first pass found.
   */
  effortsIn(activity: MatchActivity, track: TrackData, only?: ReadonlySet<string>): SegmentEffort[] {
    const out: SegmentEffort[] = [];
    let analysis: EffortAnalysis | null = null;
    const analyzed = () => (analysis ??= analyzeForEfforts(track));
    for (const s of this.candidates(activity.bounds)) {
      if (only && !only.has(s.id)) continue;
      let p = this.prepared.get(s.id);
      if (!p) this.prepared.set(s.id, (p = prepareSegment(s)));
      for (const m of matchSegment(p, track, analyzed)) out.push(toEffort(m, s.id, activity));
    }
    return out;
  }
}
