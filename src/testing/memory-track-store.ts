/**
 * The one in-memory TrackStore for tests (never used by the app). It passes the TrackStore
 * contract suite (memory-track-store.test.ts) and applies the same rules as the real adapters
 * (summary schema, patch schema, collection names and ids from src/data). Seeded summaries have
 * no track, products or original; records put through putActivity are kept whole, in `records`.
 * `capacity` makes putActivity fail with StoreQuotaError once that many activities are stored.
 */
import { createMemoryGear } from './memory-gear';
import type { TrackData } from '../domain/track/types';
import type { ViewProducts } from '../domain/series/types';
import type { Segment, SegmentEffort } from '../domain/segments/types';
import type { TrackSummary } from '../domain/stats/types';
import { MemorySegments } from './memory-segments';
import { byCreation, collectionIdOr, parseCollectionName, parseTrackIds } from '../data/collection-rules';
import { describeZodError, parseSummaryForWrite, summaryPatchSchema } from '../data/schemas';
import { parseEffortsForWrite } from '../data/segment-schemas';
import { parseThresholdsForWrite } from '../data/training-schemas';
import { EMPTY_THRESHOLDS, type ThresholdSettings } from '../domain/training/thresholds';
import { copyHolders, originalKey, originalsToRemove, planOriginalLinks } from '../data/shared-originals';
import {
  StoreQuotaError,
  type ActivityRecord,
  type Collection,
  type ComputedRecord,
  type EffortQuery,
  type PutResult,
  type SummaryPatch,
  type TrackStore,
} from '../data/track-store';

/** What the store holds per activity: seeded summaries have only the summary. */
export interface MemoryRecord {
  summary: TrackSummary;
  track?: TrackData;
  products?: ViewProducts;
  original?: Uint8Array;
}

const resolved = <T>(value: T): Promise<T> => Promise.resolve(value);

export class MemoryTrackStore implements TrackStore {
  readonly kind = 'local' as const;
  readonly records = new Map<string, MemoryRecord>();
  /** Original files by key: one per logger file however many parts (data/shared-originals.ts). */
  readonly originals = new Map<string, { fileName: string; bytes: Uint8Array }>();
  /** putActivity rejects with StoreQuotaError once this many activities are stored. */
  capacity = Number.POSITIVE_INFINITY;
  private readonly collections = new Map<string, Collection>();
  /** Segments and efforts, as stored (tests may read them). */
  readonly segmentData = new MemorySegments((id) => this.records.has(id));
  /** The stored thresholds (tests may read or seed them). */
  thresholds: ThresholdSettings = EMPTY_THRESHOLDS;
  /** Gear, rules, maintenance and goals (issue 35). */
  readonly gear = createMemoryGear();

  constructor(seed: readonly TrackSummary[] = []) {
    for (const summary of seed) this.records.set(summary.id, { summary });
  }

  listSummaries = () => resolved([...this.records.values()].map((r) => r.summary));
  countActivities = () => resolved(this.records.size);
  getSummary = (id: string) => resolved(this.records.get(id)?.summary);
  getSummaries = (ids: readonly string[]) => resolved(this.pick(ids, (r) => r.summary));
  existingIds = (ids: readonly string[]) => resolved(new Set(ids.filter((id) => this.records.has(id))));
  getTrack = (id: string) => resolved(this.records.get(id)?.track);
  getThresholds = () => resolved(this.thresholds);
  putThresholds = (settings: ThresholdSettings) =>
    this.run(() => {
      this.thresholds = parseThresholdsForWrite(settings);
    });
  getProducts = (id: string) => resolved(this.records.get(id)?.products);
  getProfiles = (ids: readonly string[]) => resolved(this.pick(ids, (r) => r.products?.profile));
  getHeat = (ids?: readonly string[]) => resolved(this.pick(ids, (r) => r.products?.heat));
  getPaths = (ids?: readonly string[]) => resolved(this.pick(ids, (r) => r.products?.path));
  getCurves = (ids?: readonly string[]) => resolved(this.pick(ids, (r) => r.products?.curves));

  putActivity(record: ActivityRecord): Promise<PutResult> {
    return this.run(() => {
      const summary = parseSummaryForWrite(record.summary);
      const efforts = parseEffortsForWrite(record.efforts ?? []);
      if (this.records.has(summary.id)) return 'duplicate';
      if (this.records.size >= this.capacity) throw new StoreQuotaError();
      const { original, efforts: _found, ...rest } = record;
      const key = originalKey(summary);
      // A test may store a record without its original (as an activity whose file was lost).
      if (original !== undefined && !this.originals.has(key))
        this.originals.set(key, { fileName: summary.fileName, bytes: original });
      this.records.set(summary.id, { ...rest, summary });
      this.segmentData.putEfforts(efforts.filter((e) => e.trackId === summary.id));
      return 'added';
    });
  }

  async putActivities(
    records: readonly ActivityRecord[],
    options?: { signal?: AbortSignal; collectionId?: string },
  ): Promise<PutResult[]> {
    if (options?.signal?.aborted) throw new DOMException('The import was cancelled', 'AbortError');
    const { collectionId } = options ?? {};
    if (collectionId !== undefined && !this.collections.has(collectionId))
      throw new Error(`No collection with id ${collectionId}`);
    const results: PutResult[] = [];
    for (const record of records) results.push(await this.putActivity(record));
    const added = records.filter((_, i) => results[i] === 'added').map((r) => r.summary.id);
    if (collectionId !== undefined && added.length > 0) await this.addToCollection(collectionId, added);
    return results;
  }

