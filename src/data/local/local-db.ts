/**
 * The IndexedDB schema of local mode (Dexie 4). One table per piece of an activity, so a page
 * reads only what it draws: the heatmap reads `heat` for 10,000 activities without touching
 * tracks, profiles or original files.
 */
import { Dexie, type DexieOptions, type EntityTable } from 'dexie';
import type { TrackData } from '../../domain/track/types';
import type { ChartProfile, HeatPoints, SimplifiedPath } from '../../domain/series/types';
import type { Segment, SegmentEffort } from '../../domain/segments/types';
import type { TrackSummary } from '../../domain/stats/types';
import type { Collection } from '../track-store';
import { boundsRebuildMarker, type BoundsIndexRow, type BoundsLogRow } from './bounds-log';

export interface TrackRow {
  id: string;
  track: TrackData;
}
export interface ProfileRow {
  id: string;
  profile: ChartProfile;
}
export interface HeatRow extends HeatPoints {
  id: string;
}
export interface PathRow extends SimplifiedPath {
  id: string;
}
export interface OriginalRow {
  id: string;
  fileName: string;
  bytes: Uint8Array;
}

/**
 * A row of the heatmap's cache: key 'state' (HeatState), 'preview' (HeatPreview) or 'changed'
 * (HeatChanges: the activities whose heat points were replaced since the state was written).
 */
export interface HeatCacheRow {
  key: 'state' | 'preview' | 'changed';
  value: unknown;
  /** The privacy zones it was built with (domain/privacy/zones.ts zonesKey); '' for 'changed'. */
  zones: string;
}

export const DEFAULT_DB_NAME = 'gpx-dashboard';

/**
 * Indexes of `summaries` serve the activities table's sorts and filters. Rows whose indexed value
 * is null (e.g. no start time) are simply absent from that index, as IndexedDB specifies.
 * `collections.*trackIds` is multiEntry, so deleting an activity finds its collections at once.
 */
export const SCHEMA_V1 = {
  summaries: 'id, startTime, distanceM, movingS, elevationGainM, sport, name, fileName, importedAt',
  tracks: 'id',
  profiles: 'id',
  heat: 'id',
  paths: 'id',
  originals: 'id',
  collections: 'id, name, createdAt, *trackIds',
} as const;

/** Version 2 adds segments and their efforts (issue 16), indexed by segment and by activity. */
export const SCHEMA_V2 = {
  ...SCHEMA_V1,
  segments: 'id, createdAt',
  efforts: 'id, segmentId, trackId',
} as const;

/** Version 3 adds the heatmap's cache (derived data, see HeatCache in ../track-store.ts). */
export const SCHEMA_V3 = { ...SCHEMA_V2, heatCache: 'key' } as const;

/**
 * Version 4 adds the activities' bounds in one readable row for the segments worker, kept current
 * by a log of every summary write (bounds-log.ts).
 */
export const SCHEMA_V4 = { ...SCHEMA_V3, boundsLog: '++seq', boundsIndex: 'key' } as const;

/** Version 5 adds the person's settings kept with their data: row 'thresholds' (issue 33). */
export const SCHEMA_V5 = { ...SCHEMA_V4, settings: 'key' } as const;

/** A row of `settings`: one settings kind, checked by its schema on every read. */
export interface SettingsRow {
  key: 'thresholds';
  value: unknown;
}

/** Version 6 adds each activity's best-effort curves (domain/curves/codec.ts bytes, issue 34). */
export const SCHEMA_V6 = { ...SCHEMA_V5, curves: 'id' } as const;

export interface CurvesRow {
  id: string;
  bytes: Uint8Array;
}

/** Version 7 adds gear, its assignment rules and maintenance tasks, and goals (issue 35). */
export const SCHEMA_V7 = {
  ...SCHEMA_V6,
  gear: 'id',
  gearRules: 'id',
  maintenance: 'id',
  goals: 'id',
} as const;

export class LocalDb extends Dexie {
  summaries!: EntityTable<TrackSummary, 'id'>;
  tracks!: EntityTable<TrackRow, 'id'>;
  profiles!: EntityTable<ProfileRow, 'id'>;
  heat!: EntityTable<HeatRow, 'id'>;
  paths!: EntityTable<PathRow, 'id'>;
  originals!: EntityTable<OriginalRow, 'id'>;
  collections!: EntityTable<Collection, 'id'>;
  segments!: EntityTable<Segment, 'id'>;
  efforts!: EntityTable<SegmentEffort, 'id'>;
  heatCache!: EntityTable<HeatCacheRow, 'key'>;
  boundsLog!: EntityTable<BoundsLogRow, 'seq'>;
  boundsIndex!: EntityTable<BoundsIndexRow, 'key'>;
  settings!: EntityTable<SettingsRow, 'key'>;
  curves!: EntityTable<CurvesRow, 'id'>;
  gear!: EntityTable<{ id: string }, 'id'>;
  gearRules!: EntityTable<{ id: string }, 'id'>;
  maintenance!: EntityTable<{ id: string }, 'id'>;
  goals!: EntityTable<{ id: string }, 'id'>;

