/**
 * The activity table's data columns: label, unit, how a cell prints, how it exports to CSV and how
 * it sorts. The table, the CSV export and the totals row all read these, so they always agree.
 */
import { movingSpeedOf, type SortExtras, type SortKey } from '../../../domain/filters';
import { hasPlausibleDate } from '../../../domain/sanity/rules';
import { SPORTS, type TrackSummary } from '../../../domain/stats/types';
import { METRES_PER_KM, METRES_PER_MILE, type UnitSystem } from '../../../domain/units';
import {
  distanceUnit,
  elevationUnit,
  formatActivityDate,
  formatDistance,
  formatDistanceValue,
  formatDuration,
  formatElevation,
  formatInteger,
  formatPaceOrSpeed,
  speedUnit,
  summaryZone,
  toDisplayDistance,
  toDisplayElevation,
  usesPace,
} from '../../../lib/format';
import { LOAD_SOURCE_LABELS } from '../../../shared/training/training-labels';

export type ColumnId = Exclude<SortKey, 'duration'>;

export interface ColumnSpec {
  id: ColumnId;
  /** Full name (column chooser, accessible name of the header). */
  label: string;
  /** Shorter header text where the full name would not fit. */
  header?: string;
  align: 'start' | 'end';
  /** Column width in CSS pixels (the table uses a fixed layout so virtual rows never shift). */
  width: number;
  /** Hidden until the user shows it. */
  hiddenByDefault: boolean;
  /** First click sorts descending (biggest, newest first). */
  descFirst: boolean;
  /** Cell text (with unit where the header has none). */
  display: (s: TrackSummary, units: UnitSystem, extras?: SortExtras) => string;
  /** Shorter cell text for the phone layout (PHONE_COLUMNS), where `display` would not fit. */
  compactDisplay?: (s: TrackSummary, units: UnitSystem) => string;
  /**
   * The widest texts a cell of this column can show, whatever the rows (fit-widths.ts), for a
   * column whose text does not grow with a number (the date: its longest day and month names).
   */
  widestTexts?: (units: UnitSystem, compact: boolean) => string[];
  /** A text column as wide as its widest text over the rows, up to `width` (fit-widths.ts). */
  fitText?: true;
  /** The class of the element its text is drawn in, when not plain cell text (its padding counts). */
  measureClass?: string;
  /** CSV header, with its unit in brackets. */
  csvHeader: (units: UnitSystem) => string;
  /** CSV value in the header's unit; null is an empty field. */
  csv: (s: TrackSummary, units: UnitSystem, extras?: SortExtras) => string | number | null;
  /** The value comes from SortExtras, not the summary (its text is never cached per summary). */
  extra?: true;
}

const SECONDS_PER_HOUR = 3600;
/** Decimals kept in CSV numbers (display units). */
const CSV_DECIMALS = 3;
/** Local date and time in CSV, sortable as text. */
const CSV_DATE_PATTERN = "yyyy-MM-dd'T'HH:mm";
/** New tiles cell while the explorer worker is still counting. */
export const NEW_TILES_PENDING = '…';
/** What a wrong device clock's date shows (issue 41); on a phone, where the column is narrow. */
export const DATE_UNKNOWN = 'date unknown';
const DATE_UNKNOWN_COMPACT = 'unknown';
/** Table cell date: weekday, day, month, year and time of day. */
const CELL_DATE_PATTERN = 'EEE d MMM yyyy, HH:mm';
/** Phone table cell date: day, month and two-digit year (the time is on the activity page). */
const COMPACT_DATE_PATTERN = 'd MMM yy';

/**
 * The phone layout (a table narrower than PHONE_TABLE_MAX_WIDTH): the key columns a person scans
 * first (date, name, distance, moving time, pace or speed), in this order and at these widths, so
 * all five fit a 390 px screen; every other shown column follows and is reached by scrolling. The
 * widths are where a column starts: fit-widths.ts widens a column to its widest value, and the name
 * takes what is left.
 */
