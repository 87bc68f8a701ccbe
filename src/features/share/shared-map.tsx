/**
 * The shared activity's line on the map shell, its first and last kept positions marked. The line
 * was cut by the owner's privacy zones when the link was made, so its ends are where a zone begins,
 * never a home.
 *
 * The line comes first on a 2D canvas (SharedLineCanvas, in the view the map fitted): deck.gl's
 * WebGL context and shaders take seconds in software GL on a loaded machine (bench share-open), so
 * deck.gl is held until the canvas has shown the line, and MapLibre's basemap (a second WebGL
 * context) until deck.gl has drawn it; the canvas goes then. The canvas carries
 * data-shared-painted="yes" once it has drawn the line, the map element data-shared-drawn="yes"
 * once deck.gl has (bench share-open waits for either).
 */
import type { Layer, LayersList } from '@deck.gl/core';
import { PathLayer, ScatterplotLayer } from '@deck.gl/layers';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { layerDrawn, MapView, pathLayerData, type MapViewState } from '../../components/map';
import { mercatorPx } from '../../domain/heat/density-raster';
import type { SimplifiedPath } from '../../domain/series/types';
import type { Bounds } from '../../domain/stats/types';
import { useAfterPaint } from '../../lib/use-after-paint';

type Rgba = [number, number, number, number];
const TRACK_COLOR: Rgba = [232, 84, 36, 255];
const START_COLOR: Rgba = [22, 163, 74, 255];
const FINISH_COLOR: Rgba = [30, 30, 30, 255];
const OUTLINE: Rgba = [255, 255, 255, 255];
/** The map's height: the activity page's (activity-map.tsx); the box around it takes this height. */
const SHARED_MAP_HEIGHT_PX = 420;
const TRACK_WIDTH_PX = 4;
const DOT_RADIUS_PX = 6;
const DOT_OUTLINE_PX = 2;

interface Dot {
  position: [number, number];
  color: Rgba;
}

/** The bounds of a path's positions (null when it has none). */
export function pathBounds(path: SimplifiedPath): Bounds | null {
  const n = path.lonLat.length >> 1;
  if (n === 0) return null;
  let minLat = 90,
    maxLat = -90,
    minLon = 180,
    maxLon = -180;
  for (let i = 0; i < n; i++) {
    const lon = path.lonLat[2 * i]!,
      lat = path.lonLat[2 * i + 1]!;
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
    minLon = Math.min(minLon, lon);
    maxLon = Math.max(maxLon, lon);
  }
  return { minLat, maxLat, minLon, maxLon };
}

export function SharedMap({ path, label }: { path: SimplifiedPath; label: string }) {
  const bounds = useMemo(() => pathBounds(path), [path]);
  const track = useMemo(
    () =>
      new PathLayer({
        id: 'shared-path',
        data: pathLayerData([path]),
        _pathType: 'open',
        positionFormat: 'XY',
        getColor: TRACK_COLOR,
        getWidth: TRACK_WIDTH_PX,
        widthUnits: 'pixels',
        capRounded: true,
        jointRounded: true,
      }),
    [path],
  );
  const ends = useMemo(() => {
    const n = path.lonLat.length >> 1;
    const at = (k: number): [number, number] => [path.lonLat[2 * k]!, path.lonLat[2 * k + 1]!];
    const dots: Dot[] =
      n > 0
        ? [
            { position: at(n - 1), color: FINISH_COLOR },
            { position: at(0), color: START_COLOR },
          ]
        : [];
    return new ScatterplotLayer<Dot>({
      id: 'shared-ends',
      data: dots,
      getPosition: (d) => d.position,
      getFillColor: (d) => d.color,
      getLineColor: OUTLINE,
      stroked: true,
      lineWidthUnits: 'pixels',
      getLineWidth: DOT_OUTLINE_PX,
      radiusUnits: 'pixels',
      getRadius: DOT_RADIUS_PX,
    });
  }, [path]);
  const layers = useMemo<Layer[]>(() => [track, ends], [track, ends]);
  const [view, setView] = useState<MapViewState | null>(null);
  const [deckDrawn, setDeckDrawn] = useState(false);
  const canvasShown = useAfterPaint(view !== null);
  const onDrawn = useCallback(
    (drawn: LayersList, element: HTMLElement) => {
      if (!layerDrawn(track, drawn)) return;
      element.dataset.sharedDrawn = 'yes';
      setDeckDrawn(true);
    },
    [track],
  );
  return (
    <MapView
      layers={layers}
      bounds={bounds}
      label={label}
      height={SHARED_MAP_HEIGHT_PX}
      refitOnResize
      holdLayers={!canvasShown}
      holdBasemap={!deckDrawn}
      onViewChange={setView}
      onDrawn={onDrawn}
      under={!deckDrawn && view ? <SharedLineCanvas path={path} view={view} /> : null}
    />
  );
}

const css = ([r, g, b, a]: Rgba) => `rgba(${r}, ${g}, ${b}, ${a / 255})`;

/**
 * The line and its end dots as deck.gl's layers above draw them (web-mercator: 512 px tiles at
 * zoom 0, the view's centre in the middle, no pitch or bearing), on a 2D canvas the size of the map.
 */
function SharedLineCanvas({ path, view }: { path: SimplifiedPath; view: MapViewState }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const canvas = ref.current;
    const box = canvas?.parentElement;
    if (!canvas || !box) return;
    const [width, height] = [box.clientWidth, box.clientHeight];
    const ctx = width > 0 && height > 0 ? canvas.getContext('2d') : null;
    if (!ctx) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
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
