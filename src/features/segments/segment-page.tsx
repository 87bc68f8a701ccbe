/**
 * /segments/$id: one segment. Reads the segment, its ranked efforts, the names of its activities and the
 * simplified paths of the activities with an effort (the map's lines), and hands them to
 * SegmentView. "Compare the best N" crops each activity to its effort (effort-crops.ts, on the
 * activity's own cumulative distance) and opens /compare with those crops in the URL.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, getRouteApi, useNavigate, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { buttonClassName } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { ErrorPanel } from '../../components/error-panel';
import { PageHeader } from '../../components/page-header';
import type { TrackStore } from '../../data';
import { formatCrops, type CropRange } from '../../domain/compare/crop';
import type { RankedEffort } from '../../domain/segments/types';
import type { SimplifiedPath } from '../../domain/series/types';
import { cumulativeDistance } from '../../domain/stats/distance';
import {
  activityNamesQuery,
  effortTrackIds,
  MAX_MAP_LINES,
  segmentEffortsQuery,
  type EffortActivity,
  segmentQuery,
  useDeleteSegment,
  useRenameSegment,
} from '../../shared/segments/segment-queries';
import { useSettings } from '../../lib/settings';
import { useTrackStore } from '../../lib/store-context';
import { pathsQuery } from '../../lib/track-queries';
import { useHrefFor } from '../../lib/use-href-for';
import { effortCrop } from './efforts/effort-crops';
import { SegmentView } from './segment-view';
import './segments.css';

const route = getRouteApi('/segments/$id');
const NO_ACTIVITIES: ReadonlyMap<string, EffortActivity> = new Map();
/** The map's lines when the paths could not be read (the map still shows the segment). */
const NO_PATHS: ReadonlyMap<string, SimplifiedPath> = new Map();

/** Each effort's part of its activity, by the activity's cumulative distance. */
async function effortCrops(
  store: TrackStore,
  efforts: readonly RankedEffort[],
): Promise<Map<string, CropRange>> {
  const crops = new Map<string, CropRange>();
  for (const e of efforts) {
    const track = await store.getTrack(e.trackId);
    if (track) crops.set(e.trackId, effortCrop(cumulativeDistance(track), e));
  }
  return crops;
}

export function SegmentPage() {
  const { id } = route.useParams();
  const store = useTrackStore();
  const { units } = useSettings();
  const navigate = useNavigate();
  const router = useRouter();
  const hrefFor = useHrefFor();
  const segment = useQuery(segmentQuery(store, id));
  const efforts = useQuery(segmentEffortsQuery(store, id));
  const client = useQueryClient();
  const trackIds = useMemo(() => effortTrackIds(efforts.data ?? []), [efforts.data]);
  const lineIds = useMemo(() => trackIds.slice(0, MAX_MAP_LINES), [trackIds]);
  // Their keys (the ids sorted) made once per list of ids, not at each of the page's renders.
  const pathsOptions = useMemo(() => pathsQuery(store, lineIds), [store, lineIds]);
  const namesOptions = useMemo(() => activityNamesQuery(store, client, trackIds), [store, client, trackIds]);
  const paths = useQuery({ ...pathsOptions, enabled: efforts.isSuccess });
  const names = useQuery({ ...namesOptions, enabled: efforts.isSuccess });
  const rename = useRenameSegment();
  const remove = useDeleteSegment();

  const failed = segment.error ?? efforts.error;
  if (failed)
    return (
      <ErrorPanel error={failed} title="Could not read this segment" onRetry={() => void segment.refetch()} />
    );
  if (segment.isPending || efforts.isPending)
    return <PageHeader eyebrow="Segment" title="Segment" description="Loading…" />;
  if (!segment.data || !efforts.data) {
    return (
      <EmptyState
        title="Segment not found"
        headingLevel={1}
        actions={
          <Link to="/segments" className={buttonClassName('primary')}>
            Back to segments
          </Link>
        }
      >
        <p>No segment with this id is stored here. It may have been deleted.</p>
      </EmptyState>
    );
  }
  return (
    <SegmentView
      segment={segment.data}
      efforts={efforts.data}
      activities={names.data ?? NO_ACTIVITIES}
      paths={paths.isError ? NO_PATHS : paths.data}
      units={units}
      onRename={async (name) => void (await rename.mutateAsync({ id, name }))}
      onDelete={async () => {
        await remove.mutateAsync(id);
        await navigate({ to: '/segments' });
      }}
      onCompare={async (best) => {
        const crops = await effortCrops(store, best);
        const ids = best.map((e) => e.trackId).filter((t) => crops.has(t));
        await router.navigate({
          href: hrefFor('/compare', { ids: ids.join(','), crop: formatCrops(crops) }),
        });
      }}
    />
  );
}
