/**
 * The bundled low-detail world drawn under every map: Natural Earth 1:50m countries (public domain,
 * via the world-atlas package's TopoJSON), turned into GeoJSON for MapLibre sources. Land is the
 * union of the country polygons; borders are the arcs two countries share; coastlines the arcs of
 * one country only. Lakes are OpenStreetMap's (ODbL, via @geo-maps/earth-lakes-10km: about 1,400
 * lakes simplified to 10 km, 37 KB gzip), drawn in the sea's colour over the land. Loaded on demand
 * as their own chunks with the map (never on the first page), once per page: the promise is cached.
 */
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export interface WorldGeometry {
  land: GeoJSON.FeatureCollection;
  borders: GeoJSON.MultiLineString;
  coastlines: GeoJSON.MultiLineString;
  /** The lakes as (multi)polygon features (none when the lake data is not loaded). */
  lakes: GeoJSON.FeatureCollection<GeoJSON.Polygon | GeoJSON.MultiPolygon>;
}

type CountriesTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/** The polygons of a GeoJSON text (a GeometryCollection, Feature or FeatureCollection) as features. */
export function lakesFromGeoJson(text: string): WorldGeometry['lakes'] {
  const features: WorldGeometry['lakes']['features'] = [];
  const add = (g: GeoJSON.Geometry | null) => {
    if (!g) return;
    if (g.type === 'GeometryCollection') g.geometries.forEach(add);
    else if (g.type === 'Polygon' || g.type === 'MultiPolygon')
      features.push({ type: 'Feature', properties: {}, geometry: g });
  };
  const root = JSON.parse(text) as GeoJSON.GeoJSON;
  if (root.type === 'FeatureCollection') root.features.forEach((f) => add(f.geometry));
  else if (root.type === 'Feature') add(root.geometry);
  else add(root);
  return { type: 'FeatureCollection', features };
}

/** A step longer than this in longitude is a jump across the antimeridian, not a line, degrees. */
const ANTIMERIDIAN_JUMP_DEG = 180;

/**
 * Lines broken where they jump across the antimeridian (world-atlas cuts its arcs there, at -180 and
 * 180): drawn whole, such a step is a line across the whole world (Fiji's coast made one at 16° S).
 */
export function splitAtAntimeridian(lines: GeoJSON.MultiLineString): GeoJSON.MultiLineString {
  const out: GeoJSON.Position[][] = [];
  for (const line of lines.coordinates) {
    let part: GeoJSON.Position[] = [];
    for (const p of line) {
      const prev = part[part.length - 1];
      if (prev && Math.abs(p[0]! - prev[0]!) > ANTIMERIDIAN_JUMP_DEG) {
        if (part.length > 1) out.push(part);
        part = [];
      }
      part.push(p);
    }
    if (part.length > 1) out.push(part);
  }
  return { type: 'MultiLineString', coordinates: out };
}

/**
 * A polygon ring made continuous across the antimeridian. world-atlas cuts the land at -180 and 180,
 * and a ring of land on both sides (Eurasia with Chukotka, Wrangel Island, Fiji) steps from 180 to
 * -180 and back: filled as given, those two steps are edges across the whole world, and the strip
 * of latitude between them was land everywhere (a band at 65–69° N and 71° N, a line at 16.5° S on
 * the world map). Here the part past a step is moved by 360° (longitudes beyond 180, which MapLibre
 * and first-land.tsx draw in the next world copy), the ring's middle staying within ±180. A ring that goes once round a pole (Antarctica,
 * one step, closed along the pole) is kept as it is.
 */
