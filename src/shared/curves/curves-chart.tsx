/** Best-effort curves on a log time axis (Recharts): one line per curve, hover and click. */
import { memo, useMemo } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { AggregateCurve } from '../../domain/curves/aggregate';
import { CURVE_DURATIONS_S } from '../../domain/curves/grid';
import type { TrackSummary } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import { formatActivityDate, summaryZone } from '../../lib/format';
import './curves-chart.css';
import { durationLabel, formatCurveValue, valueAxis } from './curve-format';
import type { CurveView } from './curve-view';

/** Line colours, in overlay order. */
export const CURVE_COLORS = ['var(--color-accent)', '#2563eb', '#16a34a', '#9333ea', '#ca8a04', '#64748b'];
const TICKS = [1, 5, 15, 60, 300, 1200, 3600, 4 * 3600, 86_400];

/** One line of a curve chart. */
export interface CurveLine {
  /** Unique among the lines (the data key). */
  key: string;
  label: string;
  curve: AggregateCurve;
  /** The activities curve.row points into (the tooltip names the one that set each point). */
  rows: readonly TrackSummary[];
  color: string;
  /** Drawn thicker: the line the chart is about. */
  main?: boolean;
}

/**
 * A model drawn over the curves, dashed: the critical power (speed) fit of the Curves page. `at`
 * gives its value at a grid duration, NaN where it is not drawn.
 */
export interface CurveModel {
  label: string;
  at: (t: number) => number;
}

/** The data key of the model line; no curve line has it (their keys are span keys). */
const MODEL_KEY = '__model';
const MODEL_COLOR = 'var(--color-text)';

type Point = Record<string, number | null> & { d: number };

export interface CurvesChartProps {
  view: CurveView;
  lines: readonly CurveLine[];
  units: UnitSystem;
  model?: CurveModel | null;
  /** A click on the chart at a grid duration (its index). */
  onPick: (index: number) => void;
}

/** Width of the value axis and the chart's right margin, px. */
const Y_AXIS_PX = 64;
const RIGHT_MARGIN_PX = 12;
/**
 * At most the plotting area's width: Recharts keeps a tooltip inside that area, its left edge at
 * the value axis at least, so a wider one would still stick out on the right.
 */
const TOOLTIP_WRAPPER = { maxWidth: `calc(100% - ${Y_AXIS_PX + RIGHT_MARGIN_PX}px)` } as const;
const TOOLTIP_CONTENT = {
  background: 'var(--color-surface)',
  borderColor: 'var(--color-border)',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
} as const;

export const CurvesChart = memo(function CurvesChart({
  view,
  lines,
  units,
  model,
  onPick,
}: CurvesChartProps) {
  const data = useMemo(() => {
    const n = Math.max(0, ...lines.map((o) => o.curve.values.findLastIndex((v) => Number.isFinite(v)) + 1));
    return Array.from({ length: n }, (_, i): Point => {
      const p: Point = { d: CURVE_DURATIONS_S[i]! };
      for (const o of lines) {
        const v = o.curve.values[i];
        p[o.key] = v !== undefined && Number.isFinite(v) ? v : null;
      }
      if (model) {
        const m = model.at(p.d);
        p[MODEL_KEY] = Number.isFinite(m) ? m : null;
      }
      return p;
    });
  }, [lines, model]);
  const last = data.at(-1)?.d ?? 60;
  // Ticks at round values of the view (curve-format.ts valueAxis). The pace view plots the best
  // speeds, not reversed: faster paces stand higher, as on the activity and Compare pages' pace
  // charts, and the curve falls with duration like the others.
  const axis = useMemo(() => {
    const values: ArrayLike<number>[] = lines.map((o) => o.curve.values);
    // The critical power model is drawn too: the axis holds it as well.
    if (model) values.push(data.map((p) => p[MODEL_KEY] ?? NaN));
    return valueAxis(view, values, units);
  }, [view, lines, units, model, data]);
  return (
    <figure className="curves-chart" aria-label={`Best ${view === 'hr' ? 'heart rate' : view} by duration`}>
      <LineChart
        title="Best effort by duration: arrow keys move along the durations"
        data={data}
        responsive
        style={{ width: '100%', height: 320 }}
        margin={{ top: 8, right: RIGHT_MARGIN_PX, bottom: 0, left: 0 }}
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
          width={Y_AXIS_PX}
          stroke="var(--color-text-muted)"
          fontSize={12}
          domain={axis?.domain ?? ['auto', 'auto']}
          ticks={axis?.ticks}
          // Every tick drawn: Recharts' default drops a label at the domain's edge.
          interval={0}
          tickFormatter={(v: number) => formatCurveValue(view, v, units).replace(/ .*$/, '')}
        />
        <Tooltip
          isAnimationActive={false}
          labelFormatter={(d) => durationLabel(Number(d))}
          formatter={(value, name, item) => {
            const o = lines.find((x) => x.key === item.dataKey);
            const i = data.findIndex((p) => p.d === (item.payload as Point).d);
            const row = o && i >= 0 ? o.rows[o.curve.row[i]!] : undefined;
            const when = row
              ? `, ${formatActivityDate(row.startTime, summaryZone(row))}, ${row.name}`
              : item.dataKey === MODEL_KEY
                ? ' (model)'
                : '';
            return [`${formatCurveValue(view, Number(value), units)}${when}`, String(name)];
          }}
          // Recharts writes its tooltip on one line (white-space: nowrap): the activity's name made it
          // wider than a phone, and the page scrolled sideways. It wraps within the chart instead.
          wrapperStyle={TOOLTIP_WRAPPER}
          contentStyle={TOOLTIP_CONTENT}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {/* The main line last, drawn over the others where they meet. */}
        {[...lines.filter((o) => !o.main), ...lines.filter((o) => o.main)].map((o) => (
          <Line
            key={o.key}
            dataKey={o.key}
            name={o.label}
            stroke={o.color}
            strokeWidth={o.main ? 2.5 : 1.5}
            dot={false}
            isAnimationActive={false}
          />
        ))}
        {model ? (
          <Line
            key={MODEL_KEY}
            dataKey={MODEL_KEY}
            name={model.label}
            className="curves-chart__model"
            stroke={MODEL_COLOR}
            strokeWidth={1.5}
            strokeDasharray="6 4"
            dot={false}
            activeDot={false}
            isAnimationActive={false}
          />
        ) : null}
      </LineChart>
    </figure>
  );
});
