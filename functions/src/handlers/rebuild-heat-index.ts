/**
 * rebuildHeatIndex: packs the heat points and simplified path of every live activity of the
 * signed-in caller into one object, users/{uid}/heat/heat-index.bin, so the heatmap loads one file
 * instead of one per activity.
 *
 * Per activity, the cheapest source that is current:
 *   1. products.bin, when the summary's statsVersion is the current STATS_VERSION (computed in the
 *      browser's worker by the same src/domain code);
 *   2. otherwise track.bin, re-derived with src/domain's resampleHeat and simplifyPath;
 *   3. otherwise the original file, processed as the import does (heat-from-original.ts): a part
 *      of a data logger's file reads the shared original and indexes only its own part.
 * An activity with none of them is listed in `skipped` with the reason; the others are indexed.
 *
 * Cost limits (what a caller can make one run cost): a per-user rate limit (rate-limit.ts) before
 * any read; at most MAX_INDEXED_ACTIVITIES activities; at most MAX_HEAT_POINTS_PER_ACTIVITY heat
 * points and MAX_PATH_VERTICES_PER_ACTIVITY path vertices per activity and MAX_INDEX_POINTS in all; originals unpacked with gunzipBounded, which
 * stops at MAX_ORIGINAL_BYTES whatever the gzip trailer says; an activity whose stored statsVersion
 * is not a version this code has known (a client can write any number) is skipped, not recomputed.
 *
 * Memory (functions/src/index.ts gives the instance 1 GiB): an index entry is ~16 KB (about 1,750
 * heat points and a simplified path as float32 per activity, measured on the demo set), held twice
 * while packing: 20,000 x 16 KB x 2 = 640 MB; plus at most READ_CONCURRENCY originals being parsed
 * at once, each at most MAX_ORIGINAL_BYTES of XML and ~3x that while parsed: 8 x 16 MB x 3 = 384 MB
 * in the worst case, which only a store without products.bin reaches.
 */
import { unpackProducts, unpackTrack } from '../../../src/data/codec';
import { mapLimit } from '../../../src/data/firebase/contract/activity-files';
import {
  rebuildHeatIndexInputSchema,
  type RebuildHeatIndexResult,
} from '../../../src/data/firebase/contract/callable-contract';
import { packHeatIndex, type HeatIndexEntry } from '../../../src/data/firebase/contract/heat-index-codec';
import {
  BINARY_CONTENT_TYPE,
  heatIndexPath,
  trackFilePath,
} from '../../../src/data/firebase/contract/storage-paths';
import type { TrackData } from '../../../src/domain/track/types';
import { resampleHeat } from '../../../src/domain/series/heat';
import { simplifyPath } from '../../../src/domain/series/path';
import { analyzeDistance } from '../../../src/domain/stats/distance';
import { STATS_VERSION } from '../../../src/domain/stats/summarize';
import { entryFromOriginal, MAX_STORED_ORIGINAL_BYTES, type OriginalCache } from './heat-from-original';
import { CallableError, parseInput, requireUid, type CallableRequest } from './callable';
import {
  enforceRate,
  policyForAge,
  REBUILD_HEAT_INDEX_NEW_ACCOUNT_POLICY,
  REBUILD_HEAT_INDEX_POLICY,
  type AccountAgePort,
  type RateLimitPort,
} from './rate-limit';

/** Files read at the same time. */
export const READ_CONCURRENCY = 8;
/** The index of more activities than this is refused (memory of one function instance, see above). */
export const MAX_INDEXED_ACTIVITIES = 20_000;
export { MAX_ORIGINAL_BYTES } from './heat-from-original';
/**
 * Largest products.bin or track.bin read (by its stored size, before downloading): Storage rules
 * let a person upload 64 MiB of either; the index keeps ~16 KB per activity, so a file of this
 * size already holds far more than one activity's heat and path (issue 40).
 */
export const MAX_PACKED_READ_BYTES = 8 * 1024 * 1024;
/**
 * Heat points one activity may bring to the index: 1,000 km at one point per HEAT_SPACING_M (10 m,
 * src/domain/series/heat.ts), longer than any one activity the app imports whole. A products.bin
 * written by a client can hold any number (up to MAX_PACKED_READ_BYTES); an activity over this is
 * skipped, so no single upload can crowd the index (issue 40).
 */
export const MAX_HEAT_POINTS_PER_ACTIVITY = 100_000;
/** Simplified-path vertices one activity may bring (the same 1,000 km at a vertex per 10 m). */
export const MAX_PATH_VERTICES_PER_ACTIVITY = 100_000;
/**
 * Heat points and path vertices of the whole index: 8 bytes each (two float32), held twice while
 * packing: 20,000,000 x 8 x 2 = 320 MB, within the instance's 1 GiB with the originals being
 * parsed (see the budget above). The activities past it are skipped with the reason.
 */
