/**
 * The person's dated training thresholds in Firebase mode (issue 33): one document,
 * users/{uid}/settings/thresholds, owner-only (firestore.rules validThresholds). Each kind's
 * entries are parallel lists (ids, sports, values, from) so the rules check every value of a kind
 * against that kind's range with one pattern (they have no loops); a sport of null is stored as
 * 'all'. What is read back is checked again by thresholdSettingsSchema: a document that fails reads
 * as none set.
 */
import {
  doc,
  getDoc,
  getDocFromCache,
  setDoc,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import {
  THRESHOLD_KINDS,
  type ThresholdEntry,
  type ThresholdKind,
  type ThresholdSettings,
} from '../../domain/training/thresholds';
import { parseThresholdsForWrite, readThresholds } from '../training-schemas';
import type { Background } from './firebase-collections';

const ALL_SPORTS = 'all';

interface KindLists {
  ids: string[];
  sports: string[];
  values: number[];
  from: string[];
}

export type ThresholdsDoc = Record<ThresholdKind, KindLists> & { updatedAt: number };

export function thresholdsDoc(settings: ThresholdSettings): ThresholdsDoc {
  const lists = (kind: ThresholdKind): KindLists => {
    const entries = settings.entries.filter((e) => e.kind === kind);
    return {
      ids: entries.map((e) => e.id),
      sports: entries.map((e) => e.sport ?? ALL_SPORTS),
      values: entries.map((e) => e.value),
      from: entries.map((e) => e.from),
    };
  };
  return {
    ftp: lists('ftp'),
    lthr: lists('lthr'),
    restHr: lists('restHr'),
    maxHr: lists('maxHr'),
    thresholdPace: lists('thresholdPace'),
    updatedAt: settings.updatedAt,
  };
}

/** The settings of a stored document (unchecked: readThresholds checks them). */
export function settingsOfDoc(data: Record<string, unknown>): unknown {
  const entries: unknown[] = [];
  for (const kind of THRESHOLD_KINDS) {
    const l = data[kind] as Partial<KindLists> | undefined;
    if (!l || !Array.isArray(l.ids)) return { entries: 'not a thresholds document' };
    l.ids.forEach((id, i) => {
      const sport = l.sports?.[i];
      entries.push({
        id,
        kind,
        sport: sport === ALL_SPORTS ? null : sport,
        value: l.values?.[i],
        from: l.from?.[i],
      } satisfies Partial<Record<keyof ThresholdEntry, unknown>>);
    });
  }
  return { entries, updatedAt: data.updatedAt };
}

export function createFirebaseThresholds(db: Firestore, uid: string, background: Background) {
  const ref = doc(db, 'users', uid, 'settings', 'thresholds');
  return {
    // Offline with nothing cached, Firestore cannot say: none set (estimates), not an error page.
    async getThresholds(): Promise<ThresholdSettings> {
      const snapshot: DocumentSnapshot | null = await getDoc(ref).catch(() =>
        getDocFromCache(ref).catch(() => null),
      );
      return snapshot?.exists() ? readThresholds(settingsOfDoc(snapshot.data())) : readThresholds(undefined);
    },
    // Checked first (a clear error, nothing stored); then queued by Firestore (offline too).
    // eslint-disable-next-line @typescript-eslint/require-await -- a refusal rejects, never throws
    async putThresholds(settings: ThresholdSettings): Promise<void> {
      background(setDoc(ref, thresholdsDoc(parseThresholdsForWrite(settings))));
    },
  };
}
