import type { TrackData } from '../domain/track/types';
import type { ChartProfile, HeatPoints, SimplifiedPath, ViewProducts } from '../domain/series/types';
import type { Segment, SegmentEffort } from '../domain/segments/types';
import type { ActivityKind, BestEffortKey, EditableField, Sport, TrackSummary } from '../domain/stats/types';
import type { HeatChange } from '../domain/heat/heat-changes';
import type { HeatPreview } from '../domain/heat/heat-preview';
import type { HeatState } from '../domain/heat/heat-state';
import type { PrivacyZone } from '../domain/privacy/zones';
import type { ThresholdSettings } from '../domain/training/thresholds';
import type { ActivityCurves } from '../domain/curves/types';
import type { SharedCurvesPage } from '../domain/share/shared-curves';
import type { SharedActivityPage } from '../domain/share/shared-page';
import type { SharedReviewPage } from '../domain/share/shared-review';
import type { SharedSegmentPage } from '../domain/share/shared-segment';

/** A read-only link's page, of any kind (issue 37). */
export type SharedPage = SharedActivityPage | SharedCurvesPage | SharedReviewPage | SharedSegmentPage;
import type { GearKindName, GearKindTypes } from './gear-schemas';

/** Everything stored for one activity, written in one transaction. */
export interface ActivityRecord {
  summary: TrackSummary;
  track: TrackData;
  products: ViewProducts;
  /** The original file bytes, exactly as imported. */
  original: Uint8Array;
  /**
   * Its efforts on the saved segments, found during the import: stored with it (those of segments
   * deleted meanwhile are left out). Absent: none.
   */
  efforts?: readonly SegmentEffort[];
}

/** The pieces of an activity computed from its original file (everything but the file). */
export type ComputedRecord = Omit<ActivityRecord, 'original'>;

export interface Collection {
  id: string;
  name: string;
  trackIds: string[];
  createdAt: number;
  updatedAt: number;
}

export type SummaryPatch = Partial<{
  name: string;
  sport: Sport;
  // A bulk export's metadata applied to an activity already stored (issue 41).
  gear: string | null;
  description: string | null;
  commute: boolean | null;
  // The person's choices (issue 41; domain/sanity/history.ts).
  kind: ActivityKind;
  excluded: boolean;
  excludedEfforts: BestEffortKey[];
  editedFields: EditableField[];
  // The activity's own gear choice (issue 35; domain/gear/assign.ts); null clears it.
  gearId: string | null;
}>;

export type PutResult = 'added' | 'duplicate';

/** Which stored efforts to read: those of one segment, or those in one activity. */
export type EffortQuery = { segmentId: string } | { trackId: string };

/**
 * A device-local cache of what the heatmap builds from the stored heat points (the heat engine's
 * state and its first-paint densities, domain/heat). Derived data only: losing it loses nothing,
 * the heatmap builds it again. Reads return undefined for anything absent, of another version or
 * corrupt.
 */
export interface HeatCache {
  /** Ids of every activity with stored heat points (cheap: no points are read). */
  heatIds(): Promise<string[]>;
  /**
   * The stored first-paint densities, when they are of exactly the stored activities and were
   * built with privacy zones of this key (domain/privacy/zones.ts zonesKey).
   */
  readPreview(zones: string): Promise<HeatPreview | undefined>;
  /** The stored engine state, when it was built with privacy zones of this key. */
  readState(zones: string): Promise<HeatState | undefined>;
  /**
   * The activities whose heat points were replaced (a mend, a recomputation) since the state was
   * written, each with the stamp of its latest change (domain/heat/heat-changes.ts); null when
   * that list is unreadable (the state is then not to be used).
   */
  readChanges(): Promise<readonly HeatChange[] | null>;
  /**
   * Stores the state and its preview (one transaction; the state's arrays are cloned, not kept),
   * and clears the changes of `handled` the state includes: one changed again since (a newer
   * stamp) stays listed, and while any change is left the preview is not stored.
   */
  write(state: HeatState, preview: HeatPreview, zones: string, handled: readonly HeatChange[]): Promise<void>;
}

/**
 * The person's privacy zones kept with their data (Firebase mode: every device signed in as them
 * shares them). read() gives null when none were stored yet, or what is stored is not valid.
 */
export interface PrivacyZoneStore {
  read(): Promise<PrivacyZone[] | null>;
  write(zones: readonly PrivacyZone[]): Promise<void>;
}

/** One read-only link the person made (issue 37; data/share-schemas.ts). */
export interface ShareEntry {
  /** The link's unguessable id (32 random hex characters). */
  id: string;
  kind: 'activity' | 'curves' | 'review' | 'segment';
  /** The activity shared; a Curves page's channel (power, hr, pace); a review's year; a segment's id. */
  targetId: string;
  title: string;
  createdAt: number;
  /** When the link was revoked (it shows "no longer shared" since); null while it works. */
  revokedAt: number | null;
}