  replaceComputed(record: ComputedRecord): Promise<'replaced' | 'missing'> {
    return this.run(() => {
      const summary = parseSummaryForWrite(record.summary);
      const stored = this.records.get(summary.id);
      if (!stored) return 'missing';
      const { efforts, ...rest } = record;
      this.records.set(summary.id, { ...stored, ...rest, summary });
      if (efforts !== undefined) {
        this.segmentData.dropTracks([summary.id]);
        this.segmentData.putEfforts(parseEffortsForWrite(efforts).filter((e) => e.trackId === summary.id));
      }
      return 'replaced';
    });
  }

  getOriginal(id: string) {
    const r = this.records.get(id);
    const shared = this.originals.get(r ? originalKey(r.summary) : id);
    // Records set directly by a test may carry their original themselves.
    return resolved(
      shared ?? (r?.original ? { fileName: r.summary.fileName, bytes: r.original } : undefined),
    );
  }

  /** As the adapters: per-part copies in `originals` under a part's own id (shared-originals.ts). */
  linkSharedOriginals(): Promise<number> {
    return this.run(() => {
      const holders = copyHolders([...this.records.values()].map((r) => r.summary));
      const copies = holders.flatMap((h) => {
        const copy = this.originals.get(h.id);
        return copy ? [[h, copy.bytes] as const] : [];
      });
      const { moves, removes } = planOriginalLinks(copies, (key) => this.originals.get(key)?.bytes);
      for (const [from, to] of moves) {
        const copy = this.originals.get(from);
        if (copy) this.originals.set(to, copy);
        this.originals.delete(from);
      }
      for (const id of removes) this.originals.delete(id);
      return moves.length + removes.length;
    });
  }

  updateSummary(id: string, patch: SummaryPatch): Promise<void> {
    return this.run(() => {
      const parsed = summaryPatchSchema.safeParse(patch);
      if (!parsed.success)
        throw new Error(`Invalid change to an activity: ${describeZodError(parsed.error)}`);
      const r = this.records.get(id);
      if (!r) throw new Error(`No stored activity with id ${id.slice(0, 80)}`);
      r.summary = { ...r.summary, ...parsed.data };
    });
  }

  deleteActivities(ids: readonly string[]): Promise<void> {
    const deleted = ids.flatMap((id) => this.records.get(id)?.summary ?? []);
    for (const id of ids) this.records.delete(id);
    const stillUsed = new Set([...this.records.values()].map((r) => originalKey(r.summary)));
    for (const key of originalsToRemove(ids, deleted, stillUsed)) this.originals.delete(key);
    this.segmentData.dropTracks(ids);
    for (const c of this.collections.values()) c.trackIds = c.trackIds.filter((t) => !ids.includes(t));
    return resolved(undefined);
  }

  listCollections = () => resolved([...this.collections.values()].map((c) => ({ ...c })).sort(byCreation));

  createCollection(name: string, id?: string): Promise<Collection> {
    return this.run(() => {
      const now = Date.now();
      const c: Collection = {
        id: collectionIdOr(id),
        name: parseCollectionName(name),
        trackIds: [],
        createdAt: now,
        updatedAt: now,
      };
      this.collections.set(c.id, c);
      return { ...c };
    });
  }

  renameCollection = (id: string, name: string) =>
    this.change(id, (c) => void (c.name = parseCollectionName(name)));
  deleteCollection = (id: string) => resolved(void this.collections.delete(id));
  addToCollection = (id: string, trackIds: readonly string[]) =>
    this.change(id, (c) => void (c.trackIds = [...new Set([...c.trackIds, ...parseTrackIds(trackIds)])]));
  removeFromCollection = (id: string, trackIds: readonly string[]) =>
    this.change(id, (c) => {
      const remove = new Set(parseTrackIds(trackIds));
      c.trackIds = c.trackIds.filter((t) => !remove.has(t));
    });

  listSegments = () => resolved(this.segmentData.list());
  getSegment = (id: string) => resolved(this.segmentData.get(id));
  putSegment = (segment: Segment, efforts: readonly SegmentEffort[]) =>
    this.run(() => this.segmentData.put(segment, efforts));
  renameSegment = (id: string, name: string) => this.run(() => this.segmentData.rename(id, name));
  deleteSegment = (id: string) => this.run(() => this.segmentData.delete(id));
  putEfforts = (efforts: readonly SegmentEffort[]) => this.run(() => this.segmentData.putEfforts(efforts));
  replaceEfforts = (trackId: string, efforts: readonly SegmentEffort[]) =>
    this.run(() => this.segmentData.replaceEfforts(trackId, efforts));
  listEfforts = (query: EffortQuery) => this.run(() => this.segmentData.listEfforts(query));

  /** Runs `body`, turning a throw into a rejection (as an async adapter would). */
  private run<T>(body: () => T): Promise<T> {
    try {
      return resolved(body());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private change(id: string, edit: (c: Collection) => void): Promise<void> {
    return this.run(() => {
      const c = this.collections.get(id);
      if (!c) throw new Error(`No collection with id ${id.slice(0, 80)}`);
      edit(c);
      c.updatedAt = Math.max(Date.now(), c.createdAt);
    });
  }

  private pick<T>(ids: readonly string[] | undefined, get: (r: MemoryRecord) => T | undefined) {
    const out = new Map<string, T>();
    for (const id of ids ?? [...this.records.keys()]) {
      const r = this.records.get(id);
      const value = r ? get(r) : undefined;
      if (value !== undefined) out.set(id, value);
    }
    return out;
  }
}

/** A TrackStore in memory, optionally seeded with summaries (no track data or products). */
export function createMemoryTrackStore(seed: readonly TrackSummary[] = []): MemoryTrackStore {
  return new MemoryTrackStore(seed);
}
