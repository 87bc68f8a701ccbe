import { describe, expect, it } from 'vitest';
import { checkHeatChanges, clearHeatChanges, NO_HEAT_CHANGES, noteHeatChanges } from './heat-changes';

describe('heat changes', () => {
  it('stamps each change anew and clears only what was handled with the same stamp', () => {
    const one = noteHeatChanges(NO_HEAT_CHANGES, ['a', 'b']);
    expect(one).toEqual({
      next: 3,
      changes: [
        ['a', 1],
        ['b', 2],
      ],
    });
    const handled = one.changes;
    // 'a' changes again after the state was read: its newer stamp survives the clear.
    const two = noteHeatChanges(one, ['a']);
    expect(two).toEqual({
      next: 4,
      changes: [
        ['b', 2],
        ['a', 3],
      ],
    });
    expect(clearHeatChanges(two, handled)).toEqual({ next: 4, changes: [['a', 3]] });
    expect(clearHeatChanges(two, [...handled, ['a', 3]])).toEqual({ next: 4, changes: [] });
  });

  it('accepts a stored list and names what is wrong with a bad one', () => {
    expect(checkHeatChanges(noteHeatChanges(NO_HEAT_CHANGES, ['a']))).toBeNull();
    expect(checkHeatChanges(null)).toBe('not a change list');
    expect(checkHeatChanges({ next: 0, changes: [] })).toBe('no valid next stamp');
    expect(
      checkHeatChanges({
        next: 3,
        changes: [
          ['a', 1],
          ['a', 2],
        ],
      }),
    ).toBe('a change without an id of its own');
    expect(checkHeatChanges({ next: 2, changes: [['a', 2]] })).toBe('a change of a with an invalid stamp');
    expect(checkHeatChanges({ next: 2, changes: [['a']] })).toBe('a change that is not [id, stamp]');
  });
});