/**
 * Read-only links (issue 37). A link's page is a snapshot (domain/share/shared-page.ts) stored apart
 * from the person's data; the person lists their links and revokes them (a revoked link's content
 * is removed from the server; sharing again makes a new link).
 */
export interface ShareStore {
  /**
   * False where links cannot be made (local mode keeps everything on this device): then every
   * call rejects with SharingNeedsAccountError and nothing leaves the device.
   */
  readonly available: boolean;
  /** Stores the page under a new id; resolves once the server has it (the link then works). */
  createShare(page: SharedPage, targetId: string): Promise<ShareEntry>;
  /** The person's links, newest first, revoked ones included. */
  listShares(): Promise<ShareEntry[]>;
  /** Removes the page's content from the server; the link shows "no longer shared" from then on. */
  revokeShare(id: string): Promise<void>;
}

/** What opening a share link finds. */
export type OpenedShare =
  { state: 'live'; page: SharedPage; createdAt: number } | { state: 'revoked' } | { state: 'missing' };

/** Sharing was asked of a store that keeps everything on this device. */
export class SharingNeedsAccountError extends Error {
  constructor(
    message = 'Sharing a link needs an account: the shared page is kept online so others can open it. This app keeps your activities on this device only, and nothing has left it.',
  ) {
    super(message);
    this.name = 'SharingNeedsAccountError';
  }
}

/**
 * One stored kind of issue 35 (gear, gearRules, maintenance, goals: data/gear-schemas.ts), small
 * documents read whole. put adds or replaces by id (checked by the schema: an invalid one throws
 * and nothing is written); delete of an unknown id does nothing.
 */
export interface KindStore<T> {
  list(): Promise<T[]>;
  put(item: T): Promise<void>;
  delete(id: string): Promise<void>;
}

/** Gear, assignment rules, maintenance tasks and goals; an activity's gear choice is in its summary. */
export type GearStore = { [K in GearKindName]: KindStore<GearKindTypes[K]> };

/**
 * The storage port. Features and the import queue talk only to this; adapters (local Dexie,
 * Firebase) implement it and hand back domain objects, never SDK snapshots.
 */
export interface TrackStore {
  readonly kind: 'local' | 'firebase';
  /** The heatmap's cache, where the adapter keeps one (the local one does). */
  readonly heatCache?: HeatCache;
  /** Privacy zones kept with the data (Firebase); local mode keeps them in this browser's settings. */
  readonly privacy?: PrivacyZoneStore;
  /**
   * The local adapter's IndexedDB database name: a worker may open it to read tracks itself
   * (data/local/stored-tracks.ts; the segments worker matching a new segment). Absent elsewhere.
   */
  readonly localDbName?: string;
  /** Read-only links (issue 37): the Firebase adapter stores them, the local one says it cannot. */
  readonly shares?: ShareStore;

  listSummaries(): Promise<TrackSummary[]>;
  /** How many activities are stored, without reading them (is the store empty, say). */
  countActivities(): Promise<number>;
  getSummary(id: string): Promise<TrackSummary | undefined>;
  /**
   * The summaries of these ids that are stored, by id, in one read (a segment's few hundred
   * activities: one request, not one per id). Unknown ids (and corrupt rows) are left out.
   */
  getSummaries(ids: readonly string[]): Promise<Map<string, TrackSummary>>;
  /** Which of these ids are already stored. */
  existingIds(ids: readonly string[]): Promise<Set<string>>;

  /**
   * Stores every piece of one activity atomically; an id already stored gives 'duplicate'. An
   * aborted `signal` (the import was cancelled) stops it: it rejects with an AbortError and nothing
   * of the activity is stored.
   */
  putActivity(record: ActivityRecord, options?: { signal?: AbortSignal }): Promise<PutResult>;
  /**
   * Stores several activities in one write (one transaction where the store has them), each as
   * putActivity would; one result per record, in order. With `collectionId` (a stored collection),
   * the activities added join it in that same write, so an interrupted write leaves none of them
   * stored outside it (the demo set: shared/demo/demo-activities.ts). Firestore has no transaction
   * across Cloud Storage: there each activity is written as putActivity writes it, then the batch
   * joins the collection.
   */
  putActivities(
    records: readonly ActivityRecord[],
    options?: { signal?: AbortSignal; collectionId?: string },
  ): Promise<PutResult[]>;

