/**
 * The segment map's first paint: the segment's band and every effort's line (the very data of
 * deck.gl's layers) drawn on a plain 2D canvas (lines-raster.ts) in the fitted view, so the lines
 * show before any WebGL context exists. Creating deck.gl's context and compiling its shaders takes
 * about a second in software GL (bench segment-open): the map holds deck.gl back until this has
 * been painted, and segment-map.tsx removes this canvas once deck.gl has drawn the lines.
 *
 * Once drawn, the canvas carries data-effort-lines-painted="N" (N activities' lines; bench
 * segment-open's signal) and data-paths (the paths stroked, the band's included).
 */
import { useLayoutEffect, useRef } from 'react';
import type { PathLayerData } from '../../components/map';
import { strokePaths, type LinesView } from './lines-raster';
import {
  cssColor,
  EFFORT_COLOR,
  EFFORT_WIDTH_PX,
  SEGMENT_COLOR,
  SEGMENT_WIDTH_PX,
} from './segment-map-style';

export interface CanvasView {
  longitude: number;
  latitude: number;
  zoom: number;
}

export function SegmentLinesCanvas({
  segment,
  efforts,
  activities,
  view,
}: {
  segment: PathLayerData;
  efforts: PathLayerData;
  /** How many activities the effort lines are of (data-effort-lines-painted); null while read. */
  activities: number | null;
  view: CanvasView;
}) {
  const ref = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const canvas = ref.current;
    const box = canvas?.parentElement;
    if (!canvas || !box) return;
    const [width, height] = [box.clientWidth, box.clientHeight];
    if (width === 0 || height === 0) return;
    // One canvas pixel per device pixel, as deck.gl draws (useDevicePixels).
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    // A canvas kept in the renderer's memory (willReadFrequently): drawn on the CPU, it neither
    // waits for the GPU process (busy compiling deck.gl's shaders in software GL) nor makes a read
    // of its pixels (the bench's and the tests' check) wait for it.
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    const at: LinesView = { ...view, width, height };
    const band = strokePaths(context, segment, at, {
      color: cssColor(SEGMENT_COLOR),
      widthPx: SEGMENT_WIDTH_PX,
      rounded: true,
    });
    const lines = strokePaths(context, efforts, at, {
      color: cssColor(EFFORT_COLOR),
      widthPx: EFFORT_WIDTH_PX,
      rounded: false,
    });
    canvas.dataset.paths = String(band + lines);
    if (activities === null) delete canvas.dataset.effortLinesPainted;
    else canvas.dataset.effortLinesPainted = String(activities);
  }, [segment, efforts, activities, view]);
  return <canvas ref={ref} className="segments-lines-canvas" aria-hidden="true" />;
}
