/**
 * The start and finish dots of one track (deck.gl ScatterplotLayer, pixel radii, outlined), as the
 * activity page's map and the shared page's map draw them. The finish is drawn first and the start
 * on top, so on a loop both show (the pages choose radii that leave both visible).
 */
import { ScatterplotLayer } from '@deck.gl/layers';
import type { SimplifiedPath } from '../../domain/series/types';

type Rgba = [number, number, number, number];

export interface EndDotsStyle {
  start: Rgba;
  finish: Rgba;
  outline: Rgba;
  startRadiusPx: number;
  finishRadiusPx: number;
  outlinePx: number;
}

interface Dot {
  position: [number, number];
  color: Rgba;
  radius: number;
}

export function endDotsLayer(id: string, path: SimplifiedPath, style: EndDotsStyle): ScatterplotLayer<Dot> {
  const n = path.lonLat.length >> 1;
  const at = (k: number): [number, number] => [path.lonLat[2 * k]!, path.lonLat[2 * k + 1]!];
  const dots: Dot[] =
    n > 0
      ? [
          { position: at(n - 1), color: style.finish, radius: style.finishRadiusPx },
          { position: at(0), color: style.start, radius: style.startRadiusPx },
        ]
      : [];
  return new ScatterplotLayer<Dot>({
    id,
    data: dots,
    getPosition: (d) => d.position,
    getFillColor: (d) => d.color,
    getLineColor: style.outline,
    stroked: true,
    lineWidthUnits: 'pixels',
    getLineWidth: style.outlinePx,
    radiusUnits: 'pixels',
    getRadius: (d) => d.radius,
  });
}
