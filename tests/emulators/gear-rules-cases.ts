/**
 * Rules cases for the gear kinds (issue 35): gear, assignment rules, maintenance tasks and goals as
 * firebase-gear.ts writes them, and an activity's gear choice in its summary. At least one denied
 * case per rule and field group.
 */
import firebase from 'firebase/compat/app';
import {
  MAX_DAY,
  MAX_GEAR_DISTANCE_M,
  MAX_GEAR_NAME_CHARS,
  MAX_GEAR_NOTE_CHARS,
  MAX_GOAL_TARGET,
  MAX_TASK_DAYS,
} from '../../src/data/gear-schemas';
import { makeGear, makeGoal, makeRule, makeTask } from '../../src/testing/gear-store-contract';
import { liveDoc, type Db, type RulesCase } from './rules-cases';

type Doc = Record<string, unknown>;
const without = (d: Doc, key: string): Doc =>
  Object.fromEntries(Object.entries(d).filter(([k]) => k !== key));

interface KindSpec {
  kind: string;
  valid: Doc;
  /** [name, document] that the rules must refuse. */
  invalid: [string, Doc][];
  /** [name, document] at a limit, allowed. */
  limits: [string, Doc][];
}

function kindCases({ kind, valid, invalid, limits }: KindSpec): RulesCase[] {
  const id = valid.id as string;
  const ref = (d: Db, uid: string | null = 'alice', docId = id) => d(uid).doc(`users/alice/${kind}/${docId}`);
  return [
    { expect: 'allow', name: `${kind}: owner stores one`, run: (d) => ref(d).set(valid) },
    {
      expect: 'allow',
      name: `${kind}: owner lists them`,
      run: (d) => d('alice').collection(`users/alice/${kind}`).get(),
    },
    { expect: 'allow', name: `${kind}: owner deletes one`, run: (d) => ref(d).delete() },
    ...limits.map(([name, doc]): RulesCase => ({
      expect: 'allow',
      name: `${kind}: ${name}`,
      run: (d) => ref(d).set(doc),
    })),
    { expect: 'deny', name: `${kind}: another user reads`, run: (d) => ref(d, 'bob').get() },
    { expect: 'deny', name: `${kind}: another user writes`, run: (d) => ref(d, 'bob').set(valid) },
    { expect: 'deny', name: `${kind}: a signed-out visitor writes`, run: (d) => ref(d, null).set(valid) },
    {
      expect: 'deny',
      name: `${kind}: a key outside the schema`,
      run: (d) => ref(d).set({ ...valid, extra: 1 }),
    },
    { expect: 'deny', name: `${kind}: a missing key`, run: (d) => ref(d).set(without(valid, 'createdAt')) },
    {
      expect: 'deny',
      name: `${kind}: an id that differs`,
      run: (d) => ref(d, 'alice', 'other-id').set(valid),
    },
    {
      expect: 'deny',
      name: `${kind}: a non-numeric creation time`,
      run: (d) => ref(d).set({ ...valid, createdAt: '1' }),
    },
    ...invalid.map(([name, doc]): RulesCase => ({
      expect: 'deny',
      name: `${kind}: ${name}`,
      run: (d) => ref(d).set(doc),
    })),
  ];
}

