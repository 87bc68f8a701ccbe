import { describe, expect, it } from 'vitest';
import { DAY_MS, decideRate, enforceRate, type RatePolicy, type RateState } from './rate-limit';
import { FakeBackend } from './testing-fakes';

const POLICY: RatePolicy = { minIntervalMs: 60_000, perDay: 3 };
const T0 = Date.UTC(2026, 10, 25, 12);

describe('decideRate', () => {
  it('accepts a first call and starts a window', () => {
    expect(decideRate(undefined, T0, POLICY)).toEqual({
      allowed: true,
      next: { lastMs: T0, windowStartMs: T0, count: 1 },
    });
  });

  it('refuses a call inside the minimum interval, with the exact wait', () => {
    const state: RateState = { lastMs: T0, windowStartMs: T0, count: 1 };
    expect(decideRate(state, T0 + 59_000, POLICY)).toEqual({ allowed: false, retryAfterMs: 1000 });
    expect(decideRate(state, T0 + 60_000, POLICY)).toMatchObject({ allowed: true, next: { count: 2 } });
  });

  it('refuses the call past the daily budget until the window ends, then starts a new window', () => {
    let state: RateState | undefined;
    for (let i = 0; i < 3; i++) {
      const d = decideRate(state, T0 + i * 60_000, POLICY);
      if (!d.allowed) throw new Error('should be allowed');
      state = d.next;
    }
    const refused = decideRate(state, T0 + 10 * 60_000, POLICY);
    expect(refused).toEqual({ allowed: false, retryAfterMs: DAY_MS - 10 * 60_000 });
    expect(decideRate(state, T0 + DAY_MS, POLICY)).toEqual({
      allowed: true,
      next: { lastMs: T0 + DAY_MS, windowStartMs: T0 + DAY_MS, count: 1 },
    });
  });

  it('starts over when the stored window lies in the future (a clock moved back)', () => {
    const state: RateState = { lastMs: T0 + 5000, windowStartMs: T0 + 5000, count: 3 };
    expect(decideRate(state, T0, POLICY)).toMatchObject({ allowed: true, next: { count: 1 } });
  });
});

describe('enforceRate', () => {
  it('stores the state of accepted calls per user and function and refuses with resource-exhausted', async () => {
    const b = new FakeBackend();
    await enforceRate(b, 'alice', 'rebuildHeatIndex', POLICY, T0);
    await enforceRate(b, 'bob', 'rebuildHeatIndex', POLICY, T0 + 1000);
    await enforceRate(b, 'alice', 'deleteAccountData', POLICY, T0 + 1000);
    await expect(enforceRate(b, 'alice', 'rebuildHeatIndex', POLICY, T0 + 30_000)).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: 'rebuildHeatIndex was called too often: try again in 30 s.',
    });
    expect(b.rates.get('alice/rebuildHeatIndex')).toEqual({ lastMs: T0, windowStartMs: T0, count: 1 });
  });
});
