import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER, compileFilter } from '../filters';
import { makeSummary } from '../../testing/summary';
import { selectionMask } from './selection';

describe('selectionMask', () => {
  it('marks the ids whose summary passes the filter; unknown ids stay out', () => {
    const run = makeSummary({ id: 'r', sport: 'run' });
    const ride = makeSummary({ id: 'b', sport: 'ride' });
    const summaries = new Map([run, ride].map((s) => [s.id, s]));
    const predicate = compileFilter({ ...DEFAULT_FILTER, sports: ['ride'] }, { now: new Date() });
    expect([...selectionMask(['r', 'b', 'gone'], summaries, predicate)]).toEqual([0, 1, 0]);
  });

  it('leaves out a route and an activity the person excluded, whatever the filter (issue 41)', () => {
    const run = makeSummary({ id: 'r', sport: 'run' });
    const route = makeSummary({ id: 'p', sport: 'ride', kind: 'route' });
    const car = makeSummary({ id: 'c', sport: 'ride', excluded: true });
    const summaries = new Map([run, route, car].map((s) => [s.id, s]));
    const predicate = compileFilter(DEFAULT_FILTER, { now: new Date() });
    expect([...selectionMask(['r', 'p', 'c'], summaries, predicate)]).toEqual([1, 0, 0]);
  });
});
