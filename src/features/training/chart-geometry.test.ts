/**
 * The chart's geometry does what the method note (CHART_NOTE) says: at most one point per pixel
 * column, each point the last day of its run of days with that day's own values, each bar the
 * run's largest daily load; a short span draws every day.
 */
import { describe, expect, it } from 'vitest';
import { fitnessSeries } from '../../domain/training/fitness';
import { chartGeometry, viewDays } from './chart-geometry';

const FIRST = 19_000;
/** Twenty years of days, a load on most of them (0 on every fifth day). */
const series = fitnessSeries(
  Array.from({ length: 7305 }, (_, i) => ({ day: FIRST + i, load: i % 5 === 0 ? 0 : 20 + ((i * 37) % 90) })),
)!;

describe('chart geometry', () => {
  it('draws every year in at most one point per column: the last day of each run, its own values', () => {
    const view = viewDays(series, 'all', FIRST + 7304, null);
    expect(view).toEqual({ from: FIRST, to: FIRST + 7304 });
    const columns = 1000;
    const g = chartGeometry(series, view, columns);
    const step = Math.ceil(7305 / columns);
    expect(g.days.length).toBeLessThanOrEqual(columns);
    expect(g.days.at(-1)).toBe(view.to);
    let runStart = view.from;
    for (let k = 0; k < g.days.length; k++) {
      const day = g.days[k]!;
      const i = day - FIRST;
      expect(day - runStart + 1).toBeLessThanOrEqual(step);
      expect(g.fitness[k]).toBe(series.fitness[i]);
      expect(g.fatigue[k]).toBe(series.fatigue[i]);
      expect(g.form[k]).toBe(series.form[i]);
      expect(g.load[k]).toBe(Math.max(...series.load.subarray(runStart - FIRST, i + 1)));
      runStart = day + 1;
    }
    expect(runStart).toBe(view.to + 1);
  });

  it('draws every day of a month', () => {
    const view = viewDays(series, '1m', FIRST + 7304, null);
    const g = chartGeometry(series, view, 1000);
    expect(g.days).toEqual(Array.from({ length: 30 }, (_, k) => FIRST + 7275 + k));
    expect(g.load).toEqual(Array.from(series.load.subarray(7275)));
  });
});
