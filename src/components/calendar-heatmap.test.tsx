// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSummary } from '../testing/summary';
import { CalendarHeatmap } from './calendar-heatmap';

afterEach(cleanup);

describe('CalendarHeatmap legend', () => {
  it('says "1 active day" and a short year in tenths, never "0 km"', () => {
    const run = makeSummary({ id: 'a', startTime: Date.UTC(2025, 4, 2, 15), distanceM: 90 });
    render(<CalendarHeatmap rows={[run]} units="metric" />);
    expect(screen.getByText(/active day/).textContent).toMatch(/^1 active day · 0\.1 km in 2025$/);
  });

  it('counts days in the plural and a long year in whole units', () => {
    const rows = [1, 2, 3].map((d) =>
      makeSummary({ id: `r${d}`, startTime: Date.UTC(2024, 5, d, 8), distanceM: 12_000 }),
    );
    render(<CalendarHeatmap rows={rows} units="imperial" />);
    expect(screen.getByText(/active days/).textContent).toMatch(/^3 active days · 22 mi in 2024$/);
  });
});

describe('CalendarHeatmap cells', () => {
  // 2025 starts on a Wednesday: weekday 2 of week 0. 2 May 2025 is a Friday, day 121 of the year.
  const may2 = makeSummary({ id: 'm', startTime: Date.UTC(2025, 4, 2, 9), distanceM: 12_000 });
  const may2Day = Date.UTC(2025, 4, 2) / 86_400_000;
  const subpaths = (d: string | null | undefined) => (d ?? '').match(/M/g)?.length ?? 0;

  it('draws every day of the year once, one path per level, the active day in its week and row', () => {
    const { container } = render(<CalendarHeatmap rows={[may2]} units="metric" year={2025} />);
    const paths = [...container.querySelectorAll('.calendar-chart path[data-level]')];
    const byLevel = new Map(paths.map((p) => [p.getAttribute('data-level'), p.getAttribute('d')]));
    expect(subpaths(byLevel.get('0'))).toBe(364);
    // One active day: the year's scale is its own distance, so it is the top level.
    expect(subpaths(byLevel.get('4'))).toBe(1);
    expect([...byLevel.keys()].sort()).toEqual(['0', '4']);
    expect(container.querySelectorAll('.calendar-chart rect')).toHaveLength(0);
    // (121 + 2) / 7 → week 17; Friday → row 4. Cell corner: 32 + 17 * 16 + 1.5, 20 + 4 * 16 + 1.5.
    expect(byLevel.get('4')).toMatch(/^M307\.5,85\.5h9/);
    expect(screen.getByRole('application').querySelector('title')?.textContent).toBe(
      'Daily distance in 2025: arrow keys move between days',
    );
  });

  it('shows the day under the pointer and opens an active day on a click, not an empty one', () => {
    const opened: number[] = [];
    const { container } = render(
      <CalendarHeatmap rows={[may2]} units="metric" year={2025} onDayClick={(d) => opened.push(d)} />,
    );
    const svg = container.querySelector('.calendar-chart svg')!;
    // jsdom puts the chart at 0,0: the pointer's client position is its position in the chart.
    const at = { clientX: 32 + 17 * 16 + 7, clientY: 20 + 4 * 16 + 7 };
    fireEvent.pointerMove(svg, at);
    expect(container.querySelector('.calendar-heatmap__tooltip')?.textContent).toBe(
      'Fri 2 May 2025' + '12.0 km · 1 activity',
    );
    fireEvent.click(svg, at);
    expect(opened).toEqual([may2Day]);
    // The day before, Thursday 1 May: no activity, and a click opens nothing.
    const before = { clientX: at.clientX, clientY: at.clientY - 16 };
    fireEvent.pointerMove(svg, before);
    expect(container.querySelector('.calendar-heatmap__tooltip')?.textContent).toBe(
      'Thu 1 May 2025' + 'No activity',
    );
    fireEvent.click(svg, before);
    expect(opened).toEqual([may2Day]);
    fireEvent.pointerLeave(svg);
    expect(container.querySelector('.calendar-heatmap__tooltip')).toBeNull();
  });
});
