/**
 * The heatmap's own URL search params: mode and camera (lat, lon, zoom), plus the hand-picked
 * `ids` of the shared filter model ("filter to these"). The other filters are the global ones
 * (root route). Parsed leniently: a field that does not parse is dropped, never an error page.
 */
import { z } from '../../domain/zod';
import { filterSearchSchema } from '../../domain/filters';
import type { ExplorerZoom } from '../../domain/explorer/tiles';
import { normalizeLon } from '../../domain/geo';
import type { HeatMode } from '../../domain/heat/types';
import type { MapViewState } from '../../components/map';

/** What the map shows: a heat mode, or the explorer tiles. */
export type MapMode = HeatMode | 'tiles';
export const DEFAULT_HEAT_MODE: MapMode = 'density';
export const DEFAULT_TILE_ZOOM: ExplorerZoom = 14;

/** Decimals kept in the URL: ~1 m for a centre, 1/100 of a zoom step. */
const CENTRE_DECIMALS = 5;
const ZOOM_DECIMALS = 2;

/** A number in [min, max] from a number or numeric string; absent when it is anything else. */
const bounded = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().min(1)])
    .transform(Number)
    .pipe(z.number().min(min).max(max))
    .optional()
    .catch(undefined);

export const heatmapSearchSchema = z.object({
  mode: z.enum(['density', 'lines', 'tiles']).optional().catch(undefined),
  /** Explorer tile zoom of tiles mode. */
  tz: z
    .union([z.literal(14), z.literal(17), z.literal('14'), z.literal('17')])
    .transform(Number)
    .optional()
    .catch(undefined),
  lat: bounded(-85, 85),
  lon: bounded(-180, 180),
  zoom: bounded(0, 22),
  ids: filterSearchSchema.shape.ids,
});
export type HeatmapSearch = z.output<typeof heatmapSearchSchema>;

export interface HeatView {
  mode: MapMode;
  tileZoom: ExplorerZoom;
  /** The camera from the URL, or null when it has none (then the map fits the data). */
  view: MapViewState | null;
}

export function parseHeatView(raw: unknown): HeatView {
  const r = heatmapSearchSchema.safeParse(typeof raw === 'object' && raw !== null ? raw : {});
  const s: HeatmapSearch = r.success ? r.data : {};
  const view =
    s.lat !== undefined && s.lon !== undefined && s.zoom !== undefined
      ? { latitude: s.lat, longitude: s.lon, zoom: s.zoom, pitch: 0, bearing: 0 }
      : null;
  const tileZoom: ExplorerZoom = s.tz === 17 ? 17 : DEFAULT_TILE_ZOOM;
  return { mode: s.mode ?? DEFAULT_HEAT_MODE, tileZoom, view };
}

const round = (v: number, decimals: number): number => Number(v.toFixed(decimals));

/** The search params of a camera (rounded, longitude wrapped, latitude and zoom clamped). */
export function viewSearch(view: MapViewState): { lat: number; lon: number; zoom: number } {
  return {
    lat: round(Math.max(-85, Math.min(85, view.latitude)), CENTRE_DECIMALS),
    lon: round(normalizeLon(view.longitude), CENTRE_DECIMALS),
    zoom: round(Math.max(0, Math.min(22, view.zoom)), ZOOM_DECIMALS),
  };
}
