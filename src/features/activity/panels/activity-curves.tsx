/**
 * The activity's best-effort curves (issue 34) against the person's all-time best and the best of
 * the 90 days up to it, same sport (src/shared/curves/curve-lines.ts). A click on the chart selects
 * this activity's best window at that duration on the map and charts (?window=, read by the
 * profile), and lists who holds the other lines there.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useDeferredValue } from 'react';
import type { TrackSummary } from '../../../domain/stats/types';
import type { UnitSystem } from '../../../domain/units';
import { useTrackStore } from '../../../lib/store-context';
import { curvesQuery, summariesQuery } from '../../../lib/track-queries';
import { CurvesCard } from '../../../shared/curves/curves-card';
import type { CurveView } from '../../../shared/curves/curve-view';
import { viewsOf } from '../../../shared/curves/curve-view';
import { activityLines } from '../../../shared/curves/curve-lines';
import { windowParam } from '../../../shared/curves/picked-point';

export function ActivityCurves({ summary: given, units }: { summary: TrackSummary; units: UnitSystem }) {
  const store = useTrackStore();
  const curves = useQuery(curvesQuery(store));
  const summaries = useQuery(summariesQuery(store));
  const navigate = useNavigate();
  // The lines go over every activity of the sport (~150 ms for 2,500 rides): after a mend they are
  // drawn again in a render of their own at transition priority, not in the one that shows the
  // mended figures (bench edit-apply).
  const summary = useDeferredValue(given);
  const stored = useDeferredValue(curves.data);
  const all = useDeferredValue(summaries.data);
  const linesFor = useCallback(
    (view: CurveView) => (stored && all ? activityLines(summary, all, stored, view) : []),
    [summary, all, stored],
  );
  const own = stored?.get(summary.id);
  if (!own || !all) return null;
  const views = viewsOf([own]);
  if (views.length === 0) return null;
  return (
    <CurvesCard
      title="Best efforts by duration"
      views={views}
      linesFor={linesFor}
      units={units}
      onPick={(i, lines) => {
        const mine = lines.find((l) => l.key === 'own');
        if (!mine || !Number.isFinite(mine.curve.values[i])) return;
        const param = windowParam(mine.curve.startS[i]!, mine.curve.endS[i]!);
        void navigate({
          to: '/activities/$id',
          params: { id: summary.id },
          search: (s) => ({ ...s, window: param }),
          replace: true,
          resetScroll: false,
        });
      }}
    >
      <p className="muted">
        This activity against your best {summary.sport} efforts. Click a duration to select this activity’s
        best window there on the map and charts.
      </p>
    </CurvesCard>
  );
}
