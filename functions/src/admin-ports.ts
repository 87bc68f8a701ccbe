/**
 * The handler ports over the Firebase Admin SDK (thin: no logic beyond translating calls).
 * Excluded from the root typecheck and lint (firebase-admin is installed in functions/ only);
 * checked by `npm --prefix functions run typecheck`.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { AccountDataPort } from './handlers/delete-account-data';
import type { RateLimitPort, RateState } from './handlers/rate-limit';
import type { HeatIndexPort } from './handlers/rebuild-heat-index';

// Clients are looked up on first use, so a request refused by the handler (signed out, bad input)
// never touches the Admin SDK.
const db = () => getFirestore();
const bucket = () => getStorage().bucket();

function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code: unknown }).code === 404
  );
}

/**
 * Rate-limit state in users/{uid}/limits/{name}: clients can neither read nor write it (no rule
 * matches that path), and deleteAccountData's recursive delete removes it with the rest.
 */
function adminRateLimitPort(): RateLimitPort {
  return {
    takeRate(uid, name, decide) {
      const ref = db().doc(`users/${uid}/limits/${name}`);
      return db().runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        const decision = decide(snap.exists ? (snap.data() as RateState) : undefined);
        if (decision.allowed) tx.set(ref, decision.next);
        return decision;
      });
    },
  };
}

export function adminAccountDataPort(): AccountDataPort & RateLimitPort {
  return {
    ...adminRateLimitPort(),
    async deleteDocumentTree(path) {
      let deleted = 0;
      const writer = db().bulkWriter();
      writer.onWriteResult(() => {
        deleted += 1;
      });
      await db().recursiveDelete(db().doc(path), writer);
      await writer.close();
      return deleted;
    },
    async deleteFiles(prefix) {
      const [files] = await bucket().getFiles({ prefix });
      await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
      return files.length;
    },
  };
}

export function adminHeatIndexPort(): HeatIndexPort & RateLimitPort {
  return {
    ...adminRateLimitPort(),
    async listLiveTracks(uid) {
      const snapshot = await db()
        .collection(`users/${uid}/tracks`)
        .where('deleted', '==', false)
        .select('statsVersion', 'part', 'fileName')
        .get();
      return snapshot.docs.map((d) => {
        const fileName: unknown = d.get('fileName');
        return {
          id: d.id,
          statsVersion: Number(d.get('statsVersion')),
          part: (d.get('part') as unknown) ?? null,
          fileName: typeof fileName === 'string' ? fileName : '',
        };
      });
    },
    async readFile(path) {
      try {
        const [buffer] = await bucket().file(path).download();
        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async writeFile(path, bytes, contentType) {
      await bucket()
        .file(path)
        .save(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
          contentType,
          resumable: false,
        });
    },
  };
}
