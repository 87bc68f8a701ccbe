/**
 * The map shell's deck.gl element, memoised on what deck.gl draws (view, layers, basemap) and on
 * callbacks made stable: a re-render of the shell for anything else (markers, data attributes, a
 * caller's new inline callback) hands React the same element, so deck.gl is not re-rendered and
 * does not redraw. Its render-prop children (the basemap and the marker overlay) get deck.gl's
 * viewport of every frame it draws, so they follow pans and zooms in the same frame.
 */
import type { LayersList, PickingInfo, Viewport } from '@deck.gl/core';
import DeckGL, { type DeckGLRef } from '@deck.gl/react';
import {
  Suspense,
  lazy,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactElement,
  type RefObject,
} from 'react';
import type { BasemapStatus } from './basemap';
import { WORLD_PALETTES, type WorldLook } from './geo/world-style';
import { FirstLand } from './first-land';
import { layersForDeck, type DeckLayers } from './layers-for-deck';
import { MarkerOverlay } from './map-markers';
import type { MapTooltip } from './map-view';
import { ScaleBar } from './scale-bar';
import type { MapViewState } from './viewport';

export type { BasemapStatus } from './basemap';

const Basemap = lazy(() => import('./basemap').then((m) => ({ default: m.Basemap })));

/** The basemap a map draws: the world in `look`'s colours, under `styleUrl`'s style when not null. */
export interface BasemapChoice {
  styleUrl: string | null;
  look: WorldLook;
  /**
   * Not yet: the basemap (its chunk, the world data, MapLibre and its WebGL context) is left out
   * until this turns false, so deck.gl's layers paint first (the heatmap's first density).
   */
  hold?: boolean;
  /** The basemap has drawn its style (BasemapStatus.drawn): the first frames' land can go. */
  drawn?: boolean;
}

/** deck.gl's controller without double-click zoom (a constant: a new object resets the controller). */
const CONTROLLER_NO_DOUBLE_CLICK = { doubleClickZoom: false } as const;

export interface DeckElementInput {
  initialViewState: MapViewState | null;
  layers: LayersList;
  doubleClickZoom?: boolean;
  getTooltip?: (info: PickingInfo) => MapTooltip;
  onHover?: (info: PickingInfo) => void;
  onClick?: (info: PickingInfo) => void;
  getCursor?: (state: { isDragging: boolean; isHovering: boolean }) => string;
  onViewStateChange?: (view: MapViewState) => void;
  basemap: BasemapChoice;
  onBasemapStatus: (status: BasemapStatus) => void;
  /** No deck.gl yet (MapViewProps.holdLayers). */
  hold?: boolean;
  /** The map element: counts deck.gl's draws in data-deck-draws. */
  containerRef: RefObject<HTMLDivElement | null>;
  /** Called after each frame deck.gl draws, with the layers that frame drew. */
  onDrawn?: (layers: LayersList) => void;
}

/** The latest value of a callback behind a function that never changes (undefined stays undefined). */
function useStable<A extends unknown[], R>(
  fn: ((...args: A) => R) | undefined,
): ((...args: A) => R) | undefined {
  const ref = useRef(fn);
  useLayoutEffect(() => {
    ref.current = fn;
  });
  const stable = useCallback((...args: A): R => ref.current!(...args), []);
  return fn ? stable : undefined;
}

/** The map view fields of a deck.gl view state, or null when one is not a number. */
function mapViewStateOf(raw: unknown): MapViewState | null {
  const v = raw as Partial<Record<keyof MapViewState, unknown>>;
  const num = (x: unknown, fallback?: number): number | null =>
    typeof x === 'number' ? x : (fallback ?? null);
  const [longitude, latitude, zoom] = [num(v.longitude), num(v.latitude), num(v.zoom)];
  if (longitude === null || latitude === null || zoom === null) return null;
  return { longitude, latitude, zoom, pitch: num(v.pitch, 0) ?? 0, bearing: num(v.bearing, 0) ?? 0 };
}

/**
 * deck.gl's render-prop children: the basemap under the layers, the markers and scale over them.
 * The basemap waits for the coarse land (first-land.tsx, the outer Suspense), which is drawn over
 * it until it has drawn: the first frame of any map has land in it.
 */
function useChildren(
  { styleUrl, look, hold, drawn }: BasemapChoice,
  onStatus: (status: BasemapStatus) => void,
) {
  return useCallback(
    ({ viewState, viewport }: { viewState: MapViewState; viewport: Viewport }) => (
      <>
        <div className="map-view__basemap">
          {hold ? null : (
            <Suspense fallback={null}>
              <Suspense fallback={null}>
                <Basemap styleUrl={styleUrl} look={look} viewState={viewState} onStatus={onStatus} />
              </Suspense>
              {drawn ? null : <FirstLand viewport={viewport} palette={WORLD_PALETTES[look]} />}
            </Suspense>
          )}
        </div>
        <MarkerOverlay viewport={viewport} />
        <ScaleBar latitude={viewState.latitude} zoom={viewState.zoom} />
      </>
    ),
    [styleUrl, look, hold, drawn, onStatus],
  );
}

export function useDeckElement(input: DeckElementInput): ReactElement | null {
  const { initialViewState, layers, doubleClickZoom, containerRef, hold } = input;
  const getTooltip = useStable(input.getTooltip);
  const onHover = useStable(input.onHover);
  const onClick = useStable(input.onClick);
  const getCursor = useStable(input.getCursor);
  const onView = useStable(input.onViewStateChange);
  const onDrawn = useStable(input.onDrawn);
  const deckRef = useRef<DeckGLRef>(null);
  // deck.gl's props.layers when it calls onAfterRender are the layers of the frame just drawn
  // (setProps hands them to its layer manager at once; the next frame draws them).
  const countDraw = useCallback(() => {
    const el = containerRef.current;
    if (el) el.dataset.deckDraws = String(Number(el.dataset.deckDraws ?? 0) + 1);
    onDrawn?.(deckRef.current?.deck?.props.layers ?? []);
  }, [containerRef, onDrawn]);
  const children = useChildren(input.basemap, input.onBasemapStatus);
  // The layers this element's Deck was handed (layers-for-deck.ts): a new Deck (this map remounted,
  // or shown again after a hold) starts a new record, and clones what another Deck took.
  // (Were React to drop this memo, the Deck would be handed clones of its own layers: the same ids,
  // so it would match them and keep their state.)
  const shown = Boolean(initialViewState && !hold);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new record for each Deck: `shown` turning true mounts one
  const held = useMemo((): DeckLayers => new WeakMap(), [shown]);
  return useMemo(
    () =>
      initialViewState && !hold ? (
        <DeckGL
          ref={deckRef}
          initialViewState={initialViewState}
          controller={doubleClickZoom === false ? CONTROLLER_NO_DOUBLE_CLICK : true}
          layers={layersForDeck(layers, held)}
          getTooltip={getTooltip}
          onHover={onHover}
          onClick={onClick}
          {...(getCursor ? { getCursor } : {})}
          onAfterRender={countDraw}
          onViewStateChange={(params) => {
            const { isDragging, isPanning, isZooming, isRotating, inTransition } = params.interactionState;
            if (!(isDragging || isPanning || isZooming || isRotating || inTransition)) return;
            const view = mapViewStateOf(params.viewState);
            if (view) onView?.(view);
          }}
        >
          {children}
        </DeckGL>
      ) : null,
    [
      initialViewState,
      hold,
      doubleClickZoom,
      layers,
      getTooltip,
      onHover,
      onClick,
      getCursor,
      countDraw,
      onView,
      children,
      held,
    ],
  );
}
