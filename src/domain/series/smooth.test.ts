import { describe, expect, it } from 'vitest';
import { POWER_SMOOTH_S, trailingMeanByTime } from './smooth';

/** Times of `n` points one second apart, epoch ms. */
const seconds = (n: number, t0 = 1_700_000_000_000) => Array.from({ length: n }, (_, i) => t0 + i * 1000);

describe('trailingMeanByTime (the power drawn on the activity page)', () => {
  it('keeps a constant power as it is', () => {
    const out = trailingMeanByTime(new Array(30).fill(200), seconds(30), POWER_SMOOTH_S);
    expect([...out]).toEqual(new Array(30).fill(200));
  });

  it('draws the mean of a pedal-stroke swing once the window is full', () => {
    const swing = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 100 : 300));
    const out = trailingMeanByTime(swing, seconds(40), 10);
    // From the tenth point on, (t − 10 s, t] holds five of each.
    for (let p = 9; p < 40; p++) expect(out[p]).toBe(200);
    expect(out[0]).toBe(100);
    expect(out[1]).toBe(200);
  });

  it('rises over the window after a step, by the share of the window at the new power', () => {
    const step = Array.from({ length: 40 }, (_, i) => (i < 20 ? 0 : 300));
    const out = trailingMeanByTime(step, seconds(40), 10);
    expect(out[19]).toBe(0);
    expect(out[24]).toBe(150); // (14 s, 24 s]: points 15..24, five of them at 300 W
    expect(out[29]).toBe(300);
  });

  it('leaves out missing values and windows by time, not by count, over a gap', () => {
    const time = [...seconds(5), ...seconds(5, 1_700_000_000_000 + 60_000)];
    const power = [100, NaN, 100, 100, 100, 400, 400, NaN, 400, 400];
    const out = trailingMeanByTime(power, time, 10);
    expect(out[1]).toBe(100);
    expect(out[4]).toBe(100);
    expect(out[5]).toBe(400); // a minute later: the earlier points have left the window
    expect(out[9]).toBe(400);
  });

  it('keeps the own value of a point without a time, and starts again when time goes back', () => {
    const time = [0, 1000, NaN, 2000, 500, 1500];
    const power = [100, 200, 999, 300, 50, 150];
    const out = trailingMeanByTime(power, time, 10);
    expect(out[2]).toBe(999);
    expect(out[3]).toBe(200); // 100, 200, 300: the timeless point is not in the window
    expect(out[4]).toBe(50);
    expect(out[5]).toBe(100);
  });
});
