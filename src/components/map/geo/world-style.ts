/**
 * The MapLibre style of a map: the bundled world (world-data.ts) at the bottom, then, when a
 * third-party basemap style is in use, that style's layers over it. The remote style's own
 * background layers are left out, so the world shows through wherever its tiles have not loaded
 * (offline, while they load, a failed tile); the world's land takes the remote background colour so
 * loaded and unloaded areas match. Without a remote style nothing but local data is used: no
 * glyphs, sprites or tiles are named, so no request leaves the machine.
 */
import type { LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';
import type { WorldGeometry } from './world-data';

export interface WorldPalette {
  sea: string;
  land: string;
  coast: string;
  border: string;
}

/**
 * World colours per map look. `heat` is the heatmap's dark ground (.heatmap-map, #0b1020): land and
 * lines stay within 40 of it on every channel, so the heat and the lines keep the contrast.
 */
export const WORLD_PALETTES = {
  light: { sea: '#c6d7e1', land: '#f3f1ea', coast: '#9fb3c0', border: '#b9b1a3' },
  dark: { sea: '#0e1824', land: '#22272e', coast: '#2f4052', border: '#454c57' },
  heat: { sea: '#0b1020', land: '#1b2130', coast: '#242d42', border: '#2a3246' },
} as const satisfies Record<string, WorldPalette>;
export type WorldLook = keyof typeof WORLD_PALETTES;

/** Credit of the bundled world (public domain; credited all the same). */
export const WORLD_ATTRIBUTION = 'Natural Earth';
/** Credit the lakes' licence (ODbL) requires. */
export const LAKES_ATTRIBUTION = '© OpenStreetMap contributors';
export const WORLD_SOURCES = {
  land: 'world-land',
  lakes: 'world-lakes',
  coast: 'world-coast',
  border: 'world-border',
} as const;

function worldSources(world: WorldGeometry): Record<string, SourceSpecification> {
  return {
    [WORLD_SOURCES.land]: { type: 'geojson', data: world.land, attribution: WORLD_ATTRIBUTION },
    [WORLD_SOURCES.lakes]: { type: 'geojson', data: world.lakes, attribution: LAKES_ATTRIBUTION },
    [WORLD_SOURCES.coast]: { type: 'geojson', data: world.coastlines },
    [WORLD_SOURCES.border]: { type: 'geojson', data: world.borders },
  };
}

function worldLayers(palette: WorldPalette): LayerSpecification[] {
  return [
    { id: 'world-sea', type: 'background', paint: { 'background-color': palette.sea } },
    { id: 'world-land', type: 'fill', source: WORLD_SOURCES.land, paint: { 'fill-color': palette.land } },
    {
      id: 'world-lakes',
      type: 'fill',
      source: WORLD_SOURCES.lakes,
      paint: { 'fill-color': palette.sea, 'fill-outline-color': palette.coast },
    },
    {
      id: 'world-coast',
      type: 'line',
      source: WORLD_SOURCES.coast,
      paint: { 'line-color': palette.coast, 'line-width': 0.8 },
    },
    {
      id: 'world-border',
      type: 'line',
      source: WORLD_SOURCES.border,
      paint: { 'line-color': palette.border, 'line-width': 0.8, 'line-dasharray': [3, 2] },
    },
  ];
}

/** The colour of a remote style's background layer, when it is a plain colour string. */
function backgroundColor(style: StyleSpecification): string | null {
  for (const layer of style.layers) {
    if (layer.type !== 'background') continue;
    const color = layer.paint?.['background-color'];
    if (typeof color === 'string') return color;
  }
  return null;
}

/**
 * The style of a map: the world alone, or the world under `remote` (already fetched, with absolute
 * URLs: see absolutizeStyle).
 */
export function worldStyle(
  world: WorldGeometry,
  palette: WorldPalette,
  remote: StyleSpecification | null,
): StyleSpecification {
  if (!remote) {
    return { version: 8, name: 'world', sources: worldSources(world), layers: worldLayers(palette) };
  }
  const land = backgroundColor(remote) ?? palette.land;
  return {
    ...remote,
    sources: { ...worldSources(world), ...remote.sources },
    layers: [
      ...worldLayers({ ...palette, land }),
      ...remote.layers.filter((layer) => layer.type !== 'background'),
    ],
  };
}

/** `url` made absolute against the style's URL (template braces kept as they are). */
export function absoluteUrl(url: string, styleUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  const base = new URL(styleUrl);
  if (url.startsWith('//')) return base.protocol + url;
  if (url.startsWith('/')) return base.origin + url;
  return base.origin + base.pathname.replace(/[^/]*$/, '') + url;
}

/**
 * A fetched style with its sprite, glyphs and source URLs made absolute (MapLibre resolves relative
 * URLs against the style's URL only when it fetched the style itself).
 */
export function absolutizeStyle(style: StyleSpecification, styleUrl: string): StyleSpecification {
  const abs = (u: string) => absoluteUrl(u, styleUrl);
  const sources: Record<string, SourceSpecification> = {};
  for (const [id, source] of Object.entries(style.sources)) {
    const s = { ...source } as SourceSpecification & { url?: string; tiles?: string[] };
    if (typeof s.url === 'string') s.url = abs(s.url);
    if (Array.isArray(s.tiles)) s.tiles = s.tiles.map(abs);
    sources[id] = s;
  }
  const sprite =
    typeof style.sprite === 'string'
      ? abs(style.sprite)
      : style.sprite?.map((entry) => ({ ...entry, url: abs(entry.url) }));
  return {
    ...style,
    sources,
    ...(sprite !== undefined ? { sprite } : {}),
    ...(style.glyphs !== undefined ? { glyphs: abs(style.glyphs) } : {}),
  };
}

/** Whether a parsed JSON value looks like a MapLibre style (version 8, sources, layers). */
export function isStyle(value: unknown): value is StyleSpecification {
  const v = value as Partial<StyleSpecification> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.version === 8 &&
    typeof v.sources === 'object' &&
    v.sources !== null &&
    Array.isArray(v.layers)
  );
}
