import { useMemo } from 'react';
import { StatGrid, StatTile } from '../../components/stat-tile';
import { computeTotals } from '../../domain/stats/totals';
import type { TrackSummary } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import { formatDistance, formatElevation, formatInteger, formatTotalDuration } from '../../lib/format';

/** Key totals of the filtered set: the Activities totals row's sums, formatted the same way. */
export function OverviewTotalsGrid({ rows, units }: { rows: TrackSummary[]; units: UnitSystem }) {
  const t = useMemo(() => computeTotals(rows), [rows]);
  return (
    <StatGrid label="Totals">
      <StatTile label="Activities" value={formatInteger(t.count)} />
      <StatTile label="Distance" value={formatDistance(t.distanceM, units, 1)} />
      <StatTile label="Moving time" value={formatTotalDuration(t.movingS)} />
      <StatTile label="Elapsed time" value={formatTotalDuration(t.elapsedS)} />
      <StatTile label="Elevation gain" value={formatElevation(t.elevationGainM, units)} />
    </StatGrid>
  );
}
