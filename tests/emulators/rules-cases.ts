/**
 * The rules cases of firestore-rules.test.ts, as data: each is one request by one actor and the
 * answer the rules must give. Owner cases are the app's own requests (the queries of
 * summary-sync.ts, the writes of track-doc.ts and firebase-collections.ts); limits come from
 * src/data/schemas.ts. Set-up before each case (see the test): alice owns a live activity `id`, a
 * tombstone 't'x64 and collection c1 holding `id`.
 */
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { summaryDocFields } from '../../src/data/firebase/track-doc';
import { storedSummary } from '../../src/testing/store-fixtures';
import { encodeTraining } from '../../src/data/firebase/training-doc';
import { FULL_TRAINING } from './training-rules-cases';
import { FULL_LEGS_FLAGS } from './legs-flags-rules-cases';
import {
  BEST_EFFORT_KEYS,
  MAX_BEST_EFFORTS,
  MAX_COLLECTION_NAME_CHARS,
  MAX_COLLECTION_TRACKS,
  MAX_DESCRIPTION_CHARS,
  MAX_FILE_NAME_CHARS,
  MAX_GEAR_CHARS,
  MAX_HR_ZONES,
  MAX_METHOD_CHARS,
  MAX_NAME_CHARS,
  MAX_WARNING_CHARS,
  MAX_WARNINGS,
  MAX_WARNINGS_TOTAL_CHARS,
} from '../../src/data/schemas';
import { EDITABLE_FIELDS } from '../../src/domain/stats/types';

type Firestore = ReturnType<RulesTestContext['firestore']>;
/** The Firestore of a signed-in user, or of a signed-out visitor (null). */
export type Db = (uid: string | null) => Firestore;
export interface RulesCase {
  expect: 'allow' | 'deny';
  name: string;
  run: (db: Db) => Promise<unknown>;
}

const FieldValue = firebase.firestore.FieldValue;
const serverTime = () => FieldValue.serverTimestamp();
const TOMB = 't'.repeat(64);
const NEW = 'n'.repeat(64);
const str = (n: number) => 'x'.repeat(n);
const list = <T>(n: number, item: T) => Array.from({ length: n }, () => item);
/** As stored (track-doc.ts): one key per effort, then its distanceM, timeS and startDistanceM. */
const efforts = (keys: unknown[], figures?: unknown[]) => ({
  bestEffortKeys: keys,
  bestEffortFigures: figures ?? keys.flatMap(() => [1000, 350, 100]),
});

/** The document the app writes for a live activity (track-doc.ts encodeTrackDoc). */
export const liveDoc = (id: string, overrides: Record<string, unknown> = {}) => ({
  ...summaryDocFields(storedSummary({ id })),
  deleted: false,
  updatedAt: serverTime(),
  ...overrides,
});
const tombstone = (id: string) => ({ id, deleted: true, updatedAt: serverTime() });

/** Limits of a live summary: [field, value at the limit, value just over it]. */
/** Warnings of the longest length, as many as MAX_WARNINGS_TOTAL_CHARS allows in all. */
const WARNINGS_AT_TOTAL = list(MAX_WARNINGS_TOTAL_CHARS / MAX_WARNING_CHARS, str(MAX_WARNING_CHARS));

/** Every list of a summary at its longest, with all the best efforts there are. */
const FULL_LISTS = {
  warnings: WARNINGS_AT_TOTAL,
  hrZonesS: list(MAX_HR_ZONES, 61.5),
  ...efforts(BEST_EFFORT_KEYS.slice(0, MAX_BEST_EFFORTS)),
  training: encodeTraining(FULL_TRAINING),
  excludedEfforts: [...BEST_EFFORT_KEYS],
  editedFields: [...EDITABLE_FIELDS],
  ...FULL_LEGS_FLAGS,
};

const TRACK_LIMITS: [string, unknown, unknown][] = [
  ['name', str(MAX_NAME_CHARS), str(MAX_NAME_CHARS + 1)],
  ['fileName', str(MAX_FILE_NAME_CHARS), str(MAX_FILE_NAME_CHARS + 1)],
  ['warnings', list(MAX_WARNINGS, 'w'), list(MAX_WARNINGS + 1, 'w')],
  ['hrZonesS', list(MAX_HR_ZONES, 1), list(MAX_HR_ZONES + 1, 1)],
  ['elevationMethod', str(MAX_METHOD_CHARS), str(MAX_METHOD_CHARS + 1)],
  ['movingMethod', str(MAX_METHOD_CHARS), str(MAX_METHOD_CHARS + 1)],
  ['gear', str(MAX_GEAR_CHARS), str(MAX_GEAR_CHARS + 1)],
  ['description', str(MAX_DESCRIPTION_CHARS), str(MAX_DESCRIPTION_CHARS + 1)],
  ['privateNote', str(MAX_DESCRIPTION_CHARS), str(MAX_DESCRIPTION_CHARS + 1)],
];

