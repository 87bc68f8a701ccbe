/**
 * Where the calendar heatmap (calendar-heatmap.tsx) draws its day cells, and the cells of each
 * level as ONE SVG path: a year is 365 cells, and one node per cell (four with Recharts' groups)
 * made the year in review's "Save as image" copy the style of about 1,500 nodes (bench
 * review-image). The pointer finds its cell by arithmetic (cellAt), not by a node per cell.
 */
import type { CalendarCell } from '../domain/calendar/calendar';

/** Side of a day cell, its gap to the next and their sum, px. */
export const CELL = 13;
const GAP = 3;
export const PITCH = CELL + GAP;
/** Corner radius of a cell, px. */
export const CELL_RADIUS = 2;
/** Week columns drawn: a year spans at most 54 (1 January on a Sunday of a leap year). */
export const WEEK_COLUMNS = 54;
/** Room for the weekday labels (left) and the month labels (top), px. */
export const PLOT_LEFT = 32;
export const PLOT_TOP = 20;
const PAD_RIGHT = 8;
const PAD_BOTTOM = 4;
export const WIDTH = PLOT_LEFT + WEEK_COLUMNS * PITCH + PAD_RIGHT;
export const HEIGHT = PLOT_TOP + 7 * PITCH + PAD_BOTTOM;

/** Centre of a week column, px. */
export const columnX = (week: number) => PLOT_LEFT + (week + 0.5) * PITCH;
/** Centre of a weekday row (Monday on top), px. */
export const rowY = (weekday: number) => PLOT_TOP + (weekday + 0.5) * PITCH;

/** Top-left corner of a cell, px. */
export function cellCorner(cell: Pick<CalendarCell, 'week' | 'weekday'>): [number, number] {
  return [columnX(cell.week) - CELL / 2, rowY(cell.weekday) - CELL / 2];
}

/** A cell as a rounded square, one closed sub-path starting at its top edge. */
function cellPath(x: number, y: number): string {
  const r = CELL_RADIUS;
  const side = CELL - 2 * r;
  const arc = (dx: number, dy: number) => `a${r},${r} 0 0 1 ${dx},${dy}`;
  return `M${x + r},${y}h${side}${arc(r, r)}v${side}${arc(-r, r)}h${-side}${arc(-r, -r)}v${-side}${arc(r, -r)}z`;
}

/** The cells of each level (index = level, 0..levels) as one path each ('' for none). */
export function levelPaths(cells: readonly CalendarCell[], levels: number): string[] {
  const parts: string[][] = Array.from({ length: levels + 1 }, () => []);
  for (const cell of cells) {
    const [x, y] = cellCorner(cell);
    parts[cell.level]?.push(cellPath(x, y));
  }
  return parts.map((p) => p.join(''));
}

/**
 * The cell under a point of the chart (px from its top-left corner), or undefined outside the
 * plot or on a column's empty end. Each cell owns the gap right and below it, so the pointer never
 * falls between two days.
 */
export function cellAt(cells: readonly CalendarCell[], x: number, y: number): CalendarCell | undefined {
  const week = Math.floor((x - PLOT_LEFT) / PITCH);
  const weekday = Math.floor((y - PLOT_TOP) / PITCH);
  if (week < 0 || week >= WEEK_COLUMNS || weekday < 0 || weekday > 6) return undefined;
  // Cells are in day order, so the k-th cell sits at week * 7 + weekday - (1 January's weekday).
  const first = cells[0];
  if (!first) return undefined;
  const cell = cells[week * 7 + weekday - first.weekday];
  return cell && cell.week === week && cell.weekday === weekday ? cell : undefined;
}
