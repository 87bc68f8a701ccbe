// storage.rules cannot be run here (the Storage emulator needs Java 21): this reads the file as text
// and checks that what the app writes and what the rules read are the same names and limits, so
// one side cannot change alone (issue 40). The rules' logic itself is played in memory against the
// adapter's write order in firebase-track-store-files.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BINARY_CONTENT_TYPE,
  GPX_CONTENT_TYPE,
  GZIP_CONTENT_TYPE,
  MAX_ORIGINAL_BYTES,
  ORIGINAL_FOR_METADATA,
  trackFilePath,
} from './contract/storage-paths';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const RULES = readFileSync(join(ROOT, 'storage.rules'), 'utf8');
const FIRESTORE_RULES = readFileSync(join(ROOT, 'firestore.rules'), 'utf8');
/** The rules without their comments. */
const CODE = RULES.replace(/\/\/.*$/gm, '');

describe('storage.rules as text (issue 40)', () => {
  it('reads the activity an original names from the metadata key the app writes', () => {
    expect(CODE).toContain(`request.resource.metadata.${ORIGINAL_FOR_METADATA}`);
    expect(
      CODE.match(/request\.resource\.metadata\.(\w+)/g)?.every((m) => m.endsWith(ORIGINAL_FOR_METADATA)),
    ).toBe(true);
  });

  it('reads the activity document where firestore.rules keep it, and only the fields it has', () => {
    const get = /firestore\.get\(\/databases\/\(default\)\/documents\/users\/\$\(uid\)\/tracks\/\$\(id\)\)/;
    expect(CODE).toMatch(get);
    expect(FIRESTORE_RULES).toContain('match /users/{uid}/tracks/{trackId} {');
    // deleted, fileSize and part.sourceId: fields of a live summary document (firestore.rules).
    for (const field of ['d.deleted', 'd.fileSize', 'd.part.sourceId']) expect(CODE).toContain(field);
    expect(FIRESTORE_RULES).toMatch(/d\.deleted == false/);
    expect(FIRESTORE_RULES).toMatch(/validId\(d\.part\.sourceId\)/);
  });

  it('every upload of an activity file must belong to a live activity', () => {
    const match = /match \/users\/\{uid\}\/tracks\/\{trackId\}\/\{file\} \{([^}]*)\}/.exec(CODE)?.[1] ?? '';
    expect(trackFilePath('u', 't', 'track.bin')).toBe('users/u/tracks/t/track.bin');
    const write = /allow create, update: if ([^;]*);/.exec(match)?.[1] ?? '';
    expect(write).toContain('belongsToLiveActivity(uid, trackId, file)');
    expect(write).toContain('validUpload(file)');
    expect(match).not.toMatch(/allow write/);
  });

  it('names the files, content types and the original size limit the app uses', () => {
    for (const type of [GPX_CONTENT_TYPE, GZIP_CONTENT_TYPE, BINARY_CONTENT_TYPE])
      expect(CODE).toContain(`'${type}'`);
    for (const file of ['original.gpx', 'original.gpx.gz', 'track.bin', 'products.bin'])
      expect(CODE).toContain(`'${file}'`);
    expect(MAX_ORIGINAL_BYTES).toBe(50 * 1024 * 1024);
    expect(CODE).toContain('return 50 * 1024 * 1024;');
  });
});
