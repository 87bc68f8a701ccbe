/**
 * What the heatmap's status line says and the data attributes its map element carries for tests and
 * benchmarks (what is drawn, how long the workers took), from the page model's parts.
 */
import { toSearch } from '../../domain/filters';
import type { HeatBuild } from '../../domain/heat/types';
import type { ExplorerData } from '../../shared/explorer/use-explorer';
import type { HeatBuildState } from './density/use-heat-build';
import type { HeatData } from './density/use-heat-data';
import type { TilesViewState } from './tiles/use-tiles-view';

export function statusLine(data: HeatData, built: HeatBuildState, kept: number | null): string | null {
  if (data.status === 'loading') {
    return data.dataset
      ? 'Loading…'
      : `Preparing ${data.summaries.length.toLocaleString('en-US')} activities…`;
  }
  if (built.error) return `The map could not be updated: ${built.error}`;
  if (kept === 0) return 'No activity matches the filters.';
  if (built.pending || !built.build) return 'Updating…';
  if (data.saveError) return `Not stored for a fast opening next time: ${data.saveError}`;
  return null;
}

export function tilesStatus(
  explorer: ExplorerData,
  tiles: TilesViewState,
  kept: number | null,
): string | null {
  if (explorer.error) return `The tiles could not be loaded: ${explorer.error}`;
  if (explorer.status === 'loading') return 'Finding your tiles…';
  if (tiles.error) return `The tiles could not be updated: ${tiles.error}`;
  if (kept === 0) return 'No activity matches the filters.';
  if (tiles.pending || !tiles.view) return 'Updating…';
  return null;
}

/** Data attributes of tiles mode that tests and benchmarks read. */
export function tileAttributes(tiles: TilesViewState): Record<`data-${string}`, string> {
  return {
    'data-tiles-seq': String(tiles.seq),
    'data-tiles-pending': String(tiles.pending),
    'data-tiles-view-ms': tiles.viewMs === null ? '' : tiles.viewMs.toFixed(2),
    'data-tiles-drawn': String(tiles.view?.visited.length ?? 0),
  };
}

/** Is nothing filtered out (so the stored all-activities preview is what the filter would draw)? */
export const unfiltered = (filter: Parameters<typeof toSearch>[0]): boolean =>
  filter.ids === null && Object.values(toSearch(filter)).every((v) => v === undefined);

/** Data attributes that tests and benchmarks read (what is drawn, how long the worker took). */
export function mapAttributes(
  data: HeatData,
  built: HeatBuildState,
  preview: HeatBuild | null,
): Record<`data-${string}`, string> {
  const b = built.build;
  const bytes = b?.density
    ? b.density.positions.byteLength + b.density.weights.byteLength
    : (b?.lines?.lonLat.byteLength ?? 0) + (b?.lines?.startIndices.byteLength ?? 0);
  return {
    'data-heat-status': data.status,
    'data-heat-mode': b?.mode ?? 'none',
    'data-heat-seq': String(built.seq),
    'data-heat-pending': String(built.pending),
    'data-heat-build-ms': built.buildMs === null ? '' : built.buildMs.toFixed(2),
    'data-heat-load-ms': data.dataset ? data.dataset.loadMs.toFixed(0) : '',
    'data-heat-source': data.dataset?.source ?? '',
    'data-heat-cached': String(data.cached),
    'data-heat-save-error': data.saveError ?? '',
    'data-heat-painted': b ? 'engine' : preview ? 'preview' : 'none',
    'data-heat-drawn': String(b?.density?.length ?? b?.lines?.length ?? 0),
    'data-heat-level': String(b?.densityLevel ?? ''),
    'data-heat-bytes': String(bytes),
    'data-heat-points': String(b?.heatPoints ?? 0),
    'data-heat-activities': String(b?.activities ?? 0),
  };
}
