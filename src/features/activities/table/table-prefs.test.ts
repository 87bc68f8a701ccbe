import { describe, expect, it } from 'vitest';
import { COLUMN_IDS } from './column-specs';
import { defaultTablePrefs, loadTablePrefs, saveTablePrefs, TABLE_PREFS_KEY } from './table-prefs';
import { memoryStorage } from '../../../testing/memory-storage';

describe('table prefs', () => {
  it('defaults: every column once, date descending', () => {
    const p = defaultTablePrefs();
    expect(p.order).toEqual([...COLUMN_IDS]);
    expect(p.sorting).toEqual([{ id: 'date', desc: true }]);
    expect(p.visibility.name).toBe(true);
    expect(p.visibility.fileName).toBe(false);
  });

  it('round-trips through storage', () => {
    const storage = memoryStorage();
    const p = defaultTablePrefs();
    const changed = {
      visibility: { ...p.visibility, fileName: true, date: false },
      order: [...p.order].reverse(),
      sorting: [
        { id: 'distance' as const, desc: false },
        { id: 'name' as const, desc: true },
      ],
    };
    saveTablePrefs(changed, storage);
    expect(loadTablePrefs(storage)).toEqual(changed);
  });

  it('repairs unknown, missing and duplicate entries', () => {
    const storage = memoryStorage({
      [TABLE_PREFS_KEY]: JSON.stringify({
        visibility: { name: false, bogus: true },
        order: ['distance', 'bogus', 'distance', 'name'],
        sorting: [
          { id: 'distance', desc: true },
          { id: 'distance', desc: false },
          { id: 'select', desc: true },
        ],
      }),
    });
    const p = loadTablePrefs(storage);
    expect(p.order.slice(0, 2)).toEqual(['distance', 'name']);
    expect([...p.order].sort()).toEqual([...COLUMN_IDS].sort());
    expect(p.visibility.name).toBe(false);
    expect('bogus' in p.visibility).toBe(false);
    expect(p.sorting).toEqual([{ id: 'distance', desc: true }]);
  });

  it('falls back to defaults on garbage without throwing', () => {
    for (const text of ['not json', '42', 'null', '{"order": 5}']) {
      const p = loadTablePrefs(memoryStorage({ [TABLE_PREFS_KEY]: text }));
      expect(p.order).toEqual([...COLUMN_IDS]);
    }
  });
});
