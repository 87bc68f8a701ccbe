/**
 * /: the overview. First version: totals over every activity and a real empty state; the weekly and
 * monthly charts, calendar and records come with the overview issue (this file is replaced then).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { ErrorPanel } from '../../components/error-panel';
import { OverviewIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { StatGrid, StatTile } from '../../components/stat-tile';
import type { TrackSummary } from '../../domain/stats/types';
import { formatDistance, formatDuration, formatElevation, formatInteger } from '../../lib/format';
import { useSettings } from '../../lib/settings';
import { useTrackStore } from '../../lib/store-context';
import { summariesQuery } from '../../lib/track-queries';

interface Totals {
  count: number;
  distanceM: number;
  movingS: number;
  gainM: number;
}

/** Sums over all activities; an absent value (no time, no elevation) adds nothing. */
function totalsOf(summaries: readonly TrackSummary[]): Totals {
  return summaries.reduce<Totals>(
    (t, s) => ({
      count: t.count + 1,
      distanceM: t.distanceM + s.distanceM,
      movingS: t.movingS + (s.movingS ?? 0),
      gainM: t.gainM + (s.elevationGainM ?? 0),
    }),
    { count: 0, distanceM: 0, movingS: 0, gainM: 0 },
  );
}

export function OverviewPage() {
  const store = useTrackStore();
  const { units } = useSettings();
  const summaries = useQuery(summariesQuery(store));

  const header = (
    <PageHeader title="Overview" description="Your training at a glance: totals, trends and records." />
  );
  if (summaries.isPending) return header;
  if (summaries.isError)
    return (
      <>
        {header}
        <ErrorPanel error={summaries.error} title="Could not read your activities" />
      </>
    );

  if (summaries.data.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          icon={<OverviewIcon size={28} />}
          title="No activities yet"
          actions={
            <Link to="/import" className={buttonClassName('primary')}>
              Import GPX files
            </Link>
          }
        >
          <p>
            Once you import your GPX files, this page shows your weekly and monthly distance, time and
            climbing, a training calendar and your personal records.
          </p>
        </EmptyState>
      </>
    );
  }

  const totals = totalsOf(summaries.data);
  return (
    <>
      {header}
      <div className="stack">
        <StatGrid label="All-time totals">
          <StatTile label="Activities" value={formatInteger(totals.count)} />
          <StatTile label="Distance" value={formatDistance(totals.distanceM, units, 0)} />
          <StatTile label="Moving time" value={formatDuration(totals.movingS)} />
          <StatTile label="Elevation gain" value={formatElevation(totals.gainM, units)} />
        </StatGrid>
        <EmptyState
          headingLevel={2}
          title="Trends and records are on their way"
          actions={
            <Link to="/activities" className={buttonClassName('secondary')}>
              Browse all activities
            </Link>
          }
        >
          <p>
            This page will chart your weekly and monthly totals, show a training calendar and list your best
            efforts. Until then, the Activities table lets you sort and filter everything you imported.
          </p>
        </EmptyState>
      </div>
    </>
  );
}