export function gearCases(trackId: string): RulesCase[] {
  const gear = makeGear(1) as unknown as Doc;
  const rule = makeRule(1, 'gear-1') as unknown as Doc;
  const task = makeTask(1, 'gear-1') as unknown as Doc;
  const goal = makeGoal(1) as unknown as Doc;
  const track = (d: Db) => d('alice').doc(`users/alice/tracks/${trackId}`);
  const serverTime = () => firebase.firestore.FieldValue.serverTimestamp();
  return [
    ...kindCases({
      kind: 'gear',
      valid: gear,
      limits: [
        [
          'a name, a note and distances at their limits',
          {
            ...gear,
            name: 'x'.repeat(MAX_GEAR_NAME_CHARS),
            note: 'x'.repeat(MAX_GEAR_NOTE_CHARS),
            startDistanceM: MAX_GEAR_DISTANCE_M,
            retireAtM: MAX_GEAR_DISTANCE_M,
            inUseFromDay: MAX_DAY,
          },
        ],
      ],
      invalid: [
        ['an empty name', { ...gear, name: ' ' }],
        ['a name over its limit', { ...gear, name: 'x'.repeat(MAX_GEAR_NAME_CHARS + 1) }],
        ['a note over its limit', { ...gear, note: 'x'.repeat(MAX_GEAR_NOTE_CHARS + 1) }],
        ['an unknown kind', { ...gear, kind: 'skis' }],
        ['a negative starting distance', { ...gear, startDistanceM: -1 }],
        ['a starting distance over its limit', { ...gear, startDistanceM: MAX_GEAR_DISTANCE_M + 1 }],
        ['a fractional first day', { ...gear, inUseFromDay: 19_000.5 }],
        ['retired as text', { ...gear, retired: 'yes' }],
        ['an id with a space', { ...gear, id: 'has space' }],
      ],
    }),
    ...kindCases({
      kind: 'gearRules',
      valid: rule,
      limits: [['a sport default (no dates)', { ...rule, fromDay: null, toDay: null }]],
      invalid: [
        ['a rule ending before it starts', { ...rule, fromDay: 20_000, toDay: 19_000 }],
        ['an unknown sport', { ...rule, sport: 'yoga' }],
        ['a gear id that is not an id', { ...rule, gearId: 'bad id!' }],
        ['a day out of range', { ...rule, toDay: MAX_DAY + 1 }],
      ],
    }),
    ...kindCases({
      kind: 'maintenance',
      valid: task,
      limits: [
        [
          'an interval in days at its limit, no distance',
          { ...task, everyM: null, everyDays: MAX_TASK_DAYS },
        ],
      ],
      invalid: [
        ['no interval at all', { ...task, everyM: null, everyDays: null }],
        ['a zero distance interval', { ...task, everyM: 0 }],
        ['a fractional day interval', { ...task, everyDays: 1.5 }],
        ['a day interval over its limit', { ...task, everyDays: MAX_TASK_DAYS + 1 }],
        ['an empty name', { ...task, name: '' }],
        ['a negative distance when done', { ...task, lastDoneAtM: -1 }],
      ],
    }),
    ...kindCases({
      kind: 'goals',
      valid: goal,
      limits: [['a target at its limit, one sport', { ...goal, target: MAX_GOAL_TARGET, sport: 'ride' }]],
      invalid: [
        ['a zero target', { ...goal, target: 0 }],
        ['a target over its limit', { ...goal, target: MAX_GOAL_TARGET + 1 }],
        ['an unknown period', { ...goal, period: 'decade' }],
        ['an unknown metric', { ...goal, metric: 'calories' }],
        ['no start day', { ...goal, startDay: null }],
      ],
    }),
    // A goal edited on the Goals page: the same document written again under its id (an update).
    {
      expect: 'allow',
      name: 'goals: owner edits one (period, sport, target, update time)',
      run: (d) => {
        const ref = d('alice').doc(`users/alice/goals/${goal.id as string}`);
        const edited = { ...goal, period: 'month', sport: 'run', target: 200_000, updatedAt: 2e12 };
        return ref.set(goal).then(() => ref.set(edited));
      },
    },
    {
      expect: 'deny',
      name: 'goals: an edit to a zero target',
      run: (d) => {
        const ref = d('alice').doc(`users/alice/goals/${goal.id as string}`);
        return ref.set(goal).then(() => ref.set({ ...goal, target: 0 }));
      },
    },
    {
      expect: 'deny',
      name: 'goals: an edit of one field alone with an unknown metric',
      run: (d) => {
        const ref = d('alice').doc(`users/alice/goals/${goal.id as string}`);
        return ref.set(goal).then(() => ref.update({ metric: 'calories' }));
      },
    },
    {
      expect: 'allow',
      name: 'tracks: owner stores an activity with a gear choice',
      run: (d) => track(d).set(liveDoc(trackId, { gearId: 'gear-1' })),
    },
    {
      expect: 'allow',
      name: 'tracks: owner sets the gear choice alone (an edit)',
      run: (d) => track(d).update({ gearId: 'none', updatedAt: serverTime() }),
    },
    {
      expect: 'deny',
      name: 'tracks: a gear choice that is not an id',
      run: (d) => track(d).set(liveDoc(trackId, { gearId: 'bad id!' })),
    },
    {
      expect: 'deny',
      name: 'tracks: a gear choice that is a number (an edit)',
      run: (d) => track(d).update({ gearId: 5, updatedAt: serverTime() }),
    },
  ];
}
