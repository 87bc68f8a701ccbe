/**
 * Gear named by export columns, created in the store (issue 35; domain/gear/export-gear.ts): once
 * per name, whoever asks (an import as it stores activities, the Gear page's button for activities
 * imported before). One creation at a time per store, each reading the gear first, so two asks at
 * once in one tab make one gear; across tabs and devices the id derived from the name
 * (exportGearId) makes them write one document. An import takes back a gear it made when the
 * activity that named it was not kept after all (removeMadeGear).
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

/**
 * Takes back `made`, a gear createExportGear made, when the activity whose export row named it was
 * not kept (a richer duplicate replaced it): a row whose activity is not kept makes no gear, as
 * `npm run gear` counts it. Deleted only while it stands as it was made (the person has not edited
 * it), no stored activity names it or chose it, and no rule or task refers to it; resolves to
 * whether it was deleted. Queued with the creations, so it never races one in this tab.
 */
export function removeMadeGear(store: TrackStore, made: Gear): Promise<boolean> {
  const run = async () => {
    const now = (await store.gear.gear.list()).find((g) => g.id === made.id);
    if (!now || now.updatedAt !== made.updatedAt || now.name !== made.name) return false;
    const [rules, tasks] = await Promise.all([store.gear.gearRules.list(), store.gear.maintenance.list()]);
    if (rules.some((r) => r.gearId === made.id) || tasks.some((t) => t.gearId === made.id)) return false;
    const rows = await store.listSummaries();
    if (rows.some((s) => s.gearId === made.id || (made.importName !== null && s.gear === made.importName)))
      return false;
    await store.gear.gear.delete(made.id);
    return true;
  };
  const next = (queues.get(store) ?? Promise.resolve()).then(run, run);
  queues.set(store, next);
  return next;
}
