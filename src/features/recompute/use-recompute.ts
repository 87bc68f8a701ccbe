/**
 * Starts the background recompute (run-recompute.ts) once per mounted app, shortly after the first
 * page is up, and keeps its progress for the status card. When activities were updated, every
 * track query is invalidated so lists, charts and pages show the new figures.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTrackStore } from '../../lib/store-context';
import { summariesQuery, trackKeys } from '../../lib/track-queries';
import { useWorkers } from '../../lib/workers-context';
import { createFailureLedger } from './failure-ledger';
import { linkOriginalsOnce } from './link-originals';
import { recomputeStale, type RecomputeProgress } from './run-recompute';

/** Wait this long after the app mounts before looking for stale activities, ms. */
export const RECOMPUTE_START_DELAY_MS = 1500;

export interface RecomputeState extends RecomputeProgress {
  running: boolean;
}

export function useRecompute(delayMs = RECOMPUTE_START_DELAY_MS): RecomputeState | null {
  const store = useTrackStore();
  const workers = useWorkers();
  const queryClient = useQueryClient();
  const [state, setState] = useState<RecomputeState | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      recomputeStale({
        // The summaries through the query cache: the page has often read them already (or will), and
        // 10,000 of them cost the main thread a second or more to read and check twice.
        store: {
          listSummaries: () => queryClient.ensureQueryData(summariesQuery(store)),
          getOriginal: (id) => store.getOriginal(id),
          getTrack: (id) => store.getTrack(id),
          replaceComputed: (record) => store.replaceComputed(record),
        },
        pool: () => workers.gpx,
        signal: controller.signal,
        failures: createFailureLedger(),
        onProgress: (p) => {
          if (!controller.signal.aborted) setState({ ...p, running: true });
        },
      })
        .then((final) => {
          if (controller.signal.aborted) return;
          setState(final.total > 0 ? { ...final, running: false } : null);
          if (final.done > 0) void queryClient.invalidateQueries({ queryKey: trackKeys.all });
          // Then, once: old per-part copies of logger files freed (data/shared-originals.ts).
          linkOriginalsOnce(store).catch((error: unknown) => {
            console.warn(
              `Old copies of logger files were not tidied: ${error instanceof Error ? error.message : String(error)}`,
            );
          });
        })
        .catch((error: unknown) => {
          // Listing the activities failed: nothing was changed; the next start tries again.
          console.warn(
            `Statistics were not updated: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [store, workers, queryClient, delayMs]);

  return state;
}
