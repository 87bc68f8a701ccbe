/**
 * Test lines for the explorer, drawn in tile coordinates so the true tiles are known: a vertex at
 * tile coordinates (x, y) (continuous, zoom z) becomes the lon/lat there.
 */
import { tileXToLon, tileYToLat, type TileLine } from './tiles';

/** One part per array of [x, y] tile-coordinate vertices, at zoom z. */
export function tileLine(z: number, ...parts: (readonly (readonly [number, number])[])[]): TileLine {
  const lonLat: number[] = [];
  const partStarts: number[] = [];
  for (const part of parts) {
    partStarts.push(lonLat.length / 2);
    for (const [x, y] of part) lonLat.push(tileXToLon(x, z), tileYToLat(y, z));
  }
  return { lonLat: Float64Array.from(lonLat), partStarts: Uint32Array.from(partStarts) };
}

/**
 * A lawnmower ride over the n × n block of tiles with north-west tile (x0, y0): east along the
 * middle of the first row, down to the next row's middle, west, and so on.
 */
export function lawnmower(z: number, x0: number, y0: number, n: number): TileLine {
  const part: [number, number][] = [];
  for (let r = 0; r < n; r++) {
    const y = y0 + r + 0.5;
    const [a, b] = r % 2 === 0 ? [x0 + 0.5, x0 + n - 0.5] : [x0 + n - 0.5, x0 + 0.5];
    part.push([a, y], [b, y]);
  }
  return tileLine(z, part);
}
