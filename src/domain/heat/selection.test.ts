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
});
