/**
 * Errors of the callable Cloud Functions in plain words (issue 21: "rebuildHeatIndex: internal [0]"
 * is what a person saw when the functions could not be reached).
 *
 * The Functions SDK rejects with a FunctionsError whose `code` is `functions/<code>` and whose
 * message is `<description> [<HTTP status>]`, where the description is the server's message when
 * the function threw an HttpsError with one (ours always do, in plain words: see
 * functions/src/handlers/callable.ts), else the code's name or "Backend error status: …". Status 0
 * means no answer at all (network down, functions not deployed or not served, CORS refused).
 *
 * Rule: the server's own sentence is kept when there is one (it says what to do, e.g. when the rate
 * limit lets the call run again), except for `internal`; otherwise the code's sentence below. Every FunctionsErrorCode has
 * one. Each message starts with what was being done ("Rebuilding the heatmap index failed: ").
 */
import type { FunctionsErrorCodeCore } from 'firebase/functions';
import { errorCode } from './contract/error-code';

/** HTTP status the SDK reports when no response arrived. */
export const NO_ANSWER_STATUS = 0;

/** What each callable does, as the start of its error line. */
export const CALLABLE_LABELS: Readonly<Record<string, string>> = {
  rebuildHeatIndex: 'Rebuilding the heatmap index',
  deleteAccountData: 'Deleting your cloud data',
};

export const UNREACHABLE_SENTENCE =
  'the cloud functions did not answer. Check the network; if it works, the functions may not be deployed (README, "Deploy"). Then try again.';

/** One sentence per FunctionsErrorCode (without the `functions/` prefix). */
export const CALLABLE_SENTENCES: Readonly<Record<Exclude<FunctionsErrorCodeCore, 'ok'>, string>> = {
  cancelled: 'the call was cancelled before it finished. Try again.',
  unknown: 'the cloud function failed for an unknown reason. Try again in a minute.',
  'invalid-argument':
    'the cloud function did not accept the request (the app and the deployed functions may be of different versions). Reload the page and try again.',
  'deadline-exceeded': 'the cloud function did not finish in time. Try again later.',
  'not-found':
    'this function is not deployed in the Firebase project (run `firebase deploy --only functions`).',
  'already-exists': 'what the cloud function was asked to create already exists.',
  'permission-denied':
    'the cloud function refused this app (App Check: check VITE_FIREBASE_APPCHECK_SITE_KEY, see README). Reload the page and try again.',
  'resource-exhausted': 'you asked for this too often in a short time. Wait a minute, then try again.',
  'failed-precondition': 'the cloud function cannot do this right now. Reload the page and try again.',
  aborted: 'the cloud function stopped because of a conflicting change. Try again.',
  'out-of-range': 'the cloud function was asked for something out of range. Reload the page and try again.',
  unimplemented: 'the deployed functions do not offer this. Deploy the functions of this version again.',
  internal:
    'the cloud function failed on the server; the details are in the function logs (Firebase console). Try again later.',
  unavailable: 'the cloud functions cannot be reached (offline?). Try again when the network is back.',
  'data-loss': 'the cloud function lost data while answering. Try again.',
  unauthenticated: 'your sign-in has expired. Sign out, sign in again, then retry.',
};

const STATUS_SUFFIX = / \[(\d+)\]$/;

/** The server's own sentence, or null when the message is only the SDK's default for the code. */
function serverSentence(message: string, code: string): string | null {
  const text = message.replace(STATUS_SUFFIX, '').trim();
  if (text === '' || text.toLowerCase() === code) return null;
  if (/^(Unknown )?[Bb]ackend error status/.test(text)) return null;
  return text;
}

/** One line saying what failed and what to do. */
export function describeCallableError(name: string, error: unknown): Error {
  const label = CALLABLE_LABELS[name] ?? `The cloud function ${name}`;
  const full = errorCode(error) ?? '';
  const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
  if (!full.startsWith('functions/')) return new Error(`${label} failed: ${message}`);
  const code = full.slice('functions/'.length);
  const status = Number(STATUS_SUFFIX.exec(message)?.[1] ?? Number.NaN);
  if (status === NO_ANSWER_STATUS) return new Error(`${label} failed: ${UNREACHABLE_SENTENCE}`);
  // An unexpected failure's server text names internals (logged there): the sentence says it better.
  const own = code === 'internal' ? null : serverSentence(message, code);
  const sentence = own ?? (CALLABLE_SENTENCES as Record<string, string>)[code] ?? CALLABLE_SENTENCES.unknown;
  return new Error(`${label} failed: ${sentence}`);
}
