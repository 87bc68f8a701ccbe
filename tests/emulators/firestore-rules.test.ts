// firestore.rules on the Firestore emulator, case by case. For every document the app writes
// (users/{uid}/tracks/{id}: live summaries and tombstones; users/{uid}/collections/{id}) the owner
// can do exactly what the app does, and another user, a signed-out visitor and a malformed or
// oversized write are denied: read, list, create, update, delete; immutable fields; keys outside
// the schema; sizes at and over each limit (the limits come from src/data/schemas.ts, so the rules
// and the app's schema cannot drift apart unnoticed). Every case is one test: the count of
// `allow` and `deny` tests is the number of rules cases.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { afterAll, afterEach, beforeAll, beforeEach, describe, it } from 'vitest';
import { storedSummary } from '../../src/testing/store-fixtures';
import { emulatorHost, firestoreRules, PROJECT_ID } from './emulator-env';
import { collectionCases, trackCases, type Db, type RulesCase } from './rules-cases';
import { privacyCases } from './privacy-rules-cases';
import { thresholdsCases, trainingTrackCases } from './training-rules-cases';
import { segmentCases } from './segment-rules-cases';
import { editCases } from './edit-rules-cases';
import { curvesCases } from './curves-rules-cases';
import { strictCases } from './strict-rules-cases';
import { segmentShareCases, shareKindsCases } from './share-kinds-rules-cases';
import { seedShares, shareCases } from './share-rules-cases';
import { gearCases } from './gear-rules-cases';
import { groupCases, seedGroups } from './group-rules-cases';
import { legsFlagsCases, OLD_LISTS_ID, oldListsDoc } from './legs-flags-rules-cases';

let env: RulesTestEnvironment;
const ID = 'a'.repeat(64);

// One context per actor per case. Not one for the whole file: after a few denied writes the SDK's
// write stream backs off (up to 60 s) before reconnecting, and later writes would wait for it.
const dbs = new Map<string | null, ReturnType<Db>>();
const db: Db = (uid) => {
  let found = dbs.get(uid);
  if (!found) {
    found = uid ? env.authenticatedContext(uid).firestore() : env.unauthenticatedContext().firestore();
    dbs.set(uid, found);
  }
  return found;
};

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...emulatorHost('FIRESTORE_EMULATOR_HOST'), rules: firestoreRules() },
  });
});
afterAll(() => env?.cleanup());

/**
 * Before each case, in one batch: alice has one live activity (ID), one tombstone ('t'x64), one
 * activity stored with legs and flags as maps (OLD_LISTS_ID) and collection c1 holding ID; what
 * cases create ('n'x64, c2) is gone.
 */
afterEach(async () => {
  await Promise.all([...dbs.values()].map((d) => d.terminate()));
  dbs.clear();
});

beforeEach(async () => {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const fs = ctx.firestore();
    const at = firebase.firestore.Timestamp.now();
    const tomb = 't'.repeat(64);
    await seedGroups(fs, seedShares(fs, fs.batch()))
      .set(fs.doc(`users/alice/tracks/${ID}`), {
        ...storedSummary({ id: ID }),
        deleted: false,
        updatedAt: at,
      })
      .set(fs.doc(`users/alice/tracks/${tomb}`), { id: tomb, deleted: true, updatedAt: at })
      .set(fs.doc(`users/alice/tracks/${OLD_LISTS_ID}`), oldListsDoc(at))
      .delete(fs.doc(`users/alice/tracks/${'n'.repeat(64)}`))
      .set(fs.doc('users/alice/collections/c1'), {
        id: 'c1',
        name: 'Trip',
        trackIds: [ID],
        createdAt: 1000,
        updatedAt: 2000,
      })
      .delete(fs.doc('users/alice/collections/c2'))
      .commit();
  });
});

function describeCases(title: string, cases: RulesCase[]): void {
  describe(title, () => {
    it.each(cases.map((c) => [`${c.expect}: ${c.name}`, c] as const))('%s', async (_label, c) => {
      const request = c.run(db);
      await (c.expect === 'allow' ? assertSucceeds(request) : assertFails(request));
    });
  });
}

describeCases('users/{uid}/tracks/{id}', trackCases(ID));
describeCases('users/{uid}/collections/{id}', collectionCases(ID));
describeCases('users/{uid}/segments/{id} and efforts/{id}', segmentCases(ID));
describeCases('users/{uid}/settings/privacy', privacyCases());
describeCases('users/{uid}/tracks/{id}: training product', trainingTrackCases());
describeCases('users/{uid}/settings/thresholds', thresholdsCases());
describeCases('users/{uid}/tracks/{id}: edits (issue 36)', editCases(ID));
describeCases('users/{uid}/curves/{id}', curvesCases(ID));
describeCases('issue 40: exactly as strict as the schemas', strictCases(ID));
describeCases('issue 40: legs, flags and warnings checked line by line', legsFlagsCases());
describeCases('shares/{id} and users/{uid}/shares/{id} (issue 37)', shareCases());
describeCases('groups/{id}, its members, invites and totals (issue 37)', groupCases());
describeCases('shares/{id}: a Year in review (issue 37)', shareKindsCases());
describeCases('shares/{id}: a segment (issue 37)', segmentShareCases());
describeCases('users/{uid}/gear, gearRules, maintenance, goals and an activity gear choice', gearCases(ID));
describeCases('everything else', [
  {
    expect: 'deny',
    name: 'the user document itself',
    run: (d) => d('alice').doc('users/alice').set({ any: 1 }),
  },
  { expect: 'deny', name: 'reading the user document', run: (d) => d('alice').doc('users/alice').get() },
  {
    expect: 'deny',
    name: 'an unknown collection under the user',
    run: (d) => d('alice').doc('users/alice/other/x').set({ any: 1 }),
  },
  { expect: 'deny', name: 'a top-level collection', run: (d) => d('alice').doc('public/x').get() },
  { expect: 'deny', name: 'listing every user', run: (d) => d('alice').collection('users').get() },
  {
    expect: 'deny',
    name: 'a collection-group query over every user’s tracks',
    run: (d) => d('alice').collectionGroup('tracks').get(),
  },
]);
