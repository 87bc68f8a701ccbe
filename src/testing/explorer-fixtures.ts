/**
 * Explorer test helpers: stored activities whose simplified path is a known tile line (so their
 * true tiles are known, src/domain/explorer/test-lines.ts), and app workers with only the explorer
 * (in-process) for pages rendered without the app's providers.
 */
import type { ActivityRecord } from '../data/track-store';
import type { TileLine } from '../domain/explorer/tiles';
import { trackFromPoints } from '../domain/gpx/track-data';
import type { TrackSummary } from '../domain/stats/types';
import type { AppWorkers } from '../lib/workers-context';
import { createInProcessExplorerRunner } from '../workers/explorer/client';
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

const notHere = (name: string): never => {
  throw new Error(`The ${name} worker is not part of this test.`);
};

/** App workers with an in-process explorer; the others throw when a test reaches them. */
export function explorerOnlyWorkers(): AppWorkers {
  const explorer = createInProcessExplorerRunner();
  return {
    get gpx() {
      return notHere('gpx');
    },
    get compare() {
      return notHere('compare');
    },
    get heat() {
      return notHere('heat');
    },
    explorer,
  };
}