export const PHONE_TABLE_MAX_WIDTH = 600;
export const PHONE_COLUMNS: readonly {
  id: ColumnId;
  width: number;
  header?: (units: UnitSystem) => string;
}[] = [
  { id: 'date', width: 74 },
  { id: 'name', width: 92 },
  // The unit moves to the header, so the cell holds only the number.
  { id: 'distance', width: 52, header: (u) => distanceUnit(u) },
  { id: 'moving', width: 64, header: () => 'Time' },
  // Its header says what the cells show (speedHeader).
  { id: 'speed', width: 72 },
];

/**
 * The pace / speed column's header for these rows: "Pace" when every row with a speed shows a
 * pace (foot sports and swims, usesPace), "Speed" when none does, "Pace / speed" for a mix (each
 * cell then says which by its unit: "5:12 /km", "25.3 km/h").
 */
export function speedHeader(rows: readonly TrackSummary[]): string {
  let pace = false;
  let speed = false;
  for (const s of rows) {
    if (movingSpeedOf(s) === null) continue;
    if (usesPace(s.sport)) pace = true;
    else speed = true;
    if (pace && speed) break;
  }
  return pace === speed ? 'Pace / speed' : pace ? 'Pace' : 'Speed';
}

/** The 28th of each month and the six days before it: every weekday and month name, 23:59. */
const WIDE_DATES = Array.from({ length: 12 * 7 }, (_, k) =>
  Date.UTC(2026, k % 12, 22 + Math.floor(k / 12), 23, 59),
);

const round = (v: number | null): number | null =>
  v === null || !Number.isFinite(v) ? null : Math.round(v * 10 ** CSV_DECIMALS) / 10 ** CSV_DECIMALS;

const speedInUnits = (mps: number | null, units: UnitSystem): number | null =>
  mps === null ? null : (mps * SECONDS_PER_HOUR) / (units === 'metric' ? METRES_PER_KM : METRES_PER_MILE);

function numberColumn(
  id: ColumnId,
  label: string,
  get: (s: TrackSummary) => number | null,
  csvUnit: string,
  opts: { width?: number; hidden?: boolean; suffix?: string } = {},
): ColumnSpec {
  return {
    id,
    label,
    align: 'end',
    width: opts.width ?? 80,
    hiddenByDefault: opts.hidden ?? false,
    descFirst: true,
    display: (s) => formatInteger(get(s), opts.suffix),
    csvHeader: () => `${label} (${csvUnit})`,
    csv: (s) => round(get(s)),
  };
}

