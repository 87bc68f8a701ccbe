/**
 * Getting the stored activities' heat points into the heat worker as fast as the store allows:
 *
 * - The worker already holds an older set of activities: it removes the deleted ones and adds the
 *   imported ones (domain/heat/heat-update.ts), reading only the new activities' heat points. An
 *   activity whose heat points were replaced since (a mend, a recomputation: the cache lists them,
 *   domain/heat/heat-changes.ts) is removed and added again, so one trim reads one activity.
 * - Otherwise, with a heat cache (the local store has one): the stored engine state is restored
 *   as it is, then brought up to date the same way. The heat worker reads it from the local
 *   database itself (hundreds of MB for 10,000 activities: the main thread never holds or copies
 *   it); a runner without that access (in-process) is handed the state read here.
 * - Otherwise (no cache, or none stored yet, or one of another version): every activity's heat
 *   points are read, packed and indexed from scratch.
 *
 * Heat points inside the person's privacy zones are left out before anything reaches the worker
 * (domain/privacy), and what is cached is kept per set of zones.
 *
 * Whenever the worker's data changed, its new state and first-paint densities are written back to
 * the cache (after the caller has drawn; by the worker itself where it can), so the next opening
 * restores them, and the changes it took in are cleared from the cache's list.
 */
import type { HeatChange } from '../../../domain/heat/heat-changes';
import type { HeatLoadStats } from '../../../domain/heat/heat-engine';
import { packHeat } from '../../../domain/heat/pack';
import { heatOutsideZones } from '../../../domain/privacy/cut';
import { zonesKey, type PrivacyZone } from '../../../domain/privacy/zones';
import type { HeatPoints } from '../../../domain/series/types';
import { workerDatabase, type HeatCache, type TrackStore } from '../../../data';
import type { HeatRunner } from '../../../workers/heat/client';

export interface LoadedHeat {
  /** The worker's activities, in its order (and that of every selection mask). */
  ids: string[];
  stats: HeatLoadStats;
  /** Worker time, ms. */
  ms: number;
  /** How the worker got them. */
  source: 'built' | 'restored' | 'updated' | 'unchanged';
  /** The cache's listed changes the worker's activities include (HeldHeat.changes). */
  changes: readonly HeatChange[];
  /** Writes the worker's state to the cache when it changed (no-op otherwise). */
  save: () => Promise<void>;
}

const noSave = () => Promise.resolve();

/** The stored heat points of these activities (all when undefined), without those inside a zone. */
async function readHeat(store: TrackStore, zones: readonly PrivacyZone[], ids?: readonly string[]) {
  const heat = await store.getHeat(ids);
  if (zones.length === 0) return heat;
  const out = new Map<string, HeatPoints>();
  for (const [id, h] of heat) out.set(id, heatOutsideZones(h, zones));
  return out;
}

async function buildAll(
  store: TrackStore,
  runner: HeatRunner,
  zones: readonly PrivacyZone[],
  ids?: readonly string[],
) {
  const heat = await readHeat(store, zones, ids);
  const all = ids ? [...ids] : [...heat.keys()];
  const r = await runner.load(packHeat(all, heat));
  return { ids: all, stats: r.value, ms: r.ms };
}

/**
 * Brings the worker's `loaded` activities to `current` by removing and adding; those of `changed`
 * it holds and that stay are removed and added again (their heat points read anew).
 */
async function updateTo(
  store: TrackStore,
  runner: HeatRunner,
  zones: readonly PrivacyZone[],
  loaded: readonly string[],
  current: readonly string[],
  changed: ReadonlySet<string>,
) {
  const now = new Set(current);
  const had = new Set(loaded);
  const again = loaded.filter((id) => now.has(id) && changed.has(id));
  const removed = [...loaded.filter((id) => !now.has(id)), ...again];
  const added = [...current.filter((id) => !had.has(id)), ...again];
  if (removed.length === 0 && added.length === 0) return null;
  const heat = added.length > 0 ? await readHeat(store, zones, added) : new Map<string, HeatPoints>();
  const r = await runner.update(removed, packHeat(added, heat));
  const gone = new Set(removed);
  return { ids: [...loaded.filter((id) => !gone.has(id)), ...added], stats: r.value, ms: r.ms };
}

