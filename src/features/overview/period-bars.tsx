/**
 * Weekly or monthly distance, moving time or elevation gain as bars stacked by sport (Recharts),
 * over every dated activity: a brush under the bars moves and zooms the span shown (at first the
 * latest VISIBLE_WEEKS weeks or VISIBLE_MONTHS months). The y axis names its unit and has
 * whole-number ticks. Clicking a bar opens Activities filtered to that week or month.
 * Bar density: at most as many bars as fit at MIN_BAR_PITCH_PX each across the plot, so a phone
 * (390 px) shows about eight months of weeks at first, not 104 bars in 300 px (visibleBars).
 * Keyboard: the chart is one named tab stop; arrow keys move the highlighted bar (its tooltip
 * shows the figures) and the brush's handles move and zoom the span.
 */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { memo, useId, useMemo, useState } from 'react';
import { Bar, BarChart, Brush, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useChartKeyOpen } from '../../components/chart-key-open';
import { Segmented } from '../../components/segmented';
import { MS_PER_DAY } from '../../domain/filters';
import type { TrackSummary } from '../../domain/stats/types';
import { FEET_PER_METRE, METRES_PER_KM, METRES_PER_MILE, type UnitSystem } from '../../domain/units';
import { distanceUnit, elevationUnit, pluralWord } from '../../lib/format';
import { joinRefs, useElementSize } from '../../lib/use-element-size';
import { unitAxisLabel } from '../../components/unit-axis-label';
import {
  bucketRows,
  bucketize,
  nextBucket,
  sportsInBuckets,
  type BucketMetric,
  type BucketPeriod,
} from './buckets';

const UTC = tz('UTC');
const SECONDS_PER_HOUR = 3600;
/** The span shown at first: the latest two years. */
export const VISIBLE_WEEKS = 104;
export const VISIBLE_MONTHS = 24;
/** Narrowest pitch (bar plus gap) at which weekly bars stay readable and tappable, px. */
export const MIN_BAR_PITCH_PX = 8;
/** Fewest bars shown at first, however narrow the screen. */
export const MIN_VISIBLE_BARS = 12;
/** Width of the y axis plus the chart's side margins, px: what the bars do not get. */
const PLOT_INSET_PX = 56 + 16;

/**
 * How many of the latest bars to show at first in a chart `widthPx` wide: the default span
 * (VISIBLE_WEEKS / VISIBLE_MONTHS) when it fits at MIN_BAR_PITCH_PX, else as many as fit, never
 * fewer than MIN_VISIBLE_BARS. 0 (not measured yet) gives the default span.
 */
export function visibleBars(period: BucketPeriod, widthPx: number): number {
  const span = period === 'week' ? VISIBLE_WEEKS : VISIBLE_MONTHS;
  if (!(widthPx > 0)) return span;
  const fit = Math.floor((widthPx - PLOT_INSET_PX) / MIN_BAR_PITCH_PX);
  return Math.max(MIN_VISIBLE_BARS, Math.min(span, fit));
}

const METRICS: readonly { value: BucketMetric; label: string }[] = [
  { value: 'distanceM', label: 'Distance' },
  { value: 'movingS', label: 'Time' },
  { value: 'gainM', label: 'Elevation' },
];
const PERIODS: readonly { value: BucketPeriod; label: string }[] = [
  { value: 'week', label: 'Weekly' },
  { value: 'month', label: 'Monthly' },
];

function scaleFor(metric: BucketMetric, units: UnitSystem): { scale: (v: number) => number; unit: string } {
  if (metric === 'distanceM') {
    const per = units === 'metric' ? METRES_PER_KM : METRES_PER_MILE;
    return { scale: (v) => v / per, unit: distanceUnit(units) };
  }
  if (metric === 'movingS') return { scale: (v) => v / SECONDS_PER_HOUR, unit: 'h' };
  return { scale: (v) => (units === 'metric' ? v : v * FEET_PER_METRE), unit: elevationUnit(units) };
}

/** Says which buckets and activities the chart leaves out, with correct plurals; '' when none. */
export function omissionNote(omitted: number, undated: number, shown: number, period: BucketPeriod): string {
  const n = (count: number, one: string, many: string) => `${count} ${pluralWord(count, one, many)}`;
  const parts: string[] = [];
  if (omitted > 0) {
    parts.push(
      `Showing the latest ${n(shown, period, `${period}s`)}; ${n(omitted, `earlier ${period} is`, `earlier ${period}s are`)} left out.`,
    );
  }
  if (undated > 0)
    parts.push(
      `${n(undated, 'activity', 'activities')} without a date ${pluralWord(undated, 'is', 'are')} not charted.`,
    );
  return parts.join(' ');
}

const dayLabel = (day: number, pattern: string) => format(new Date(day * MS_PER_DAY), pattern, { in: UTC });

