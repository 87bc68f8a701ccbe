import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../../testing/summary';
import {
  formatGap,
  sortEntries,
  STAT_SPECS,
  statDiff,
  type CompareEntry,
  type FormatContext,
} from './table-model';

const ctx: FormatContext = {
  units: 'metric',
  speedMode: 'pace',
  sport: 'run',
  axis: 'distance',
  paceBasisM: 1000,
};
const entry = (
  position: number,
  patch: Parameters<typeof makeSummary>[0],
  finalGap: number | null = null,
): CompareEntry => {
  const summary = makeSummary({ id: `id${position}`, ...patch });
  return { id: summary.id, position, summary, finalGap };
};
const spec = (key: string) => STAT_SPECS.find((s) => s.key === key)!;

describe('side-by-side table model', () => {
  const base = entry(0, { name: 'Base', distanceM: 10_000, elapsedS: 3000, avgSpeedMps: 4, avgHr: 150 });
  const other = entry(
    1,
    { name: 'Other', distanceM: 10_500, elapsedS: 2900, avgSpeedMps: 5, avgHr: null },
    42,
  );

  it('differences are this value minus the baseline’s, formatted with a sign', () => {
    expect(statDiff(spec('distance'), other, base, ctx)).toBe(500);
    expect(spec('distance').formatDiff(500, ctx)).toBe('+0.50 km');
    expect(statDiff(spec('elapsed'), other, base, ctx)).toBe(-100);
    expect(spec('elapsed').formatDiff(-100, ctx)).toBe('\u22121:40');
    expect(spec('elapsed').formatDiff(0, ctx)).toBe('±0:00');
    expect(spec('gain').formatDiff(-0.4, ctx)).toBe('±0 m');
    // Pace: 200 s/km against 250 s/km is 50 s per km faster.
    expect(statDiff(spec('speed'), other, base, ctx)).toBe(-50);
    expect(spec('speed').formatDiff(-50, ctx)).toBe('\u22120:50 /km');
    expect(spec('speed').format(spec('speed').value(other, ctx), ctx)).toBe('3:20 /km');
  });

  it('has no difference for the baseline itself or a missing value', () => {
    expect(statDiff(spec('distance'), base, base, ctx)).toBeNull();
    expect(statDiff(spec('avgHr'), other, base, ctx)).toBeNull();
    expect(statDiff(spec('distance'), other, null, ctx)).toBeNull();
  });

  it('speaks of gaps as ahead or behind', () => {
    expect(formatGap(42, ctx)).toBe('+0:42 ahead');
    expect(formatGap(-65, ctx)).toBe('\u22121:05 behind');
    expect(formatGap(0.3, ctx)).toBe('level');
    expect(formatGap(-120, { axis: 'time', units: 'metric' })).toBe('\u2212120 m behind');
    expect(formatGap(100, { axis: 'time', units: 'imperial' })).toBe('+328 ft ahead');
  });

  it('sorts by a column, absent values last both ways', () => {
    const third = entry(2, { name: 'Alpha', distanceM: 9_000, avgHr: 160 });
    const list = [base, other, third];
    expect(sortEntries(list, { key: 'avgHr', direction: 'asc' }, ctx).map((e) => e.id)).toEqual([
      'id0',
      'id2',
      'id1',
    ]);
    expect(sortEntries(list, { key: 'avgHr', direction: 'desc' }, ctx).map((e) => e.id)).toEqual([
      'id2',
      'id0',
      'id1',
    ]);
    expect(sortEntries(list, { key: 'name', direction: 'asc' }, ctx).map((e) => e.summary.name)).toEqual([
      'Alpha',
      'Base',
      'Other',
    ]);
    expect(sortEntries(list, { key: 'distance', direction: 'desc' }, ctx).map((e) => e.id)).toEqual([
      'id1',
      'id0',
      'id2',
    ]);
  });
});
