/**
 * The segment efforts in this activity, each with its rank among all efforts on its segment
 * ("3rd of 41") and the difference to the best (shared/segments/segment-queries.ts activityEffortsQuery).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ordinal } from '../../../domain/segments/rank';
import type { TrackSummary } from '../../../domain/stats/types';
import type { UnitSystem } from '../../../domain/units';
import { formatDistance, formatDuration, formatPaceOrSpeed, MISSING } from '../../../lib/format';
import { activityEffortsQuery } from '../../../shared/segments/segment-queries';
import { useTrackStore } from '../../../lib/store-context';
import { TableScroll } from '../../../components/table-scroll';

/** "+1:05" behind the best, "Best" for the best itself. */
export function gapText(gapS: number | null): string {
  if (gapS === null) return MISSING;
  return gapS <= 0 ? 'Best' : `+${formatDuration(gapS)}`;
}

export function SegmentEfforts({ summary, units }: { summary: TrackSummary; units: UnitSystem }) {
  const store = useTrackStore();
  const efforts = useQuery(activityEffortsQuery(store, summary.id));
  if (!efforts.data || efforts.data.length === 0) return null;
  return (
    <section className="card" aria-labelledby="segment-efforts-title">
      <h2 id="segment-efforts-title" className="card__title">
        Segment efforts
      </h2>
      <TableScroll>
        <table className="data-table activity-table">
          <thead>
            <tr>
              <th scope="col">Segment</th>
              <th scope="col" className="num">
                Time
              </th>
              <th scope="col" className="num">
                Rank
              </th>
              <th scope="col" className="num">
                To the best
              </th>
              <th scope="col" className="num">
                Pace or speed
              </th>
            </tr>
          </thead>
          <tbody>
            {efforts.data.map(({ segment, effort }) => (
              <tr key={effort.id}>
                <th scope="row">
                  <Link to="/segments/$id" params={{ id: segment.id }}>
                    {segment.name}
                  </Link>{' '}
                  <span className="muted">{formatDistance(segment.distanceM, units)}</span>
                </th>
                <td className="num">{formatDuration(effort.elapsedS)}</td>
                <td className="num">
                  {effort.rank === null ? MISSING : `${ordinal(effort.rank)} of ${effort.of}`}
                </td>
                <td className="num">{gapText(effort.gapToBestS)}</td>
                <td className="num">{formatPaceOrSpeed(effort.avgSpeedMps, effort.sport, units)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
