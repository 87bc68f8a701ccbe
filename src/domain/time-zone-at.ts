/**
 * The IANA zone of a position, looked up offline with @photostructure/tz-lookup (its table is about
 * 35 KB gzip). Apart from time-zone.ts so that only the code computing summaries (the parse worker,
 * the command-line tools, the Cloud Functions) bundles it, never the app's pages.
 */
import tzLookup from '@photostructure/tz-lookup';

/** The IANA zone at a position ("Europe/Zurich"; "Etc/GMT+2" at sea), or null for no position. */
export function timeZoneAt(lat: number | null, lon: number | null): string | null {
  if (lat === null || lon === null || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  try {
    return tzLookup(lat, lon);
  } catch {
    return null; // out of range: no zone rather than a wrong one
  }
}
