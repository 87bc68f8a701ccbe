import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../../testing/summary';
import { columnSpec, DATE_UNKNOWN, speedHeader } from './column-specs';
import { widestCandidates } from './fit-widths';

const NONE = {};
const at = (id: string, sport: 'run' | 'ride' | 'swim', distanceM: number, movingS: number) =>
  makeSummary({ id, sport, distanceM, movingS, avgSpeedMps: distanceM / movingS });

describe('the pace / speed header says what the cells show (issue 41)', () => {
  it('is Pace for runs, Speed for rides, and names both for a mix', () => {
    const run = at('r', 'run', 10_000, 3000);
    const swim = at('s', 'swim', 1500, 1800);
    const ride = at('b', 'ride', 40_000, 4800);
    expect(speedHeader([run, swim])).toBe('Pace');
    expect(speedHeader([ride])).toBe('Speed');
    expect(speedHeader([run, ride])).toBe('Pace / speed');
    // A row without a speed says nothing either way.
    const still = makeSummary({ id: 'x', sport: 'ride', distanceM: 0, movingS: null, avgSpeedMps: null });
    expect(speedHeader([run, still])).toBe('Pace');
    expect(speedHeader([])).toBe('Pace / speed');
  });
});

describe('the widest cell of a column is among its candidates', () => {
  // Every candidate set must hold the longest text the column shows for these rows.
  const rows = [
    at('fast-run', 'run', 5000, 1200),
    at('slow-run', 'run', 2000, 3000), // 25:00 /km: the longest pace
    at('fast-ride', 'ride', 250_000, 6000), // 150.0 km/h
    at('slow-ride', 'ride', 3000, 1000),
    makeSummary({ id: 'route', sport: 'other', distanceM: 4_623_412, movingS: 3600 }),
  ];
  const longest = (id: string, compact: boolean) => {
    const spec = columnSpec(id)!;
    const all = rows.map((s) =>
      (compact && spec.compactDisplay ? spec.compactDisplay : spec.display)(s, 'metric'),
    );
    return all.reduce((a, b) => (b.length > a.length ? b : a));
  };

  it('for distances, times and both kinds of speed, on desktop and phone', () => {
    for (const compact of [false, true]) {
      for (const id of ['distance', 'moving', 'speed', 'gain']) {
        const spec = columnSpec(id)!;
        expect(widestCandidates(spec, rows, 'metric', NONE, compact), `${id} ${compact}`).toContain(
          longest(id, compact),
        );
      }
    }
    const speeds = widestCandidates(columnSpec('speed')!, rows, 'metric', NONE, false);
    // The slowest run's pace and the route's 4,623 km in an hour (a speed no one rides: still whole).
    expect(speeds).toEqual(expect.arrayContaining(['25:00 /km', '4,623.4 km/h']));
    expect(widestCandidates(columnSpec('distance')!, rows, 'metric', NONE, true)).toContain('4,623.4');
  });

  it('for dates: every day and month name, and "date unknown"', () => {
    const dates = widestCandidates(columnSpec('date')!, rows, 'metric', NONE, false);
    expect(dates).toContain(DATE_UNKNOWN);
    for (const name of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'May', 'Sep', 'Dec'])
      expect(
        dates.some((d) => d.includes(name)),
        name,
      ).toBe(true);
    expect(widestCandidates(columnSpec('date')!, rows, 'metric', NONE, true)).toContain('28 May 26');
  });
});
