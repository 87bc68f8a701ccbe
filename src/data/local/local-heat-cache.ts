/**
 * The local adapter's heatmap cache (HeatCache in ../track-store.ts): three rows of the heatCache
 * table, the engine state, its first-paint preview, and the activities changed since the state was
 * written (domain/heat/heat-changes.ts). Whatever fails the domain's checks (another version, a
 * corrupt row) reads as absent, with a console.warn, so the heatmap builds it again.
 */
import {
  checkHeatChanges,
  clearHeatChanges,
  NO_HEAT_CHANGES,
  noteHeatChanges,
  type HeatChanges,
} from '../../domain/heat/heat-changes';
import { checkHeatPreview, previewMatches, type HeatPreview } from '../../domain/heat/heat-preview';
import {
  checkStoredHeatState,
  packHeatState,
  unpackHeatState,
  type StoredHeatState,
} from '../../domain/heat/heat-state';
import type { HeatCache } from '../track-store';
import type { LocalDb } from './local-db';
import { translateQuota } from './store-errors';

/**
 * A row of the cache, checked, then decoded; a failed check or a decode that throws reads as
 * absent, with one warning.
 */
async function readRow<T>(
  db: LocalDb,
  key: 'state' | 'preview' | 'changed',
  zones: string,
  check: (v: unknown) => string | null,
  decode: (v: unknown) => T = (v) => v as T,
): Promise<T | undefined> {
  const row = await db.heatCache.get(key);
  if (!row || row.zones !== zones) return undefined;
  let problem = check(row.value);
  if (problem === null) {
    try {
      return decode(row.value);
    } catch (error) {
      problem = (error as Error).message;
    }
  }
  console.warn(`Ignored the stored heatmap ${key} (${problem}); it will be built again`);
  return undefined;
}

/** The 'changed' row: none stored reads as no change, a corrupt one as null (state unusable). */
async function readChanges(db: LocalDb): Promise<HeatChanges | null> {
  if (!(await db.heatCache.get('changed'))) return NO_HEAT_CHANGES;
  return (await readRow<HeatChanges>(db, 'changed', '', checkHeatChanges)) ?? null;
}

const putChanges = (db: LocalDb, value: HeatChanges) =>
  db.heatCache.put({ key: 'changed', value, zones: '' });

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
    readState: (zones) =>
      readRow(db, 'state', zones, checkStoredHeatState, (v) => unpackHeatState(v as StoredHeatState)),
    readChanges: async () => (await readChanges(db))?.changes ?? null,
    write: (state, preview, zones, handled) =>
      translateQuota(() =>
        db.transaction('rw', db.heatCache, async () => {
          // A corrupt change list is replaced: the state written was read after it.
          const left = clearHeatChanges((await readChanges(db)) ?? NO_HEAT_CHANGES, handled);
          await Promise.all([
            db.heatCache.put({ key: 'state', value: packHeatState(state), zones }),
            putChanges(db, left),
            // The preview is of the stored activities only when no change is left out of the state.
            left.changes.length === 0
              ? db.heatCache.put({ key: 'preview', value: preview, zones })
              : db.heatCache.delete('preview'),
          ]);
        }),
      ),
  };
}

/**
 * In the caller's transaction: the heat points of `ids` were replaced. The stored state is kept
 * and notes them as changed (the heatmap removes and adds just these); the preview is dropped.
 */
export async function noteHeatChanged(db: LocalDb, ids: readonly string[]): Promise<void> {
  const changes = await readChanges(db);
  // A corrupt list cannot say what the state misses: the whole cache goes, built again on use.
  if (changes === null) return db.heatCache.clear();
  await Promise.all([putChanges(db, noteHeatChanges(changes, ids)), db.heatCache.delete('preview')]);
}
