/**
 * The shared map's first picture (bench share-open): the track and its end dots on a plain 2D
 * canvas, in the view the map fits, as deck.gl's layers in shared-map.tsx draw them. SharedMapPending
 * shows it in a box of the map's size while the map's chunk (deck.gl, MapLibre) loads; the map then
 * keeps it under deck.gl's canvas until deck.gl has drawn. Drawn, it carries
 * data-shared-painted="yes".
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { fitViewState, type MapViewState } from '../../components/map/viewport';
import { positionBounds } from '../../domain/heat/density';
import { mercatorPx } from '../../domain/heat/density-raster';
import type { SimplifiedPath } from '../../domain/series/types';
import { sizeCanvasToBox } from '../../lib/box-canvas';
import { useElementSize } from '../../lib/use-element-size';

export type Rgba = [number, number, number, number];
export const TRACK_COLOR: Rgba = [232, 84, 36, 255];
export const START_COLOR: Rgba = [22, 163, 74, 255];
export const FINISH_COLOR: Rgba = [30, 30, 30, 255];
export const OUTLINE: Rgba = [255, 255, 255, 255];
/** The map's height: the activity page's (activity-map.tsx); the box around it takes this height. */
export const SHARED_MAP_HEIGHT_PX = 420;
export const TRACK_WIDTH_PX = 4;
export const DOT_RADIUS_PX = 6;
export const DOT_OUTLINE_PX = 2;

const css = ([r, g, b, a]: Rgba) => `rgba(${r}, ${g}, ${b}, ${a / 255})`;

/**
 * The line and its end dots as deck.gl's layers above draw them (web-mercator: 512 px tiles at
 * zoom 0, the view's centre in the middle, no pitch or bearing), on a 2D canvas the size of the map.
 */
export function SharedLineCanvas({ path, view }: { path: SimplifiedPath; view: MapViewState }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const canvas = ref.current;
    const sized = canvas ? sizeCanvasToBox(canvas) : null;
    if (!canvas || !sized) return;
    const { context: ctx, width, height } = sized;
    const scale = 2 ** view.zoom;
    const [cx, cy] = mercatorPx(view.longitude, view.latitude);
    const at = (k: number): [number, number] => {
      const [x, y] = mercatorPx(path.lonLat[2 * k]!, path.lonLat[2 * k + 1]!);
      return [(x - cx) * scale + width / 2, (y - cy) * scale + height / 2];
    };
    const n = path.lonLat.length >> 1;
    ctx.strokeStyle = css(TRACK_COLOR);
    ctx.lineWidth = TRACK_WIDTH_PX;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    // One stroke per part, as pathLayerData splits the path at its gaps.
    const starts = [...path.partStarts.filter((s) => s > 0 && s < n), n];
    let from = 0;
    for (const to of starts) {
      ctx.beginPath();
      for (let k = from; k < to; k++) {
        const [x, y] = at(k);
        if (k === from) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.stroke();
      from = to;
    }
    if (n > 0)
      for (const [k, color] of [
        [n - 1, FINISH_COLOR],
        [0, START_COLOR],
      ] as const) {
        const [x, y] = at(k);
        ctx.beginPath();
        ctx.arc(x, y, DOT_RADIUS_PX, 0, 2 * Math.PI);
        ctx.fillStyle = css(color);
        ctx.fill();
        ctx.lineWidth = DOT_OUTLINE_PX;
        ctx.strokeStyle = css(OUTLINE);
        ctx.stroke();
      }
    canvas.dataset.sharedPainted = 'yes';
  }, [path, view]);
  return <canvas ref={ref} className="share-map__first" aria-hidden="true" />;
}

/**
 * The map's place while its chunk loads: a box of the map's size and look (.map-view, loaded with
 * the app) with the line drawn in the view the map will fit (the same fit, viewport.ts), which it
 * reports (onView) so the map shows the same picture from its first frame.
 */
export function SharedMapPending({
  path,
  onView,
}: {
  path: SimplifiedPath;
  onView: (view: MapViewState) => void;
}) {
  const [ref, size] = useElementSize<HTMLDivElement>();
  const bounds = useMemo(() => positionBounds(path.lonLat), [path]);
  const view = useMemo<MapViewState | null>(
    () => (size && size.width > 0 && size.height > 0 ? fitViewState(bounds, size.width, size.height) : null),
    [bounds, size],
  );
  useEffect(() => {
    if (view) onView(view);
  }, [view, onView]);
  return (
    <div ref={ref} className="map-view" style={{ height: SHARED_MAP_HEIGHT_PX }} aria-busy="true">
      <p className="visually-hidden">Loading the map…</p>
      {view ? <SharedLineCanvas path={path} view={view} /> : null}
    </div>
  );
}
