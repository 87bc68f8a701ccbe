/**
 * The demo set as an import batch: DEMO_COUNT activities from the seeded generator. Writing a
 * realistic file takes tens of milliseconds of simulation, so each is written in a worker (the
 * generator module loads there, on demand, never in the page's JavaScript; AppWorkers.demo, beside
 * the import pool) and then goes through the same queue as the user's own files: hashing, dedupe,
 * parsing, storage (in batches, each with its demo mark: createDemoWriter).
 */
import type { ImportBatch } from './controller/types';
import type { ImportItem } from './intake/items';

export const DEMO_COUNT = 200;
export const DEMO_SEED = 1;
/**
 * Demo files in flight at once (ImportBatch.lanes): enough for a batch of the demo writer
 * (shared/demo/demo-activities.ts DEMO_WRITE_BATCH) to fill while both workers keep busy. A demo
 * file is small (under 1 MB with its products).
 */
export const DEMO_LANES = 32;

/**
 * Writes demo file `index` of a set of `count` (the worker pool's generateDemo), with the content
 * id of its bytes when the writer hashed them (the pool does, in the worker), else hashed here.
 */
export type DemoWriter = (
  index: number,
  count: number,
  seed: number,
  options: { signal?: AbortSignal },
) => Promise<{ fileName: string; bytes: Uint8Array; id?: string }>;

function* demoItems(write: DemoWriter, count: number, seed: number): Generator<ImportItem> {
  const digits = String(count).length;
  for (let index = 0; index < count; index++) {
    const label = `Demo activity ${String(index + 1).padStart(digits, '0')}`;
    yield {
      kind: 'file',
      path: label,
      fileName: `${label}.gpx`,
      size: 0,
      load: (signal) => write(index, count, seed, { signal }),
    };
  }
}

export function demoBatch(write: DemoWriter, count = DEMO_COUNT, seed = DEMO_SEED): ImportBatch {
  return { items: demoItems(write, count, seed), expected: count, lanes: DEMO_LANES };
}
