/**
 * Records by duration (and by distance for pace), each linked to the activity that set it. Three
 * columns (effort, best, activity with its date and where the effort starts under its name), so the
 * table fits a phone's width without scrolling sideways.
 */
import { Link } from '@tanstack/react-router';
import { durationIndex, PACE_DISTANCE_LABELS, PACE_DISTANCES_M } from '../../domain/curves/grid';
import type { AggregateCurve } from '../../domain/curves/aggregate';
import type { TrackSummary } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import { formatActivityDate, formatDuration, formatPace, summaryZone } from '../../lib/format';
import { TableScroll } from '../../components/table-scroll';
import { SPORT_LABELS } from '../../shared/filters/filter-labels';
import { windowParam } from '../../shared/curves/picked-point';
import { durationLabel, formatCurveValue } from '../../shared/curves/curve-format';
import type { CurveView } from '../../shared/curves/curve-view';

/** Durations of the records table, seconds. */
export const RECORD_DURATIONS_S: readonly number[] = [5, 60, 300, 1200, 3600];
/** Distances of the pace records, from 400 m up. */
const FIRST_PACE_RECORD = PACE_DISTANCES_M.indexOf(400);

interface RecordRow {
  label: string;
  value: string;
  row: TrackSummary;
  startS: number;
  /** End of the window, seconds after the activity's start (curve types.ts). */
  endS: number;
}

function ActivityCell({ r }: { r: RecordRow }) {
  return (
    <Link
      to="/activities/$id"
      params={{ id: r.row.id }}
      search={(s) => ({ ...s, window: windowParam(r.startS, r.endS) })}
    >
      {r.row.name}
    </Link>
  );
}

export function CurvesRecords(props: {
  view: CurveView;
  curve: AggregateCurve | null;
  pace: AggregateCurve | null;
  rows: readonly TrackSummary[];
  units: UnitSystem;
}) {
  const { view, curve, pace, rows, units } = props;
  const list: RecordRow[] = [];
  if (curve)
    for (const d of RECORD_DURATIONS_S) {
      const i = durationIndex(d);
      const row = rows[curve.row[i] ?? -1];
      if (row)
        list.push({
          label: durationLabel(d),
          value: formatCurveValue(view, curve.values[i], units),
          row,
          startS: curve.startS[i]!,
          endS: curve.endS[i]!,
        });
    }
  if (view === 'pace' && pace)
    for (let i = FIRST_PACE_RECORD; i < PACE_DISTANCES_M.length; i++) {
      const row = rows[pace.row[i] ?? -1];
      const t = pace.values[i]!;
      if (row)
        list.push({
          label: PACE_DISTANCE_LABELS[i]!,
          value: `${formatDuration(t)} (${formatPace(PACE_DISTANCES_M[i]! / t, units)})`,
          row,
          startS: pace.startS[i]!,
          endS: pace.endS[i]!,
        });
    }
  if (list.length === 0) return <p className="muted">No records in this selection yet.</p>;
  return (
    <TableScroll>
      <table className="data-table curves-records">
        <caption className="visually-hidden">Records by duration</caption>
        <thead>
          <tr>
            <th scope="col">Effort</th>
            <th scope="col" className="num">
              Best
            </th>
            <th scope="col">Activity</th>
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              <td className="num">{r.value}</td>
              <td className="curves-records__activity">
                <ActivityCell r={r} />
                <span className="curves-records__when">
                  {SPORT_LABELS[r.row.sport]} · {formatActivityDate(r.row.startTime, summaryZone(r.row))},
                  from {formatDuration(r.startS)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
