/**
 * What makes a threshold change cheap (bench training-rescore) changes no figure: the per-bpm
 * TRIMP table scores exactly as hrLoad, the heart-rate facts kept per histogram are the ones
 * computed afresh, a list scored again with new thresholds gives what a new list gives, and the
 * threshold index picks the entry in force.
 */
import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../testing/summary';
import { hrFacts, heldMax, LTHR_TOP_S, MAX_HR_HOLD_S, topMean } from './estimates';
import { histogramSeconds, type HrHistogram } from './hr-histogram';
import { hrLoad, hrLoadScorer } from './hr-load';
import { trainingModel } from './model';
import type { TrainingProduct } from './product';
import { estimatedLoad } from './score';
import { indexThresholds, type ThresholdEntry } from './thresholds';

/** Deterministic 0..1 (a small linear congruential generator). */
function random(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1_664_525) + 1_013_904_223) >>> 0;
    return x / 0x1_0000_0000;
  };
}

/** A histogram of `bins` bins from `lo` bpm, seconds to the hundredth, some bins empty. */
function histogram(next: () => number, lo: number, bins: number): HrHistogram {
  return {
    lo,
    seconds: Array.from({ length: bins }, () => (next() < 0.2 ? 0 : Math.round(next() * 60_000) / 100)),
  };
}

const MS_PER_DAY = 86_400_000;
const day = (d: number) => Date.UTC(2024, 0, 1 + d, 8);

function product(next: () => number, power: boolean): TrainingProduct {
  const hr = histogram(next, 90 + Math.floor(next() * 30), 40 + Math.floor(next() * 60));
  const durationS = histogramSeconds(hr) * (0.9 + next() * 0.5);
  const np = power ? 150 + next() * 150 : null;
  return {
    durationS,
    powerS: power ? durationS : 0,
    np,
    best20W: np === null ? null : np * (1 + next() * 0.1),
    power: { lo: 0, seconds: [] },
    hr,
    gasS: durationS,
    gasMps: 2 + next() * 2,
    decoupling: null,
  };
}

describe('the per-bpm TRIMP table', () => {
  it('scores every histogram to the last bit as hrLoad, for several resting and maximum rates', () => {
    const next = random(7);
    const score = hrLoadScorer();
    const thresholds = [
      { restHr: 50, maxHr: 190, lthr: 165 },
      { restHr: 60, maxHr: 185, lthr: 170 },
      { restHr: 50, maxHr: 190, lthr: 158 },
      { restHr: 47.5, maxHr: 201.3, lthr: 171.2 },
    ];
    let compared = 0;
    for (let i = 0; i < 200; i++) {
      const h = histogram(next, 40 + Math.floor(next() * 120), 1 + Math.floor(next() * 90));
      for (const t of thresholds) {
        expect(score(h, t)).toBe(hrLoad(h, t));
        compared++;
      }
    }
    expect(compared).toBe(800);
  });

  it('falls back to hrLoad off the table, and gives null when the thresholds cannot score', () => {
    const score = hrLoadScorer();
    const t = { restHr: 50, maxHr: 190, lthr: 165 };
    const high = { lo: 245, seconds: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100] };
    const fractional = { lo: 140.5, seconds: [600, 600] };
    expect(score(high, t)).toBe(hrLoad(high, t));
    expect(score(high, t)).toBeGreaterThan(0);
    expect(score(fractional, t)).toBe(hrLoad(fractional, t));
    expect(score({ lo: 140, seconds: [3600] }, { restHr: 190, maxHr: 190, lthr: 165 })).toBeNull();
  });
});

describe('heart-rate facts kept per histogram', () => {
  it('are the seconds, held maximum and top mean computed afresh', () => {
    const next = random(11);
    for (let i = 0; i < 50; i++) {
      const h = histogram(next, 80 + Math.floor(next() * 40), 20 + Math.floor(next() * 80));
      const facts = hrFacts(h);
      expect(facts).toEqual({
        seconds: histogramSeconds(h),
        heldMax: heldMax(h, MAX_HR_HOLD_S),
        topMean: topMean(h, LTHR_TOP_S),
      });
      expect(hrFacts(h)).toBe(facts);
    }
  });
});

