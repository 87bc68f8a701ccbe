/**
 * The buttons over every map (zoom in and out, fit to the tracks, third-party tiles on or off) and
 * the keys of a focused map: + and − zoom, the arrow keys pan by KEY_PAN_PX (Shift: four times),
 * 0 fits. Keys act only when the map itself has focus, never while typing in something over it.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { useMapSettings } from '../../lib/settings';

/** Pan of one arrow key press, CSS pixels. */
export const KEY_PAN_PX = 80;
/** Zoom of one press of a zoom button or key, levels. */
export const ZOOM_STEP = 1;

export interface MapCommands {
  zoomBy: (delta: number) => void;
  panBy: (dx: number, dy: number) => void;
  fit: () => void;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The map's keydown handler: true when the key was a map key (then the event is consumed). */
export function handleMapKey(event: KeyboardEvent<HTMLElement>, commands: MapCommands): boolean {
  if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return false;
  const arrow = ARROWS[event.key];
  if (arrow) {
    const step = KEY_PAN_PX * (event.shiftKey ? 4 : 1);
    commands.panBy(arrow[0] * step, arrow[1] * step);
  } else if (event.key === '+' || event.key === '=') commands.zoomBy(ZOOM_STEP);
  else if (event.key === '-' || event.key === '_') commands.zoomBy(-ZOOM_STEP);
  else if (event.key === '0') commands.fit();
  else return false;
  event.preventDefault();
  return true;
}

export function MapControls({ commands, children }: { commands: MapCommands; children?: ReactNode }) {
  const { mapTiles, setMapTiles } = useMapSettings();
  return (
    // data-image-skip: a saved image (features/review/save-image.ts) leaves the controls out.
    <div className="map-view__controls" data-image-skip="">
      <div className="map-view__zoom" role="group" aria-label="Zoom">
        <button
          type="button"
          className="map-view__button"
          onClick={() => commands.zoomBy(ZOOM_STEP)}
          aria-label="Zoom in"
        >
          +
        </button>
        <button
          type="button"
          className="map-view__button"
          onClick={() => commands.zoomBy(-ZOOM_STEP)}
          aria-label="Zoom out"
        >
          −
        </button>
      </div>
      <button
        type="button"
        className="map-view__button"
        onClick={commands.fit}
        title="Fit the map to the tracks"
      >
        Fit
      </button>
      <button
        type="button"
        className="map-view__button"
        aria-pressed={mapTiles === 'on'}
        title={
          mapTiles === 'on'
            ? 'Online map tiles are on (OpenFreeMap): turn them off'
            : 'Online map tiles are off: turn them on'
        }
        onClick={() => setMapTiles(mapTiles === 'on' ? 'off' : 'on')}
      >
        Map tiles
      </button>
      {children}
    </div>
  );
}
