/**
 * The year's map in the saved image (save-image.ts), drawn on a 2D canvas from the data the page
 * already has: the bundled world's land, lakes and borders (geo/world-data.ts, in the theme's map
 * colours) and the year's simplified paths without their points inside privacy zones, in the
 * page map's orange, fitted to every drawn track of the year (the page map opens on the home area).
 *
 * The page map is not read back: reading deck.gl's WebGL canvas (software WebGL on many machines)
 * and waiting for a refitted frame were most of a save's time (issue 42). The projection is Web
 * Mercator at deck.gl's scale (512 px world at zoom 0), the view the page map would fit
 * (viewport.ts fitViewState, with its padding).
 */
import { metresPerPixel, scaleFor } from '../../components/map/scale-bar';
import { fitViewState, unionBounds, type MapViewState } from '../../components/map/viewport';
import { positionBounds } from '../../domain/heat/density';
import type { UnitSystem } from '../../domain/units';
import type { WorldGeometry } from '../../components/map/geo/world-data';
import {
  LAKES_ATTRIBUTION,
  WORLD_ATTRIBUTION,
  type WorldPalette,
} from '../../components/map/geo/world-style';
import { pathOutsideZones } from '../../domain/privacy/cut';
import type { PrivacyZone } from '../../domain/privacy/zones';
import type { SimplifiedPath } from '../../domain/series/types';
import type { Bounds } from '../../domain/stats/types';

/** Track colour of the page map (year-map.tsx): the app's orange, 8 overlapping passes opaque. */
export const TRACK_RGBA: readonly [number, number, number, number] = [232, 84, 36, 96];
/** Track width, CSS px (year-map.tsx). */
export const TRACK_WIDTH_PX = 2;
/**
 * A part shorter than this across (CSS px: a ride seen from a continent away) is marked by a dot of
 * this radius as well, in the track colour at full opacity, so every activity shows on a wide map.
 */
const DOT_BELOW_PX = 6;
const DOT_RADIUS_PX = 3;
/** Width of coastlines and borders, CSS px (the page map's world style draws 0.8). */
const WORLD_LINE_PX = 0.8;
const BORDER_DASH = [3, 2];

/** World size in pixels at zoom 0 (deck.gl's and MapLibre's tiles). */
const WORLD_PX = 512;
const MAX_LAT = 85.051129;

/**
 * The year's paths as the page map draws them: each activity's stored path (in `ids` order)
 * without its positions inside the person's privacy zones, cut where it meets one.
 */
export function drawnPaths(
  ids: readonly string[],
  paths: ReadonlyMap<string, SimplifiedPath>,
  zones: readonly PrivacyZone[],
): SimplifiedPath[] {
  return ids.flatMap((id) => {
    const path = paths.get(id);
    return path ? [pathOutsideZones(path, zones)] : [];
  });
}

/** A Web Mercator projection of a view into a width × height box (pitch and bearing 0), CSS px. */
export interface Projection {
  width: number;
  height: number;
  /** Pixels per world pixel (2^zoom). */
  scale: number;
  /** World pixel x, y of the box's centre. */
  cx: number;
  cy: number;
  /** The view's latitude and zoom (for the scale bar). */
  latitude: number;
  zoom: number;
}

const worldX = (lon: number) => ((lon + 180) / 360) * WORLD_PX;
const worldY = (lat: number) => {
  const phi = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180;
  return ((Math.PI - Math.log(Math.tan(Math.PI / 4 + phi / 2))) / (2 * Math.PI)) * WORLD_PX;
};

export function projectionOf(view: MapViewState, width: number, height: number): Projection {
  return {
    width,
    height,
    scale: 2 ** view.zoom,
    cx: worldX(view.longitude),
    cy: worldY(view.latitude),
    latitude: view.latitude,
    zoom: view.zoom,
  };
}

/** Box pixel of a position (CSS px from the box's top-left corner). */
export function project(p: Projection, lon: number, lat: number): [number, number] {
  return [(worldX(lon) - p.cx) * p.scale + p.width / 2, (worldY(lat) - p.cy) * p.scale + p.height / 2];
}

/** The box's west, east, south and north edges, degrees (longitudes unwrapped: may pass ±180). */
function edges(p: Projection): [number, number, number, number] {
  const lon = (x: number) => ((p.cx + (x - p.width / 2) / p.scale) / WORLD_PX) * 360 - 180;
  const lat = (y: number) => {
    const t = Math.PI - (2 * Math.PI * (p.cy + (y - p.height / 2) / p.scale)) / WORLD_PX;
    return (Math.atan(Math.sinh(t)) * 180) / Math.PI;
  };
  return [lon(0), lon(p.width), lat(p.height), lat(0)];
}

