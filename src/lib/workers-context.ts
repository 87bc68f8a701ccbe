/**
 * The app's workers, handed to features through React context (as the TrackStore is): a feature
 * never creates a worker and never holds one at module level. src/app/workers-provider.tsx is the
 * one place that makes them (and says how a new worker is added).
 */
import { createContext, useContext } from 'react';
import type { CompareRunner } from '../workers/compare/client';
import type { ExplorerRunner } from '../workers/explorer/client';
import type { ImportPool } from '../workers/import/client';
import type { HeatRunner } from '../workers/heat/client';
import type { SegmentsRunner } from '../workers/segments/client';

/** One client per worker (src/workers/<name>/client.ts). */
export interface AppWorkers {
  /** The import pool: workers that read GPX, FIT and TCX. */
  readonly gpx: ImportPool;
  /**
   * One more worker of the import's kind that writes the demo set's files while the import pool
   * reads them: on two cores the import pool has one worker, and writing then reading each file on
   * it took twice as long.
   */
  readonly demo: ImportPool;
  /** Profile comparison and same-route matching, on their own small worker. */
  readonly compare: CompareRunner;
  /** The heatmap engine, its activities' heat points resident in its worker. */
  readonly heat: HeatRunner;
  /** Explorer tiles, squares and clusters of every activity, kept in their worker. */
  readonly explorer: ExplorerRunner;
  /** Segment matching (import-time and whole history), segment files and suggestions. */
  readonly segments: SegmentsRunner;
}

export const WorkersContext = createContext<AppWorkers | null>(null);

/** The app's workers. Must be used inside the app's WorkersProvider (src/app). */
export function useWorkers(): AppWorkers {
  const workers = useContext(WorkersContext);
  if (!workers) throw new Error('useWorkers() needs the app’s <WorkersProvider> above it.');
  return workers;
}
