import { describe, expect, it } from 'vitest';
import { trackFromPoints, type PointInput } from '../track/track-data';
import { makeSummary } from '../../testing/summary';
import { FATIGUE_DAYS, FITNESS_DAYS, formBand, TRIMP_B, TRIMP_K } from './definitions';
import { FITNESS_ALPHA, fitnessSeries, projection, rampRate } from './fitness';
import { hrHistogram } from './hr-histogram';
import { hrLoad } from './hr-load';
import { trainingDay, trainingModel } from './model';
import { normalizedMean } from './normalized';
import { estimatedLoad, paceLoad, powerLoad } from './score';
import { trainingProduct } from './training-product';

const T0 = Date.UTC(2024, 4, 1, 8);
const MS_PER_DAY = 86_400_000;

/** A stationary-free track: one point a second for `seconds`, moving north at 3 m/s. */
function steadyTrack(seconds: number, at: (s: number) => Partial<PointInput>) {
  const points: PointInput[] = [];
  for (let s = 0; s <= seconds; s++)
    points.push({ lat: 45 + (s * 3) / 111_195, lon: 7, ele: 100, time: T0 + s * 1000, ...at(s) });
  return trackFromPoints(points);
}

const zeros = (n: number): number[] => Array.from({ length: n }, () => 0);

const hrThresholds = { restHr: 50, maxHr: 190, lthr: 165 };

describe('power load', () => {
  it('an hour at exactly FTP scores 100, from the track through NP', () => {
    const product = trainingProduct(steadyTrack(3600, () => ({ power: 250 })));
    expect(product.np).toBeCloseTo(250, 6);
    expect(product.powerS).toBe(3601);
    expect(powerLoad(product.np!, 3600, 250)).toBeCloseTo(100, 9);
  });

  it('NP of intervals is above their average power, and so is their load', () => {
    const series = Float64Array.from({ length: 3600 }, (_, s) => (Math.floor(s / 300) % 2 === 0 ? 350 : 150));
    const np = normalizedMean(series)!;
    expect(np).toBeGreaterThan(250 + 20);
    expect(powerLoad(np, 3600, 250)).toBeGreaterThan(powerLoad(250, 3600, 250));
  });
});

describe('heart-rate load', () => {
  it('an hour at LTHR scores 100', () => {
    const h = hrHistogram(steadyTrack(3600, () => ({ hr: 165 })));
    expect(h).toEqual({ lo: 165, seconds: [3600] });
    expect(hrLoad(h, hrThresholds)).toBeCloseTo(100, 9);
  });

  it("a steady hour's load is the closed form", () => {
    const h = hrHistogram(steadyTrack(3600, () => ({ hr: 140 })));
    const r = (140 - 50) / (190 - 50);
    const rl = (165 - 50) / (190 - 50);
    const closed =
      (100 * (60 * r * TRIMP_K * Math.exp(TRIMP_B * r))) / (60 * rl * TRIMP_K * Math.exp(TRIMP_B * rl));
    expect(hrLoad(h, hrThresholds)).toBeCloseTo(closed, 9);
  });

  it('intervals score higher than their average heart rate held for the same time', () => {
    const intervals = hrHistogram(
      steadyTrack(3600, (s) => ({ hr: Math.floor(s / 300) % 2 === 0 ? 180 : 120 })),
    );
    const steady = hrHistogram(steadyTrack(3600, () => ({ hr: 150 })));
    expect(hrLoad(intervals, hrThresholds)!).toBeGreaterThan(hrLoad(steady, hrThresholds)! + 5);
  });

  it('a pause in the recording counts nothing', () => {
    const points: PointInput[] = [];
    for (let s = 0; s <= 600; s++)
      points.push({ lat: 45, lon: 7, time: T0 + (s < 300 ? s : s + 3600) * 1000, hr: 150 });
    expect(hrHistogram(trackFromPoints(points)).seconds).toEqual([599]);
  });
});

