/**
 * How close to a click an activity must pass to be listed: CLICK_TOLERANCE_PX screen pixels at the
 * current zoom, kept between MIN_CLICK_TOLERANCE_M (zoomed far in, a finger or a mouse is still
 * not that precise) and MAX_CLICK_TOLERANCE_M (zoomed far out, a click should not list a whole
 * region). Ground size of a pixel: Web Mercator with 512-pixel tiles, as deck.gl and MapLibre use.
 */
import { EARTH_RADIUS_M } from '../geo';

export const CLICK_TOLERANCE_PX = 8;
export const MIN_CLICK_TOLERANCE_M = 15;
export const MAX_CLICK_TOLERANCE_M = 2000;
/** World width at zoom 0, pixels. */
const TILE_SIZE_PX = 512;

/** Metres on the ground per screen pixel at this zoom and latitude. */
export function metresPerPixel(zoom: number, lat: number): number {
  return (Math.cos((lat * Math.PI) / 180) * 2 * Math.PI * EARTH_RADIUS_M) / (TILE_SIZE_PX * 2 ** zoom);
}

export function clickToleranceM(zoom: number, lat: number): number {
  const m = CLICK_TOLERANCE_PX * metresPerPixel(zoom, lat);
  if (!Number.isFinite(m)) return MIN_CLICK_TOLERANCE_M;
  return Math.min(MAX_CLICK_TOLERANCE_M, Math.max(MIN_CLICK_TOLERANCE_M, m));
}