export const PeriodBars = memo(function PeriodBars({
  rows,
  units,
  onOpenPeriod,
}: {
  rows: TrackSummary[];
  units: UnitSystem;
  /** Called with the first and last day numbers of a bar clicked. */
  onOpenPeriod?: (fromDay: number, toDay: number) => void;
}) {
  const [period, setPeriod] = useState<BucketPeriod>('week');
  const [metric, setMetric] = useState<BucketMetric>('distanceM');
  const titleId = useId();
  const result = useMemo(() => bucketize(rows, period, undefined, Infinity), [rows, period]);
  const sports = useMemo(() => sportsInBuckets(result.buckets), [result]);
  const { scale, unit } = useMemo(() => scaleFor(metric, units), [metric, units]);
  const data = useMemo(
    () => bucketRows(result.buckets, metric, sports, scale),
    [result, metric, sports, scale],
  );
  const tickPattern = period === 'week' ? 'd MMM yy' : 'MMM yyyy';
  const tooltipPattern = period === 'week' ? "'Week of' EEE d MMM yyyy" : 'MMMM yyyy';
  const decimals = metric === 'gainM' ? 0 : 1;
  const [figureRef, figureSize] = useElementSize<HTMLElement>();
  const visible = visibleBars(period, figureSize?.width ?? 0);
  const chartName = `${period === 'week' ? 'Weekly' : 'Monthly'} totals by sport (${unit})`;
  const openStart = (start: number) => onOpenPeriod?.(start, nextBucket(start, period) - 1);
  const openBar = (bar: { payload?: { start?: number } }) => {
    const start = bar.payload?.start;
    if (start !== undefined) openStart(start);
  };
  // Enter or Space on the focused chart opens the week or month the arrow keys reached.
  const keys = useChartKeyOpen(
    onOpenPeriod ? (label) => typeof label === 'number' && openStart(label) : undefined,
  );
  const keysRef = keys.ref;
  const figureRefs = useMemo(() => joinRefs(figureRef, keysRef), [figureRef, keysRef]);

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card-head">
        <h2 id={titleId} className="card__title">
          {PERIODS.find((p) => p.value === period)?.label}{' '}
          {METRICS.find((m) => m.value === metric)?.label.toLowerCase()}
        </h2>
        <div className="cluster">
          <Segmented legend="Period" options={PERIODS} value={period} onChange={setPeriod} />
          <Segmented legend="Measure" options={METRICS} value={metric} onChange={setMetric} />
        </div>
      </div>
      {data.length === 0 ? (
        <p className="muted">No dated activities in this selection.</p>
      ) : (
        <figure
          ref={figureRefs}
          className="overview-chart"
          aria-label={chartName}
          data-visible-bars={visible}
        >
          <BarChart
            title={`${chartName}: arrow keys move between ${period}s${onOpenPeriod ? `, Enter lists that ${period}'s activities` : ''}`}
            data={data}
            responsive
            style={{ width: '100%', height: 320 }}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          >
            {keys.probe}
            <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="start"
              tickFormatter={(d: number) => dayLabel(d, tickPattern)}
              stroke="var(--color-text-muted)"
              fontSize={12}
              minTickGap={24}
            />
            <YAxis
              width={56}
              stroke="var(--color-text-muted)"
              fontSize={12}
              allowDecimals={false}
              tickFormatter={(v: number) => String(Math.round(v))}
              label={unitAxisLabel(unit)}
            />
            <Tooltip
              isAnimationActive={false}
              cursor={{ fill: 'var(--color-surface-hover)' }}
              labelFormatter={(d) => dayLabel(Number(d), tooltipPattern)}
              formatter={(value, name) => [
                typeof value === 'number' ? `${value.toFixed(decimals)} ${unit}` : '—',
                String(name),
              ]}
              contentStyle={{ background: 'var(--color-surface)', borderColor: 'var(--color-border)' }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {sports.map((sport) => (
              <Bar
                key={sport}
                dataKey={sport}
                name={sport}
                stackId="sport"
                fill={`var(--sport-${sport})`}
                isAnimationActive={false}
                cursor={onOpenPeriod ? 'pointer' : undefined}
                onClick={openBar}
              />
            ))}
            {data.length > visible ? (
              <Brush
                key={`${period}-${visible}`}
                dataKey="start"
                height={24}
                travellerWidth={10}
                startIndex={data.length - visible}
                endIndex={data.length - 1}
                tickFormatter={(d: number) => dayLabel(d, 'yyyy')}
                stroke="var(--color-accent)"
                fill="var(--color-surface)"
                ariaLabel={`Span shown: drag or use the arrow keys to move and zoom across all ${period}s`}
              />
            ) : null}
          </BarChart>
          <figcaption className="muted method-note">
            {data.length > visible
              ? `Drag the band under the bars to see any ${period} since ${dayLabel(data[0]!.start, 'yyyy')}. `
              : ''}
            {onOpenPeriod
              ? `Click a bar (or press Enter on the chart) to list that ${period}'s activities. `
              : ''}
            {omissionNote(result.omitted, result.undated, data.length, period)}
          </figcaption>
        </figure>
      )}
    </section>
  );
});
