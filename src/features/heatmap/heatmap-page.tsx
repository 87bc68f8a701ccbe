/**
 * /heatmap: everywhere you have been, as a deck.gl heatmap or additive lines. First version: a real
 * empty state (replaced by the heatmap issue, which brings deck.gl and MapLibre in this chunk only).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClassName } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { MapIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { useTrackStore } from '../../lib/store-context';
import { summariesQuery } from '../../lib/track-queries';

export function HeatmapPage() {
  const store = useTrackStore();
  const summaries = useQuery(summariesQuery(store));
  const withGps = (summaries.data ?? []).filter((s) => s.bounds !== null).length;

  return (
    <>
      <PageHeader
        title="Heatmap"
        description="Every activity matching your filters on one map: density or lines, click to see what passed there."
      />
      <EmptyState
        icon={<MapIcon size={28} />}
        title={withGps > 0 ? 'The heatmap is coming soon' : 'No tracks to map yet'}
        actions={
          withGps > 0 ? (
            <Link to="/activities" className={buttonClassName('primary')}>
              Browse activities
            </Link>
          ) : (
            <Link to="/import" className={buttonClassName('primary')}>
              Import GPX files
            </Link>
          )
        }
      >
        {withGps > 0 ? (
          <p>
            {withGps === 1 ? 'One activity has' : `${withGps.toLocaleString('en-US')} activities have`} GPS
            tracks ready for the heatmap. The map will show them all, following the filters of the Activities
            page.
          </p>
        ) : (
          <p>
            Import activities with GPS positions and they will appear here as a heatmap of everywhere you have
            been.
          </p>
        )}
      </EmptyState>
    </>
  );
}
