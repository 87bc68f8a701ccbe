/** Totals per gear (from a bulk export's metadata): activities, distance and time per bike or pair of shoes. */
import { memo, useId, useMemo } from 'react';
import { totalsByGear } from '../../domain/stats/gear-totals';
import type { TrackSummary } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import { formatDistance, formatInteger, formatTotalDuration } from '../../lib/format';

export const GearTotalsTable = memo(function GearTotalsTable({
  rows,
  units,
}: {
  rows: TrackSummary[];
  units: UnitSystem;
}) {
  const totals = useMemo(() => totalsByGear(rows), [rows]);
  const titleId = useId();
  if (totals.length === 0) return null;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        Gear
      </h2>
      <table className="data-table">
        <caption className="visually-hidden">Totals per gear</caption>
        <thead>
          <tr>
            <th scope="col">Gear</th>
            <th scope="col" className="num">
              Activities
            </th>
            <th scope="col" className="num">
              Distance
            </th>
            <th scope="col" className="num">
              Time
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.map((t) => (
            <tr key={t.gear}>
              <th scope="row">{t.gear}</th>
              <td className="num">{formatInteger(t.count)}</td>
              <td className="num">{formatDistance(t.distanceM, units, 1)}</td>
              <td className="num">{formatTotalDuration(t.timeS)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});
