/** Year-over-year cumulative distance, one line per year against the day of the year (Recharts). */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { memo, useId, useMemo, useState } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { MS_PER_DAY, localDayOf } from '../../domain/filters';
import type { TrackSummary } from '../../domain/stats/types';
import { METRES_PER_KM, METRES_PER_MILE, type UnitSystem } from '../../domain/units';
import { distanceUnit } from '../../lib/format';
import { yearAxisTicks, yearKey, yearLines } from './year-lines';
import { unitAxisLabel } from '../../components/unit-axis-label';

/** Most years drawn (the latest); older ones would only crowd the chart. */
export const MAX_YEAR_LINES = 6;
/** Line colours, latest year first; older years fade. */
const YEAR_COLORS = ['var(--color-accent)', '#2563eb', '#16a34a', '#9333ea', '#ca8a04', '#64748b'];
/** Day of year (1-based) of the first of each month in a non-leap year, for the x ticks. */
const MONTH_STARTS = [1, 32, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335];
const UTC = tz('UTC');

const monthName = (doy: number) => format(new Date((doy - 1) * MS_PER_DAY), 'MMM', { in: UTC });
const dayName = (doy: number) => format(new Date((doy - 1) * MS_PER_DAY), 'd MMM', { in: UTC });

export const YearLinesChart = memo(function YearLinesChart({
  rows,
  units,
}: {
  rows: TrackSummary[];
  units: UnitSystem;
}) {
  const [today] = useState(() => localDayOf(new Date()));
  const per = units === 'metric' ? METRES_PER_KM : METRES_PER_MILE;
  const lines = useMemo(() => yearLines(rows, today, undefined, MAX_YEAR_LINES, per), [rows, today, per]);
  const ticks = useMemo(() => yearAxisTicks(lines), [lines]);
  const unit = distanceUnit(units);
  const titleId = useId();
  const latestFirst = [...lines.years].reverse();

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        Year over year
      </h2>
      {lines.years.length === 0 ? (
        <p className="muted">No dated activities in this selection.</p>
      ) : (
        <figure className="overview-chart" aria-label={`Cumulative distance per year (${unit})`}>
          <LineChart
            title={`Cumulative distance per year (${unit}): arrow keys move along the days`}
            data={lines.rows}
            responsive
            style={{ width: '100%', height: 280 }}
            margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
          >
            <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="doy"
              type="number"
              domain={[1, 366]}
              ticks={MONTH_STARTS}
              tickFormatter={monthName}
              stroke="var(--color-text-muted)"
              fontSize={12}
            />
            <YAxis
              width={56}
              stroke="var(--color-text-muted)"
              fontSize={12}
              ticks={ticks}
              domain={[0, ticks.at(-1) ?? 1]}
              tickFormatter={(v: number) => Math.round(v).toLocaleString('en-US')}
              label={unitAxisLabel(unit)}
            />
            <Tooltip
              isAnimationActive={false}
              labelFormatter={(doy) => dayName(Number(doy))}
              formatter={(value, name) => [
                typeof value === 'number' ? `${Math.round(value).toLocaleString('en-US')} ${unit}` : '—',
                String(name),
              ]}
              contentStyle={{ background: 'var(--color-surface)', borderColor: 'var(--color-border)' }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {latestFirst.map((year, k) => (
              <Line
                key={year}
                dataKey={yearKey(year)}
                name={String(year)}
                stroke={YEAR_COLORS[k] ?? YEAR_COLORS[YEAR_COLORS.length - 1]}
                strokeWidth={k === 0 ? 2.5 : 1.5}
                dot={false}
                connectNulls={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </figure>
      )}
    </section>
  );
});
