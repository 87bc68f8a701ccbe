/**
 * Matching the files of an export with its CSV rows: the CSV names them relative to the export
 * ("activities/123.fit.gz"), the files come as paths inside a zip or a folder
 * ("export_42.zip/activities/123.fit.gz"), sometimes already unpacked ("123.fit"). The key is the
 * base name, lower case, without a trailing .gz: Strava names each file by its unique activity id.
 */

export function exportFileKey(path: string): string {
  const trimmed = path.trim().replace(/\\/g, '/').replace(/\/+$/, '');
  return trimmed
    .slice(trimmed.lastIndexOf('/') + 1)
    .toLowerCase()
    .replace(/\.gz$/, '');
}

/** A cell that looks like an activity file of an export (for finding the file column by its values). */
export const ACTIVITY_FILE_VALUE = /^[^,;]*\.(gpx|fit|tcx)(\.gz)?$/i;

/** The name of the metadata file Strava puts at the root of its export. */
export const STRAVA_CSV_NAME = 'activities.csv';

export const isStravaCsv = (path: string): boolean => exportFileKey(path) === STRAVA_CSV_NAME;
