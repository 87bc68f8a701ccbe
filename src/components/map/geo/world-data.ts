/**
 * The bundled low-detail world drawn under every map: Natural Earth 1:50m countries (public domain,
 * via the world-atlas package's TopoJSON), turned into GeoJSON for MapLibre sources. Land is the
 * union of the country polygons; borders are the arcs two countries share; coastlines the arcs of
 * one country only. Loaded on demand as its own chunk with the map (never on the first page), once
 * per page: the promise is cached.
 */
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export interface WorldGeometry {
  land: GeoJSON.FeatureCollection;
  borders: GeoJSON.MultiLineString;
  coastlines: GeoJSON.MultiLineString;
}

type CountriesTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/** GeoJSON of the world from world-atlas's countries TopoJSON (text). */
export function worldFromTopoJson(text: string): WorldGeometry {
  const topology = JSON.parse(text) as CountriesTopology;
  const countries = topology.objects.countries;
  return {
    land: feature(topology, topology.objects.land),
    borders: mesh(topology, countries, (a, b) => a !== b),
    coastlines: mesh(topology, countries, (a, b) => a === b),
  };
}

let world: Promise<WorldGeometry> | null = null;

/** The world, loaded and converted once; a failed load is retried on the next call. */
export function loadWorld(): Promise<WorldGeometry> {
  world ??= import('world-atlas/countries-50m.json?raw')
    .then((m) => worldFromTopoJson(m.default))
    .catch((error: unknown) => {
      world = null;
      throw error;
    });
  return world;
}
