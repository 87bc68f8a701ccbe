import { describe, expect, it } from 'vitest';
import { canUndo, pushEdit, restoreOriginal } from './history';
import { mergedAwayIds, ownEditsFrom, splitChildId, splitChildren, withoutMergedAway } from './related';
import type { EditHistory } from './types';

const A = '2024-05-01T07:10:00.000Z';
const B = '2024-05-01T07:05:00.000Z';
const TRIM = { op: 'trim', start: '2024-05-01T07:00:00.000Z', end: '2024-05-01T08:00:00.000Z' } as const;

describe('split children', () => {
  it('each applied "split before" makes a second part with the edits before it, then "split after"', () => {
    const h = pushEdit(pushEdit(pushEdit(null, TRIM), { op: 'split', at: A, keep: 'before' }), {
      op: 'split',
      at: B,
      keep: 'before',
    });
    const children = splitChildren('abc', h);
    expect([...children.keys()]).toEqual([splitChildId('abc', A), splitChildId('abc', B)]);
    expect(children.get(splitChildId('abc', B))).toEqual({
      ops: [TRIM, { op: 'split', at: A, keep: 'before' }, { op: 'split', at: B, keep: 'after' }],
      applied: 3,
    });
    // Undone splits make nothing.
    expect(splitChildren('abc', { ...h, applied: 1 }).size).toBe(0);
  });

  it('a second part makes nothing of the split it inherited and cannot undo the split that made it', () => {
    const child: EditHistory = {
      ops: [
        { op: 'split', at: A, keep: 'before' },
        { op: 'split', at: B, keep: 'after' },
      ],
      applied: 2,
    };
    expect(splitChildren('x', child).size).toBe(0);
    expect(ownEditsFrom(child)).toBe(2);
    expect(canUndo(child)).toBe(false);
    expect(restoreOriginal(pushEdit(child, TRIM)).applied).toBe(2);
  });

  it('ids stay valid store ids', () => {
    const id = splitChildId('f'.repeat(128), A);
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,128}$/);
    expect(id).not.toBe(splitChildId('f'.repeat(128), B));
  });
});

describe('merged away', () => {
  it('hides the activities an applied merge takes, not those of an undone one', () => {
    const list = [
      { id: 'a', edits: { ops: [{ op: 'merge' as const, ids: ['b'] }], applied: 1 } },
      { id: 'b', edits: null },
      { id: 'c', edits: { ops: [{ op: 'merge' as const, ids: ['d'] }], applied: 0 } },
      { id: 'd', edits: null },
    ];
    expect([...mergedAwayIds(list)]).toEqual(['b']);
    expect(withoutMergedAway(list).map((s) => s.id)).toEqual(['a', 'c', 'd']);
  });
});
