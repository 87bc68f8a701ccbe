/**
 * The training history of a filter: its sports and other conditions apply, its dates do not (the
 * Overview's card and the Training page carry every earlier day's load); routes, excluded
 * activities and implausible dates are left out.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER } from '../../domain/filters';
import { makeSummary } from '../../testing/summary';
import { trainingRows } from './training-rows';

const ctx = { now: new Date(Date.UTC(2025, 0, 1)), collectionMembers: () => undefined };
const at = (y: number) => Date.UTC(y, 5, 1, 8);

describe('trainingRows', () => {
  const rows = [
    makeSummary({ id: 'old-run', sport: 'run', startTime: at(2019) }),
    makeSummary({ id: 'old-ride', sport: 'ride', startTime: at(2019) }),
    makeSummary({ id: 'run', sport: 'run', startTime: at(2024) }),
    makeSummary({ id: 'route', sport: 'run', startTime: at(2024), kind: 'route' }),
    makeSummary({ id: 'excluded', sport: 'run', startTime: at(2024), excluded: true }),
    makeSummary({ id: 'in-1970', sport: 'run', startTime: 0 }),
  ];

  it('keeps every date the date filter would leave out, in order, and applies the rest of the filter', () => {
    const filter = {
      ...DEFAULT_FILTER,
      sports: ['run' as const],
      date: { preset: 'custom' as const, from: '2024-01-01', to: '2024-12-31' },
    };
    expect(trainingRows(rows, filter, ctx).map((s) => s.id)).toEqual(['old-run', 'run']);
    expect(trainingRows(rows, DEFAULT_FILTER, ctx).map((s) => s.id)).toEqual(['old-run', 'old-ride', 'run']);
  });
});