/** Malformed choices of the person (issue 41), denied on a new summary and on an edit. */
const CHOICES_MALFORMED: [string, Record<string, unknown>][] = [
  ['a kind that is neither activity nor route', { kind: 'plan' }],
  ['excluded that is not a boolean', { excluded: 'yes' }],
  ['excluded that is null', { excluded: null }],
  ['an excluded effort of an unknown distance', { excludedEfforts: ['2k'] }],
  ['more excluded efforts than distances', { excludedEfforts: [...BEST_EFFORT_KEYS, '1k'] }],
  ['an excluded effort that is a number', { excludedEfforts: [1000] }],
  ['excluded efforts that are not a list', { excludedEfforts: '1k' }],
  ['an edited field outside the list', { editedFields: ['distanceM'] }],
  ['more edited fields than there are', { editedFields: [...EDITABLE_FIELDS, 'name'] }],
  ['an edited field that is a number', { editedFields: [1] }],
];

/** Malformed live summaries: keys outside the schema, missing keys, wrong types and values. */
const MALFORMED: [string, Record<string, unknown>][] = [
  ['a key outside the schema', { owner: 'alice' }],
  ['a string where a number belongs', { distanceM: 'far' }],
  ['a sport the app does not know', { sport: 'yoga' }],
  ['a negative distance', { distanceM: -1 }],
  ['a fractional point count', { points: 2.5 }],
  ['a negative file size', { fileSize: -1 }],
  ['bounds with an extra key', { bounds: { minLat: 1, maxLat: 2, minLon: 3, maxLon: 4, alt: 5 } }],
  ['bounds with a string', { bounds: { minLat: '1', maxLat: 2, minLon: 3, maxLon: 4 } }],
  ['warnings that are not a list', { warnings: 'none' }],
  ['manual that is not a boolean', { manual: 'yes' }],
  ['commute that is not a boolean', { commute: 1 }],
  ['an id field that differs from the document id', { id: 'c'.repeat(64) }],
  ['updatedAt set by the client clock', { updatedAt: firebase.firestore.Timestamp.fromMillis(0) }],
  ['deleted: true on a full summary', { deleted: true }],
  // Issue 20: finite numbers only, also inside maps and lists.
  ['an infinite distance', { distanceM: Infinity }],
  ['a NaN elevation gain', { elevationGainM: NaN }],
  ['an infinite start time', { startTime: -Infinity }],
  ['a NaN inside bounds', { bounds: { minLat: NaN, maxLat: 2, minLon: 3, maxLon: 4 } }],
  ['an infinite longitude inside bounds', { bounds: { minLat: 1, maxLat: 2, minLon: 3, maxLon: Infinity } }],
  ['a latitude beyond 90° inside bounds', { bounds: { minLat: -91, maxLat: 2, minLon: 3, maxLon: 4 } }],
  ['a start latitude beyond 90°', { startLat: 91 }],
  ['a negative moving time', { movingS: -5 }],
  ['a negative average heart rate', { avgHr: -1 }],
  ['a UTC offset beyond ±18 h', { utcOffsetMin: 1200 }],
  // Issue 20: element types inside lists.
  ['more best efforts than distances', efforts([...BEST_EFFORT_KEYS, '1k'])],
  ['the same best-effort distance twice', efforts(['1k', '1k'])],
  ['a best effort of an unknown distance', efforts(['2k'])],
  ['a best-effort key that is a number', efforts([1000])],
  ['a best-effort figure written as text', efforts(['1k'], [1000, '350', 100])],
  ['a negative best-effort time', efforts(['1k'], [1000, -350, 100])],
  ['an infinite best-effort distance', efforts(['1k'], [Infinity, 350, 100])],
  ['a best effort missing a figure', efforts(['1k', '5k'], [1000, 350, 100, 5000, 1800])],
  ['best efforts in the old shape, a list of maps', { bestEfforts: [{ key: '1k', distanceM: 1000 }] }],
  ['a warning that is not a string', { warnings: ['ok', 3] }],
  ['a number written as text', { movingS: '5' }],
  ['a NaN where null is allowed', { avgHr: NaN }],
  ['an infinite maximum speed', { maxSpeedMps: Infinity }],
  ['a negative infinite temperature', { minElevationM: -Infinity }],
  ['a fractional spike count', { spikePoints: 1.5 }],
  ['an hr zone written as text', { hrZonesS: [1, '2'] }],
  ['an hr zone that is null', { hrZonesS: [1, null] }],
  ['bounds whose minimum is above their maximum', { bounds: { minLat: 3, maxLat: 2, minLon: 3, maxLon: 4 } }],
  ['bounds missing a key', { bounds: { minLat: 1, maxLat: 2, minLon: 3 } }],
  ['an hr zone that is a string', { hrZonesS: [1, 'x'] }],
  ['a negative hr zone', { hrZonesS: [1, 2, -1] }],
  ['an infinite hr zone', { hrZonesS: [Infinity] }],
  ['an hr zone in the last place that is a map', { hrZonesS: [...list(9, 1), { s: 1 }] }],
  // Issue 41: what the person decides.
  ...CHOICES_MALFORMED,
];

