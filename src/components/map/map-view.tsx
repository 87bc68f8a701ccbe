/**
 * The shared map shell: a deck.gl canvas over a MapLibre map that always draws the bundled world
 * (land, coastlines, borders: geo/) and, unless the person turned map tiles off, a third-party
 * basemap style over it (OpenFreeMap's by default, VITE_BASEMAP_STYLE_URL to override).
 *
 * - Layers come from the caller, already built from prepared data (binary attributes, stable ids:
 *   use a fixed id per layer role, e.g. 'activity-path', never one derived from data).
 * - The view fits `bounds` when the map first gets a size and whenever `fitKey` changes (pass the
 *   ids shown, say); the user can pan and zoom freely in between, and "Fit" re-fits. With
 *   `refitOnResize` it also fits again when its size changes (a phone turned), until the person
 *   pans or zooms it.
 * - Controls on every map (map-controls.tsx): zoom buttons, Fit, the tiles switch, a scale bar in
 *   the person's units; the map itself takes focus (a visible ring) and the keys zoom and pan.
 * - `look` picks the world's colours and the default style: the theme's, or 'heat' (the heatmap's
 *   dark ground, with the dark style).
 * - Point markers that change often (a hover cursor, a click mark) go in `markers`, not in `layers`:
 *   they are drawn as SVG over the canvas (map-markers.tsx), so moving them never redraws deck.gl.
 *   The deck.gl element is memoised apart from `markers` and `dataAttributes`: a re-render that
 *   changes only those does not touch deck.gl. Keep `layers` referentially stable (useMemo) and
 *   deck.gl redraws only when the view or a layer changes. The map element counts deck.gl's draws
 *   in `data-deck-draws` (tests check that a hover does not draw).
 */
import type { Layer, LayersList, PickingInfo } from '@deck.gl/core';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Bounds } from '../../domain/stats/types';
import { useMapSettings } from '../../lib/settings';
import { joinRefs, useElementSize } from '../../lib/use-element-size';
import { basemapStyleUrl } from './basemap-config';
import { useDeckElement, type BasemapStatus } from './deck-element';
import type { WorldLook } from './geo/world-style';
import { handleMapKey, MapControls, type MapCommands } from './map-controls';
import { MarkersContext, type MapMarker } from './map-markers';
import { drawnInstance } from './layers-for-deck';
import { fitViewState, panView, zoomView, type MapViewState } from './viewport';
import './map.css';

export type MapTooltip = string | { text?: string; html?: string } | null;

/**
 * Where to move the map (a place found by a search, say): a view, or bounds to fit (a tile block,
 * say); each new `key` moves it once.
 */
export type MapGoTo = { key: string | number } & ({ view: MapViewState } | { bounds: Bounds });

export interface MapViewProps {
  /** deck.gl layers to draw, top last. Keep the array referentially stable: a new one redraws. */
  layers: LayersList;
  /** Point markers drawn over the layers as SVG (cheap to move: no deck.gl redraw). */
  markers?: readonly MapMarker[];
  /** What to fit the view to; null shows the world. */
  bounds: Bounds | null;
  /** Re-fit to `bounds` whenever this changes (defaults to the bounds' edges). */
  fitKey?: string;
  /** Re-fit when the map's size changes (a rotation, a resized window) until the person moves it. */
  refitOnResize?: boolean;
  /** Accessible name of the map (role="region"). */
  label: string;
  /**
   * Leave the basemap out for now (deck-element.tsx BasemapChoice.hold): a page whose first paint
   * must be quick holds it until its layers have drawn.
   */
  holdBasemap?: boolean;
  /**
   * Leave deck.gl out for now (no WebGL context, no layers drawn; the view is still reported): a
   * page that paints its first picture some cheaper way (`under`) holds it until that has shown.
   */
  holdLayers?: boolean;
  /** Drawn under deck.gl's canvas and over the basemap (a first paint before deck.gl exists). */
  under?: ReactNode;
  /** Style URL, or null for the world alone; undefined uses the default (see basemap-config.ts). */
  basemapStyleUrl?: string | null;
  /** The world's colours and default style: the theme's unless given. */
  look?: WorldLook;
  /** CSS height of the map; the width follows its container. */
  height?: number | string;
  getTooltip?: (info: PickingInfo) => MapTooltip;
  onHover?: (info: PickingInfo) => void;
  onClick?: (info: PickingInfo) => void;
  /** Extra content drawn over the map (a legend, a status line). */
  overlay?: ReactNode;
  /** Extra buttons under the map's own controls (Save image, say). */
  actions?: ReactNode;
  /** Where the view starts (a view kept in the URL, say) instead of fitting `bounds`; Fit still fits. */
  initialView?: MapViewState;
  /** Moves the view when its key changes. */
  goTo?: MapGoTo | null;
  /** Called as the user pans and zooms (not for fits or the first view). */
  onViewStateChange?: (view: MapViewState) => void;
  /** Called with every view the map shows: the first one, each fit, and as the user pans and zooms. */
  onViewChange?: (view: MapViewState) => void;
  /**
   * Double-click zooms (default). Off for maps where a click is the main action: deck.gl holds back
   * every single click for the double-click interval while double-click zoom is on.
   */
  doubleClickZoom?: boolean;
  /** CSS cursor over the map (deck.gl getCursor). */
  getCursor?: (state: { isDragging: boolean; isHovering: boolean }) => string;
  className?: string;
  /** Data attributes for tests and tooling (e.g. the marker position). */
  dataAttributes?: Record<`data-${string}`, string>;
  /**
   * Called after each frame deck.gl draws, with the layers that frame drew and the map element (a
   * page marks there what is on screen, e.g. for a benchmark waiting for its lines to be drawn).
   */
  onDrawn?: (layers: LayersList, element: HTMLElement) => void;
}

