/**
 * Issue 40: an activity's multisport legs and sanity flags, stored as lines of text
 * (src/data/firebase/legs-flags-doc.ts) and checked line by line by firestore.rules (legsText,
 * flagsText; warnings by warningList): one denied case per check, the app's own writes allowed (the legs of two real
 * triathlons read from their FIT files, emoji in a sport's name and a flag's message), and an
 * activity stored before, with lists of maps, still renamed. Set-up as in firestore-rules.test.ts,
 * where alice also owns OLD_LISTS_ID (oldListsDoc: stored as the app wrote it before, legs and flags
 * as lists of maps).
 */
import firebase from 'firebase/compat/app';
import { encodeFlag, encodeLeg } from '../../src/data/firebase/legs-flags-doc';
import { summaryDocFields } from '../../src/data/firebase/track-doc';
import {
  MAX_FLAG_CHARS,
  MAX_FLAGS,
  MAX_LEGS,
  MAX_NAME_CHARS,
  MAX_WARNING_CHARS,
} from '../../src/data/schemas';
import { processActivity } from '../../src/domain/process-activity';
import { SANITY_CODES, type SanityFlag } from '../../src/domain/sanity/types';
import type { ActivityLeg, TrackSummary } from '../../src/domain/stats/types';
import { storedSummary } from '../../src/testing/store-fixtures';
import { readCorpusFile } from '../fit-tcx-real/corpus';
import type { Db, RulesCase } from './rules-cases';

const NEW = 'n'.repeat(64);
/** An activity stored before issue 40's encoding: legs and flags as lists of maps. */
export const OLD_LISTS_ID = 'o'.repeat(64);
const BIKE = '\u{1F6B2}'; // 1 code point, 2 UTF-16 units

const leg = (o: Partial<ActivityLeg> = {}): ActivityLeg => ({
  sport: 'swim',
  sportName: 'swimming',
  startTime: 1_539_450_354_000,
  points: 87,
  distanceM: 3864.4040824594663,
  elapsedS: 3635,
  movingS: 3635,
  avgHr: 82.26785714285714,
  deviceDistanceM: 3933.3,
  deviceTimerS: 3688.603,
  ...o,
});
const flag = (o: Partial<SanityFlag> = {}): SanityFlag => ({
  code: 'speed',
  message: 'Maximum speed 212 km/h, faster than any ride goes (100 km/h).',
  ...o,
});

export const OLD_LEGS: ActivityLeg[] = [leg(), leg({ sport: 'ride', sportName: 'cycling' })];
export const OLD_FLAGS: SanityFlag[] = [flag()];

/** The stored activity OLD_LISTS_ID, as the app wrote it before issue 40's encoding of legs and flags. */
export function oldListsDoc(updatedAt: unknown): Record<string, unknown> {
  return {
    ...summaryDocFields(storedSummary({ id: OLD_LISTS_ID })),
    legs: OLD_LEGS,
    flags: OLD_FLAGS,
    deleted: false,
    updatedAt,
  };
}

/** Every leg and flag at its longest (text at its limit in code points), as many as allowed. */
export const FULL_LEGS_FLAGS = {
  legs: Array.from({ length: MAX_LEGS }, () => encodeLeg(leg({ sportName: BIKE.repeat(MAX_NAME_CHARS) }))),
  flags: Array.from({ length: MAX_FLAGS }, () => encodeFlag(flag({ message: BIKE.repeat(MAX_FLAG_CHARS) }))),
};

/** The summaries of real multisport FIT files, as the app computes them (read once). */
const REAL = [
  'sports-alliance__sports-lib/4623204522.fit',
  'GoldenCheetah__GoldenCheetah/MultiSport-2019-11-24.fit',
];
const real = new Map<string, Promise<TrackSummary>>();
function realSummary(file: string): Promise<TrackSummary> {
  let found = real.get(file);
  if (!found) {
    found = processActivity(readCorpusFile(file), { fileName: 'tri.fit', id: NEW }).then((r) => {
      if (r.summary.legs.length < 5) throw new Error(`${file}: ${r.summary.legs.length} legs, expected 5`);
      return r.summary;
    });
    real.set(file, found);
  }
  return found;
}

