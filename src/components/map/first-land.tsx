/**
 * The land of the first frames: the 1:110m land (geo/world-data.ts loadCoarseLand) drawn on a 2D
 * canvas over the basemap's own canvas until MapLibre has drawn the 1:50m world (its geometry is
 * loaded, converted and tiled in a worker first: seconds on a slow machine, during which MapLibre
 * shows its sea alone and tracks float on water). The map shell renders the basemap only once this
 * land is loaded (deck-element.tsx), so no frame shows the sea without it.
 */
import type { Viewport } from '@deck.gl/core';
import { use, useLayoutEffect, useRef } from 'react';
import { loadCoarseLand, type LandRings } from './geo/world-data';
import type { WorldPalette } from './geo/world-style';

/** The coarse land, or null when its chunk could not be loaded: a promise that never rejects. */
let landOrNull: Promise<LandRings | null> | null = null;
const coarseLand = () => (landOrNull ??= loadCoarseLand().catch(() => null));

/** Draws sea and land of `viewport` on `ctx` (CSS pixels scaled by `ratio`), every world copy in view. */
function drawLand(
  ctx: CanvasRenderingContext2D,
  viewport: Viewport,
  rings: LandRings,
  palette: Pick<WorldPalette, 'sea' | 'land'>,
  ratio: number,
): void {
  const { width, height } = viewport;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.fillStyle = palette.sea;
  ctx.fillRect(0, 0, width, height);
  const [west = -180] = viewport.unproject([0, height / 2]);
  const [east = 180] = viewport.unproject([width, height / 2]);
  ctx.fillStyle = palette.land;
  ctx.beginPath();
  // One copy more on each side: a ring continuous across the antimeridian (world-data.ts
  // unwrapRing) reaches past -180 or 180 into the next copy.
  for (let k = Math.floor((west + 180) / 360) - 1; k <= Math.floor((east + 180) / 360) + 1; k++) {
    const offset = k * 360;
    for (const ring of rings) {
      for (let i = 0; i + 1 < ring.length; i += 2) {
        const [x = 0, y = 0] = viewport.project([ring[i]! + offset, ring[i + 1]!]);
        if (i === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.closePath();
    }
  }
  ctx.fill('evenodd');
}

export interface FirstLandProps {
  viewport: Viewport;
  palette: WorldPalette;
}

export function FirstLand({ viewport, palette }: FirstLandProps) {
  const rings = use(coarseLand());
  const ref = useRef<HTMLCanvasElement>(null);
  const { width, height } = viewport;
  useLayoutEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || !rings) return;
    const ratio = window.devicePixelRatio || 1;
    const w = Math.round(width * ratio);
    const h = Math.round(height * ratio);
    if (canvas.width !== w) canvas.width = w;
    if (canvas.height !== h) canvas.height = h;
    drawLand(ctx, viewport, rings, palette, ratio);
  }, [viewport, rings, palette, width, height]);
  if (!rings) return null;
  return <canvas ref={ref} className="map-view__first-land" data-first-land="" aria-hidden="true" />;
}