/** The view of the image's map: every drawn track, fitted as the page map fits (with its padding). */
export function yearImageProjection(
  paths: readonly SimplifiedPath[],
  width: number,
  height: number,
  fallback: Bounds | null,
): Projection {
  return projectionOf(
    fitViewState(unionBounds(paths.map((path) => positionBounds(path.lonLat))) ?? fallback, width, height),
    width,
    height,
  );
}

/** Each drawable part (2 positions or more) of `paths` in box pixels, x y interleaved. */
export function projectedParts(paths: readonly SimplifiedPath[], p: Projection): Float64Array[] {
  const out: Float64Array[] = [];
  for (const { lonLat, partStarts } of paths) {
    const n = lonLat.length >> 1;
    for (let k = 0; k < partStarts.length; k++) {
      const from = partStarts[k]!;
      const to = Math.min(n, partStarts[k + 1] ?? n);
      if (to - from < 2) continue;
      const xy = new Float64Array(2 * (to - from));
      for (let i = from; i < to; i++) {
        const [x, y] = project(p, lonLat[2 * i]!, lonLat[2 * i + 1]!);
        xy[2 * (i - from)] = x;
        xy[2 * (i - from) + 1] = y;
      }
      out.push(xy);
    }
  }
  return out;
}

/** Smallest and largest x and y of a projected part. */
export function partExtent(xy: Float64Array): { minX: number; maxX: number; minY: number; maxY: number } {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let i = 0; i + 1 < xy.length; i += 2) {
    minX = Math.min(minX, xy[i]!);
    maxX = Math.max(maxX, xy[i]!);
    minY = Math.min(minY, xy[i + 1]!);
    maxY = Math.max(maxY, xy[i + 1]!);
  }
  return { minX, maxX, minY, maxY };
}

type Ring = GeoJSON.Position[];

/** Rings of polygon features, each with its longitude and latitude range (to skip those out of view). */
interface BoxedRing {
  ring: Ring;
  west: number;
  east: number;
  south: number;
  north: number;
}

function boxed(ring: Ring): BoxedRing {
  let west = Infinity;
  let east = -Infinity;
  let south = Infinity;
  let north = -Infinity;
  for (const [lon = 0, lat = 0] of ring) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return { ring, west, east, south, north };
}

function polygonRings(fc: GeoJSON.FeatureCollection): BoxedRing[] {
  const rings: BoxedRing[] = [];
  for (const { geometry: g } of fc.features) {
    const polygons = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
    for (const polygon of polygons) for (const ring of polygon) rings.push(boxed(ring));
  }
  return rings;
}

interface WorldRings {
  land: BoxedRing[];
  lakes: BoxedRing[];
  coast: BoxedRing[];
  borders: BoxedRing[];
}
const ringCache = new WeakMap<WorldGeometry, WorldRings>();

function worldRings(world: WorldGeometry): WorldRings {
  let rings = ringCache.get(world);
  if (!rings) {
    rings = {
      land: polygonRings(world.land),
      lakes: polygonRings(world.lakes),
      coast: world.coastlines.coordinates.map(boxed),
      borders: world.borders.coordinates.map(boxed),
    };
    ringCache.set(world, rings);
  }
  return rings;
}

