/**
 * The best efforts at the duration clicked on a curve chart: one line per curve, with the date and
 * a link to the activity that set it, opening with that window highlighted (?window=start-end,
 * seconds after the activity's start).
 */
import { Link } from '@tanstack/react-router';
import { CURVE_DURATIONS_S } from '../../domain/curves/grid';
import type { UnitSystem } from '../../domain/units';
import { formatActivityDate, summaryZone } from '../../lib/format';
import { durationLabel, formatCurveValue } from './curve-format';
import type { CurvesChartProps } from './curves-chart';
import type { CurveView } from './curve-view';

/**
 * The ?window= value of a best window: "start-end", seconds after the activity's start, real time,
 * as the curve stores them (a window with a shortened pause in it ends later than start + duration).
 */
export const windowParam = (startS: number, endS: number): string => `${startS}-${endS}`;

export function PickedPoint(props: {
  view: CurveView;
  index: number;
  lines: CurvesChartProps['lines'];
  units: UnitSystem;
}) {
  const { view, index, lines, units } = props;
  const d = CURVE_DURATIONS_S[index] ?? 0;
  return (
    <div className="curves-picked" role="region" aria-label={`Best efforts over ${durationLabel(d)}`}>
      <h3 className="curves-picked__title">Best over {durationLabel(d)}</h3>
      <ul>
        {lines.map((o) => {
          const row = o.rows[o.curve.row[index] ?? -1];
          return (
            <li key={o.key}>
              {o.label}: {formatCurveValue(view, o.curve.values[index], units)}
              {row ? (
                <>
                  {' '}
                  on {formatActivityDate(row.startTime, summaryZone(row))},{' '}
                  <Link
                    to="/activities/$id"
                    params={{ id: row.id }}
                    search={(s) => ({
                      ...s,
                      window: windowParam(o.curve.startS[index]!, o.curve.endS[index]!),
                    })}
                  >
                    {row.name}
                  </Link>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
