/**
 * Training load, fitness and form (domain/training/model.ts) for pages that show them beside other
 * figures: the Activities column, the activity page, the Overview's card. A load depends on the
 * whole history (estimated thresholds) and on the stored thresholds, so the model runs over every
 * given summary, from their training products only: no track is read.
 */
import { countsInHistory } from '../../domain/sanity/history';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import type { TrackSummary } from '../../domain/stats/types';
import type { LoadSource } from '../../domain/training/definitions';
import { trainingModel, type TrainingModel } from '../../domain/training/model';
import { useTrackStore } from '../../lib/store-context';
import { summariesQuery } from '../../lib/track-queries';
import { thresholdsQuery } from './training-queries';

export interface ActivityLoadFigure {
  load: number;
  source: LoadSource;
}

/** The model of these summaries (every stored one when undefined) up to `lastDay`; null while loading. */
export function useTrainingModel(
  given: readonly TrackSummary[] | undefined,
  wanted = true,
  lastDay?: number,
): TrainingModel | null {
  const store = useTrackStore();
  const summaries = useQuery({ ...summariesQuery(store), enabled: wanted && given === undefined });
  const thresholds = useQuery({ ...thresholdsQuery(store), enabled: wanted });
  // Routes and activities the person excluded count in no training load (issue 41).
  // The model goes over every activity (~120 ms for 10,000): when they change (a mend, an import)
  // it runs again in a render of its own at transition priority, so the change itself shows first.
  const stored = useDeferredValue(given ?? summaries.data);
  const rows = useMemo(() => stored?.filter(countsInHistory), [stored]);
  const entries = thresholds.data?.entries;
  return useMemo(
    () =>
      !wanted || rows === undefined || entries === undefined ? null : trainingModel(rows, entries, lastDay),
    [wanted, rows, entries, lastDay],
  );
}

/** The loads by activity id; null while loading or when not `wanted`. */
export function useTrainingLoads(wanted = true): ReadonlyMap<string, ActivityLoadFigure> | null {
  const model = useTrainingModel(undefined, wanted);
  return useMemo(
    () =>
      model === null
        ? null
        : new Map(model.activities.map((a) => [a.id, { load: a.load, source: a.source }])),
    [model],
  );
}
