/**
 * What a callable handler sees and throws, without the Firebase SDK: the wiring (../index.ts) maps
 * CallableRequest from firebase-functions' request and CallableError to HttpsError (same codes).
 */
import type { z } from 'zod';
import { describeZodError } from '../../../src/data/schemas';

/** The subset of Firebase's FunctionsErrorCode the handlers use. */
export type CallableErrorCode =
  'unauthenticated' | 'invalid-argument' | 'failed-precondition' | 'resource-exhausted' | 'internal';

export class CallableError extends Error {
  constructor(
    readonly code: CallableErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'CallableError';
  }
}

export interface CallableRequest {
  /** Present when the caller is signed in (Firebase verified the ID token). */
  auth?: { uid: string } | null;
  data: unknown;
}

/** The caller's uid; a signed-out caller gets 'unauthenticated'. */
export function requireUid(request: CallableRequest): string {
  const uid = request.auth?.uid;
  if (typeof uid !== 'string' || uid.length === 0)
    throw new CallableError('unauthenticated', 'Sign in first: this function works only on your own data.');
  return uid;
}

/** Parses the request data; anything else gets 'invalid-argument' with the reason in one line. */
export function parseInput<T>(schema: z.ZodType<T>, data: unknown): T {
  const parsed = schema.safeParse(data ?? {});
  if (!parsed.success)
    throw new CallableError('invalid-argument', `Invalid request: ${describeZodError(parsed.error)}`);
  return parsed.data;
}
