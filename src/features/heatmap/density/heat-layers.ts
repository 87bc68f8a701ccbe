/**
 * The deck.gl layers of the heatmap, built from prepared typed arrays (the heat worker's output,
 * turned into deck.gl binary attributes here: the heat domain knows nothing of deck.gl) with fixed
 * ids, so a filter change hands new buffers to the same layer instead of a new layer.
 */
import { HeatmapLayer } from '@deck.gl/aggregation-layers';
import type { Layer } from '@deck.gl/core';
import { PathLayer } from '@deck.gl/layers';
import type { MapMarker } from '../../../components/map';
import type { DensityBuffers, LineBuffers } from '../../../domain/heat/types';
import { lineColor, rampById } from './color-ramps';
import { DENSITY_THRESHOLD, WEIGHTS_TEXTURE_SIZE } from './density-style';
import { SPORT_COLORS, type PathSports } from './sport-colors';
import type { HeatSettings } from './heat-settings';

export const LAYER_IDS = { density: 'heat-density', lines: 'heat-lines' } as const;

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

/**
 * Largest density cell drawn, CSS pixels (cell-levels.ts picks the coarsest grid level no bigger):
 * the HeatmapLayer adds its points into a weights texture of one texel per 2 CSS pixels (its
 * RESOLUTION), or coarser when the map is wider than 2 · WEIGHTS_TEXTURE_SIZE pixels, so points
 * closer than that are summed into the same texel anyway.
 */
export const DENSITY_CELL_MAX_PX = 2;

/**
 * A cell no kept activity touches weighs 0 and adds nothing; this moves it outside the weights
 * texture with a zero point size, so the GPU skips its pixels instead of adding zeros over the
 * whole radius (the density buffers hold every cell whatever the filter, see domain/heat/density.ts).
 */
const SKIP_ZERO_WEIGHT =
  '  if (weights == 0.0) { gl_PointSize = 0.0; gl_Position = vec4(2.0, 2.0, 2.0, 1.0); }\n';

/** The line deck.gl's weights-pass vertex shader declares its per-point weight with. */
export const WEIGHTS_DECLARATION = 'in float weights;';

/** deck.gl binary data of the density cells (HeatmapLayer's getPosition and getWeight). */
export interface DensityAttributes {
  length: number;
  attributes: {
    getPosition: { value: Float32Array; size: 2 };
    getWeight: { value: Float32Array; size: 1 };
  };
}

/** deck.gl binary data of the paths (PathLayer's getPath; components/map/path-data.ts has the same layout). */
export interface LineAttributes {
  length: number;
  startIndices: Uint32Array;
  attributes: { getPath: { value: Float32Array; size: 2 } };
}

/**
 * One position attribute object per positions array: deck.gl compares an attribute with the object
 * it was given last, so the same object for the same cells (every filter of a dataset and level,
 * heat client) means the positions are uploaded once, and only the weights after that.
 */
const positionAttributes = new WeakMap<Float32Array, DensityAttributes['attributes']['getPosition']>();

/**
 * One data object per buffers object, likewise: deck.gl compares `data` by reference, and a new
 * object for the same buffers would make the heatmap aggregate every point again (seconds of GPU in
 * software GL) whenever the page builds its layers for another reason (tiles mode, a setting).
 */
const densityData = new WeakMap<DensityBuffers, DensityAttributes>();
const lineData = new WeakMap<LineBuffers, LineAttributes>();

export function densityAttributes(buffers: DensityBuffers): DensityAttributes {
  const known = densityData.get(buffers);
  if (known) return known;
  const { length, positions, weights } = buffers;
  let getPosition = positionAttributes.get(positions);
  if (!getPosition) {
    getPosition = { value: positions, size: 2 };
    positionAttributes.set(positions, getPosition);
  }
  const data = { length, attributes: { getPosition, getWeight: { value: weights, size: 1 as const } } };
  densityData.set(buffers, data);
  return data;
}

export function lineAttributes(buffers: LineBuffers): LineAttributes {
  const known = lineData.get(buffers);
  if (known) return known;
  const { length, startIndices, lonLat } = buffers;
  const data = { length, startIndices, attributes: { getPath: { value: lonLat, size: 2 as const } } };
  lineData.set(buffers, data);
  return data;
}

