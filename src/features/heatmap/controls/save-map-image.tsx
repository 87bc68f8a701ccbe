/**
 * "Save image" on the heatmap: a PNG of the current view with its world layer or basemap, the legend
 * and the attribution (components/map/map-image.ts), downloaded as heatmap-<date>.png.
 */
import { useState } from 'react';
import { renderMapPng, type MapImageLegend } from '../../../components/map';
import { downloadBlob } from '../../../lib/download-blob';

export function SaveMapImage({ legend }: { legend: MapImageLegend }) {
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  return (
    <button
      type="button"
      className="map-view__button"
      disabled={state === 'saving'}
      title={state === 'failed' ? 'The image could not be made: try again' : 'Save this view as a PNG image'}
      onClick={(event) => {
        const map = event.currentTarget.closest<HTMLElement>('.map-view');
        if (!map) return;
        setState('saving');
        renderMapPng(map, legend)
          .then((blob) => {
            downloadBlob(blob, `heatmap-${new Date().toISOString().slice(0, 10)}.png`);
            setState('idle');
          })
          .catch(() => setState('failed'));
      }}
    >
      {state === 'saving' ? 'Saving…' : state === 'failed' ? 'Save image (failed)' : 'Save image'}
    </button>
  );
}
