/** Totals per gear (from a bulk export's metadata): activities, distance and time per bike or pair of shoes. */
import { memo, useId, useMemo } from 'react';
import { SimpleTable, type SimpleColumn } from '../../components/simple-table';
import { totalsByGear, type GearTotal } from '../../domain/stats/gear-totals';
import type { TrackSummary } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import { formatDistance, formatInteger, formatTotalDuration } from '../../lib/format';

const gearColumns = (units: UnitSystem): SimpleColumn<GearTotal>[] => [
  { header: 'Gear', cell: (t) => t.gear },
  { header: 'Activities', numeric: true, cell: (t) => formatInteger(t.count) },
  { header: 'Distance', numeric: true, cell: (t) => formatDistance(t.distanceM, units, 1) },
  { header: 'Time', numeric: true, cell: (t) => formatTotalDuration(t.timeS) },
];

export const GearTotalsTable = memo(function GearTotalsTable({
  rows,
  units,
}: {
  rows: TrackSummary[];
  units: UnitSystem;
}) {
  const totals = useMemo(() => totalsByGear(rows), [rows]);
  const titleId = useId();
  const columns = useMemo(() => gearColumns(units), [units]);
  if (totals.length === 0) return null;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        Gear
      </h2>
      <SimpleTable caption="Totals per gear" columns={columns} rows={totals} rowKey={(t) => t.gear} />
    </section>
  );
});
