/**
 * Fitness and fatigue (top, with each step's largest daily load as bars) and form with its bands
 * (below), over the days in view, drawn as plain SVG paths (chart-geometry.ts: at most one point
 * per pixel column, so twenty years draw as fast as a month). The next 14 days with no training
 * are dashed. Pointer or arrow keys pick a day: its values and activities are listed under the
 * chart (links); a click or Enter opens the day's activity (several: the day in Activities).
 */
import { useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  FORM_FRESH_ABOVE,
  FORM_HIGH_RISK_BELOW,
  FORM_PRODUCTIVE_BELOW,
} from '../../domain/training/definitions';
import type { DayValues } from '../../domain/training/fitness';
import { LOAD_BAR_SCALE, type ChartGeometry } from './chart-geometry';

const TOP_H = 190;
const FORM_H = 110;
const PAD_L = 40;
const PAD_R = 8;
const PAD_Y = 8;

interface Props {
  g: ChartGeometry;
  width: number;
  projection: readonly DayValues[];
  picked: number | null;
  onPick: (day: number | null) => void;
  onOpen: (day: number) => void;
  label: string;
}

function path(xs: readonly number[], ys: readonly number[]): string {
  let d = '';
  for (let i = 0; i < xs.length; i++) d += `${i === 0 ? 'M' : 'L'}${xs[i]!.toFixed(1)},${ys[i]!.toFixed(1)}`;
  return d;
}

/** Every day's load bar as one path (one node for hundreds of bars: bench training-open). */
function bars(xs: readonly number[], load: readonly number[], w: number, y: (v: number) => number): string {
  const base = y(0).toFixed(1);
  let d = '';
  for (let i = 0; i < load.length; i++) {
    const l = load[i]!;
    if (l <= 0) continue;
    d += `M${(xs[i]! - w / 2).toFixed(1)},${base}V${y(l * LOAD_BAR_SCALE).toFixed(1)}h${w.toFixed(1)}V${base}Z`;
  }
  return d;
}

export function FitnessChart({ g, width, projection, picked, onPick, onOpen, label }: Props) {
  const [focused, setFocused] = useState(false);
  const lastDay = projection.length > 0 ? projection[projection.length - 1]!.day : g.to;
  const span = Math.max(1, lastDay - g.from);
  const plotW = Math.max(10, width - PAD_L - PAD_R);
  const x = (day: number) => PAD_L + ((day - g.from) / span) * plotW;
  const drawn = useMemo(() => {
    const xs = g.days.map(x);
    const topMax = Math.max(1, ...g.fitness, ...g.fatigue, ...g.load.map((l) => l * LOAD_BAR_SCALE));
    const yTop = (v: number) => PAD_Y + (1 - v / topMax) * (TOP_H - 2 * PAD_Y);
    const formMin = Math.min(FORM_HIGH_RISK_BELOW - 10, ...g.form);
    const formMax = Math.max(FORM_FRESH_ABOVE + 10, ...g.form);
    const yForm = (v: number) => PAD_Y + (1 - (v - formMin) / (formMax - formMin)) * (FORM_H - 2 * PAD_Y);
    const px = projection.map((p) => x(p.day));
    return { xs, yTop, yForm, topMax, formMin, formMax, px };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- x is derived from g, span and width
  }, [g, projection, width]);
  const { xs, yTop, yForm, topMax, px } = drawn;
  const barW = Math.max(1, plotW / Math.max(1, g.days.length + projection.length) - 1);

  const dayAt = (clientX: number, rect: DOMRect) => {
    const day = Math.round(g.from + ((clientX - rect.left - PAD_L) / plotW) * span);
    return Math.max(g.from, Math.min(g.to, day));
  };
  const onMove = (e: PointerEvent<SVGSVGElement>) =>
    onPick(dayAt(e.clientX, e.currentTarget.getBoundingClientRect()));
  const onKey = (e: KeyboardEvent<SVGSVGElement>) => {
    const now = picked ?? g.to;
    const step = e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0;
    if (step !== 0) {
      e.preventDefault();
      onPick(Math.max(g.from, Math.min(g.to, now + step)));
    } else if ((e.key === 'Enter' || e.key === ' ') && picked !== null) {
      e.preventDefault();
      onOpen(picked);
    }
  };
  const cursor = picked === null ? null : x(picked);
  const bands: [number, number, string][] = [
    [FORM_FRESH_ABOVE, drawn.formMax, 'training-band--fresh'],
    [FORM_PRODUCTIVE_BELOW, FORM_FRESH_ABOVE, 'training-band--neutral'],
    [FORM_HIGH_RISK_BELOW, FORM_PRODUCTIVE_BELOW, 'training-band--productive'],
    [drawn.formMin, FORM_HIGH_RISK_BELOW, 'training-band--risk'],
  ];
  const svgProps = {
    width,
    onPointerMove: onMove,
    onPointerLeave: () => (focused ? undefined : onPick(null)),
    onClick: () => picked !== null && onOpen(picked),
  };
  return (
    <div className="training-chart">
      <svg
        {...svgProps}
        height={TOP_H}
        role="img"
        aria-label={label}
        tabIndex={0}
        onKeyDown={onKey}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        data-testid="fitness-chart"
      >
        <line x1={PAD_L} x2={width - PAD_R} y1={yTop(0)} y2={yTop(0)} className="training-axis" />
        <text x={PAD_L - 4} y={yTop(topMax) + 4} className="training-tick" textAnchor="end">
          {Math.round(topMax)}
        </text>
        <text x={PAD_L - 4} y={yTop(0)} className="training-tick" textAnchor="end">
          0
        </text>
        <path d={bars(xs, g.load, barW, yTop)} className="training-load" />
        <path d={path(xs, g.fitness.map(yTop))} className="training-line training-line--fitness" />
        <path d={path(xs, g.fatigue.map(yTop))} className="training-line training-line--fatigue" />
        {projection.length > 0 ? (
          <>
            <path
              d={path(
                px,
                projection.map((p) => yTop(p.fitness)),
              )}
              className="training-line training-line--fitness training-line--projected"
            />
            <path
              d={path(
                px,
                projection.map((p) => yTop(p.fatigue)),
              )}
              className="training-line training-line--fatigue training-line--projected"
            />
          </>
        ) : null}
        {cursor === null ? null : (
          <line x1={cursor} x2={cursor} y1={0} y2={TOP_H} className="training-cursor" />
        )}
      </svg>
      <svg {...svgProps} height={FORM_H} aria-hidden="true" data-testid="form-chart">
        {bands.map(([lo, hi, cls]) => (
          <rect
            key={cls}
            x={PAD_L}
            width={plotW}
            y={yForm(hi)}
            height={Math.max(0, yForm(lo) - yForm(hi))}
            className={`training-band ${cls}`}
          />
        ))}
        <line x1={PAD_L} x2={width - PAD_R} y1={yForm(0)} y2={yForm(0)} className="training-axis" />
        <text x={PAD_L - 4} y={yForm(0) + 4} className="training-tick" textAnchor="end">
          0
        </text>
        <path d={path(xs, g.form.map(yForm))} className="training-line training-line--form" />
        {projection.length > 0 ? (
          <path
            d={path(
              px,
              projection.map((p) => yForm(p.form)),
            )}
            className="training-line training-line--form training-line--projected"
          />
        ) : null}
        {cursor === null ? null : (
          <line x1={cursor} x2={cursor} y1={0} y2={FORM_H} className="training-cursor" />
        )}
      </svg>
    </div>
  );
}
