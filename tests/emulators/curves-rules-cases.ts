/**
 * Rules cases for best-effort curves (issue 34): the document firebase-curves.ts writes,
 * users/{uid}/curves/{trackId} = { id, version, bytes }, and writes that must be denied.
 */
import firebase from 'firebase/compat/app';
import { MAX_CURVES_BYTES } from '../../src/domain/curves/codec';
import { MIN_CURVES_BYTES } from '../../src/data/curves-schema';
import type { Db, RulesCase } from './rules-cases';

const blob = (n: number) => firebase.firestore.Blob.fromUint8Array(new Uint8Array(n).fill(7));

export function curvesCases(trackId: string): RulesCase[] {
  const ref = (d: Db, uid: string | null = 'alice', id = trackId) => d(uid).doc(`users/alice/curves/${id}`);
  const good = (overrides: Record<string, unknown> = {}) => ({
    id: trackId,
    version: 1,
    bytes: blob(1000),
    ...overrides,
  });
  return [
    { expect: 'allow', name: 'owner writes curves', run: (d) => ref(d).set(good()) },
    {
      expect: 'allow',
      name: 'owner writes curves of the largest size',
      run: (d) => ref(d).set(good({ bytes: blob(MAX_CURVES_BYTES) })),
    },
    {
      expect: 'allow',
      name: 'owner writes curves of the smallest size',
      run: (d) => ref(d).set(good({ bytes: blob(MIN_CURVES_BYTES) })),
    },
    {
      expect: 'allow',
      name: 'owner lists curves',
      run: (d) => d('alice').collection('users/alice/curves').get(),
    },
    { expect: 'allow', name: 'owner deletes curves', run: (d) => ref(d).delete() },
    { expect: 'deny', name: 'another user reads curves', run: (d) => ref(d, 'bob').get() },
    { expect: 'deny', name: 'a signed-out visitor writes curves', run: (d) => ref(d, null).set(good()) },
    {
      expect: 'deny',
      name: 'curves one byte over the largest size',
      run: (d) => ref(d).set(good({ bytes: blob(MAX_CURVES_BYTES + 1) })),
    },
    {
      expect: 'deny',
      name: 'curves shorter than the codec header',
      run: (d) => ref(d).set(good({ bytes: blob(MIN_CURVES_BYTES - 1) })),
    },
    { expect: 'deny', name: 'curves whose id differs', run: (d) => ref(d).set(good({ id: 'other' })) },
    { expect: 'deny', name: 'curves with a key outside the schema', run: (d) => ref(d).set(good({ x: 1 })) },
    {
      expect: 'deny',
      name: 'curves without a version',
      run: (d) => ref(d).set({ id: trackId, bytes: blob(100) }),
    },
    {
      expect: 'deny',
      name: 'curves with a fractional version',
      run: (d) => ref(d).set(good({ version: 1.5 })),
    },
    {
      expect: 'deny',
      name: 'curves as a list, not bytes',
      run: (d) => ref(d).set(good({ bytes: [1, 2, 3] })),
    },
    {
      expect: 'deny',
      name: 'curves under a malformed id',
      run: (d) => ref(d, 'alice', 'a.b').set(good({ id: 'a.b' })),
    },
  ];
}
