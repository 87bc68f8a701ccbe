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
 */
import type { Layer, LayersList, PickingInfo } from '@deck.gl/core';
import DeckGL from '@deck.gl/react';
import { Suspense, lazy, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Bounds } from '../../domain/stats/types';
import { configuredBasemapStyleUrl } from './basemap-config';
import { useElementSize } from './use-element-size';
import { fitViewState, type MapViewState } from './viewport';
import './map.css';

const Basemap = lazy(() => import('./basemap').then((m) => ({ default: m.Basemap })));

export type MapTooltip = string | { text?: string; html?: string } | null;

export interface MapViewProps {
  /** deck.gl layers to draw, top last. */
  layers: LayersList;
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
  const { layers, bounds, label, height = 360, overlay, className, dataAttributes } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(containerRef);
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

  return (
    <div
      ref={containerRef}
      className={['map-view', className].filter(Boolean).join(' ')}
      style={{ height }}
      role="region"
      aria-label={label}
      data-basemap={basemapOn ? 'on' : 'off'}
      {...dataAttributes}
    >
      {initialViewState ? (
        <DeckGL
          initialViewState={initialViewState}
          controller={props.doubleClickZoom === false ? { doubleClickZoom: false } : true}
          layers={layers}
          getTooltip={props.getTooltip}
          onHover={props.onHover}
          onClick={props.onClick}
          {...(props.getCursor ? { getCursor: props.getCursor } : {})}
          onViewStateChange={(params) => {
            const { isDragging, isPanning, isZooming, isRotating, inTransition } = params.interactionState;
            if (!(isDragging || isPanning || isZooming || isRotating || inTransition)) return;
            const view = mapViewStateOf(params.viewState);
            if (view) props.onViewStateChange?.(view);
          }}
        >
          {basemapOn && styleUrl
            ? ({ viewState }: { viewState: MapViewState }) => (
                <div className="map-view__basemap">
                  <Suspense fallback={null}>
                    <Basemap
                      styleUrl={styleUrl}
                      viewState={viewState}
                      onFail={() => setFailedStyle(styleUrl)}
                    />
                  </Suspense>
                </div>
              )
            : null}
        </DeckGL>
      ) : null}
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

/** The map view fields of a deck.gl view state, or null when one is not a number. */
function mapViewStateOf(raw: unknown): MapViewState | null {
  const v = raw as Partial<Record<keyof MapViewState, unknown>>;
  const num = (x: unknown, fallback?: number): number | null =>
    typeof x === 'number' ? x : (fallback ?? null);
  const [longitude, latitude, zoom] = [num(v.longitude), num(v.latitude), num(v.zoom)];
  if (longitude === null || latitude === null || zoom === null) return null;
  return { longitude, latitude, zoom, pitch: num(v.pitch, 0) ?? 0, bearing: num(v.bearing, 0) ?? 0 };
}

/** Layers in a stable order with falsy entries dropped (conditional layers: `cond && layer`). */
export function mapLayers(...layers: (Layer | null | false | undefined)[]): Layer[] {
  return layers.filter((layer): layer is Layer => !!layer);
}
