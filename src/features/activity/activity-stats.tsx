import { StatGrid, StatTile } from '../../components/stat-tile';
import type { TrackSummary } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import {
  formatDistance,
  formatDuration,
  formatElevation,
  formatInteger,
  formatPaceOrSpeed,
  formatTemperature,
  usesPace,
} from '../../lib/format';

/** The summary numbers of one activity; tiles for absent channels (no HR, no power) are left out. */
export function ActivityStats({ summary: s, units }: { summary: TrackSummary; units: UnitSystem }) {
  const pace = usesPace(s.sport);
  const optional: [string, number | null, string][] = [
    ['Avg heart rate', s.avgHr, 'bpm'],
    ['Max heart rate', s.maxHr, 'bpm'],
    ['Avg cadence', s.avgCadence, 'rpm'],
    ['Avg power', s.avgPower, 'W'],
    ['Max power', s.maxPower, 'W'],
  ];
  return (
    <StatGrid label="Activity statistics">
      <StatTile label="Distance" value={formatDistance(s.distanceM, units)} />
      <StatTile label="Moving time" value={formatDuration(s.movingS)} />
      <StatTile label="Elapsed time" value={formatDuration(s.elapsedS)} />
      <StatTile
        label={pace ? 'Avg pace' : 'Avg speed'}
        value={formatPaceOrSpeed(s.avgSpeedMps, s.sport, units)}
      />
      <StatTile
        label={pace ? 'Best pace' : 'Max speed'}
        value={formatPaceOrSpeed(s.maxSpeedMps, s.sport, units)}
      />
      <StatTile label="Elevation gain" value={formatElevation(s.elevationGainM, units)} />
      <StatTile label="Elevation loss" value={formatElevation(s.elevationLossM, units)} />
      <StatTile label="Max elevation" value={formatElevation(s.maxElevationM, units)} />
      {optional
        .filter(([, value]) => value !== null)
        .map(([label, value, suffix]) => (
          <StatTile key={label} label={label} value={formatInteger(value, suffix)} />
        ))}
      {s.avgTempC !== null ? (
        <StatTile label="Avg temp" value={formatTemperature(s.avgTempC, units)} />
      ) : null}
      <StatTile
        label="Points"
        value={formatInteger(s.points)}
        hint={s.segments > 1 ? `${s.segments} segments` : undefined}
      />
    </StatGrid>
  );
}
