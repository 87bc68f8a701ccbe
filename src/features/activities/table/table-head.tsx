/** Header row (sort buttons with aria-sort, select-all) and the sticky totals row. */
import type { UnitSystem } from '../../../domain/units';
import type { Totals } from '../../../domain/stats/totals';
import {
  formatCount,
  formatDistance,
  formatDistanceValue,
  formatElevation,
  formatTotalDuration,
} from '../../../lib/format';
import { PHONE_COLUMNS, type ColumnId, type ColumnSpec } from './column-specs';
import { ariaSort, SELECT_COLUMN_ID, type ActivityTable } from './table-model';
import type { RangeSelection } from './use-range-selection';

const PHONE_HEADERS = new Map(PHONE_COLUMNS.map((c) => [c.id as string, c.header]));

/**
 * A phone header whose short text is not part of the column's full name ("km" for Distance) is
 * named by its content, the full name visually hidden before the text ("Distance km"), so the
 * visible text stays part of the accessible name (WCAG 2.5.3); other headers are named by aria-label.
 */
function hiddenLabelOf(label: string | undefined, visible: string): string | null {
  return label && !label.toLowerCase().includes(visible.toLowerCase()) ? label : null;
}

const SORT_HINT = 'Sort by this column; Shift+click (or Shift+Enter) adds it to the sort';

/**
 * A column's visible header: the pace / speed column says which the rows show (speedHeader), the
 * phone layout its shorter header (PHONE_COLUMNS), else the short header or the full name.
 */
export function headerText(
  id: string,
  spec: ColumnSpec | null | undefined,
  compact: boolean,
  units: UnitSystem,
  speed: string,
): string {
  if (id === 'speed') return speed;
  return (compact ? PHONE_HEADERS.get(id)?.(units) : undefined) ?? spec?.header ?? spec?.label ?? id;
}

export function TableHead(props: {
  table: ActivityTable;
  rowCount: number;
  selection: RangeSelection;
  /** The phone layout: PHONE_COLUMNS' shorter headers. */
  compact: boolean;
  units: UnitSystem;
  /** The pace / speed column's header for the shown rows (speedHeader). */
  speedHeader: string;
}) {
  const { table, rowCount, selection, compact, units } = props;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const multi = table.state.sorting.length > 1;
  return (
    <thead className="activities-table__head">
      <tr aria-rowindex={1}>
        {headers.map((header) => {
          const column = header.column;
          if (column.id === SELECT_COLUMN_ID) {
            return (
              <th key={header.id} scope="col" className="activities-table__select">
                <input
                  type="checkbox"
                  aria-label={`Select all ${rowCount} shown activities`}
                  checked={selection.allSelected}
                  ref={(el) => {
                    if (el) el.indeterminate = selection.someSelected && !selection.allSelected;
                  }}
                  onChange={selection.toggleAll}
                  disabled={rowCount === 0}
                />
              </th>
            );
          }
          const spec = column.columnDef.meta?.spec;
          const sorted = column.getIsSorted();
          const text = headerText(column.id, spec, compact, units, props.speedHeader);
          const hiddenLabel = compact ? hiddenLabelOf(spec?.label, text) : null;
          return (
            <th
              key={header.id}
              scope="col"
              aria-sort={ariaSort(sorted)}
              className={`activities-table__th activities-table__th--${spec?.align ?? 'start'}`}
            >
              <button
                type="button"
                className="activities-table__sort"
                title={`${spec?.label ?? column.id}. ${SORT_HINT}`}
                aria-label={hiddenLabel ? undefined : spec?.label}
                onClick={column.getToggleSortingHandler()}
              >
                {hiddenLabel && <span className="visually-hidden">{hiddenLabel} </span>}
                <span>{text}</span>
                <span className="activities-table__sort-mark" aria-hidden="true">
                  {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                  {sorted && multi ? column.getSortIndex() + 1 : ''}
                </span>
              </button>
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/**
 * Totals are compact (whole km or mi, whole hours) so they fit the columns they sum. In the phone
 * layout (`compact`) the distance's unit is in its header, not in the cell.
 */
/** A phone's total time: whole hours from ten hours on ("14 h"), else as the cells print it. */
function compactTotalDuration(seconds: number): string {
  return seconds >= 10 * 3600
    ? `${Math.round(seconds / 3600).toLocaleString('en-US')} h`
    : formatTotalDuration(seconds);
}

export const TOTAL_CELLS: Partial<
  Record<ColumnId, (t: Totals, units: UnitSystem, compact: boolean) => string>
> = {
  distance: (t, u, compact) =>
    (compact ? formatDistanceValue : formatDistance)(t.distanceM, u, t.distanceM < 100_000 ? 1 : 0),
  moving: (t, _u, compact) => (compact ? compactTotalDuration : formatTotalDuration)(t.movingS),
  elapsed: (t, _u, compact) => (compact ? compactTotalDuration : formatTotalDuration)(t.elapsedS),
  gain: (t, u) => formatElevation(t.elevationGainM, u),
};

export function TableFooter(props: {
  table: ActivityTable;
  totals: Totals;
  /** Listed rows that no total counts (routes, excluded activities): said beside the count. */
  uncounted: number;
  units: UnitSystem;
  rowIndex: number;
  /** The phone layout: the distance's unit is in its header, the count above the table. */
  compact: boolean;
}) {
  const { table, totals, units, compact } = props;
  const columns = table.getVisibleLeafColumns();
  const labelAt = columns.findIndex((c) => c.id !== SELECT_COLUMN_ID && !(c.id in TOTAL_CELLS));
  // The label spans the columns after it that have no total, so it is read whole, not cut.
  let labelEnd = labelAt + 1;
  while (labelAt >= 0 && labelEnd < columns.length && !(columns[labelEnd]!.id in TOTAL_CELLS)) labelEnd++;
  const counted = `Total: ${formatCount(totals.count, 'activity', 'activities')}`;
  const label = compact
    ? 'Total'
    : props.uncounted > 0
      ? `${counted} (${formatCount(props.uncounted, 'route or excluded', 'routes or excluded')} not counted)`
      : counted;
  return (
    <tfoot className="activities-table__foot">
      <tr aria-rowindex={props.rowIndex}>
        {columns.map((c, i) => {
          const spec = c.columnDef.meta?.spec;
          const total = TOTAL_CELLS[c.id as ColumnId];
          const align = spec?.align ?? 'start';
          if (i === labelAt) {
            return (
              <th
                key={c.id}
                scope="row"
                colSpan={labelEnd - labelAt}
                className="activities-table__total-label"
              >
                {label}
              </th>
            );
          }
          if (i > labelAt && i < labelEnd) return null;
          return (
            <td key={c.id} className={`activities-table__td--${align}`}>
              {total ? total(totals, units, compact) : ''}
            </td>
          );
        })}
      </tr>
    </tfoot>
  );
}
