/**
 * The TanStack Table v9 model of the activity table: features, column definitions, and the bridge
 * between its sorting state and the domain's SortSpec. Sorting and filtering themselves run in
 * src/domain/filters (manualSorting): the table owns the sort/selection/visibility/order state and
 * its interaction rules (shift-click multi-sort, shift-range selection).
 */
import {
  columnOrderingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { isSortKey, SORT_VALUES, type SortSpec } from '../../../domain/filters';
import type { TrackSummary } from '../../../domain/stats/types';
import { COLUMN_SPECS, type ColumnSpec } from './column-specs';
import { MAX_SORT_KEYS } from './table-prefs';

export interface ActivityColumnMeta {
  /** null for the selection column. */
  spec: ColumnSpec | null;
}

export const activityTableFeatures = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  columnOrderingFeature,
  columnMeta: {} as ActivityColumnMeta,
});

export type ActivityTableFeatures = typeof activityTableFeatures;

export const SELECT_COLUMN_ID = 'select';
/** Width of the checkbox column, CSS pixels. */
export const SELECT_COLUMN_WIDTH = 44;

const helper = createColumnHelper<ActivityTableFeatures, TrackSummary>();

/** Stable column definitions (module scope: the table must not see a new array each render). */
export const ACTIVITY_COLUMNS = helper.columns([
  helper.display({
    id: SELECT_COLUMN_ID,
    header: 'Select',
    enableSorting: false,
    enableHiding: false,
    meta: { spec: null },
  }),
  ...COLUMN_SPECS.map((spec) =>
    helper.accessor((s: TrackSummary): string | number | null => SORT_VALUES[spec.id].get(s), {
      id: spec.id,
      header: spec.label,
      sortDescFirst: spec.descFirst,
      meta: { spec },
    }),
  ),
]);

/** TanStack sorting state to domain sort keys (unknown ids dropped, at most MAX_SORT_KEYS). */
export function toSortSpecs(state: SortingState): SortSpec[] {
  const out: SortSpec[] = [];
  for (const s of state) {
    if (isSortKey(s.id) && !out.some((o) => o.id === s.id)) out.push({ id: s.id, desc: s.desc });
  }
  return out.slice(0, MAX_SORT_KEYS);
}

/** The aria-sort value of a column. */
export function ariaSort(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}

/** The table instance as the header, body and footer components receive it. */
export type ActivityTable = ReactTable<ActivityTableFeatures, TrackSummary>;
