// The callable Cloud Functions (functions/src) on the Functions emulator, attacked by their own
// users: signed out, without App Check, with input outside the contract, against another person's
// data, too often, after deleting the account, and with files sized to exhaust the instance. Their
// Admin SDK works on the Firestore and Auth emulators and the Cloud Storage stand-in
// (scripts/lib/gcs-stand-in.ts), the way the deployed functions work on the project's services.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packProducts } from '../../src/data/codec';
import {
  DELETE_ACCOUNT_DATA,
  DELETE_CONFIRMATION,
  REBUILD_HEAT_INDEX,
  rebuildHeatIndexResultSchema,
} from '../../src/data/firebase/contract/callable-contract';
import { unpackHeatIndex } from '../../src/data/firebase/contract/heat-index-codec';
import { heatIndexPath, trackFilePath } from '../../src/data/firebase/contract/storage-paths';
import { STATS_VERSION } from '../../src/domain/stats/summarize';
import { makeActivity, makeId } from '../../src/testing/store-fixtures';
import { emulatorHost, PROJECT_ID } from './emulator-env';
import {
  call,
  getFile,
  listFiles,
  putFile,
  signUp,
  storageRequests,
  type Account,
  type CallResult,
} from './functions-client';

let env: RulesTestEnvironment;

// The emulator already holds firestore.rules (scripts/test-emulators.ts starts it with them):
// loading them again here took over a minute on a busy machine.
beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: emulatorHost('FIRESTORE_EMULATOR_HOST'),
  });
}, 180_000);
afterAll(() => env?.cleanup());

/** Writes documents as the Admin SDK would (rules off). */
async function seed(docs: Record<string, Record<string, unknown>>): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const fs = ctx.firestore();
    const batch = fs.batch();
    for (const [path, data] of Object.entries(docs)) batch.set(fs.doc(path), data);
    await batch.commit();
  });
}

async function exists(path: string): Promise<boolean> {
  let found = false;
  await env.withSecurityRulesDisabled(async (ctx) => {
    found = (await ctx.firestore().doc(path).get()).exists;
  });
  return found;
}

async function read(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    data = (await ctx.firestore().doc(path).get()).data();
  });
  return data;
}

/** A live activity document and its products.bin, as the app stores them. */
async function addActivity(
  uid: string,
  seedNo: number,
  products = packProducts(makeActivity(seedNo).products),
) {
  const id = makeId(seedNo);
  await seed({ [`users/${uid}/tracks/${id}`]: { id, deleted: false, statsVersion: STATS_VERSION } });
  await putFile(trackFilePath(uid, id, 'products.bin'), products);
  return id;
}

const refused = (result: CallResult, status: string) => {
  expect(result.ok, JSON.stringify(result)).toBe(false);
  if (!result.ok) expect(result.status).toBe(status);
};

const confirm = { confirm: DELETE_CONFIRMATION };

describe('callables refuse callers the app would not send', () => {
  it.each([DELETE_ACCOUNT_DATA, REBUILD_HEAT_INDEX])('%s: a signed-out caller is refused', async (name) => {
    refused(
      await call(name, name === DELETE_ACCOUNT_DATA ? confirm : {}, { account: null }),
      'UNAUTHENTICATED',
    );
  });

  it.each([DELETE_ACCOUNT_DATA, REBUILD_HEAT_INDEX])(
    '%s: a signed-in caller without an App Check token (a script, not the app) is refused, nothing deleted',
    async (name) => {
      const alice = await signUp();
      const id = await addActivity(alice.uid, 1);
      refused(
        await call(name, name === DELETE_ACCOUNT_DATA ? confirm : {}, { account: alice, appCheck: null }),
        'UNAUTHENTICATED',
      );
      expect(await exists(`users/${alice.uid}/tracks/${id}`)).toBe(true);
      expect(await listFiles(`users/${alice.uid}/heat/`)).toEqual([]);
    },
  );

  it('a forged ID token is refused', async () => {
    const alice = await signUp();
    refused(
      await call(REBUILD_HEAT_INDEX, {}, { account: { ...alice, idToken: 'not-a-token' } }),
      'UNAUTHENTICATED',
    );
  });
});

