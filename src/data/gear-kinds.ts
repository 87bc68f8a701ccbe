/**
 * The gear kinds' store built from three operations of an adapter (list, put, delete of one
 * table or collection): every write is checked by its schema first, every read row too (a corrupt
 * row is skipped with a warning, never hiding the others), lists come oldest first.
 */
import {
  GEAR_KIND_LABELS,
  GEAR_KIND_NAMES,
  GEAR_KIND_SCHEMAS,
  parseGearKindForWrite,
  type GearKindName,
  type GearKindTypes,
} from './gear-schemas';
import type { z } from '../domain/zod';
import { parseStoredRows } from './schemas';
import type { GearStore, KindStore } from './track-store';

export interface RawKindOps {
  list(kind: GearKindName): Promise<unknown[]>;
  put(kind: GearKindName, id: string, value: object): Promise<void>;
  delete(kind: GearKindName, id: string): Promise<void>;
}

const byCreation = (a: { createdAt: number }, b: { createdAt: number }) => a.createdAt - b.createdAt;

function kindStore<K extends GearKindName>(kind: K, ops: RawKindOps): KindStore<GearKindTypes[K]> {
  return {
    async list() {
      const schema = GEAR_KIND_SCHEMAS[kind] as unknown as z.ZodType<GearKindTypes[K]>;
      return parseStoredRows(schema, await ops.list(kind), GEAR_KIND_LABELS[kind]).sort(byCreation);
    },
    async put(item) {
      const parsed = parseGearKindForWrite(kind, item);
      await ops.put(kind, parsed.id, parsed);
    },
    async delete(id) {
      await ops.delete(kind, id);
    },
  };
}

export function createGearStore(ops: RawKindOps): GearStore {
  return Object.fromEntries(GEAR_KIND_NAMES.map((k) => [k, kindStore(k, ops)])) as unknown as GearStore;
}
