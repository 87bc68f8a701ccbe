/**
 * An in-memory TrackStore for component tests (never used by the app). Behaves like the port says:
 * ids are unique, deletes remove every piece and the ids from collections.
 */
import type { TrackData } from '../domain/gpx/types';
import type { ChartProfile, HeatPoints, SimplifiedPath, ViewProducts } from '../domain/series/types';
import type { TrackSummary } from '../domain/stats/types';
import type { ActivityRecord, Collection, PutResult, SummaryPatch, TrackStore } from '../data/track-store';

interface Entry {
  summary: TrackSummary;
  track?: TrackData;
  products?: ViewProducts;
  original?: Uint8Array;
}

function pick<T>(
  entries: Map<string, Entry>,
  ids: readonly string[] | undefined,
  get: (e: Entry) => T | undefined,
) {
  const out = new Map<string, T>();
  for (const id of ids ?? [...entries.keys()]) {
    const entry = entries.get(id);
    const value = entry ? get(entry) : undefined;
    if (value !== undefined) out.set(id, value);
  }
  return out;
}

/** A TrackStore in memory, optionally seeded with summaries (no track data or products). */
export function createMemoryTrackStore(seed: readonly TrackSummary[] = []): TrackStore {
  const entries = new Map<string, Entry>(seed.map((summary) => [summary.id, { summary }]));
  const collections = new Map<string, Collection>();
  let nextCollection = 1;

  const collection = (id: string): Collection => {
    const found = collections.get(id);
    if (!found) throw new Error(`No collection ${id}.`);
    return found;
  };

  return {
    kind: 'local',
    listSummaries: () => Promise.resolve([...entries.values()].map((e) => e.summary)),
    getSummary: (id) => Promise.resolve(entries.get(id)?.summary),
    existingIds: (ids) => Promise.resolve(new Set(ids.filter((id) => entries.has(id)))),
    putActivity: (record: ActivityRecord): Promise<PutResult> => {
      if (entries.has(record.summary.id)) return Promise.resolve('duplicate');
      entries.set(record.summary.id, { ...record });
      return Promise.resolve('added');
    },
    replaceComputed: (record) => {
      const e = entries.get(record.summary.id);
      if (!e) return Promise.resolve('missing');
      entries.set(record.summary.id, { ...e, ...record });
      return Promise.resolve('replaced');
    },
    getTrack: (id) => Promise.resolve(entries.get(id)?.track),
    getProducts: (id) => Promise.resolve(entries.get(id)?.products),
    getProfiles: (ids) => Promise.resolve(pick<ChartProfile>(entries, ids, (e) => e.products?.profile)),
    getHeat: (ids) => Promise.resolve(pick<HeatPoints>(entries, ids, (e) => e.products?.heat)),
    getPaths: (ids) => Promise.resolve(pick<SimplifiedPath>(entries, ids, (e) => e.products?.path)),
    getOriginal: (id) => {
      const e = entries.get(id);
      return Promise.resolve(e?.original ? { fileName: e.summary.fileName, bytes: e.original } : undefined);
    },
    updateSummary: (id, patch: SummaryPatch) => {
      const e = entries.get(id);
      if (!e) return Promise.reject(new Error(`No activity ${id}.`));
      e.summary = { ...e.summary, ...patch };
      return Promise.resolve();
    },
    deleteActivities: (ids) => {
      for (const id of ids) entries.delete(id);
      for (const c of collections.values()) c.trackIds = c.trackIds.filter((t) => !ids.includes(t));
      return Promise.resolve();
    },
    listCollections: () => Promise.resolve([...collections.values()]),
    createCollection: (name) => {
      const now = Date.now();
      const c: Collection = {
        id: `c${nextCollection++}`,
        name,
        trackIds: [],
        createdAt: now,
        updatedAt: now,
      };
      collections.set(c.id, c);
      return Promise.resolve(c);
    },
    renameCollection: (id, name) => Promise.resolve(void (collection(id).name = name)),
    deleteCollection: (id) => Promise.resolve(void collections.delete(id)),
    addToCollection: (id, trackIds) => {
      const c = collection(id);
      c.trackIds = [...new Set([...c.trackIds, ...trackIds])];
      return Promise.resolve();
    },
    removeFromCollection: (id, trackIds) => {
      const c = collection(id);
      c.trackIds = c.trackIds.filter((t) => !trackIds.includes(t));
      return Promise.resolve();
    },
  };
}

/** A plausible summary for tests; override what the test is about. */
export function makeSummary(overrides: Partial<TrackSummary> = {}): TrackSummary {
  return {
    id: 'a1b2c3d4',
    name: 'Morning run',
    sport: 'run',
    utcOffsetMin: 120,
    fileName: 'morning-run.gpx',
    fileSize: 123_456,
    format: 'gpx',
    device: null,
    deviceDistanceM: null,
    deviceTimerS: null,
    deviceAscentM: null,
    legs: [],
    droppedPoints: 0,
    warnings: [],
    statsVersion: 1,
    importedAt: Date.UTC(2025, 5, 15),
    gear: null,
    description: null,
    commute: null,
    privateNote: null,
    manual: false,
    flags: [],
    part: null,
    points: 1800,
    segments: 1,
    distanceM: 10_000,
    startTime: Date.UTC(2025, 5, 14, 5, 42),
    endTime: Date.UTC(2025, 5, 14, 6, 35),
    elapsedS: 3180,
    movingS: 3000,
    elevationGainM: 120,
    elevationGainRawM: null,
    elevationSource: 'unknown',
    stopsS: null,
    elevationLossM: 118,
    minElevationM: 30,
    maxElevationM: 95,
    avgSpeedMps: 10_000 / 3000,
    maxSpeedMps: 4.6,
    avgHr: 151,
    maxHr: 178,
    avgCadence: 86,
    maxCadence: 94,
    avgPower: null,
    maxPower: null,
    avgTempC: null,
    maxTempC: null,
    hrZonesS: null,
    bounds: { minLat: 52.5, maxLat: 52.53, minLon: 13.37, maxLon: 13.42 },
    startLat: 52.51,
    startLon: 13.38,
    bestEfforts: [],
    spikePoints: 0,
    elevationMethod: 'smoothed, 5 m hysteresis',
    movingMethod: 'speed above 0.5 m/s',
    ...overrides,
  };
}
