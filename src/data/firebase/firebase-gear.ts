/**
 * The gear kinds on Firestore (issue 35): users/{uid}/gear/{id}, gearRules/{id},
 * maintenance/{id} and goals/{id}, each document the object itself. Checked by zod here
 * (data/gear-schemas.ts) and by firestore.rules on the server. They are few (tens), so each is
 * read whole. Writes are queued by Firestore (they work offline); `background` reports a later
 * rejection.
 */
import { collection, deleteDoc, doc, getDocs, setDoc, type Firestore } from 'firebase/firestore';
import { createGearStore } from '../gear-kinds';
import type { GearStore } from '../track-store';
import type { Background } from './firebase-collections';

export function createFirebaseGear(db: Firestore, uid: string, background: Background): GearStore {
  const ref = (kind: string) => collection(db, 'users', uid, kind);
  return createGearStore({
    list: async (kind) => (await getDocs(ref(kind))).docs.map((d) => d.data()),
    put: (kind, id, value) => {
      background(setDoc(doc(ref(kind), id), value));
      return Promise.resolve();
    },
    delete: (kind, id) => {
      background(deleteDoc(doc(ref(kind), id)));
      return Promise.resolve();
    },
  });
}
