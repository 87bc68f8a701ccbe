/** Heat points along straight lines, for the heat tests (every HEAT_SPACING_M, like resampleHeat). */
import { destinationPoint } from '../geo';
import { HEAT_SPACING_M } from '../series/heat';
import type { HeatPoints } from '../series/types';

export interface LineSpec {
  lat: number;
  lon: number;
  bearingDeg: number;
  lengthM: number;
}

/** Interleaved lon/lat every HEAT_SPACING_M along a great circle, both ends included. */
export function lineHeat({ lat, lon, bearingDeg, lengthM }: LineSpec): HeatPoints {
  const n = Math.floor(lengthM / HEAT_SPACING_M) + 1;
  const lonLat = new Float32Array(2 * n);
  for (let i = 0; i < n; i++) {
    const p = destinationPoint(lat, lon, bearingDeg, i * HEAT_SPACING_M);
    lonLat[2 * i] = p.lon;
    lonLat[2 * i + 1] = p.lat;
  }
  return { lonLat };
}
