/**
 * An activity's edits (domain/edits) as stored in its Firestore document: `edits` is null or
 * { ops: string[], applied: int }, each operation one line of text,
 *   "trim <start> <end>", "cut <start> <end>", "split before|after <at>", "merge <id>,<id>..."
 * with times as ISO 8601 UTC with milliseconds (2024-05-01T07:02:10.000Z). firestore.rules checks
 * the whole list with one pattern (EDIT_OP_PATTERN there), which a list of maps would not fit in
 * its budget of 1,000 expressions per write.
 */
import type { EditHistory, EditOp } from '../../domain/edits/types';

export interface StoredEdits {
  ops: string[];
  applied: number;
}

export function encodeEditOp(op: EditOp): string {
  switch (op.op) {
    case 'trim':
    case 'cut':
      return `${op.op} ${op.start} ${op.end}`;
    case 'split':
      return `split ${op.keep} ${op.at}`;
    case 'merge':
      return `merge ${op.ids.join(',')}`;
  }
}

/** The operation of a stored line, in the schema's input shape (zod checks it after); the text as it is otherwise. */
function decodeEditOp(line: unknown): unknown {
  if (typeof line !== 'string') return line;
  const [op, a, b, ...rest] = line.split(' ');
  if (rest.length > 0) return line;
  if ((op === 'trim' || op === 'cut') && b !== undefined) return { op, start: a, end: b };
  if (op === 'split' && b !== undefined) return { op, keep: a, at: b };
  if (op === 'merge' && a !== undefined && b === undefined) return { op, ids: a.split(',') };
  return line;
}

export function encodeEdits(history: EditHistory | null): StoredEdits | null {
  return history === null ? null : { ops: history.ops.map(encodeEditOp), applied: history.applied };
}

/** Stored edits back into the summary's shape for the schema to check (anything else as it is). */
export function decodeEdits(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || !('ops' in stored) || !Array.isArray(stored.ops)) {
    return stored;
  }
  return { ...stored, ops: stored.ops.map(decodeEditOp) };
}
