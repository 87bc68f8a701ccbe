import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import { EDDINGTON_CHART_MIN, eddingtonBars, eddingtonFor, eddingtonOptions } from './eddington-view';

const DAY_MS = 86_400_000;
const UTC = () => 0;

/** `count` days of `km` each from `first` (08:00 UTC). */
function days(first: number, count: number, km: number, sport: 'run' | 'ride') {
  return Array.from({ length: count }, (_, i) =>
    makeSummary({ sport, startTime: first + i * DAY_MS, utcOffsetMin: 0, distanceM: km * 1000 }),
  );
}

// 2024: 5 runs of 5 km and 30 rides of 30 km; 2025: 8 runs of 8 km.
const rows = [
  ...days(Date.UTC(2024, 0, 1, 8), 5, 5, 'run'),
  ...days(Date.UTC(2024, 2, 1, 8), 30, 30, 'ride'),
  ...days(Date.UTC(2025, 0, 1, 8), 8, 8, 'run'),
];

describe('eddingtonFor', () => {
  it('narrows to a year and a sport', () => {
    expect(eddingtonFor(rows, { year: null, sport: null }, 'km', UTC).n).toBe(30);
    expect(eddingtonFor(rows, { year: null, sport: 'run' }, 'km', UTC).n).toBe(8);
    expect(eddingtonFor(rows, { year: 2024, sport: 'run' }, 'km', UTC)).toMatchObject({
      n: 5,
      daysToNext: 6,
    });
    expect(eddingtonFor(rows, { year: 2025, sport: null }, 'mi', UTC).n).toBe(4);
    expect(eddingtonFor(rows, { year: 2023, sport: null }, 'km', UTC).n).toBe(0);
  });

  it('lists the years latest first and the sports present', () => {
    expect(eddingtonOptions(rows)).toEqual({ years: [2025, 2024], sports: ['run', 'ride'] });
  });
});

describe('eddingtonBars', () => {
  it('marks the distances reached and runs past the number', () => {
    const bars = eddingtonBars(eddingtonFor(rows, { year: null, sport: 'run' }, 'km', UTC));
    expect(bars).toHaveLength(EDDINGTON_CHART_MIN);
    expect(bars[0]).toEqual({ distance: 1, days: 13, reached: true });
    expect(bars[5]).toEqual({ distance: 6, days: 8, reached: true });
    expect(bars[8]).toEqual({ distance: 9, days: 0, reached: false });
  });
});
