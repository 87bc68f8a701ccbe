/**
 * CSV export of activity rows (RFC 4180: comma separated, CRLF line ends, fields with a comma,
 * quote or line break quoted, quotes doubled). Text that a spreadsheet would run as a formula
 * (starting with = + - @ or a tab/CR) is prefixed with an apostrophe.
 */
import type { SortExtras } from '../../../domain/filters';
import type { TrackSummary } from '../../../domain/stats/types';
import type { UnitSystem } from '../../../domain/units';
import type { ColumnSpec } from '../table/column-specs';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The CSV text of these rows in this order, one column per spec, units in the header. */
export function buildCsv(
  rows: readonly TrackSummary[],
  columns: readonly ColumnSpec[],
  units: UnitSystem,
  extras?: SortExtras,
): string {
  const lines = [columns.map((c) => csvField(c.csvHeader(units))).join(',')];
  for (const s of rows) lines.push(columns.map((c) => csvField(c.csv(s, units, extras))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