export const COLUMN_SPECS: readonly ColumnSpec[] = [
  {
    id: 'date',
    label: 'Date',
    align: 'start',
    width: 194,
    hiddenByDefault: false,
    descFirst: true,
    // A wrong clock (before 1990, after the import: domain/sanity/rules.ts) is a date unknown.
    display: (s) =>
      hasPlausibleDate(s) ? formatActivityDate(s.startTime, summaryZone(s), CELL_DATE_PATTERN) : DATE_UNKNOWN,
    compactDisplay: (s) =>
      hasPlausibleDate(s)
        ? formatActivityDate(s.startTime, summaryZone(s), COMPACT_DATE_PATTERN)
        : DATE_UNKNOWN_COMPACT,
    widestTexts: (_u, compact) => [
      compact ? DATE_UNKNOWN_COMPACT : DATE_UNKNOWN,
      ...WIDE_DATES.map((t) =>
        formatActivityDate(t, 'UTC', compact ? COMPACT_DATE_PATTERN : CELL_DATE_PATTERN),
      ),
    ],
    csvHeader: () => 'Date (local time)',
    csv: (s) =>
      s.startTime === null ? null : formatActivityDate(s.startTime, summaryZone(s), CSV_DATE_PATTERN),
  },
  {
    id: 'name',
    label: 'Name',
    align: 'start',
    width: 200,
    hiddenByDefault: false,
    descFirst: false,
    display: (s) => s.name,
    csvHeader: () => 'Name',
    csv: (s) => s.name,
  },
  {
    id: 'sport',
    label: 'Sport',
    align: 'start',
    width: 88,
    hiddenByDefault: false,
    descFirst: false,
    display: (s) => s.sport,
    widestTexts: () => [...SPORTS],
    measureClass: 'activities-sport',
    csvHeader: () => 'Sport',
    csv: (s) => s.sport,
  },
  {
    id: 'gear',
    label: 'Gear',
    align: 'start',
    width: 130,
    hiddenByDefault: false,
    descFirst: false,
    display: (s) => s.gear ?? '',
    fitText: true,
    csvHeader: () => 'Gear',
    csv: (s) => s.gear,
  },
  {
    id: 'distance',
    label: 'Distance',
    align: 'end',
    width: 92,
    hiddenByDefault: false,
    descFirst: true,
    display: (s, u) => formatDistance(s.distanceM, u),
    // One decimal on a phone (the unit is in the header): "34.1", "4,623.4".
    compactDisplay: (s, u) => formatDistanceValue(s.distanceM, u, 1),
    csvHeader: (u) => `Distance (${distanceUnit(u)})`,
    csv: (s, u) => round(toDisplayDistance(s.distanceM, u)),
  },
  {
    id: 'moving',
    label: 'Moving time',
    header: 'Moving',
    align: 'end',
    width: 84,
    hiddenByDefault: false,
    descFirst: true,
    display: (s) => formatDuration(s.movingS),
    csvHeader: () => 'Moving time (s)',
    csv: (s) => round(s.movingS),
  },
  {
    id: 'elapsed',
    label: 'Elapsed time',
    header: 'Elapsed',
    align: 'end',
    width: 84,
    hiddenByDefault: true,
    descFirst: true,
    display: (s) => formatDuration(s.elapsedS),
    csvHeader: () => 'Elapsed time (s)',
    csv: (s) => round(s.elapsedS),
  },
  {
    id: 'speed',
    label: 'Pace / speed',
    align: 'end',
    width: 118,
    hiddenByDefault: false,
    descFirst: true,
    display: (s, u) => formatPaceOrSpeed(movingSpeedOf(s), s.sport, u),
    csvHeader: (u) => `Moving speed (${speedUnit(u)})`,
    csv: (s, u) => round(speedInUnits(movingSpeedOf(s), u)),
  },
  {
    id: 'gain',
    label: 'Elevation gain',
    header: 'Gain',
    align: 'end',
    width: 88,
    hiddenByDefault: false,
    descFirst: true,
    display: (s, u) => formatElevation(s.elevationGainM, u),
    csvHeader: (u) => `Elevation gain (${elevationUnit(u)})`,
    csv: (s, u) => round(s.elevationGainM === null ? null : toDisplayElevation(s.elevationGainM, u)),
  },
  {
    // The raw sum beside the smoothed gain, so a person can see how much smoothing took away.
    id: 'gainRaw',
    label: 'Raw elevation gain',
    header: 'Raw gain',
    align: 'end',
    width: 96,
    hiddenByDefault: true,
    descFirst: true,
    display: (s, u) => formatElevation(s.elevationGainRawM, u),
    csvHeader: (u) => `Raw elevation gain (${elevationUnit(u)})`,
    csv: (s, u) => round(s.elevationGainRawM === null ? null : toDisplayElevation(s.elevationGainRawM, u)),
  },
  {
    id: 'maxEle',
    label: 'Max elevation',
    header: 'Max ele.',
    align: 'end',
    width: 112,
    hiddenByDefault: true,
    descFirst: true,
    display: (s, u) => formatElevation(s.maxElevationM, u),
    csvHeader: (u) => `Max elevation (${elevationUnit(u)})`,
    csv: (s, u) => round(s.maxElevationM === null ? null : toDisplayElevation(s.maxElevationM, u)),
  },
  numberColumn('avgHr', 'Avg HR', (s) => s.avgHr, 'bpm', { suffix: 'bpm' }),
  numberColumn('maxHr', 'Max HR', (s) => s.maxHr, 'bpm', { suffix: 'bpm', hidden: true }),
  numberColumn('cadence', 'Cadence', (s) => s.avgCadence, 'rpm', { suffix: 'rpm', hidden: true }),
  numberColumn('power', 'Power', (s) => s.avgPower, 'W', { suffix: 'W', hidden: true }),
  numberColumn('points', 'Points', (s) => s.points, 'count', { hidden: true }),
  {
    id: 'fileName',
    label: 'File name',
    align: 'start',
    width: 200,
    hiddenByDefault: true,
    descFirst: false,
    display: (s) => s.fileName,
    csvHeader: () => 'File name',
    csv: (s) => s.fileName,
  },
  {
    // Explorer tiles (zoom 14) this activity visited first (src/domain/explorer/explorer-index.ts):
    // counted by the explorer worker over the whole history, so it comes in as an extra.
    id: 'newTiles',
    label: 'New tiles',
    align: 'end',
    width: 100,
    hiddenByDefault: true,
    descFirst: true,
    extra: true,
    display: (s, _u, x) => {
      if (!x?.newTiles) return NEW_TILES_PENDING;
      const n = x.newTiles.get(s.id);
      return n === undefined ? '' : formatInteger(n);
    },
    csvHeader: () => 'New tiles (zoom 14)',
    csv: (s, _u, x) => x?.newTiles?.get(s.id) ?? null,
  },
  {
    // Training load and its source (src/domain/training): it depends on the whole history and the
    // thresholds, so it comes in as an extra.
    id: 'load',
    label: 'Training load',
    header: 'Load',
    align: 'end',
    width: 118,
    hiddenByDefault: true,
    descFirst: true,
    extra: true,
    display: (s, _u, x) => {
      if (!x?.trainingLoads) return NEW_TILES_PENDING;
      const l = x.trainingLoads.get(s.id);
      return l === undefined ? '' : `${Math.round(l.load)} ${LOAD_SOURCE_LABELS[l.source]}`;
    },
    csvHeader: () => 'Training load',
    csv: (s, _u, x) => round(x?.trainingLoads?.get(s.id)?.load ?? null),
  },
  {
    // Aerobic decoupling of a steady activity of an hour or more (domain/training/decoupling.ts).
    id: 'decoupling',
    label: 'Aerobic decoupling',
    header: 'Decoupling',
    align: 'end',
    width: 104,
    hiddenByDefault: true,
    descFirst: true,
    display: (s) => (s.training?.decoupling ? `${s.training.decoupling.pct.toFixed(1)} %` : ''),
    csvHeader: () => 'Aerobic decoupling (%)',
    csv: (s) => round(s.training?.decoupling?.pct ?? null),
  },
];

export const COLUMN_IDS: readonly ColumnId[] = COLUMN_SPECS.map((c) => c.id);

const BY_ID = new Map<string, ColumnSpec>(COLUMN_SPECS.map((c) => [c.id, c]));

export function columnSpec(id: string): ColumnSpec | undefined {
  return BY_ID.get(id);
}

/**
 * Cell text, remembered per summary object and unit system: summaries are immutable values, so a
 * row scrolled or sorted back into view is not formatted again (dates in the activity's zone are
 * the costly part).
 */
const cellTexts = new WeakMap<TrackSummary, Map<string, string>>();

export function cellText(
  spec: ColumnSpec,
  s: TrackSummary,
  units: UnitSystem,
  extras?: SortExtras,
  compact = false,
): string {
  if (spec.extra) return spec.display(s, units, extras);
  const display = compact && spec.compactDisplay ? spec.compactDisplay : spec.display;
  let texts = cellTexts.get(s);
  if (texts === undefined) {
    texts = new Map();
    cellTexts.set(s, texts);
  }
  const key = `${spec.id}|${units}|${display === spec.display ? '' : 'c'}`;
  let text = texts.get(key);
  if (text === undefined) {
    text = display(s, units);
    texts.set(key, text);
  }
  return text;
}
