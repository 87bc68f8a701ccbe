import { describe, expect, it } from 'vitest';
import { distanceTicks } from './shared-chart';

describe('distanceTicks: round distances for a shared chart whose start may be cut', () => {
  it('ticks whole kilometres on a line that starts at 0.41 km (a privacy zone cut its start)', () => {
    expect(distanceTicks(0.41, 4.74)).toEqual([1, 2, 3, 4]);
  });
  it('steps of 1, 2 or 5 times a power of ten, both ends included when round', () => {
    expect(distanceTicks(0, 42.2)).toEqual([0, 10, 20, 30, 40]);
    expect(distanceTicks(0, 0.8)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(distanceTicks(12.3, 19.9)).toEqual([14, 16, 18]);
  });
  it('a single point gives its own tick', () => {
    expect(distanceTicks(3, 3)).toEqual([3]);
  });
});