/** What the weights pass's shader inputs are given (the part this file touches). */
interface ShaderInputsLike {
  setProps: (props: Record<string, Record<string, unknown> | undefined>) => void;
}

/**
 * The shader inputs of the weights pass, made to drop `weight.weightsTexture`. deck.gl 9.4's
 * HeatmapLayer._updateWeightmap hands the weights pass its own render target as a module prop;
 * luma.gl files a texture prop that is not a uniform as a binding, and the weights shaders sample
 * no texture, so every weight-map update (each open, each zoom) logged "Binding weightsTexture not
 * set: Not found in shader layout." The pass renders into that texture (targetTexture): binding it
 * too was never needed.
 */
export function withoutTargetBinding(inputs: ShaderInputsLike): void {
  const setProps = inputs.setProps.bind(inputs);
  inputs.setProps = (props) => {
    const weight = props.weight;
    if (!weight || !('weightsTexture' in weight)) return setProps(props);
    const { weightsTexture: _target, ...uniforms } = weight;
    return setProps({ ...props, weight: uniforms });
  };
}

/**
 * deck.gl's HeatmapLayer whose weights pass skips cells of weight 0, and does not bind the texture
 * it renders into (withoutTargetBinding).
 */
class CellHeatmapLayer extends HeatmapLayer<DensityAttributes> {
  static override layerName = 'CellHeatmapLayer';
  override _createWeightsTransform(shaders: Parameters<HeatmapLayer['_createWeightsTransform']>[0]): void {
    super._createWeightsTransform(shaders);
    const transform = (this.state as { weightsTransform?: { model: { shaderInputs: ShaderInputsLike } } })
      .weightsTransform;
    if (transform) withoutTargetBinding(transform.model.shaderInputs);
  }
  override getShaders(
    shaders: Parameters<HeatmapLayer['getShaders']>[0],
  ): ReturnType<HeatmapLayer['getShaders']> {
    const merged = super.getShaders(shaders) as { vs?: unknown; inject?: Record<string, string> };
    // Only the weights pass reads a per-point weight (the max pass and the triangle layer do not).
    if (!String(merged.vs).includes(WEIGHTS_DECLARATION)) return merged;
    return { ...merged, inject: { ...merged.inject, 'vs:#main-end': SKIP_ZERO_WEIGHT } };
  }
}

/**
 * The density layer; `visible` false keeps it (and its aggregated weights) under tiles mode, so a
 * switch back only draws it again.
 */
export function densityLayer(data: DensityBuffers, settings: HeatSettings, visible = true): Layer {
  return new CellHeatmapLayer({
    id: LAYER_IDS.density,
    visible,
    data: densityAttributes(data),
    radiusPixels: settings.radiusPx,
    intensity: settings.intensity,
    threshold: DENSITY_THRESHOLD,
    colorRange: rampById(settings.ramp).colors,
    aggregation: 'SUM',
    weightsTextureSize: WEIGHTS_TEXTURE_SIZE,
    debounceTimeout: REAGGREGATE_DEBOUNCE_MS,
  });
}

/**
 * The lines: every path in the ramp's line colour, or, with `sports` (lines coloured by sport), each
 * in its sport's colour; the intensity is the opacity of one path either way.
 */
export function linesLayer(
  data: LineBuffers,
  settings: HeatSettings,
  sports: PathSports | null = null,
  visible = true,
): Layer {
  const alpha = Math.round(settings.lineIntensity * 255);
  const [r, g, b] = lineColor(rampById(settings.ramp));
  const bySport = settings.lineColors === 'sport' && sports !== null;
  return new PathLayer({
    id: LAYER_IDS.lines,
    visible,
    data: lineAttributes(data),
    _pathType: 'open',
    positionFormat: 'XY',
    getColor: bySport
      ? (_: unknown, { index }: { index: number }) => [
          ...SPORT_COLORS[sports.sports[index] ?? 'other'],
          alpha,
        ]
      : [r, g, b, alpha],
    updateTriggers: { getColor: [bySport, sports, alpha, r, g, b] },
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