/** A new live summary as the app writes it (track-doc.ts), with `overrides`. */
const liveDoc = (id: string, overrides: Record<string, unknown>) => ({
  ...summaryDocFields(storedSummary({ id })),
  deleted: false,
  updatedAt: firebase.firestore.FieldValue.serverTimestamp(),
  ...overrides,
});
const legs = (...l: unknown[]) => ({ legs: l });
const flags = (...f: unknown[]) => ({ flags: f });
const legLine = (o: Partial<ActivityLeg>) => encodeLeg(leg(o));
const flagLine = (o: Partial<SanityFlag>) => encodeFlag(flag(o));

/** [name, overrides of a new live summary, expect] */
const NEW_SUMMARY: [string, Record<string, unknown>, 'allow' | 'deny'][] = [
  [
    'legs of a triathlon, each field set or null',
    legs(
      legLine({}),
      legLine({
        startTime: null,
        elapsedS: null,
        movingS: null,
        avgHr: null,
        deviceDistanceM: null,
        deviceTimerS: null,
      }),
    ),
    'allow',
  ],
  ['a leg before 1970 (a negative start time)', legs(legLine({ startTime: -86_400_000 })), 'allow'],
  ['a leg of 1e100 m, the largest figure', legs(legLine({ distanceM: 1e100 })), 'allow'],
  ['a leg of 5e-324 m (a 3-digit negative exponent)', legs(legLine({ distanceM: 5e-324 })), 'allow'],
  [
    `a sport name of ${MAX_NAME_CHARS} bicycle emoji`,
    legs(legLine({ sportName: BIKE.repeat(MAX_NAME_CHARS) })),
    'allow',
  ],
  ['a sport name holding ";" and a line break', legs(legLine({ sportName: 'T1; wetsuit\noff' })), 'allow'],
  [`${MAX_LEGS} legs`, legs(...Array.from({ length: MAX_LEGS }, () => legLine({}))), 'allow'],
  [
    `a flag message of ${MAX_FLAG_CHARS} bicycle emoji`,
    flags(flagLine({ message: BIKE.repeat(MAX_FLAG_CHARS) })),
    'allow',
  ],
  [
    `${MAX_FLAGS} flags, every code`,
    flags(
      ...Array.from({ length: MAX_FLAGS }, (_, i) =>
        flagLine({ code: SANITY_CODES[i % SANITY_CODES.length]! }),
      ),
    ),
    'allow',
  ],
  // Legs, one per check.
  ['a leg that is a number', legs(legLine({}), 5), 'deny'],
  ['a leg that is a map (the shape stored before)', legs(leg()), 'deny'],
  ['a leg of an unknown sport', legs(legLine({}).replace(/^swim/, 'yoga')), 'deny'],
  ['a leg with a negative distance', legs(legLine({ distanceM: -1 })), 'deny'],
  ['a leg with a negative heart rate', legs(legLine({ avgHr: -0.5 })), 'deny'],
  ['a leg with a NaN moving time', legs(legLine({ movingS: NaN })), 'deny'],
  ['a leg with an infinite start time', legs(legLine({ startTime: -Infinity })), 'deny'],
  ['a leg with a fractional point count', legs(legLine({ points: 2.5 })), 'deny'],
  ['a leg with a 16-digit point count', legs(legLine({ points: 1e15 })), 'deny'],
  ['a leg with a 3-digit positive exponent', legs(legLine({ deviceDistanceM: 1e101 })), 'deny'],
  ['a leg missing a field', legs('swim;null;1;2;null;null;null;null;swimming'), 'deny'],
  ['a leg with null points', legs(legLine({}).replace(';87;', ';null;')), 'deny'],
  ['a number written in hex', legs(legLine({}).replace(';87;', ';0x57;')), 'deny'],
  [
    `a sport name of ${MAX_NAME_CHARS + 1} bicycle emoji`,
    legs(legLine({ sportName: BIKE.repeat(MAX_NAME_CHARS + 1) })),
    'deny',
  ],
  [
    `a sport name of ${MAX_NAME_CHARS + 1} letters`,
    legs(legLine({ sportName: 'x'.repeat(MAX_NAME_CHARS + 1) })),
    'deny',
  ],
  ['a sport name holding U+001F', legs(legLine({ sportName: 'a\u001fb' })), 'deny'],
  [`${MAX_LEGS + 1} legs`, legs(...Array.from({ length: MAX_LEGS + 1 }, () => legLine({}))), 'deny'],
  ['legs that are not a list', { legs: legLine({}) }, 'deny'],
  ['legs that are null', { legs: null }, 'deny'],
  // Flags, one per check.
  ['a flag of an unknown code', flags(flagLine({}).replace(/^speed/, 'fast')), 'deny'],
  ['a flag without its space', flags('speed'), 'deny'],
  [
    `a flag message of ${MAX_FLAG_CHARS + 1} bicycle emoji`,
    flags(flagLine({ message: BIKE.repeat(MAX_FLAG_CHARS + 1) })),
    'deny',
  ],
  [
    `a flag message of ${MAX_FLAG_CHARS + 1} letters`,
    flags(flagLine({ message: 'x'.repeat(MAX_FLAG_CHARS + 1) })),
    'deny',
  ],
  ['a flag message holding U+001F', flags(flagLine({ message: 'a\u001fb' })), 'deny'],
  [`${MAX_FLAGS + 1} flags`, flags(...Array.from({ length: MAX_FLAGS + 1 }, () => flagLine({}))), 'deny'],
  ['a flag that is a number', flags(flagLine({}), 7), 'deny'],
  ['a flag that is a map (the shape stored before)', flags(flag()), 'deny'],
  ['flags that are not a list', { flags: flagLine({}) }, 'deny'],
  // Warnings: each at most MAX_WARNING_CHARS code points (their total stays in UTF-16 units).
  [
    `a warning of ${MAX_WARNING_CHARS} bicycle emoji`,
    { warnings: ['ok', BIKE.repeat(MAX_WARNING_CHARS)] },
    'allow',
  ],
  [
    `a warning of ${MAX_WARNING_CHARS + 1} letters`,
    { warnings: ['ok', 'x'.repeat(MAX_WARNING_CHARS + 1)] },
    'deny',
  ],
  [
    `a warning of ${MAX_WARNING_CHARS + 1} bicycle emoji`,
    { warnings: [BIKE.repeat(MAX_WARNING_CHARS + 1)] },
    'deny',
  ],
  ['a warning holding U+001F', { warnings: ['a\u001fb'] }, 'deny'],
];

