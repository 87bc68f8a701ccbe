/**
 * The activity history table: a real <table> (sortable headers with aria-sort, aria-rowcount and
 * aria-rowindex) whose body is virtualised: only the rows in view plus an overscan are in the DOM,
 * between two spacer rows, so 10,000 rows scroll like 40. The layout is fixed (<colgroup> widths)
 * so columns never jump while scrolling; a value column is as wide as its widest value over every
 * activity (fit-widths.ts), so no number is cut. Narrower than PHONE_TABLE_MAX_WIDTH (a phone), the
 * key columns come first (PHONE_COLUMNS) and the rest scroll sideways.
 */
import { useTable, type RowSelectionState, type Updater } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SortExtras, SortSpec } from '../../../domain/filters';
import type { Totals } from '../../../domain/stats/totals';
import type { TrackSummary } from '../../../domain/stats/types';
import type { UnitSystem } from '../../../domain/units';
import type { RowActions } from './cells';
import {
  PHONE_COLUMNS,
  PHONE_TABLE_MAX_WIDTH,
  speedHeader,
  type ColumnId,
  type ColumnSpec,
} from './column-specs';
import { measureColumnWidths, type FitColumn } from './fit-widths';
import { TableBody } from './table-body';
import { headerText, TableFooter, TableHead, TOTAL_CELLS } from './table-head';
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
  /** Listed rows that no total counts: routes and excluded activities. */
  uncounted?: number;
  actions: RowActions;
  /** Accessible name of the table. */
  label: string;
  /** Values not in the summaries (new tiles). */
  extras: SortExtras;
}

export function ActivitiesTable(props: ActivitiesTableProps) {
  const { rows, units, sorting, onSortingChange, visibility, order, rowSelection, onRowSelectionChange } =
    props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const compact = useNarrow(scrollRef, PHONE_TABLE_MAX_WIDTH);
  const columnOrder = useMemo(
    () => (compact ? phoneOrder(order) : [SELECT_COLUMN_ID, ...order]),
    [compact, order],
  );
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

  const selection = useRangeSelection(rows, rowSelection, onRowSelectionChange);
  // The project does not run the React Compiler; the virtualizer re-renders this component itself.
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here
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
  const speed = useMemo(() => speedHeader(rows), [rows]);
  const fitted = useFittedWidths({
    scrollRef,
    tableRef,
    all: props.all,
    columns: leafColumns
      .filter((c) => c.columnDef.meta?.spec)
      .map((c) => {
        const spec = c.columnDef.meta!.spec!;
        const total = TOTAL_CELLS[spec.id]?.(props.totals, units, compact) ?? null;
        const key = sorting.findIndex((k) => k.id === c.id);
        const sorted = key < 0 ? null : sorting.length > 1 ? ('many' as const) : ('one' as const);
        return { id: c.id, spec, header: headerText(c.id, spec, compact, units, speed), total, sorted };
      }),
    units,
    extras: props.extras,
    compact,
  });
  // A measured column is as wide as its widest text (fit-widths.ts); the others, and every column
  // until measured, keep their set widths.
  const widthOf = (id: string, spec: ColumnSpec | null | undefined) =>
    fitted.get(id) ?? (compact ? PHONE_WIDTHS.get(id) : undefined) ?? spec?.width ?? SELECT_COLUMN_WIDTH;
  const width = leafColumns.reduce((sum, c) => sum + widthOf(c.id, c.columnDef.meta?.spec), 0);
  return (
    <div className="activities-table__scroll" ref={scrollRef} tabIndex={-1}>
      <table
        ref={tableRef}
        className={compact ? 'activities-table activities-table--compact' : 'activities-table'}
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
              style={c.id === FLEX_COLUMN_ID ? undefined : { width: widthOf(c.id, c.columnDef.meta?.spec) }}
            />
          ))}
        </colgroup>
        <TableHead
          table={table}
          rowCount={rows.length}
          selection={selection}
          compact={compact}
          units={units}
          speedHeader={speed}
        />
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
          compact={compact}
        />
        <TableFooter
          table={table}
          totals={props.totals}
          uncounted={props.uncounted ?? 0}
          units={units}
          rowIndex={bodyRowCount + 2}
          compact={compact}
        />
      </table>
    </div>
  );
}

const PHONE_WIDTHS = new Map<string, number>(PHONE_COLUMNS.map((c) => [c.id, c.width]));

/** The phone layout's column order: the key columns the user shows, the select box, the rest. */
export function phoneOrder(order: readonly ColumnId[]): string[] {
  const keys = PHONE_COLUMNS.map((c) => c.id).filter((id) => order.includes(id));
  return [...keys, SELECT_COLUMN_ID, ...order.filter((id) => !keys.includes(id))];
}

/**
 * The widths the value columns need (fit-widths.ts), measured after each render whose inputs
 * changed, before the browser paints; empty until then and where nothing is laid out.
 */
function useFittedWidths(input: {
  scrollRef: React.RefObject<HTMLElement | null>;
  tableRef: React.RefObject<HTMLTableElement | null>;
  all: readonly TrackSummary[];
  columns: FitColumn[];
  units: UnitSystem;
  extras: SortExtras;
  compact: boolean;
}): ReadonlyMap<string, number> {
  const [widths, setWidths] = useState<ReadonlyMap<string, number>>(NO_WIDTHS);
  const { scrollRef, tableRef, all, columns, units, extras, compact } = input;
  // The columns' content, as one key: a new array of equal columns measures nothing again.
  const key = JSON.stringify(columns.map((c) => [c.id, c.header, c.total, c.sorted]));
  useLayoutEffect(() => {
    const host = scrollRef.current;
    const table = tableRef.current;
    if (!host || !table) return;
    const next = measureColumnWidths(host, table, columns, all, units, extras, compact);
    setWidths((prev) => (sameWidths(prev, next) ? prev : next));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `columns` is keyed by its content
  }, [scrollRef, tableRef, all, key, units, extras, compact]);
  return widths;
}

const NO_WIDTHS: ReadonlyMap<string, number> = new Map();

function sameWidths(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  return a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);
}

/** True while the element is narrower than `maxWidth` CSS pixels (false before it is measured). */
function useNarrow(ref: React.RefObject<HTMLElement | null>, maxWidth: number): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const update = () => setNarrow(el.clientWidth > 0 && el.clientWidth < maxWidth);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, maxWidth]);
  return narrow;
}
