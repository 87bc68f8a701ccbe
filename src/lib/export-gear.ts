/**
 * Gear named by export columns, created in the store (issue 35; domain/gear/export-gear.ts): once
 * per name, whoever asks (an import as it stores activities, the Gear page's button for activities
 * imported before). One creation at a time per store, each reading the gear first, so two asks at
 * once in one tab make one gear; across tabs and devices the id derived from the name
 * (exportGearId) makes them write one document.
 */
import type { TrackStore } from '../data';
import { gearToCreate } from '../domain/gear/export-gear';
import type { Gear } from '../domain/gear/types';
import type { TrackSummary } from '../domain/stats/types';

const queues = new WeakMap<TrackStore, Promise<unknown>>();

/** Creates the gear named by these rows' export column that no gear has yet; resolves to it. */
export function createExportGear(
  store: TrackStore,
  rows: readonly Pick<TrackSummary, 'gear' | 'sport'>[],
): Promise<Gear[]> {
  const run = async () => {
    const made = gearToCreate(rows, await store.gear.gear.list(), Date.now());
    for (const g of made) await store.gear.gear.put(g);
    return made;
  };
  const next = (queues.get(store) ?? Promise.resolve()).then(run, run);
  queues.set(store, next);
  return next;
}