describe('re-scoring a list', () => {
  const next = random(3);
  const rows = Array.from({ length: 120 }, (_, i) =>
    makeSummary({
      id: `a${i}`,
      sport: i % 3 === 0 ? 'ride' : 'run',
      startTime: day(i * 2 + (i % 5)),
      utcOffsetMin: 60,
      movingS: 3000,
      // Every seventh is a manual entry (no product): an estimate from its duration.
      training: i % 7 === 0 ? null : product(next, i % 3 === 0),
    }),
  );
  const changes: ThresholdEntry[][] = [
    [],
    [{ id: 'f', kind: 'ftp', sport: null, value: 240, from: '2000-01-01' }],
    [
      { id: 'f', kind: 'ftp', sport: null, value: 240, from: '2000-01-01' },
      { id: 'l', kind: 'lthr', sport: 'run', value: 168, from: '2024-03-01' },
      { id: 'r', kind: 'restHr', sport: null, value: 48, from: '2024-02-01' },
    ],
  ];

  it('gives what a new list of the same activities gives, change after change', () => {
    const sources = new Set<string>();
    for (const entries of changes) {
      const again = trainingModel(rows, entries, 20_000);
      // New objects throughout (summaries, products, histograms): nothing kept from before applies.
      const fresh = trainingModel(structuredClone(rows), entries, 20_000);
      expect(again.activities).toEqual(fresh.activities);
      expect(again.series).toEqual(fresh.series);
      for (const a of again.activities) sources.add(a.source);
    }
    expect([...sources].sort()).toEqual(['estimate', 'hr', 'power']);
  });

  it('gives the same model again for the same summaries, thresholds and last day, and only then', () => {
    const entries = changes[2]!;
    const model = trainingModel(rows, entries, 20_000);
    expect(trainingModel([...rows], [...entries], 20_000)).toBe(model);
    expect(trainingModel(rows, entries, 20_001)).not.toBe(model);
    const edited = rows.map((r, i) => (i === 5 ? { ...r, movingS: 6000, training: null } : r));
    const other = trainingModel(edited, entries, 20_000);
    expect(model.activities[5]!.source).toBe('hr');
    expect(other.activities[5]).toMatchObject({ source: 'estimate', load: estimatedLoad('run', 6000) });
    // The list a caller changes in place after the call is not taken for the one it was.
    const list = [...rows];
    const first = trainingModel(list, entries, 20_000);
    list.pop();
    expect(trainingModel(list, entries, 20_000).activities.length).toBe(first.activities.length - 1);
  });

  it('lists the activities of a span of days, by day, as a filter over them all would', () => {
    const model = trainingModel(rows, changes[1]!, 20_000);
    const first = model.series!.firstDay;
    const spans = [
      [first - 10, first + 5],
      [first + 30, first + 30],
      [first + 31, first + 31],
      [first + 40, first + 120],
      [first, 20_000],
      [20_001, 20_100],
      [first + 9, first + 3],
    ] as const;
    let listed = 0;
    for (const [from, to] of spans) {
      const expected = model.activities
        .map((a, i) => ({ a, i }))
        .filter(({ a }) => a.day >= from && a.day <= to)
        .sort((x, y) => x.a.day - y.a.day || x.i - y.i)
        .map(({ a }) => a);
      const got = model.between(from, to);
      expect(got).toEqual(expected);
      for (let k = 0; k < got.length; k++) expect(got[k]).toBe(expected[k]);
      listed += got.length;
    }
    expect(listed).toBeGreaterThan(rows.length);
    expect(model.between(first, 20_000).length).toBe(rows.length);
  });

  it('changes the loads the new threshold applies to, and only those', () => {
    const before = trainingModel(rows, changes[1]!).activities;
    const after = trainingModel(rows, changes[2]!).activities;
    const from = Date.UTC(2024, 1, 1) / MS_PER_DAY;
    let changed = 0;
    for (let i = 0; i < rows.length; i++) {
      const [b, a] = [before[i]!, after[i]!];
      if (b.source !== 'hr' || b.day < from) expect(a.load).toBe(b.load);
      else if (a.load !== b.load) changed++;
    }
    expect(changed).toBeGreaterThan(10);
  });
});

describe('the threshold index', () => {
  const index = indexThresholds([
    { id: 'a', kind: 'lthr', sport: null, value: 160, from: '2024-01-01' },
    { id: 'b', kind: 'lthr', sport: 'run', value: 170, from: '2024-03-01' },
    { id: 'c', kind: 'lthr', sport: null, value: 162, from: '2024-06-01' },
    { id: 'd', kind: 'ftp', sport: 'ride', value: 250, from: 'not a date' },
  ]);
  const on = (date: string) =>
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8))) / MS_PER_DAY;

  it("takes the sport's own entry in force, else every sport's, from its day on", () => {
    expect(index.lookup('lthr', 'run', on('2023-12-31'))).toBeNull();
    expect(index.lookup('lthr', 'run', on('2024-01-01'))).toBe(160);
    expect(index.lookup('lthr', 'run', on('2024-02-29'))).toBe(160);
    expect(index.lookup('lthr', 'run', on('2024-03-01'))).toBe(170);
    expect(index.lookup('lthr', 'run', on('2024-07-01'))).toBe(170);
    expect(index.lookup('lthr', 'ride', on('2024-03-01'))).toBe(160);
    expect(index.lookup('lthr', 'ride', on('2024-06-01'))).toBe(162);
  });

  it('ignores an entry without a valid date, and kinds with no entry', () => {
    expect(index.lookup('ftp', 'ride', on('2025-01-01'))).toBeNull();
    expect(index.lookup('maxHr', 'run', on('2025-01-01'))).toBeNull();
  });
});
