/**
 * Click anywhere: ask the heat worker which kept activities pass within the click tolerance
 * (domain/heat spatial-index.ts), and list them, most recent first. The question is asked again
 * when the filter changes, so the list always matches what the map shows.
 */
import { useCallback, useEffect, useState } from 'react';
import type { SelectionMask } from '../../domain/heat/types';
import type { TrackSummary } from '../../domain/stats/types';
import type { HeatRunner } from '../../workers/heat-client';
import type { ClickMark } from './heat-layers';
import type { HeatDataset } from './use-heat-data';

export interface ClickHit {
  summary: TrackSummary;
  /** Distance from the clicked point to the activity's nearest heat point, metres. */
  distanceM: number;
}

export interface ClickAnswer {
  point: ClickMark;
  hits: ClickHit[];
  /** Worker time of the query, ms. */
  ms: number;
}

export interface HeatClick {
  point: ClickMark | null;
  answer: ClickAnswer | null;
  error: string | null;
  setPoint: (point: ClickMark) => void;
  clear: () => void;
}

const byRecent = (a: ClickHit, b: ClickHit): number =>
  (b.summary.startTime ?? -Infinity) - (a.summary.startTime ?? -Infinity) || a.distanceM - b.distanceM;

export function useHeatClick(
  runner: HeatRunner,
  dataset: HeatDataset | null,
  mask: SelectionMask | null,
  summaryById: ReadonlyMap<string, TrackSummary>,
): HeatClick {
  const [point, setPoint] = useState<ClickMark | null>(null);
  const [answer, setAnswer] = useState<ClickAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!point || !dataset || !mask) return;
    const controller = new AbortController();
    runner.query(mask, point.lon, point.lat, point.toleranceM, controller.signal).then(
      (r) => {
        const hits: ClickHit[] = [];
        r.value.activities.forEach((a, i) => {
          const summary = summaryById.get(dataset.ids[a] ?? '');
          if (summary) hits.push({ summary, distanceM: r.value.distancesM[i] ?? 0 });
        });
        setAnswer({ point, hits: hits.sort(byRecent), ms: r.ms });
        setError(null);
      },
      (e: unknown) => {
        if (!(e instanceof DOMException && e.name === 'AbortError')) setError(e instanceof Error ? e.message : String(e));
      },
    );
    return () => controller.abort();
  }, [runner, point, dataset, mask, summaryById]);

  const clear = useCallback(() => {
    setPoint(null);
    setAnswer(null);
  }, []);
  return { point, answer: point ? answer : null, error, setPoint, clear };
}
