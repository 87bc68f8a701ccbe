/**
 * Which third-party basemap style a map uses: VITE_BASEMAP_STYLE_URL when it is set to an http(s)
 * URL, else OpenFreeMap's key-less vector styles (a light one with the light theme, a dark one with
 * the dark theme and on the heatmap), and none at all when the person turned map tiles off.
 */
import { z } from '../../domain/zod';

const styleUrlSchema = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/ }));

/** OpenFreeMap's styles (no key; attribution comes with the style's sources). */
export const OPENFREEMAP_STYLES = {
  light: 'https://tiles.openfreemap.org/styles/positron',
  dark: 'https://tiles.openfreemap.org/styles/dark',
} as const;

/** Parses a candidate style URL: the URL, or null when it is missing or unusable. */
export function parseBasemapStyleUrl(raw: unknown): string | null {
  const result = styleUrlSchema.safeParse(raw);
  return result.success ? result.data : null;
}

/** The configured basemap style URL, or null when none is configured. */
export function configuredBasemapStyleUrl(): string | null {
  const env = import.meta.env as Record<string, unknown>;
  return parseBasemapStyleUrl(env.VITE_BASEMAP_STYLE_URL);
}

/** The style a map loads: none with tiles off, else the configured one or OpenFreeMap's. */
export function basemapStyleUrl(
  theme: 'light' | 'dark',
  tiles: 'on' | 'off',
  configured: string | null = configuredBasemapStyleUrl(),
): string | null {
  if (tiles === 'off') return null;
  return configured ?? OPENFREEMAP_STYLES[theme];
}
