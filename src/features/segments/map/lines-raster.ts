/**
 * The segment map's first picture on a 2D canvas, drawn as deck.gl's PathLayers would draw it:
 * deck.gl's web-mercator view (512-pixel tiles at zoom 0, the view's centre at the middle of the
 * canvas, no pitch or bearing) projects each vertex, each path of a PathLayerData is stroked on its
 * own (so overlapping passes add up, as deck.gl's blending does) in CSS pixels.
 */
import type { PathLayerData } from '../../../components/map';
import { mercatorPx } from '../../../domain/heat/density-raster';

export interface LinesView {
  longitude: number;
  latitude: number;
  zoom: number;
  /** CSS pixels. */
  width: number;
  height: number;
}

/** CSS pixels of a longitude and latitude in `view`. */
export function screenProjector(view: LinesView): (lon: number, lat: number) => [number, number] {
  const scale = 2 ** view.zoom;
  const [cx, cy] = mercatorPx(view.longitude, view.latitude);
  return (lon, lat) => {
    const [x, y] = mercatorPx(lon, lat);
    return [(x - cx) * scale + view.width / 2, (y - cy) * scale + view.height / 2];
  };
}

/** The part of a 2D context the lines use (a test can record the calls). */
export type LinesContext = Pick<
  CanvasRenderingContext2D,
  'beginPath' | 'moveTo' | 'lineTo' | 'stroke' | 'strokeStyle' | 'lineWidth' | 'lineCap' | 'lineJoin'
>;

export interface LineStyle {
  color: string;
  widthPx: number;
  rounded: boolean;
}

/** Strokes every path of `data` in `view`; returns how many paths it stroked. */
export function strokePaths(
  ctx: LinesContext,
  data: PathLayerData,
  view: LinesView,
  style: LineStyle,
): number {
  const project = screenProjector(view);
  const xy = data.attributes.getPath.value;
  const vertices = xy.length / 2;
  ctx.strokeStyle = style.color;
  ctx.lineWidth = style.widthPx;
  ctx.lineCap = style.rounded ? 'round' : 'butt';
  ctx.lineJoin = style.rounded ? 'round' : 'miter';
  for (let i = 0; i < data.length; i++) {
    const from = data.startIndices[i]!;
    const to = i + 1 < data.length ? data.startIndices[i + 1]! : vertices;
    ctx.beginPath();
    for (let k = from; k < to; k++) {
      const [x, y] = project(xy[2 * k]!, xy[2 * k + 1]!);
      if (k === from) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  return data.length;
}
