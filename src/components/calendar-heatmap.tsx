/**
 * A year calendar of daily distance (Recharts ScatterChart with square cells: one column per week,
 * one row per weekday). Levels and layout are defined in calendar.ts.
 */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { memo, useId, useMemo, useState, type ReactNode } from 'react';
import { Scatter, ScatterChart, Tooltip, XAxis, YAxis, type ScatterShapeProps } from 'recharts';
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
import { useCalendarKeys } from './calendar-keys';
import './calendar-heatmap.css';

const UTC = tz('UTC');
const CELL = 13;
const GAP = 3;
const PITCH = CELL + GAP;
const WEEK_COLUMNS = 54;
const MARGIN = { top: 0, right: 8, bottom: 4, left: 0 };
const Y_AXIS_WIDTH = 32;
const X_AXIS_HEIGHT = 20;
// The plot area is exactly WEEK_COLUMNS × 7 pitches, so cells never overlap.
const WIDTH = WEEK_COLUMNS * PITCH + Y_AXIS_WIDTH + MARGIN.left + MARGIN.right;
const HEIGHT = 7 * PITCH + X_AXIS_HEIGHT + MARGIN.top + MARGIN.bottom;
/** A year total below this (metres) is shown with one decimal, so a short year never reads "0 km". */
const SHORT_YEAR_M = 10_000;
const WEEKDAY_LABELS = ['Mon', '', 'Wed', '', 'Fri', '', 'Sun'];
/** Fill opacity of the accent colour per level (index = level). */
const LEVEL_OPACITY = [0, 0.3, 0.5, 0.75, 1];

const dateOf = (day: number, pattern: string) => format(new Date(day * MS_PER_DAY), pattern, { in: UTC });

function CellShape(props: ScatterShapeProps & { cursor: number | null }) {
  const cell = props.payload as CalendarCell | undefined;
  if (props.cx === undefined || props.cy === undefined || !cell) return null;
  const empty = cell.level === 0;
  const cursor = cell.day === props.cursor;
  return (
    <rect
      {...(cursor ? { className: 'calendar-heatmap__cursor' } : {})}
      x={props.cx - CELL / 2}
      y={props.cy - CELL / 2}
      width={CELL}
      height={CELL}
      rx={2}
      fill={empty ? 'var(--color-surface-2)' : 'var(--color-accent)'}
      fillOpacity={empty ? 1 : LEVEL_OPACITY[cell.level]}
      stroke={cursor ? 'var(--color-text)' : 'var(--color-border)'}
      strokeWidth={cursor ? 2 : empty ? 1 : 0}
    />
  );
}

interface CellTooltipProps {
  active: boolean | undefined;
  payload: readonly { payload?: unknown }[] | undefined;
  units: UnitSystem;
}

function CellTooltip({ active, payload, units }: CellTooltipProps) {
  const cell = payload?.[0]?.payload as CalendarCell | undefined;
  if (!active || !cell) return null;
  return (
    <div className="calendar-heatmap__tooltip">
      <strong>{dateOf(cell.day, 'EEE d MMM yyyy')}</strong>
      <div>
        {cell.count === 0
          ? 'No activity'
          : `${formatDistance(cell.distanceM, units, 1)} · ${cell.count} ${pluralWord(cell.count, 'activity', 'activities')}`}
      </div>
    </div>
  );
}

export interface CalendarHeatmapProps {
  rows: TrackSummary[];
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
  units,
  year: fixedYear,
  yearAction,
  onDayClick,
}: CalendarHeatmapProps) {
  const daily = useMemo(() => dailyTotals(rows), [rows]);
  const years = useMemo(() => yearsOf(daily), [daily]);
  const [chosen, setChosen] = useState<number | null>(null);
  const year = fixedYear ?? (chosen !== null && years.includes(chosen) ? chosen : (years[0] ?? null));
  const cells = useMemo(() => (year === null ? [] : calendarYear(daily, year)), [daily, year]);
  const monthTicks = useMemo(
    () => cells.filter((c) => dateOf(c.day, 'd') === '1').map((c) => c.week),
    [cells],
  );
  const active = cells.filter((c) => c.count > 0);
  const total = active.reduce((sum, c) => sum + c.distanceM, 0);
  const titleId = useId();
  const selectId = useId();
  const { cursor, ref: calendarRef } = useCalendarKeys(
    cells,
    onDayClick ? (cell: CalendarCell) => onDayClick(cell.day) : undefined,
  );
  const cursorCell = cursor === null ? undefined : cells.find((c) => c.day === cursor);

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
            <ScatterChart
              title={`Daily distance in ${year}: arrow keys move between days${onDayClick ? ', Enter lists that day' : ''}`}
              width={WIDTH}
              height={HEIGHT}
              margin={MARGIN}
            >
              <XAxis
                type="number"
                dataKey="week"
                domain={[-0.5, WEEK_COLUMNS - 0.5]}
                ticks={monthTicks}
                tickFormatter={(w: number) => {
                  const first = cells.find((c) => c.week === w && dateOf(c.day, 'd') === '1');
                  return first ? dateOf(first.day, 'MMM') : '';
                }}
                orientation="top"
                height={X_AXIS_HEIGHT}
                axisLine={false}
                tickLine={false}
                stroke="var(--color-text-muted)"
                fontSize={11}
              />
              <YAxis
                type="number"
                dataKey="weekday"
                domain={[-0.5, 6.5]}
                reversed
                ticks={[0, 2, 4, 6]}
                tickFormatter={(d: number) => WEEKDAY_LABELS[d] ?? ''}
                axisLine={false}
                tickLine={false}
                width={Y_AXIS_WIDTH}
                stroke="var(--color-text-muted)"
                fontSize={11}
              />
              <Tooltip
                cursor={false}
                isAnimationActive={false}
                content={(p) => <CellTooltip active={p.active} payload={p.payload} units={units} />}
              />
              <Scatter
                data={cells}
                shape={(p: ScatterShapeProps) => <CellShape {...p} cursor={cursor} />}
                isAnimationActive={false}
                cursor={onDayClick ? 'pointer' : undefined}
                onClick={(point: { payload?: CalendarCell }) => {
                  const cell = point.payload;
                  if (onDayClick && cell && cell.level > 0) onDayClick(cell.day);
                }}
              />
            </ScatterChart>
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
