/** Best-effort curves of the overlaid spans on a log time axis (Recharts); hover and click. */
import { memo, useMemo } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { CURVE_DURATIONS_S } from '../../domain/curves/grid';
import type { TrackSummary } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import { formatActivityDate, summaryZone } from '../../lib/format';
import { durationLabel, formatCurveValue } from './curve-format';
import type { CurveView, Overlay } from './curves-model';

const COLORS = ['var(--color-accent)', '#2563eb', '#16a34a', '#9333ea', '#ca8a04', '#64748b'];
const TICKS = [1, 5, 15, 60, 300, 1200, 3600, 4 * 3600, 86_400];

type Point = Record<string, number | null> & { d: number };

export interface CurvesChartProps {
  view: CurveView;
  list: readonly Overlay[];
  rows: readonly TrackSummary[];
  units: UnitSystem;
  /** A click on the chart at a grid duration (its index). */
  onPick: (index: number) => void;
}

export const CurvesChart = memo(function CurvesChart({ view, list, rows, units, onPick }: CurvesChartProps) {
  const data = useMemo(() => {
    const n = Math.max(0, ...list.map((o) => o.curve.values.findLastIndex((v) => Number.isFinite(v)) + 1));
    return Array.from({ length: n }, (_, i): Point => {
      const p: Point = { d: CURVE_DURATIONS_S[i]! };
      for (const o of list) {
        const v = o.curve.values[i]!;
        p[o.span.key] = Number.isFinite(v) ? v : null;
      }
      return p;
    });
  }, [list]);
  const last = data.at(-1)?.d ?? 60;
  return (
    <figure className="curves-chart" aria-label={`Best ${view === 'hr' ? 'heart rate' : view} by duration`}>
      <LineChart
        title="Best effort by duration: arrow keys move along the durations"
        data={data}
        responsive
        style={{ width: '100%', height: 320 }}
        margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
        onClick={(state) => {
          const i = Number(state.activeTooltipIndex);
          if (Number.isInteger(i) && i >= 0) onPick(i);
        }}
      >
        <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" />
        <XAxis
          dataKey="d"
          type="number"
          scale="log"
          domain={[1, last]}
          ticks={TICKS.filter((t) => t <= last)}
          tickFormatter={(s: number) => durationLabel(s)}
          stroke="var(--color-text-muted)"
          fontSize={12}
        />
        <YAxis
          width={64}
          stroke="var(--color-text-muted)"
          fontSize={12}
          reversed={view === 'pace'}
          domain={['auto', 'auto']}
          tickFormatter={(v: number) => formatCurveValue(view, v, units).replace(/ .*$/, '')}
        />
        <Tooltip
          isAnimationActive={false}
          labelFormatter={(d) => durationLabel(Number(d))}
          formatter={(value, name, item) => {
            const o = list.find((x) => x.span.label === name);
            const i = data.findIndex((p) => p.d === (item.payload as Point).d);
            const row = o && i >= 0 ? rows[o.curve.row[i]!] : undefined;
            const when = row ? `, ${formatActivityDate(row.startTime, summaryZone(row))}, ${row.name}` : '';
            return [`${formatCurveValue(view, Number(value), units)}${when}`, String(name)];
          }}
          contentStyle={{ background: 'var(--color-surface)', borderColor: 'var(--color-border)' }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {list.map((o, k) => (
          <Line
            key={o.span.key}
            dataKey={o.span.key}
            name={o.span.label}
            stroke={COLORS[k % COLORS.length]}
            strokeWidth={k === 0 ? 2.5 : 1.5}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </figure>
  );
});
