/**
 * The legs of a multisport activity (a triathlon: swim, transition, bike, run), each with its own
 * statistics (computed from the leg's points only) and the totals the device wrote for it.
 */
import { SimpleTable, type SimpleColumn } from '../../../components/simple-table';
import type { ActivityLeg } from '../../../domain/stats/types';
import type { UnitSystem } from '../../../domain/units';
import { formatDistance, formatDuration, formatInteger } from '../../../lib/format';
import { MethodNote } from '../../../components/method-note';
import { TableScroll } from '../../../components/table-scroll';

const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');

const legColumns = (units: UnitSystem): SimpleColumn<ActivityLeg>[] => [
  { header: 'Leg', cell: (leg, i) => `${i + 1}. ${capitalised(leg.sportName)}` },
  { header: 'Distance', numeric: true, cell: (leg) => formatDistance(leg.distanceM, units) },
  { header: 'Elapsed', numeric: true, cell: (leg) => formatDuration(leg.elapsedS) },
  { header: 'Moving', numeric: true, cell: (leg) => formatDuration(leg.movingS) },
  { header: 'Avg HR', numeric: true, cell: (leg) => formatInteger(leg.avgHr, 'bpm') },
  { header: 'Device distance', numeric: true, cell: (leg) => formatDistance(leg.deviceDistanceM, units) },
  { header: 'Device time', numeric: true, cell: (leg) => formatDuration(leg.deviceTimerS) },
];

export function LegsTable({ legs, units }: { legs: readonly ActivityLeg[]; units: UnitSystem }) {
  if (legs.length === 0) return null;
  return (
    <section className="card" aria-labelledby="legs-title">
      <h2 id="legs-title" className="card__title">
        Legs
      </h2>
      <TableScroll>
        <SimpleTable
          className="activity-table"
          columns={legColumns(units)}
          rows={legs}
          rowKey={(leg, i) => `${i}-${leg.sportName}`}
        />
      </TableScroll>
      <MethodNote>
        Each leg’s figures come from its own points; the device columns are the totals the device wrote for
        the leg.
      </MethodNote>
    </section>
  );
}
