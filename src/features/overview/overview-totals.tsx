import { useMemo } from 'react';
import { StatGrid, StatTile } from '../../components/stat-tile';
import type { TrackSummary } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import { formatDistance, formatElevation, formatInteger, formatTotalDuration } from '../../lib/format';
import { overviewTotals } from './totals';

/** Key totals of the filtered set, formatted as in the Activities totals row. */
export function OverviewTotalsGrid({ rows, units }: { rows: TrackSummary[]; units: UnitSystem }) {
  const t = useMemo(() => overviewTotals(rows), [rows]);
  return (
    <StatGrid label="Totals">
      <StatTile label="Activities" value={formatInteger(t.count)} />
      <StatTile label="Distance" value={formatDistance(t.distanceM, units, 1)} />
      <StatTile label="Moving time" value={formatTotalDuration(t.movingS)} />
      <StatTile label="Elapsed time" value={formatTotalDuration(t.elapsedS)} />
      <StatTile label="Elevation gain" value={formatElevation(t.gainM, units)} />
    </StatGrid>
  );
}
