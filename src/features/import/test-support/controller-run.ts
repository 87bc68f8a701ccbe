/**
 * The import controller as the controller tests drive it: a fake pool of two running the real
 * processing in-process (fake-pool.ts), progress heard every 5 ms, and `run(files)` that imports
 * the files into `store` (a test's MemoryTrackStore) and resolves with the snapshot once the controller is idle.
 */
import { contentId } from '../../../domain/hash';
import { createImportController } from '../controller/import-controller';
import type { ImportControllerDeps, ImportSnapshot, ImportTarget } from '../controller/types';
import { itemsFromFileList } from '../intake/items';
import { createFakePool } from './fake-pool';

export function controllerRun<S extends ImportTarget['store']>(
  store: S,
  options: {
    /** Files handled at once (1: stored in the order given). */
    concurrency?: ImportControllerDeps['concurrency'];
    /** What the import target adds to the store (the saved segments, for matching). */
    segments?: ImportTarget['segments'];
  } = {},
) {
  const controller = createImportController({
    getPool: () => createFakePool(2),
    contentId,
    concurrency: options.concurrency,
    notifyIntervalMs: 5,
  });
  const target: ImportTarget = { store, invalidate: () => undefined, segments: options.segments };
  const run = async (files: File[]): Promise<ImportSnapshot> => {
    controller.enqueue({ items: itemsFromFileList(files) }, target);
    await controller.whenIdle();
    return controller.getSnapshot();
  };
  return { store, controller, run };
}

/** A File of these bytes. */
export const fileOf = (name: string, bytes: Uint8Array) => new File([bytes as Uint8Array<ArrayBuffer>], name);
