/**
 * Issue 40: every write the rules used to accept that the app then discarded as corrupt, each
 * denied now, and the writes with text the app makes (emoji, combining marks, CJK: counted in UTF-16
 * units on both sides, schemas.ts utf16Text) allowed. Set-up as in firestore-rules.test.ts.
 */
import { makeEffort, makeSegment } from '../../src/testing/segment-store-contract';
import {
  MAX_COLLECTION_NAME_CHARS,
  MAX_DESCRIPTION_CHARS,
  MAX_GEAR_CHARS,
  MAX_NAME_CHARS,
  MAX_STATS_VERSION,
} from '../../src/data/schemas';
import { MAX_SEGMENT_NAME_CHARS } from '../../src/data/segment-schemas';
import { liveDoc, type Db, type RulesCase } from './rules-cases';
import { restSetWithRequestTime } from './rest-write';

const NEW = 'n'.repeat(64);
const BIKE = '\u{1F6B2}'; // 2 UTF-16 units
const E_ACUTE = 'e\u0301'; // 2 UTF-16 units, 2 code points
const CJK = '\u4E2D'; // 1 UTF-16 unit
const part = (p: unknown) => ({ part: p });

/** [name, overrides of a new live summary, expect] */
const TRACKS: [string, Record<string, unknown>, 'allow' | 'deny'][] = [
  [`a name of ${MAX_NAME_CHARS / 2} bicycle emoji`, { name: BIKE.repeat(MAX_NAME_CHARS / 2) }, 'allow'],
  [
    `a name of ${MAX_NAME_CHARS / 2 + 1} bicycle emoji`,
    { name: BIKE.repeat(MAX_NAME_CHARS / 2 + 1) },
    'deny',
  ],
  ['a name of combining marks at the limit', { name: E_ACUTE.repeat(MAX_NAME_CHARS / 2) }, 'allow'],
  ['a name of combining marks over the limit', { name: E_ACUTE.repeat(MAX_NAME_CHARS / 2) + 'e' }, 'deny'],
  ['a CJK name at the limit', { name: CJK.repeat(MAX_NAME_CHARS) }, 'allow'],
  ['a CJK name over the limit', { name: CJK.repeat(MAX_NAME_CHARS + 1) }, 'deny'],
  ['a description of emoji at the limit', { description: BIKE.repeat(MAX_DESCRIPTION_CHARS / 2) }, 'allow'],
  [
    'a private note of emoji over the limit',
    { privateNote: BIKE.repeat(MAX_DESCRIPTION_CHARS / 2) + 'x' },
    'deny',
  ],
  ['statsVersion at its bound', { statsVersion: MAX_STATS_VERSION }, 'allow'],
  ['statsVersion over its bound', { statsVersion: MAX_STATS_VERSION + 1 }, 'deny'],
  ['statsVersion 2^53-1', { statsVersion: Number.MAX_SAFE_INTEGER }, 'deny'],
  ['a logger part', part({ sourceId: 'b'.repeat(64), index: 2, count: 3 }), 'allow'],
  ['a part of numbers out of range', part({ sourceId: 5, index: -1, count: 0 }), 'deny'],
  ['a part whose source is a path', part({ sourceId: '../../alice/tracks/x', index: 1, count: 2 }), 'deny'],
  ['a part with index 0', part({ sourceId: 'b'.repeat(64), index: 0, count: 2 }), 'deny'],
  ['a part with a fractional count', part({ sourceId: 'b'.repeat(64), index: 1, count: 2.5 }), 'deny'],
  ['a part missing its count', part({ sourceId: 'b'.repeat(64), index: 1 }), 'deny'],
  ['a part that is text', part('1/2'), 'deny'],
  // Counts (countsThenTwoNumbers()): zod's .int() takes safe integers, up to 2^53-1.
  ['a file size of 2^53-1', { fileSize: Number.MAX_SAFE_INTEGER }, 'allow'],
  ['a spike count of 2^53-1', { spikePoints: Number.MAX_SAFE_INTEGER }, 'allow'],
];

