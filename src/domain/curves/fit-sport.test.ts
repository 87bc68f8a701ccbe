import { describe, expect, it } from 'vitest';
import { defaultFitSport, sportCounts } from './fit-sport';

describe('the sport a fit rests on', () => {
  it('counts activities per sport in SPORTS order', () => {
    expect(sportCounts(['walk', 'run', 'ride', 'run'])).toEqual([
      { sport: 'run', activities: 2 },
      { sport: 'ride', activities: 1 },
      { sport: 'walk', activities: 1 },
    ]);
    expect(sportCounts([])).toEqual([]);
  });

  it('fits power on rides and speed on runs whenever the selection has them', () => {
    const counts = sportCounts(['run', 'run', 'run', 'ride']);
    expect(defaultFitSport(counts, 'power')).toBe('ride');
    expect(defaultFitSport(counts, 'speed')).toBe('run');
  });

  it('otherwise takes the sport with the most activities, ties in SPORTS order', () => {
    expect(defaultFitSport(sportCounts(['hike', 'run', 'hike']), 'power')).toBe('hike');
    expect(defaultFitSport(sportCounts(['walk', 'hike']), 'power')).toBe('hike');
    expect(defaultFitSport(sportCounts(['ride', 'walk', 'walk']), 'speed')).toBe('walk');
    expect(defaultFitSport([], 'power')).toBeNull();
  });
});
