/**
 * Keyboard use of the table body as one tab stop (roving tabindex): the active row is the only
 * focusable row; arrow keys, Page Up/Down, Home and End move it (scrolling the virtual list and
 * focusing the row once it is rendered), Enter opens it, Space toggles its selection, F2 renames.
 */
import { useState, type KeyboardEvent } from 'react';

export interface RowKeyboardOptions {
  count: number;
  /** Rows moved by Page Up / Page Down. */
  pageSize: number;
  scrollToIndex: (index: number) => void;
  onOpen: (index: number) => void;
  onToggle: (index: number) => void;
}

export interface RowKeyboard {
  /** Index of the row in the tab order. */
  activeIndex: number;
  /** Row id being renamed, if any. */
  editingId: string | null;
  setEditingId: (id: string | null) => void;
  onRowFocus: (index: number) => void;
  onKeyDown: (e: KeyboardEvent<HTMLTableSectionElement>) => void;
}

/** Frames to wait for a scrolled-to row to render before giving up on focusing it. */
const FOCUS_FRAMES = 6;

/** Focuses the row with this index once it is rendered (after the virtual list has scrolled). */
function focusRowWhenRendered(body: HTMLElement, index: number, framesLeft = FOCUS_FRAMES): void {
  requestAnimationFrame(() => {
    const el = body.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
    if (el) el.focus({ preventScroll: true });
    else if (framesLeft > 0) focusRowWhenRendered(body, index, framesLeft - 1);
  });
}

function targetIndex(key: string, current: number, count: number, page: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return Math.min(count - 1, current + 1);
    case 'ArrowUp':
      return Math.max(0, current - 1);
    case 'PageDown':
      return Math.min(count - 1, current + page);
    case 'PageUp':
      return Math.max(0, current - page);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export function useRowKeyboard(opts: RowKeyboardOptions): RowKeyboard {
  const [active, setActive] = useState(0);
  const [editingId, setEditingId] = useState<string | null>(null);
  const activeIndex = Math.max(0, Math.min(active, opts.count - 1));

  const onKeyDown = (e: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = (e.target as HTMLElement).closest('tr[data-index]');
    if (!row || e.target !== row || opts.count === 0) return;
    const index = Number(row.getAttribute('data-index'));
    const next = targetIndex(e.key, index, opts.count, opts.pageSize);
    if (next !== null) {
      e.preventDefault();
      setActive(next);
      opts.scrollToIndex(next);
      focusRowWhenRendered(e.currentTarget, next);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      opts.onOpen(index);
    } else if (e.key === ' ') {
      e.preventDefault();
      opts.onToggle(index);
    } else if (e.key === 'F2') {
      e.preventDefault();
      setEditingId(row.getAttribute('data-row-id'));
    }
  };

  return { activeIndex, editingId, setEditingId, onRowFocus: setActive, onKeyDown };
}