export function unwrapRing(ring: GeoJSON.Position[]): GeoJSON.Position[] {
  let shift = 0;
  let prev: number | undefined;
  const out: GeoJSON.Position[] = [];
  for (const p of ring) {
    const lon = p[0]!;
    if (prev !== undefined && Math.abs(lon - prev) > ANTIMERIDIAN_JUMP_DEG) shift += lon > prev ? -360 : 360;
    prev = lon;
    out.push(shift === 0 ? p : [lon + shift, ...p.slice(1)]);
  }
  if (shift !== 0) return ring;
  // The ring may have started on its smaller side (Chukotka before Eurasia): keep its middle in
  // the first world copy.
  const middle = out.reduce((sum, p) => sum + p[0]!, 0) / Math.max(1, out.length);
  const copy = Math.round(middle / 360) * 360;
  return copy === 0 ? out : out.map((p) => [p[0]! - copy, ...p.slice(1)]);
}

/** The land's polygons with every ring continuous across the antimeridian (unwrapRing). */
function unwrapLand(land: GeoJSON.FeatureCollection): GeoJSON.FeatureCollection {
  return {
    ...land,
    features: land.features.map((f) => {
      const g = f.geometry;
      if (g.type === 'Polygon')
        return { ...f, geometry: { ...g, coordinates: g.coordinates.map(unwrapRing) } };
      if (g.type === 'MultiPolygon')
        return { ...f, geometry: { ...g, coordinates: g.coordinates.map((p) => p.map(unwrapRing)) } };
      return f;
    }),
  };
}

/** GeoJSON of the world from world-atlas's countries TopoJSON (text) and a lakes GeoJSON (text). */
export function worldFromTopoJson(text: string, lakesText?: string): WorldGeometry {
  const topology = JSON.parse(text) as CountriesTopology;
  const countries = topology.objects.countries;
  return {
    land: unwrapLand(feature(topology, topology.objects.land)),
    borders: splitAtAntimeridian(mesh(topology, countries, (a, b) => a !== b)),
    coastlines: splitAtAntimeridian(mesh(topology, countries, (a, b) => a === b)),
    lakes: lakesText === undefined ? EMPTY_WORLD.lakes : lakesFromGeoJson(lakesText),
  };
}

/** A world with nothing in it: what a map draws before (or without) the world's chunks. */
export const EMPTY_WORLD: WorldGeometry = {
  land: { type: 'FeatureCollection', features: [] },
  borders: { type: 'MultiLineString', coordinates: [] },
  coastlines: { type: 'MultiLineString', coordinates: [] },
  lakes: { type: 'FeatureCollection', features: [] },
};

let world: Promise<WorldGeometry> | null = null;

/** The world, loaded and converted once; a failed load is retried on the next call. */
export function loadWorld(): Promise<WorldGeometry> {
  world ??= Promise.all([
    import('world-atlas/countries-50m.json?raw'),
    import('@geo-maps/earth-lakes-10km/map.geo.json?raw'),
  ])
    .then(([countries, lakes]) => worldFromTopoJson(countries.default, lakes.default))
    .catch((error: unknown) => {
      world = null;
      throw error;
    });
  return world;
}

/** Rings of a polygon or multipolygon land, each [lon, lat] pairs flattened. */
export type LandRings = Float32Array[];

/** The rings of the land features of a TopoJSON text (world-atlas's `land` object). */
export function landRingsFromTopoJson(text: string): LandRings {
  const topology = JSON.parse(text) as Topology<{ land: GeometryCollection }>;
  const rings: LandRings = [];
  for (const f of feature(topology, topology.objects.land).features) {
    const g = f.geometry;
    const polygons = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
    for (const polygon of polygons)
      for (const ring of polygon) rings.push(Float32Array.from(unwrapRing(ring).flat()));
  }
  return rings;
}

let coarseLand: Promise<LandRings> | null = null;

/**
 * The land at 1:110m (world-atlas land-110m, 55 KB, about 5,000 points): small enough to load and
 * draw at once, so a map shows land in its first frame while the 1:50m world above is still being
 * loaded, converted and tiled by MapLibre (seconds on a slow machine). A failed load is retried.
 */
export function loadCoarseLand(): Promise<LandRings> {
  coarseLand ??= import('world-atlas/land-110m.json?raw')
    .then((m) => landRingsFromTopoJson(m.default))
    .catch((error: unknown) => {
      coarseLand = null;
      throw error;
    });
  return coarseLand;
}
