import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, describeEdit, pushEdit, redoEdit, restoreOriginal, undoEdit } from './history';
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

  it('writes a range ending on its start day with the end time only, and both dates otherwise', () => {
    // UTC formatters: the page passes the activity's zone.
    const iso = (ms: number) => new Date(ms).toISOString();
    const f = {
      dateTime: (ms: number) => iso(ms).slice(0, 16).replace('T', ' '),
      date: (ms: number) => iso(ms).slice(0, 10),
      time: (ms: number) => iso(ms).slice(11, 16),
    };
    expect(describeEdit(a, f)).toBe('Trimmed to 2024-05-01 07:00–08:00');
    expect(describeEdit(b, f)).toBe('Cut out 2024-05-01 07:10–07:20');
    const overnight: EditOp = { op: 'cut', start: '2024-05-01T23:50:00Z', end: '2024-05-02T00:20:00Z' };
    expect(describeEdit(overnight, f)).toBe('Cut out 2024-05-01 23:50–2024-05-02 00:20');
    expect(describeEdit({ op: 'split', at: '2024-05-01T07:30:00Z', keep: 'after' }, f)).toBe(
      'Split at 2024-05-01 07:30: kept the second part',
    );
  });
});
