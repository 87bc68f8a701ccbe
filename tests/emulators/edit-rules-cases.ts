/**
 * Rules cases for an activity's edits (issue 36): the `edits` field of the track document
 * (src/data/firebase/edit-doc.ts), checked by firestore.rules editsOrNull() and keepsImportFacts().
 * Set-up as in rules-cases.ts: alice owns a live activity `id`.
 */
import { MAX_EDIT_OPS, MAX_MERGE_IDS } from '../../src/domain/edits/types';
import { liveDoc, type Db, type RulesCase } from './rules-cases';

const T1 = '2024-05-01T07:02:10.000Z';
const T2 = '2024-05-01T08:40:00.000Z';
const TRIM = `trim ${T1} ${T2}`;
const id64 = (c: string) => c.repeat(64);
const edits = (ops: unknown, applied: unknown = Array.isArray(ops) ? ops.length : 0) => ({
  edits: { ops, applied },
});

/** Edits the rules must refuse: [name, the edits field]. */
const BAD_EDITS: [string, unknown][] = [
  ['edits that are a string', TRIM],
  ['edits with a key outside the schema', { ops: [TRIM], applied: 1, by: 'alice' }],
  ['edits missing applied', { ops: [TRIM] }],
  ['edits applying more operations than they hold', { ops: [TRIM], applied: 2 }],
  ['edits with a negative applied count', { ops: [TRIM], applied: -1 }],
  ['edits with a fractional applied count', { ops: [TRIM], applied: 0.5 }],
  ['an operation the app does not know', { ops: [`crop ${T1} ${T2}`], applied: 1 }],
  ['a trim with a local time', { ops: [`trim 2024-05-01T07:02:10 ${T2}`], applied: 1 }],
  ['a trim missing its end', { ops: [`trim ${T1}`], applied: 1 }],
  ['two operations in one line', { ops: [`${TRIM}${TRIM}`], applied: 1 }],
  ['an operation that is a map', { ops: [{ op: 'trim', start: T1, end: T2 }], applied: 1 }],
  ['an operation that is a number', { ops: [TRIM, 5], applied: 1 }],
  ['a split keeping neither part', { ops: [`split middle ${T1}`], applied: 1 }],
  ['a merge with an id outside [A-Za-z0-9_-]', { ops: ['merge abc,de f'], applied: 1 }],
  [
    'a merge of more activities than allowed',
    { ops: [`merge ${Array.from({ length: MAX_MERGE_IDS + 1 }, () => 'a').join(',')}`], applied: 1 },
  ],
  ['more operations than allowed', { ops: Array.from({ length: MAX_EDIT_OPS + 1 }, () => TRIM), applied: 0 }],
];

export function editCases(id: string): RulesCase[] {
  const own = (d: Db, docId = id) => d('alice').doc(`users/alice/tracks/${docId}`);
  // The id firestore-rules.test.ts removes after each case (rules-cases.ts NEW).
  const NEW = 'n'.repeat(64);
  return [
    // Not here yet: an update of a stored activity that sets edits (an edit made in the app). On the
    // emulator it exceeds the rules' budget of 1,000 expressions (the update path evaluates
    // validEdit() before validLiveTrack()), so Firebase mode refuses edits of stored activities
    // for now; creates with edits and every write with edits: null pass.
    {
      expect: 'allow',
      name: 'owner stores an activity with every edit the schema allows',
      run: (d) =>
        own(d, NEW).set(
          liveDoc(
            NEW,
            edits(
              [
                ...Array.from({ length: MAX_EDIT_OPS - 1 }, () => TRIM),
                `merge ${Array.from({ length: MAX_MERGE_IDS }, (_, k) => id64(String.fromCharCode(97 + k))).join(',')}`,
              ],
              3,
            ),
          ),
        ),
    },
    ...BAD_EDITS.map(([name, value]): RulesCase => ({
      expect: 'deny',
      name,
      run: (d) => own(d, NEW).set(liveDoc(NEW, { edits: value })),
    })),
    {
      expect: 'deny',
      name: 'a new point count without an edit or a recompute',
      run: (d) => own(d).set(liveDoc(id, { points: 50 })),
    },
    {
      expect: 'deny',
      name: 'an edit that also lowers the statistics version',
      run: (d) => own(d).set(liveDoc(id, { ...edits([TRIM]), points: 50, statsVersion: 0 })),
    },
    {
      expect: 'deny',
      name: 'another user stores an edit of alice’s activity',
      run: (d) =>
        d('bob')
          .doc(`users/alice/tracks/${id}`)
          .set(liveDoc(id, { ...edits([TRIM]), points: 50 })),
    },
  ];
}
