/**
 * The body of the activity page: numbers, multisport legs, map and charts, splits, efforts, zones,
 * sensors, and the source file (format, device, reading warnings, the device's own figures).
 */
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { ErrorPanel } from '../../components/error-panel';
import type { BestEffortKey, TrackSummary } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import { useTrackStore } from '../../lib/store-context';
import { productsQuery, trackDataQuery, useUpdateSummary } from '../../lib/track-queries';
import { ActivityProfile } from './profile/activity-profile';
import { ActivityCurves } from './panels/activity-curves';
import { ActivityStats } from './panels/activity-stats';
import { BestEfforts } from './panels/best-efforts';
import { ElevationPanel } from './panels/elevation-panel';
import { HrZones } from './panels/hr-zones';
import { LegsTable } from './panels/legs-table';
import { SanityFlags } from './panels/sanity-flags';
import { SegmentEfforts } from './panels/segment-efforts';
import { SensorTable } from './panels/sensor-table';
import { SourceCard } from './panels/source-card';
import { SplitsTable } from './panels/splits-table';
import { TrainingCard } from './panels/training-card';

export function ActivityDetails({ summary: s, units }: { summary: TrackSummary; units: UnitSystem }) {
  const store = useTrackStore();
  const products = useQuery(productsQuery(store, s.id));
  const track = useQuery(trackDataQuery(store, s.id));
  // The map, charts, splits and zones are drawn from these in a render of their own, at transition
  // priority (React yields between components): after a mend the new figures show at once, and the
  // charts of a 6-hour track (Recharts, ~0.5 s) never hold the page thread in one piece (bench
  // edit-apply).
  const productsData = useDeferredValue(products.data);
  const trackData = useDeferredValue(track.data);
  // One "Try again" reads both files again, really asking the server (Cloud Storage down a moment ago).
  const update = useUpdateSummary();
  const toggleEffort = (key: BestEffortKey) => {
    const excludedEfforts = s.excludedEfforts.includes(key)
      ? s.excludedEfforts.filter((k) => k !== key)
      : [...s.excludedEfforts, key];
    update.mutate({ id: s.id, patch: { excludedEfforts } });
  };
  const retryFiles = () => {
    store.forgetFailures?.();
    void products.refetch();
    void track.refetch();
  };

  return (
    <>
      <SanityFlags summary={s} />
      <ActivityStats summary={s} units={units} />
      <LegsTable legs={s.legs} units={units} />
      {products.isPending || (productsData === undefined && !products.isError) ? (
        <p role="status">Loading the map and charts…</p>
      ) : products.isError ? (
        <ErrorPanel error={products.error} title="Could not read the map and charts" onRetry={retryFiles} />
      ) : !productsData ? (
        <p className="muted">The map and chart data of this activity are missing.</p>
      ) : (
        <ActivityProfile summary={s} products={productsData} units={units} />
      )}
      <ActivityCurves summary={s} units={units} />
      <SegmentEfforts summary={s} units={units} />
      <div className="columns-2 columns-2--wide-first">
        {track.isPending || (trackData === undefined && !track.isError) ? (
          <p role="status">Loading splits…</p>
        ) : track.isError ? (
          <ErrorPanel error={track.error} title="Could not read the track for splits" onRetry={retryFiles} />
        ) : !trackData ? (
          <p className="muted">The track points of this activity are missing, so no splits.</p>
        ) : (
          <SplitsTable track={trackData} sport={s.sport} units={units} />
        )}
        <div className="stack">
          <ElevationPanel summary={s} units={units} />
          <TrainingCard summary={s} />
          <BestEfforts
            efforts={s.bestEfforts}
            sport={s.sport}
            units={units}
            excluded={s.excludedEfforts}
            onToggle={toggleEffort}
          />
          <HrZones summary={s} track={trackData} />
          <SensorTable summary={s} units={units} />
          <SourceCard summary={s} units={units} />
        </div>
      </div>
    </>
  );
}