/** Fields an edit of a live activity may not change (firestore.rules keepsImportFacts). */
const IMMUTABLE: [string, unknown][] = [
  ['importedAt', 1],
  ['fileName', 'other.gpx'],
  ['fileSize', 99],
  ['points', 99],
  ['statsVersion (lowered)', 0],
];

export function trackCases(id: string): RulesCase[] {
  const own = (d: Db, docId = id) => d('alice').doc(`users/alice/tracks/${docId}`);
  const tracks = (d: Db, uid: string | null) => d(uid).collection('users/alice/tracks');
  const liveQuery = (d: Db, uid: string | null) => tracks(d, uid).where('deleted', '==', false).get();
  const changesQuery = (d: Db, uid: string | null) =>
    tracks(d, uid)
      .where('updatedAt', '>', firebase.firestore.Timestamp.fromMillis(0))
      .orderBy('updatedAt')
      .limit(1000)
      .get();
  const { points: _points, ...missingPoints } = liveDoc(id);
  const strangers: [string, string | null][] = [
    ['another user', 'bob'],
    ['a signed-out visitor', null],
  ];
  return [
    { expect: 'allow', name: 'owner reads an activity', run: (d) => own(d).get() },
    { expect: 'allow', name: 'owner runs the cold-load query', run: (d) => liveQuery(d, 'alice') },
    { expect: 'allow', name: 'owner runs the change query', run: (d) => changesQuery(d, 'alice') },
    { expect: 'allow', name: 'owner stores a new activity', run: (d) => own(d, NEW).set(liveDoc(NEW)) },
    {
      expect: 'allow',
      name: 'owner renames and re-sports an activity',
      run: (d) => own(d).set(liveDoc(id, { name: 'Renamed', sport: 'ride' })),
    },
    {
      expect: 'allow',
      name: 'owner excludes an activity and one best effort, marks a field edited',
      run: (d) =>
        own(d).set(liveDoc(id, { excluded: true, excludedEfforts: ['5k'], editedFields: ['name'] })),
    },
    {
      expect: 'allow',
      name: 'owner turns an activity into a route',
      run: (d) => own(d).set(liveDoc(id, { kind: 'route' })),
    },
    ...CHOICES_MALFORMED.map(([name, overrides]): RulesCase => ({
      expect: 'deny',
      name: `an edit with ${name}`,
      run: (d) => own(d).set(liveDoc(id, overrides)),
    })),
    { expect: 'allow', name: 'owner deletes an activity (tombstone)', run: (d) => own(d).set(tombstone(id)) },
    {
      expect: 'allow',
      name: 'owner imports again what was deleted (new import facts)',
      run: (d) => own(d, TOMB).set(liveDoc(TOMB, { importedAt: 5, statsVersion: 2 })),
    },
    ...TRACK_LIMITS.map(([field, at]): RulesCase => ({
      expect: 'allow',
      name: `${field} at its limit`,
      run: (d) => own(d, NEW).set(liveDoc(NEW, { [field]: at })),
    })),
    {
      // The rules may evaluate 1,000 expressions per write: the largest summary must fit.
      expect: 'allow',
      name: 'owner stores a summary with every list full',
      run: (d) => own(d, NEW).set(liveDoc(NEW, FULL_LISTS)),
    },
    {
      expect: 'allow',
      name: 'owner stores a recomputed summary with every list full',
      run: (d) => own(d).set(liveDoc(id, { ...FULL_LISTS, statsVersion: 99 })),
    },
    {
      expect: 'allow',
      name: 'warnings at their limit in characters',
      run: (d) => own(d, NEW).set(liveDoc(NEW, { warnings: WARNINGS_AT_TOTAL })),
    },
    {
      expect: 'deny',
      name: 'warnings over their limit in characters',
      run: (d) => own(d, NEW).set(liveDoc(NEW, { warnings: [...WARNINGS_AT_TOTAL, 'w'] })),
    },
    ...TRACK_LIMITS.map(([field, , over]): RulesCase => ({
      expect: 'deny',
      name: `${field} over its limit`,
      run: (d) => own(d, NEW).set(liveDoc(NEW, { [field]: over })),
    })),
    ...MALFORMED.map(([name, overrides]): RulesCase => ({
      expect: 'deny',
      name,
      run: (d) => own(d, NEW).set(liveDoc(NEW, overrides)),
    })),
    { expect: 'deny', name: 'a summary missing a key', run: (d) => own(d, NEW).set(missingPoints) },
    // The rules count the keys (validLiveTrack): a key outside the schema standing in for one of
    // its own keeps the count, and must still be refused, for a nullable key as for any other.
    ...['device', 'part', 'training', 'edits', 'gear', 'points'].map((key): RulesCase => ({
      expect: 'deny',
      name: `a key outside the schema in place of ${key}`,
      run: (d) => {
        const doc: Record<string, unknown> = { ...liveDoc(NEW), owner: 'alice' };
        delete doc[key];
        return own(d, NEW).set(doc);
      },
    })),
    {
      expect: 'deny',
      name: 'a document id outside [A-Za-z0-9_-]',
      run: (d) => own(d, 'bad id!').set(liveDoc('bad id!')),
    },
    {
      expect: 'deny',
      name: 'a tombstone with a key outside the schema',
      run: (d) => own(d).set({ ...tombstone(id), name: 'kept' }),
    },
    ...IMMUTABLE.map(([field, value]): RulesCase => ({
      expect: 'deny',
      name: `an edit changing ${field}`,
      run: (d) => own(d).set(liveDoc(id, { name: 'Renamed', [field.split(' ')[0]!]: value })),
    })),
    {
      expect: 'allow',
      name: 'owner stores a recomputed summary (higher statsVersion, new point count)',
      run: (d) => own(d).set(liveDoc(id, { statsVersion: 2, points: 99, distanceM: 1234 })),
    },
    { expect: 'deny', name: 'owner hard-deletes an activity', run: (d) => own(d).delete() },
    ...strangers.flatMap(([who, uid]): RulesCase[] => [
      { expect: 'deny', name: `${who} reads it`, run: (d) => d(uid).doc(`users/alice/tracks/${id}`).get() },
      { expect: 'deny', name: `${who} runs the cold-load query`, run: (d) => liveQuery(d, uid) },
      { expect: 'deny', name: `${who} runs the change query`, run: (d) => changesQuery(d, uid) },
      {
        expect: 'deny',
        name: `${who} creates one in alice’s tracks`,
        run: (d) => d(uid).doc(`users/alice/tracks/${NEW}`).set(liveDoc(NEW)),
      },
      {
        expect: 'deny',
        name: `${who} renames alice’s activity`,
        run: (d) =>
          d(uid)
            .doc(`users/alice/tracks/${id}`)
            .set(liveDoc(id, { name: 'Mine now' })),
      },
      {
        expect: 'deny',
        name: `${who} tombstones alice’s activity`,
        run: (d) => d(uid).doc(`users/alice/tracks/${id}`).set(tombstone(id)),
      },
      {
        expect: 'deny',
        name: `${who} deletes it`,
        run: (d) => d(uid).doc(`users/alice/tracks/${id}`).delete(),
      },
    ]),
  ];
}

