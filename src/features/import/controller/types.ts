import type { UnpackSpec } from '../../../domain/archive/limits';
import type { TrackStore } from '../../../data';
import type { Segment } from '../../../domain/segments/types';
import type { ProcessMeta } from '../../../workers/import/protocol';
import type { PoolResult, ProcessOptions } from '../../../workers/import/client';
import type { ImportItem } from '../intake/items';

export type FileStatus = 'imported' | 'duplicate' | 'skipped' | 'failed';
export const FILE_STATUSES: readonly FileStatus[] = ['imported', 'duplicate', 'skipped', 'failed'];

/** The outcome for one file, shown in the progress panel's list. */
/**
 * How the detail of a file already stored starts when an export's metadata updated its activity
 * (issue 41: an export imported after its files): the panel counts these.
 */
export const UPDATED_FROM_EXPORT = 'Already imported; updated from the export:';

export interface FileResult {
  /** Order of completion, from 1. */
  seq: number;
  path: string;
  status: FileStatus;
  /** Plain words: the activity name when imported, else why not. */
  detail: string;
  /** The activity id (content hash) when imported or duplicate. */
  activityId: string | null;
  /** A probable duplicate that was not stored: "Import anyway" (importAnyway(seq)) stores it. */
  canImportAnyway?: boolean;
  /**
   * A probable duplicate that was not stored: "Merge" (merge(seq)) puts what it adds (its export
   * row's names and sport, a description, gear) onto the activity kept (domain/exports/duplicates.ts
   * mergeChanges).
   */
  canMerge?: boolean;
  /**
   * Failed because the store or the network did not take the activity (a reason that may pass):
   * "Retry failed files" (retryFailed()) imports it again.
   */
  canRetry?: boolean;
  /** Imported with reading problems: each in plain words (the activity's warnings). */
  warnings?: readonly string[];
}

/**
 * idle: nothing to show. running: files are being read. done: every file has a result.
 * cancelled: the user stopped it (what finished stays). stopped: storage is full (message says so).
 */
export type ImportPhase = 'idle' | 'running' | 'done' | 'cancelled' | 'stopped';

export interface ImportSnapshot {
  phase: ImportPhase;
  /** Files known so far (grows while zips and folders are opened). */
  total: number;
  /** Files with a result. */
  done: number;
  counts: Readonly<Record<FileStatus, number>>;
  /** Bytes of GPX read so far (uncompressed). */
  bytesDone: number;
  elapsedMs: number;
  /** Read speed over the whole import; null until there is something to measure. */
  bytesPerSecond: number | null;
  /** Estimated time left; null when unknown or not running. */
  etaMs: number | null;
  results: readonly FileResult[];
  /** A message for the whole import (why it stopped). */
  message: string | null;
}

/** A group of items to import, e.g. the files of one drop. */
export interface ImportBatch {
  items: AsyncIterable<ImportItem> | Iterable<ImportItem>;
  /** How many items the batch will have, when known before listing them (the demo set). */
  expected?: number;
  /**
   * How many listed items may wait for a free slot; listing pauses beyond that. Default: no limit
   * (listing is cheap metadata); items that carry their bytes (generated demo files) set a few.
   */
  lookahead?: number;
  /**
   * How many of this batch's items may be in flight at once, when more than the import's own
   * concurrency (which bounds the bytes in memory): small generated files, written in batches
   * (the demo set) need enough in flight for a batch to fill while the workers keep busy.
   */
  lanes?: number;
}

/** Where a batch is stored, and how to tell the app that stored data changed. */
export interface ImportTarget {
  store: TrackStore;
  invalidate: () => unknown;
  /**
   * The saved segments new activities are matched against (shared/segments/segment-sync.ts), the same array
   * while they do not change. The import worker that parses a file finds its efforts on them, and they
   * are stored with the activity, in its transaction. A failure to list them never fails a file: it
   * is imported without efforts (they are found again whenever the segment is saved).
   */
  segments?: () => Promise<readonly Segment[]>;
  /** Called with the id of each activity newly stored (not a duplicate). */
  onAdded?: (id: string) => void;
  /**
   * Stores an activity in place of store.putActivity: the demo set gathers its activities into
   * batches, each written and marked as demo in one transaction (shared/demo/demo-activities.ts).
   */
  put?: TrackStore['putActivity'];
}

/** The part of the worker pool the controller uses (a fake in tests). */
export interface ImportPool {
  readonly size: number;
  process(bytes: Uint8Array, meta: ProcessMeta, options?: ProcessOptions): Promise<PoolResult>;
  /** Unpacks a packed file (zip entry, .gz) off the page's thread and gives its content id. */
  unpack(
    bytes: Uint8Array,
    spec: UnpackSpec,
    options?: { signal?: AbortSignal },
  ): Promise<{ bytes: Uint8Array; id: string }>;
}

export interface ImportControllerDeps {
  /** Called when the first import starts (so the workers start on demand). */
  getPool: () => ImportPool;
  contentId: (bytes: Uint8Array) => Promise<string>;
  now?: () => number;
  /** Files read, hashed, processed or stored at once; default max(2, 2 x pool size). */
  concurrency?: number;
  /** Listeners hear of progress at most this often; default NOTIFY_INTERVAL_MS. */
  notifyIntervalMs?: number;
  /** Stored-data invalidation at most this often (and once at the end); default INVALIDATE_INTERVAL_MS. */
  invalidateIntervalMs?: number;
  yieldToMain?: () => Promise<void>;
}
