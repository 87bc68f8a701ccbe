/**
 * The handler ports over the Firebase Admin SDK (thin: no logic beyond translating calls).
 * Excluded from the root typecheck and lint (firebase-admin is installed in functions/ only);
 * checked by `npm --prefix functions run typecheck`.
 */
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { AccountDataPort } from './handlers/delete-account-data';
import type { AccountAgePort, RateLimitPort, RateState } from './handlers/rate-limit';
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
 * Rate-limit state in rateLimits/{uid}/calls/{name}: outside users/{uid}, so deleteAccountData's
 * recursive delete of users/{uid} never removes it (it did: the limit then never held after a
 * successful call, and rebuildHeatIndex's daily count reset; issue 40). Clients can neither read
 * nor write it (firestore.rules denies every path it does not match).
 */
export const rateLimitPath = (uid: string, name: string) => `rateLimits/${uid}/calls/${name}`;

function adminRateLimitPort(): RateLimitPort {
  return {
    takeRate(uid, name, decide) {
      const ref = db().doc(rateLimitPath(uid, name));
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
    async revokeSharedPages(uid) {
      const entries = await db().collection(`users/${uid}/shares`).listDocuments();
      const writer = db().bulkWriter();
      for (const entry of entries) void writer.set(db().doc(`shares/${entry.id}`), { v: 1, revoked: true });
      await writer.close();
      return entries.length;
    },
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

export function adminHeatIndexPort(): HeatIndexPort & RateLimitPort & AccountAgePort {
  return {
    ...adminRateLimitPort(),
    async accountCreatedMs(uid) {
      const created = Date.parse((await getAuth().getUser(uid)).metadata.creationTime);
      return Number.isFinite(created) ? created : undefined;
    },
    async listLiveTracks(uid, limit) {
      const snapshot = await db()
        .collection(`users/${uid}/tracks`)
        .where('deleted', '==', false)
        .select('statsVersion', 'part', 'fileName')
        .limit(limit)
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
    async readFile(path, maxBytes) {
      try {
        const file = bucket().file(path);
        // The stored size first: a file over the limit is never downloaded.
        const [metadata] = await file.getMetadata();
        const size = Number(metadata.size);
        if (!(size <= maxBytes))
          throw new Error(`the file holds ${size} bytes, more than ${maxBytes}: not read`);
        const [buffer] = await file.download();
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
