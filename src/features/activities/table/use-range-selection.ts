/**
 * Row selection over the rows as shown (filtered and sorted here, not by the table): a click
 * toggles one row and becomes the anchor; a Shift+click sets every row between the anchor and the
 * clicked one to the clicked row's new state; the header box selects or clears every shown row.
 * Selected rows that the filters hide stay selected.
 */
import type { RowSelectionState, Updater } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { TrackSummary } from '../../../domain/stats/types';

export interface RangeSelection {
  isSelected: (id: string) => boolean;
  /** Toggles the row at this display index; with `range`, applies its new state from the anchor. */
  toggle: (index: number, range: boolean) => void;
  allSelected: boolean;
  someSelected: boolean;
  toggleAll: () => void;
}

export function useRangeSelection(
  rows: readonly TrackSummary[],
  selection: RowSelectionState,
  setSelection: (updater: Updater<RowSelectionState>) => void,
): RangeSelection {
  const [anchorId, setAnchorId] = useState<string | null>(null);
  const { allSelected, someSelected } = useMemo(() => {
    let count = 0;
    for (const r of rows) if (selection[r.id]) count++;
    return { allSelected: rows.length > 0 && count === rows.length, someSelected: count > 0 };
  }, [rows, selection]);

  const toggle = (index: number, range: boolean) => {
    const row = rows[index];
    if (!row) return;
    const value = !selection[row.id];
    const anchor = range && anchorId !== null ? rows.findIndex((r) => r.id === anchorId) : -1;
    const [from, to] = anchor < 0 ? [index, index] : [Math.min(anchor, index), Math.max(anchor, index)];
    setSelection((old) => {
      const next = { ...old };
      for (let i = from; i <= to; i++) {
        const id = (rows[i] as TrackSummary).id;
        if (value) next[id] = true;
        else delete next[id];
      }
      return next;
    });
    setAnchorId(row.id);
  };

  const toggleAll = () =>
    setSelection((old) => {
      const next = { ...old };
      for (const r of rows) {
        if (allSelected) delete next[r.id];
        else next[r.id] = true;
      }
      return next;
    });

  return { isSelected: (id) => selection[id] === true, toggle, allSelected, someSelected, toggleAll };
}
