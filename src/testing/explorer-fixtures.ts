/**
 * Explorer test helpers: stored activities whose simplified path is a known tile line (so their
 * true tiles are known, src/domain/explorer/test-lines.ts).
 */
import type { ActivityRecord } from '../data/track-store';
import type { TileLine } from '../domain/explorer/tiles';
import { trackFromPoints } from '../domain/track/track-data';
import type { TrackSummary } from '../domain/stats/types';
import { sampleProducts } from './fake-workers';

/** A storable activity whose simplified path is `line`. */
export function tileActivity(summary: TrackSummary, line: TileLine): ActivityRecord {
  return {
    summary,
    track: trackFromPoints([{ lat: line.lonLat[1] ?? 0, lon: line.lonLat[0] ?? 0 }]),
    products: {
      ...sampleProducts(),
      path: { lonLat: Float32Array.from(line.lonLat), partStarts: Uint32Array.from(line.partStarts) },
    },
    original: new Uint8Array(0),
  };
}
