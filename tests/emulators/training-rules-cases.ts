/**
 * Rules cases of issue 33: the training product inside an activity's summary (firestore.rules
 * trainingOrNull, training-product-schema.ts) and the dated thresholds document
 * (users/{uid}/settings/thresholds, firebase-thresholds.ts, training-schemas.ts).
 */
import firebase from 'firebase/compat/app';
import { encodeTraining } from '../../src/data/firebase/training-doc';
import { summaryDocFields } from '../../src/data/firebase/track-doc';
import { thresholdsDoc } from '../../src/data/firebase/firebase-thresholds';
import { MAX_HR_BINS, MAX_POWER_BIN_SECONDS } from '../../src/data/training-product-schema';
import { POWER_HIST_BINS } from '../../src/domain/training/power-histogram';
import type { TrainingProduct } from '../../src/domain/training/product';
import type { ThresholdEntry } from '../../src/domain/training/thresholds';
import { storedSummary } from '../../src/testing/store-fixtures';
import type { Db, RulesCase } from './rules-cases';

/**
 * A training product with its histograms at the longest (one bin per bpm from 25 to 250, one per
 * 5 W from 0 to 2,500 W).
 */
export const FULL_TRAINING: TrainingProduct = {
  durationS: 3600.5,
  powerS: 3600,
  np: 251.25,
  best20W: 270,
  power: { lo: 0, seconds: Array.from({ length: POWER_HIST_BINS }, (_, i) => (i % 4) * 7) },
  hr: { lo: 25, seconds: Array.from({ length: MAX_HR_BINS }, (_, i) => (i % 3) * 1.25) },
  gasS: 3500,
  gasMps: 3.12,
  decoupling: { basis: 'power', pct: -2.5 },
};

const NEW = 'n'.repeat(64);

export function trainingTrackCases(): RulesCase[] {
  const own = (d: Db) => d('alice').doc(`users/alice/tracks/${NEW}`);
  const live = (training: unknown) => ({
    ...summaryDocFields(storedSummary({ id: NEW })),
    training,
    deleted: false,
    updatedAt: firebase.firestore.FieldValue.serverTimestamp(),
  });
  const put = (training: unknown) => (d: Db) => own(d).set(live(training));
  /** The stored line (training-doc.ts) of a product, valid or not: encodeTraining checks nothing. */
  const line = (t: unknown) => encodeTraining(t as TrainingProduct);
  const full = line(FULL_TRAINING)!;
  const bad: [string, unknown][] = [
    ['a training product stored as a map', FULL_TRAINING],
    ['a field more than the schema', `${full};1`],
    ['a training product missing a field', full.slice(full.indexOf(';') + 1)],
    ['a negative NP', line({ ...FULL_TRAINING, np: -1 })],
    ['an NP that is not a number', line({ ...FULL_TRAINING, np: Number.NaN })],
    ['an infinite duration', line({ ...FULL_TRAINING, durationS: Number.POSITIVE_INFINITY })],
    ['a histogram bin that is not a number', line({ ...FULL_TRAINING, hr: { lo: 60, seconds: [1, 'x'] } })],
    ['a negative histogram bin', line({ ...FULL_TRAINING, hr: { lo: 60, seconds: [1, -2] } })],
    [
      'a histogram longer than 226 bins',
      line({ ...FULL_TRAINING, hr: { lo: 25, seconds: Array(227).fill(1) } }),
    ],
    ['a histogram starting below 25 bpm', line({ ...FULL_TRAINING, hr: { lo: 10, seconds: [1] } })],
    ['a fractional histogram start', line({ ...FULL_TRAINING, hr: { lo: 60.5, seconds: [1] } })],
    [
      'a decoupling basis the app does not know',
      line({ ...FULL_TRAINING, decoupling: { basis: 'cadence', pct: 1 } }),
    ],
    ['a text longer than 8,000 characters', `${full}${'0'.repeat(8001 - full.length)}`],
    ['a training product that is a number', 5],
    ['a fractional power bin', line({ ...FULL_TRAINING, power: { lo: 40, seconds: [1.5] } })],
    ['a negative power bin', line({ ...FULL_TRAINING, power: { lo: 40, seconds: [-1] } })],
    [
      'a power bin over 15 digits',
      line({ ...FULL_TRAINING, power: { lo: 40, seconds: [MAX_POWER_BIN_SECONDS + 1] } }),
    ],
    ['a power histogram starting past 2,500 W', line({ ...FULL_TRAINING, power: { lo: 501, seconds: [1] } })],
    [
      'a power histogram longer than 501 bins',
      line({ ...FULL_TRAINING, power: { lo: 0, seconds: Array(502).fill(1) } }),
    ],
    ['a power histogram without its start', `${full.replace(/;[^;]*$/, '')};1,2`],
  ];
  return [
    { expect: 'allow', name: 'an activity with a full training product', run: put(full) },
    { expect: 'allow', name: 'an activity with no training product', run: put(null) },
    {
      expect: 'allow',
      name: 'a training product stored before the power histogram (ten fields)',
      run: put(full.replace(/;[^;]*$/, '')),
    },
    {
      expect: 'allow',
      name: 'a training product with nulls and an empty histogram',
      run: put(
        line({
          ...FULL_TRAINING,
          np: null,
          best20W: null,
          gasMps: null,
          decoupling: null,
          hr: { lo: 25, seconds: [] },
          power: { lo: 0, seconds: [] },
        }),
      ),
    },
    ...bad.map(([name, training]): RulesCase => ({ expect: 'deny', name, run: put(training) })),
  ];
}

