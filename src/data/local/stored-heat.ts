/**
 * The heat cache of the local database from a worker (the heat worker reads and writes the heat
 * engine's stored state itself: hundreds of MB for 10,000 activities, which the main thread then
 * never reads, holds or copies). The same rows and checks as the local TrackStore's heat cache
 * (local-heat-cache.ts); Dexie works in workers.
 */
import type { HeatChange } from '../../domain/heat/heat-changes';
import type { HeatPreview } from '../../domain/heat/heat-preview';
import type { HeatState } from '../../domain/heat/heat-state';
import { LocalDb } from './local-db';
import { createLocalHeatCache } from './local-heat-cache';

export interface StoredHeatCache {
  /** The stored engine state for these privacy zones (zonesKey), undefined when none usable. */
  readState(zones: string): Promise<HeatState | undefined>;
  /** Stores both and clears the changes of `handled` (HeatCache.write in ../track-store.ts). */
  write(state: HeatState, preview: HeatPreview, zones: string, handled: readonly HeatChange[]): Promise<void>;
}

export function openStoredHeatCache(dbName: string): StoredHeatCache {
  const db = new LocalDb(dbName);
  const cache = createLocalHeatCache(db);
  /** Dexie closes a connection when another one deletes or upgrades the database: open it again. */
  const ready = async () => {
    if (!db.isOpen()) await db.open();
  };
  return {
    readState: async (zones) => {
      await ready();
      return cache.readState(zones);
    },
    write: async (state, preview, zones, handled) => {
      await ready();
      await cache.write(state, preview, zones, handled);
    },
  };
}
