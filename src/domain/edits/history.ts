/**
 * Undo, redo and "restore the original" on an activity's edit history (types.ts). Pure: each gives
 * a new history; the caller recomputes the activity through appliedOps() and stores both.
 */
import { ownEditsFrom } from './related';
import { EditError, MAX_EDIT_OPS, type EditHistory, type EditOp } from './types';

export const EMPTY_HISTORY: EditHistory = { ops: [], applied: 0 };

/** A new edit after the applied ones; the undone ones after it are dropped (as in any editor). */
export function pushEdit(history: EditHistory | null, op: EditOp): EditHistory {
  const kept = (history ?? EMPTY_HISTORY).ops.slice(0, history?.applied ?? 0);
  if (kept.length >= MAX_EDIT_OPS) {
    throw new EditError(`An activity keeps at most ${MAX_EDIT_OPS} edits: restore the original first`);
  }
  return { ops: [...kept, op], applied: kept.length + 1 };
}

/** An edit of this activity's own is applied (a second part of a split cannot undo the split: related.ts). */
export const canUndo = (h: EditHistory | null): boolean => h !== null && h.applied > ownEditsFrom(h);
export const canRedo = (h: EditHistory | null): boolean => h !== null && h.applied < h.ops.length;

export function undoEdit(h: EditHistory | null): EditHistory {
  if (h === null || !canUndo(h)) throw new EditError('There is no edit to undo');
  return { ops: h.ops, applied: h.applied - 1 };
}

export function redoEdit(h: EditHistory | null): EditHistory {
  if (h === null || !canRedo(h)) throw new EditError('There is no edit to redo');
  return { ops: h.ops, applied: h.applied + 1 };
}

/**
 * The original: no edit applied, every edit kept for redo. A second part of a split goes back to
 * the part it was made as (related.ts ownEditsFrom).
 */
export function restoreOriginal(h: EditHistory | null): EditHistory {
  return { ops: h?.ops ?? [], applied: ownEditsFrom(h) };
}

/** How the history list writes times: in the activity's zone (the caller's formatters). */
export interface EditTimeFormat {
  /** "Sat 14 Jun 2025, 07:42" */
  dateTime: (ms: number) => string;
  /** "Sat 14 Jun 2025": the end of a range on its start's day is written as a time only. */
  date: (ms: number) => string;
  /** "07:42" */
  time: (ms: number) => string;
}

/** "Sat 14 Jun 2025, 07:42–08:10", or both dates when the range ends on another day. */
function timeRange(start: string, end: string, f: EditTimeFormat): string {
  const [a, b] = [Date.parse(start), Date.parse(end)];
  return `${f.dateTime(a)}–${f.date(a) === f.date(b) ? f.time(b) : f.dateTime(b)}`;
}

/** A plain-words line for an operation (the history list on the activity page). */
export function describeEdit(op: EditOp, f: EditTimeFormat): string {
  switch (op.op) {
    case 'trim':
      return `Trimmed to ${timeRange(op.start, op.end, f)}`;
    case 'cut':
      return `Cut out ${timeRange(op.start, op.end, f)}`;
    case 'split':
      return op.keep === 'before'
        ? `Split at ${f.dateTime(Date.parse(op.at))}: kept the first part`
        : `Split at ${f.dateTime(Date.parse(op.at))}: kept the second part`;
    case 'merge':
      return `Merged with ${op.ids.length} other ${op.ids.length === 1 ? 'activity' : 'activities'}`;
  }
}
