/**
 * The shared map shell: a deck.gl canvas over an optional MapLibre basemap.
 *
 * - Layers come from the caller, already built from prepared data (binary attributes, stable ids:
 *   use a fixed id per layer role, e.g. 'activity-path', never one derived from data).
 * - The view fits `bounds` when the map first gets a size and whenever `fitKey` changes (pass the
 *   ids shown, say); the user can pan and zoom freely in between, and "Fit" re-fits.
 * - The basemap style is VITE_BASEMAP_STYLE_URL unless `basemapStyleUrl` says otherwise (null: no
 *   basemap). Without a style, or when it fails to load, the map keeps a plain background and says
 *   so in a small note; nothing is logged.
 * - Point markers that change often (a hover cursor, a click mark) go in `markers`, not in `layers`:
 *   they are drawn as SVG over the canvas (map-markers.tsx), so moving them never redraws deck.gl.
 *   The deck.gl element is memoised apart from `markers` and `dataAttributes`: a re-render that
 *   changes only those does not touch deck.gl. Keep `layers` referentially stable (useMemo) and
 *   deck.gl redraws only when the view or a layer changes. The map element counts deck.gl's draws
 *   in `data-deck-draws` (tests check that a hover does not draw).
 */
import type { Layer, LayersList, PickingInfo } from '@deck.gl/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Bounds } from '../../domain/stats/types';
import { configuredBasemapStyleUrl } from './basemap-config';
import { useDeckElement } from './deck-element';
import { MarkersContext, type MapMarker } from './map-markers';
import { useElementSize } from '../../lib/use-element-size';
import { fitViewState, type MapViewState } from './viewport';
import './map.css';

export type MapTooltip = string | { text?: string; html?: string } | null;

export interface MapViewProps {
  /** deck.gl layers to draw, top last. Keep the array referentially stable: a new one redraws. */
  layers: LayersList;
  /** Point markers drawn over the layers as SVG (cheap to move: no deck.gl redraw). */
  markers?: readonly MapMarker[];
  /** What to fit the view to; null shows the world. */
  bounds: Bounds | null;
  /** Re-fit to `bounds` whenever this changes (defaults to the bounds' edges). */
  fitKey?: string;
  /** Accessible name of the map (role="img" region). */
  label: string;
  /** Style URL, or null for no basemap; undefined uses VITE_BASEMAP_STYLE_URL. */
  basemapStyleUrl?: string | null;
  /** CSS height of the map; the width follows its container. */
  height?: number | string;
  getTooltip?: (info: PickingInfo) => MapTooltip;
  onHover?: (info: PickingInfo) => void;
  onClick?: (info: PickingInfo) => void;
  /** Extra content drawn over the map (a legend, a status line). */
  overlay?: ReactNode;
  /** Where the view starts (a view kept in the URL, say) instead of fitting `bounds`; Fit still fits. */
  initialView?: MapViewState;
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
}

const boundsKey = (b: Bounds | null): string =>
  b ? [b.minLat, b.minLon, b.maxLat, b.maxLon].map((v) => v.toFixed(6)).join(',') : 'world';

export function MapView(props: MapViewProps) {
  const { bounds, label, height = 360, overlay, className, dataAttributes } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const [measureRef, size] = useElementSize<HTMLDivElement>();
  const setContainer = useCallback(
    (el: HTMLDivElement | null) => {
      containerRef.current = el;
      measureRef(el);
    },
    [measureRef],
  );
  const styleUrl = props.basemapStyleUrl === undefined ? configuredBasemapStyleUrl() : props.basemapStyleUrl;
  const [failedStyle, setFailedStyle] = useState<string | null>(null);
  const [refit, setRefit] = useState(0);
  const basemapOn = styleUrl !== null && failedStyle !== styleUrl;

  const fitKey = `${props.fitKey ?? boundsKey(bounds)}#${refit}`;
  const measured = size.width > 0 && size.height > 0;
  // A new object only when the fit target changes: deck.gl resets the view on a new initialViewState.
  const initialViewState = useMemo<MapViewState | null>(
    () =>
      !measured
        ? null
        : refit === 0 && props.initialView
          ? props.initialView
          : fitViewState(bounds, size.width, size.height),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refit on fitKey, not on every resize.
    [fitKey, measured],
  );
  const onBasemapFail = useCallback((url: string) => setFailedStyle(url), []);
  const { onViewChange, onViewStateChange: onUserView } = props;
  useEffect(() => {
    if (initialViewState) onViewChange?.(initialViewState);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report each new start view once.
  }, [initialViewState]);
  const onViewStateChange = useCallback(
    (view: MapViewState) => {
      onUserView?.(view);
      onViewChange?.(view);
    },
    [onUserView, onViewChange],
  );
  const deck = useDeckElement({
    ...props,
    onViewStateChange,
    initialViewState,
    basemapStyleUrl: basemapOn ? styleUrl : null,
    onBasemapFail,
    containerRef,
  });

  return (
    <div
      ref={setContainer}
      className={['map-view', className].filter(Boolean).join(' ')}
      style={{ height }}
      role="region"
      aria-label={label}
      data-basemap={basemapOn ? 'on' : 'off'}
      {...dataAttributes}
    >
      <MarkersContext.Provider value={props.markers ?? NO_MARKERS}>{deck}</MarkersContext.Provider>
      <div className="map-view__controls">
        <button type="button" className="map-view__fit" onClick={() => setRefit((n) => n + 1)}>
          Fit
        </button>
      </div>
      {styleUrl !== null && !basemapOn ? (
        <p className="map-view__note">Basemap unavailable: showing tracks only.</p>
      ) : null}
      {overlay}
    </div>
  );
}

const NO_MARKERS: readonly MapMarker[] = [];

/** Layers in a stable order with falsy entries dropped (conditional layers: `cond && layer`). */
export function mapLayers(...layers: (Layer | null | false | undefined)[]): Layer[] {
  return layers.filter((layer): layer is Layer => !!layer);
}
