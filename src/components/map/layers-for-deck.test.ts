import { LineLayer } from '@deck.gl/layers';
import { describe, expect, it } from 'vitest';
import { drawnInstance, layersForDeck, type DeckLayers } from './layers-for-deck';

// deck.gl's lifecycle strings (lifecycle/constants.ts), as a Deck's layer manager sets them.
const INITIALIZED = 'Initialized';
const FINALIZED = 'Finalized! Awaiting garbage collection';

const line = (id: string) => new LineLayer({ id, data: [{ a: [0, 0], b: [1, 1] }] });

describe('layersForDeck', () => {
  it('passes new layers and the layers this deck holds as they are', () => {
    const held: DeckLayers = new WeakMap();
    const a = line('a');
    const [first] = layersForDeck([a], held);
    expect(first).toBe(a);
    a.lifecycle = INITIALIZED; // this deck drew it
    const again = layersForDeck([a, null, false], held);
    expect(again[0]).toBe(a);
    expect(again.slice(1)).toEqual([null, false]);
  });

  it('clones a layer another deck drew or finalized, keeping its props', () => {
    const a = line('a');
    const b = line('b');
    a.lifecycle = FINALIZED; // the map unmounted: its Deck finalized it
    b.lifecycle = INITIALIZED; // still held by the Deck that is going away in the same commit
    const out = layersForDeck([[a], b], new WeakMap());
    const [[ca], cb] = out as [[LineLayer], LineLayer];
    for (const [clone, old] of [
      [ca, a],
      [cb, b],
    ] as const) {
      expect(clone).not.toBe(old);
      expect(clone).toBeInstanceOf(LineLayer);
      expect(clone.id).toBe(old.id);
      expect(clone.props.data).toBe(old.props.data);
      expect(clone.lifecycle).toBe('Awaiting state');
    }
  });

  it('hands the new deck the same clone on every render, a new one once that deck finalized it', () => {
    const held: DeckLayers = new WeakMap();
    const a = line('a');
    a.lifecycle = FINALIZED;
    const [clone] = layersForDeck([a], held) as [LineLayer];
    clone.lifecycle = INITIALIZED;
    // The caller still holds `a`: a re-render hands it again, and the deck gets the clone it holds.
    expect(layersForDeck([a], held)[0]).toBe(clone);
    expect(layersForDeck([clone], held)[0]).toBe(clone);
    clone.lifecycle = FINALIZED;
    const [again] = layersForDeck([a], held) as [LineLayer];
    expect(again).not.toBe(clone);
    expect(again).not.toBe(a);
    expect(again.lifecycle).toBe('Awaiting state');
  });
});

describe('drawnInstance', () => {
  it('finds a layer among the drawn ones, or the clone the deck drew of it', () => {
    const a = line('a');
    const b = line('b');
    expect(drawnInstance(a, [b, [a]])).toBe(a);
    b.lifecycle = FINALIZED;
    const [clone] = layersForDeck([b], new WeakMap()) as [LineLayer];
    expect(drawnInstance(b, [a, clone])).toBe(clone);
    // A clone of the clone (the deck finalized the first) still counts as the caller's layer.
    clone.lifecycle = FINALIZED;
    const [second] = layersForDeck([clone], new WeakMap()) as [LineLayer];
    expect(drawnInstance(b, [second])).toBe(second);
    expect(drawnInstance(line('b'), [clone])).toBeUndefined();
  });
});
