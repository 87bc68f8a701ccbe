/**
 * Click anywhere: ask the heat worker which kept activities pass within the click tolerance
 * (domain/heat spatial-index.ts), and list them, most recent first. The question is asked again
 * when the filter changes, so the list always matches what the map shows.
 *
 * A quick answer shows together with the click's mark: the mark (and "Looking…") wait up to
 * PENDING_SHOW_MS for it, so a click repaints the page once, not twice (in software rendering each
 * repaint of the page costs tens of milliseconds); a slow answer shows the mark and the wait first.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SelectionMask } from '../../../domain/heat/types';
import type { TrackSummary } from '../../../domain/stats/types';
import type { HeatRunner } from '../../../workers/heat/client';
import { clickAnswer, LIST_LIMIT, startTimesOf, type ClickAnswer } from './click-answer';
import type { ClickMark } from '../density/heat-layers';
import type { HeatDataset } from '../density/use-heat-data';

export type { ClickAnswer } from './click-answer';

/** How long a click's mark and "Looking…" wait for the answer before showing without it, ms. */
export const PENDING_SHOW_MS = 120;

export interface HeatClick {
  /** The click mark to draw: the last click once answered or waited for, else the one before. */
  point: ClickMark | null;
  /** The answer to show (the previous click's while the last one is being answered). */
  answer: ClickAnswer | null;
  /** The last click is waiting for its answer and the wait is shown. */
  pending: boolean;
  error: string | null;
  setPoint: (point: ClickMark) => void;
  clear: () => void;
}

export function useHeatClick(
  runner: HeatRunner,
  dataset: HeatDataset | null,
  mask: SelectionMask | null,
  summaryById: ReadonlyMap<string, TrackSummary>,
): HeatClick {
  const [point, setPoint] = useState<ClickMark | null>(null);
  const [answer, setAnswer] = useState<ClickAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [late, setLate] = useState<ClickMark | null>(null);
  const startTimes = useMemo(
    () => (dataset ? startTimesOf(dataset.ids, summaryById) : null),
    [dataset, summaryById],
  );
  const answered = point !== null && answer?.point === point;

  useEffect(() => {
    if (!point || answered) return;
    const timer = setTimeout(() => setLate(point), PENDING_SHOW_MS);
    return () => clearTimeout(timer);
  }, [point, answered]);

  useEffect(() => {
    if (!point || !dataset || !mask || !startTimes) return;
    const controller = new AbortController();
    runner.query(mask, point.lon, point.lat, point.toleranceM, controller.signal).then(
      (r) => {
        setAnswer(
          clickAnswer({
            point,
            hits: r.value,
            ms: r.ms,
            ids: dataset.ids,
            startTimes,
            summaryById,
            limit: LIST_LIMIT,
          }),
        );
        setError(null);
      },
      (e: unknown) => {
        if (!(e instanceof DOMException && e.name === 'AbortError'))
          setError(e instanceof Error ? e.message : String(e));
      },
    );
    return () => controller.abort();
  }, [runner, point, dataset, mask, summaryById, startTimes]);

  const clear = useCallback(() => {
    setPoint(null);
    setAnswer(null);
  }, []);
  const shown = answered || (point !== null && late === point);
  return {
    point: shown ? point : (answer?.point ?? null),
    answer: point ? answer : null,
    pending: point !== null && !answered && late === point,
    error,
    setPoint,
    clear,
  };
}
