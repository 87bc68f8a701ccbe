/** The gear kinds in IndexedDB (local-db.ts version 5): one table per kind, keyed by id. */
import { createGearStore } from '../gear-kinds';
import type { GearStore } from '../track-store';
import type { LocalDb } from './local-db';
import { translateQuota } from './store-errors';

export function createLocalGear(db: LocalDb): GearStore {
  return createGearStore({
    list: (kind) => db.table(kind).toArray(),
    put: (kind, id, value) =>
      translateQuota(() => db.table(kind).put({ ...value, id })).then(() => undefined),
    delete: (kind, id) => db.table(kind).delete(id),
  });
}
