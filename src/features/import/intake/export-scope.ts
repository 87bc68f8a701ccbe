/**
 * A bulk export's metadata applied to the files of the same export: the Strava activities.csv
 * found beside (or above) the files of a zip or folder is read once, before its files are
 * listed; each file whose name the CSV lists carries its row to the import, and the rows without
 * a file become manual activities after the files. A CSV that cannot be used never stops the
 * files: one 'failed' line says why, and the files import with the names their files carry.
 */
import { exportFileKey } from '../../../domain/exports/export-files';
import { parseStravaCsv } from '../../../domain/exports/strava-csv';
import type { ExportActivity } from '../../../domain/exports/types';
import type { ImportItem } from './items';

export interface ExportScope {
  csvPath: string;
  byFile: ReadonlyMap<string, ExportActivity>;
  manual: readonly ExportActivity[];
}

/** activities.csv is a few MB even for 20,000 activities; anything far bigger is not it. */
export const MAX_CSV_BYTES = 64 * 1024 * 1024;

const reasonOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'unreadable';

const unused = (path: string, why: string): ImportItem => ({
  kind: 'failed',
  path,
  reason: `${why}; the files import with the names and sports they carry`,
});

/** Reads the CSV; gives the scope (null when unusable) and the line to show when it is unusable. */
export async function readExportScope(
  csvPath: string,
  size: number,
  load: () => Promise<Uint8Array>,
  fileKeys: ReadonlySet<string>,
): Promise<{ scope: ExportScope | null; note: ImportItem | null }> {
  if (size > MAX_CSV_BYTES)
    return { scope: null, note: unused(csvPath, 'activities.csv was not used: it is too large') };
  let text: string;
  try {
    text = new TextDecoder('utf-8').decode(await load());
  } catch (error) {
    return { scope: null, note: unused(csvPath, `activities.csv was not used: ${reasonOf(error)}`) };
  }
  const csv = parseStravaCsv(text, fileKeys);
  if (!csv.ok) return { scope: null, note: unused(csvPath, csv.reason) };
  return { scope: { csvPath, byFile: csv.byFile, manual: csv.manual }, note: null };
}

/** The item with its CSV row, when the scope lists its file. */
export function withExport(item: ImportItem, scope: ExportScope | null): ImportItem {
  if (!scope || item.kind !== 'file') return item;
  const activity = scope.byFile.get(exportFileKey(item.path));
  return activity ? { ...item, exportActivity: activity } : item;
}

/** The manual activities of the scope (CSV rows without a file). */
export function manualItems(scope: ExportScope | null): ImportItem[] {
  return (scope?.manual ?? []).map((activity) => ({
    kind: 'manual',
    path: `${scope?.csvPath ?? 'activities.csv'} row ${activity.row}`,
    activity,
  }));
}
