/**
 * Where the optional basemap style comes from: VITE_BASEMAP_STYLE_URL at build time. Absent, empty
 * or not an http(s) URL means no basemap (a plain background), never an error.
 */
import { z } from '../../domain/zod';

const styleUrlSchema = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/ }));

/** Parses a candidate style URL: the URL, or null when it is missing or unusable. */
export function parseBasemapStyleUrl(raw: unknown): string | null {
  const result = styleUrlSchema.safeParse(raw);
  return result.success ? result.data : null;
}

/** The configured basemap style URL, or null for a plain background. */
export function configuredBasemapStyleUrl(): string | null {
  const env = import.meta.env as Record<string, unknown>;
  return parseBasemapStyleUrl(env.VITE_BASEMAP_STYLE_URL);
}
