/**
 * `npm run test:emulators`: the Firebase rules tests (@firebase/rules-unit-testing) and the adapter
 * tests against the Firebase emulators (tests/emulators). They run ONLY when the emulators are up:
 *
 *   firebase emulators:exec --only auth,firestore,storage "npm run test:emulators"
 *
 * (emulators:exec sets FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST). Without
 * FIRESTORE_EMULATOR_HOST this prints that the tests were NOT run and exits 0: not run is never
 * reported as passed. Files that need the Storage emulator are left out (and listed as not run)
 * when FIREBASE_STORAGE_EMULATOR_HOST is missing.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const dir = join(root, 'tests', 'emulators');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.test.ts'))
  .sort();
/** Test files that also need the Storage emulator. */
const NEEDS_STORAGE = new Set(['storage-rules.test.ts', 'firebase-adapter.test.ts']);

const firestore = process.env.FIRESTORE_EMULATOR_HOST;
const storage = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

function notRun(list, reason) {
  console.log(`\nEMULATOR TESTS NOT RUN (${list.length} files): ${reason}`);
  for (const f of list) console.log(`  not run: tests/emulators/${f}`);
}

if (!firestore) {
  notRun(files, 'FIRESTORE_EMULATOR_HOST is not set.');
  console.log(
    '\nThese tests need the Firebase emulators (Firebase CLI and Java). Start them with:\n' +
      '  firebase emulators:exec --only auth,firestore,storage "npm run test:emulators"\n' +
      'Nothing was tested: this is not a pass.',
  );
  process.exit(0);
}

const runnable = files.filter((f) => storage || !NEEDS_STORAGE.has(f));
const skipped = files.filter((f) => !runnable.includes(f));
console.log(`Firestore emulator: ${firestore}; Storage emulator: ${storage ?? 'not set'}`);
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--config',
    'tests/emulators/vitest.config.ts',
    ...runnable.map((f) => `tests/emulators/${f}`),
  ],
  { cwd: root, stdio: 'inherit', env: process.env },
);
if (skipped.length > 0)
  notRun(skipped, 'FIREBASE_STORAGE_EMULATOR_HOST is not set (start the storage emulator too).');
process.exit(result.status ?? 1);
