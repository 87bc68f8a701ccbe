/**
 * The compared activities' best-effort curves overlaid (issue 34), each in its comparison colour,
 * for the activities the charts overlay (palette.ts overlaidPositions).
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TrackSummary } from '../../domain/stats/types';
import type { UnitSystem } from '../../domain/units';
import { useTrackStore } from '../../lib/store-context';
import { curvesQuery } from '../../lib/track-queries';
import type { CurveLine } from '../../shared/curves/curves-chart';
import { CurvesCard } from '../../shared/curves/curves-card';
import { ownLine } from '../../shared/curves/curve-lines';
import { viewsOf, type CurveView } from '../../shared/curves/curve-view';
import { colorAt } from './palette';

export interface CompareCurvesProps {
  /** The overlaid activities: summary, position in the set (its colour) and legend name. */
  tracks: readonly { summary: TrackSummary; position: number; name: string }[];
  units: UnitSystem;
}

export function CompareCurves({ tracks, units }: CompareCurvesProps) {
  const store = useTrackStore();
  const curves = useQuery(curvesQuery(store));
  const stored = curves.data;
  const linesFor = useCallback(
    (view: CurveView) =>
      tracks.flatMap((t): CurveLine[] => {
        const line = ownLine(t.summary, stored?.get(t.summary.id), view, {
          key: `p${t.position}`,
          label: t.name,
          color: colorAt(t.position),
        });
        return line ? [line] : [];
      }),
    [tracks, stored],
  );
  if (!stored) return null;
  const views = viewsOf(tracks.map((t) => stored.get(t.summary.id)));
  if (views.length === 0) return null;
  const without = tracks.filter((t) => !stored.has(t.summary.id)).length;
  return (
    <CurvesCard title="Best efforts by duration" views={views} linesFor={linesFor} units={units}>
      {without > 0 ? (
        <p className="muted">
          {without} of the overlaid activities have no curves yet (older imports get theirs when they are
          recomputed).
        </p>
      ) : null}
    </CurvesCard>
  );
}
