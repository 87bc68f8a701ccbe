/**
 * Import-time segment matching inside the import worker: the worker that parsed a file still holds its
 * track, so the saved segments are matched there (no second read, decode or copy of the track).
 * The worker keeps the saved segments' Flatbush index (domain/segments/segment-index.ts) between
 * files: most activities meet no segment's box and are done in microseconds; for the others the
 * near-track test (near-track.ts) and the precise check run on the full track, and the activity's
 * analysis for the efforts' figures is computed at most once.
 */
import { SegmentIndex } from '../../domain/segments/segment-index';
import type { Segment } from '../../domain/segments/types';
import type { ProcessedGpx } from './protocol';

export interface ImportMatcher {
  /** Replaces the saved segments (and their index). */
  set(segments: readonly Segment[]): void;
  /** Writes each piece's efforts on the saved segments into it (piece.efforts). */
  addEfforts(result: ProcessedGpx): void;
}

export function createImportMatcher(): ImportMatcher {
  let index = new SegmentIndex([]);
  return {
    set(segments) {
      index = new SegmentIndex(segments);
    },
    addEfforts(result) {
      for (const piece of [result, ...result.otherParts]) {
        const { id, sport, startTime, bounds } = piece.summary;
        piece.efforts = index.size > 0 ? index.effortsIn({ id, sport, startTime, bounds }, piece.track) : [];
      }
    },
  };
}
