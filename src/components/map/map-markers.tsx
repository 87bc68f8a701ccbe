/**
 * Point markers over the map (cursor markers, a click mark) drawn as one SVG layer above the deck.gl
 * canvas and projected with deck.gl's current viewport, not as a deck.gl layer: moving a marker
 * then changes a few SVG attributes and never makes deck.gl redraw its WebGL layers (in software
 * WebGL a redraw of a heatmap or of 20 paths costs tens of milliseconds).
 *
 * The map shell renders <MarkerOverlay> as a deck.gl render-prop child, so it gets the viewport of
 * every frame deck.gl draws (the markers follow pans and zooms in the same frame), and reads the
 * markers from MarkersContext, so a change of markers re-renders only the overlay.
 */
import type { Viewport } from '@deck.gl/core';
import { createContext, useContext } from 'react';
import { METRES_PER_DEGREE } from '../../domain/geo';

export interface MapMarker {
  /** Stable key among the markers (a track's position, say). */
  key: string | number;
  lon: number;
  lat: number;
  /** CSS fill colour. */
  color: string;
  /** Radius, CSS pixels; with `radiusM` the smallest radius drawn. */
  radiusPx: number;
  /** Radius on the ground, metres (a tolerance ring, say): grows and shrinks with the zoom. */
  radiusM?: number;
  /** CSS outline colour (white by default). */
  outline?: string;
  /** Outline width, CSS pixels (2 by default). */
  outlineWidthPx?: number;
  /** Opacity of the fill, 0..1 (1 by default). */
  fillOpacity?: number;
}

/** A marker placed on the canvas, CSS pixels from its top left corner. */
export interface MarkerCircle {
  key: string | number;
  cx: number;
  cy: number;
  r: number;
  marker: MapMarker;
}

/** Markers whose circle lies wholly more than this outside the canvas are not drawn, px. */
const CULL_MARGIN_PX = 4;

type Project = (lonLat: [number, number]) => number[];

/**
 * Circles for the markers in a width × height canvas with the projection `project` (lon, lat to
 * CSS pixels). A ground radius is measured along the meridian (Web Mercator is conformal, so the
 * scale is the same in every direction at a point). Markers with a non-finite position, or lying
 * wholly outside the canvas, are left out.
 */
export function markerCircles(
  markers: readonly MapMarker[],
  project: Project,
  width: number,
  height: number,
): MarkerCircle[] {
  const out: MarkerCircle[] = [];
  for (const m of markers) {
    if (!Number.isFinite(m.lon) || !Number.isFinite(m.lat)) continue;
    const [cx = NaN, cy = NaN] = project([m.lon, m.lat]);
    if (!Number.isFinite(cx) || !Number.isFinite(cy)) continue;
    let r = m.radiusPx;
    if (m.radiusM !== undefined && m.radiusM > 0) {
      const [, north = NaN] = project([m.lon, Math.min(85, m.lat + m.radiusM / METRES_PER_DEGREE)]);
      const ground = Math.abs(cy - north);
      if (Number.isFinite(ground)) r = Math.max(r, ground);
    }
    const reach = r + CULL_MARGIN_PX;
    if (cx < -reach || cy < -reach || cx > width + reach || cy > height + reach) continue;
    out.push({ key: m.key, cx, cy, r, marker: m });
  }
  return out;
}

/** The markers the shell shows; provided by MapView, read by the overlay. */
export const MarkersContext = createContext<readonly MapMarker[]>([]);

const round2 = (v: number): number => Math.round(v * 100) / 100;
/** Outline width when a marker does not say, CSS pixels. */
const DEFAULT_OUTLINE_PX = 2;

export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The whole-pixel box holding every circle with its outline (plus a pixel for antialiasing), or an
 * empty box at 0,0. The overlay is only this big: the compositor blends a layer the size of the
 * markers, not of the map, on every frame.
 */
export function markersBox(circles: readonly MarkerCircle[]): PixelBox {
  if (circles.length === 0) return { left: 0, top: 0, width: 0, height: 0 };
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const c of circles) {
    const reach = c.r + (c.marker.outlineWidthPx ?? DEFAULT_OUTLINE_PX) / 2 + 1;
    [x0, y0] = [Math.min(x0, c.cx - reach), Math.min(y0, c.cy - reach)];
    [x1, y1] = [Math.max(x1, c.cx + reach), Math.max(y1, c.cy + reach)];
  }
  const [left, top] = [Math.floor(x0), Math.floor(y0)];
  return { left, top, width: Math.ceil(x1) - left, height: Math.ceil(y1) - top };
}

/** The SVG marker layer for one deck.gl viewport (purely visual: the map's data attributes speak). */
export function MarkerOverlay({ viewport }: { viewport: Viewport }) {
  const markers = useContext(MarkersContext);
  const circles = markerCircles(markers, (p) => viewport.project(p), viewport.width, viewport.height);
  const box = markersBox(circles);
  return (
    <svg
      className="map-markers"
      style={{ left: box.left, top: box.top }}
      width={box.width}
      height={box.height}
      viewBox={`${box.left} ${box.top} ${box.width} ${box.height}`}
      aria-hidden="true"
      focusable="false"
      data-map-markers={circles.length}
    >
      {circles.map(({ key, cx, cy, r, marker }) => (
        <circle
          key={key}
          className="map-markers__marker"
          cx={round2(cx)}
          cy={round2(cy)}
          r={round2(r)}
          fill={marker.color}
          fillOpacity={marker.fillOpacity ?? 1}
          stroke={marker.outline ?? '#fff'}
          strokeWidth={marker.outlineWidthPx ?? DEFAULT_OUTLINE_PX}
        />
      ))}
    </svg>
  );
}
