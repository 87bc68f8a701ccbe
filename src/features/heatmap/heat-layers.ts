/**
 * The deck.gl layers of the heatmap, built from prepared binary buffers (the heat worker's output)
 * with fixed ids, so a filter change hands new buffers to the same layer instead of a new layer.
 */
import { HeatmapLayer } from '@deck.gl/aggregation-layers';
import type { Layer } from '@deck.gl/core';
import { PathLayer } from '@deck.gl/layers';
import type { MapMarker } from '../../components/map';
import type { DensityBuffers, LineBuffers } from '../../domain/heat/types';
import { lineColor, rampById } from './color-ramps';
import type { HeatSettings } from './heat-settings';

export const LAYER_IDS = { density: 'heat-density', lines: 'heat-lines' } as const;

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

/** Smallest radius of the click mark, CSS pixels (the tolerance ring is tiny when zoomed out). */
const CLICK_MARK_MIN_PX = 6;

/**
 * The click mark: a ring of the click tolerance around the clicked point, as the map shell's SVG
 * marker (not a deck.gl layer, so a click never makes deck.gl redraw the heatmap).
 */
export function clickMarker(mark: ClickMark): MapMarker {
  return {
    key: 'click',
    lon: mark.lon,
    lat: mark.lat,
    radiusM: mark.toleranceM,
    radiusPx: CLICK_MARK_MIN_PX,
    color: '#fff',
    fillOpacity: 0.16,
    outline: 'rgb(255 255 255 / 0.9)',
    outlineWidthPx: 2,
  };
}
