/**
 * The local adapter's heatmap cache (HeatCache in ../track-store.ts): two rows of the heatCache
 * table. Whatever fails the domain's checks (another version, a corrupt row) reads as absent, with
 * a console.warn, so the heatmap builds it again.
 */
import { checkHeatPreview, previewMatches, type HeatPreview } from '../../domain/heat/heat-preview';
import { checkHeatState, type HeatState } from '../../domain/heat/heat-state';
import type { HeatCache } from '../track-store';
import type { LocalDb } from './local-db';
import { translateQuota } from './store-errors';

async function readRow<T>(
  db: LocalDb,
  key: 'state' | 'preview',
  zones: string,
  check: (v: unknown) => string | null,
) {
  const row = await db.heatCache.get(key);
  if (!row || row.zones !== zones) return undefined;
  const problem = check(row.value);
  if (problem === null) return row.value as T;
  console.warn(`Ignored the stored heatmap ${key} (${problem}); it will be built again`);
  return undefined;
}

export function createLocalHeatCache(db: LocalDb): HeatCache {
  return {
    heatIds: () => db.heat.toCollection().primaryKeys(),
    // One transaction, issued before anything else the heatmap reads, so it is not queued behind them.
    readPreview: (zones) =>
      db.transaction('r', [db.heat, db.heatCache], async () => {
        const [preview, ids] = await Promise.all([
          readRow<HeatPreview>(db, 'preview', zones, checkHeatPreview),
          db.heat.toCollection().primaryKeys(),
        ]);
        return preview && previewMatches(preview, ids) ? preview : undefined;
      }),
    readState: (zones) => readRow<HeatState>(db, 'state', zones, checkHeatState),
    write: (state, preview, zones) =>
      translateQuota(() =>
        db.transaction('rw', db.heatCache, async () => {
          await db.heatCache.bulkPut([
            { key: 'state', value: state, zones },
            { key: 'preview', value: preview, zones },
          ]);
        }),
      ),
  };
}

/** Forgets the cache (in the caller's transaction): the heat points it was built from changed. */
export const dropHeatCache = (db: LocalDb): Promise<void> => db.heatCache.clear();
