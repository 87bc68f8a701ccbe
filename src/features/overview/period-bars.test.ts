import { describe, expect, it } from 'vitest';
import {
  MIN_BAR_PITCH_PX,
  MIN_VISIBLE_BARS,
  VISIBLE_MONTHS,
  VISIBLE_WEEKS,
  omissionNote,
  visibleBars,
} from './period-bars';

describe('omissionNote', () => {
  it('is empty when nothing is left out', () => {
    expect(omissionNote(0, 0, 10, 'week')).toBe('');
  });

  it('uses singular and plural forms', () => {
    expect(omissionNote(1, 1, 104, 'week')).toBe(
      'Showing the latest 104 weeks; 1 earlier week is left out. 1 activity without a date is not charted.',
    );
    expect(omissionNote(3, 2, 1, 'month')).toBe(
      'Showing the latest 1 month; 3 earlier months are left out. 2 activities without a date are not charted.',
    );
  });
});

describe('visibleBars', () => {
  it('shows the last two years of weeks where they fit, fewer on a phone, never too few', () => {
    expect(visibleBars('week', 1100)).toBe(VISIBLE_WEEKS);
    expect(visibleBars('month', 1100)).toBe(VISIBLE_MONTHS);
    // A 390 px phone leaves about 326 px for the chart: 254 px of bars after the axis.
    const phone = visibleBars('week', 326);
    expect(phone).toBeLessThan(VISIBLE_WEEKS);
    expect((326 - 72) / phone).toBeGreaterThanOrEqual(MIN_BAR_PITCH_PX);
    expect(visibleBars('week', 100)).toBe(MIN_VISIBLE_BARS);
    expect(visibleBars('week', 0)).toBe(VISIBLE_WEEKS);
  });
});
