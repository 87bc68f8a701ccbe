import type { StyleSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, absolutizeStyle, isStyle, WORLD_PALETTES, worldStyle } from './world-style';
import { EMPTY_WORLD } from './world-data';

const world = EMPTY_WORLD;

const remote: StyleSpecification = {
  version: 8,
  glyphs: '/fonts/{fontstack}/{range}.pbf',
  sprite: 'sprites/ofm',
  sources: { openmaptiles: { type: 'vector', url: 'https://tiles.example/planet' } },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#abcdef' } },
    { id: 'water', type: 'fill', source: 'openmaptiles', 'source-layer': 'water' },
  ],
};

describe('worldStyle', () => {
  it('draws only local data without a remote style: no glyphs, sprite or remote source', () => {
    const style = worldStyle(world, WORLD_PALETTES.light, null);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(Object.values(style.sources).every((s) => s.type === 'geojson')).toBe(true);
    expect(style.layers.map((l) => l.id)).toEqual([
      'world-sea',
      'world-land',
      'world-lakes',
      'world-coast',
      'world-border',
    ]);
  });

  it('puts the world under the remote layers, without their background, in its colour', () => {
    const style = worldStyle(world, WORLD_PALETTES.light, remote);
    expect(style.layers.map((l) => l.id)).toEqual([
      'world-sea',
      'world-land',
      'world-lakes',
      'world-coast',
      'world-border',
      'water',
    ]);
    const land = style.layers.find((l) => l.id === 'world-land');
    expect(land?.type === 'fill' && land.paint?.['fill-color']).toBe('#abcdef');
    expect(style.sources.openmaptiles).toBeDefined();
    expect(style.glyphs).toBe(remote.glyphs);
  });
});

describe('absolutizeStyle', () => {
  it('resolves relative sprite, glyph and source URLs against the style URL, keeping braces', () => {
    const style = absolutizeStyle(remote, 'https://tiles.example/styles/positron');
    expect(style.glyphs).toBe('https://tiles.example/fonts/{fontstack}/{range}.pbf');
    expect(style.sprite).toBe('https://tiles.example/styles/sprites/ofm');
    expect(absoluteUrl('//cdn.example/x', 'https://a.example/s')).toBe('https://cdn.example/x');
  });

  it('recognises a style and refuses anything else', () => {
    expect(isStyle(remote)).toBe(true);
    expect(isStyle({ version: 7, sources: {}, layers: [] })).toBe(false);
    expect(isStyle('<html>')).toBe(false);
  });
});
