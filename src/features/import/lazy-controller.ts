/**
 * An ImportController whose machinery (import-runtime.ts) loads on the first import, so the app
 * shell, which mounts the drop zone and the progress panel on every page, does not carry the
 * queue, the zip and CSV readers and the statistics helpers in its first JavaScript. Until then
 * the snapshot is idle. Actions given before the load finishes run, in order, once it has.
 */
import { IDLE_SNAPSHOT } from './controller/progress';
import type { ImportController } from './controller/import-controller';
import type { ImportControllerDeps } from './controller/types';
import type * as Runtime from './import-runtime';

export type ImportRuntime = typeof Runtime;

/** Loads the runtime once per app (shared by every lazy controller). */
let runtime: Promise<ImportRuntime> | null = null;
const loadImportRuntime = (): Promise<ImportRuntime> => (runtime ??= import('./import-runtime'));

export interface LazyImportController extends Omit<ImportController, 'enqueue'> {
  /** Runs `action` with the loaded runtime and the real controller (in call order). */
  run: (action: (controller: ImportController, runtime: ImportRuntime) => void) => void;
}

export function createLazyImportController(
  deps: ImportControllerDeps,
  load: () => Promise<ImportRuntime> = loadImportRuntime,
): LazyImportController {
  let real: ImportController | null = null;
  let ready: Promise<{ controller: ImportController; runtime: ImportRuntime }> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());

  const start = () =>
    (ready ??= load().then((rt) => {
      const controller = rt.createImportController(deps);
      controller.subscribe(notify);
      real = controller;
      return { controller, runtime: rt };
    }));
  /** An action on the real controller; nothing to do while it is not loaded. */
  const onReal = (action: (c: ImportController) => void) => () => {
    if (real) action(real);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => (real ? real.getSnapshot() : IDLE_SNAPSHOT),
    run(action) {
      void start().then(({ controller, runtime: rt }) => action(controller, rt));
    },
    cancel: onReal((c) => c.cancel()),
    importAnyway: (seq) => onReal((c) => c.importAnyway(seq))(),
    merge: (seq) => (real ? real.merge(seq) : Promise.resolve()),
    retryFailed: onReal((c) => c.retryFailed()),
    dismiss: onReal((c) => c.dismiss()),
    whenIdle: () => (real ? real.whenIdle() : Promise.resolve()),
  };
}
