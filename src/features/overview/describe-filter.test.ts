import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER } from '../../domain/filters';
import { describeFilter } from './describe-filter';

describe('describeFilter', () => {
  it('is empty for the default filter', () => {
    expect(describeFilter(DEFAULT_FILTER, 'metric')).toEqual([]);
  });

  it('names each restricting part', () => {
    const phrases = describeFilter(
      {
        ...DEFAULT_FILTER,
        date: { preset: 'this-year', from: null, to: null },
        sports: ['run', 'hike'],
        distanceM: { min: 5000, max: 10000 },
        paceSPerKm: { min: null, max: 300 },
        text: ' lake ',
        collectionId: 'c1',
      },
      'metric',
      'Alps 2024',
    );
    expect(phrases).toEqual([
      'this year',
      'run, hike',
      'distance 5.0 km–10.0 km',
      'pace ≤ 5:00 /km',
      '“lake”',
      'collection Alps 2024',
    ]);
  });

  it('converts pace to per mile in imperial units and shows custom dates', () => {
    const phrases = describeFilter(
      {
        ...DEFAULT_FILTER,
        date: { preset: 'custom', from: '2024-01-01', to: null },
        paceSPerKm: { min: 300, max: null },
      },
      'imperial',
    );
    expect(phrases).toEqual(['from 2024-01-01', 'pace ≥ 8:03 /mi']);
  });
});
