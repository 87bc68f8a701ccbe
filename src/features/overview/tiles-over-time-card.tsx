/**
 * Explorer tiles over time (tiles-over-time.ts): new tiles per month as bars and the running total
 * as a line, at zoom 14 or 17, over the whole history (first visits depend on every activity, so the
 * Overview's filter does not apply). The counts come from the explorer worker, which loads every
 * activity's path: the card asks only once it scrolls into view.
 */
import { memo, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { Segmented } from '../../components/segmented';
import type { TrackSummary } from '../../domain/stats/types';
import { formatCount } from '../../lib/format';
import { useNewTiles } from '../../shared/explorer/use-explorer';
import { tilesOverTime } from './tiles-over-time';

type Zoom = '14' | '17';
const ZOOMS = [
  { value: '14', label: 'Zoom 14' },
  { value: '17', label: 'Zoom 17' },
] as const;

/** True once the element has come near the viewport (at once without IntersectionObserver). */
function useSeen(ref: RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

export const TilesOverTimeCard = memo(function TilesOverTimeCard({ all }: { all: TrackSummary[] }) {
  const ref = useRef<HTMLElement>(null);
  const newTiles = useNewTiles(useSeen(ref));
  const [zoom, setZoom] = useState<Zoom>('14');
  const months = useMemo(
    () => (newTiles ? tilesOverTime(all, zoom === '14' ? newTiles.z14 : newTiles.z17) : null),
    [all, newTiles, zoom],
  );
  const titleId = useId();
  const total = months?.at(-1)?.total ?? 0;

  return (
    <section className="card" aria-labelledby={titleId} ref={ref}>
      <div className="card-head">
        <h2 id={titleId} className="card__title">
          Explorer tiles over time
        </h2>
        <Segmented legend="Tile zoom" options={ZOOMS} value={zoom} onChange={setZoom} />
      </div>
      {months === null ? (
        <p className="muted" role="status">
          Counting tiles…
        </p>
      ) : months.length === 0 ? (
        <p className="muted">No dated activity with a track yet.</p>
      ) : (
        <>
          <p className="overview-tiles-total">
            <strong>{formatCount(total, 'tile', 'tiles')}</strong> at zoom {zoom}, over all your activities
            (first visits per month; the filters do not apply).
          </p>
          <figure
            className="overview-chart"
            aria-label={`New explorer tiles per month and in total (zoom ${zoom})`}
          >
            <ComposedChart
              title={`New explorer tiles per month (zoom ${zoom}): arrow keys move between months`}
              data={months}
              responsive
              style={{ width: '100%', height: 260 }}
              margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
            >
              <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="month" stroke="var(--color-text-muted)" fontSize={12} minTickGap={24} />
              <YAxis
                yAxisId="total"
                width={56}
                stroke="var(--color-accent)"
                fontSize={12}
                allowDecimals={false}
              />
              <YAxis
                yAxisId="added"
                orientation="right"
                width={44}
                stroke="var(--color-text-muted)"
                fontSize={12}
                allowDecimals={false}
              />
              <Tooltip
                isAnimationActive={false}
                formatter={(value, name) => [Number(value).toLocaleString('en-US'), String(name)]}
                contentStyle={{ background: 'var(--color-surface)', borderColor: 'var(--color-border)' }}
              />
              <Legend wrapperStyle={{ fontSize: 12 }} />
              <Bar
                yAxisId="added"
                dataKey="added"
                name="new that month (right axis)"
                fill="var(--color-text-muted)"
                fillOpacity={0.45}
                isAnimationActive={false}
              />
              <Line
                yAxisId="total"
                dataKey="total"
                name="tiles in total (left axis)"
                stroke="var(--color-accent)"
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            </ComposedChart>
          </figure>
        </>
      )}
    </section>
  );
});