const saver =
  (store: TrackStore, cache: HeatCache, runner: HeatRunner, zones: string, handled: readonly HeatChange[]) =>
  async () => {
    const dbName = workerDatabase(store, runner);
    if (dbName !== null) {
      await runner.saveStored(dbName, zones, handled);
      return;
    }
    const { value } = await runner.state();
    await cache.write(value.state, value.preview, zones, handled);
  };

/** Restores the cached engine state into the worker: its activities, or null when none is usable. */
async function restoreCached(store: TrackStore, cache: HeatCache, runner: HeatRunner, zones: string) {
  const dbName = workerDatabase(store, runner);
  if (dbName !== null) {
    const r = await runner.restoreStored(dbName, zones);
    return r.value ? { ...r.value, ms: r.ms } : null;
  }
  const state = await cache.readState(zones);
  if (!state) return null;
  const ids = state.heat.ids;
  const r = await runner.restore(state);
  return { ids, stats: r.value, ms: r.ms };
}

/** What the worker holds: its activities, their stats, and the privacy zones they were cut with. */
export interface HeldHeat {
  ids: string[];
  stats: HeatLoadStats;
  zones: string;
  /** The cache's listed changes (id and stamp) whose heat points the worker holds. */
  changes: readonly HeatChange[];
}

/** Ids of the listed changes that `held` does not include (another stamp, or not there). */
function newChanges(listed: readonly HeatChange[], held: readonly HeatChange[]): Set<string> {
  const had = new Map(held);
  return new Set(listed.filter(([id, stamp]) => had.get(id) !== stamp).map(([id]) => id));
}

/**
 * Loads the stored activities into the worker, without what lies in `zones`. `loaded` is what the
 * worker holds now (null after a crash or on first use); `current` the stored heat ids when the
 * caller has them.
 */
export async function loadHeat(
  store: TrackStore,
  runner: HeatRunner,
  loaded: HeldHeat | null,
  current: string[] | null,
  zones: readonly PrivacyZone[],
): Promise<LoadedHeat> {
  const cache = store.heatCache;
  if (!cache) {
    return { ...(await buildAll(store, runner, zones)), source: 'built', changes: [], save: noSave };
  }
  const key = zonesKey(zones);
  // Read before any heat point: whatever is read after includes at least these changes.
  const listed = await cache.readChanges();
  const changes = listed ?? [];
  const save = saver(store, cache, runner, key, changes);
  current ??= await cache.heatIds();
  const built = async () =>
    ({ ...(await buildAll(store, runner, zones, current)), source: 'built', changes, save }) as const;
  // An unreadable change list: nothing cached or held can be trusted.
  if (listed === null) return built();
  if (loaded && loaded.zones === key) {
    const updated = await updateTo(
      store,
      runner,
      zones,
      loaded.ids,
      current,
      newChanges(changes, loaded.changes),
    );
    if (updated) return { ...updated, source: 'updated', changes, save };
    // Same activities and heat points: saved only when the cache does not hold them yet.
    const stored = changes.length === 0 && (await cache.readPreview(key)) !== undefined;
    return { ...loaded, ms: 0, source: 'unchanged', changes, save: stored ? noSave : save };
  }
  const restored = await restoreCached(store, cache, runner, key);
  if (!restored) return built();
  const all = new Set(changes.map(([id]) => id));
  const updated = await updateTo(store, runner, zones, restored.ids, current, all);
  if (updated) return { ...updated, ms: restored.ms + updated.ms, source: 'updated', changes, save };
  return { ...restored, source: 'restored', changes, save: noSave };
}
