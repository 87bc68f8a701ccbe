/**
 * A card with a curve chart (channel choice, chart, the best efforts at the clicked duration with
 * links to their activities), for the activity page and the Compare page.
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Segmented } from '../../components/segmented';
import type { UnitSystem } from '../../domain/units';
import { CurvesChart, type CurveLine } from './curves-chart';
import { CURVE_VIEWS, type CurveView } from './curve-view';
import { PickedPoint } from './picked-point';

export interface CurvesCardProps {
  title: string;
  /** The views there is data for (at least one). */
  views: readonly CurveView[];
  linesFor: (view: CurveView) => CurveLine[];
  units: UnitSystem;
  /** Besides showing the best efforts there: a click at a grid duration (its index). */
  onPick?: (index: number, lines: readonly CurveLine[]) => void;
  children?: ReactNode;
}

export function CurvesCard({ title, views, linesFor, units, onPick, children }: CurvesCardProps) {
  const titleId = useId();
  const [chosen, setView] = useState<CurveView | null>(null);
  const view = chosen !== null && views.includes(chosen) ? chosen : views[0]!;
  const lines = useMemo(() => linesFor(view), [linesFor, view]);
  const [picked, setPicked] = useState<number | null>(null);
  const options = CURVE_VIEWS.filter((o) => views.includes(o.value));
  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card-head">
        <h2 id={titleId} className="card__title">
          {title}
        </h2>
        {options.length > 1 ? (
          <Segmented legend="Channel" options={options} value={view} onChange={setView} />
        ) : null}
      </div>
      {children}
      <CurvesChart
        view={view}
        lines={lines}
        units={units}
        onPick={(i) => {
          setPicked(i);
          onPick?.(i, lines);
        }}
      />
      {picked !== null ? <PickedPoint view={view} index={picked} lines={lines} units={units} /> : null}
    </section>
  );
}
