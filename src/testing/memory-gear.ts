/** The gear kinds in memory, for the in-memory store of tests (same checks as the adapters). */
import { createGearStore } from '../data/gear-kinds';
import type { GearStore } from '../data/track-store';

export function createMemoryGear(): GearStore {
  const tables = new Map<string, Map<string, unknown>>();
  const table = (kind: string) => {
    let t = tables.get(kind);
    if (!t) tables.set(kind, (t = new Map<string, unknown>()));
    return t;
  };
  return createGearStore({
    list: (kind) => Promise.resolve([...table(kind).values()].map((v) => structuredClone(v))),
    put: (kind, id, value) => {
      table(kind).set(id, structuredClone(value));
      return Promise.resolve();
    },
    delete: (kind, id) => {
      table(kind).delete(id);
      return Promise.resolve();
    },
  });
}
