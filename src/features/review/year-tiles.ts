/**
 * New explorer tiles of a year (src/domain/explorer): the tiles at zoom 14 and 17 whose first
 * visit (ExplorerIndex: the earliest activity by start time that passed through the tile) was by an
 * activity of the year, and the tiles the year's activities visited at all. Asked of the explorer
 * worker, which already keeps every activity's tiles (shared/explorer/use-explorer.ts), so a long history costs
 * the page nothing: the year is a mask over the worker's activities.
 */
import type { ExplorerRunner } from '../../workers/explorer/client';

export interface YearTiles {
  newZ14: number;
  newZ17: number;
  visitedZ14: number;
  visitedZ17: number;
  /** Side of the year's own max square at zoom 14 (tiles). */
  squareZ14: number;
}

/**
 * The year's tiles (definition above). `ids` is the worker's order of activities (ExplorerData.ids),
 * `inYear` the ids of the year's; `signal` cancels the views (the promise then rejects).
 */
export async function yearTiles(
  runner: ExplorerRunner,
  ids: readonly string[],
  inYear: ReadonlySet<string>,
  signal?: AbortSignal,
): Promise<YearTiles> {
  const mask = Uint8Array.from(ids, (id) => (inYear.has(id) ? 1 : 0));
  const [fresh, z14, z17] = await Promise.all([
    runner.newTiles(),
    runner.view(14, mask, signal),
    runner.view(17, mask, signal),
  ]);
  const sumNew = (counts: Int32Array) => counts.reduce((sum, n, a) => sum + (mask[a] ? n : 0), 0);
  return {
    newZ14: sumNew(fresh.value.z14),
    newZ17: sumNew(fresh.value.z17),
    visitedZ14: z14.value.filtered.tiles,
    visitedZ17: z17.value.filtered.tiles,
    squareZ14: z14.value.filtered.maxSquare,
  };
}
