/**
 * The date axis of the chart of effort times (efforts-chart.tsx): calendar ticks for the span the
 * efforts cover. Twenty years of efforts read in years, one summer in months, one week in days, two
 * passes of the same ride in hours. Recharts' own ticks on a number axis are evenly spaced numbers:
 * with every effort in one month, five ticks all read "Aug 2013".
 *
 * - The step is the finest of STEPS that puts at most MAX_TICKS ticks on the span; ticks sit on
 *   the step's calendar boundaries (1 Jan, the 1st of a month, midnight, the hour) in the viewer's
 *   zone, as the chart's dates are shown.
 * - One effort (a single instant) gets a single tick at it, labelled with its date: clock
 *   times around a lone point say nothing about "over the years".
 * - A span shorter than MIN_SPAN_MS (two efforts a few minutes apart) is widened to it around its
 *   middle, so the axis still has ticks to read.
 * - Every tick's label differs from the others': the pattern says as much as the step needs.
 * - What the labels leave out is said once under the axis (axisContext): the day of ticks that
 *   give clock times only (two passes of one ride), the year of ticks that give day and month.
 */
import {
  addDays,
  addHours,
  addMinutes,
  addMonths,
  addYears,
  startOfDay,
  startOfHour,
  startOfMinute,
  startOfMonth,
  startOfYear,
} from 'date-fns';

/** At most this many ticks on the axis (the chart is ~500 px wide at most; labels ~70 px). */
export const MAX_TICKS = 6;
/** The shortest span the axis shows, ms: one hour. */
export const MIN_SPAN_MS = 3_600_000;

type Unit = 'year' | 'month' | 'day' | 'hour' | 'minute';

interface Step {
  unit: Unit;
  n: number;
}

/** Steps, finest first. */
const STEPS: readonly Step[] = [
  ...[5, 15, 30].map((n) => ({ unit: 'minute' as const, n })),
  ...[1, 3, 6, 12].map((n) => ({ unit: 'hour' as const, n })),
  ...[1, 2, 7, 14].map((n) => ({ unit: 'day' as const, n })),
  ...[1, 3, 6].map((n) => ({ unit: 'month' as const, n })),
  ...[1, 2, 5, 10, 20, 50].map((n) => ({ unit: 'year' as const, n })),
];

export interface TimeAxis {
  /** The axis' ends, epoch ms. */
  domain: [number, number];
  /** Where the ticks are, epoch ms, ascending, inside the domain. */
  ticks: number[];
  /** date-fns pattern of the ticks' labels. */
  pattern: string;
}

/** Each unit's calendar: its boundary at or before a date, its step, its count to align steps on. */
const CALENDAR: Record<
  Unit,
  { start: (d: Date) => Date; add: (d: Date, n: number) => Date; index: (d: Date) => number }
> = {
  year: { start: startOfYear, add: addYears, index: (d) => d.getFullYear() },
  month: { start: startOfMonth, add: addMonths, index: (d) => d.getMonth() },
  // Days are not aligned: a week's ticks start on the span's first day.
  day: { start: startOfDay, add: addDays, index: () => 0 },
  hour: { start: startOfHour, add: addHours, index: (d) => d.getHours() },
  minute: { start: startOfMinute, add: addMinutes, index: (d) => d.getMinutes() },
};

/** The first boundary of `step` at or after `t` (years on multiples of n, 2010 for 5; and so on). */
function firstTick(t: number, { unit, n }: Step): Date {
  const c = CALENDAR[unit];
  const start = c.start(new Date(t));
  const aligned = c.add(start, (n - (c.index(start) % n)) % n);
  return aligned.getTime() < t ? c.add(aligned, n) : aligned;
}

/** The ticks of `step` on [lo, hi], stopping once there are more than `max`. */
function ticksOf(lo: number, hi: number, step: Step, max: number): number[] {
  const ticks: number[] = [];
  for (
    let d = firstTick(lo, step);
    d.getTime() <= hi && ticks.length <= max;
    d = CALENDAR[step.unit].add(d, step.n)
  )
    ticks.push(d.getTime());
  return ticks;
}

function patternOf({ unit }: Step, spanMs: number): string {
  switch (unit) {
    case 'year':
      return 'yyyy';
    case 'month':
      return 'MMM yyyy';
    case 'day':
      return 'd MMM';
    default:
      // Within one day the clock alone; over several, the day too (else 12:00 twice).
      return spanMs < 86_400_000 ? 'HH:mm' : 'd MMM HH:mm';
  }
}

/** The axis for instants from `min` to `max` (epoch ms). */
export function timeAxis(min: number, max: number): TimeAxis {
  if (min === max) {
    return { domain: [min - MIN_SPAN_MS / 2, max + MIN_SPAN_MS / 2], ticks: [min], pattern: 'd MMM yyyy' };
  }
  let lo = min;
  let hi = max;
  if (hi - lo < MIN_SPAN_MS) {
    const mid = (lo + hi) / 2;
    lo = mid - MIN_SPAN_MS / 2;
    hi = mid + MIN_SPAN_MS / 2;
  }
  for (const step of STEPS) {
    const ticks = ticksOf(lo, hi, step, MAX_TICKS);
    if (ticks.length <= MAX_TICKS) return { domain: [lo, hi], ticks, pattern: patternOf(step, hi - lo) };
  }
  // Beyond 300 years: no calendar ticks, the ends only.
  return { domain: [lo, hi], ticks: [lo, hi], pattern: 'yyyy' };
}

/** The pattern of the day axisContext names under clock-time ticks. */
const CONTEXT_DAY_PATTERN = 'EEE d MMM yyyy';

/**
 * What `axis`' tick labels leave out about the instants `min`..`max`, to say once under it: their
 * day (or first and last day) under clock times, their year (or years) under day-and-month ticks;
 * null when every label says it. `format` formats an instant with a date-fns pattern as the chart
 * shows dates.
 */
export function axisContext(
  axis: TimeAxis,
  min: number,
  max: number,
  format: (t: number, pattern: string) => string,
): string | null {
  const ends = (pattern: string, sep: string) => {
    const [a, b] = [format(min, pattern), format(max, pattern)];
    return a === b ? a : `${a}${sep}${b}`;
  };
  if (axis.pattern === 'HH:mm') return ends(CONTEXT_DAY_PATTERN, ' – ');
  if (axis.pattern === 'd MMM' || axis.pattern === 'd MMM HH:mm') return ends('yyyy', '–');
  return null;
}