export function legsFlagsCases(): RulesCase[] {
  const own = (d: Db, id = NEW) => d('alice').doc(`users/alice/tracks/${id}`);
  const serverTime = () => firebase.firestore.FieldValue.serverTimestamp();
  /** The app's full write of the old activity (track-doc.ts): legs and flags as lines now. */
  const oldRewritten = (o: Partial<TrackSummary> = {}) => ({
    ...summaryDocFields(storedSummary({ id: OLD_LISTS_ID, legs: OLD_LEGS, flags: OLD_FLAGS, ...o })),
    deleted: false,
    updatedAt: serverTime(),
  });
  return [
    ...NEW_SUMMARY.map(([name, o, expect]): RulesCase => ({
      expect,
      name,
      run: (d) => own(d).set(liveDoc(NEW, o)),
    })),
    ...REAL.map((file): RulesCase => ({
      expect: 'allow',
      name: `the app’s write of a real triathlon, ${file}`,
      run: async (d) => {
        const summary = await realSummary(file);
        return own(d).set({ ...summaryDocFields(summary), deleted: false, updatedAt: serverTime() });
      },
    })),
    {
      expect: 'allow',
      name: 'an activity stored with legs and flags as maps: renamed (update)',
      run: (d) => own(d, OLD_LISTS_ID).update({ name: 'Renamed', updatedAt: serverTime() }),
    },
    {
      expect: 'allow',
      name: 'an activity stored with legs and flags as maps: renamed, the maps written back unchanged',
      run: (d) =>
        own(d, OLD_LISTS_ID).set({ ...oldRewritten({ name: 'Renamed' }), legs: OLD_LEGS, flags: OLD_FLAGS }),
    },
    {
      expect: 'allow',
      name: 'an activity stored with legs and flags as maps: the app’s full write, as lines now',
      run: (d) => own(d, OLD_LISTS_ID).set(oldRewritten({ name: 'Renamed' })),
    },
    {
      expect: 'deny',
      name: 'an activity stored with legs and flags as maps: its legs changed, still maps',
      run: (d) =>
        own(d, OLD_LISTS_ID).set({ ...oldRewritten(), legs: [leg({ distanceM: -1 })], flags: OLD_FLAGS }),
    },
    {
      expect: 'deny',
      name: 'an activity stored with legs and flags as maps: its flags changed, still maps',
      run: (d) =>
        own(d, OLD_LISTS_ID).set({
          ...oldRewritten(),
          legs: OLD_LEGS,
          flags: [{ code: 'fast', message: 1 }],
        }),
    },
  ];
}
