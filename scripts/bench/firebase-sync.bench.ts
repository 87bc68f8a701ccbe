/**
 * The incremental summary sync on a real Firestore server (the Cloud Firestore emulator with
 * firestore.rules, started here): 10,000 activities stored, then
 * - firebase-sync-cold: a new device's first load (server documents read, billed reads);
 * - firebase-sync-warm: a reload on a device that has them cached, after another device renamed 12,
 *   added 5 and deleted 3 (billed reads: only the 20 changed documents);
 * - firestore-emulator-start: how long the emulator took to answer `Ok`.
 * Reads are what the server returned to the adapter's queries (one billed read per document, at
 * least one per query). Without the emulator jar each line says it was not run.
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { collection } from 'firebase/firestore';
import { makeActivity, makeId, storedSummary } from '../../src/testing/store-fixtures';
import { firestoreSummarySource, SummaryIndex, type SyncStats } from '../../src/data/firebase/summary-sync';
import { summaryDocFields, trackDocConverter } from '../../src/data/firebase/track-doc';
import { openEmulatorStore } from '../../tests/emulators/emulator-store';
import { findFirestoreJar, PROJECT_ID, startFirestore, type RunningEmulator } from '../lib/emulators';
import type { Bench } from './types';

const ACTIVITIES = 10_000;
const BATCH = 500;
const UID = 'bench-user';

interface Figures {
  startMs: number;
  cold: SyncStats;
  coldMs: number;
  warm: SyncStats;
  warmMs: number;
  warmLive: number;
}

async function seed(env: RulesTestEnvironment): Promise<void> {
  const base = summaryDocFields(storedSummary());
  await env.withSecurityRulesDisabled(async (ctx) => {
    const fs = ctx.firestore();
    for (let start = 0; start < ACTIVITIES; start += BATCH) {
      const batch = fs.batch();
      for (let i = start; i < start + BATCH; i++) {
        const id = makeId(i);
        batch.set(fs.doc(`users/${UID}/tracks/${id}`), {
          ...base,
          id,
          name: `Activity ${i}`,
          deleted: false,
          updatedAt: firebase.firestore.FieldValue.serverTimestamp(),
        });
      }
      await batch.commit();
    }
  });
}

async function measure(firestore: RunningEmulator): Promise<Figures> {
  process.env.FIRESTORE_EMULATOR_HOST = firestore.address;
  const env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: firestore.host, port: firestore.port },
  });
  try {
    await seed(env);
    const device = openEmulatorStore(UID);
    let t = performance.now();
    const cold = await device.store.sync();
    const coldMs = performance.now() - t;

    const other = openEmulatorStore(UID);
    await other.store.sync();
    for (let i = 0; i < 12; i++) await other.store.updateSummary(makeId(i), { name: `Renamed ${i}` });
    for (let i = 0; i < 5; i++) await other.store.putActivity(makeActivity(ACTIVITIES + i));
    await other.store.deleteActivities([100, 101, 102].map(makeId));
    await other.settle();
    await other.dispose();

    // A reload: a new index over the same device cache (what the persistent cache gives the app).
    const reload = new SummaryIndex(
      firestoreSummarySource(collection(device.db, 'users', UID, 'tracks').withConverter(trackDocConverter)),
    );
    t = performance.now();
    const warm = await reload.sync();
    const warmMs = performance.now() - t;
    const figures = { startMs: firestore.startMs, cold, coldMs, warm, warmMs, warmLive: reload.live.size };
    await device.dispose();
    return figures;
  } finally {
    await env.cleanup();
  }
}

let run: Promise<Figures> | undefined;
/** Starts the emulator, measures once for all three lines, stops it. */
function figures(): Promise<Figures> {
  run ??= (async () => {
    const jar = findFirestoreJar();
    if ('missing' in jar) throw new Error(`not run: ${jar.missing}`);
    const firestore = await startFirestore(jar.jar);
    try {
      return await measure(firestore);
    } finally {
      await firestore.stop();
    }
  })();
  return run;
}

const benches: Bench[] = [
  {
    name: 'firestore-emulator-start',
    run: async () => ({
      figure: (await figures()).startMs,
      unit: 'ms',
      comparison: 'until GET / answers Ok',
    }),
  },
  {
    name: 'firebase-sync-cold',
    run: async () => {
      const f = await figures();
      return {
        figure: f.cold.serverReads,
        unit: 'reads',
        comparison: `${ACTIVITIES} activities, ${f.cold.serverQueries} query, ${Math.round(f.coldMs)} ms on the emulator`,
        withinBudget: f.cold.serverReads === ACTIVITIES && f.cold.serverQueries === 1,
      };
    },
  },
  {
    name: 'firebase-sync-warm',
    run: async () => {
      const f = await figures();
      return {
        figure: f.warm.serverReads,
        unit: 'reads',
        comparison: `reload with ${f.warm.cachedDocs} cached after 12 renamed, 5 added, 3 deleted elsewhere; ${f.warm.serverQueries} query, ${Math.round(f.warmMs)} ms; ${f.warmLive} live`,
        withinBudget: f.warm.serverReads === 20 && f.warmLive === ACTIVITIES + 2,
      };
    },
  },
];
export default benches;
