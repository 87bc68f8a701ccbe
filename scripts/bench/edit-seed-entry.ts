/**
 * Browser-side helpers of the edit-apply benchmark (edit.bench.ts). Bundled by seed-bundle.ts into
 * one script injected into the built app's page (same origin, so it reads and writes the app's own
 * IndexedDB through the TrackStore port). Exposes window.__editSeed.
 *
 * - storeFile(text, fileName): a GPX file through the real pipeline (processActivity) with its
 *   original bytes, exactly what an import stores; its id.
 * - heatPoints(id): how many heat points the activity has stored.
 * - newTilesAlone(id): the explorer tiles (zoom 14 and 17) its stored path visits, counted by the
 *   explorer engine with no other activity: its new tiles when no other activity comes near.
 */
import { ExplorerEngine } from '../../src/domain/explorer/explorer-engine';
import { packPaths } from '../../src/domain/heat/pack';
import { processActivity } from '../../src/domain/process-activity';
import { encoder, store } from './seed-shared';

export interface EditSeedApi {
  storeFile(text: string, fileName: string): Promise<string>;
  heatPoints(id: string): Promise<number>;
  newTilesAlone(id: string): Promise<{ z14: number; z17: number }>;
}

declare global {
  interface Window {
    __editSeed?: EditSeedApi;
  }
}

async function storeFile(text: string, fileName: string): Promise<string> {
  const bytes = encoder.encode(text);
  const processed = await processActivity(bytes, { fileName });
  const result = await store.putActivity({ ...processed, original: bytes });
  if (result !== 'added') throw new Error(`${fileName} was not stored (${result})`);
  return processed.summary.id;
}

async function heatPoints(id: string): Promise<number> {
  const heat = (await store.getHeat([id])).get(id);
  if (!heat) throw new Error(`no heat points stored for ${id}`);
  return heat.lonLat.length / 2;
}

async function newTilesAlone(id: string): Promise<{ z14: number; z17: number }> {
  const paths = await store.getPaths([id]);
  if (!paths.has(id)) throw new Error(`no path stored for ${id}`);
  const engine = new ExplorerEngine();
  engine.add([id], Float64Array.of(0), packPaths([id], paths));
  const n = engine.newTiles();
  return { z14: n.z14[0]!, z17: n.z17[0]! };
}

window.__editSeed = { storeFile, heatPoints, newTilesAlone };
