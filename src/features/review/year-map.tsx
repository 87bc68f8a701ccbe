/**
 * The year's map: the stored simplified paths of the year's activities, privacy zones cut out, as
 * one line heatmap (shared/review/year-lines-map.tsx), fitted to the year's home area
 * (homeActivities in year-review.ts). The saved image draws it apart (year-map-image.ts, marked by
 * data-image-map), with the same paths and colours.
 */
import { useQuery } from '@tanstack/react-query';
import { memo, useMemo } from 'react';
import { unionBounds } from '../../components/map';
import type { TrackSummary } from '../../domain/stats/types';
import { useSettings } from '../../lib/settings';
import { useTrackStore } from '../../lib/store-context';
import { pathsQuery } from '../../lib/track-queries';
import { YearLinesMap } from '../../shared/review/year-lines-map';
import { drawnPaths, TRACK_RGBA, TRACK_WIDTH_PX } from './year-map-image';
import { homeActivities } from './year-review';

interface YearMapProps {
  rows: TrackSummary[];
  year: number;
}

const IMAGE_MAP = { 'data-image-map': '' } as const;

export const YearMap = memo(function YearMap({ rows, year }: YearMapProps) {
  const store = useTrackStore();
  const ids = useMemo(() => rows.map((s) => s.id), [rows]);
  const paths = useQuery(pathsQuery(store, ids));
  const zones = useSettings().privacyZones;
  const drawn = useMemo(
    () => (paths.data ? drawnPaths(ids, paths.data, zones) : []),
    [ids, paths.data, zones],
  );
  // Open on the home area (most starts); Fit goes back to it. Every track is drawn.
  const bounds = useMemo(() => {
    const home = homeActivities(rows);
    return unionBounds((home.length > 0 ? home : rows).map((s) => s.bounds));
  }, [rows]);

  if (paths.isError) return <p className="muted">Could not read the tracks of {year}.</p>;
  return (
    <YearLinesMap
      drawn={drawn}
      label={`Map of every activity in ${year}`}
      bounds={bounds}
      fitKey={String(year)}
      color={TRACK_RGBA}
      widthPx={TRACK_WIDTH_PX}
      attributes={IMAGE_MAP}
    />
  );
});
