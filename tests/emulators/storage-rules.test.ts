// storage.rules on the Storage emulator (with the Firestore emulator, which its firestore.get reads):
// owner-only files under users/{uid}/tracks/{id}/ with fixed names and content types, each for a
// live activity document (an original named by its `activity` metadata, of the size the document
// records), originals at most 50 MiB, the heat index read-only for its owner. NEVER RUN on the
// machines this was written on (the Storage emulator needs Java 21): scripts/test-emulators.ts runs
// it only when FIREBASE_STORAGE_EMULATOR_HOST is set (e.g. under `firebase emulators:exec`).
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { summaryDocFields } from '../../src/data/firebase/track-doc';
import { storedSummary } from '../../src/testing/store-fixtures';
import { emulatorHost, firestoreRules, PROJECT_ID, storageRules } from './emulator-env';

let env: RulesTestEnvironment;
const MiB = 1024 * 1024;
const storage = (uid: string | null) =>
  uid ? env.authenticatedContext(uid).storage() : env.unauthenticatedContext().storage();
const gpx = new TextEncoder().encode('<gpx version="1.1"></gpx>');
/** An upload as a plain promise (UploadTask is only thenable); an original names t1 unless told. */
const put = (
  uid: string | null,
  path: string,
  bytes: Uint8Array,
  contentType: string,
  activity: string | null = path.includes('/original.') ? 't1' : null,
) =>
  storage(uid)
    .ref(path)
    .put(bytes, { contentType, ...(activity ? { customMetadata: { activity } } : {}) })
    .then((snapshot) => snapshot.metadata);

/**
 * alice's activity documents: t1 live (fileSize = gpx's size), t2 live of 50 MiB, t3 a tombstone,
 * p2 the second part of logger file s1 (no document of its own), nothing for t9.
 */
async function seedDocuments(): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const fs = ctx.firestore();
    const at = firebase.firestore.Timestamp.now();
    const live = (id: string, over: Record<string, unknown> = {}) => ({
      ...summaryDocFields(storedSummary({ id, fileSize: gpx.byteLength })),
      deleted: false,
      updatedAt: at,
      ...over,
    });
    await fs
      .batch()
      .set(fs.doc('users/alice/tracks/t1'), live('t1'))
      .set(fs.doc('users/alice/tracks/t2'), live('t2', { fileSize: 50 * MiB }))
      .set(fs.doc('users/alice/tracks/t3'), { id: 't3', deleted: true, updatedAt: at })
      .set(fs.doc('users/alice/tracks/p2'), live('p2', { part: { sourceId: 's1', index: 2, count: 2 } }))
      .commit();
  });
}

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    storage: { ...emulatorHost('FIREBASE_STORAGE_EMULATOR_HOST'), rules: storageRules() },
    firestore: { ...emulatorHost('FIRESTORE_EMULATOR_HOST'), rules: firestoreRules() },
  });
  await seedDocuments();
});
afterAll(() => env?.cleanup());

