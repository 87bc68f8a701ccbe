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
import type { MemberTotals } from '../domain/groups/group-totals';
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

/** What a member lets the group see (issue 37): only weekly totals are shown so far. */
export interface GroupSharing {
  totals: boolean;
  curves: boolean;
  fitness: boolean;
  efforts: boolean;
}

/** A group the person is in, as their list of groups shows it. */
export interface GroupEntry {
  id: string;
  name: string;
  /** The person made the group (only they invite, remove members and close it). */
  owned: boolean;
  closed: boolean;
  joinedAt: number;
  /** The person's name in this group and what they share with it (their own member entry). */
  memberName: string;
  sharing: GroupSharing;
}

export interface GroupMember {
  uid: string;
  name: string;
  joinedAt: number;
  owner: boolean;
  sharing: GroupSharing;
}

/** A group seen by one of its members. */
export interface GroupView {
  id: string;
  name: string;
  ownerUid: string;
  createdAt: number;
  closed: boolean;
  /** The signed-in person's uid. */
  me: string;
  /** The person's own entry; null once the group is closed (nothing of it is readable then). */
  mine: GroupMember | null;
  /** How many members (an aggregation query: one read per 1,000); 0 once closed. */
  memberCount: number;
}

/** One member's shared totals, under the name their entry has. */
export interface SharedTotals {
  name: string;
  totals: MemberTotals;
}

/** What a one-time invite link finds. */
export type OpenedInvite = { state: 'open'; groupName: string } | { state: 'used' } | { state: 'missing' };

/**
 * Private groups (issue 37; data/group-schemas.ts). Each member writes only their own documents
 * (their member entry and their totals); a leaderboard reads one totals document per member who
 * shares totals.
 */
export interface GroupStore {
  /** False where groups cannot exist (local mode): every call rejects with GroupsNeedAccountError. */
  readonly available: boolean;
  /** The groups the person is in (closed ones included), newest first. */
  listGroups(): Promise<GroupEntry[]>;
  /** Makes a group with the person as owner and first member (sharing their totals). */
  createGroup(name: string, memberName: string): Promise<GroupEntry>;
  /**
   * The group and the person's own entry (two reads), or null when the person is not (or no
   * longer) a member.
   */
  getGroup(groupId: string): Promise<GroupView | null>;
  /** Every member's entry (one read per member), oldest first. */
  listMembers(groupId: string): Promise<GroupMember[]>;
  /** The owner makes a one-time invite; resolves to its token once the server has it. */
  createInvite(groupId: string): Promise<string>;
  readInvite(groupId: string, token: string): Promise<OpenedInvite>;
  /** Joins with a one-time invite (used up in the same write), sharing totals. */
  joinGroup(groupId: string, token: string, memberName: string): Promise<void>;
  /** The totals of every member who shares them (uid -> name and totals): one read per member. */
  listTotals(groupId: string): Promise<Map<string, SharedTotals>>;
  /**
   * Replaces the person's own totals in the group (they must share totals), under `memberName`,
   * their name in the group.
   */
  putTotals(groupId: string, memberName: string, totals: MemberTotals): Promise<void>;
  /** What the person shares; turning totals off deletes their totals document in the same write. */
  setSharing(groupId: string, sharing: GroupSharing): Promise<void>;
  /** Leaves: the person's member entry and totals are deleted. The owner closes instead. */
  leaveGroup(groupId: string): Promise<void>;
  /** The owner removes a member (their entry and totals). */
  removeMember(groupId: string, uid: string): Promise<void>;
  /** The owner closes the group: no more invites, joins or totals, nothing readable but "closed". */
  closeGroup(groupId: string): Promise<void>;
}

/** Groups were asked of a store that keeps everything on this device. */
export class GroupsNeedAccountError extends Error {
  constructor(
    message = 'Groups need an account: a group’s totals are kept online so its members can see them. This app keeps your activities on this device only, and nothing has left it.',
  ) {
    super(message);
    this.name = 'GroupsNeedAccountError';
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
  /** Private groups (issue 37): the Firebase adapter stores them, the local one says it cannot. */
  readonly groups?: GroupStore;

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