/** The app's document for a new activity, sent through REST (rest-write.ts) with these fields. */
const restLive = (overrides: Record<string, unknown>) => () => {
  const { updatedAt: _serverTime, ...doc } = liveDoc(NEW, overrides);
  return restSetWithRequestTime('alice', `users/alice/tracks/${NEW}`, doc);
};

/** Whole numbers only a REST client can send: int64 values over 2^53-1. */
const REST_TRACKS: [string, Record<string, unknown>, 'allow' | 'deny'][] = [
  // The same way with counts in range: a denial below is the rules', not the request's.
  ['counts sent as int64 in range', { fileSize: 1234n, points: BigInt(Number.MAX_SAFE_INTEGER) }, 'allow'],
  ['a file size of 2^53 as an int64', { fileSize: 2n ** 53n }, 'deny'],
  ['a point count of 16 nines as an int64', { points: 9_999_999_999_999_999n }, 'deny'],
  ['a spike count of 2^63-1 as an int64', { spikePoints: 2n ** 63n - 1n }, 'deny'],
];

/** An edit of the stored activity (the app writes the whole summary; summaryPatchSchema, issue 40). */
const EDITS: [string, Record<string, unknown>, 'allow' | 'deny'][] = [
  [`gear of ${MAX_GEAR_CHARS / 2} bicycle emoji`, { gear: BIKE.repeat(MAX_GEAR_CHARS / 2) }, 'allow'],
  [
    `gear of ${MAX_GEAR_CHARS / 2} bicycle emoji and a letter`,
    { gear: BIKE.repeat(MAX_GEAR_CHARS / 2) + 'x' },
    'deny',
  ],
  [`gear of ${MAX_GEAR_CHARS / 2 + 1} bicycle emoji`, { gear: BIKE.repeat(MAX_GEAR_CHARS / 2 + 1) }, 'deny'],
  ['a description of emoji at the limit', { description: BIKE.repeat(MAX_DESCRIPTION_CHARS / 2) }, 'allow'],
  [
    'a description of emoji one unit over the limit',
    { description: BIKE.repeat(MAX_DESCRIPTION_CHARS / 2) + 'x' },
    'deny',
  ],
];

const segmentDoc = (overrides: Record<string, unknown> = {}) => {
  const s = makeSegment(1);
  return {
    ...s,
    points: { ...s.points, ele: s.points.ele.map((e) => (Number.isFinite(e) ? e : null)) },
    ...overrides,
  };
};
const points = (lat: unknown[], lon: unknown[] = [1, 2], ele: unknown[] = [null, 3]) => ({
  points: { lat, lon, ele },
});

const SEGMENTS: [string, Record<string, unknown>, 'allow' | 'deny'][] = [
  ['latitudes that are text', points(['x', 'y']), 'deny'],
  ['latitudes beyond ±90°', points([1000, -1000]), 'deny'],
  ['a longitude beyond 180°', points([1, 2], [1, 181]), 'deny'],
  ['an elevation that is text', points([1, 2], [1, 2], ['x', 3]), 'deny'],
  ['an infinite elevation', points([1, 2], [1, 2], [Infinity, 3]), 'deny'],
  ['an infinite distance', { distanceM: Infinity }, 'deny'],
  ['a negative elevation gain', { elevationGainM: -5 }, 'deny'],
  ['a NaN elevation gain', { elevationGainM: NaN }, 'deny'],
  ['an infinite creation time', { createdAt: Infinity }, 'deny'],
  ['a NaN grade', { maxGradePct: NaN }, 'deny'],
  ['a name of only spaces', { name: '   ' }, 'deny'],
  ['a name of only no-break and ideographic spaces', { name: '\u00A0\u3000' }, 'deny'],
  [
    `a name of ${MAX_SEGMENT_NAME_CHARS / 2} bicycle emoji`,
    { name: BIKE.repeat(MAX_SEGMENT_NAME_CHARS / 2) },
    'allow',
  ],
  [
    `a name of ${MAX_SEGMENT_NAME_CHARS / 2 + 1} bicycle emoji`,
    { name: BIKE.repeat(MAX_SEGMENT_NAME_CHARS / 2 + 1) },
    'deny',
  ],
];

