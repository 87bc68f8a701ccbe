/** The activity's best efforts (fastest time over each standard distance), from its summary. */
import type { BestEffort, Sport } from '../../../domain/stats/types';
import type { UnitSystem } from '../../../domain/units';
import { formatDistance, formatDuration, formatPaceOrSpeed, usesPace } from '../../../lib/format';
import { BEST_EFFORT_LABELS } from '../../../shared/labels/effort-labels';

export interface BestEffortsProps {
  efforts: readonly BestEffort[];
  sport: Sport;
  units: UnitSystem;
}

export function BestEfforts({ efforts, sport, units }: BestEffortsProps) {
  return (
    <section className="card" aria-labelledby="efforts-title">
      <h2 id="efforts-title" className="card__title">
        Best efforts
      </h2>
      {efforts.length === 0 ? (
        <p className="muted">None: best efforts need timestamps and at least 400 m of track.</p>
      ) : (
        <table className="data-table activity-table">
          <thead>
            <tr>
              <th scope="col">Distance</th>
              <th scope="col" className="num">
                Time
              </th>
              <th scope="col" className="num">
                {usesPace(sport) ? 'Pace' : 'Speed'}
              </th>
              <th scope="col" className="num">
                Starts at
              </th>
            </tr>
          </thead>
          <tbody>
            {efforts.map((e) => (
              <tr key={e.key}>
                <th scope="row">{BEST_EFFORT_LABELS[e.key]}</th>
                <td className="num">{formatDuration(e.timeS)}</td>
                <td className="num">
                  {formatPaceOrSpeed(e.timeS > 0 ? e.distanceM / e.timeS : null, sport, units)}
                </td>
                <td className="num">{formatDistance(e.startDistanceM, units)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
