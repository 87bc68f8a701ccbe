import type { Layer } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import { layerDrawn } from './map-view';

/** What layerDrawn reads of a deck.gl layer: loaded, and the link status of its models' programs. */
const layer = (isLoaded: boolean, ...status: ('pending' | 'success' | 'error')[]) =>
  ({
    isLoaded,
    getModels: () => status.map((linkStatus) => ({ pipeline: { linkStatus } })),
  }) as unknown as Layer;

describe('layerDrawn', () => {
  it('is true for a loaded layer of the frame whose programs are all linked', () => {
    const l = layer(true, 'success', 'success');
    expect(layerDrawn(l, [layer(true, 'success'), l])).toBe(true);
  });

  it('is false while a program still links (luma.gl skipped the draw), before data, or when absent', () => {
    const linking = layer(true, 'success', 'pending');
    const loading = layer(false, 'success');
    expect(layerDrawn(linking, [linking])).toBe(false);
    expect(layerDrawn(loading, [loading])).toBe(false);
    expect(layerDrawn(layer(true, 'success'), [layer(true, 'success')])).toBe(false);
  });
});
