import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  decideRate,
  enforceRate,
  NEW_ACCOUNT_MS,
  policyForAge,
  REBUILD_HEAT_INDEX_NEW_ACCOUNT_POLICY,
  REBUILD_HEAT_INDEX_POLICY,
  type RatePolicy,
  type RateState,
} from './rate-limit';
import { rebuildHeatIndex } from './rebuild-heat-index';
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

describe('policyForAge (issue 40: fewer rebuilds a day for new accounts)', () => {
  const now = Date.UTC(2026, 0, 10);
  it('gives the smaller policy to an account younger than NEW_ACCOUNT_MS, and to one of unknown age', () => {
    const young = REBUILD_HEAT_INDEX_NEW_ACCOUNT_POLICY;
    const old = REBUILD_HEAT_INDEX_POLICY;
    expect(young.perDay).toBeLessThan(old.perDay);
    expect(policyForAge(now - NEW_ACCOUNT_MS + 1, now, old, young)).toBe(young);
    expect(policyForAge(now - NEW_ACCOUNT_MS, now, old, young)).toBe(old);
    expect(policyForAge(undefined, now, old, young)).toBe(young);
  });

  it('rebuildHeatIndex refuses a new account past its smaller daily count, and lets an old one go on', async () => {
    const b = new FakeBackend();
    b.createdMs.set('new', now - DAY_MS);
    const spent: RateState = {
      lastMs: now - 3_600_000,
      windowStartMs: now - 7_200_000,
      count: REBUILD_HEAT_INDEX_NEW_ACCOUNT_POLICY.perDay,
    };
    b.rates.set('new/rebuildHeatIndex', spent);
    b.rates.set('old/rebuildHeatIndex', spent);
    await expect(rebuildHeatIndex({ auth: { uid: 'new' }, data: {} }, b, now)).rejects.toMatchObject({
      code: 'resource-exhausted',
    });
    await expect(rebuildHeatIndex({ auth: { uid: 'old' }, data: {} }, b, now)).resolves.toMatchObject({
      indexed: 0,
    });
  });
});
