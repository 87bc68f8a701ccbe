/**
 * The one place the app's workers are made and handed to features (lib/workers-context.ts). Each
 * client is made on first use, once per app, so a page that never imports, compares or shows the
 * heatmap never starts that worker; where the browser has no Worker (jsdom tests, old browsers)
 * the compare and heat jobs run in-process through the same handler. Tests pass in-process or fake
 * clients with `workers` (anything not given is made as in the app).
 *
 * Adding a worker (segments, explorer tiles, ...): give it a folder src/workers/<name>/ with
 * entry.ts (thin: onmessage -> handler), protocol.ts (its own requests and responses, with type
 * guards), handler.ts (a plain function, testable without a Worker) and client.ts (the runner
 * interface, createXClient over shared/channel.ts, createInProcessXRunner over shared/reply.ts);
 * add its runner to AppWorkers in lib/workers-context.ts and its factory to APP_WORKER_FACTORIES
 * below; features read it with useWorkers().<name>.
 */
import { useState, type ReactNode } from 'react';
import { WorkersContext, type AppWorkers } from '../lib/workers-context';
import { createCompareClient, createInProcessCompareRunner } from '../workers/compare/client';
import { createExplorerClient, createInProcessExplorerRunner } from '../workers/explorer/client';
import { createImportPool } from '../workers/import/client';
import { createHeatClient, createInProcessHeatRunner } from '../workers/heat/client';
import { createInProcessSegmentsRunner, createSegmentsClient } from '../workers/segments/client';

export type WorkerFactories = { [K in keyof AppWorkers]: () => AppWorkers[K] };

const hasWorkers = (): boolean => typeof Worker !== 'undefined';

/** How the app makes each client: a real worker where the browser has them. */
export const APP_WORKER_FACTORIES: WorkerFactories = {
  gpx: () => createImportPool(),
  demo: () => createImportPool({ size: 1 }),
  compare: () => (hasWorkers() ? createCompareClient() : createInProcessCompareRunner()),
  heat: () => (hasWorkers() ? createHeatClient() : createInProcessHeatRunner()),
  explorer: () => (hasWorkers() ? createExplorerClient() : createInProcessExplorerRunner()),
  segments: () => (hasWorkers() ? createSegmentsClient() : createInProcessSegmentsRunner()),
};

/** The app's workers: those given, and the others made by `factories` on first use, once each. */
export function createAppWorkers(
  given: Partial<AppWorkers> = {},
  factories: WorkerFactories = APP_WORKER_FACTORIES,
): AppWorkers {
  const made: Partial<AppWorkers> = { ...given };
  const get = <K extends keyof AppWorkers>(key: K): AppWorkers[K] => (made[key] ??= factories[key]());
  return {
    get gpx() {
      return get('gpx');
    },
    get demo() {
      return get('demo');
    },
    get compare() {
      return get('compare');
    },
    get heat() {
      return get('heat');
    },
    get explorer() {
      return get('explorer');
    },
    get segments() {
      return get('segments');
    },
  };
}

export function WorkersProvider({
  workers,
  children,
}: {
  /** Clients to use instead of the app's (tests); the rest are made as in the app. */
  workers?: Partial<AppWorkers>;
  children: ReactNode;
}) {
  // Made once per mounted app: an import keeps running while the user moves between pages.
  const [value] = useState(() => createAppWorkers(workers));
  return <WorkersContext.Provider value={value}>{children}</WorkersContext.Provider>;
}
