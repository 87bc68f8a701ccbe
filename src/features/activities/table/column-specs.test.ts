import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../../testing/summary';
import { columnSpec } from './column-specs';

describe('the raw gain column of the Activities table', () => {
  it('is a column option, hidden by default, with its own CSV header', () => {
    const spec = columnSpec('gainRaw')!;
    expect(spec.hiddenByDefault).toBe(true);
    expect(spec.label).toBe('Raw elevation gain');
    const s = makeSummary({ id: 'a', elevationGainRawM: 835 });
    expect(spec.display(s, 'metric')).toBe('835 m');
    expect(spec.csvHeader('metric')).toBe('Raw elevation gain (m)');
    expect(spec.csv(s, 'metric')).toBe(835);
  });
});
