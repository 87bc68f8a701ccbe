/**
 * The fitness chart's geometry, as plain numbers: the days in view, one point per pixel column at
 * most (a span of twenty years, 7,300 days, on a 1,000-pixel chart is one point every 8 days: the
 * last day of each step, so the line ends exactly on the last day), the value scale, and the
 * 14 projected days.
 */
import type { DayValues, FitnessSeries } from '../../domain/training/fitness';

/**
 * Bars of daily load are drawn at this fraction of the fitness and fatigue scale (fitness-chart.tsx),
 * so one hard day does not flatten the lines; CHART_NOTE and the key say "half".
 */
export const LOAD_BAR_SCALE = 0.5;

/** What the chart draws, for the method note (so what is on screen is what runs). */
export const CHART_NOTE =
  "The chart draws at most one point per pixel column: over a long span each point is the last day of its run of days and each bar the run's largest daily load, drawn at half the scale of fitness and fatigue. The figures listed for a picked day are that day's own.";

export type Span = '1m' | '3m' | '1y' | '5y' | 'all';
export const SPAN_DAYS: Readonly<Record<Exclude<Span, 'all'>, number>> = {
  '1m': 30,
  '3m': 91,
  '1y': 365,
  '5y': 1826,
};

export interface ChartGeometry {
  from: number;
  to: number;
  /** Day of each point and its values, in order. */
  days: number[];
  fitness: number[];
  fatigue: number[];
  form: number[];
  /** The largest daily load in each point's step (drawn as bars). */
  load: number[];
  min: number;
  max: number;
}

/** The days shown: the span ending `end` (today, or the date filter's end), within the series. */
export function viewDays(
  series: FitnessSeries,
  span: Span,
  end: number,
  range: { from: number | null; to: number | null } | null,
): { from: number; to: number } {
  const last = series.firstDay + series.load.length - 1;
  if (range !== null) {
    return {
      from: Math.max(series.firstDay, range.from ?? series.firstDay),
      to: Math.min(last, range.to ?? last),
    };
  }
  const to = Math.min(last, end);
  return { from: span === 'all' ? series.firstDay : Math.max(series.firstDay, to - SPAN_DAYS[span] + 1), to };
}

export function chartGeometry(
  series: FitnessSeries,
  view: { from: number; to: number },
  columns: number,
  projection: readonly DayValues[] = [],
): ChartGeometry {
  const n = Math.max(1, view.to - view.from + 1);
  const step = Math.max(1, Math.ceil(n / Math.max(1, columns)));
  const g: ChartGeometry = {
    ...view,
    days: [],
    fitness: [],
    fatigue: [],
    form: [],
    load: [],
    min: 0,
    max: 0,
  };
  let peak = 0;
  for (let d = view.from; d <= view.to; d++) {
    const i = d - series.firstDay;
    peak = Math.max(peak, series.load[i] ?? 0);
    if ((d - view.from + 1) % step !== 0 && d !== view.to) continue;
    g.days.push(d);
    g.fitness.push(series.fitness[i] ?? 0);
    g.fatigue.push(series.fatigue[i] ?? 0);
    g.form.push(series.form[i] ?? 0);
    g.load.push(peak);
    peak = 0;
  }
  const values = [
    ...g.fitness,
    ...g.fatigue,
    ...g.form,
    ...projection.flatMap((p) => [p.fitness, p.fatigue, p.form]),
  ];
  g.min = Math.min(0, ...values);
  g.max = Math.max(1, ...values);
  return g;
}