  getTrack(id: string): Promise<TrackData | undefined>;
  getProducts(id: string): Promise<ViewProducts | undefined>;
  getProfiles(ids: readonly string[]): Promise<Map<string, ChartProfile>>;
  /** Heat points of these activities (all when ids is undefined). */
  getHeat(ids?: readonly string[]): Promise<Map<string, HeatPoints>>;
  /** Simplified paths of these activities (all when ids is undefined). */
  getPaths(ids?: readonly string[]): Promise<Map<string, SimplifiedPath>>;
  getOriginal(id: string): Promise<{ fileName: string; bytes: Uint8Array } | undefined>;
  /**
   * Best-effort curves of these activities (all when ids is undefined), stored with them from
   * products.curves by putActivity and replaceComputed (domain/curves). Activities without stored
   * curves, and corrupt ones, are left out.
   */
  getCurves(ids?: readonly string[]): Promise<Map<string, ActivityCurves>>;
  /**
   * One-time tidy-up of data stored before logger parts shared one original: frees each part's own
   * copy of the file when it is identical to the group's original (shared-originals.ts
   * planOriginalLinks). Resolves to the number of copies freed; nothing to do is cheap.
   */
  linkSharedOriginals(): Promise<number>;

  /**
   * Replaces the computed pieces of a stored activity (summary, track, view products), recomputed
   * from its original file when the statistics changed or the person mended it; the original is
   * kept as it is. `efforts` given (a mend found them again): they replace the activity's segment
   * efforts (those of segments not stored left out); absent: its efforts are kept. 'missing'
   * (nothing written) when the id is not stored. On failure the stored summary is unchanged.
   */
  replaceComputed(record: ComputedRecord): Promise<'replaced' | 'missing'>;

  updateSummary(id: string, patch: SummaryPatch): Promise<void>;
  /** Removes every stored piece of these activities, their segment efforts, and their ids from collections. */
  deleteActivities(ids: readonly string[]): Promise<void>;

  listCollections(): Promise<Collection[]>;
  /**
   * A new, empty collection. `id`: a fixed id for a collection the app finds by id (the demo set,
   * shared/demo/demo-activities.ts), else a random one; the caller makes sure a fixed id is not taken.
   */
  createCollection(name: string, id?: string): Promise<Collection>;
  renameCollection(id: string, name: string): Promise<void>;
  deleteCollection(id: string): Promise<void>;
  addToCollection(id: string, trackIds: readonly string[]): Promise<void>;
  removeFromCollection(id: string, trackIds: readonly string[]): Promise<void>;

  /** Segments (issue 16), ordered by creation. */
  listSegments(): Promise<Segment[]>;
  getSegment(id: string): Promise<Segment | undefined>;
  /**
   * Stores a segment (new, or replacing the stored one with its id) with every effort on it found
   * so far; any efforts stored for it before are replaced.
   */
  putSegment(segment: Segment, efforts: readonly SegmentEffort[]): Promise<void>;
  renameSegment(id: string, name: string): Promise<void>;
  /** Removes the segment and all its efforts. */
  deleteSegment(id: string): Promise<void>;
  /**
   * Adds (or replaces, by id) efforts found in newly imported activities. Efforts of a segment or
   * an activity that is not stored are dropped.
   */
  putEfforts(efforts: readonly SegmentEffort[]): Promise<void>;
  /**
   * Replaces one activity's segment efforts with these (none: the activity has no efforts left, as
   * when a merge takes it into another, issue 36). Those of segments not stored are left out; an
   * effort of another activity is refused, nothing changed; the activity not stored: none kept.
   */
  replaceEfforts(trackId: string, efforts: readonly SegmentEffort[]): Promise<void>;
  listEfforts(query: EffortQuery): Promise<SegmentEffort[]>;

  /** Gear, its rules and maintenance, and goals (issue 35). */
  readonly gear: GearStore;

  /**
   * The person's dated training thresholds (issue 33; domain/training/thresholds.ts): none set
   * (EMPTY_THRESHOLDS) when nothing, or nothing valid, is stored. putThresholds replaces them all
   * and rejects invalid ones with a clear message, storing nothing.
   */
  getThresholds(): Promise<ThresholdSettings>;
  putThresholds(settings: ThresholdSettings): Promise<void>;

  /**
   * A person asked to retry: forget that a backend did not answer a moment ago (the Firebase
   * adapter fails Cloud Storage calls at once for a short while after it did not answer), so the
   * next call really tries again. Adapters without such a memory leave it out.
   */
  forgetFailures?(): void;
}

/** The storage ran out of space (quota or full disk). Nothing already stored was changed. */
export class StoreQuotaError extends Error {
  constructor(
    message = 'Storage is full: the browser refused to store more data. Free some space or delete activities, then import again.',
  ) {
    super(message);
    this.name = 'StoreQuotaError';
  }
}
