import { describe, expect, it } from 'vitest';
import { CURVES_VERSION } from '../../domain/curves/activity-curves';
import type { ActivityCurves } from '../../domain/curves/types';
import { storedSummary } from '../../testing/store-fixtures';
import { curveRows, overlays, spansAt } from './curves-model';

const power = (w: number): ActivityCurves => ({
  version: CURVES_VERSION,
  power: { values: Float32Array.of(w, w - 10), startS: Uint32Array.of(1, 2), endS: Uint32Array.of(2, 4) },
  hr: null,
  speed: null,
  gapSpeed: null,
  pace: null,
  gapPace: null,
  rejected: { power: 0, hr: 0 },
});

describe('curves model', () => {
  const now = Date.UTC(2026, 10, 29);
  const rows = [
    storedSummary({ id: 'a', startTime: Date.UTC(2026, 10, 1) }),
    storedSummary({ id: 'b', startTime: Date.UTC(2025, 5, 1) }),
    storedSummary({ id: 'c', startTime: Date.UTC(2019, 5, 1) }),
    storedSummary({ id: 'd', startTime: Date.UTC(2026, 1, 1) }),
  ];
  const stored = new Map([
    ['a', power(300)],
    ['b', power(400)],
    ['c', power(500)],
  ]);

  it('overlays all time, this year, last year and the last 90 days', () => {
    const data = curveRows(rows, stored);
    expect(data.rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    const list = overlays(data, 'power', spansAt(now));
    expect(list.map((o) => [o.span.label, o.curve.values[0], o.activities])).toEqual([
      ['All time', 500, 3],
      ['2026', 300, 1],
      ['2025', 400, 1],
      ['Last 90 days', 300, 1],
    ]);
    expect(data.rows[list[0]!.curve.row[0]!]!.id).toBe('c');
  });

  it('leaves out a span without curves of the channel', () => {
    const list = overlays(curveRows(rows.slice(0, 1), stored), 'power', spansAt(now));
    expect(list.map((o) => o.span.key)).toEqual(['all', 'this-year', 'last-90']);
  });
});