describe('pace and estimated load', () => {
  it('an hour at threshold speed scores 100; an hour at 90 % scores 81', () => {
    expect(paceLoad(4, 3600, 4)).toBeCloseTo(100, 9);
    expect(paceLoad(3.6, 3600, 4)).toBeCloseTo(81, 9);
  });

  it('is never zero for an activity with a duration', () => {
    expect(estimatedLoad('walk', 3600)).toBeGreaterThan(0);
  });
});

describe('fitness, fatigue and form', () => {
  it('a constant daily load L gives fitness L(1 - 1/e) after 42 days', () => {
    const loads = Array.from({ length: FITNESS_DAYS }, (_, d) => ({ day: 1000 + d, load: 80 }));
    const series = fitnessSeries(loads)!;
    expect(series.fitness[FITNESS_DAYS - 1]).toBeCloseTo(80 * (1 - Math.exp(-1)), 9);
    expect(series.fatigue[FATIGUE_DAYS - 1]).toBeCloseTo(80 * (1 - Math.exp(-1)), 9);
  });

  it('days without activities decay, and the projection continues the decay', () => {
    const series = fitnessSeries([{ day: 0, load: 100 }], 30)!;
    expect(series.load.length).toBe(31);
    expect(series.fitness[0]).toBeCloseTo(100 * FITNESS_ALPHA, 12);
    expect(series.fitness[30]).toBeCloseTo(100 * FITNESS_ALPHA * Math.exp(-30 / FITNESS_DAYS), 9);
    expect(series.form[30]).toBeCloseTo(series.fitness[30]! - series.fatigue[30]!, 12);
    const next = projection(series, 30);
    expect(next).toHaveLength(14);
    expect(next[13]!.fitness).toBeCloseTo(100 * FITNESS_ALPHA * Math.exp(-44 / FITNESS_DAYS), 9);
    expect(rampRate(series, 30)).toBeLessThan(0);
  });

  it('form bands follow their definitions', () => {
    expect([20, 0, -20, -40].map(formBand)).toEqual(['fresh', 'neutral', 'productive', 'high-risk']);
  });
});

describe('local days', () => {
  it('a 23:30 activity in Tokyo lands on its Tokyo day, and a 07:00 one too', () => {
    const late = makeSummary({ startTime: Date.UTC(2024, 2, 1, 14, 30), utcOffsetMin: 540 });
    const early = makeSummary({ startTime: Date.UTC(2024, 2, 1, 22, 0), utcOffsetMin: 540 });
    expect(trainingDay(late)).toBe(Date.UTC(2024, 2, 1) / MS_PER_DAY);
    expect(trainingDay(early)).toBe(Date.UTC(2024, 2, 2) / MS_PER_DAY);
    const zoneOnly = makeSummary({
      startTime: Date.UTC(2024, 2, 1, 14, 30),
      utcOffsetMin: null,
      timeZone: 'Asia/Tokyo',
    });
    expect(trainingDay(zoneOnly)).toBe(Date.UTC(2024, 2, 1) / MS_PER_DAY);
  });
});

