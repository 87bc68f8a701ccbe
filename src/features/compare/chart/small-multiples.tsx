/**
 * Small multiples for comparisons larger than the overlay: one small panel per activity (all of
 * them), the chosen series on a shared x and y scale so panels compare at a glance, drawn as one
 * SVG path each (cheap for hundreds), with the shared cursor.
 */
import { memo, useCallback, useId, useMemo, useState, type PointerEvent } from 'react';
import { nearestGridIndex } from '../../../domain/compare/grid';
import type { CompareResult } from '../../../domain/compare/types';
import { displayValue, rawSeries, type ChartKey, type DisplayOptions } from './chart-rows';
import { useCursor, useCursorStore } from './cursor-store';
import { colorAt } from '../palette';

export interface MultipleTrack {
  position: number;
  name: string;
}

export interface SmallMultiplesProps {
  result: CompareResult;
  gaps: readonly (Float64Array | null)[];
  tracks: readonly MultipleTrack[];
  display: DisplayOptions;
}

const VIEW_W = 1000;
const VIEW_H = 100;
const CHOICES: { key: ChartKey; label: string }[] = [
  { key: 'gap', label: 'Gap to baseline' },
  { key: 'ele', label: 'Elevation' },
  { key: 'speed', label: 'Pace or speed' },
  { key: 'hr', label: 'Heart rate' },
];

/** Display values of one panel, NaN where absent. */
function panelValues(
  result: CompareResult,
  gaps: readonly (Float64Array | null)[],
  position: number,
  key: ChartKey,
  display: DisplayOptions,
) {
  const track = result.tracks[position];
  const raw = track ? rawSeries(key, track, gaps[position] ?? null) : null;
  return Float64Array.from(result.grid.x, (_, k) => displayValue(key, raw?.[k], display) ?? NaN);
}

/** An SVG path through the finite values, x over the grid, y scaled to [lo, hi] (flipped for pace). */
export function sparkPath(
  values: Float64Array,
  grid: Float64Array,
  lo: number,
  hi: number,
  flip: boolean,
): string {
  const end = grid[grid.length - 1] || 1;
  const span = hi - lo || 1;
  let d = '';
  let pen = false;
  for (let k = 0; k < values.length; k++) {
    const v = values[k]!;
    if (!Number.isFinite(v)) {
      pen = false;
      continue;
    }
    const x = (grid[k]! / end) * VIEW_W;
    const f = (v - lo) / span;
    const y = (flip ? f : 1 - f) * VIEW_H;
    d += `${pen ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`;
    pen = true;
  }
  return d;
}

function PanelCursor({ grid }: { grid: Float64Array }) {
  const cursor = useCursor();
  const end = grid[grid.length - 1] || 1;
  if (cursor === null) return null;
  return <div className="small-multiple__cursor" style={{ left: `${((grid[cursor] ?? 0) / end) * 100}%` }} />;
}

export const SmallMultiples = memo(function SmallMultiples({
  result,
  gaps,
  tracks,
  display,
}: SmallMultiplesProps) {
  const [key, setKey] = useState<ChartKey>('gap');
  const selectId = useId();
  const store = useCursorStore();
  const grid = result.grid.x;
  const panels = useMemo(() => {
    const values = tracks.map((t) => panelValues(result, gaps, t.position, key, display));
    let lo = Infinity;
    let hi = -Infinity;
    for (const v of values)
      for (const x of v) if (Number.isFinite(x)) [lo, hi] = [Math.min(lo, x), Math.max(hi, x)];
    const flip = key === 'speed' && display.speedMode === 'pace';
    return tracks.map((t, k) => ({
      ...t,
      d: Number.isFinite(lo) ? sparkPath(values[k]!, grid, lo, hi, flip) : '',
    }));
  }, [result, gaps, tracks, key, display, grid]);
  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const rect = event.currentTarget.getBoundingClientRect();
      const f = rect.width > 0 ? Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width)) : 0;
      store.set(nearestGridIndex(grid, f * (grid[grid.length - 1] ?? 0)));
    },
    [store, grid],
  );

  return (
    <section className="card small-multiples" aria-labelledby={`${selectId}-title`}>
      <div className="small-multiples__head">
        <h2 className="card__title" id={`${selectId}-title`}>
          All {tracks.length} activities
        </h2>
        <label className="compare-field">
          <span>Show</span>
          <select
            id={selectId}
            value={key}
            onChange={(e) => setKey(CHOICES.find((c) => c.key === e.target.value)?.key ?? 'gap')}
          >
            {CHOICES.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="muted">
        One panel per activity on shared scales (the overlaid charts show the first 20).
      </p>
      <ul className="small-multiples__grid">
        {panels.map((p) => (
          <li key={p.position} className="small-multiple">
            <p className="small-multiple__name">
              <span
                className="compare-swatch"
                style={{ background: colorAt(p.position) }}
                aria-hidden="true"
              />
              {p.position + 1}. <bdi>{p.name}</bdi>
            </p>
            <div
              className="small-multiple__plot"
              onPointerMove={onPointerMove}
              onPointerLeave={() => store.set(null)}
            >
              <svg
                viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
                preserveAspectRatio="none"
                role="img"
                aria-label={`${p.name}`}
              >
                <path
                  d={p.d}
                  fill="none"
                  stroke={colorAt(p.position)}
                  strokeWidth={1.5}
                  vectorEffect="non-scaling-stroke"
                />
              </svg>
              <PanelCursor grid={grid} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
});
