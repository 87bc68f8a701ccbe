import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { DensityBuffers } from '../../../domain/heat/types';
import {
  densityAttributes,
  densityLayer,
  lineAttributes,
  WEIGHTS_DECLARATION,
  withoutTargetBinding,
} from './heat-layers';
import { DEFAULT_SETTINGS } from './heat-settings';

/** The installed deck.gl HeatmapLayer's folder (dist/heatmap-layer), found from the package entry. */
const heatmapDir = join(
  dirname(createRequire(import.meta.url).resolve('@deck.gl/aggregation-layers')),
  'heatmap-layer',
);
const installedShader = async (file: string): Promise<string> =>
  ((await import(/* @vite-ignore */ pathToFileURL(join(heatmapDir, file)).href)) as { default: string })
    .default;

/** The density layer's shaders for a pass, as deck.gl asks for them (a bare context suffices here). */
function layerShaders(vs: string, fs: string): { vs?: unknown; inject?: Record<string, string> } {
  const cells: DensityBuffers = { length: 0, positions: new Float32Array(0), weights: new Float32Array(0) };
  const layer = densityLayer(cells, DEFAULT_SETTINGS);
  Object.assign(layer, { context: { defaultShaderModules: [] } });
  return layer.getShaders({ vs, fs }) as { vs?: unknown; inject?: Record<string, string> };
}

describe('the zero-weight patch of the HeatmapLayer shader', () => {
  it('applies to the installed deck.gl weights pass (fails if an upgrade changes that source)', async () => {
    const layerSource = readFileSync(join(heatmapDir, 'heatmap-layer.js'), 'utf8');
    // The weights pass is built from weights-vs.glsl.js; the patch looks for its weight attribute.
    expect(layerSource).toMatch(/import weightsVs from "\.\/weights-vs\.glsl\.js"/);
    expect(layerSource).toMatch(/getShaders\(\{\s*vs: weightsVs/);
    const weightsVs = await installedShader('weights-vs.glsl.js');
    expect(weightsVs).toContain(WEIGHTS_DECLARATION);
    const patched = layerShaders(weightsVs, await installedShader('weights-fs.glsl.js'));
    expect(patched.inject?.['vs:#main-end']).toContain('if (weights == 0.0)');
  });

  it('leaves the max pass alone (it reads no per-point weight)', async () => {
    const maxVs = await installedShader('max-vs.glsl.js');
    expect(maxVs).not.toContain(WEIGHTS_DECLARATION);
    const shaders = layerShaders(maxVs, await installedShader('max-fs.glsl.js'));
    expect(shaders.inject?.['vs:#main-end']).toBeUndefined();
  });
});

describe('the weights pass does not bind the texture it renders into', () => {
  it('the installed deck.gl still passes its render target as a weight prop (fails once an upgrade stops)', () => {
    const layerSource = readFileSync(join(heatmapDir, 'heatmap-layer.js'), 'utf8');
    expect(layerSource).toMatch(/const weightProps = \{[^}]*weightsTexture: weightsTexture/);
    expect(layerSource).toMatch(/targetTexture: weightsTexture/);
    // The weights pass samples no texture: nothing in its shaders to bind weightsTexture to.
    expect(layerSource).toMatch(/weight: weightProps/);
  });

  it('drops weight.weightsTexture and hands every other prop on as it was', () => {
    const seen: Record<string, Record<string, unknown> | undefined>[] = [];
    const inputs = {
      setProps: (p: Record<string, Record<string, unknown> | undefined>) => void seen.push(p),
    };
    withoutTargetBinding(inputs);
    const texture = { id: 'weights' };
    const project = { viewport: 'v' };
    inputs.setProps({ project, weight: { radiusPixels: 20, textureWidth: 1024, weightsTexture: texture } });
    inputs.setProps({ maxWeight: { textureSize: 2 } });
    expect(seen).toEqual([
      { project, weight: { radiusPixels: 20, textureWidth: 1024 } },
      { maxWeight: { textureSize: 2 } },
    ]);
  });
});

describe('deck.gl attributes of the heat buffers', () => {
  it('reuses one position attribute per positions array, so deck.gl uploads the cells once', () => {
    const positions = Float32Array.of(1, 2, 3, 4);
    const a = densityAttributes({ length: 2, positions, weights: Float32Array.of(1, 0) });
    const b = densityAttributes({ length: 2, positions, weights: Float32Array.of(0, 5) });
    expect(b.attributes.getPosition).toBe(a.attributes.getPosition);
    expect(a.attributes.getPosition).toEqual({ value: positions, size: 2 });
    expect(b.attributes.getWeight).toEqual({ value: Float32Array.of(0, 5), size: 1 });
    const other = densityAttributes({
      length: 2,
      positions: positions.slice(),
      weights: Float32Array.of(1, 1),
    });
    expect(other.attributes.getPosition).not.toBe(a.attributes.getPosition);
  });

  it('hands the path vertices to PathLayer as its getPath attribute', () => {
    const lonLat = Float32Array.of(0, 0, 1, 1, 5, 5, 6, 6);
    const startIndices = Uint32Array.of(0, 2);
    expect(lineAttributes({ length: 2, startIndices, lonLat })).toEqual({
      length: 2,
      startIndices,
      attributes: { getPath: { value: lonLat, size: 2 } },
    });
  });

  it('hands deck.gl the same data object for the same buffers, so a new layer list aggregates nothing again', () => {
    const density = { length: 1, positions: Float32Array.of(1, 2), weights: Float32Array.of(1) };
    expect(densityAttributes(density)).toBe(densityAttributes(density));
    expect(densityAttributes({ ...density })).not.toBe(densityAttributes(density));
    const lines = { length: 1, startIndices: Uint32Array.of(0), lonLat: Float32Array.of(0, 0, 1, 1) };
    expect(lineAttributes(lines)).toBe(lineAttributes(lines));
    expect(lineAttributes({ ...lines })).not.toBe(lineAttributes(lines));
  });
});
