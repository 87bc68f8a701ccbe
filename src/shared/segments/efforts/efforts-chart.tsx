/**
 * Effort times over the years: one dot per timed effort, date across (calendar ticks for the span,
 * time-axis.ts), elapsed time up. Recharts draws the grid and the axes; the dots are one SVG path
 * (effort-dots.tsx: 500 scatter symbols were ~150 ms of the segment page's first paint), with the
 * date and time of the dot under the pointer.
 */
import { useEffect, useMemo, useState } from 'react';
import { CartesianGrid, ScatterChart, XAxis, YAxis } from 'recharts';
import type { SegmentEffort } from '../../../domain/segments/types';
import { formatActivityDate, formatDuration } from '../../../lib/format';
import { EffortDots, type EffortPoint, type HoveredDot } from './effort-dots';
import { axisContext, timeAxis } from './time-axis';
import './efforts-chart.css';

/** What the chart needs of an effort: when (its start, else its activity's) and how long. */
export type ChartedEffort = Pick<SegmentEffort, 'startTime' | 'activityStartTime' | 'elapsedS'>;

const HEIGHT = 220;

export function EffortsChart({
  efforts,
  onShown,
}: {
  efforts: readonly ChartedEffort[];
  /** Called once the chart is in the page (committed; it paints in the next frame). */
  onShown?: () => void;
}) {
  useEffect(() => onShown?.(), [onShown]);
  const points = useMemo(
    () =>
      efforts.flatMap((e): EffortPoint[] => {
        const t = e.startTime ?? e.activityStartTime;
        return t !== null && e.elapsedS !== null ? [{ t, s: e.elapsedS }] : [];
      }),
    [efforts],
  );
  const axis = useMemo(() => {
    let min = Infinity;
    let max = -Infinity;
    for (const p of points) {
      min = Math.min(min, p.t);
      max = Math.max(max, p.t);
    }
    if (points.length === 0) return null;
    const a = timeAxis(min, max);
    return { ...a, context: axisContext(a, min, max, (t, pattern) => formatActivityDate(t, null, pattern)) };
  }, [points]);
  const [hovered, setHovered] = useState<HoveredDot | null>(null);
  return (
    <section className="card" aria-labelledby="efforts-chart-title">
      <h2 id="efforts-chart-title" className="card__title">
        Effort times over the years
      </h2>
      {axis === null ? (
        <p className="muted">No timed effort yet.</p>
      ) : (
        <figure className="segments-chart" aria-label={`Elapsed time of ${points.length} efforts by date`}>
          <ScatterChart
            title={`Elapsed time of ${points.length} efforts by date`}
            data={points}
            // No keyboard layer: it walks Recharts' own tooltip, which the dots (one path) do not
            // feed; the leaderboard lists every effort.
            accessibilityLayer={false}
            responsive
            style={{ width: '100%', height: HEIGHT }}
            margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
          >
            <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" />
            <XAxis
              dataKey="t"
              type="number"
              domain={axis.domain}
              ticks={axis.ticks}
              tickFormatter={(v: number) => formatActivityDate(v, null, axis.pattern)}
              stroke="var(--color-text-muted)"
              fontSize={12}
            />
            <YAxis
              dataKey="s"
              type="number"
              width={56}
              domain={['auto', 'auto']}
              tickFormatter={(v: number) => formatDuration(v)}
              stroke="var(--color-text-muted)"
              fontSize={12}
            />
            <EffortDots points={points} hovered={hovered} onHover={setHovered} />
          </ScatterChart>
          {hovered ? (
            <p className="segments-chart__tip" style={{ left: hovered.x, top: hovered.y }}>
              {formatActivityDate(hovered.point.t, null)} · {formatDuration(hovered.point.s)}
            </p>
          ) : null}
          {axis.context ? (
            <figcaption className="segments-chart__context" data-testid="efforts-axis-context">
              {axis.context}
            </figcaption>
          ) : null}
        </figure>
      )}
    </section>
  );
}