export function collectionCases(trackId: string): RulesCase[] {
  const col = (overrides: Record<string, unknown> = {}) => ({
    id: 'c2',
    name: 'Alps',
    trackIds: [],
    createdAt: 1000,
    updatedAt: 1000,
    ...overrides,
  });
  const c1 = (d: Db, uid: string | null = 'alice') => d(uid).doc('users/alice/collections/c1');
  const c2 = (d: Db) => d('alice').doc('users/alice/collections/c2');
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`.padEnd(64, 'x'));
  const strangers: [string, string | null][] = [
    ['another user', 'bob'],
    ['a signed-out visitor', null],
  ];
  return [
    {
      expect: 'allow',
      name: 'owner lists collections',
      run: (d) => d('alice').collection('users/alice/collections').get(),
    },
    { expect: 'allow', name: 'owner reads one', run: (d) => c1(d).get() },
    { expect: 'allow', name: 'owner creates one', run: (d) => c2(d).set(col()) },
    {
      expect: 'allow',
      name: 'owner renames one',
      run: (d) => c1(d).update({ name: 'Renamed', updatedAt: 3000 }),
    },
    {
      expect: 'allow',
      name: 'owner adds activities (arrayUnion)',
      run: (d) => c1(d).update({ trackIds: FieldValue.arrayUnion('b'.repeat(64)), updatedAt: 3000 }),
    },
    {
      expect: 'allow',
      name: 'owner removes activities (arrayRemove)',
      run: (d) => c1(d).update({ trackIds: FieldValue.arrayRemove(trackId), updatedAt: 3000 }),
    },
    { expect: 'allow', name: 'owner deletes one', run: (d) => c1(d).delete() },
    {
      expect: 'allow',
      name: 'name at its limit',
      run: (d) => c2(d).set(col({ name: str(MAX_COLLECTION_NAME_CHARS) })),
    },
    {
      expect: 'allow',
      name: 'trackIds at its limit',
      run: (d) => c2(d).set(col({ trackIds: ids(MAX_COLLECTION_TRACKS) })),
    },
    {
      expect: 'deny',
      name: 'name over its limit',
      run: (d) => c2(d).set(col({ name: str(MAX_COLLECTION_NAME_CHARS + 1) })),
    },
    {
      expect: 'deny',
      name: 'trackIds over its limit',
      run: (d) => c2(d).set(col({ trackIds: ids(MAX_COLLECTION_TRACKS + 1) })),
    },
    { expect: 'deny', name: 'an empty name', run: (d) => c2(d).set(col({ name: '' })) },
    { expect: 'deny', name: 'trackIds that are not a list', run: (d) => c2(d).set(col({ trackIds: 'x' })) },
    {
      expect: 'deny',
      name: 'trackIds holding a number',
      run: (d) => c2(d).set(col({ trackIds: [trackId, 5] })),
    },
    {
      expect: 'deny',
      name: 'trackIds holding a string that is not an id',
      run: (d) => c2(d).set(col({ trackIds: [trackId, 'not an id!'] })),
    },
    { expect: 'deny', name: 'trackIds holding an empty id', run: (d) => c2(d).set(col({ trackIds: [''] })) },
    {
      expect: 'deny',
      name: 'trackIds holding an id with a comma',
      run: (d) => c2(d).set(col({ trackIds: ['a,b'] })),
    },
    {
      expect: 'deny',
      name: 'an infinite createdAt',
      run: (d) => c2(d).set(col({ createdAt: Infinity, updatedAt: Infinity })),
    },
    { expect: 'deny', name: 'a NaN updatedAt', run: (d) => c2(d).set(col({ updatedAt: NaN })) },
    { expect: 'deny', name: 'updatedAt before createdAt', run: (d) => c2(d).set(col({ updatedAt: 10 })) },
    { expect: 'deny', name: 'a key outside the schema', run: (d) => c2(d).set(col({ owner: 'alice' })) },
    {
      expect: 'deny',
      name: 'an id field that differs from the document id',
      run: (d) => c2(d).set(col({ id: 'c3' })),
    },
    {
      expect: 'deny',
      name: 'a missing key',
      run: (d) => c2(d).set({ id: 'c2', name: 'Alps', trackIds: [] }),
    },
    { expect: 'deny', name: 'an edit changing createdAt', run: (d) => c1(d).update({ createdAt: 1500 }) },
    ...strangers.flatMap(([who, uid]): RulesCase[] => [
      {
        expect: 'deny',
        name: `${who} lists alice’s collections`,
        run: (d) => d(uid).collection('users/alice/collections').get(),
      },
      { expect: 'deny', name: `${who} reads one`, run: (d) => c1(d, uid).get() },
      {
        expect: 'deny',
        name: `${who} creates one in alice’s collections`,
        run: (d) => d(uid).doc('users/alice/collections/c2').set(col()),
      },
      {
        expect: 'deny',
        name: `${who} renames one`,
        run: (d) => c1(d, uid).update({ name: 'Mine', updatedAt: 3000 }),
      },
      { expect: 'deny', name: `${who} deletes one`, run: (d) => c1(d, uid).delete() },
    ]),
  ];
}
