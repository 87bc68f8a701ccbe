/**
 * /compare: overlaid profiles, side-by-side numbers and one map for many activities. First version:
 * a real empty state that knows the comparison set from the URL (replaced by the compare issue).
 */
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { buttonClassName } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { CompareIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { formatActivityDate, formatDistance } from '../../lib/format';
import { useSettings } from '../../lib/settings';
import { useTrackStore } from '../../lib/store-context';
import { summariesQuery } from '../../lib/track-queries';

const route = getRouteApi('/compare');

export function ComparePage() {
  const { ids = [] } = route.useSearch();
  const store = useTrackStore();
  const { units } = useSettings();
  const summaries = useQuery(summariesQuery(store));
  const picked = (summaries.data ?? []).filter((s) => ids.includes(s.id));

  return (
    <>
      <PageHeader
        title="Compare"
        description="Overlay elevation, pace and heart rate by distance, see the numbers side by side and every track on one map."
      />
      <EmptyState
        icon={<CompareIcon size={28} />}
        title={
          picked.length > 0 ? `${picked.length} activities picked for comparison` : 'Nothing to compare yet'
        }
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
        {picked.length > 0 ? (
          <ul>
            {picked.map((s) => (
              <li key={s.id}>
                <Link to="/activities/$id" params={{ id: s.id }}>
                  {s.name}
                </Link>{' '}
                <span className="tabular-nums">
                  · {formatActivityDate(s.startTime, s.utcOffsetMin)} · {formatDistance(s.distanceM, units)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>
            Select two or more activities in the Activities table and choose Compare. Their profiles are
            overlaid here against distance or time, with a shared cursor across charts and map.
          </p>
        )}
      </EmptyState>
    </>
  );
}
