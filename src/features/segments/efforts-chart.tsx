/** Effort times over the years: one dot per timed effort, date across, elapsed time up (Recharts). */
import { CartesianGrid, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useEffect, useMemo } from 'react';
import type { RankedEffort } from '../../domain/segments/types';
import { formatActivityDate, formatDuration } from '../../lib/format';
import { effortInstant } from './leaderboard-model';

const HEIGHT = 220;

export function EffortsChart({
  efforts,
  onShown,
}: {
  efforts: readonly RankedEffort[];
  /** Called once the chart is in the page (committed; it paints in the next frame). */
  onShown?: () => void;
}) {
  useEffect(() => onShown?.(), [onShown]);
  const points = useMemo(
    () =>
      efforts.flatMap((e) => {
        const t = effortInstant(e);
        return t !== null && e.elapsedS !== null ? [{ t, s: e.elapsedS }] : [];
      }),
    [efforts],
  );
  return (
    <section className="card" aria-labelledby="efforts-chart-title">
      <h2 id="efforts-chart-title" className="card__title">
        Effort times over the years
      </h2>
      {points.length === 0 ? (
        <p className="muted">No timed effort yet.</p>
      ) : (
        <figure className="segments-chart" aria-label={`Elapsed time of ${points.length} efforts by date`}>
          <ScatterChart
            title={`Elapsed time of ${points.length} efforts by date`}
            responsive
            style={{ width: '100%', height: HEIGHT }}
            margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
          >
            <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" />
            <XAxis
              dataKey="t"
              type="number"
              domain={['dataMin', 'dataMax']}
              tickFormatter={(v: number) => formatActivityDate(v, null, 'MMM yyyy')}
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
            <Tooltip
              isAnimationActive={false}
              formatter={(value, name) =>
                name === 't' ? formatActivityDate(Number(value), null) : formatDuration(Number(value))
              }
              contentStyle={{ background: 'var(--color-surface)', borderColor: 'var(--color-border)' }}
            />
            <Scatter data={points} fill="var(--color-accent)" isAnimationActive={false} />
          </ScatterChart>
        </figure>
      )}
    </section>
  );
}
