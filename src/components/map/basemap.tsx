/**
 * The MapLibre map under the deck.gl canvas (react-map-gl/maplibre), in the lazily loaded map
 * chunk with the bundled world: geography is drawn from local data first, and a third-party style
 * (when tiles are on) is fetched and laid over it (geo/world-style.ts). It follows deck.gl's view
 * state (it is not interactive itself). Failures never log: a style that cannot be fetched leaves
 * the world alone, a tile that cannot load leaves the world showing in its place.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import { setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { use, useEffect, useMemo, useState } from 'react';
import { Map as MapLibreMap } from 'react-map-gl/maplibre';
import { EMPTY_WORLD, loadWorld, type WorldGeometry } from './geo/world-data';
import { absolutizeStyle, isStyle, WORLD_PALETTES, worldStyle, type WorldLook } from './geo/world-style';
import type { MapViewState } from './viewport';

setWorkerUrl(workerUrl);

/** What the basemap shows: `drawn` once MapLibre has painted the current style. */
export interface BasemapStatus {
  world: 'loaded' | 'failed';
  style: 'none' | 'loading' | 'loaded' | 'failed';
  drawn: boolean;
}

export interface BasemapProps {
  /** The third-party style, or null for the local world only. */
  styleUrl: string | null;
  look: WorldLook;
  viewState: MapViewState;
  onStatus: (status: BasemapStatus) => void;
}

/** The world, or null when its chunk could not be loaded: a promise that never rejects, made once. */
let worldOrNull: Promise<WorldGeometry | null> | null = null;
const world = () => (worldOrNull ??= loadWorld().catch(() => null));

type Remote = { url: string; style: StyleSpecification | null; failed: boolean };

/** Fetches the remote style (never when `url` is null): its state for the current URL. */
function useRemoteStyle(url: string | null): Remote | null {
  const [remote, setRemote] = useState<Remote | null>(null);
  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    fetch(url, { signal: abort.signal, credentials: 'omit' })
      .then((response) => (response.ok ? response.json() : null))
      .then((json: unknown) => {
        const style = isStyle(json) ? absolutizeStyle(json, url) : null;
        setRemote({ url, style, failed: style === null });
      })
      .catch(() => {
        if (!abort.signal.aborted) setRemote({ url, style: null, failed: true });
      });
    return () => abort.abort();
  }, [url]);
  return url && remote?.url === url ? remote : null;
}

export function Basemap({ styleUrl, look, viewState, onStatus }: BasemapProps) {
  const geometry = use(world());
  const remote = useRemoteStyle(styleUrl);
  const remoteStyle = remote?.style ?? null;
  const style = useMemo(
    () => worldStyle(geometry ?? EMPTY_WORLD, WORLD_PALETTES[look], remoteStyle),
    [geometry, look, remoteStyle],
  );
  const [drawnStyle, setDrawnStyle] = useState<StyleSpecification | null>(null);
  const styleState: BasemapStatus['style'] = !styleUrl
    ? 'none'
    : !remote
      ? 'loading'
      : remote.failed
        ? 'failed'
        : 'loaded';
  const drawn = drawnStyle === style;
  useEffect(() => {
    onStatus({ world: geometry ? 'loaded' : 'failed', style: styleState, drawn });
  }, [geometry, styleState, drawn, onStatus]);

  // Only the camera: deck.gl's view state carries more (its own limits, transitions) that MapLibre
  // must not take as its own.
  const { longitude, latitude, zoom, pitch, bearing } = viewState;
  return (
    <MapLibreMap
      longitude={longitude}
      latitude={latitude}
      zoom={zoom}
      pitch={pitch}
      bearing={bearing}
      mapStyle={style}
      interactive={false}
      attributionControl={{ compact: true }}
      canvasContextAttributes={{ preserveDrawingBuffer: true }}
      reuseMaps
      // Tiles that fail (offline, say) leave the world showing: not worth a message or a log.
      onError={() => undefined}
      onIdle={() => setDrawnStyle(style)}
      style={{ position: 'absolute', inset: 0 }}
    />
  );
}
