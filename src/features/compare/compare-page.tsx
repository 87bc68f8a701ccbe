/**
 * /compare?ids=a,b,c&baseline=b&x=time: many activities at once. Overlaid profiles (resampled onto
 * one grid in the worker) against distance or elapsed time, the gap to a baseline, one hover
 * cursor shared by the charts, the tooltip and the map, a sortable side-by-side table with the
 * differences to the baseline, all tracks on one map, and small multiples beyond 20.
 */
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import type { CropRange } from '../../domain/compare/crop';
import { buttonClassName } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { ErrorPanel } from '../../components/error-panel';
import { CompareIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { formatDistance, pluralWord, toDisplayDistance } from '../../lib/format';
import { useSettings } from '../../lib/settings';
import type { UnitSystem } from '../../domain/units';
import { useWorkers } from '../../lib/workers-context';
import { ComparisonView } from './comparison-view';
import { useCompareUrl, type CompareUrl } from './use-compare-url';
import { useCompareResult, useCroppedSummaries, useSetPaths, useSetSummaries } from './use-comparison';
import './compare.css';

const fixedDistance = (m: number, units: UnitSystem) => toDisplayDistance(m, units).toFixed(2);

export function ComparePage() {
  const url = useCompareUrl();
  if (url.ids.length === 0) return <NothingToCompare />;
  return <Comparison url={url} />;
}

function NothingToCompare() {
  return (
    <>
      <PageHeader
        title="Compare"
        description="Overlay elevation, pace and heart rate by distance or time, see the numbers side by side and every track on one map."
      />
      <EmptyState
        icon={<CompareIcon size={28} />}
        title="Nothing to compare yet"
        actions={
          <>
            <Link to="/activities" className={buttonClassName('primary')}>
              Choose activities
            </Link>
            <Link to="/import" className={buttonClassName('secondary')}>
              Import files
            </Link>
          </>
        }
      >
        <p>
          Select two or more activities in the Activities table and choose Compare, or open one activity and
          compare it with others on the same route. Their profiles are overlaid here against distance or time,
          with a shared cursor across charts and map.
        </p>
      </EmptyState>
    </>
  );
}

function Comparison({ url }: { url: CompareUrl }) {
  const { units } = useSettings();
  const whole = useSetSummaries(url.ids);
  const describe = useCallback(
    (r: CropRange) => `${fixedDistance(r.startM, units)}–${formatDistance(r.endM, units)}`,
    [units],
  );
  const cropped = useCroppedSummaries(whole.found, url.crops, describe);
  const summaries = {
    ...whole,
    found: cropped.summaries,
    pending: whole.pending || cropped.pending,
    error: whole.error ?? cropped.error,
  };
  // Start the worker and the comparison while the summaries are read (the view reads the same queries).
  const runner = useWorkers().compare;
  useEffect(() => runner.warm(), [runner]);
  useCompareResult(url.ids, url.axis, url.crops, true);
  useSetPaths(url.ids, url.crops, true);
  const [addOpen, setAddOpen] = useState(false);

  if (summaries.error)
    return <ErrorPanel error={summaries.error} title="Could not read the compared activities" />;
  // While a changed set loads, the view stays with the activities already read (no flash).
  if ((summaries.found.length === 0 || cropped.pending) && summaries.pending) {
    return <PageHeader title="Compare" description="Loading the activities…" />;
  }
  if (summaries.found.length === 0) {
    return (
      <>
        <PageHeader title="Compare" />
        <EmptyState
          title="None of these activities are stored here"
          actions={
            <Link to="/activities" className={buttonClassName('primary')}>
              Choose activities
            </Link>
          }
        >
          <p>
            The link names {url.ids.length} {pluralWord(url.ids.length, 'activity', 'activities')} that this
            browser does not have. They may have been deleted, or the link comes from another device.
          </p>
        </EmptyState>
      </>
    );
  }
  return (
    <ComparisonView
      url={url}
      summaries={summaries.found}
      missing={summaries.missing}
      units={units}
      addOpen={addOpen}
      onToggleAdd={() => setAddOpen((open) => !open)}
    />
  );
}
