import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import { gearIndex } from './assign';
import { gearToCreate, newGear } from './export-gear';
import { gearTotals, monthlyDistance } from './totals';

const shoes = newGear(
  { id: 's', name: 'Shoes', kind: 'shoes', importName: 'Pegasus', startDistanceM: 150_000 },
  1,
);
const bike = newGear({ id: 'b', name: 'Bike', kind: 'bike' }, 2);

describe('gearTotals', () => {
  const rows = [
    makeSummary({
      gear: 'Pegasus',
      distanceM: 10_000,
      movingS: 3000,
      elevationGainM: 100,
      startTime: Date.UTC(2024, 0, 31, 8),
    }),
    makeSummary({
      gear: 'Pegasus',
      distanceM: 5_000,
      movingS: null,
      elapsedS: 1800,
      elevationGainM: null,
      startTime: Date.UTC(2024, 2, 1, 8),
    }),
    makeSummary({ gearId: 'b', gear: 'Pegasus', distanceM: 40_000, movingS: 5000, elevationGainM: 300 }),
    makeSummary({ gear: null, distanceM: 7_000 }),
  ];
  const totals = gearTotals(rows, gearIndex([shoes, bike], []));

  it('sums distance, moving time (elapsed where unknown), ascent and activities per assigned gear', () => {
    expect(totals.get('s')).toMatchObject({ activities: 2, distanceM: 15_000, movingS: 4800, ascentM: 100 });
    expect(totals.get('b')).toMatchObject({ activities: 1, distanceM: 40_000, totalDistanceM: 40_000 });
  });

  it('adds the starting distance to the total distance only', () => {
    expect(totals.get('s')?.totalDistanceM).toBe(165_000);
  });

  it('gives first and last use', () => {
    expect(totals.get('s')).toMatchObject({
      firstUse: Date.UTC(2024, 0, 31, 8),
      lastUse: Date.UTC(2024, 2, 1, 8),
    });
  });

  it('gives the local days of first and last use, not the UTC days', () => {
    const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / 86_400_000;
    const t = gearTotals(
      [
        // 31 Jan 2024 23:30 UTC is 1 Feb 00:30 in UTC+1 (the file's offset).
        makeSummary({ gear: 'Pegasus', startTime: Date.UTC(2024, 0, 31, 23, 30), utcOffsetMin: 60 }),
        // 2 Mar 2024 03:00 UTC is 1 Mar 22:00 in New York (an IANA zone, UTC-5 then).
        makeSummary({
          gear: 'Pegasus',
          startTime: Date.UTC(2024, 2, 2, 3),
          utcOffsetMin: null,
          timeZone: 'America/New_York',
        }),
        makeSummary({ gear: 'Pegasus', startTime: Date.UTC(2024, 1, 10, 12), utcOffsetMin: 0 }),
      ],
      gearIndex([shoes], []),
    ).get('s');
    expect(t).toMatchObject({
      activities: 3,
      firstUse: Date.UTC(2024, 0, 31, 23, 30),
      lastUse: Date.UTC(2024, 2, 2, 3),
      firstDay: day(2024, 2, 1),
      lastDay: day(2024, 3, 1),
    });
  });

  it('gear without activities has zero totals and its starting distance', () => {
    const t = gearTotals([], gearIndex([shoes], [])).get('s');
    expect(t).toMatchObject({ activities: 0, distanceM: 0, totalDistanceM: 150_000, firstUse: null });
  });

  it('distance per month: every month from first to last, empty ones 0', () => {
    expect(monthlyDistance(rows, gearIndex([shoes, bike], []), 's', () => 0)).toEqual([
      { month: '2024-01', distanceM: 10_000 },
      { month: '2024-02', distanceM: 0 },
      { month: '2024-03', distanceM: 5_000 },
    ]);
  });
});

describe('gearToCreate', () => {
  it('makes one gear per export name not yet known, with a kind from its activities', () => {
    const rows = [
      makeSummary({ gear: 'Canyon', sport: 'ride' }),
      makeSummary({ gear: 'Canyon', sport: 'ride' }),
      makeSummary({ gear: 'Pegasus', sport: 'run' }),
      makeSummary({ gear: 'Known', sport: 'run' }),
      makeSummary({ gear: null, sport: 'run' }),
      makeSummary({ gear: 'Mixed', sport: 'swim' }),
    ];
    let n = 0;
    const made = gearToCreate(
      rows,
      [newGear({ id: 'k', name: 'K', kind: 'other', importName: 'Known' }, 0)],
      5,
      () => `g${++n}`,
    );
    expect(made.map((g) => [g.name, g.kind, g.importName])).toEqual([
      ['Canyon', 'bike', 'Canyon'],
      ['Mixed', 'other', 'Mixed'],
      ['Pegasus', 'shoes', 'Pegasus'],
    ]);
  });
});