const entry = (i: number, over: Partial<ThresholdEntry> = {}): ThresholdEntry => ({
  id: `t${i}`,
  kind: 'ftp',
  sport: null,
  value: 260,
  from: '2024-03-01',
  ...over,
});

export function thresholdsCases(): RulesCase[] {
  const ref = (d: Db, uid: string | null = 'alice') => d(uid).doc('users/alice/settings/thresholds');
  const write =
    (entries: ThresholdEntry[], extra: Record<string, unknown> = {}) =>
    (d: Db) =>
      ref(d).set({ ...thresholdsDoc({ entries, updatedAt: 1 }), ...extra });
  const every: ThresholdEntry[] = [
    entry(0, { value: 30 }),
    entry(1, { value: 700, sport: 'ride', from: '2025-12-31' }),
    entry(2, { kind: 'lthr', value: 80, sport: 'run' }),
    entry(3, { kind: 'lthr', value: 230 }),
    entry(4, { kind: 'restHr', value: 25 }),
    entry(5, { kind: 'restHr', value: 120 }),
    entry(6, { kind: 'maxHr', value: 100 }),
    entry(7, { kind: 'maxHr', value: 240 }),
    entry(8, { kind: 'thresholdPace', value: 120 }),
    entry(9, { kind: 'thresholdPace', value: 1200 }),
  ];
  const over: [string, ThresholdEntry][] = [
    ['an FTP over 700 W', entry(0, { value: 701 })],
    ['an FTP under 30 W', entry(0, { value: 29 })],
    ['a fractional FTP', entry(0, { value: 260.5 })],
    ['an LTHR over 230', entry(0, { kind: 'lthr', value: 231 })],
    ['a resting heart rate under 25', entry(0, { kind: 'restHr', value: 24 })],
    ['a maximum heart rate over 240', entry(0, { kind: 'maxHr', value: 241 })],
    ['a threshold pace over 1200 s/km', entry(0, { kind: 'thresholdPace', value: 1201 })],
    ['a date that is not a date', entry(0, { from: '2024-13-01' })],
    ['a sport the app does not know', entry(0, { sport: 'yoga' as never })],
    ['an id that is not an id', entry(0, { id: 'a/b' })],
  ];
  return [
    { expect: 'allow', name: 'owner stores every kind at its limits', run: write(every) },
    { expect: 'allow', name: 'owner stores no threshold', run: write([]) },
    {
      expect: 'allow',
      name: 'owner stores 200 FTP entries',
      run: write(Array.from({ length: 200 }, (_, i) => entry(i))),
    },
    { expect: 'allow', name: 'owner reads them', run: (d) => ref(d).get() },
    { expect: 'deny', name: 'another user reads them', run: (d) => ref(d, 'bob').get() },
    {
      expect: 'deny',
      name: 'another user writes them',
      run: (d) => ref(d, 'bob').set(thresholdsDoc({ entries: [], updatedAt: 1 })),
    },
    { expect: 'deny', name: 'a signed-out visitor reads them', run: (d) => ref(d, null).get() },
    { expect: 'deny', name: '201 FTP entries', run: write(Array.from({ length: 201 }, (_, i) => entry(i))) },
    ...over.map(([name, e]): RulesCase => ({ expect: 'deny', name, run: write([e]) })),
    { expect: 'deny', name: 'a key outside the schema', run: write([], { note: 'x' }) },
    {
      expect: 'deny',
      name: 'a value written as text',
      run: write([], { ftp: { ids: ['a'], sports: ['all'], values: ['260'], from: ['2024-01-01'] } }),
    },
    {
      expect: 'deny',
      name: 'lists of different lengths',
      run: write([], { ftp: { ids: ['a'], sports: ['all', 'run'], values: [260], from: ['2024-01-01'] } }),
    },
    { expect: 'deny', name: 'a negative updatedAt', run: write([], { updatedAt: -1 }) },
  ];
}