describe('the model', () => {
  const product = trainingProduct(steadyTrack(3600, () => ({ hr: 165, power: 250 })));
  const day = (d: number) => Date.UTC(2024, 0, 1 + d, 8);

  it('re-scores from dated thresholds: FTP 260 from a date changes only activities from then', () => {
    const rows = [0, 10].map((d, i) =>
      makeSummary({ id: `a${i}`, startTime: day(d), utcOffsetMin: 0, training: product }),
    );
    const entries = [
      { id: 'f1', kind: 'ftp' as const, sport: null, value: 250, from: '2023-01-01' },
      { id: 'f2', kind: 'ftp' as const, sport: null, value: 260, from: '2024-01-05' },
    ];
    const model = trainingModel(rows, entries);
    expect(model.activities.map((a) => a.source)).toEqual(['power', 'power']);
    expect(model.activities[0]!.load).toBeCloseTo((3601 / 3600) * 100, 6);
    expect(model.activities[1]!.load).toBeCloseTo((3601 / 3600) * 100 * (250 / 260) ** 2, 6);
    expect(model.series!.load.length).toBe(11);
  });

  it('uses heart rate without power, and an estimate for a manual entry', () => {
    const hrOnly = { ...product, np: null, best20W: null, powerS: 0 };
    const rows = [
      makeSummary({ id: 'h', startTime: day(0), utcOffsetMin: 0, training: hrOnly }),
      makeSummary({
        id: 'm',
        sport: 'walk',
        startTime: day(1),
        utcOffsetMin: 0,
        movingS: 1800,
        manual: true,
      }),
    ];
    const entries = [
      { id: 'l', kind: 'lthr' as const, sport: null, value: 165, from: '2020-01-01' },
      { id: 'r', kind: 'restHr' as const, sport: null, value: 50, from: '2020-01-01' },
      { id: 'x', kind: 'maxHr' as const, sport: null, value: 190, from: '2020-01-01' },
    ];
    const [hr, manual] = trainingModel(rows, entries).activities;
    expect(hr).toMatchObject({ source: 'hr' });
    expect(hr!.load).toBeCloseTo(100, 6);
    expect(manual).toMatchObject({ source: 'estimate' });
    expect(manual!.load).toBeCloseTo(estimatedLoad('walk', 1800), 9);
  });

  it('estimates an FTP from the best 20 minutes when none is set', () => {
    const rows = [makeSummary({ id: 'a', startTime: day(0), utcOffsetMin: 0, training: product })];
    const model = trainingModel(rows, []);
    expect(model.estimates.ftpOn(Date.UTC(2024, 0, 1) / MS_PER_DAY)).toBeCloseTo(0.95 * 250, 6);
  });
});

