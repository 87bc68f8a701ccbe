import { describe, expect, it } from 'vitest';
import { CURVES_VERSION } from '../../domain/curves/activity-curves';
import type { ActivityCurves } from '../../domain/curves/types';
import { storedSummary } from '../../testing/store-fixtures';
import { packCurves } from '../../domain/curves/aggregate';
import { channelSports, curveRows, overlays, spansAt, sportCurve } from './curves-model';

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
    const list = overlays(data, packCurves(data.curves, 'power'), spansAt(now));
    expect(list.map((o) => [o.span.label, o.curve.values[0], o.activities])).toEqual([
      ['All time', 500, 3],
      ['2026', 300, 1],
      ['2025', 400, 1],
      ['Last 90 days', 300, 1],
    ]);
    expect(data.rows[list[0]!.curve.row[0]!]!.id).toBe('c');
  });

  it('leaves out a span without curves of the channel', () => {
    const data = curveRows(rows.slice(0, 1), stored);
    const list = overlays(data, packCurves(data.curves, 'power'), spansAt(now));
    expect(list.map((o) => o.span.key)).toEqual(['all', 'this-year', 'last-90']);
  });

  it('fits on one sport: counts the sports with the channel and keeps the curve of one', () => {
    const mixed = [
      storedSummary({ id: 'a', sport: 'ride', startTime: Date.UTC(2026, 10, 1) }),
      storedSummary({ id: 'b', sport: 'run', startTime: Date.UTC(2025, 5, 1) }),
      storedSummary({ id: 'c', sport: 'ride', startTime: Date.UTC(2019, 5, 1) }),
      storedSummary({ id: 'd', sport: 'walk', startTime: Date.UTC(2026, 1, 1) }),
    ];
    const curves = new Map([...stored, ['d', { ...power(1), power: null }]]);
    const data = curveRows(mixed, curves);
    expect(channelSports(data, 'power')).toEqual([
      { sport: 'run', activities: 1 },
      { sport: 'ride', activities: 2 },
    ]);
    const matrix = packCurves(data.curves, 'power');
    // The run's 400 W is left out of the ride curve: the rides' best is 500 W (c), then 490 W.
    const ride = sportCurve(data, matrix, 'ride');
    expect([...ride.values.subarray(0, 3)]).toEqual([500, 490, NaN]);
    expect(data.rows[ride.row[0]!]!.id).toBe('c');
    expect([...sportCurve(data, matrix, 'run').values.subarray(0, 2)]).toEqual([400, 390]);
  });
});