/** Adds the rings in view to the current path, in every world copy the box shows. */
function traceRings(ctx: CanvasRenderingContext2D, rings: BoxedRing[], p: Projection, close: boolean): void {
  const [west, east, south, north] = edges(p);
  // One copy more on each side: rings continuous across the antimeridian reach past ±180.
  for (let k = Math.floor((west + 180) / 360) - 1; k <= Math.floor((east + 180) / 360) + 1; k++) {
    const offset = k * 360;
    for (const r of rings) {
      if (r.east + offset < west || r.west + offset > east || r.north < south || r.south > north) continue;
      r.ring.forEach(([lon = 0, lat = 0], i) => {
        const [x, y] = project(p, lon + offset, lat);
        if (i === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      });
      if (close) ctx.closePath();
    }
  }
}

export interface YearMapImage {
  paths: readonly SimplifiedPath[];
  world: WorldGeometry | null;
  palette: WorldPalette;
  projection: Projection;
  /** CSS font family and colour of the credit line and scale (the page's muted text). */
  fontFamily?: string;
  textColor?: string;
  /** Units of the scale bar (none without). */
  units?: UnitSystem;
}

/** The credit line of the world drawn (its lakes are OpenStreetMap's: ODbL asks for it). */
export const MAP_IMAGE_CREDIT = `${WORLD_ATTRIBUTION} · ${LAKES_ATTRIBUTION}`;
const CREDIT_FONT_PX = 11;
const CREDIT_PAD_PX = 4;
/** The scale bar's distance from the box's bottom-left corner, CSS px. */
const SCALE_INSET_PX = 8;

/**
 * The scale bar as the page map shows it (scale-bar.tsx: the longest round length within 100 px at
 * the view's centre), bottom left, on a band of the land's colour.
 */
function drawScale(ctx: CanvasRenderingContext2D, image: YearMapImage, units: UnitSystem) {
  const { projection: p, palette } = image;
  const scale = scaleFor(metresPerPixel(p.latitude, p.zoom), units);
  if (!scale) return;
  ctx.font = `${CREDIT_FONT_PX}px ${image.fontFamily ?? 'sans-serif'}`;
  ctx.textBaseline = 'middle';
  const h = CREDIT_FONT_PX + 2 * CREDIT_PAD_PX;
  const x = SCALE_INSET_PX;
  const y = p.height - SCALE_INSET_PX;
  const w = Math.max(scale.widthPx, ctx.measureText(scale.label).width + 2 * CREDIT_PAD_PX);
  ctx.globalAlpha = 0.8;
  ctx.fillStyle = palette.land;
  ctx.fillRect(x, y - h, w, h);
  ctx.globalAlpha = 1;
  const ink = image.textColor ?? palette.coast;
  ctx.strokeStyle = ink;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.moveTo(x, y - h);
  ctx.lineTo(x, y);
  ctx.lineTo(x + scale.widthPx, y);
  ctx.lineTo(x + scale.widthPx, y - h);
  ctx.stroke();
  ctx.fillStyle = ink;
  ctx.fillText(scale.label, x + CREDIT_PAD_PX, y - h / 2);
}

/** The credit in the box's bottom-right corner, on a band of the land's colour. */
function drawCredit(ctx: CanvasRenderingContext2D, image: YearMapImage) {
  const { projection: p, palette } = image;
  ctx.font = `${CREDIT_FONT_PX}px ${image.fontFamily ?? 'sans-serif'}`;
  ctx.textBaseline = 'middle';
  const w = ctx.measureText(MAP_IMAGE_CREDIT).width + 2 * CREDIT_PAD_PX;
  const h = CREDIT_FONT_PX + 2 * CREDIT_PAD_PX;
  ctx.globalAlpha = 0.8;
  ctx.fillStyle = palette.land;
  ctx.fillRect(p.width - w, p.height - h, w, h);
  ctx.globalAlpha = 1;
  ctx.fillStyle = image.textColor ?? palette.coast;
  ctx.fillText(MAP_IMAGE_CREDIT, p.width - w + CREDIT_PAD_PX, p.height - h / 2);
}

/**
 * Draws the map on `ctx` in its box (the caller has set the transform to CSS px and clipped to
 * the box): sea, land, lakes, coastlines, dashed borders, then each track part as its own
 * translucent stroke, so that often-travelled roads add up to a brighter line as on the page (a
 * part too small to see also gets a dot), the scale bar and the world's credit line.
 */
export function drawYearMapImage(ctx: CanvasRenderingContext2D, image: YearMapImage): void {
  const { palette, projection: p, world } = image;
  ctx.fillStyle = palette.sea;
  ctx.fillRect(0, 0, p.width, p.height);
  if (world) {
    const rings = worldRings(world);
    ctx.beginPath();
    traceRings(ctx, rings.land, p, true);
    ctx.fillStyle = palette.land;
    ctx.fill('evenodd');
    ctx.beginPath();
    traceRings(ctx, rings.lakes, p, true);
    ctx.fillStyle = palette.sea;
    ctx.fill('evenodd');
    ctx.lineWidth = WORLD_LINE_PX;
    ctx.strokeStyle = palette.coast;
    ctx.stroke();
    ctx.beginPath();
    traceRings(ctx, rings.coast, p, false);
    ctx.stroke();
    ctx.beginPath();
    traceRings(ctx, rings.borders, p, false);
    ctx.setLineDash(BORDER_DASH);
    ctx.strokeStyle = palette.border;
    ctx.stroke();
    ctx.setLineDash([]);
  }
  const [r, g, b, a] = TRACK_RGBA;
  ctx.strokeStyle = `rgb(${r} ${g} ${b} / ${(a / 255).toFixed(3)})`;
  ctx.lineWidth = TRACK_WIDTH_PX;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const dots: [number, number][] = [];
  for (const xy of projectedParts(image.paths, p)) {
    ctx.beginPath();
    ctx.moveTo(xy[0]!, xy[1]!);
    for (let i = 2; i + 1 < xy.length; i += 2) ctx.lineTo(xy[i]!, xy[i + 1]!);
    ctx.stroke();
    const e = partExtent(xy);
    if (Math.max(e.maxX - e.minX, e.maxY - e.minY) < DOT_BELOW_PX)
      dots.push([(e.minX + e.maxX) / 2, (e.minY + e.maxY) / 2]);
  }
  ctx.fillStyle = `rgb(${r} ${g} ${b})`;
  for (const [x, y] of dots) {
    ctx.beginPath();
    ctx.arc(x, y, DOT_RADIUS_PX, 0, 2 * Math.PI);
    ctx.fill();
  }
  if (image.units) drawScale(ctx, image, image.units);
  if (world) drawCredit(ctx, image);
}
