/**
 * The legs of a multisport activity (a triathlon: swim, transition, bike, run), each with its own
 * statistics (computed from the leg's points only) and the totals the device wrote for it.
 */
import type { ActivityLeg } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import { formatDistance, formatDuration, formatInteger } from '../../lib/format';

const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');

export function LegsTable({ legs, units }: { legs: readonly ActivityLeg[]; units: UnitSystem }) {
  if (legs.length === 0) return null;
  return (
    <section className="card" aria-labelledby="legs-title">
      <h2 id="legs-title" className="card__title">
        Legs
      </h2>
      <div className="activity-table-scroll">
        <table className="data-table activity-table">
          <thead>
            <tr>
              <th scope="col">Leg</th>
              <th scope="col" className="num">
                Distance
              </th>
              <th scope="col" className="num">
                Elapsed
              </th>
              <th scope="col" className="num">
                Moving
              </th>
              <th scope="col" className="num">
                Avg HR
              </th>
              <th scope="col" className="num">
                Device distance
              </th>
              <th scope="col" className="num">
                Device time
              </th>
            </tr>
          </thead>
          <tbody>
            {legs.map((leg, i) => (
              <tr key={`${i}-${leg.sportName}`}>
                <th scope="row">
                  {i + 1}. {capitalised(leg.sportName)}
                </th>
                <td className="num">{formatDistance(leg.distanceM, units)}</td>
                <td className="num">{formatDuration(leg.elapsedS)}</td>
                <td className="num">{formatDuration(leg.movingS)}</td>
                <td className="num">{formatInteger(leg.avgHr, 'bpm')}</td>
                <td className="num">{formatDistance(leg.deviceDistanceM, units)}</td>
                <td className="num">{formatDuration(leg.deviceTimerS)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted method-note">
        Each leg’s figures come from its own points; the device columns are the totals the device wrote for
        the leg.
      </p>
    </section>
  );
}
