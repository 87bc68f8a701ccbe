/**
 * deleteAccountData: removes every Firestore document under users/{uid} and every Cloud Storage
 * file under users/{uid}/ of the signed-in caller, after emptying every read-only link they made
 * (shares/{id}, issue 37) to { v: 1, revoked: true }: those pages live outside users/{uid}, and
 * must not outlive the account. The caller's uid comes from the verified token,
 * never from the input, so nobody can delete another user's data. Idempotent: running it again
 * after a partial failure finishes the job.
 */
import {
  deleteAccountDataInputSchema,
  type DeleteAccountDataResult,
} from '../../../src/data/firebase/contract/callable-contract';
import { userPrefix } from '../../../src/data/firebase/contract/storage-paths';
import { CallableError, parseInput, requireUid, type CallableRequest } from './callable';
import { DELETE_ACCOUNT_DATA_POLICY, enforceRate, type RateLimitPort } from './rate-limit';

export interface AccountDataPort {
  /**
   * Empties every shared page listed under users/{uid}/shares to { v: 1, revoked: true } (the
   * link then shows "no longer shared"); resolves with how many.
   */
  revokeSharedPages(uid: string): Promise<number>;
  /** Deletes the document at this path and everything below it; resolves with how many documents went. */
  deleteDocumentTree(path: string): Promise<number>;
  /** Deletes every file whose path starts with this prefix; resolves with how many went. */
  deleteFiles(prefix: string): Promise<number>;
}

export async function deleteAccountData(
  request: CallableRequest,
  port: AccountDataPort & RateLimitPort,
  nowMs = Date.now(),
): Promise<DeleteAccountDataResult> {
  const uid = requireUid(request);
  parseInput(deleteAccountDataInputSchema, request.data);
  await enforceRate(port, uid, 'deleteAccountData', DELETE_ACCOUNT_DATA_POLICY, nowMs);
  // Shared pages first: their list is under users/{uid}, which goes next.
  try {
    await port.revokeSharedPages(uid);
  } catch (error) {
    throw new CallableError(
      'internal',
      `Could not stop sharing your links (nothing was deleted; try again): ${oneLine(error)}`,
    );
  }
  // Documents next: once they are gone the app shows nothing, even if file removal fails midway.
  let documentsDeleted: number;
  try {
    documentsDeleted = await port.deleteDocumentTree(`users/${uid}`);
  } catch (error) {
    throw new CallableError(
      'internal',
      `Could not delete your documents (nothing else was touched; try again): ${oneLine(error)}`,
    );
  }
  try {
    return { documentsDeleted, filesDeleted: await port.deleteFiles(userPrefix(uid)) };
  } catch (error) {
    throw new CallableError(
      'internal',
      `Your documents were deleted but some files were not (try again to finish): ${oneLine(error)}`,
    );
  }
}

function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}
