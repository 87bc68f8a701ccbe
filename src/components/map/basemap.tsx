/**
 * The MapLibre basemap under the deck.gl canvas (react-map-gl/maplibre), loaded lazily so pages
 * without a configured style never download MapLibre. It follows deck.gl's view state (it is not
 * interactive itself) and reports a failure to load its style instead of logging it.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useRef } from 'react';
import { Map as MapLibreMap, type ErrorEvent } from 'react-map-gl/maplibre';
import type { MapViewState } from './viewport';

setWorkerUrl(workerUrl);

export interface BasemapProps {
  styleUrl: string;
  viewState: MapViewState;
  /** Called once when the style cannot be loaded (no network, bad URL): the shell drops the basemap. */
  onFail: (message: string) => void;
}

export function Basemap({ styleUrl, viewState, onFail }: BasemapProps) {
  const loaded = useRef(false);
  const failed = useRef(false);
  const onError = (event: ErrorEvent) => {
    // After the style has loaded, a missing tile only leaves a blank square: not worth a message.
    if (loaded.current || failed.current) return;
    failed.current = true;
    onFail(event.error instanceof Error ? event.error.message : 'the basemap style could not be loaded');
  };
  return (
    <MapLibreMap
      {...viewState}
      mapStyle={styleUrl}
      interactive={false}
      attributionControl={{ compact: true }}
      reuseMaps
      onLoad={() => {
        loaded.current = true;
      }}
      onError={onError}
      style={{ position: 'absolute', inset: 0 }}
    />
  );
}
