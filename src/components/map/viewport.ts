/**
 * Pure view-state helpers for the map shell: fit a Bounds into a canvas size, union bounds. Bounds
 * that cross the 180th meridian (minLon > maxLon, see domain Bounds) are unwrapped to an east edge
 * beyond 180 so the fitted centre lies between them, then wrapped back into [-180, 180].
 *
 * The projection is @math.gl/web-mercator's, the very code deck.gl's WebMercatorViewport runs,
 * without deck.gl: a page can fit its first picture (the segment map's 2D canvas) before the map's
 * chunk (deck.gl, MapLibre) has loaded, in the view deck.gl will then show.
 */
import { fitBounds, WebMercatorViewport } from '@math.gl/web-mercator';
import { normalizeLon } from '../../domain/geo';
import type { Bounds } from '../../domain/stats/types';

export interface MapViewState {
  longitude: number;
  latitude: number;
  zoom: number;
  pitch: number;
  bearing: number;
}

/** Padding around fitted bounds, pixels (each side), shrunk on small canvases. */
export const FIT_PADDING_PX = 32;
/** Highest zoom a fit may give: a single point or a few metres would otherwise zoom in forever. */
export const FIT_MAX_ZOOM = 16;
/** Web Mercator stops at ~85.05°; latitudes are clamped a little inside it before fitting. */
const MAX_MERCATOR_LAT = 85;

/** The whole world, for an empty map. */
export const WORLD_VIEW: MapViewState = { longitude: 0, latitude: 20, zoom: 1, pitch: 0, bearing: 0 };

const clampLat = (lat: number): number => Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat));

/** True when every edge is a finite number and latitudes are ordered. */
export function isUsableBounds(b: Bounds | null | undefined): b is Bounds {
  return !!b && [b.minLat, b.maxLat, b.minLon, b.maxLon].every(Number.isFinite) && b.minLat <= b.maxLat;
}

/**
 * The view that shows `bounds` inside a width × height canvas with `padding` pixels each side
 * (reduced when the canvas is too small for it). Unusable bounds or size give WORLD_VIEW.
 */
export function fitViewState(
  bounds: Bounds | null,
  width: number,
  height: number,
  padding: number = FIT_PADDING_PX,
): MapViewState {
  if (!isUsableBounds(bounds) || !(width > 0) || !(height > 0)) return WORLD_VIEW;
  const east = bounds.maxLon < bounds.minLon ? bounds.maxLon + 360 : bounds.maxLon;
  const pad = Math.max(0, Math.min(padding, Math.floor(width / 4), Math.floor(height / 4)));
  const fitted = fitBounds({
    width,
    height,
    bounds: [
      [bounds.minLon, clampLat(bounds.minLat)],
      [east, clampLat(bounds.maxLat)],
    ],
    padding: pad,
    maxZoom: FIT_MAX_ZOOM,
  });
  return {
    longitude: normalizeLon(fitted.longitude),
    latitude: fitted.latitude,
    zoom: Math.max(0, fitted.zoom),
    pitch: 0,
    bearing: 0,
  };
}

/**
 * The smallest Bounds holding every usable one, or null when none is usable. Longitudes are unioned
 * without crossing the antimeridian unless an input does (good enough for fitting a view).
 */
export function unionBounds(list: Iterable<Bounds | null | undefined>): Bounds | null {
  let out: Bounds | null = null;
  for (const b of list) {
    if (!isUsableBounds(b)) continue;
    if (!out) {
      out = { ...b };
      continue;
    }
    const crosses: boolean = b.minLon > b.maxLon || out.minLon > out.maxLon;
    out = {
      minLat: Math.min(out.minLat, b.minLat),
      maxLat: Math.max(out.maxLat, b.maxLat),
      minLon: crosses ? Math.max(out.minLon, b.minLon) : Math.min(out.minLon, b.minLon),
      maxLon: crosses ? Math.min(out.maxLon, b.maxLon) : Math.max(out.maxLon, b.maxLon),
    };
  }
  return out;
}

/** Zoom range of the map controls and keys (MapLibre's and deck.gl's default limits). */
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 20;

/** `view` zoomed by `delta` levels about its centre, within [MIN_ZOOM, MAX_ZOOM]. */
export function zoomView(view: MapViewState, delta: number): MapViewState {
  return { ...view, zoom: Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, view.zoom + delta)) };
}

/**
 * `view` panned so that what was `dx`, `dy` CSS pixels from the centre of a width × height map is at
 * the centre (positive dx: east, positive dy: south).
 */
export function panView(
  view: MapViewState,
  dx: number,
  dy: number,
  width: number,
  height: number,
): MapViewState {
  const viewport = new WebMercatorViewport({ ...view, width, height });
  const [longitude = view.longitude, latitude = view.latitude] = viewport.unproject([
    width / 2 + dx,
    height / 2 + dy,
  ]);
  return {
    ...view,
    longitude: normalizeLon(longitude),
    latitude: clampLat(latitude),
  };
}
