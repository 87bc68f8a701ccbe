/**
 * The segment map's first paint: the segment's band and every effort's line (the very data of
 * deck.gl's layers) drawn on a plain 2D canvas (lines-raster.ts) in the fitted view, so the lines
 * show before any WebGL context exists. Creating deck.gl's context and compiling its shaders takes
 * about a second in software GL (bench segment-open): the map holds deck.gl back until this has
 * been painted, and segment-map.tsx removes this canvas once deck.gl has drawn the lines.
 *
 * Once drawn, the canvas carries data-effort-lines-painted="N" (N activities' lines; bench
 * segment-open's signal) and data-paths (the paths stroked, the band's included).
 *
 * The same canvas stands in for the whole map while the map's chunk (deck.gl, MapLibre: the page's
 * largest code) loads: SegmentLinesPending, a box of the map's size showing the lines in the view
 * the map will fit (the same fit, viewport.ts), so they neither wait for that code nor move when
 * the map takes over.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { PathLayerData } from '../../../components/map';
import { fitViewState } from '../../../components/map/viewport';
import { sizeCanvasToBox } from '../../../lib/box-canvas';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { useElementSize } from '../../../lib/use-element-size';
import { strokePaths, type LinesView } from './lines-raster';
import type { SegmentLineData } from './segment-line-data';
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
    // A canvas kept in the renderer's memory (willReadFrequently): drawn on the CPU, it neither
    // waits for the GPU process (busy compiling deck.gl's shaders in software GL) nor makes a read
    // of its pixels (the bench's and the tests' check) wait for it.
    const sized = canvas ? sizeCanvasToBox(canvas, { willReadFrequently: true }) : null;
    if (!canvas || !sized) return;
    const { context, width, height } = sized;
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

/**
 * The map's place while its chunk loads: a box of the map's size and look (.map-view, in
 * components.css: loaded with the app) with the lines drawn in the map's fitted view, which it
 * reports (onView) so the map can show the same picture from its first frame.
 */
export function SegmentLinesPending({
  lines,
  activities,
  height,
  onView,
}: {
  lines: SegmentLineData;
  /** How many activities the effort lines are of; null while their paths are read. */
  activities: number | null;
  /** The map's height, px. */
  height: number;
  onView: (view: CanvasView) => void;
}) {
  const [ref, size] = useElementSize<HTMLDivElement>();
  // Measured and drawn from the frame after the page's first paint: measuring the box as the page
  // mounts would lay the whole new page out in that render's task, and the drawing (a canvas made,
  // hundreds of lines stroked) would join it: 70 ms of one long task on a loaded machine, when a
  // new segment's page opens (bench segment-match). The box holds the map's place meanwhile.
  const painted = useAfterPaint();
  // The box measured as MapView measures its own (getBoundingClientRect), fitted as it fits.
  const view = useMemo<CanvasView | null>(() => {
    if (!size || !(size.width > 0 && size.height > 0)) return null;
    const { longitude, latitude, zoom } = fitViewState(lines.bounds, size.width, size.height);
    return { longitude, latitude, zoom };
  }, [lines.bounds, size]);
  useEffect(() => {
    if (view) onView(view);
  }, [view, onView]);
  return (
    <div ref={painted ? ref : undefined} className="map-view" style={{ height }} aria-busy="true">
      <p className="visually-hidden">Loading the map…</p>
      {view ? (
        <SegmentLinesCanvas
          segment={lines.band}
          efforts={lines.efforts}
          activities={activities}
          view={view}
        />
      ) : null}
    </div>
  );
}