describe('time in zones', () => {
  it('puts each bpm in its zone of the LTHR, by week', async () => {
    const { zonesByPeriod, zoneSeconds } = await import('./zones');
    // LTHR 160: Z1 < 136, Z2 136-143, Z3 144-151, Z4 152-159, Z5 >= 160.
    const h = { lo: 135, seconds: [10, 20, ...zeros(7), 30, ...zeros(15), 40] };
    expect(Array.from(zoneSeconds(h, 160))).toEqual([10, 20, 30, 0, 40]);
    const monday = Date.UTC(2024, 2, 4) / MS_PER_DAY;
    const buckets = zonesByPeriod(
      [
        { kind: 'hr', day: monday + 1, hist: h, threshold: 160 },
        { kind: 'hr', day: monday + 6, hist: h, threshold: 160 },
        { kind: 'hr', day: monday + 7, hist: h, threshold: null },
      ],
      'week',
    );
    expect(buckets).toEqual([{ start: monday, seconds: [20, 40, 60, 0, 80] }]);
    const { lastPeriods } = await import('./zones');
    // Three weeks up to the week after: the empty week is kept as a gap, none before the span.
    const shown = lastPeriods(buckets, 'week', monday - 3, monday + 14, 5, 5);
    expect(shown).toEqual([
      { start: monday - 7, seconds: [0, 0, 0, 0, 0] },
      { start: monday, seconds: [20, 40, 60, 0, 80] },
      { start: monday + 7, seconds: [0, 0, 0, 0, 0] },
      { start: monday + 14, seconds: [0, 0, 0, 0, 0] },
    ]);
    expect(lastPeriods(buckets, 'month', monday, monday + 40, 1, 5).map((b) => b.start)).toEqual([
      Date.UTC(2024, 3, 1) / MS_PER_DAY,
    ]);
  });

  it('counts each 1 Hz second of power in its 5 W bin, from the track', async () => {
    const { powerHistogram } = await import('./power-histogram');
    // Samples at 200 W for seconds 0-600, 0 W (coasting) for 601-1200, no power for 1201-1500.
    const track = steadyTrack(1500, (s) => ({ power: s <= 600 ? 200 : s <= 1200 ? 0 : undefined }));
    const product = trainingProduct(track);
    expect(product.power.lo).toBe(0);
    const secondsAt = (w: number) => product.power.seconds[w / 5] ?? 0;
    expect(secondsAt(200)).toBe(601);
    expect(secondsAt(0)).toBe(600);
    expect(product.power.seconds.reduce((a, b) => a + b, 0)).toBe(product.powerS);
    expect(powerHistogram(Float32Array.from([NaN, 7.5, 9.99, 2500, 12]))).toEqual({
      lo: 1,
      seconds: [2, 1, ...zeros(497), 1],
    });
    expect(powerHistogram(Float32Array.from([NaN]))).toEqual({ lo: 0, seconds: [] });
  });

  it('puts power in the zones of the FTP, splitting a 5 W step a boundary cuts', async () => {
    const { powerZoneSeconds, zonesByPeriod } = await import('./zones');
    // FTP 250: Z2 from 137.5 W, Z3 from 187.5, Z4 from 225, Z5 from 262.5, Z6 from 300, Z7 from 375.
    // 100 s in 135-140 W: 2.5 W below 137.5 (Z1) and 2.5 W above (Z2).
    const h = { lo: 27, seconds: [100, ...zeros(12), 40, ...zeros(10), 60, ...zeros(24), 30] };
    // Bins: 27 → 135 W, 40 → 200 W (Z3), 51 → 255 W (Z4), 76 → 380 W (Z7).
    expect(Array.from(powerZoneSeconds(h, 250))).toEqual([50, 50, 40, 60, 0, 0, 30]);
    // An hour at exactly 200 W with an FTP of 200 is all in Z4 (90-105 %).
    expect(Array.from(powerZoneSeconds({ lo: 40, seconds: [3600] }, 200))).toEqual([0, 0, 0, 3600, 0, 0, 0]);
    const firstOfMarch = Date.UTC(2024, 2, 1) / MS_PER_DAY;
    const buckets = zonesByPeriod(
      [
        { kind: 'power', day: firstOfMarch + 3, hist: h, threshold: 250 },
        { kind: 'power', day: firstOfMarch + 30, hist: { lo: 40, seconds: [3600] }, threshold: 200 },
        { kind: 'power', day: firstOfMarch + 31, hist: h, threshold: null },
      ],
      'month',
    );
    expect(buckets).toEqual([{ start: firstOfMarch, seconds: [50, 50, 40, 3660, 0, 0, 30] }]);
  });
});

describe('aerobic decoupling and estimates', () => {
  it('gives the drift of power per beat of a steady two hours, and nothing for intervals or an hour less', async () => {
    const { decouplingOf } = await import('./decoupling');
    const n = 7200;
    const power = Float32Array.from({ length: n }, () => 200);
    // Heart rate 140 in the first hour, 147 in the second: 200/140 against 200/147, 4.76 % drift.
    const hr = Float32Array.from({ length: n }, (_, s) => (s < n / 2 ? 140 : 147));
    expect(decouplingOf(power, hr, 'power')!.pct).toBeCloseTo((1 - 140 / 147) * 100, 6);
    const intervals = Float32Array.from({ length: n }, (_, s) => (Math.floor(s / 300) % 2 === 0 ? 320 : 80));
    expect(decouplingOf(intervals, hr, 'power')).toBeNull();
    expect(decouplingOf(power.subarray(0, 3000), hr.subarray(0, 3000), 'power')).toBeNull();
  });

  it('takes a maximum held 10 s (a one-second spike is not one) and an LTHR from the top 20 minutes', async () => {
    const { heldMax, topMean } = await import('./estimates');
    const h = { lo: 150, seconds: [1800, ...zeros(9), 600, ...zeros(29), 1] };
    expect(heldMax(h, 10)).toBe(160);
    expect(topMean(h, 1200)).toBeCloseTo((600 * 160 + 1 * 190 + 599 * 150) / 1200, 9);
    expect(topMean({ lo: 150, seconds: [600] }, 1200)).toBeNull();
  });
});
