/**
 * The local adapter's heatmap cache (HeatCache in ../track-store.ts): two rows of the heatCache
 * table. Whatever fails the domain's checks (another version, a corrupt row) reads as absent, with
 * a console.warn, so the heatmap builds it again.
 */
import { checkHeatPreview, type HeatPreview } from '../../domain/heat/heat-preview';
import { checkHeatState, type HeatState } from '../../domain/heat/heat-state';
import type { HeatCache } from '../track-store';
import type { LocalDb } from './local-db';
import { translateQuota } from './store-errors';

async function readRow<T>(db: LocalDb, key: 'state' | 'preview', check: (v: unknown) => string | null) {
  const row = await db.heatCache.get(key);
  if (!row) return undefined;
  const problem = check(row.value);
  if (problem === null) return row.value as T;
  console.warn(`Ignored the stored heatmap ${key} (${problem}); it will be built again`);
  return undefined;
}

export function createLocalHeatCache(db: LocalDb): HeatCache {
  return {
    heatIds: () => db.heat.toCollection().primaryKeys(),
    readPreview: () => readRow<HeatPreview>(db, 'preview', checkHeatPreview),
    readState: () => readRow<HeatState>(db, 'state', checkHeatState),
    write: (state, preview) =>
      translateQuota(() =>
        db.transaction('rw', db.heatCache, async () => {
          await db.heatCache.bulkPut([
            { key: 'state', value: state },
            { key: 'preview', value: preview },
          ]);
        }),
      ),
  };
}

/** Forgets the cache (in the caller's transaction): the heat points it was built from changed. */
export const dropHeatCache = (db: LocalDb): Promise<void> => db.heatCache.clear();
