import { describe, expect, it } from 'vitest';
import { calendarYear } from '../domain/calendar/calendar';
import { PITCH, PLOT_LEFT, PLOT_TOP, cellAt, columnX, rowY } from './calendar-geometry';

describe('cellAt', () => {
  // 2024 starts on a Monday (week 0, row 0) and is a leap year: 31 December is a Tuesday, week 52.
  const cells = calendarYear(new Map(), 2024);

  it('finds each day from any point of its cell or the gap after it', () => {
    for (const cell of [cells[0]!, cells[59]!, cells[365]!]) {
      const x = columnX(cell.week);
      const y = rowY(cell.weekday);
      expect(cellAt(cells, x, y)?.day).toBe(cell.day);
      expect(cellAt(cells, PLOT_LEFT + cell.week * PITCH, PLOT_TOP + cell.weekday * PITCH)?.day).toBe(
        cell.day,
      );
      expect(cellAt(cells, PLOT_LEFT + (cell.week + 1) * PITCH - 0.1, y)?.day).toBe(cell.day);
    }
    expect(cells[365]).toMatchObject({ week: 52, weekday: 1 });
  });

  it('finds nothing outside the plot or past the end of the year', () => {
    expect(cellAt(cells, PLOT_LEFT - 1, rowY(0))).toBeUndefined();
    expect(cellAt(cells, columnX(0), PLOT_TOP - 1)).toBeUndefined();
    expect(cellAt(cells, columnX(0), PLOT_TOP + 7 * PITCH)).toBeUndefined();
    // Wednesday of the last week: 1 January 2025, not in 2024's calendar.
    expect(cellAt(cells, columnX(52), rowY(2))).toBeUndefined();
    expect(cellAt(cells, columnX(53), rowY(0))).toBeUndefined();
  });

  it('finds the first days of a year that starts mid-week, and not the week before it', () => {
    // 2025 starts on a Wednesday: Monday and Tuesday of week 0 belong to 2024.
    const y2025 = calendarYear(new Map(), 2025);
    expect(cellAt(y2025, columnX(0), rowY(1))).toBeUndefined();
    expect(cellAt(y2025, columnX(0), rowY(2))?.day).toBe(y2025[0]!.day);
    expect(cellAt(y2025, columnX(1), rowY(0))?.day).toBe(y2025[5]!.day);
  });
});
