/**
 * The demo set as an import batch: DEMO_COUNT activities from the seeded generator, made one at a
 * time as the import asks for them (a small lookahead), with a yield to the browser after each, so
 * generating never blocks the page. The generator module is loaded on demand, outside the first
 * page's JavaScript. The files go through the same queue as the user's own.
 */
import type { ImportBatch } from './controller/types';
import { yieldToMain } from './controller/yield-to-main';
import type { ImportItem } from './intake/items';

export const DEMO_COUNT = 200;
export const DEMO_SEED = 1;
/** Generated files waiting for a free slot: enough to keep the workers busy, few enough to be light. */
export const DEMO_LOOKAHEAD = 4;

async function* demoItems(count: number, seed: number): AsyncGenerator<ImportItem> {
  const { generateDemoSet } = await import('../../domain/demo');
  const encoder = new TextEncoder();
  for (const { fileName, gpx } of generateDemoSet(count, seed)) {
    const bytes = encoder.encode(gpx);
    yield { kind: 'file', path: fileName, fileName, size: bytes.byteLength, load: () => Promise.resolve(bytes) };
    await yieldToMain();
  }
}

export function demoBatch(count = DEMO_COUNT, seed = DEMO_SEED): ImportBatch {
  return { items: demoItems(count, seed), expected: count, lookahead: DEMO_LOOKAHEAD };
}
