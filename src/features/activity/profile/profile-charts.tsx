/**
 * Elevation, pace or speed, heart rate, power and cadence against distance or time (Recharts), from the stored
 * ChartProfile. The charts share a syncId so one hover shows the cursor on all of them, and report
 * the hovered profile sample so the map can move its marker.
 */
import { memo, useCallback } from 'react';
import { Area, AreaChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { MouseHandlerDataParam } from 'recharts';
import { POWER_SMOOTH_S } from '../../../domain/series/smooth';
import type { UnitSystem } from '../../../domain/units';
import { distanceUnit, elevationUnit, formatDuration, speedUnit } from '../../../lib/format';
import { useChartDrag, type PlotInsets, type XRange } from './use-chart-drag';
import {
  PACE_AXIS_HIGH_Q,
  PACE_AXIS_LOW_Q,
  distanceTick,
  formatMinutesTick,
  paceAxis,
  robustDomain,
  type ProfileRow,
  type XAxisMode,
} from './chart-series';

export interface ProfileChartsProps {
  rows: ProfileRow[];
  mode: XAxisMode;
  units: UnitSystem;
  /** Pace (time per distance) rather than speed. */
  pace: boolean;
  /** Pace unit label, e.g. "/km" or "/100m". */
  paceLabel: string;
  channels: { ele: boolean; speed: boolean; hr: boolean; power: boolean; cad: boolean };
  /** Cadence unit label: "rpm" for rides, "spm" (steps per minute) otherwise, as in the sensor table. */
  cadenceUnit: string;
  /** The hovered profile sample, or null when the pointer leaves the charts. */
  onCursor: (sample: number | null) => void;
  /** The selected range in chart x (shown shaded on every chart), or null. */
  selection?: XRange | null;
  /** A range dragged on the charts, in chart x (mouse, touch or pen). */
  onSelect?: (range: XRange) => void;
}

const CHART_HEIGHT = 170;
const SYNC_ID = 'activity-profile';
const MARGIN = { top: 8, right: 12, bottom: 0, left: 0 };
const Y_AXIS_WIDTH = 56;
/** Height of the x axis under the last chart (Recharts' default). */
const X_AXIS_HEIGHT = 30;
const INSETS: PlotInsets = { left: MARGIN.left + Y_AXIS_WIDTH, right: MARGIN.right };
const NO_SELECT = () => undefined;

type YKey = 'ele' | 'speed' | 'pace' | 'hr' | 'power' | 'cad';

interface ChartSpec {
  key: YKey;
  title: string;
  unit: string;
  color: string;
  format: (v: number) => string;
  reversed?: boolean;
  area?: boolean;
  /** Fixed y domain (values outside are clipped); 'auto' otherwise. */
  domain?: [number, number];
  /** Fixed y ticks; the chart library's otherwise. */
  ticks?: number[];
}

function specsOf(p: ProfileChartsProps): ChartSpec[] {
  const specs: ChartSpec[] = [];
  if (p.channels.ele) {
    const unit = elevationUnit(p.units);
    specs.push({
      key: 'ele',
      title: 'Elevation',
      unit,
      color: 'var(--chart-ele)',
      format: (v) => `${Math.round(v)} ${unit}`,
      area: true,
    });
  }
  if (p.channels.speed && p.pace) {
    const domain = robustDomain(
      p.rows.map((r) => r.pace),
      PACE_AXIS_LOW_Q,
      PACE_AXIS_HIGH_Q,
    );
    specs.push({
      key: 'pace',
      title: 'Pace',
      unit: p.paceLabel,
      color: 'var(--chart-speed)',
      format: (v) => `${formatDuration(v)} ${p.paceLabel}`,
      reversed: true,
      ...(domain ? paceAxis(domain) : {}),
    });
  } else if (p.channels.speed) {
    const unit = speedUnit(p.units);
    specs.push({
      key: 'speed',
      title: 'Speed',
      unit,
      color: 'var(--chart-speed)',
      format: (v) => `${v.toFixed(1)} ${unit}`,
    });
  }
  if (p.channels.hr) {
    specs.push({
      key: 'hr',
      title: 'Heart rate',
      unit: 'bpm',
      color: 'var(--chart-hr)',
      format: (v) => `${Math.round(v)} bpm`,
    });
  }
  if (p.channels.power) {
    specs.push({
      key: 'power',
      title: `Power (${POWER_SMOOTH_S} s mean)`,
      unit: 'W',
      color: 'var(--chart-power)',
      format: (v) => `${Math.round(v)} W`,
    });
  }
  if (p.channels.cad) {
    specs.push({
      key: 'cad',
      title: 'Cadence',
      unit: p.cadenceUnit,
      color: 'var(--chart-cad)',
      format: (v) => `${Math.round(v)} ${p.cadenceUnit}`,
    });
  }
  return specs;
}

/** The x-axis label: h:mm of elapsed time, or the distance (distanceTick). */
function xFormat(mode: XAxisMode, units: UnitSystem, span: number): (v: number) => string {
  if (mode === 'time') return formatMinutesTick;
  const unit = distanceUnit(units);
  return (v) => distanceTick(v, span, unit);
}

export const ProfileCharts = memo(function ProfileCharts(props: ProfileChartsProps) {
  const { rows, mode, units, onCursor } = props;
  const onMove = useCallback(
    (state: MouseHandlerDataParam) => {
      const index = Number(state.activeTooltipIndex);
      const row = Number.isInteger(index) ? rows[index] : undefined;
      onCursor(row ? row.i : null);
    },
    [rows, onCursor],
  );
  const onLeave = useCallback(() => onCursor(null), [onCursor]);
  const specs = specsOf(props);
  const xMin = rows[0]?.x ?? 0;
  const xMax = rows[rows.length - 1]?.x ?? 0;
  const formatX = xFormat(mode, units, xMax - xMin);
  const drag = useChartDrag(INSETS, xMin, xMax, props.onSelect ?? NO_SELECT);
  const shaded = drag.live ?? props.selection ?? null;
  if (specs.length === 0)
    return (
      <p className="muted">This track has no elevation, speed, heart rate, power or cadence to chart.</p>
    );

  return (
    <div
      className="profile-charts"
      data-testid="profile-charts"
      data-selecting={drag.live ? 'on' : 'off'}
      {...(props.onSelect ? drag.handlers : {})}
    >
      {specs.map((spec, k) => {
        const last = k === specs.length - 1;
        const chartTitle = `${spec.title} (${spec.unit}): arrow keys move along the activity`;
        const common = {
          data: rows,
          syncId: SYNC_ID,
          margin: MARGIN,
          responsive: true,
          style: { width: '100%', height: CHART_HEIGHT },
          onMouseMove: onMove,
          onMouseLeave: onLeave,
        };
        const axes = (
          <>
            <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="x"
              type="number"
              domain={['dataMin', 'dataMax']}
              tickFormatter={formatX}
              hide={!last}
              stroke="var(--color-text-muted)"
              fontSize={12}
            />
            <YAxis
              width={Y_AXIS_WIDTH}
              domain={spec.domain ?? ['auto', 'auto']}
              allowDataOverflow={spec.domain !== undefined}
              reversed={spec.reversed ?? false}
              {...(spec.ticks ? { ticks: spec.ticks } : {})}
              // Labels are whole numbers: whole ticks, so a 6-7 m range never reads "7, 7, 7, 6".
              allowDecimals={false}
              tickFormatter={(v: number) => (spec.key === 'pace' ? formatDuration(v) : String(Math.round(v)))}
              stroke="var(--color-text-muted)"
              fontSize={12}
            />
            <Tooltip
              isAnimationActive={false}
              labelFormatter={(label) => formatX(Number(label))}
              formatter={(value) => [typeof value === 'number' ? spec.format(value) : '—', spec.title]}
              contentStyle={{ background: 'var(--color-surface)', borderColor: 'var(--color-border)' }}
            />
          </>
        );
        return (
          <figure key={spec.key} className="profile-chart" aria-label={`${spec.title} (${spec.unit})`}>
            <figcaption className="profile-chart__title">
              {spec.title} <span className="muted">({spec.unit})</span>
            </figcaption>
            <div className="profile-chart__plot">
              {spec.area ? (
                <AreaChart {...common} title={chartTitle}>
                  {axes}
                  <Area
                    dataKey={spec.key}
                    type="monotone"
                    stroke={spec.color}
                    fill={spec.color}
                    fillOpacity={0.2}
                    isAnimationActive={false}
                    connectNulls
                    dot={false}
                  />
                </AreaChart>
              ) : (
                <LineChart {...common} title={chartTitle}>
                  {axes}
                  <Line
                    dataKey={spec.key}
                    type="monotone"
                    stroke={spec.color}
                    strokeWidth={1.5}
                    isAnimationActive={false}
                    connectNulls={false}
                    dot={false}
                  />
                </LineChart>
              )}
              {shaded ? <SelectionShade range={shaded} xMin={xMin} xMax={xMax} last={last} /> : null}
            </div>
          </figure>
        );
      })}
    </div>
  );
});

/** The selected range over one chart's plot area, positioned in CSS (no chart re-render). */
function SelectionShade({
  range,
  xMin,
  xMax,
  last,
}: {
  range: XRange;
  xMin: number;
  xMax: number;
  last: boolean;
}) {
  const span = xMax - xMin;
  if (!(span > 0)) return null;
  const t1 = Math.min(Math.max((range.x1 - xMin) / span, 0), 1);
  const t2 = Math.min(Math.max((range.x2 - xMin) / span, 0), 1);
  const plot = `(100% - ${INSETS.left + INSETS.right}px)`;
  return (
    <div
      className="profile-chart__selection"
      aria-hidden="true"
      style={{
        left: `calc(${INSETS.left}px + ${plot} * ${t1})`,
        width: `calc(${plot} * ${t2 - t1})`,
        top: MARGIN.top,
        bottom: last ? X_AXIS_HEIGHT : 0,
      }}
    />
  );
}
