/** Personal records per sport (records.ts), each linking to the activity it came from. */
import { PlausibilityNote } from '../../components/plausibility-note';
import { Link } from '@tanstack/react-router';
import { memo, useId, useMemo, useState } from 'react';
import { Segmented } from '../../components/segmented';
import type { Sport, TrackSummary } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import { BEST_EFFORT_LABELS } from '../../shared/labels/effort-labels';
import { formatActivityDate, formatDuration, formatPaceOrSpeed, summaryZone } from '../../lib/format';
import { personalRecords } from './records';
import { TableScroll } from '../../components/table-scroll';
import { SPORT_LABELS } from '../../shared/filters/filter-labels';

export const RecordsTable = memo(function RecordsTable({
  rows,
  units,
}: {
  rows: TrackSummary[];
  units: UnitSystem;
}) {
  const records = useMemo(() => personalRecords(rows), [rows]);
  const sports = [...records.keys()];
  const [chosen, setChosen] = useState<Sport | null>(null);
  const sport = chosen !== null && records.has(chosen) ? chosen : (sports[0] ?? null);
  const list = sport === null ? [] : (records.get(sport) ?? []);
  const titleId = useId();

  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card-head">
        <h2 id={titleId} className="card__title">
          Personal records
        </h2>
        {sports.length > 1 && sport !== null ? (
          <Segmented
            legend="Sport"
            options={sports.map((s) => ({ value: s, label: SPORT_LABELS[s] }))}
            value={sport}
            onChange={setChosen}
          />
        ) : null}
      </div>
      {sport === null ? (
        <p className="muted">No best efforts in this selection: they need timestamps and at least 400 m.</p>
      ) : (
        <TableScroll>
          <table className="data-table overview-records">
            <caption className="visually-hidden">Personal records, {sport}</caption>
            <thead>
              <tr>
                <th scope="col">Distance</th>
                <th scope="col" className="num">
                  Time
                </th>
                <th scope="col" className="num">
                  Pace / speed
                </th>
                <th scope="col">Activity</th>
                <th scope="col">Date</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{BEST_EFFORT_LABELS[r.key]}</th>
                  <td className="num">{formatDuration(r.timeS)}</td>
                  <td className="num">{formatPaceOrSpeed(r.distanceM / r.timeS, sport, units)}</td>
                  <td>
                    <Link to="/activities/$id" params={{ id: r.activityId }}>
                      {r.activityName}
                    </Link>
                  </td>
                  <td>{formatActivityDate(r.startTime, summaryZone(r))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <PlausibilityNote />
    </section>
  );
});
