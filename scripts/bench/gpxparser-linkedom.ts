/**
 * The gpxparser package (a DOMParser-based GPX reader) running on linkedom's DOMParser, as the
 * reference the parse benchmark and the agreement test compare against.
 *
 * Under Node, gpxparser's bundle calls jsdom-global when it loads, which copies jsdom's window
 * properties (atob, btoa, document, navigator, ...) over Node's globals and breaks other code (tsx
 * source maps use atob). loadGpxParser snapshots the globals, loads gpxparser, restores them, and
 * gives gpxparser a `window` whose only member is linkedom's DOMParser.
 */
import { DOMParser } from 'linkedom';

export interface GpxParserPoint {
  lat: number;
  lon: number;
  ele: number | null;
  time: Date | null;
}

export interface GpxParserInstance {
  parse(xml: string): void;
  tracks: { points: GpxParserPoint[] }[];
  routes: { points: GpxParserPoint[] }[];
  waypoints: GpxParserPoint[];
}

export type GpxParserClass = new () => GpxParserInstance;

let loaded: GpxParserClass | null = null;

export async function loadGpxParser(): Promise<GpxParserClass> {
  if (loaded !== null) return loaded;
  const g = globalThis as Record<string, unknown>;
  const before = new Map(Reflect.ownKeys(g).map((k) => [k, Reflect.getOwnPropertyDescriptor(g, k)]));
  const mod = (await import('gpxparser')) as unknown as { default: GpxParserClass };
  for (const k of Reflect.ownKeys(g)) {
    const d = before.get(k);
    if (d === undefined) Reflect.deleteProperty(g, k);
    else if (d.configurable) Reflect.defineProperty(g, k, d);
  }
  g.window = { DOMParser };
  loaded = mod.default;
  return loaded;
}
