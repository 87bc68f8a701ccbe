/**
 * Browser-side seeding for the compare benchmark and browser test. Bundled by compare-seed.ts into
 * one script injected into the built app's page (same origin, so it writes the app's own IndexedDB
 * through the TrackStore port). Exposes window.__compareSeed.
 *
 * seedRoute(count, durationS): `count` runs on one generated 10 km loop (domain/compare/
 * generated-routes.ts), one point per second for `durationS`, each at its own pace and with its own
 * GPS noise, written as GPX and stored through the real pipeline (processActivity), originals kept:
 * exactly what an import stores. Returns the ids in the order the runs were generated.
 */
import { generateActivity, loopRoute, trackToGpx } from '../../src/domain/compare/generated-routes';
import { processActivity } from '../../src/domain/process-activity';
import { DAY_MS, encoder, store } from './seed-shared';

export interface CompareSeedApi {
  seedRoute(count: number, durationS: number, firstStartMs: number): Promise<string[]>;
}

declare global {
  interface Window {
    __compareSeed?: CompareSeedApi;
  }
}

/** A loop of about 10 km (radius 1.6 km): a one-hour run at the paces below. */
const LOOP = loopRoute([46.2, 6.15], 1600, 36);

async function seedRoute(count: number, durationS: number, firstStartMs: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const startMs = firstStartMs + i * DAY_MS;
    const speedMps = 2.6 + 0.04 * ((i * 7) % 11);
    const track = generateActivity(LOOP, { startMs, speedMps, durationS, noiseM: 4, seed: i + 1 });
    const bytes = encoder.encode(trackToGpx(track, `Lake loop ${i + 1}`));
    const processed = await processActivity(bytes, { fileName: `lake-loop-${i + 1}.gpx` });
    await store.putActivity({ ...processed, original: bytes });
    ids.push(processed.summary.id);
  }
  return ids;
}

window.__compareSeed = { seedRoute };
