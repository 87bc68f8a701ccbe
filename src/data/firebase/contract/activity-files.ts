/**
 * The per-activity files of the Firebase adapter (original GPX, packed track, packed products),
 * read and written through the BlobStore port, plus the heat index shortcut for many activities.
 */
import type { TrackData } from '../../../domain/track/types';
import type { HeatPoints, SimplifiedPath, ViewProducts } from '../../../domain/series/types';
import { packProducts, packTrack, unpackProducts, unpackTrack } from '../../codec';
import { originalKey } from '../../shared-originals';
import type { ActivityRecord, ComputedRecord } from '../../track-store';
import type { BlobStore } from './blob-store';
import { unpackHeatIndex, type HeatIndexEntry } from './heat-index-codec';
import {
  BINARY_CONTENT_TYPE,
  MAX_ORIGINAL_BYTES,
  ORIGINAL_FOR_METADATA,
  heatIndexPath,
  originalFile,
  trackFilePath,
  type TrackFile,
} from './storage-paths';

/** Parallel downloads per batch read (profiles, heat, paths). */
export const DOWNLOAD_CONCURRENCY = 8;
/** From this many activities on, heat and paths come from the heat index (one object) first. */
export const HEAT_INDEX_MIN_ACTIVITIES = 20;

/** Maps over items with at most `limit` calls in flight; keeps the input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Unpacks a stored file; a corrupt one is skipped with a warning naming it, like a corrupt row. */
function decoded<T>(
  id: string,
  what: string,
  bytes: Uint8Array | undefined,
  unpack: (b: Uint8Array) => T,
): T | undefined {
  if (!bytes) return undefined;
  try {
    return unpack(bytes);
  } catch (error) {
    console.warn(
      `Skipped a corrupt stored ${what} (id ${id.slice(0, 80)}): ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}

interface Upload {
  path: string;
  bytes: Uint8Array;
  contentType: string;
  metadata?: Readonly<Record<string, string>>;
}

/** An activity's files, checked and packed, ready to upload (ActivityFiles.prepare). */
export interface PreparedUploads {
  readonly files: readonly Upload[];
}

/**
 * The custom metadata of an original's upload: the activity it is stored for. storage.rules let an
 * original in only for a live activity document of that id, whose original key (its id, or its
 * logger file's source id) is the path's and whose fileSize is the file's size.
 */
const originalMetadata = (forId: string) => ({ [ORIGINAL_FOR_METADATA]: forId });

export interface ActivityFiles {
  /**
   * Checks and packs every file of the activity, the original under its key
   * (../shared-originals.ts) unless `originalStored` (another part of the same logger's file stored
   * it). Throws one clear line on bad input; uploads nothing.
   */
  prepare(record: ActivityRecord, originalStored?: boolean): PreparedUploads;
  /**
   * Uploads what prepare() made; on failure or cancel (`signal`) removes what was uploaded and
   * rethrows (an AbortError when cancelled).
   */
  upload(prepared: PreparedUploads, signal?: AbortSignal): Promise<void>;
  /** Removes the computed files of an activity (track, products). */
  removeComputed(id: string): Promise<void>;
  /**
   * Stores an original under `key` (linking old per-part copies, shared-originals.ts) for the live
   * activity `forId` (storage.rules check that it is one whose original this is).
   */
  putOriginal(key: string, bytes: Uint8Array, forId: string): Promise<void>;
  /** Removes the original stored under `key`; `fileName` tells which name to expect (see below). */
  removeOriginal(key: string, fileName: string): Promise<void>;
  /** Overwrites the track and products files (recomputed); the original file is left alone. */
  putComputed(record: ComputedRecord): Promise<void>;
  track(id: string): Promise<TrackData | undefined>;
  products(id: string): Promise<ViewProducts | undefined>;
  original(id: string, fileName: string): Promise<Uint8Array | undefined>;
  /** Heat and path of these activities: from the heat index when there are many, else per activity. */
  heatAndPaths(ids: readonly string[]): Promise<Map<string, HeatIndexEntry>>;
}

/**
 * Share of the requested activities missing from the heat index above which it counts as stale
 * (worth rebuilding): a few new imports are fetched one by one, a tenth of the history is not.
 */
export const HEAT_INDEX_STALE_SHARE = 0.1;

/** The two names an original can have, the one its file name suggests first. */
const originalOrder = (fileName: string): [TrackFile, TrackFile] =>
  fileName.toLowerCase().endsWith('.gz')
    ? ['original.gpx.gz', 'original.gpx']
    : ['original.gpx', 'original.gpx.gz'];

/** `onIndexStale` hears when the heat index is missing or lacks many activities. */
export function createActivityFiles(blobs: BlobStore, uid: string, onIndexStale?: () => void): ActivityFiles {
  const path = (id: string, file: TrackFile) => trackFilePath(uid, id, file);

  async function products(id: string): Promise<ViewProducts | undefined> {
    return decoded(id, 'view products', await blobs.get(path(id, 'products.bin')), unpackProducts);
  }

  async function fromIndex(ids: readonly string[]): Promise<Map<string, HeatIndexEntry>> {
    const found = new Map<string, HeatIndexEntry>();
    try {
      const bytes = await blobs.get(heatIndexPath(uid));
      if (!bytes) return found;
      const index = unpackHeatIndex(bytes);
      for (const id of ids) {
        const entry = index.get(id);
        if (entry) found.set(id, entry);
      }
    } catch (error) {
      console.warn(`Heat index not used: ${error instanceof Error ? error.message : String(error)}`);
    }
    return found;
  }

  return {
    prepare(record, originalStored = false) {
      const { id } = record.summary;
      if (!(record.original instanceof Uint8Array))
        throw new Error(`Activity ${id} cannot be stored: the original file is not bytes (Uint8Array)`);
      if (record.original.byteLength > MAX_ORIGINAL_BYTES) {
        throw new Error(
          `Activity ${id} cannot be stored: the original file is over ${MAX_ORIGINAL_BYTES / 1024 / 1024} MB`,
        );
      }
      // storage.rules take an original only when its size is the one its activity records.
      if (record.original.byteLength !== record.summary.fileSize) {
        throw new Error(
          `Activity ${id} cannot be stored: its original file holds ${record.original.byteLength} bytes, its summary records ${record.summary.fileSize}`,
        );
      }
      // Packing validates the shapes before anything is uploaded.
      const original = originalFile(record.original);
      const files: Upload[] = [
        { path: path(id, 'track.bin'), bytes: packTrack(record.track), contentType: BINARY_CONTENT_TYPE },
        {
          path: path(id, 'products.bin'),
          bytes: packProducts(record.products),
          contentType: BINARY_CONTENT_TYPE,
        },
      ];
      if (!originalStored)
        files.push({
          path: path(originalKey(record.summary), original.file),
          bytes: record.original,
          contentType: original.contentType,
          metadata: originalMetadata(id),
        });
      return { files };
    },
    async upload({ files }, signal) {
      const results = await Promise.allSettled(
        files.map((f) => blobs.put(f.path, f.bytes, f.contentType, signal, f.metadata)),
      );
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (!failed && !signal?.aborted) return;
      // Every file, not only those known to have arrived: a cancelled or timed-out upload may land.
      await Promise.allSettled(files.map((f) => blobs.delete(f.path)));
      if (signal?.aborted) throw new DOMException('The import was cancelled', 'AbortError');
      const reason: unknown = failed?.reason;
      throw reason instanceof Error ? reason : new Error(String(reason));
    },
    async putComputed(record) {
      const { id } = record.summary;
      // Packing validates the shapes before anything is uploaded.
      const track = packTrack(record.track);
      const products = packProducts(record.products);
      await Promise.all([
        blobs.put(path(id, 'track.bin'), track, BINARY_CONTENT_TYPE),
        blobs.put(path(id, 'products.bin'), products, BINARY_CONTENT_TYPE),
      ]);
    },
    async removeComputed(id) {
      await Promise.all((['track.bin', 'products.bin'] as const).map((f) => blobs.delete(path(id, f))));
    },
    async putOriginal(key, bytes, forId) {
      const original = originalFile(bytes);
      await blobs.put(
        path(key, original.file),
        bytes,
        original.contentType,
        undefined,
        originalMetadata(forId),
      );
    },
    async removeOriginal(key, fileName) {
      // The original is .gpx.gz exactly when its bytes were gzip, which its name almost always
      // says: delete that one, and the other only when it was not there (no 404 for a file that
      // was never uploaded, and no file left behind when the name misled).
      const [likely, other] = originalOrder(fileName);
      if (!(await blobs.delete(path(key, likely)))) await blobs.delete(path(key, other));
    },
    async track(id) {
      return decoded(id, 'track', await blobs.get(path(id, 'track.bin')), unpackTrack);
    },
    products,
    async original(id, fileName) {
      for (const file of originalOrder(fileName)) {
        const bytes = await blobs.get(path(id, file));
        if (bytes) return bytes;
      }
      return undefined;
    },
    async heatAndPaths(ids) {
      const useIndex = ids.length >= HEAT_INDEX_MIN_ACTIVITIES;
      const found = useIndex ? await fromIndex(ids) : new Map<string, HeatIndexEntry>();
      const missing = ids.filter((id) => !found.has(id));
      if (useIndex && missing.length > ids.length * HEAT_INDEX_STALE_SHARE) onIndexStale?.();
      const fetched = await mapLimit(missing, DOWNLOAD_CONCURRENCY, products);
      missing.forEach((id, i) => {
        const p = fetched[i];
        if (p) found.set(id, { heat: p.heat, path: p.path });
      });
      return found;
    },
  };
}

export function pickHeat(entries: ReadonlyMap<string, HeatIndexEntry>): Map<string, HeatPoints> {
  return new Map([...entries].map(([id, e]) => [id, e.heat]));
}

export function pickPaths(entries: ReadonlyMap<string, HeatIndexEntry>): Map<string, SimplifiedPath> {
  return new Map([...entries].map(([id, e]) => [id, e.path]));
}