const boundsKey = (b: Bounds | null): string =>
  b ? [b.minLat, b.minLon, b.maxLat, b.maxLon].map((v) => v.toFixed(6)).join(',') : 'world';

interface Jump {
  view: MapViewState;
  /** The fit target it was made for: a new target fits again. */
  base: string;
}

/** What the basemap shows, for data-basemap: the world only, tiles over it, or not yet drawn. */
function basemapState(status: BasemapStatus | null): string {
  if (!status?.drawn) return 'loading';
  return status.style === 'loaded' ? 'tiles' : 'world';
}

const NO_SIZE = { width: 0, height: 0 } as const;

export function MapView(props: MapViewProps) {
  const { bounds, label, height = 360, overlay, className, dataAttributes } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const [measureRef, measuredSize] = useElementSize<HTMLDivElement>();
  // Not measured yet reads as no size: the view is fitted once the box has one.
  const size = measuredSize ?? NO_SIZE;
  const setContainer = useMemo(
    () =>
      joinRefs<HTMLDivElement>((el) => {
        containerRef.current = el;
      }, measureRef),
    [measureRef],
  );
  const { resolvedTheme, mapTiles } = useMapSettings();
  const look: WorldLook = props.look ?? resolvedTheme;
  const styleUrl =
    props.basemapStyleUrl === undefined
      ? basemapStyleUrl(look === 'light' ? 'light' : 'dark', mapTiles)
      : mapTiles === 'off'
        ? null
        : props.basemapStyleUrl;
  const [status, setStatus] = useState<BasemapStatus | null>(null);
  const [fits, setFits] = useState(0);
  const [jump, setJump] = useState<Jump | null>(null);

  const base = props.fitKey ?? boundsKey(bounds);
  /** The person panned or zoomed since the last fit (refitOnResize then keeps their view). */
  const [moved, setMoved] = useState(false);
  const sizeKey = props.refitOnResize && !moved ? `@${size.width}x${size.height}` : '';
  const fitKey = `${base}#${fits}${sizeKey}`;
  const jumpView = jump?.base === base ? jump.view : null;
  const measured = size.width > 0 && size.height > 0;
  // A new object only when the fit target changes: deck.gl resets the view on a new initialViewState.
  const initialViewState = useMemo<MapViewState | null>(
    () =>
      !measured
        ? null
        : (jumpView ??
          (fits === 0 && props.initialView
            ? props.initialView
            : fitViewState(bounds, size.width, size.height))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refit on fitKey, not on every resize.
    [fitKey, measured, jumpView],
  );
  const { onViewChange, onViewStateChange: onUserView } = props;
  const viewRef = useRef<MapViewState | null>(null);
  /** The view shown, kept for the controls and written to data-view ("lon,lat,zoom") for tests. */
  const noteView = useCallback((view: MapViewState) => {
    viewRef.current = view;
    const el = containerRef.current;
    if (el) el.dataset.view = [view.longitude, view.latitude, view.zoom].map((v) => v.toFixed(5)).join(',');
  }, []);
  useEffect(() => {
    if (!initialViewState) return;
    noteView(initialViewState);
    onViewChange?.(initialViewState);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report each new start view once.
  }, [initialViewState]);
  const onViewStateChange = useCallback(
    (view: MapViewState) => {
      setMoved(true);
      noteView(view);
      onUserView?.(view);
      onViewChange?.(view);
    },
    [noteView, onUserView, onViewChange],
  );
  const moveTo = useCallback(
    (view: MapViewState) => {
      setMoved(true);
      setJump({ view, base });
      onUserView?.(view);
    },
    [base, onUserView],
  );
  const commands = useMemo<MapCommands>(
    () => ({
      zoomBy: (delta) => viewRef.current && moveTo(zoomView(viewRef.current, delta)),
      panBy: (dx, dy) => viewRef.current && moveTo(panView(viewRef.current, dx, dy, size.width, size.height)),
      fit: () => {
        setMoved(false);
        setJump(null);
        setFits((n) => n + 1);
      },
    }),
    [moveTo, size.width, size.height],
  );
  // A new goTo key moves the view once (state adjusted while rendering), and reports it as a user move.
  const goTo = props.goTo ?? null;
  const [seenGo, setSeenGo] = useState<{ key: MapGoTo['key'] | undefined; view: MapViewState | null }>({
    key: goTo?.key,
    view: null,
  });
  if (goTo?.key !== seenGo.key) {
    const view = !goTo
      ? null
      : 'view' in goTo
        ? goTo.view
        : fitViewState(goTo.bounds, size.width, size.height);
    setSeenGo({ key: goTo?.key, view });
    if (view) setJump({ view, base });
  }
  useEffect(() => {
    if (seenGo.view) onUserView?.(seenGo.view);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report once per new key.
  }, [seenGo]);

  const deck = useDeckElement({
    ...props,
    onViewStateChange,
    initialViewState,
    hold: props.holdLayers ?? false,
    basemap: { styleUrl, look, hold: props.holdBasemap ?? false, drawn: status?.drawn ?? false },
    onBasemapStatus: setStatus,
    containerRef,
    onDrawn:
      props.onDrawn &&
      ((layers: LayersList) => containerRef.current && props.onDrawn?.(layers, containerRef.current)),
  });
  const hintId = useId();

  return (
    // The map is a focusable widget: its keys pan and zoom (described by the hint).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the map's keys pan and zoom
    <div
      ref={setContainer}
      className={['map-view', className].filter(Boolean).join(' ')}
      style={{ height }}
      role="region"
      aria-label={label}
      aria-describedby={hintId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the map is a focusable widget
      tabIndex={0}
      onKeyDown={(event) => handleMapKey(event, commands)}
      data-basemap={basemapState(status)}
      data-map-tiles={mapTiles}
      data-basemap-style={styleUrl ?? ''}
      {...dataAttributes}
    >
      <span id={hintId} className="visually-hidden">
        Arrow keys pan, plus and minus zoom, 0 fits the map to the tracks.
      </span>
      {props.under}
      <MarkersContext.Provider value={props.markers ?? NO_MARKERS}>{deck}</MarkersContext.Provider>
      <MapControls commands={commands}>{props.actions}</MapControls>
      {styleUrl !== null && status?.style === 'failed' ? (
        // data-image-skip: a saved image (features/review/save-image.ts) leaves notices out.
        <p className="map-view__note" data-image-skip="">
          Map tiles unavailable: showing the built-in world map.
        </p>
      ) : null}
      {overlay}
    </div>
  );
}

const NO_MARKERS: readonly MapMarker[] = [];

/**
 * True when a frame that drew `drawn` (MapViewProps.onDrawn) really drew `layer`: it was among
 * them, its data had loaded and every one of its GPU programs was linked. With parallel shader
 * compilation (KHR_parallel_shader_compile) luma.gl skips a model's draws until its program has
 * linked, so a frame can hold a layer without a pixel of it.
 */
export function layerDrawn(layer: Layer, drawn: LayersList): boolean {
  // The Deck may have drawn a clone of it (layers-for-deck.ts: a layer another Deck had taken).
  const mine = drawnInstance(layer, drawn);
  return (
    mine !== undefined &&
    mine.isLoaded &&
    mine.getModels().every((model) => model.pipeline.linkStatus === 'success')
  );
}

/** Layers in a stable order with falsy entries dropped (conditional layers: `cond && layer`). */
export function mapLayers(...layers: (Layer | null | false | undefined)[]): Layer[] {
  return layers.filter((layer): layer is Layer => !!layer);
}
