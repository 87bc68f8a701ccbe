// storage.rules cannot run here (the Storage emulator needs Java 21), but they are written in the
// same rules language as firestore.rules: with their service and root match renamed, the Firestore
// emulator's compiler reads them, so a syntax error (a missing parenthesis, a stray operator) fails
// here instead of at deploy. Syntax only: nothing about what they allow (see storage-rules.test.ts
// and src/data/firebase/firebase-track-store-files.test.ts for that).
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { emulatorHost, storageRules } from './emulator-env';

const asFirestoreRules = (text: string) =>
  text
    .replace('service firebase.storage {', 'service cloud.firestore {')
    .replace('match /b/{bucket}/o {', 'match /databases/{database}/documents {');

const load = async (projectId: string, rules: string) => {
  const env = await initializeTestEnvironment({
    projectId,
    firestore: { ...emulatorHost('FIRESTORE_EMULATOR_HOST'), rules },
  });
  await env.cleanup();
};

describe('storage.rules syntax (issue 40)', () => {
  it('compile', async () => {
    const rules = asFirestoreRules(storageRules());
    expect(rules).toContain('service cloud.firestore {');
    expect(rules).toContain('match /databases/{database}/documents {');
    await load('demo-storage-syntax', rules);
  });

  it('the check fails on a syntax error (one parenthesis left out)', async () => {
    const rules = asFirestoreRules(storageRules());
    const broken = rules.replace(
      'belongsToLiveActivity(uid, trackId, file);',
      'belongsToLiveActivity(uid, trackId, file;',
    );
    expect(broken).not.toBe(rules);
    await expect(load('demo-storage-syntax-broken', broken)).rejects.toThrow();
  });
});
