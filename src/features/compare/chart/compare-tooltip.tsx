/**
 * The shared tooltip: at the cursor's grid point, every overlaid track's values (elevation, pace or
 * speed, heart rate, cadence, gap), read straight from the resampled tracks. It floats beside the
 * cursor line over the charts and is the only part of the charts that re-renders on a hover.
 */
import { useLayoutEffect, useRef } from 'react';
import type { CompareResult } from '../../../domain/compare/types';
import { formatDuration, formatInteger, MISSING } from '../../../lib/format';
import { displayValue, rawSeries, type ChartKey, type DisplayOptions } from './chart-rows';
import { useCursor } from './cursor-store';
import type { ChartFrame } from './overlay-chart';
import { colorAt } from '../palette';
import { formatGap } from '../table/table-model';

export interface TooltipTrack {
  position: number;
  name: string;
}

export interface CompareTooltipProps {
  result: CompareResult;
  gaps: readonly (Float64Array | null)[];
  tracks: readonly TooltipTrack[];
  charts: readonly ChartKey[];
  display: DisplayOptions;
  frame: ChartFrame;
  /** Left and right insets of the plot area inside the charts column, pixels. */
  insets: { left: number; right: number };
  unitLabels: Record<ChartKey, string>;
}

const HEADERS: Record<ChartKey, string> = { ele: 'Elev.', speed: 'Speed', hr: 'HR', cad: 'Cad.', gap: 'Gap' };
/** Gap between the cursor line and the tooltip, px. */
const CURSOR_GAP_PX = 14;

/**
 * Where the tooltip goes, in px from the cursor line: right of the cursor where it fits inside the
 * charts column, else left of it, else as far right as the column allows (a phone), so it is never
 * clipped. `cursorX` is the cursor's x in the column, `width` the tooltip's, `columnWidth` the
 * column's (all px).
 */
export function tooltipOffset(cursorX: number, width: number, columnWidth: number): number {
  if (cursorX + CURSOR_GAP_PX + width <= columnWidth) return CURSOR_GAP_PX;
  if (cursorX - CURSOR_GAP_PX - width >= 0) return -CURSOR_GAP_PX - width;
  return Math.max(0, columnWidth - width) - cursorX;
}

/** Places the tooltip (tooltipOffset) after each render, before paint; no React state involved. */
function usePlacement(cursor: number | null, frac: number, insetLeft: number) {
  const tip = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = tip.current;
    const column = el?.closest<HTMLElement>('.compare-charts');
    const track = el?.closest<HTMLElement>('.compare-tooltip-track');
    if (!el || !column || !track) return;
    const columnWidth = column.clientWidth;
    el.style.maxWidth = `${columnWidth}px`;
    const cursorX = insetLeft + frac * track.clientWidth;
    el.style.transform = `translateX(${tooltipOffset(cursorX, el.offsetWidth, columnWidth)}px)`;
  }, [cursor, frac, insetLeft]);
  return tip;
}

/** A cell: the raw resampled value in display units (the gap in words, see formatGap). */
function cellText(key: ChartKey, raw: number | undefined, display: DisplayOptions): string {
  if (key === 'gap') return raw !== undefined && Number.isFinite(raw) ? formatGap(raw, display) : MISSING;
  const value = displayValue(key, raw, display);
  if (value === null) return MISSING;
  if (key === 'speed') return display.speedMode === 'pace' ? formatDuration(value) : value.toFixed(1);
  return formatInteger(value);
}

export function CompareTooltip(props: CompareTooltipProps) {
  const cursor = useCursor();
  const { result, gaps, tracks, charts, display, frame, insets } = props;
  const end = result.grid.x[result.grid.x.length - 1] || 1;
  const frac = cursor === null ? 0 : (result.grid.x[cursor] ?? 0) / end;
  const tip = usePlacement(cursor, frac, insets.left);
  if (cursor === null || cursor >= result.grid.x.length) return null;
  // The track spans the plot area; the anchor (as wide) is moved by a transform on its own layer.
  return (
    <div className="compare-tooltip-track" style={{ left: insets.left, right: insets.right }}>
      <div className="compare-tooltip-anchor" style={{ transform: `translateX(${frac * 100}%)` }}>
        <div ref={tip} className="compare-tooltip" role="tooltip" data-cursor-index={cursor}>
          <p className="compare-tooltip__x">{frame.xFormat(result.grid.x[cursor]! * frame.factor)}</p>
          <table className="compare-tooltip__table">
            <thead>
              <tr>
                <th scope="col">Activity</th>
                {charts.map((key) => (
                  <th key={key} scope="col" title={props.unitLabels[key]}>
                    {key === 'speed' && display.speedMode === 'pace' ? 'Pace' : HEADERS[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tracks.map(({ position, name }) => {
                const track = result.tracks[position];
                return (
                  <tr key={position}>
                    <th scope="row">
                      <span
                        className="compare-swatch"
                        style={{ background: colorAt(position) }}
                        aria-hidden="true"
                      />
                      <span className="compare-tooltip__name">{name}</span>
                    </th>
                    {charts.map((key) => {
                      const series = track ? rawSeries(key, track, gaps[position] ?? null) : null;
                      const raw = series ? series[cursor] : undefined;
                      return <td key={key}>{cellText(key, raw, display)}</td>;
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