describe('input outside the contract is refused before any work', () => {
  const oversized = 'x'.repeat(1_000_000);
  it.each<[string, string, unknown]>([
    ['deleteAccountData without the confirmation phrase', DELETE_ACCOUNT_DATA, {}],
    ['deleteAccountData with another phrase', DELETE_ACCOUNT_DATA, { confirm: 'yes' }],
    ["deleteAccountData naming another user's uid", DELETE_ACCOUNT_DATA, { ...confirm, uid: 'victim' }],
    ['deleteAccountData with a 1 MB extra field', DELETE_ACCOUNT_DATA, { ...confirm, pad: oversized }],
    ['rebuildHeatIndex with an extra field', REBUILD_HEAT_INDEX, { uid: 'victim' }],
    ['rebuildHeatIndex with a 1 MB extra field', REBUILD_HEAT_INDEX, { pad: oversized }],
    ['rebuildHeatIndex with an array', REBUILD_HEAT_INDEX, [1, 2, 3]],
  ])('%s: invalid-argument, and no rate-limit slot is used', async (_label, name, data) => {
    const alice = await signUp();
    const id = await addActivity(alice.uid, 2);
    refused(await call(name, data, { account: alice }), 'INVALID_ARGUMENT');
    expect(await exists(`users/${alice.uid}/tracks/${id}`)).toBe(true);
    expect(await exists(`rateLimits/${alice.uid}/calls/${name}`)).toBe(false);
  });
});

describe("nobody reaches another person's data", () => {
  it("bob's deleteAccountData deletes bob's documents and files and none of alice's", async () => {
    const [alice, bob] = [await signUp(), await signUp()];
    const aliceId = await addActivity(alice.uid, 3);
    const bobId = await addActivity(bob.uid, 4);
    const result = await call(DELETE_ACCOUNT_DATA, confirm, { account: bob });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    expect(result.ok && result.data).toMatchObject({ filesDeleted: 1 });
    expect(await exists(`users/${bob.uid}/tracks/${bobId}`)).toBe(false);
    expect(await listFiles(`users/${bob.uid}/`)).toEqual([]);
    expect(await exists(`users/${alice.uid}/tracks/${aliceId}`)).toBe(true);
    expect(await listFiles(`users/${alice.uid}/`)).toEqual([
      trackFilePath(alice.uid, aliceId, 'products.bin'),
    ]);
  });

  it("bob's deleteAccountData empties bob's shared pages and leaves alice's (issue 37)", async () => {
    const [alice, bob] = [await signUp(), await signUp()];
    const [aliceShare, bobShare] = ['a1'.repeat(16), 'b2'.repeat(16)];
    const page = (title: string) => ({ v: 1, revoked: false, kind: 'activity', title });
    await seed({
      [`shares/${aliceShare}`]: page('Alice’s ride'),
      [`users/${alice.uid}/shares/${aliceShare}`]: { id: aliceShare },
      [`shares/${bobShare}`]: page('Bob’s ride'),
      [`users/${bob.uid}/shares/${bobShare}`]: { id: bobShare },
    });
    const result = await call(DELETE_ACCOUNT_DATA, confirm, { account: bob });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    // The link stays taken and shows "no longer shared": nothing of bob's page is left.
    expect(await read(`shares/${bobShare}`)).toEqual({ v: 1, revoked: true });
    expect(await exists(`users/${bob.uid}/shares/${bobShare}`)).toBe(false);
    expect(await read(`shares/${aliceShare}`)).toEqual(page('Alice’s ride'));
    expect(await exists(`users/${alice.uid}/shares/${aliceShare}`)).toBe(true);
  });

  it("bob's rebuildHeatIndex indexes only bob's activities and writes only bob's index", async () => {
    const [alice, bob] = [await signUp(), await signUp()];
    await addActivity(alice.uid, 5);
    const bobId = await addActivity(bob.uid, 6);
    const result = await call(REBUILD_HEAT_INDEX, {}, { account: bob });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const parsed = rebuildHeatIndexResultSchema.parse(result.ok ? result.data : null);
    expect(parsed).toMatchObject({ indexed: 1, recomputed: 0, skipped: [] });
    const index = await getFile(heatIndexPath(bob.uid));
    expect([...unpackHeatIndex(index ?? new Uint8Array()).keys()]).toEqual([bobId]);
    expect(await getFile(heatIndexPath(alice.uid))).toBeUndefined();
  });
});

