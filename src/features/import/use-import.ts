/**
 * React bindings of the import: one controller per app's workers (useWorkers().gpx, made once per
 * mounted app, so an import keeps running while the user moves between pages), read with
 * useSyncExternalStore. The controller's machinery loads on the first import (lazy-controller.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { contentId } from '../../domain/hash';
import { createDemoWriter } from '../../shared/demo/demo-activities';
import { savedSegments } from '../../shared/segments/segment-sync';
import { useTrackStore } from '../../lib/store-context';
import { trackKeys } from '../../lib/track-queries';
import { useWorkers, type AppWorkers } from '../../lib/workers-context';
import type { ImportSnapshot, ImportTarget } from './controller/types';
import { journalImports, readJournal, type ImportJournalEntry } from './controller/import-journal';
import { createLazyImportController, type LazyImportController } from './lazy-controller';

/** The controller of each app's workers, made on first use (weakly held: it goes with them). */
const controllers = new WeakMap<AppWorkers, LazyImportController>();

function useImportController(): LazyImportController {
  const workers = useWorkers();
  let controller = controllers.get(workers);
  if (!controller) {
    previousImport(); // read before this page's first import overwrites it
    controller = createLazyImportController({ getPool: () => workers.gpx, contentId });
    journalImports(controller);
    controllers.set(workers, controller);
  }
  return controller;
}

let previous: ImportJournalEntry | null | undefined;

/** The import that was running when this page was last closed or crashed (read once), or null. */
export function previousImport(): ImportJournalEntry | null {
  previous ??= readJournal();
  return previous;
}

export function useImportSnapshot(): ImportSnapshot {
  const c = useImportController();
  return useSyncExternalStore(c.subscribe, c.getSnapshot, c.getSnapshot);
}

export interface ImportActions {
  /** Picked or dropped files (.gpx, .fit, .tcx, each also .gz; .zip; a Strava activities.csv; anything else is listed as skipped). */
  importFiles: (files: Iterable<File>) => void;
  /** Dropped entries (folders are walked). */
  importEntries: (entries: readonly FileSystemEntry[]) => void;
  /** The demo set, through the same queue. */
  loadDemo: () => void;
  cancel: () => void;
  dismiss: () => void;
  /** Imports a probable duplicate anyway (its result line's seq). */
  importAnyway: (seq: number) => void;
  /** Merges a probable duplicate into the activity kept (its result line's seq). */
  merge: (seq: number) => void;
  /** Imports again the files the store or the network did not take (the rest stays). */
  retryFailed: () => void;
}

export function useImportActions(): ImportActions {
  const store = useTrackStore();
  const queryClient = useQueryClient();
  const workers = useWorkers();
  const c = useImportController();
  return useMemo(() => {
    const target: ImportTarget = {
      store,
      // Gear named by an export is made by the import itself (controller/import-gear.ts); its
      // queries are under trackKeys.all too.
      invalidate: () => queryClient.invalidateQueries({ queryKey: trackKeys.all }),
      segments: () => savedSegments(store),
    };
    return {
      importFiles: (files) => {
        const list = [...files];
        if (list.length === 0) return;
        c.run((real, rt) =>
          real.enqueue({ items: rt.itemsFromFileList(list), expected: list.length }, target),
        );
      },
      importEntries: (entries) => {
        const list = [...entries];
        if (list.length > 0) c.run((real, rt) => real.enqueue({ items: rt.itemsFromEntries(list) }, target));
      },
      loadDemo: () => {
        const pool = workers.demo;
        const put = createDemoWriter(store, () => {
          void queryClient.invalidateQueries({ queryKey: trackKeys.collections() });
        });
        c.run((real, rt) =>
          real.enqueue(
            rt.demoBatch((...args) => pool.generateDemo(...args)),
            { ...target, put },
          ),
        );
      },
      cancel: () => c.cancel(),
      importAnyway: (seq) => c.importAnyway(seq),
      merge: (seq) => void c.merge(seq),
      retryFailed: () => c.retryFailed(),
      dismiss: () => c.dismiss(),
    };
  }, [store, queryClient, workers, c]);
}
