// storage.rules on the Storage emulator: owner-only files under users/{uid}/tracks/{id}/ with fixed
// names and content types, originals at most 50 MiB, the heat index read-only for its owner.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { emulatorHost, PROJECT_ID, storageRules } from './emulator-env';

let env: RulesTestEnvironment;
const MiB = 1024 * 1024;
const storage = (uid: string | null) =>
  uid ? env.authenticatedContext(uid).storage() : env.unauthenticatedContext().storage();
/** An upload as a plain promise (UploadTask is only thenable). */
const put = (uid: string | null, path: string, bytes: Uint8Array, contentType: string) =>
  storage(uid)
    .ref(path)
    .put(bytes, { contentType })
    .then((snapshot) => snapshot.metadata);
const gpx = new TextEncoder().encode('<gpx version="1.1"></gpx>');

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    storage: { ...emulatorHost('FIREBASE_STORAGE_EMULATOR_HOST'), rules: storageRules() },
  });
});
afterAll(() => env?.cleanup());

describe('storage.rules', () => {
  it('lets the owner upload, read and delete the expected files', async () => {
    await assertSucceeds(put('alice', 'users/alice/tracks/t1/original.gpx', gpx, 'application/gpx+xml'));
    await assertSucceeds(
      put('alice', 'users/alice/tracks/t1/original.gpx.gz', Uint8Array.of(0x1f, 0x8b, 0), 'application/gzip'),
    );
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
      put('alice', 'users/alice/tracks/t2/original.gpx', new Uint8Array(50 * MiB + 1), 'application/gpx+xml'),
    );
    await assertSucceeds(
      put('alice', 'users/alice/tracks/t2/original.gpx', new Uint8Array(50 * MiB), 'application/gpx+xml'),
    );
    await assertFails(put('alice', 'users/alice/tracks/t1/original.gpx', gpx, 'text/html'));
    await assertFails(put('alice', 'users/alice/tracks/t1/track.bin', gpx, 'application/gpx+xml'));
    await assertFails(put('alice', 'users/alice/tracks/t1/notes.txt', gpx, 'text/plain'));
    await assertFails(put('alice', 'users/alice/elsewhere/file.gpx', gpx, 'application/gpx+xml'));
    await assertFails(put('alice', 'public/file.gpx', gpx, 'application/gpx+xml'));
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
