import { describe, expect, it } from 'vitest';
import { COMPARE_PALETTE, colorAt, MAX_OVERLAID, overlaidPositions, rgbaAt } from './palette';

describe('compare palette', () => {
  it('has 20 different colours, one per position, repeating after 20', () => {
    expect(COMPARE_PALETTE).toHaveLength(20);
    expect(new Set(COMPARE_PALETTE.map((c) => c.toLowerCase())).size).toBe(20);
    expect(colorAt(0)).toBe(COMPARE_PALETTE[0]);
    expect(colorAt(21)).toBe(colorAt(1));
    expect(rgbaAt(0)).toEqual([0x00, 0x67, 0xa5, 255]);
  });

  it('colours are far enough apart to tell (no two within a small RGB distance)', () => {
    const rgb = COMPARE_PALETTE.map((_, k) => rgbaAt(k));
    for (let a = 0; a < rgb.length; a++) {
      for (let b = a + 1; b < rgb.length; b++) {
        const [p, q] = [rgb[a]!, rgb[b]!];
        expect(Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2])).toBeGreaterThan(40);
      }
    }
  });

  it('overlays the first 20 and always the baseline', () => {
    const all = Array.from({ length: 30 }, (_, k) => k);
    expect(overlaidPositions(all.slice(0, 5), 3)).toEqual([0, 1, 2, 3, 4]);
    expect(overlaidPositions(all, 4)).toHaveLength(MAX_OVERLAID);
    const late = overlaidPositions(all, 27);
    expect(late).toHaveLength(MAX_OVERLAID);
    expect(late).toContain(27);
    expect(late).not.toContain(19);
    expect(overlaidPositions([0, 2, 5], 2)).toEqual([0, 2, 5]);
  });
});
