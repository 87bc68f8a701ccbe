// firestore.rules on the Firestore emulator: owner allowed, other user and signed-out denied, bad
// schema denied, tombstones allowed, hard deletes and unknown paths denied.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { makeSummary } from '../../src/data/contract/fixtures';
import { emulatorHost, firestoreRules, PROJECT_ID } from './emulator-env';

let env: RulesTestEnvironment;
const now = () => firebase.firestore.FieldValue.serverTimestamp();
const ID = 'a'.repeat(64);
const liveDoc = (overrides: Record<string, unknown> = {}) => ({
  ...makeSummary({ id: ID }),
  deleted: false,
  updatedAt: now(),
  ...overrides,
});
const trackPath = (uid: string, id = ID) => `users/${uid}/tracks/${id}`;
const db = (uid: string | null) =>
  uid ? env.authenticatedContext(uid).firestore() : env.unauthenticatedContext().firestore();

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...emulatorHost('FIRESTORE_EMULATOR_HOST'), rules: firestoreRules() },
  });
});
beforeEach(() => env.clearFirestore());
afterAll(() => env?.cleanup());

describe('tracks', () => {
  it('the owner writes and reads a valid summary document', async () => {
    await assertSucceeds(db('alice').doc(trackPath('alice')).set(liveDoc()));
    await assertSucceeds(db('alice').doc(trackPath('alice')).get());
    await assertSucceeds(db('alice').collection('users/alice/tracks').where('deleted', '==', false).get());
  });

  it('another user can neither read nor write it; a signed-out visitor neither', async () => {
    await env.withSecurityRulesDisabled((ctx) =>
      ctx
        .firestore()
        .doc(trackPath('alice'))
        .set({ ...liveDoc(), updatedAt: firebase.firestore.Timestamp.now() }),
    );
    await assertFails(db('bob').doc(trackPath('alice')).get());
    await assertFails(db('bob').collection('users/alice/tracks').get());
    await assertFails(
      db('bob')
        .doc(trackPath('alice', 'b'.repeat(64)))
        .set(liveDoc({ id: 'b'.repeat(64) })),
    );
    await assertFails(db(null).doc(trackPath('alice')).get());
    await assertFails(db(null).doc(trackPath('alice')).set(liveDoc()));
  });

  it('denies documents that do not match the schema', async () => {
    const alice = db('alice').doc(trackPath('alice'));
    await assertFails(alice.set(liveDoc({ extra: 'field' })));
    await assertFails(alice.set(liveDoc({ distanceM: 'far' })));
    await assertFails(alice.set(liveDoc({ sport: 'yoga' })));
    await assertFails(alice.set(liveDoc({ name: 'x'.repeat(501) })));
    await assertFails(alice.set(liveDoc({ warnings: Array.from({ length: 1001 }, () => 'w') })));
    await assertFails(alice.set(liveDoc({ id: 'c'.repeat(64) })));
    await assertFails(alice.set(liveDoc({ updatedAt: firebase.firestore.Timestamp.fromMillis(0) })));
    const { points: _points, ...missingPoints } = liveDoc();
    await assertFails(alice.set(missingPoints));
    await assertFails(
      db('alice')
        .doc(trackPath('alice', 'bad id!'))
        .set(liveDoc({ id: 'bad id!' })),
    );
  });

  it('accepts a tombstone, refuses a hard delete', async () => {
    const alice = db('alice').doc(trackPath('alice'));
    await assertSucceeds(alice.set(liveDoc()));
    await assertSucceeds(alice.set({ id: ID, deleted: true, updatedAt: now() }));
    await assertFails(alice.set({ id: ID, deleted: true, updatedAt: now(), name: 'kept' }));
    await assertFails(alice.delete());
  });
});

describe('collections', () => {
  const col = (overrides: Record<string, unknown> = {}) => ({
    id: 'c1',
    name: 'Trip',
    trackIds: [ID],
    createdAt: 1000,
    updatedAt: 2000,
    ...overrides,
  });

  it('owner only, with the schema checked', async () => {
    const path = 'users/alice/collections/c1';
    await assertSucceeds(db('alice').doc(path).set(col()));
    await assertSucceeds(db('alice').doc(path).delete());
    await assertFails(db('bob').doc(path).set(col()));
    await assertFails(db(null).doc(path).get());
    await assertFails(
      db('alice')
        .doc(path)
        .set(col({ name: '' })),
    );
    await assertFails(
      db('alice')
        .doc(path)
        .set(col({ trackIds: 'not a list' })),
    );
    await assertFails(
      db('alice')
        .doc(path)
        .set(col({ updatedAt: 10 })),
    );
    await assertFails(
      db('alice')
        .doc(path)
        .set(col({ owner: 'alice' })),
    );
  });
});

describe('everything else', () => {
  it('is denied, the user document itself included', async () => {
    await assertFails(db('alice').doc('users/alice').set({ any: 1 }));
    await assertFails(db('alice').doc('users/alice/other/x').set({ any: 1 }));
    await assertFails(db('alice').doc('public/x').get());
  });
});
