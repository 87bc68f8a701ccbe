/**
 * An in-memory TrackStore for import tests: keeps every record whole, like the real adapters, and
 * can run out of space after a given number of activities (StoreQuotaError, nothing changed).
 */
import type { ChartProfile, HeatPoints, SimplifiedPath, ViewProducts } from '../../../domain/series/types';
import type { TrackData } from '../../../domain/gpx/types';
import type { TrackSummary } from '../../../domain/stats/types';
import {
  StoreQuotaError,
  type ActivityRecord,
  type ComputedRecord,
  type Collection,
  type PutResult,
  type TrackStore,
} from '../../../data/track-store';

const pick = <T>(
  records: Map<string, ActivityRecord>,
  ids: readonly string[] | undefined,
  get: (r: ActivityRecord) => T,
) => new Map([...records].filter(([id]) => !ids || ids.includes(id)).map(([id, r]) => [id, get(r)]));

export class MemoryStore implements TrackStore {
  readonly kind = 'local' as const;
  readonly records = new Map<string, ActivityRecord>();
  /** putActivity throws StoreQuotaError once this many activities are stored. */
  capacity = Number.POSITIVE_INFINITY;
  private collections = new Map<string, Collection>();

  listSummaries(): Promise<TrackSummary[]> {
    return Promise.resolve([...this.records.values()].map((r) => r.summary));
  }
  getSummary(id: string): Promise<TrackSummary | undefined> {
    return Promise.resolve(this.records.get(id)?.summary);
  }
  existingIds(ids: readonly string[]): Promise<Set<string>> {
    return Promise.resolve(new Set(ids.filter((id) => this.records.has(id))));
  }
  putActivity(record: ActivityRecord): Promise<PutResult> {
    if (this.records.has(record.summary.id)) return Promise.resolve('duplicate');
    if (this.records.size >= this.capacity) return Promise.reject(new StoreQuotaError());
    this.records.set(record.summary.id, record);
    return Promise.resolve('added');
  }
  replaceComputed(record: ComputedRecord): Promise<'replaced' | 'missing'> {
    const stored = this.records.get(record.summary.id);
    if (!stored) return Promise.resolve('missing');
    this.records.set(record.summary.id, { ...stored, ...record });
    return Promise.resolve('replaced');
  }
  getTrack(id: string): Promise<TrackData | undefined> {
    return Promise.resolve(this.records.get(id)?.track);
  }
  getProducts(id: string): Promise<ViewProducts | undefined> {
    return Promise.resolve(this.records.get(id)?.products);
  }
  getProfiles(ids: readonly string[]): Promise<Map<string, ChartProfile>> {
    return Promise.resolve(pick(this.records, ids, (r) => r.products.profile));
  }
  getHeat(ids?: readonly string[]): Promise<Map<string, HeatPoints>> {
    return Promise.resolve(pick(this.records, ids, (r) => r.products.heat));
  }
  getPaths(ids?: readonly string[]): Promise<Map<string, SimplifiedPath>> {
    return Promise.resolve(pick(this.records, ids, (r) => r.products.path));
  }
  getOriginal(id: string): Promise<{ fileName: string; bytes: Uint8Array } | undefined> {
    const r = this.records.get(id);
    return Promise.resolve(r ? { fileName: r.summary.fileName, bytes: r.original } : undefined);
  }
  updateSummary(id: string, patch: Partial<Pick<TrackSummary, 'name' | 'sport'>>): Promise<void> {
    const r = this.records.get(id);
    if (r) r.summary = { ...r.summary, ...patch };
    return Promise.resolve();
  }
  deleteActivities(ids: readonly string[]): Promise<void> {
    for (const id of ids) this.records.delete(id);
    return Promise.resolve();
  }
  listCollections(): Promise<Collection[]> {
    return Promise.resolve([...this.collections.values()]);
  }
  createCollection(name: string): Promise<Collection> {
    const c: Collection = {
      id: `c${this.collections.size + 1}`,
      name,
      trackIds: [],
      createdAt: 0,
      updatedAt: 0,
    };
    this.collections.set(c.id, c);
    return Promise.resolve(c);
  }
  renameCollection(id: string, name: string): Promise<void> {
    const c = this.collections.get(id);
    if (c) c.name = name;
    return Promise.resolve();
  }
  deleteCollection(id: string): Promise<void> {
    this.collections.delete(id);
    return Promise.resolve();
  }
  addToCollection(id: string, trackIds: readonly string[]): Promise<void> {
    const c = this.collections.get(id);
    if (c) c.trackIds = [...new Set([...c.trackIds, ...trackIds])];
    return Promise.resolve();
  }
  removeFromCollection(id: string, trackIds: readonly string[]): Promise<void> {
    const c = this.collections.get(id);
    if (c) c.trackIds = c.trackIds.filter((t) => !trackIds.includes(t));
    return Promise.resolve();
  }
}
