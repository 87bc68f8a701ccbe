// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
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