  constructor(name: string, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores(SCHEMA_V1);
    this.version(2).stores(SCHEMA_V2);
    this.version(3).stores(SCHEMA_V3);
    // Activities stored before version 4 are not in the log: the index is built from them once.
    this.version(4)
      .stores(SCHEMA_V4)
      .upgrade((tx) => tx.table<BoundsIndexRow, 'key'>('boundsIndex').put(boundsRebuildMarker()));
    // A new, empty table: no thresholds were stored before (the Training page estimates them).
    this.version(5).stores(SCHEMA_V5);
    // Activities stored before version 6 get their curves when they are recomputed (STATS_VERSION 7).
    this.version(6).stores(SCHEMA_V6);
    // New, empty tables (issue 35): nothing stored before changes.
    this.version(7).stores(SCHEMA_V7);
  }

  /** Every table that holds a piece of an activity (not collections). */
  activityTables() {
    return [
      this.summaries,
      this.tracks,
      this.profiles,
      this.heat,
      this.paths,
      this.originals,
      this.curves,
    ] as const;
  }
}

type Typed = Float64Array | Float32Array | Uint32Array | Uint8Array;

/**
 * A copy when the array is a view into a larger buffer (a subarray of a zip or of a worker's
 * scratch buffer): structured clone stores the whole underlying buffer, not just the view.
 */
export function compact<T extends Typed>(array: T): T {
  return array.byteOffset === 0 && array.byteLength === array.buffer.byteLength
    ? array
    : (array.slice() as T);
}

/**
 * A track's optional channels (NaN where missing) stored empty when no point has a value: most
 * recordings have no heart rate, cadence, power or temperature, and those four with the device's
 * speed were 20 of a point's 48 bytes (a track row of a GPX without sensors: 40 % smaller, read
 * back 40 % faster; bench segment-match reads 250 full tracks). expandStoredTrack gives them back
 * their length, all NaN, on every read. Rows written before keep their full channels.
 */
const OPTIONAL_CHANNELS = ['ele', 'hr', 'cad', 'power', 'temp', 'speed'] as const;
const EMPTY_CHANNEL = new Float32Array(0);

const allNaN = (a: Float32Array): boolean => {
  for (let i = 0; i < a.length; i++) if (!Number.isNaN(a[i]!)) return false;
  return true;
};

const storedChannel = (a: Float32Array): Float32Array => (allNaN(a) ? EMPTY_CHANNEL : compact(a));

export function compactTrack(track: TrackData): TrackData {
  return {
    length: track.length,
    lat: compact(track.lat),
    lon: compact(track.lon),
    ele: storedChannel(track.ele),
    time: compact(track.time),
    hr: storedChannel(track.hr),
    cad: storedChannel(track.cad),
    power: storedChannel(track.power),
    temp: storedChannel(track.temp),
    speed: storedChannel(track.speed),
    segmentStarts: compact(track.segmentStarts),
  };
}

/**
 * A stored track row's value with its empty optional channels (compactTrack) back at full length,
 * all NaN. Anything else is returned as it is, for the shape check that follows every read.
 */
export function expandStoredTrack(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const track = value as Record<string, unknown>;
  const n = track.length;
  if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0) return value;
  let out: Record<string, unknown> | null = null;
  for (const key of OPTIONAL_CHANNELS) {
    const channel = track[key];
    if (!(channel instanceof Float32Array) || channel.length !== 0) continue;
    out ??= { ...track };
    out[key] = new Float32Array(n).fill(NaN);
  }
  return out ?? value;
}

export function compactProfile(p: ChartProfile): ChartProfile {
  return {
    distanceM: compact(p.distanceM),
    timeS: compact(p.timeS),
    ele: compact(p.ele),
    speedMps: compact(p.speedMps),
    hr: compact(p.hr),
    cad: compact(p.cad),
    power: compact(p.power),
    lat: compact(p.lat),
    lon: compact(p.lon),
  };
}
