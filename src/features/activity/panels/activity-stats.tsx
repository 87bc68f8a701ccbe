import { StatGrid, StatTile } from '../../../components/stat-tile';
import type { TrackSummary } from '../../../domain/stats/types';
import type { UnitSystem } from '../../../domain/units';
import {
  formatDistance,
  formatDuration,
  formatElevation,
  formatInteger,
  formatPaceOrSpeed,
  usesPace,
} from '../../../lib/format';
import { MethodNote } from '../../../components/method-note';

/**
 * The summary numbers of one activity. The methods used for moving time and elevation gain
 * (summary.movingMethod, elevationMethod) are stated under those tiles; sensor channels have their
 * own table (sensor-table.tsx).
 */
export function ActivityStats({ summary: s, units }: { summary: TrackSummary; units: UnitSystem }) {
  const pace = usesPace(s.sport);
  return (
    <>
      <StatGrid label="Activity statistics">
        <StatTile label="Distance" value={formatDistance(s.distanceM, units)} />
        <StatTile label="Moving time" value={formatDuration(s.movingS)} hint="excludes stops" />
        <StatTile label="Elapsed time" value={formatDuration(s.elapsedS)} />
        <StatTile label="Stopped" value={formatDuration(s.stopsS)} hint="stops and pauses" />
        <StatTile
          label={pace ? 'Avg pace' : 'Avg speed'}
          value={formatPaceOrSpeed(s.avgSpeedMps, s.sport, units)}
        />
        <StatTile
          label={pace ? 'Best pace' : 'Max speed'}
          value={formatPaceOrSpeed(s.maxSpeedMps, s.sport, units)}
        />
        <StatTile
          label="Elevation gain"
          value={formatElevation(s.elevationGainM, units)}
          hint={
            s.elevationGainRawM !== null
              ? `raw sum ${formatElevation(s.elevationGainRawM, units)}`
              : undefined
          }
        />
        <StatTile label="Elevation loss" value={formatElevation(s.elevationLossM, units)} />
        <StatTile
          label="Max elevation"
          value={formatElevation(s.maxElevationM, units)}
          hint={s.minElevationM !== null ? `min ${formatElevation(s.minElevationM, units)}` : undefined}
        />
        <StatTile
          label="Points"
          value={formatInteger(s.points)}
          hint={
            [
              s.segments > 1 ? `${s.segments} segments` : null,
              s.spikePoints > 0 ? `${s.spikePoints} GPS spikes ignored` : null,
              s.droppedPoints > 0 ? `${s.droppedPoints} invalid points dropped` : null,
            ]
              .filter(Boolean)
              .join(' · ') || undefined
          }
        />
      </StatGrid>
      <MethodNote testId="method-note">
        Computed from the points: moving time, {s.movingMethod}; elevation gain and loss, {s.elevationMethod}.
      </MethodNote>
    </>
  );
}
