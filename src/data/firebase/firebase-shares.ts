/**
 * Read-only links on Firestore (issue 37; data/share-schemas.ts has the documents, firestore.rules
 * the rules). A link's page is shares/{id}, readable by anyone who has the id; the owner's list is
 * users/{uid}/shares/{id}. Both are written in one batch, and the write waits for the server (a link
 * that only sits in this device's queue would open nothing for its recipient), so offline it is
 * refused at once with a clear message instead of hanging. The link's page is read signed out by
 * share-reader.ts (Firestore Lite).
 */
import { Bytes, collection, doc, getDocs, writeBatch, type Firestore } from 'firebase/firestore';
import { encodeSharedCurves } from '../../domain/share/shared-curves';
import { encodeSharedPath, encodeSharedProfile } from '../../domain/share/shared-page';
import { encodeSharedEfforts } from '../../domain/share/shared-segment';
import { randomId } from '../collection-rules';
import { describeZodError } from '../schemas';
import {
  liveSharedPageDocSchema,
  SHARE_DOC_VERSION,
  SHARE_ID_PATTERN,
  shareEntrySchema,
  sharedReviewFiguresSchema,
} from '../share-schemas';
import type { SharedPage, ShareEntry, ShareStore } from '../track-store';

export const SHARE_OFFLINE_MESSAGE =
  'You are offline: a link can be made or revoked once this device is back online.';

export function createFirebaseShares(
  db: Firestore,
  uid: string,
  deps: { now: () => number; isOnline: () => boolean },
): ShareStore {
  const mine = collection(db, 'users', uid, 'shares');
  const online = () => {
    if (!deps.isOnline()) throw new Error(SHARE_OFFLINE_MESSAGE);
  };
  return {
    available: true,
    async createShare(page, targetId) {
      online();
      const id = randomId();
      const createdAt = deps.now();
      const parsed = liveSharedPageDocSchema.safeParse(shareDoc(page, createdAt));
      if (!parsed.success) throw new Error(`This page cannot be shared: ${describeZodError(parsed.error)}`);
      const entry: ShareEntry = {
        id,
        kind: parsed.data.kind,
        targetId,
        title: parsed.data.title,
        createdAt,
        revokedAt: null,
      };
      const checked = shareEntrySchema.safeParse(entry);
      if (!checked.success) throw new Error(`This page cannot be shared: ${describeZodError(checked.error)}`);
      const batch = writeBatch(db);
      batch.set(doc(db, 'shares', id), parsed.data);
      batch.set(doc(mine, id), checked.data);
      await batch.commit();
      return checked.data;
    },
    async listShares() {
      const snapshot = await getDocs(mine);
      const entries = snapshot.docs.flatMap((d) => {
        const parsed = shareEntrySchema.safeParse(d.data());
        if (parsed.success) return [parsed.data];
        console.warn('Skipped a malformed stored share');
        return [];
      });
      return entries.sort((a, b) => b.createdAt - a.createdAt);
    },
    async revokeShare(id) {
      online();
      if (!SHARE_ID_PATTERN.test(id)) throw new Error('Not a share link id.');
      const batch = writeBatch(db);
      batch.set(doc(db, 'shares', id), { v: SHARE_DOC_VERSION, revoked: true });
      batch.update(doc(mine, id), { revokedAt: deps.now() });
      await batch.commit();
    },
  };
}

/** The page's document: the fields every kind has, then its kind's own (share-schemas.ts). */
function shareDoc(page: SharedPage, createdAt: number) {
  return {
    v: SHARE_DOC_VERSION,
    revoked: false,
    kind: page.kind,
    createdAt,
    title: page.title,
    ...pageFields(page),
  };
}

function pageFields(page: SharedPage) {
  switch (page.kind) {
    case 'curves':
      return { view: page.view, curves: Bytes.fromUint8Array(encodeSharedCurves(page.lines)) };
    case 'review':
      return {
        figures: JSON.stringify(checkedReviewFigures(page.figures)),
        toleranceM: page.toleranceM,
        paths: Bytes.fromUint8Array(encodeSharedPath(page.paths)),
      };
    case 'segment':
      return {
        distanceM: page.distanceM,
        elevationGainM: page.elevationGainM,
        avgGradePct: page.avgGradePct,
        maxGradePct: page.maxGradePct,
        path: Bytes.fromUint8Array(encodeSharedPath(page.path)),
        efforts: Bytes.fromUint8Array(encodeSharedEfforts(page.efforts)),
      };
    case 'activity':
      return {
        sport: page.sport,
        startTime: page.startTime,
        utcOffsetMin: page.utcOffsetMin,
        timeZone: page.timeZone,
        figures: { ...page.figures },
        path: Bytes.fromUint8Array(encodeSharedPath(page.path)),
        profile: Bytes.fromUint8Array(encodeSharedProfile(page.profile)),
      };
  }
}

/** A year's figures as its schema takes them (the reader checks them the same way). */
function checkedReviewFigures(figures: unknown) {
  const parsed = sharedReviewFiguresSchema.safeParse(figures);
  if (!parsed.success) throw new Error(`This page cannot be shared: ${describeZodError(parsed.error)}`);
  return parsed.data;
}
