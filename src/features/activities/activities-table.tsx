/**
 * The activity history table: a real <table> (sortable headers with aria-sort, aria-rowcount and
 * aria-rowindex) whose body is virtualised: only the rows in view plus an overscan are in the DOM,
 * between two spacer rows, so 10,000 rows scroll like 40. The layout is fixed (<colgroup> widths)
 * so columns never jump while scrolling.
 */
import { useTable, type RowSelectionState, type Updater } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import type { SortExtras, SortSpec } from '../../domain/filters';
import type { Totals } from '../../domain/stats/totals';
import type { TrackSummary } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import type { RowActions } from './cells';
import type { ColumnId } from './column-specs';
import { TableBody } from './table-body';
import { TableFooter, TableHead } from './table-head';
import {
  ACTIVITY_COLUMNS,
  activityTableFeatures,
  SELECT_COLUMN_ID,
  SELECT_COLUMN_WIDTH,
  toSortSpecs,
} from './table-model';
import { useRangeSelection } from './use-range-selection';
import { useRowKeyboard } from './use-row-keyboard';

/** Row height in CSS pixels (fixed: rows are never measured). */
export const ROW_HEIGHT = 36;
/** Header row height in CSS pixels (sticky, inside the scroll area). */
export const HEADER_HEIGHT = 40;
/** Rows rendered beyond each edge of the view. */
export const OVERSCAN = 8;
/** The column that grows into spare width. */
const FLEX_COLUMN_ID = 'name';
/** Used before the scroll area has been measured (first paint, jsdom). */
const INITIAL_RECT = { width: 1200, height: 640 };

export interface ActivitiesTableProps {
  /** Every activity (the table's data: it changes only when the stored list does). */
  all: TrackSummary[];
  /** Filtered and sorted rows, in display order. */
  rows: TrackSummary[];
  units: UnitSystem;
  sorting: SortSpec[];
  onSortingChange: (next: SortSpec[]) => void;
  visibility: Record<ColumnId, boolean>;
  order: ColumnId[];
  rowSelection: RowSelectionState;
  onRowSelectionChange: (updater: Updater<RowSelectionState>) => void;
  totals: Totals;
  actions: RowActions;
  /** Accessible name of the table. */
  label: string;
  /** Values not in the summaries (new tiles). */
  extras: SortExtras;
}

export function ActivitiesTable(props: ActivitiesTableProps) {
  const { rows, units, sorting, onSortingChange, visibility, order, rowSelection, onRowSelectionChange } =
    props;
  const columnOrder = useMemo(() => [SELECT_COLUMN_ID, ...order], [order]);
  const table = useTable({
    features: activityTableFeatures,
    columns: ACTIVITY_COLUMNS,
    // The table gets every activity, so filtering and sorting (done in src/domain/filters, shown
    // through `rows`) never rebuild its 10,000 row objects.
    data: props.all,
    getRowId: (s) => s.id,
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiRemove: true,
    state: { sorting, rowSelection, columnVisibility: visibility, columnOrder },
    onSortingChange: (updater) =>
      onSortingChange(toSortSpecs(typeof updater === 'function' ? updater(sorting) : updater)),
    onRowSelectionChange,
  });

  const scrollRef = useRef<HTMLDivElement>(null);
  const selection = useRangeSelection(rows, rowSelection, onRowSelectionChange);
  // The project does not run the React Compiler; the virtualizer re-renders this component itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    scrollPaddingEnd: ROW_HEIGHT,
    initialRect: INITIAL_RECT,
  });
  const keyboard = useRowKeyboard({
    count: rows.length,
    pageSize: Math.max(
      1,
      Math.floor((scrollRef.current?.clientHeight ?? INITIAL_RECT.height) / ROW_HEIGHT) - 2,
    ),
    scrollToIndex: (i) => virtualizer.scrollToIndex(i, { align: 'auto' }),
    onOpen: (i) => {
      const s = rows[i];
      if (s) props.actions.onOpen(s.id);
    },
    onToggle: (i) => selection.toggle(i, false),
  });

  // With no rows the body still has one row (the "no match" message).
  const bodyRowCount = Math.max(1, rows.length);
  const leafColumns = table.getVisibleLeafColumns();
  const width = leafColumns.reduce(
    (sum, c) => sum + (c.columnDef.meta?.spec?.width ?? SELECT_COLUMN_WIDTH),
    0,
  );
  return (
    <div className="activities-table__scroll" ref={scrollRef} tabIndex={-1}>
      <table
        className="activities-table"
        aria-label={props.label}
        aria-rowcount={bodyRowCount + 2}
        style={{ width: `max(${width}px, 100%)` }}
      >
        <colgroup>
          {leafColumns.map((c) => (
            // The name column takes the room left over (at least its own width, as the table's
            // width is at least the sum of the columns).
            <col
              key={c.id}
              style={
                c.id === FLEX_COLUMN_ID
                  ? undefined
                  : { width: c.columnDef.meta?.spec?.width ?? SELECT_COLUMN_WIDTH }
              }
            />
          ))}
        </colgroup>
        <TableHead table={table} rowCount={rows.length} selection={selection} />
        <TableBody
          table={table}
          rows={rows}
          selection={selection}
          virtualItems={virtualizer.getVirtualItems()}
          totalSize={virtualizer.getTotalSize()}
          headerHeight={HEADER_HEIGHT}
          units={units}
          actions={props.actions}
          keyboard={keyboard}
          extras={props.extras}
        />
        <TableFooter table={table} totals={props.totals} units={units} rowIndex={bodyRowCount + 2} />
      </table>
    </div>
  );
}