describe('rate limits hold, also across account deletion', () => {
  it('a second deleteAccountData within the minimum interval is refused', async () => {
    const alice = await signUp();
    const first = await call(DELETE_ACCOUNT_DATA, confirm, { account: alice });
    expect(first.ok, JSON.stringify(first)).toBe(true);
    refused(await call(DELETE_ACCOUNT_DATA, confirm, { account: alice }), 'RESOURCE_EXHAUSTED');
  });

  it('a second rebuildHeatIndex within a minute is refused and writes nothing', async () => {
    const alice = await signUp();
    await addActivity(alice.uid, 7);
    expect((await call(REBUILD_HEAT_INDEX, {}, { account: alice })).ok).toBe(true);
    const before = (await storageRequests()).length;
    refused(await call(REBUILD_HEAT_INDEX, {}, { account: alice }), 'RESOURCE_EXHAUSTED');
    expect((await storageRequests()).length).toBe(before);
  });

  it("deleting the account keeps its limits: rebuildHeatIndex's spent daily count is not reset", async () => {
    const alice = await signUp();
    const now = Date.now();
    // The day's rebuilds spent (the count is the policy's per-day number; an hour since the last).
    await seed({
      [`rateLimits/${alice.uid}/calls/${REBUILD_HEAT_INDEX}`]: {
        lastMs: now - 3_600_000,
        windowStartMs: now - 7_200_000,
        count: 1_000,
      },
    });
    await addActivity(alice.uid, 8);
    const deleted = await call(DELETE_ACCOUNT_DATA, confirm, { account: alice });
    expect(deleted.ok, JSON.stringify(deleted)).toBe(true);
    expect(await exists(`rateLimits/${alice.uid}/calls/${DELETE_ACCOUNT_DATA}`)).toBe(true);
    expect((await read(`rateLimits/${alice.uid}/calls/${REBUILD_HEAT_INDEX}`))?.count).toBe(1_000);
    refused(await call(REBUILD_HEAT_INDEX, {}, { account: alice }), 'RESOURCE_EXHAUSTED');
    // And the delete's own limit still holds after its success.
    refused(await call(DELETE_ACCOUNT_DATA, confirm, { account: alice }), 'RESOURCE_EXHAUSTED');
  });

  it('a new account gets fewer rebuilds a day: the 6th of its day is refused, the 5th allowed', async () => {
    const [spent, left] = [await signUp(), await signUp()];
    const now = Date.now();
    const state = (count: number) => ({ lastMs: now - 3_600_000, windowStartMs: now - 7_200_000, count });
    await seed({
      [`rateLimits/${spent.uid}/calls/${REBUILD_HEAT_INDEX}`]: state(5),
      [`rateLimits/${left.uid}/calls/${REBUILD_HEAT_INDEX}`]: state(4),
    });
    refused(await call(REBUILD_HEAT_INDEX, {}, { account: spent }), 'RESOURCE_EXHAUSTED');
    const fifth = await call(REBUILD_HEAT_INDEX, {}, { account: left });
    expect(fifth.ok, JSON.stringify(fifth)).toBe(true);
  });

  it('clients cannot read or reset their own rate-limit records', async () => {
    const alice: Account = await signUp();
    const db = env.authenticatedContext(alice.uid).firestore();
    await expect(db.doc(`rateLimits/${alice.uid}/calls/${REBUILD_HEAT_INDEX}`).get()).rejects.toThrow();
    await expect(
      db
        .doc(`rateLimits/${alice.uid}/calls/${REBUILD_HEAT_INDEX}`)
        .set({ lastMs: 0, windowStartMs: 0, count: 0 }),
    ).rejects.toThrow();
    await db.terminate();
  });
});

describe('rebuildHeatIndex bounds what one activity can cost', () => {
  it('a products.bin over the read limit is skipped by its stored size, never downloaded', async () => {
    const alice = await signUp();
    const good = await addActivity(alice.uid, 9);
    const big = await addActivity(alice.uid, 10, new Uint8Array(9 * 1024 * 1024));
    const result = await call(REBUILD_HEAT_INDEX, {}, { account: alice });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const parsed = rebuildHeatIndexResultSchema.parse(result.ok ? result.data : null);
    expect(parsed.skipped.map((s) => s.id)).toEqual([big]);
    expect(parsed.indexed).toBe(1);
    expect(parsed.skipped[0]?.reason).toMatch(/more than/);
    const downloads = (await storageRequests()).filter((r) => r.endsWith('?alt=media'));
    const downloaded = (id: string) =>
      downloads.some((r) => r.includes(encodeURIComponent(trackFilePath(alice.uid, id, 'products.bin'))));
    expect(downloaded(good)).toBe(true);
    expect(downloaded(big)).toBe(false);
    expect([
      ...unpackHeatIndex((await getFile(heatIndexPath(alice.uid))) ?? new Uint8Array()).keys(),
    ]).toEqual([good]);
  });
});
