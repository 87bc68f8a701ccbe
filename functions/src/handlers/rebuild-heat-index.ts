/**
 * rebuildHeatIndex: packs the heat points and simplified path of every live activity of the
 * signed-in caller into one object, users/{uid}/heat/heat-index.bin, so the heatmap loads one file
 * instead of one per activity.
 *
 * Per activity, the cheapest source that is current:
 *   1. products.bin, when the summary's statsVersion is the current STATS_VERSION (computed in the
 *      browser's worker by the same src/domain code);
 *   2. otherwise track.bin, re-derived with src/domain's resampleHeat and simplifyPath;
 *   3. otherwise the original GPX, parsed with src/domain's parseGpx.
 * An activity with none of them is listed in `skipped` with the reason; the others are indexed.
 */
import { gunzipSync } from 'fflate';
import { unpackProducts, unpackTrack } from '../../../src/data/codec';
import { mapLimit } from '../../../src/data/firebase/activity-files';
import {
  rebuildHeatIndexInputSchema,
  type RebuildHeatIndexResult,
} from '../../../src/data/firebase/callable-contract';
import { packHeatIndex, type HeatIndexEntry } from '../../../src/data/firebase/heat-index-codec';
import {
  BINARY_CONTENT_TYPE,
  heatIndexPath,
  isGzip,
  trackFilePath,
} from '../../../src/data/firebase/storage-paths';
import { parseGpx } from '../../../src/domain/gpx/parse-gpx';
import type { TrackData } from '../../../src/domain/gpx/types';
import { resampleHeat } from '../../../src/domain/series/heat';
import { simplifyPath } from '../../../src/domain/series/path';
import { analyzeDistance } from '../../../src/domain/stats/distance';
import { STATS_VERSION } from '../../../src/domain/stats/summarize';
import { CallableError, parseInput, requireUid, type CallableRequest } from './callable';

/** Files read at the same time. */
export const READ_CONCURRENCY = 16;
/** The index of more activities than this is refused (memory of one function instance). */
export const MAX_INDEXED_ACTIVITIES = 50_000;
/** A gzip original that says it inflates beyond this is not read (the parser's budget). */
export const MAX_GPX_BYTES = 512 * 1024 * 1024;

export interface HeatIndexPort {
  /** Live (not deleted) activities of this user with their statistics version. */
  listLiveTracks(uid: string): Promise<{ id: string; statsVersion: number }[]>;
  readFile(path: string): Promise<Uint8Array | undefined>;
  writeFile(path: string, bytes: Uint8Array, contentType: string): Promise<void>;
}

function fromTrack(track: TrackData): HeatIndexEntry {
  const { spikes, cum } = analyzeDistance(track);
  return { heat: resampleHeat(track, spikes, cum), path: simplifyPath(track, spikes) };
}

function gunzipBounded(bytes: Uint8Array): Uint8Array {
  // The last four bytes of a gzip file hold the uncompressed size (mod 2^32).
  const size = new DataView(bytes.buffer, bytes.byteOffset + bytes.byteLength - 4, 4).getUint32(0, true);
  if (size > MAX_GPX_BYTES) throw new Error(`the original inflates to ${size} bytes, over the limit`);
  return gunzipSync(bytes, { out: new Uint8Array(size) });
}

type Outcome = { entry: HeatIndexEntry; recomputed: boolean } | { reason: string };

async function entryFor(
  port: HeatIndexPort,
  uid: string,
  id: string,
  statsVersion: number,
): Promise<Outcome> {
  const read = (file: Parameters<typeof trackFilePath>[2]) => port.readFile(trackFilePath(uid, id, file));
  try {
    if (statsVersion === STATS_VERSION) {
      const products = await read('products.bin');
      if (products) {
        const { heat, path } = unpackProducts(products);
        return { entry: { heat, path }, recomputed: false };
      }
    }
    const track = await read('track.bin');
    if (track) return { entry: fromTrack(unpackTrack(track)), recomputed: true };
    const original = (await read('original.gpx')) ?? (await read('original.gpx.gz'));
    if (!original) return { reason: 'no stored files' };
    return {
      entry: fromTrack(parseGpx(isGzip(original) ? gunzipBounded(original) : original).track),
      recomputed: true,
    };
  } catch (error) {
    return {
      reason: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'unreadable',
    };
  }
}

export async function rebuildHeatIndex(
  request: CallableRequest,
  port: HeatIndexPort,
): Promise<RebuildHeatIndexResult> {
  const uid = requireUid(request);
  parseInput(rebuildHeatIndexInputSchema, request.data);
  const tracks = await port.listLiveTracks(uid);
  if (tracks.length > MAX_INDEXED_ACTIVITIES) {
    throw new CallableError(
      'resource-exhausted',
      `Too many activities for one heat index: ${tracks.length} (at most ${MAX_INDEXED_ACTIVITIES}).`,
    );
  }
  const outcomes = await mapLimit(tracks, READ_CONCURRENCY, (t) => entryFor(port, uid, t.id, t.statsVersion));

  const entries = new Map<string, HeatIndexEntry>();
  const result: RebuildHeatIndexResult = { indexed: 0, recomputed: 0, skipped: [], bytes: 0 };
  tracks.forEach((t, i) => {
    const outcome = outcomes[i] as Outcome;
    if ('reason' in outcome) return void result.skipped.push({ id: t.id, reason: outcome.reason });
    entries.set(t.id, outcome.entry);
    if (outcome.recomputed) result.recomputed += 1;
  });
  const bytes = packHeatIndex(entries);
  await port.writeFile(heatIndexPath(uid), bytes, BINARY_CONTENT_TYPE);
  return { ...result, indexed: entries.size, bytes: bytes.byteLength };
}
