/**
 * The heatmap's first paint: the stored preview's density drawn on a plain 2D canvas
 * (domain/heat/density-raster.ts computes the pixels as deck.gl's HeatmapLayer would), so the
 * first density shows before any WebGL context exists. Creating deck.gl's context and compiling its
 * shaders takes about a second in software GL (bench heat-open), so the map holds deck.gl back
 * until this has been painted, and the page removes this canvas once deck.gl has drawn the layers.
 *
 * The canvas has one pixel per weights texel; the browser scales it up smoothly, as deck.gl samples
 * its weights texture.
 */
import { useLayoutEffect, useRef } from 'react';
import { rasterizeDensity } from '../../../domain/heat/density-raster';
import type { DensityBuffers } from '../../../domain/heat/types';
import { rampById } from './color-ramps';
import { DENSITY_THRESHOLD, texelPxFor } from './density-style';
import type { HeatSettings } from './heat-settings';

export interface CanvasView {
  longitude: number;
  latitude: number;
  zoom: number;
}

export function DensityCanvas({
  density,
  view,
  settings,
}: {
  density: DensityBuffers;
  view: CanvasView;
  settings: HeatSettings;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const canvas = ref.current;
    const box = canvas?.parentElement;
    if (!canvas || !box) return;
    const [width, height] = [box.clientWidth, box.clientHeight];
    if (width === 0 || height === 0) return;
    const texelPx = texelPxFor(width);
    const raster = rasterizeDensity(
      density.positions,
      density.weights,
      { ...view, width, height },
      {
        radiusPx: settings.radiusPx,
        intensity: settings.intensity,
        threshold: DENSITY_THRESHOLD,
        colors: rampById(settings.ramp).colors,
        texelPx,
      },
    );
    canvas.width = raster.width;
    canvas.height = raster.height;
    canvas.style.width = `${raster.width * texelPx}px`;
    canvas.style.height = `${raster.height * texelPx}px`;
    canvas.dataset.painted = String(raster.painted);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    context?.putImageData(new ImageData(raster.rgba, raster.width, raster.height), 0, 0);
  }, [density, view, settings]);
  return <canvas ref={ref} className="heat-density-canvas" aria-hidden="true" />;
}
