import { describe, expect, it } from 'vitest';
import { tooltipOffset } from './compare-tooltip';

/** The tooltip's left and right edges in the column for a cursor at x. */
const edges = (x: number, width: number, column: number) => {
  const left = x + tooltipOffset(x, width, column);
  return [left, left + width];
};

describe('tooltipOffset', () => {
  it('sits right of the cursor where it fits, left of it near the right edge', () => {
    expect(tooltipOffset(100, 300, 1000)).toBe(14);
    expect(edges(900, 300, 1000)).toEqual([586, 886]);
  });

  it('stays inside a phone-wide column wherever the cursor is', () => {
    for (const x of [0, 40, 120, 163, 200, 300, 326]) {
      const [left, right] = edges(x, 300, 326);
      expect(left, `cursor at ${x}`).toBeGreaterThanOrEqual(0);
      expect(right, `cursor at ${x}`).toBeLessThanOrEqual(326);
    }
  });

  it('starts at the column edge when the tooltip is wider than the column', () => {
    expect(edges(100, 400, 326)[0]).toBe(0);
  });
});
