/**
 * New explorer tiles of a year (src/domain/explorer): the tiles at zoom 14 and 17 whose first
 * visit (ExplorerIndex: the earliest activity by start time that passed through the tile) was by an
 * activity of the year, and the tiles the year's activities visited at all. Every stored path is
 * indexed, in slices that yield to the browser between them so the page stays responsive.
 */
import { ExplorerIndex } from '../../domain/explorer/explorer-index';
import type { SimplifiedPath } from '../../domain/series/types';
import type { TrackSummary } from '../../domain/stats/types';

/** Activities indexed between two yields to the event loop. */
export const TILE_SLICE = 250;

export interface YearTiles {
  newZ14: number;
  newZ17: number;
  visitedZ14: number;
  visitedZ17: number;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The year's tiles (definition above). `all` is every activity, `inYear` the ids of the year's;
 * `signal` stops the work (the promise then rejects with the abort reason).
 */
export async function yearTiles(
  all: readonly TrackSummary[],
  paths: ReadonlyMap<string, SimplifiedPath>,
  inYear: ReadonlySet<string>,
  signal?: AbortSignal,
): Promise<YearTiles> {
  const index = new ExplorerIndex();
  let k = 0;
  for (const s of all) {
    const line = paths.get(s.id);
    if (!line) continue;
    index.add({ id: s.id, startMs: s.startTime ?? NaN, line });
    if (++k % TILE_SLICE === 0) {
      await nextTask();
      signal?.throwIfAborted();
    }
  }
  const mask = new Uint8Array(index.size);
  index.ids.forEach((id, a) => (mask[a] = inYear.has(id) ? 1 : 0));
  const sumNew = (counts: Int32Array) => counts.reduce((sum, n, a) => sum + (mask[a] ? n : 0), 0);
  return {
    newZ14: sumNew(index.newTiles(14)),
    newZ17: sumNew(index.newTiles(17)),
    visitedZ14: index.visitedKeys(14, mask).length,
    visitedZ17: index.visitedKeys(17, mask).length,
  };
}
