/**
 * The person's privacy zones in Firebase mode (domain/privacy/zones.ts): one document,
 * users/{uid}/settings/privacy, readable and writable by its owner only (firestore.rules
 * validPrivacy()). The zones are kept as parallel lists (ids, lat, lon, radiusM) so the rules can
 * check every value with one pattern per list (they have no loops). What is read back is checked
 * again here: a document that fails reads as absent, and the device's own zones stay.
 */
import { doc, getDoc, setDoc, type Firestore } from 'firebase/firestore';
import { MAX_ZONES, zoneProblem, type PrivacyZone } from '../../domain/privacy/zones';
import type { PrivacyZoneStore } from '../track-store';
import type { Background } from './firebase-collections';

const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export interface PrivacyDoc {
  ids: string[];
  lat: number[];
  lon: number[];
  radiusM: number[];
}

export function privacyDoc(zones: readonly PrivacyZone[]): PrivacyDoc {
  return {
    ids: zones.map((z) => z.id),
    lat: zones.map((z) => z.lat),
    lon: zones.map((z) => z.lon),
    radiusM: zones.map((z) => z.radiusM),
  };
}

const numbers = (v: unknown, n: number): v is number[] =>
  Array.isArray(v) && v.length === n && v.every((x) => typeof x === 'number');

/** The zones of a stored document, or null when it is not one (with a console.warn). */
export function parsePrivacyDoc(data: unknown): PrivacyZone[] | null {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Partial<
    Record<keyof PrivacyDoc, unknown>
  >;
  const ids = d.ids;
  const ok =
    Array.isArray(ids) &&
    ids.length <= MAX_ZONES &&
    ids.every((id) => typeof id === 'string' && ID_PATTERN.test(id)) &&
    numbers(d.lat, ids.length) &&
    numbers(d.lon, ids.length) &&
    numbers(d.radiusM, ids.length);
  const zones = ok
    ? (ids as string[]).map((id, i) => ({
        id,
        lat: (d.lat as number[])[i]!,
        lon: (d.lon as number[])[i]!,
        radiusM: (d.radiusM as number[])[i]!,
      }))
    : null;
  if (zones?.every((z) => zoneProblem(z) === null)) return zones;
  console.warn('Ignored the stored privacy zones: not a valid list of zones');
  return null;
}

export function createFirebasePrivacy(db: Firestore, uid: string, background: Background): PrivacyZoneStore {
  const ref = doc(db, 'users', uid, 'settings', 'privacy');
  return {
    read: async () => {
      const snapshot = await getDoc(ref);
      return snapshot.exists() ? parsePrivacyDoc(snapshot.data()) : null;
    },
    // Queued by Firestore (offline too); a later rejection is reported by `background`.
    write: (zones) => {
      background(setDoc(ref, privacyDoc(zones)));
      return Promise.resolve();
    },
  };
}