const EFFORTS: [string, Record<string, unknown>][] = [
  ['a NaN distance', { distanceM: NaN }],
  ['an infinite distance', { distanceM: Infinity }],
  ['a negative elapsed time', { elapsedS: -1 }],
  ['a NaN average heart rate', { avgHr: NaN }],
  ['an infinite end position', { endPos: Infinity }],
  ['an infinite start time', { startTime: -Infinity }],
];

export function strictCases(trackId: string): RulesCase[] {
  const own = (d: Db) => d('alice').doc(`users/alice/tracks/${NEW}`);
  const seg = (d: Db) => d('alice').doc('users/alice/segments/seg1');
  const effort = makeEffort('seg1', trackId, 3);
  const eff = (d: Db) => d('alice').doc(`users/alice/efforts/${effort.id}`);
  const col = (d: Db) => d('alice').doc('users/alice/collections/c2');
  const colDoc = (name: string) => ({ id: 'c2', name, trackIds: [], createdAt: 1, updatedAt: 1 });
  return [
    ...TRACKS.map(([name, o, expect]): RulesCase => ({
      expect,
      name: `activity: ${name}`,
      run: (d) => own(d).set(liveDoc(NEW, o)),
    })),
    {
      expect: 'allow',
      name: `activity: renamed to ${MAX_NAME_CHARS / 2} bicycle emoji`,
      run: (d) =>
        d('alice')
          .doc(`users/alice/tracks/${trackId}`)
          .set(liveDoc(trackId, { name: BIKE.repeat(MAX_NAME_CHARS / 2) })),
    },
    ...REST_TRACKS.map(([name, o, expect]): RulesCase => ({
      expect,
      name: `activity through REST: ${name}`,
      run: restLive(o),
    })),
    ...EDITS.map(([name, o, expect]): RulesCase => ({
      expect,
      name: `activity edited: ${name}`,
      run: (d) => d('alice').doc(`users/alice/tracks/${trackId}`).set(liveDoc(trackId, o)),
    })),
    {
      expect: 'deny',
      name: 'activity edited: gear one unit over the limit, as a partial update (validEdit)',
      run: (d) =>
        d('alice')
          .doc(`users/alice/tracks/${trackId}`)
          .update({ gear: BIKE.repeat(MAX_GEAR_CHARS / 2) + 'x', updatedAt: liveDoc(trackId).updatedAt }),
    },
    {
      expect: 'allow',
      name: 'activity edited: gear at the limit in emoji, as a partial update (validEdit)',
      run: (d) =>
        d('alice')
          .doc(`users/alice/tracks/${trackId}`)
          .update({ gear: BIKE.repeat(MAX_GEAR_CHARS / 2), updatedAt: liveDoc(trackId).updatedAt }),
    },
    ...SEGMENTS.map(([name, o, expect]): RulesCase => ({
      expect,
      name: `segment: ${name}`,
      run: (d) => seg(d).set(segmentDoc(o)),
    })),
    ...EFFORTS.map(([name, o]): RulesCase => ({
      expect: 'deny',
      name: `effort: ${name}`,
      run: (d) => eff(d).set({ ...effort, ...o }),
    })),
    { expect: 'deny', name: 'collection: a name of only spaces', run: (d) => col(d).set(colDoc('   ')) },
    {
      expect: 'deny',
      name: 'collection: a name of only no-break spaces and line separators',
      run: (d) => col(d).set(colDoc('\u00A0\u2028\uFEFF')),
    },
    {
      expect: 'allow',
      name: `collection: a name of ${MAX_COLLECTION_NAME_CHARS / 2} bicycle emoji`,
      run: (d) => col(d).set(colDoc(BIKE.repeat(MAX_COLLECTION_NAME_CHARS / 2))),
    },
    {
      expect: 'deny',
      name: `collection: a name of ${MAX_COLLECTION_NAME_CHARS / 2 + 1} bicycle emoji`,
      run: (d) => col(d).set(colDoc(BIKE.repeat(MAX_COLLECTION_NAME_CHARS / 2 + 1))),
    },
  ];
}
