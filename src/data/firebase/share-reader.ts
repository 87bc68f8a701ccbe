/**
 * The signed-out page of a read-only link (issue 37) reads its one document with Firestore Lite: a
 * single REST request, no Auth, no persistent cache, no listen channel, and a fraction of the full
 * SDK's JavaScript (bench share-open). Loaded on demand by src/data/index.ts's loadShareReader, so
 * neither local mode nor the signed-in app downloads it. The rules are the same: anyone with the id
 * may read shares/{id}. A malformed id is 'missing' without a read; a stored page that does not
 * parse or decode rejects with SharedPageFormatError.
 */
import { initializeApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import { connectFirestoreEmulator, doc, getDoc, getFirestore } from 'firebase/firestore/lite';
import { decodeSharedCurves } from '../../domain/share/shared-curves';
import { decodeSharedPath, decodeSharedProfile, SharedPageFormatError } from '../../domain/share/shared-page';
import { describeZodError } from '../schemas';
import type { ReviewFigures } from '../../domain/share/shared-review';
import { decodeSharedEfforts } from '../../domain/share/shared-segment';
import {
  SHARE_ID_PATTERN,
  shareDocSchema,
  sharedReviewFiguresSchema,
  type LiveSharedPageDoc,
} from '../share-schemas';
import type { OpenedShare, SharedPage } from '../track-store';
import type { FirebaseSettings } from './contract/config';
import { EMULATOR_HOST, EMULATOR_PORTS } from './emulator-ports';

/** What share `id` shows; a malformed id is 'missing' without a read (see shared-doc.ts). */
export async function readSharedPage(settings: FirebaseSettings, id: string): Promise<OpenedShare> {
  if (!SHARE_ID_PATTERN.test(id)) return { state: 'missing' };
  // A named app of its own: this page never starts the signed-in session's default app.
  const app = initializeApp(settings.config, 'shared-page');
  // App Check as the session sets it up (a project enforcing it on Firestore refuses reads without).
  if (settings.appCheckSiteKey && !settings.useEmulators)
    initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(settings.appCheckSiteKey),
      isTokenAutoRefreshEnabled: false,
    });
  const db = getFirestore(app);
  if (settings.useEmulators)
    connectFirestoreEmulator(
      db,
      EMULATOR_HOST,
      settings.emulatorPorts?.firestore ?? EMULATOR_PORTS.firestore,
    );
  const snapshot = await getDoc(doc(db, 'shares', id));
  return openedShare(snapshot.exists() ? snapshot.data() : undefined);
}

/** Missing, revoked or the live page; a stored page that does not parse or decode throws SharedPageFormatError. */
function openedShare(data: unknown): OpenedShare {
  if (data === undefined) return { state: 'missing' };
  const parsed = shareDocSchema.safeParse(data);
  if (!parsed.success) throw new SharedPageFormatError(describeZodError(parsed.error));
  const d = parsed.data;
  if (d.revoked) return { state: 'revoked' };
  return { state: 'live', createdAt: d.createdAt, page: sharedPage(d) };
}

/** The page of a live document: the title every kind has, then its kind's own fields decoded. */
function sharedPage(d: LiveSharedPageDoc): SharedPage {
  const title = d.title;
  switch (d.kind) {
    case 'curves':
      return { kind: d.kind, title, view: d.view, lines: decodeSharedCurves(d.curves.toUint8Array()) };
    case 'review':
      return {
        kind: d.kind,
        title,
        figures: reviewFigures(d.figures),
        toleranceM: d.toleranceM,
        paths: decodeSharedPath(d.paths.toUint8Array()),
      };
    case 'segment':
      return {
        kind: d.kind,
        title,
        distanceM: d.distanceM,
        elevationGainM: d.elevationGainM,
        avgGradePct: d.avgGradePct,
        maxGradePct: d.maxGradePct,
        path: decodeSharedPath(d.path.toUint8Array()),
        efforts: decodeSharedEfforts(d.efforts.toUint8Array()),
      };
    case 'activity':
      return {
        kind: d.kind,
        title,
        sport: d.sport,
        startTime: d.startTime,
        utcOffsetMin: d.utcOffsetMin,
        timeZone: d.timeZone,
        figures: d.figures,
        path: decodeSharedPath(d.path.toUint8Array()),
        profile: decodeSharedProfile(d.profile.toUint8Array()),
      };
  }
}

/** A shared year's figures (JSON text), checked field by field. */
function reviewFigures(text: string): ReviewFigures {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SharedPageFormatError('the figures are not JSON');
  }
  const parsed = sharedReviewFiguresSchema.safeParse(json);
  if (!parsed.success) throw new SharedPageFormatError(describeZodError(parsed.error));
  return parsed.data;
}