describe('storage.rules', () => {
  it('lets the owner upload, read and delete the expected files', async () => {
    await assertSucceeds(put('alice', 'users/alice/tracks/t1/original.gpx', gpx, 'application/gpx+xml'));
    const gz = new Uint8Array(gpx.byteLength);
    gz.set([0x1f, 0x8b]);
    await assertSucceeds(put('alice', 'users/alice/tracks/t1/original.gpx.gz', gz, 'application/gzip'));
    await assertSucceeds(
      put('alice', 'users/alice/tracks/t1/track.bin', Uint8Array.of(1, 2), 'application/octet-stream'),
    );
    await assertSucceeds(
      put('alice', 'users/alice/tracks/t1/products.bin', Uint8Array.of(1, 2), 'application/octet-stream'),
    );
    await assertSucceeds(storage('alice').ref('users/alice/tracks/t1/original.gpx').getMetadata());
    await assertSucceeds(storage('alice').ref('users/alice/tracks/t1/track.bin').delete());
  });

  it('denies other users and signed-out visitors', async () => {
    await assertFails(put('bob', 'users/alice/tracks/t1/original.gpx', gpx, 'application/gpx+xml'));
    await assertFails(storage('bob').ref('users/alice/tracks/t1/original.gpx').getMetadata());
    await assertFails(put(null, 'users/alice/tracks/t1/original.gpx', gpx, 'application/gpx+xml'));
    await assertFails(storage(null).ref('users/alice/tracks/t1/original.gpx').getMetadata());
  });

  it('denies an original over 50 MiB, a wrong content type and unexpected paths', async () => {
    await assertFails(
      put(
        'alice',
        'users/alice/tracks/t2/original.gpx',
        new Uint8Array(50 * MiB + 1),
        'application/gpx+xml',
        't2',
      ),
    );
    await assertSucceeds(
      put(
        'alice',
        'users/alice/tracks/t2/original.gpx',
        new Uint8Array(50 * MiB),
        'application/gpx+xml',
        't2',
      ),
    );
    await assertFails(put('alice', 'users/alice/tracks/t1/original.gpx', gpx, 'text/html'));
    await assertFails(put('alice', 'users/alice/tracks/t1/track.bin', gpx, 'application/gpx+xml'));
    await assertFails(put('alice', 'users/alice/tracks/t1/notes.txt', gpx, 'text/plain'));
    await assertFails(put('alice', 'users/alice/elsewhere/file.gpx', gpx, 'application/gpx+xml'));
    await assertFails(put('alice', 'public/file.gpx', gpx, 'application/gpx+xml'));
  });

  it('takes a file only for a live activity document, an original only of its recorded size (issue 40)', async () => {
    const bin = (id: string, file = 'track.bin') =>
      put('alice', `users/alice/tracks/${id}/${file}`, Uint8Array.of(1), 'application/octet-stream');
    await assertFails(bin('t9'));
    await assertFails(bin('t9', 'products.bin'));
    await assertFails(bin('t3'));
    const original = (key: string, activity: string | null, bytes = gpx) =>
      put('alice', `users/alice/tracks/${key}/original.gpx`, bytes, 'application/gpx+xml', activity);
    await assertFails(original('t9', 't9'));
    await assertFails(original('t3', 't3'));
    await assertFails(original('t1', null));
    await assertFails(original('t1', '../t1'));
    await assertFails(original('t1', 't1', gpx.subarray(1)));
    await assertFails(original('t1', 't1', new Uint8Array(gpx.byteLength + 1)));
    // A logger file's part: its original under the source id, not under another key or its own.
    await assertSucceeds(original('s1', 'p2'));
    await assertFails(original('p2', 'p2'));
    await assertFails(original('s9', 'p2'));
    // Another activity's document does not lend its key.
    await assertFails(original('t2', 't1'));
    // bob's activity of the same id does not open alice's path, nor alice's his.
    await assertFails(
      put('bob', 'users/bob/tracks/t1/track.bin', Uint8Array.of(1), 'application/octet-stream'),
    );
    await assertSucceeds(original('t1', 't1'));
  });

  it('keeps the heat index read-only (written by the function) and owner-only', async () => {
    await env.withSecurityRulesDisabled((ctx) =>
      ctx
        .storage()
        .ref('users/alice/heat/heat-index.bin')
        .put(Uint8Array.of(1), { contentType: 'application/octet-stream' })
        .then(() => undefined),
    );
    await assertSucceeds(storage('alice').ref('users/alice/heat/heat-index.bin').getMetadata());
    await assertFails(storage('bob').ref('users/alice/heat/heat-index.bin').getMetadata());
    await assertFails(
      put('alice', 'users/alice/heat/heat-index.bin', Uint8Array.of(1), 'application/octet-stream'),
    );
  });
});
