import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, pushEdit, redoEdit, restoreOriginal, undoEdit } from './history';
import { appliedOps, type EditOp } from './types';

const a: EditOp = { op: 'trim', start: '2024-05-01T07:00:00.000Z', end: '2024-05-01T08:00:00.000Z' };
const b: EditOp = { op: 'cut', start: '2024-05-01T07:10:00.000Z', end: '2024-05-01T07:20:00.000Z' };

describe('edit history', () => {
  it('undoes, redoes and drops the undone edits when a new one is made', () => {
    let h = pushEdit(pushEdit(null, a), b);
    expect(appliedOps(h)).toEqual([a, b]);
    h = undoEdit(h);
    expect(appliedOps(h)).toEqual([a]);
    expect(canRedo(h)).toBe(true);
    expect(appliedOps(redoEdit(h))).toEqual([a, b]);
    h = pushEdit(h, b);
    expect(h).toEqual({ ops: [a, b], applied: 2 });
    const restored = restoreOriginal(h);
    expect(appliedOps(restored)).toEqual([]);
    expect(canUndo(restored)).toBe(false);
    expect(appliedOps(redoEdit(restored))).toEqual([a]);
  });

  it('refuses an undo with nothing to undo', () => {
    expect(() => undoEdit(null)).toThrow('no edit to undo');
    expect(() => redoEdit({ ops: [a], applied: 1 })).toThrow('no edit to redo');
  });
});
