/** The segment part of the in-memory TrackStore (tests only), with the adapters' rules. */
import type { Segment, SegmentEffort } from '../domain/segments/types';
import {
  bySegmentCreation,
  parseEffortsForWrite,
  parseSegmentForWrite,
  parseSegmentName,
  parseTrackEffortsForWrite,
} from '../data/segment-schemas';
import type { EffortQuery } from '../data/track-store';

export class MemorySegments {
  readonly segments = new Map<string, Segment>();
  readonly efforts = new Map<string, SegmentEffort>();

  constructor(private readonly hasTrack: (id: string) => boolean) {}

  list(): Segment[] {
    return [...this.segments.values()].map((s) => structuredClone(s)).sort(bySegmentCreation);
  }

  get(id: string): Segment | undefined {
    const s = this.segments.get(id);
    return s ? structuredClone(s) : undefined;
  }

  put(segment: Segment, efforts: readonly SegmentEffort[]): void {
    const parsed = parseSegmentForWrite(segment);
    const list = parseEffortsForWrite(efforts);
    if (list.some((e) => e.segmentId !== parsed.id)) throw new Error('An effort belongs to another segment');
    this.dropWhere((e) => e.segmentId === parsed.id);
    this.segments.set(parsed.id, parsed);
    for (const e of list) if (this.hasTrack(e.trackId)) this.efforts.set(e.id, e);
  }

  rename(id: string, name: string): void {
    const s = this.segments.get(id);
    if (!s) throw new Error(`No segment with id ${id.slice(0, 80)}`);
    s.name = parseSegmentName(name);
  }

  delete(id: string): void {
    this.segments.delete(id);
    this.dropWhere((e) => e.segmentId === id);
  }

  putEfforts(efforts: readonly SegmentEffort[]): void {
    for (const e of parseEffortsForWrite(efforts)) {
      if (this.segments.has(e.segmentId) && this.hasTrack(e.trackId)) this.efforts.set(e.id, e);
    }
  }

  replaceEfforts(trackId: string, efforts: readonly SegmentEffort[]): void {
    const list = parseTrackEffortsForWrite(trackId, efforts);
    this.dropTracks([trackId]);
    this.putEfforts(list);
  }

  listEfforts(query: EffortQuery): SegmentEffort[] {
    const keep =
      'segmentId' in query
        ? (e: SegmentEffort) => e.segmentId === query.segmentId
        : (e: SegmentEffort) => e.trackId === query.trackId;
    return [...this.efforts.values()].filter(keep).map((e) => ({ ...e }));
  }

  dropTracks(ids: readonly string[]): void {
    const gone = new Set(ids);
    this.dropWhere((e) => gone.has(e.trackId));
  }

  private dropWhere(match: (e: SegmentEffort) => boolean): void {
    for (const [id, e] of this.efforts) if (match(e)) this.efforts.delete(id);
  }
}
