/**
 * Per-user rate limits of the callable functions.
 *
 * Each function has a policy: at least MIN_INTERVAL between two calls of one user, and at most
 * PER_DAY calls in a rolling 24 h window counted from the first call of the window. The state is
 * one small record per user and function (kept by the Admin SDK in Firestore, under the user's
 * own tree where clients cannot read or write it: see firestore.rules). A refused call costs one
 * document read and no write; the function's real work never starts.
 *
 * The decision is a pure function of the previous state and the clock, so it is tested without any
 * server; the port applies it atomically (a Firestore transaction in admin-ports.ts).
 */
import { CallableError } from './callable';

export interface RatePolicy {
  /** Shortest time between two accepted calls. */
  minIntervalMs: number;
  /** Accepted calls per rolling 24 h window. */
  perDay: number;
}

export interface RateState {
  /** When the last accepted call started. */
  lastMs: number;
  /** When the current 24 h window started. */
  windowStartMs: number;
  /** Accepted calls in the current window. */
  count: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * rebuildHeatIndex reads every activity's files: one rebuild a minute is plenty for a person
 * (the app calls it after imports), and 30 a day bounds what a stolen session can cost.
 */
export const REBUILD_HEAT_INDEX_POLICY: RatePolicy = { minIntervalMs: 60_000, perDay: 30 };
/**
 * Accounts younger than NEW_ACCOUNT_MS get fewer rebuilds a day: all users share one small pool of
 * instances (functions/src/index.ts: at most 5, each call up to 300 s), and an account made only to
 * call the function costs nothing to create. A new account imports a few files at a time; 5 a day
 * is enough for that, and bounds what a batch of fresh accounts can take from everyone else.
 */
export const REBUILD_HEAT_INDEX_NEW_ACCOUNT_POLICY: RatePolicy = { minIntervalMs: 60_000, perDay: 5 };
export const NEW_ACCOUNT_MS = 7 * 24 * 60 * 60 * 1000;

/** When the account was created (the Auth record), or undefined when it is unknown. */
export interface AccountAgePort {
  accountCreatedMs(uid: string): Promise<number | undefined>;
}

/** The policy for an account created at `createdMs`: an unknown age counts as new. */
export function policyForAge(
  createdMs: number | undefined,
  nowMs: number,
  established: RatePolicy,
  young: RatePolicy,
): RatePolicy {
  return createdMs !== undefined && nowMs - createdMs >= NEW_ACCOUNT_MS ? established : young;
}
/** deleteAccountData is idempotent; retries after a partial failure are the only reason to repeat it. */
export const DELETE_ACCOUNT_DATA_POLICY: RatePolicy = { minIntervalMs: 10_000, perDay: 20 };

export type RateDecision = { allowed: true; next: RateState } | { allowed: false; retryAfterMs: number };

export function decideRate(previous: RateState | undefined, nowMs: number, policy: RatePolicy): RateDecision {
  if (!previous || nowMs - previous.windowStartMs >= DAY_MS || nowMs < previous.windowStartMs) {
    return { allowed: true, next: { lastMs: nowMs, windowStartMs: nowMs, count: 1 } };
  }
  const sinceLast = nowMs - previous.lastMs;
  if (sinceLast < policy.minIntervalMs)
    return { allowed: false, retryAfterMs: policy.minIntervalMs - sinceLast };
  if (previous.count >= policy.perDay) {
    return { allowed: false, retryAfterMs: previous.windowStartMs + DAY_MS - nowMs };
  }
  return { allowed: true, next: { ...previous, lastMs: nowMs, count: previous.count + 1 } };
}

export interface RateLimitPort {
  /**
   * Atomically reads this user's state for `name`, applies `decide` and stores the next state when
   * the call is allowed. Resolves with the decision.
   */
  takeRate(
    uid: string,
    name: string,
    decide: (previous: RateState | undefined) => RateDecision,
  ): Promise<RateDecision>;
}

/** Throws 'resource-exhausted' with the wait in words when the user called too often. */
export async function enforceRate(
  port: RateLimitPort,
  uid: string,
  name: string,
  policy: RatePolicy,
  nowMs: number,
): Promise<void> {
  const decision = await port.takeRate(uid, name, (previous) => decideRate(previous, nowMs, policy));
  if (!decision.allowed) {
    throw new CallableError(
      'resource-exhausted',
      `${name} was called too often: try again in ${describeWait(decision.retryAfterMs)}.`,
    );
  }
}

function describeWait(ms: number): string {
  const s = Math.ceil(ms / 1000);
  if (s < 120) return `${s} s`;
  const min = Math.ceil(s / 60);
  return min < 120 ? `${min} min` : `${Math.ceil(min / 60)} h`;
}
