/** The virtualised table body: spacer row, the rows in view, spacer row. */
import type { Row } from '@tanstack/react-table';
import type { VirtualItem } from '@tanstack/react-virtual';
import type { SortExtras } from '../../../domain/filters';
import type { TrackSummary } from '../../../domain/stats/types';
import type { UnitSystem } from '../../../domain/units';
import { NameCell, SportCell, type RowActions } from './cells';
import { cellText } from './column-specs';
import { SELECT_COLUMN_ID, type ActivityTable, type ActivityTableFeatures } from './table-model';
import type { RangeSelection } from './use-range-selection';
import type { RowKeyboard } from './use-row-keyboard';

export interface TableBodyProps {
  table: ActivityTable;
  /** Display order. */
  rows: TrackSummary[];
  selection: RangeSelection;
  virtualItems: VirtualItem[];
  totalSize: number;
  headerHeight: number;
  units: UnitSystem;
  actions: RowActions;
  keyboard: RowKeyboard;
  /** Values not in the summaries (new tiles). */
  extras: SortExtras;
  /** The phone layout: shorter cell texts (ColumnSpec.compactDisplay). */
  compact: boolean;
}

export function TableBody(props: TableBodyProps) {
  const { table, rows, virtualItems, keyboard } = props;
  const columnCount = table.getVisibleLeafColumns().length;
  // The table's row objects (for cells in the chosen order); the summaries shown come from `rows`.
  const byId = table.getCoreRowModel().rowsById;
  const first = virtualItems[0];
  const last = virtualItems[virtualItems.length - 1];
  const top = first ? first.start - props.headerHeight : 0;
  const bottom = last ? props.totalSize - last.end : 0;
  if (rows.length === 0) {
    return (
      <tbody>
        <tr aria-rowindex={2}>
          <td colSpan={columnCount} className="activities-table__none">
            No activities match these filters.
          </td>
        </tr>
      </tbody>
    );
  }
  return (
    // Arrow keys move between rows (roving tabindex): one listener for the rows' focusable cells.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- roving tabindex
    <tbody onKeyDown={keyboard.onKeyDown}>
      {top > 0 ? <SpacerRow height={top} columns={columnCount} /> : null}
      {virtualItems.map((item) => {
        const summary = rows[item.index];
        const row = summary && byId[summary.id];
        if (!summary || !row) return null;
        return <BodyRow key={summary.id} row={row} summary={summary} index={item.index} {...props} />;
      })}
      {bottom > 0 ? <SpacerRow height={bottom} columns={columnCount} /> : null}
    </tbody>
  );
}

function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden="true" className="activities-table__spacer" style={{ height }}>
      <td colSpan={columns} />
    </tr>
  );
}

type BodyRowProps = TableBodyProps & {
  row: Row<ActivityTableFeatures, TrackSummary>;
  summary: TrackSummary;
  index: number;
};

function BodyRow(props: BodyRowProps) {
  const { row, summary, index, keyboard, actions, units, selection, extras, compact } = props;
  const active = index === keyboard.activeIndex;
  const selected = selection.isSelected(summary.id);
  return (
    <tr
      data-index={index}
      data-row-id={row.id}
      data-focus-key={`activity-row:${row.id}`}
      aria-rowindex={index + 2}
      tabIndex={active ? 0 : -1}
      className={selected ? 'activities-table__row is-selected' : 'activities-table__row'}
      onFocus={() => keyboard.onRowFocus(index)}
    >
      {row.getVisibleCells().map((cell) => {
        const id = cell.column.id;
        if (id === SELECT_COLUMN_ID) {
          return (
            <td key={cell.id} className="activities-table__select">
              <input
                type="checkbox"
                aria-label={`Select ${summary.name}`}
                checked={selected}
                tabIndex={active ? 0 : -1}
                onChange={(e) => selection.toggle(index, (e.nativeEvent as MouseEvent).shiftKey)}
              />
            </td>
          );
        }
        const spec = cell.column.columnDef.meta?.spec;
        let content: React.ReactNode;
        if (id === 'name') {
          content = (
            <NameCell
              summary={summary}
              actions={actions}
              tabbable={active}
              editing={keyboard.editingId === row.id}
              setEditing={(on) => keyboard.setEditingId(on ? row.id : null)}
            />
          );
        } else if (id === 'sport') {
          content = <SportCell summary={summary} actions={actions} tabbable={active} />;
        } else {
          content = spec ? cellText(spec, summary, units, extras, compact) : '';
        }
        return (
          <td key={cell.id} className={`activities-table__td--${spec?.align ?? 'start'}`}>
            {content}
          </td>
        );
      })}
    </tr>
  );
}
