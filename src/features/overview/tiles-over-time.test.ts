import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../domain/filters/summary-fixture';
import { tilesOverTime } from './tiles-over-time';

const UTC = () => 0;

describe('tilesOverTime', () => {
  it('sums new tiles per local month and fills the months between', () => {
    const rows = [
      makeSummary({ id: 'a', startTime: Date.UTC(2025, 0, 10), utcOffsetMin: 0 }),
      makeSummary({ id: 'b', startTime: Date.UTC(2025, 0, 20), utcOffsetMin: 0 }),
      // 23:30 UTC on 31 March is 1 April at +02:00: an April tile.
      makeSummary({ id: 'c', startTime: Date.UTC(2025, 2, 31, 23, 30), utcOffsetMin: 120 }),
      makeSummary({ id: 'none', startTime: null }),
      makeSummary({ id: 'unknown', startTime: Date.UTC(2030, 0, 1) }),
    ];
    const newTiles = new Map([
      ['a', 5],
      ['b', 2],
      ['c', 4],
      ['none', 9],
    ]);
    expect(tilesOverTime(rows, newTiles, UTC)).toEqual([
      { month: '2025-01', added: 7, total: 7 },
      { month: '2025-02', added: 0, total: 7 },
      { month: '2025-03', added: 0, total: 7 },
      { month: '2025-04', added: 4, total: 11 },
    ]);
  });

  it('gives no months without counted activities', () => {
    expect(tilesOverTime([makeSummary({ id: 'a' })], new Map(), UTC)).toEqual([]);
  });
});
