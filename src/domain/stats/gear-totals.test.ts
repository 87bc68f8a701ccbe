import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import { gearNames, totalsByGear } from './gear-totals';

describe('totals per gear', () => {
  const rows = [
    makeSummary({ gear: 'Bike', distanceM: 40_000, movingS: 5000 }),
    makeSummary({ gear: 'Bike', distanceM: 20_000, movingS: null, elapsedS: 3000 }),
    makeSummary({ gear: 'Shoes', distanceM: 10_000, movingS: 3000 }),
    makeSummary({ gear: null, distanceM: 99_000 }),
  ];
  it('sums activities, distance and time per gear, longest first, without the ungeared', () => {
    expect(totalsByGear(rows)).toEqual([
      { gear: 'Bike', count: 2, distanceM: 60_000, timeS: 8000 },
      { gear: 'Shoes', count: 1, distanceM: 10_000, timeS: 3000 },
    ]);
  });
  it('lists the gear names', () => {
    expect(gearNames(rows)).toEqual(['Bike', 'Shoes']);
  });
});
