/**
 * The deck.gl layers of the heatmap, built from prepared binary buffers (the heat worker's output)
 * with fixed ids, so a filter change hands new buffers to the same layer instead of a new layer.
 */
import { HeatmapLayer } from '@deck.gl/aggregation-layers';
import type { Layer } from '@deck.gl/core';
import { PathLayer, ScatterplotLayer } from '@deck.gl/layers';
import type { DensityBuffers, LineBuffers } from '../../domain/heat/types';
import { lineColor, rampById } from './color-ramps';
import type { HeatSettings } from './heat-settings';

export const LAYER_IDS = { density: 'heat-density', lines: 'heat-lines', click: 'heat-click' } as const;

/**
 * Weights texture edge, texels. deck.gl's default (2048) costs four times the GPU work per update for
 * detail a heatmap radius blurs away anyway.
 */
const WEIGHTS_TEXTURE_SIZE = 1024;
/** Share of the highest density below which nothing is drawn. */
const DENSITY_THRESHOLD = 0.03;
/** Wait after a zoom before the weights are recomputed, ms. */
const REAGGREGATE_DEBOUNCE_MS = 150;

/** Additive blending: where tracks overlap, colours add up towards white. */
const ADDITIVE = {
  blend: true,
  blendColorOperation: 'add',
  blendColorSrcFactor: 'src-alpha',
  blendColorDstFactor: 'one',
  blendAlphaOperation: 'add',
  blendAlphaSrcFactor: 'one',
  blendAlphaDstFactor: 'one-minus-src-alpha',
  depthWriteEnabled: false,
  depthCompare: 'always',
} as const;

export function densityLayer(data: DensityBuffers, settings: HeatSettings): Layer {
  return new HeatmapLayer({
    id: LAYER_IDS.density,
    data,
    radiusPixels: settings.radiusPx,
    intensity: settings.intensity,
    threshold: DENSITY_THRESHOLD,
    colorRange: rampById(settings.ramp).colors,
    aggregation: 'SUM',
    weightsTextureSize: WEIGHTS_TEXTURE_SIZE,
    debounceTimeout: REAGGREGATE_DEBOUNCE_MS,
  });
}

export function linesLayer(data: LineBuffers, settings: HeatSettings): Layer {
  const [r, g, b] = lineColor(rampById(settings.ramp));
  return new PathLayer({
    id: LAYER_IDS.lines,
    data,
    _pathType: 'open',
    positionFormat: 'XY',
    getColor: [r, g, b, Math.round(settings.lineIntensity * 255)],
    getWidth: settings.lineWidthPx,
    widthUnits: 'pixels',
    widthMinPixels: 1,
    parameters: ADDITIVE,
  });
}

export interface ClickMark {
  lon: number;
  lat: number;
  toleranceM: number;
}

/** A ring of the click tolerance around the clicked point. */
export function clickLayer(mark: ClickMark): Layer {
  return new ScatterplotLayer<ClickMark>({
    id: LAYER_IDS.click,
    data: [mark],
    getPosition: (m) => [m.lon, m.lat],
    getRadius: (m) => m.toleranceM,
    radiusUnits: 'meters',
    radiusMinPixels: 6,
    stroked: true,
    filled: true,
    getFillColor: [255, 255, 255, 40],
    getLineColor: [255, 255, 255, 230],
    lineWidthUnits: 'pixels',
    getLineWidth: 2,
  });
}
