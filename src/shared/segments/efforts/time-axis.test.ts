import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { axisContext, MAX_TICKS, MIN_SPAN_MS, timeAxis } from './time-axis';

const at = (iso: string) => new Date(iso).getTime();
const labels = (min: number, max: number) => {
  const axis = timeAxis(min, max);
  return { axis, labels: axis.ticks.map((t) => format(t, axis.pattern)) };
};

/** What every axis must hold: ticks inside the domain, ascending, 2..MAX_TICKS, labels distinct. */
function expectReadable(min: number, max: number): string[] {
  const { axis, labels: l } = labels(min, max);
  expect(axis.domain[0]).toBeLessThanOrEqual(min);
  expect(axis.domain[1]).toBeGreaterThanOrEqual(max);
  expect(axis.ticks.length).toBeGreaterThanOrEqual(2);
  expect(axis.ticks.length).toBeLessThanOrEqual(MAX_TICKS);
  for (const [i, t] of axis.ticks.entries()) {
    expect(t).toBeGreaterThanOrEqual(axis.domain[0]);
    expect(t).toBeLessThanOrEqual(axis.domain[1]);
    if (i > 0) expect(t).toBeGreaterThan(axis.ticks[i - 1]!);
  }
  expect(new Set(l).size).toBe(l.length);
  return l;
}

describe('timeAxis', () => {
  it('reads twenty years in years, on 1 January', () => {
    const l = expectReadable(at('2004-05-03T08:00:00'), at('2024-09-21T18:00:00'));
    expect(l).toEqual(['2005', '2010', '2015', '2020']);
  });

  it('reads one summer in months, on the 1st', () => {
    const l = expectReadable(at('2013-06-10T08:00:00'), at('2013-09-20T08:00:00'));
    expect(l).toEqual(['Jul 2013', 'Aug 2013', 'Sep 2013']);
  });

  it('reads one week in days', () => {
    const l = expectReadable(at('2013-08-12T07:00:00'), at('2013-08-16T19:00:00'));
    expect(l).toEqual(['13 Aug', '14 Aug', '15 Aug', '16 Aug']);
  });

  it('reads two passes of one ride, 40 minutes apart, on the clock (was five "Aug 2013")', () => {
    const l = expectReadable(at('2013-08-16T15:52:00'), at('2013-08-16T16:32:00'));
    expect(l.every((s) => /^\d\d:\d\d$/.test(s))).toBe(true);
  });

  it('names the day beside the hour when hour ticks span days', () => {
    const l = expectReadable(at('2013-08-16T06:00:00'), at('2013-08-17T20:00:00'));
    expect(l[0]).toMatch(/^\d+ Aug \d\d:\d\d$/);
  });

  it('shows one effort as a single point with its date, centred', () => {
    const t = at('2020-02-05T17:25:14');
    const { axis, labels: l } = labels(t, t);
    expect(axis.domain[1] - axis.domain[0]).toBe(MIN_SPAN_MS);
    expect((axis.domain[0] + axis.domain[1]) / 2).toBe(t);
    expect(axis.ticks).toEqual([t]);
    expect(l).toEqual(['5 Feb 2020']);
  });

  it('widens two efforts minutes apart to an hour around them', () => {
    const t = at('2020-02-05T17:25:14');
    const { axis } = labels(t, t + 600_000);
    expect(axis.domain[1] - axis.domain[0]).toBe(MIN_SPAN_MS);
    expectReadable(t, t + 600_000);
  });

  it('stays readable over every span from a minute to a century', () => {
    const start = at('2001-03-04T05:06:07');
    for (let span = 60_000; span < 100 * 365 * 86_400_000; span *= 1.7) expectReadable(start, start + span);
  });
});

describe('axisContext', () => {
  const context = (min: number, max: number) => axisContext(timeAxis(min, max), min, max, format);

  it('names the day under clock times: two passes of one ride', () => {
    const l = expectReadable(at('2013-08-16T18:09:00'), at('2013-08-16T18:51:00'));
    expect(l.every((x) => /^\d\d:\d\d$/.test(x))).toBe(true);
    expect(context(at('2013-08-16T18:09:00'), at('2013-08-16T18:51:00'))).toBe('Fri 16 Aug 2013');
  });

  it('names both days when clock times cross midnight', () => {
    expect(context(at('2013-08-16T23:40:00'), at('2013-08-17T00:20:00'))).toBe(
      'Fri 16 Aug 2013 – Sat 17 Aug 2013',
    );
  });

  it('names the year under day-and-month ticks, both years across New Year', () => {
    expect(context(at('2024-06-03T08:00:00'), at('2024-06-20T08:00:00'))).toBe('2024');
    expect(context(at('2024-12-27T08:00:00'), at('2025-01-05T08:00:00'))).toBe('2024–2025');
  });

  it('says nothing when the labels carry the year', () => {
    expect(context(at('2004-05-03T08:00:00'), at('2024-09-21T18:00:00'))).toBeNull();
    expect(context(at('2024-03-01T08:00:00'), at('2024-11-20T08:00:00'))).toBeNull();
    expect(context(at('2024-03-01T08:00:00'), at('2024-03-01T08:00:00'))).toBeNull();
  });
});
