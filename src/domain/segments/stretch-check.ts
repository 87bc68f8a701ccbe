/**
 * A stretch suggestion promises only what matching will find. Cells shared by many activities
 * (stretches.ts) say that N activities pass near every part of a stretch, in either direction and
 * not necessarily in one go; a segment made from it counts only efforts the segment matcher finds
 * (match.ts: start line to end line, forward, within the corridor). So each candidate is checked
 * with that same matcher before it is offered:
 *
 * - The segment is the source activity's chart profile between the stretch's start and end (the
 *   points a segment made from the suggestion is cut along, at the profile's spacing).
 * - Every activity whose profile's bounds come within CHECK_MARGIN_M of the segment's is matched
 *   with findPasses on its chart profile taken as a track; the stretch's count is the number of
 *   activities with at least one effort.
 * - A stretch matched in fewer than MIN_STRETCH_PASSES activities is not offered
 *   (suggestStretches, given this checker).
 *
 * Matching on chart profiles (at most ~1,000 samples an activity) rather than full tracks keeps the
 * check within the suggestion worker's budget; a profile's samples are a subset of its track's
 * points, so a pass the profile shows is one the full track has too (the matcher's corridor and
 * lines are wide compared with a profile's spacing along a road).
 */
import { METRES_PER_DEGREE } from '../geo';
import type { ChartProfile } from '../series/types';
import { allocTrackData } from '../track/track-data';
import type { TrackData } from '../track/types';
import { pointsFromTrack } from './build-segment';
import { findPasses } from './match';
import { prepareSegment } from './prepare';
import type { StretchChecker } from './stretches';

/** How far outside the segment's bounds a profile may lie and still be matched, metres. */
export const CHECK_MARGIN_M = 200;

interface Box {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/** A chart profile as a one-segment track (positions and elevation; no times). */
export function profileAsTrack(p: ChartProfile): TrackData {
  const n = p.lat.length;
  const t = allocTrackData(n);
  t.lat.set(p.lat);
  t.lon.set(p.lon);
  t.ele.set(p.ele);
  return t;
}

function boxOf(lat: ArrayLike<number>, lon: ArrayLike<number>, from = 0, to = lat.length - 1): Box | null {
  const b: Box = { minLat: Infinity, maxLat: -Infinity, minLon: Infinity, maxLon: -Infinity };
  for (let i = from; i <= to; i++) {
    const la = lat[i]!;
    const lo = lon[i]!;
    if (!Number.isFinite(la) || !Number.isFinite(lo)) continue;
    b.minLat = Math.min(b.minLat, la);
    b.maxLat = Math.max(b.maxLat, la);
    b.minLon = Math.min(b.minLon, lo);
    b.maxLon = Math.max(b.maxLon, lo);
  }
  return b.minLat <= b.maxLat ? b : null;
}

function overlaps(a: Box, b: Box, marginM: number): boolean {
  const dLat = marginM / METRES_PER_DEGREE;
  const dLon = dLat / Math.max(Math.cos((((a.minLat + a.maxLat) / 2) * Math.PI) / 180), 0.01);
  return (
    a.minLat - dLat <= b.maxLat &&
    b.minLat <= a.maxLat + dLat &&
    a.minLon - dLon <= b.maxLon &&
    b.minLon <= a.maxLon + dLon
  );
}

/** The checker over these profiles: each made a track with its bounds once, for many checks. */
export function stretchChecker(profiles: Iterable<readonly [string, ChartProfile]>): StretchChecker {
  const tracks = new Map<string, { profile: ChartProfile; track: TrackData; box: Box | null }>();
  for (const [id, p] of profiles)
    tracks.set(id, { profile: p, track: profileAsTrack(p), box: boxOf(p.lat, p.lon) });
  return {
    matchedCount(stretch) {
      const source = tracks.get(stretch.trackId);
      if (!source) return 0;
      const d = source.profile.distanceM;
      let from = 0;
      while (from < d.length - 1 && d[from]! < stretch.startM) from++;
      let to = from;
      while (to < d.length - 1 && d[to + 1]! <= stretch.endM) to++;
      if (to <= from) return 0;
      const points = pointsFromTrack(source.track, from, to);
      const box = boxOf(points.lat, points.lon);
      if (!box) return 0;
      const segment = prepareSegment({ id: 'stretch-check', name: '', points });
      let count = 0;
      for (const { track, box: b } of tracks.values()) {
        if (b && overlaps(box, b, CHECK_MARGIN_M) && findPasses(segment, track).length > 0) count++;
      }
      return count;
    },
  };
}
