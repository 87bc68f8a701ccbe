/**
 * The typed message protocol of the segments worker (entry.ts): one response per request id.
 * (A new import is matched against the saved segments in the import worker that parses it:
 * workers/import/segment-efforts.ts.) 'match-segment' finds one segment's efforts in a batch of
 * activities; 'match-stored' finds one segment's efforts in every stored activity,
 * the worker reading the local database itself (match-stored.ts), 'open-store' readying that ahead of
 * it; 'read-segment-file' turns a GPX (TCX, FIT) file into a segment's points;
 * 'suggest' finds climbs and the stretches passed most often in chart profiles. Tracks and file
 * bytes are transferred (the caller no longer needs them); results are small.
 */
import type { TrackData } from '../../domain/track/types';
import type { Climb } from '../../domain/segments/climbs';
import type { MatchActivity } from '../../domain/segments/segment-index';
import type { Previewed } from '../../domain/segments/preview';
import type { Stretch } from '../../domain/segments/stretches';
import type { Segment, SegmentEffort, SegmentPoints } from '../../domain/segments/types';
import type { ChartProfile } from '../../domain/series/types';
import type { FailedResponse } from '../shared/errors';

/** Share `index` of `count` (0 <= index < count): the candidates k with k mod count = index. */
export interface MatchShare {
  index: number;
  count: number;
}

export interface ActivityTrack {
  activity: MatchActivity;
  track: TrackData;
}

export type SegmentsJob =
  | { type: 'match-segment'; segment: Segment; items: ActivityTrack[] }
  | {
      type: 'match-stored';
      segment: Segment;
      /** The local database's name (IndexedDB). */
      dbName: string;
      /** The candidates' facts when the caller holds the summaries; null: the worker picks them. */
      activities: MatchActivity[] | null;
      /** This worker's share of the candidates (match-stored.ts); absent: all of them. */
      share?: MatchShare;
    }
  | { type: 'read-segment-file'; bytes: Uint8Array; fileName: string }
  | { type: 'suggest'; profiles: [string, ChartProfile][] }
  /** Opens the local database `dbName` ahead of a 'match-stored' (handler.ts). */
  | { type: 'open-store'; dbName: string };

export type SegmentsRequest = SegmentsJob & { requestId: number };

export type SegmentsResult =
  | { type: 'efforts'; efforts: SegmentEffort[] }
  | { type: 'segment-file'; name: string | null; points: SegmentPoints }
  | { type: 'suggestions'; climbs: (Climb & Previewed)[]; stretches: (Stretch & Previewed)[] }
  | { type: 'store-open' };

export type SegmentsResponse = (SegmentsResult & { requestId: number }) | FailedResponse;

const REQUEST_TYPES = new Set<string>([
  'match-segment',
  'match-stored',
  'read-segment-file',
  'suggest',
  'open-store',
]);
const RESPONSE_TYPES = new Set<string>(['efforts', 'segment-file', 'suggestions', 'store-open', 'failed']);

function typed(data: unknown, types: ReadonlySet<string>): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const { type, requestId } = data as { type?: unknown; requestId?: unknown };
  return typeof type === 'string' && types.has(type) && typeof requestId === 'number';
}

/** Narrows an incoming message to a segments request (the handler checks the payload's shape). */
export const isSegmentsRequest = (data: unknown): data is SegmentsRequest => typed(data, REQUEST_TYPES);

/** Narrows an incoming message to a segments response. */
export const isSegmentsResponse = (data: unknown): data is SegmentsResponse => typed(data, RESPONSE_TYPES);
