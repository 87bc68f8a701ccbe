/**
 * A year calendar of daily distance: one column per week, one row per weekday, drawn as plain SVG
 * with the days of each level as one path (calendar-geometry.ts). The pointer shows a day's
 * figures in a tooltip; a click on an active day (or Enter on the keyboard's day cursor,
 * calendar-keys.ts) opens it. Levels and layout are defined in calendar.ts.
 */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { memo, useId, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { MS_PER_DAY } from '../domain/filters';
import type { TrackSummary } from '../domain/stats/types';
import type { UnitSystem } from '../domain/units';
import { formatDistance, pluralWord } from '../lib/format';
import {
  CALENDAR_LEVELS,
  calendarYear,
  dailyTotals,
  yearsOf,
  type CalendarCell,
} from '../domain/calendar/calendar';
import {
  CELL,
  CELL_RADIUS,
  HEIGHT,
  PLOT_LEFT,
  WIDTH,
  cellAt,
  cellCorner,
  columnX,
  levelPaths,
  rowY,
} from './calendar-geometry';
import { useCalendarKeys } from './calendar-keys';
import './calendar-heatmap.css';

const UTC = tz('UTC');
/** A year total below this (metres) is shown with one decimal, so a short year never reads "0 km". */
const SHORT_YEAR_M = 10_000;
/** Weekday rows that are labelled (Monday = 0). */
const WEEKDAY_LABELS: readonly [number, string][] = [
  [0, 'Mon'],
  [2, 'Wed'],
  [4, 'Fri'],
  [6, 'Sun'],
];
/** Fill opacity of the accent colour per level (index = level). */
const LEVEL_OPACITY = [0, 0.3, 0.5, 0.75, 1];
const LABEL_FONT_PX = 11;
/** Baseline of the month labels, px from the top; weekday labels sit this far left of the plot. */
const MONTH_BASELINE = 12;
const WEEKDAY_LABEL_GAP = 8;
/** The tooltip's distance from the cell it describes, px. */
const TOOLTIP_OFFSET = 10;

const dateOf = (day: number, pattern: string) => format(new Date(day * MS_PER_DAY), pattern, { in: UTC });

const levelFill = (level: number) => (level === 0 ? 'var(--color-surface-2)' : 'var(--color-accent)');

function dayFigures(cell: CalendarCell, units: UnitSystem): string {
  return `${formatDistance(cell.distanceM, units, 1)} · ${cell.count} ${pluralWord(cell.count, 'activity', 'activities')}`;
}

/** The hovered day's date and figures, beside its cell and turned inward near the chart's edges. */
function CellTooltip({ cell, units }: { cell: CalendarCell; units: UnitSystem }) {
  const x = columnX(cell.week);
  const y = rowY(cell.weekday);
  const right = x > WIDTH / 2;
  const below = y < HEIGHT / 2;
  return (
    <div
      className="calendar-heatmap__tooltip"
      style={{
        ...(right ? { right: WIDTH - x + TOOLTIP_OFFSET } : { left: x + TOOLTIP_OFFSET }),
        ...(below ? { top: y + TOOLTIP_OFFSET } : { bottom: HEIGHT - y + TOOLTIP_OFFSET }),
      }}
    >
      <strong>{dateOf(cell.day, 'EEE d MMM yyyy')}</strong>
      <div>{cell.count === 0 ? 'No activity' : dayFigures(cell, units)}</div>
    </div>
  );
}

export interface CalendarHeatmapProps {
  /** The activities drawn, summed per local start day (dailyTotals)... */
  rows?: TrackSummary[];
  /** ...or the active days' figures already summed (a shared Year in review). */
  days?: readonly { day: number; distanceM: number; count: number }[];
  units: UnitSystem;
  /** Show this year only (no year picker); by default the latest year, with a picker. */
  year?: number;
  /** Shown beside the year picker for the year shown (a link to that year's page, say). */
  yearAction?: (year: number) => ReactNode;
  /** Called with the day number of an active day clicked (to list its activities, say). */
  onDayClick?: (day: number) => void;
}

export const CalendarHeatmap = memo(function CalendarHeatmap({
  rows,
  days,
  units,
  year: fixedYear,
  yearAction,
  onDayClick,
}: CalendarHeatmapProps) {
  const daily = useMemo(
    () =>
      days
        ? new Map(days.map((d) => [d.day, { distanceM: d.distanceM, count: d.count }]))
        : dailyTotals(rows ?? []),
    [rows, days],
  );
  const years = useMemo(() => yearsOf(daily), [daily]);
  const [chosen, setChosen] = useState<number | null>(null);
  const year = fixedYear ?? (chosen !== null && years.includes(chosen) ? chosen : (years[0] ?? null));
  const cells = useMemo(() => (year === null ? [] : calendarYear(daily, year)), [daily, year]);
  const months = useMemo(
    () =>
      cells
        .filter((c) => dateOf(c.day, 'd') === '1')
        .map((c) => ({ week: c.week, label: dateOf(c.day, 'MMM') })),
    [cells],
  );
  const paths = useMemo(() => levelPaths(cells, CALENDAR_LEVELS), [cells]);
  const [hovered, setHovered] = useState<CalendarCell | undefined>(undefined);
  const active = cells.filter((c) => c.count > 0);
  const total = active.reduce((sum, c) => sum + c.distanceM, 0);
  const titleId = useId();
  const selectId = useId();
  const { cursor, ref: calendarRef } = useCalendarKeys(
    cells,
    onDayClick ? (cell: CalendarCell) => onDayClick(cell.day) : undefined,
  );
  const cursorCell = cursor === null ? undefined : cells.find((c) => c.day === cursor);
  const pointed = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return cellAt(cells, event.clientX - box.left, event.clientY - box.top);
  };
  const opens = (cell: CalendarCell | undefined) =>
    onDayClick !== undefined && cell !== undefined && cell.level > 0;

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card-head">
        <h2 id={titleId} className="card__title">
          Calendar
        </h2>
        {fixedYear === undefined && years.length > 0 ? (
          <span className="cluster">
            {year !== null && yearAction ? yearAction(year) : null}
            <label htmlFor={selectId}>Year</label>
            <select
              id={selectId}
              className="calendar-heatmap__select"
              value={year ?? ''}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </span>
        ) : null}
      </div>
      {year === null ? (
        <p className="muted">No dated activities in this selection.</p>
      ) : (
        <figure ref={calendarRef} className="calendar-chart" aria-label={`Daily distance in ${year}`}>
          <div className="calendar-chart__scroll">
            <div className="calendar-chart__plot" style={{ width: WIDTH, height: HEIGHT }}>
              <svg
                role="application"
                tabIndex={0}
                width={WIDTH}
                height={HEIGHT}
                viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
                style={opens(hovered) ? { cursor: 'pointer' } : undefined}
                onPointerMove={(e) => setHovered(pointed(e))}
                onPointerLeave={() => setHovered(undefined)}
                onClick={(e) => {
                  const cell = pointed(e);
                  if (onDayClick && cell && opens(cell)) onDayClick(cell.day);
                }}
              >
                <title>{`Daily distance in ${year}: arrow keys move between days${onDayClick ? ', Enter lists that day' : ''}`}</title>
                <g fontSize={LABEL_FONT_PX} fill="var(--color-text-muted)">
                  {months.map(({ week, label }) => (
                    <text key={week} x={columnX(week)} y={MONTH_BASELINE} textAnchor="middle">
                      {label}
                    </text>
                  ))}
                  {WEEKDAY_LABELS.map(([weekday, label]) => (
                    <text
                      key={weekday}
                      x={PLOT_LEFT - WEEKDAY_LABEL_GAP}
                      y={rowY(weekday)}
                      dy="0.355em"
                      textAnchor="end"
                    >
                      {label}
                    </text>
                  ))}
                </g>
                {paths.map((d, level) =>
                  d === '' ? null : (
                    <path
                      key={level}
                      data-level={level}
                      d={d}
                      fill={levelFill(level)}
                      fillOpacity={level === 0 ? 1 : LEVEL_OPACITY[level]}
                      {...(level === 0 ? { stroke: 'var(--color-border)', strokeWidth: 1 } : {})}
                    />
                  ),
                )}
                {cursorCell ? (
                  <rect
                    className="calendar-heatmap__cursor"
                    x={cellCorner(cursorCell)[0]}
                    y={cellCorner(cursorCell)[1]}
                    width={CELL}
                    height={CELL}
                    rx={CELL_RADIUS}
                    fill={levelFill(cursorCell.level)}
                    fillOpacity={cursorCell.level === 0 ? 1 : LEVEL_OPACITY[cursorCell.level]}
                    stroke="var(--color-text)"
                    strokeWidth={2}
                  />
                ) : null}
              </svg>
              {hovered ? <CellTooltip cell={hovered} units={units} /> : null}
            </div>
          </div>
          <p className="visually-hidden" aria-live="polite">
            {cursorCell
              ? `${dateOf(cursorCell.day, 'EEE d MMM yyyy')}: ${
                  cursorCell.count === 0
                    ? 'no activity'
                    : `${formatDistance(cursorCell.distanceM, units, 1)}, ${cursorCell.count} ${pluralWord(cursorCell.count, 'activity', 'activities')}`
                }`
              : ''}
          </p>
          <figcaption className="calendar-chart__legend muted">
            <span>
              {active.length} active {active.length === 1 ? 'day' : 'days'} ·{' '}
              {formatDistance(total, units, total < SHORT_YEAR_M ? 1 : 0)} in {year}
            </span>
            <span className="calendar-legend" aria-hidden="true">
              Less
              {Array.from({ length: CALENDAR_LEVELS + 1 }, (_, level) => (
                <span
                  key={level}
                  className="calendar-legend__cell"
                  style={{
                    background: level === 0 ? 'var(--color-surface-2)' : 'var(--color-accent)',
                    opacity: level === 0 ? 1 : LEVEL_OPACITY[level],
                  }}
                />
              ))}
              More
            </span>
          </figcaption>
        </figure>
      )}
    </section>
  );
});
