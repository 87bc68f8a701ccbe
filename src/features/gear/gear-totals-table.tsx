/** Every gear's totals in one table (domain/gear/totals.ts; the definitions are in its method note). */
import type { GearOverview } from '../../domain/gear/overview';
import type { Gear } from '../../domain/gear/types';
import type { UnitSystem } from '../../domain/units';
import {
  formatDistance,
  formatElevation,
  formatInteger,
  formatTotalDuration,
  MISSING,
} from '../../lib/format';
import { dayToInput } from '../../lib/day-input';
import { kindLabel } from './gear-form';

/** A local day (totals.ts firstDay, lastDay) as YYYY-MM-DD. */
const day = (d: number | null) => (d === null ? MISSING : dayToInput(d));

export function GearTotalsTable({
  gear,
  overview,
  units,
}: {
  gear: Gear[];
  overview: GearOverview;
  units: UnitSystem;
}) {
  return (
    <div className="table-scroll">
      <table className="gear-table">
        <caption>Gear totals</caption>
        <thead>
          <tr>
            <th scope="col">Gear</th>
            <th scope="col">Kind</th>
            <th scope="col" className="num">
              Activities
            </th>
            <th scope="col" className="num">
              Distance
            </th>
            <th scope="col" className="num">
              Total with start
            </th>
            <th scope="col" className="num">
              Moving time
            </th>
            <th scope="col" className="num">
              Ascent
            </th>
            <th scope="col">First use</th>
            <th scope="col">Last use</th>
          </tr>
        </thead>
        <tbody>
          {gear.map((g) => {
            const t = overview.totals.get(g.id);
            return (
              <tr key={g.id}>
                <th scope="row">
                  <bdi>{g.name}</bdi>
                  {g.retired ? <span className="gear-badge"> retired</span> : null}
                </th>
                <td>{kindLabel(g.kind)}</td>
                <td className="num">{formatInteger(t?.activities ?? 0)}</td>
                <td className="num">{formatDistance(t?.distanceM ?? 0, units, 1)}</td>
                <td className="num">{formatDistance(t?.totalDistanceM ?? g.startDistanceM, units, 1)}</td>
                <td className="num">{formatTotalDuration(t?.movingS ?? 0)}</td>
                <td className="num">{formatElevation(t?.ascentM ?? 0, units)}</td>
                <td>{day(t?.firstDay ?? null)}</td>
                <td>{day(t?.lastDay ?? null)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