export const MAX_INDEX_POINTS = 20_000_000;

/** A live activity as its document gives it. */
export interface LiveTrack {
  id: string;
  statsVersion: number;
  /** The stored `part` field (a logger file's part, else null), checked before use. */
  part: unknown;
  fileName: string;
}

export interface HeatIndexPort {
  /**
   * Live (not deleted) activities of this user with their statistics version, part and file name:
   * at most `limit` of them (the query's own limit, so a store of a million activities is never
   * listed whole; the handler asks for MAX_INDEXED_ACTIVITIES + 1 to tell "too many").
   */
  listLiveTracks(uid: string, limit: number): Promise<LiveTrack[]>;
  /**
   * The file's bytes, or undefined when it does not exist. A file larger than `maxBytes` (by its
   * stored size, read before any byte is downloaded) is refused with an error.
   */
  readFile(path: string, maxBytes: number): Promise<Uint8Array | undefined>;
  writeFile(path: string, bytes: Uint8Array, contentType: string): Promise<void>;
}

function fromTrack(track: TrackData): HeatIndexEntry {
  const { spikes, cum } = analyzeDistance(track);
  return { heat: resampleHeat(track, spikes, cum), path: simplifyPath(track, spikes) };
}

type Outcome = { entry: HeatIndexEntry; recomputed: boolean } | { reason: string };

/** Points (heat points plus path vertices) the index holds so far, shared by the parallel reads. */
interface PointBudget {
  used: number;
}

/** The outcome, or a reason to skip it when it is over a per-activity cap or the index's budget. */
function withinCaps(outcome: Outcome, budget: PointBudget): Outcome {
  if ('reason' in outcome) return outcome;
  const heat = outcome.entry.heat.lonLat.length / 2;
  const path = outcome.entry.path.lonLat.length / 2;
  if (heat > MAX_HEAT_POINTS_PER_ACTIVITY)
    return { reason: `${heat} heat points, more than ${MAX_HEAT_POINTS_PER_ACTIVITY} for one activity` };
  if (path > MAX_PATH_VERTICES_PER_ACTIVITY)
    return { reason: `${path} path vertices, more than ${MAX_PATH_VERTICES_PER_ACTIVITY} for one activity` };
  if (budget.used + heat + path > MAX_INDEX_POINTS)
    return { reason: `the index already holds ${budget.used} points; at most ${MAX_INDEX_POINTS} in all` };
  budget.used += heat + path;
  return outcome;
}

async function entryFor(
  port: HeatIndexPort,
  uid: string,
  live: LiveTrack,
  originals: OriginalCache,
): Promise<Outcome> {
  const { id, statsVersion } = live;
  const read = (file: Parameters<typeof trackFilePath>[2]) =>
    port.readFile(trackFilePath(uid, id, file), MAX_PACKED_READ_BYTES);
  if (!Number.isInteger(statsVersion) || statsVersion < 0 || statsVersion > STATS_VERSION)
    return { reason: `unknown statistics version ${statsVersion}` };
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
    const fromOriginal = await entryFromOriginal(
      (path) => port.readFile(path, MAX_STORED_ORIGINAL_BYTES),
      uid,
      live,
      originals,
    );
    return 'entry' in fromOriginal ? { ...fromOriginal, recomputed: true } : fromOriginal;
  } catch (error) {
    return {
      reason: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'unreadable',
    };
  }
}

export async function rebuildHeatIndex(
  request: CallableRequest,
  port: HeatIndexPort & RateLimitPort & AccountAgePort,
  nowMs = Date.now(),
): Promise<RebuildHeatIndexResult> {
  const uid = requireUid(request);
  parseInput(rebuildHeatIndexInputSchema, request.data);
  const policy = policyForAge(
    await port.accountCreatedMs(uid),
    nowMs,
    REBUILD_HEAT_INDEX_POLICY,
    REBUILD_HEAT_INDEX_NEW_ACCOUNT_POLICY,
  );
  await enforceRate(port, uid, 'rebuildHeatIndex', policy, nowMs);
  const tracks = await port.listLiveTracks(uid, MAX_INDEXED_ACTIVITIES + 1);
  if (tracks.length > MAX_INDEXED_ACTIVITIES) {
    throw new CallableError(
      'resource-exhausted',
      `Too many activities for one heat index: more than ${MAX_INDEXED_ACTIVITIES}.`,
    );
  }
  const originals: OriginalCache = new Map();
  const budget: PointBudget = { used: 0 };
  const outcomes = await mapLimit(tracks, READ_CONCURRENCY, async (t) =>
    withinCaps(await entryFor(port, uid, t, originals), budget),
  );

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
