/**
 * deck.gl layers handed to one Deck, each a layer no other Deck holds.
 *
 * A deck.gl layer instance lives in one Deck: the Deck that first draws it gives it its state,
 * and finalizes it when the layer is replaced or the Deck goes (unmount). A Deck handed a layer
 * instance that another Deck holds or has finalized fails deck.gl's `assert(!this.internalState)`
 * in Layer._initialize ("assertion failed": a finalized layer cannot be reused). That happens when
 * a map remounts (a page's map re-keyed, a held map shown again) while its caller keeps its
 * memoised layers. Such a layer is cloned (Layer.clone: the same props, no state): the new Deck
 * builds its own state for it; a layer this Deck already holds is passed as is, so a re-render
 * never rebuilds a layer's attributes.
 */
import type { Layer, LayersList } from '@deck.gl/core';

/** Layer.lifecycle of a layer no Deck has taken yet (deck.gl lifecycle/constants.ts NO_STATE). */
const NO_STATE = 'Awaiting state';
/** ...and of one its Deck finalized (AWAITING_FINALIZATION, FINALIZED): it cannot be drawn again. */
const FINALIZED = new Set([
  'No longer matched. Awaiting garbage collection',
  'Finalized! Awaiting garbage collection',
]);

/** What one Deck was handed: each layer its caller gave, to the instance the Deck holds for it. */
export type DeckLayers = WeakMap<Layer, Layer>;

function isLayer(x: unknown): x is Layer {
  return typeof x === 'object' && x !== null && 'lifecycle' in x && typeof (x as Layer).clone === 'function';
}

/** Each clone layersForDeck made, to the layer it was made of. */
const cloneOf = new WeakMap<Layer, Layer>();

/** The instance of `layer` among the layers a Deck drew: itself, or the clone it was handed. */
export function drawnInstance(layer: Layer, drawn: readonly unknown[]): Layer | undefined {
  for (const l of drawn) {
    if (Array.isArray(l)) {
      const inner = drawnInstance(layer, l);
      if (inner) return inner;
    } else if (l === layer) return layer;
    else if (isLayer(l) && cloneOf.get(l) === layer) return l;
  }
  return undefined;
}

/**
 * `layers` for the Deck that was handed `held` (updated): a layer no Deck has taken, or one this
 * Deck holds, as it is; a layer another Deck took, as this Deck's clone of it (the same clone on
 * every render, until this Deck finalizes it).
 */
export function layersForDeck(layers: LayersList, held: DeckLayers): LayersList {
  return layers.map((l) => {
    if (Array.isArray(l)) return layersForDeck(l, held);
    if (!isLayer(l)) return l;
    let mine = held.get(l);
    if (mine === undefined || FINALIZED.has(mine.lifecycle)) {
      mine = l.lifecycle === NO_STATE ? l : (l.clone({}) as Layer);
      if (mine !== l) cloneOf.set(mine, cloneOf.get(l) ?? l);
      held.set(l, mine);
      held.set(mine, mine);
    }
    return mine;
  });
}
