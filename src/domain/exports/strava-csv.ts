/**
 * Strava's activities.csv, read with papaparse (quoted fields with commas and line breaks, any
 * delimiter Excel may have re-saved it with). Columns are found by header (strava-headers.ts);
 * when no header names the files, the column whose values look like the export's files is used.
 * Distance: Strava writes "Distance" twice in newer exports, first in the account's display unit
 * (kilometres assumed), later in metres; the metres column is used when it has a value, else the
 * first one times DISPLAY_DISTANCE_TO_M.
 * Never throws: a CSV that cannot be used gives { ok: false, reason } in one line.
 */
import Papa from 'papaparse';
import { csvText, parseCsvDate, parseCsvFlag, parseCsvNumber } from './csv-values';
import { ACTIVITY_FILE_VALUE, exportFileKey } from './export-files';
import { sportOfExportType } from './export-sport';
import { knownFieldCount, mapColumns, type ColumnMap, type ExportField } from './strava-headers';
import type { ExportActivity, ExportCsv } from './types';

/** Kilometres to metres (the first "Distance" column). */
export const DISPLAY_DISTANCE_TO_M = 1000;
/** A header row must name at least this many known fields to be read as Strava's. */
export const MIN_KNOWN_FIELDS = 3;

type Row = readonly string[];

/** The first cell with a value among a field's positions. */
function cell(row: Row, map: ColumnMap, field: ExportField): string | null {
  for (const index of map[field] ?? []) {
    const value = csvText(row[index]);
    if (value !== null) return value;
  }
  return null;
}

function distanceOf(row: Row, map: ColumnMap): number | null {
  const positions = map.distance ?? [];
  if (positions.length > 1) {
    const metres = parseCsvNumber(row[positions[positions.length - 1] ?? -1] ?? '');
    if (metres !== null) return metres;
  }
  const display = parseCsvNumber(row[positions[0] ?? -1] ?? '');
  return display === null ? null : display * DISPLAY_DISTANCE_TO_M;
}

/** The column most of whose values look like activity files (or are files of this export). */
function fileColumnByValues(rows: readonly Row[], fileKeys: ReadonlySet<string>): number | null {
  const hits = new Map<number, number>();
  for (const row of rows)
    row.forEach((value, index) => {
      const text = value.trim();
      if (text !== '' && (ACTIVITY_FILE_VALUE.test(text) || fileKeys.has(exportFileKey(text))))
        hits.set(index, (hits.get(index) ?? 0) + 1);
    });
  let best: number | null = null;
  for (const [index, count] of hits) if (best === null || count > (hits.get(best) ?? 0)) best = index;
  return best;
}

function toActivity(row: Row, map: ColumnMap, index: number): ExportActivity {
  const typeLabel = cell(row, map, 'type');
  const number = (field: ExportField) => parseCsvNumber(cell(row, map, field) ?? '');
  const date = cell(row, map, 'date');
  const commute = cell(row, map, 'commute');
  return {
    row: index + 1,
    activityId: cell(row, map, 'id'),
    startTime: date === null ? null : parseCsvDate(date),
    name: cell(row, map, 'name'),
    typeLabel,
    sport: sportOfExportType(typeLabel),
    description: cell(row, map, 'description'),
    gear: cell(row, map, 'gear'),
    commute: commute === null ? null : parseCsvFlag(commute),
    privateNote: cell(row, map, 'privateNote'),
    elapsedS: number('elapsed'),
    movingS: number('moving'),
    distanceM: distanceOf(row, map),
    file: cell(row, map, 'file'),
  };
}

function readRows(text: string): { rows: Row[]; warnings: string[] } | { reason: string } {
  if (text.includes('\u0000')) return { reason: 'it is not a text file' };
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows = parsed.data.filter((row) => Array.isArray(row));
  if (rows.length === 0) return { reason: 'it is empty' };
  const warnings = parsed.errors
    .filter((e) => e.code !== 'UndetectableDelimiter')
    .slice(0, 3)
    .map((e) => `activities.csv row ${(e.row ?? 0) + 1}: ${e.message}`);
  return { rows, warnings };
}

/**
 * Reads activities.csv. `fileKeys` (exportFileKey of the export's files) helps find the file
 * column when its header is not in the dictionary.
 */
export function parseStravaCsv(text: string, fileKeys: ReadonlySet<string> = new Set()): ExportCsv {
  const read = readRows(text);
  if ('reason' in read) return { ok: false, reason: `activities.csv was not used: ${read.reason}` };
  const [header = [], ...body] = read.rows;
  const map = mapColumns(header);
  if (!map.file) {
    const byValues = fileColumnByValues(body, fileKeys);
    if (byValues !== null) map.file = [byValues];
  }
  if (!map.file || knownFieldCount(map) < MIN_KNOWN_FIELDS) {
    const shown = header.slice(0, 4).join(', ');
    return {
      ok: false,
      reason: `activities.csv was not used: its columns are not Strava's (no column of activity files; header starts "${shown}")`,
    };
  }
  const activities = body.map((row, index) => toActivity(row, map, index));
  const byFile = new Map<string, ExportActivity>();
  const manual: ExportActivity[] = [];
  const warnings = [...read.warnings];
  for (const activity of activities) {
    if (activity.file === null && activity.startTime !== null) manual.push(activity);
    else if (activity.file === null)
      warnings.push(`activities.csv row ${activity.row}: no file and no date, ignored`);
    else if (!byFile.has(exportFileKey(activity.file))) byFile.set(exportFileKey(activity.file), activity);
  }
  return { ok: true, activities, byFile, manual, warnings };
}
