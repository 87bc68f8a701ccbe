import { describe, expect, it } from 'vitest';
import { dayAtOffset, formatDay, localDayOf, parseDay, resolveDateRange } from './date-range';
import type { DateFilter } from './types';

const preset = (
  p: DateFilter['preset'],
  from: string | null = null,
  to: string | null = null,
): DateFilter => ({
  preset: p,
  from,
  to,
});
/** Wednesday 2025-03-12, 15:30 local time. */
const NOW = new Date(2025, 2, 12, 15, 30);

function days(f: DateFilter): [string | null, string | null] | null {
  const r = resolveDateRange(f, NOW);
  if (r === null) return null;
  return [r.fromDay === null ? null : formatDay(r.fromDay), r.toDay === null ? null : formatDay(r.toDay)];
}

describe('parseDay / formatDay', () => {
  it('round-trips real calendar days', () => {
    for (const d of ['1970-01-01', '2024-02-29', '2025-12-31'])
      expect(formatDay(parseDay(d) as number)).toBe(d);
    expect(parseDay('1970-01-02')).toBe(1);
  });
  it('rejects impossible or malformed days', () => {
    for (const d of ['2023-02-29', '2025-13-01', '2025-1-1', 'yesterday', '', '2025-01-01T00:00']) {
      expect(parseDay(d)).toBeNull();
    }
  });
});

describe('resolveDateRange', () => {
  it('gives no restriction for all', () => {
    expect(days(preset('all'))).toBeNull();
  });
  it('resolves the relative presets around now', () => {
    expect(days(preset('this-week'))).toEqual(['2025-03-10', '2025-03-16']);
    expect(days(preset('this-month'))).toEqual(['2025-03-01', '2025-03-31']);
    expect(days(preset('last-30-days'))).toEqual(['2025-02-11', '2025-03-12']);
    expect(days(preset('this-year'))).toEqual(['2025-01-01', '2025-12-31']);
    expect(days(preset('last-year'))).toEqual(['2024-01-01', '2024-12-31']);
  });
  it('starts the week on Monday even when now is a Sunday', () => {
    const sunday = new Date(2025, 2, 16, 23, 59);
    const r = resolveDateRange(preset('this-week'), sunday);
    expect(r && formatDay(r.fromDay as number)).toBe('2025-03-10');
  });
  it('uses custom bounds, open sides and swaps a backwards range', () => {
    expect(days(preset('custom', '2024-01-05', '2024-02-01'))).toEqual(['2024-01-05', '2024-02-01']);
    expect(days(preset('custom', '2024-01-05', null))).toEqual(['2024-01-05', null]);
    expect(days(preset('custom', null, '2024-02-01'))).toEqual([null, '2024-02-01']);
    expect(days(preset('custom', '2024-02-01', '2024-01-05'))).toEqual(['2024-01-05', '2024-02-01']);
    expect(days(preset('custom', null, null))).toBeNull();
    expect(days(preset('custom', 'garbage', '2024-02-01'))).toEqual([null, '2024-02-01']);
  });
});

describe('day numbers of instants', () => {
  it('reads the calendar day on the clock at the given offset', () => {
    const t = Date.UTC(2024, 0, 1, 23, 30);
    expect(formatDay(dayAtOffset(t, 0))).toBe('2024-01-01');
    expect(formatDay(dayAtOffset(t, 60))).toBe('2024-01-02');
    expect(formatDay(dayAtOffset(Date.UTC(2024, 0, 1, 2, 0), -300))).toBe('2023-12-31');
  });
  it('reads a local Date as its calendar day', () => {
    expect(formatDay(localDayOf(new Date(2024, 6, 4, 0, 1)))).toBe('2024-07-04');
  });
});
