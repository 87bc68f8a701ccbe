/**
 * `npm run test:emulators`: the suites of tests/emulators against a real Firestore server (Google's
 * Cloud Firestore emulator, with firestore.rules) and the Firebase Auth emulator, both started here
 * on free ports and stopped at the end (also when a test fails or the run is interrupted; see
 * scripts/lib/emulators.ts). No environment variable is needed. The last line is `N passed, N failed`
 * (with `, N retried after a timeout` when a hung test ran again: each is named on a line of its own).
 *
 * Where the Firestore emulator jar (or Java, or firebase-tools) is missing, one line says the suites
 * did not run and why, and the run ends with `0 passed, 0 failed`: not run is never a pass.
 * The Storage emulator cannot run on these machines (it needs Java 21 and a rules runtime downloaded
 * on first use): suites that need it run only when FIREBASE_STORAGE_EMULATOR_HOST is already set
 * (e.g. under `firebase emulators:exec`), and are listed as not run otherwise.
 *
 * Suites named `functions-*.test.ts` also need the Cloud Functions emulator: it is started (after
 * `npm --prefix functions run build`) only when such a suite runs, with a Cloud Storage stand-in
 * (scripts/lib/gcs-stand-in.ts) for the functions' Storage calls; the suites find it through
 * FUNCTIONS_EMULATOR_ORIGIN and STORAGE_STAND_IN_HOST. Where functions/node_modules is missing
 * (`npm --prefix functions ci`), those suites are listed as not run.
 *
 * Options: `--json <file>` writes Vitest's JSON report there; `--summary <file>` writes
 * {ran, reason, passed, failed, firestoreStartMs, authStartMs} for scripts/test-all.mjs. Any other
 * argument goes to Vitest (e.g. a test file).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildFunctions,
  findAuthEmulator,
  findFirestoreJar,
  findFunctionsEmulator,
  PROJECT_ID,
  ROOT,
  startAuth,
  startFirestore,
  startFunctions,
  type RunningEmulator,
} from './lib/emulators';
import { startGcsStandIn, type GcsStandIn } from './lib/gcs-stand-in';
import { readRetries, summaryLine } from './lib/emulator-retries';

/** Suites that also need the Storage emulator. */
const NEEDS_STORAGE = new Set(['storage-rules.test.ts']);
/** Suites that also need the Functions emulator (and the Storage stand-in). */
const needsFunctions = (file: string) => /(^|\/)functions-[^/]*\.test\.ts$/.test(file);

interface Summary {
  ran: boolean;
  reason?: string;
  passed: number;
  failed: number;
  /** Tests run again after a timeout (tests/emulators/retry-reporter.ts), whatever their end. */
  retried?: number;
  firestoreStartMs?: number;
  authStartMs?: number;
}

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const jsonOut = option('--json') ?? join(ROOT, '.tmp', 'emulator-results.json');
const retriesOut = join(ROOT, '.tmp', 'emulator-retries.jsonl');
const summaryOut = option('--summary');
const passThrough = process.argv
  .slice(2)
  .filter(
    (a, i, all) =>
      a !== '--json' && a !== '--summary' && all[i - 1] !== '--json' && all[i - 1] !== '--summary',
  );

function finish(summary: Summary): never {
  if (summaryOut) writeFileSync(summaryOut, JSON.stringify(summary));
  console.log(summaryLine(summary.passed, summary.failed, summary.retried ?? 0));
  process.exit(summary.failed > 0 ? 1 : 0);
}

function notRun(reason: string): never {
  console.log(`\nEMULATOR TESTS NOT RUN: ${reason}. See README, "Firebase emulator tests".`);
  finish({ ran: false, reason, passed: 0, failed: 0 });
}

function runVitest(files: string[], env: Record<string, string>): Promise<number> {
  const args = ['vitest', 'run', '--config', 'tests/emulators/vitest.config.ts'];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${jsonOut}`);
  args.push('--reporter=./tests/emulators/retry-reporter.ts', ...files);
  return new Promise((resolve) => {
    const child = spawn('npx', args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

function counts(status: number): { passed: number; failed: number } {
  if (!existsSync(jsonOut)) return { passed: 0, failed: 1 };
  const r = JSON.parse(readFileSync(jsonOut, 'utf8')) as {
    numPassedTests?: number;
    numFailedTests?: number;
    success?: boolean;
  };
  const failed = (r.numFailedTests ?? 0) || (r.success === false || status !== 0 ? 1 : 0);
  return { passed: r.numPassedTests ?? 0, failed };
}

const jar = findFirestoreJar();
if ('missing' in jar) notRun(jar.missing);
const auth = findAuthEmulator();
if ('missing' in auth) notRun(auth.missing);

const dir = join(ROOT, 'tests', 'emulators');
const all = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .sort();
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const functionsMain = findFunctionsEmulator();
const skipped = [
  ...(storageHost ? [] : all.filter((f) => NEEDS_STORAGE.has(f))),
  ...('missing' in functionsMain ? all.filter(needsFunctions) : []),
];
const files =
  passThrough.length > 0
    ? passThrough
    : all.filter((f) => !skipped.includes(f)).map((f) => `tests/emulators/${f}`);
const withFunctions = 'main' in functionsMain && files.some(needsFunctions);

rmSync(jsonOut, { force: true });
rmSync(retriesOut, { force: true });
mkdirSync(join(ROOT, '.tmp'), { recursive: true });
const emulators: RunningEmulator[] = [];
let standIn: GcsStandIn | undefined;
let summary: Summary;
try {
  const [firestore, authEmulator] = await Promise.all([startFirestore(jar.jar), startAuth(auth.main)]);
  emulators.push(firestore, authEmulator);
  console.log(
    `Firestore emulator on ${firestore.address} (ready in ${firestore.startMs} ms, firestore.rules loaded); ` +
      `Auth emulator on ${authEmulator.address} (ready in ${authEmulator.startMs} ms)`,
  );
  const functionsEnv: Record<string, string> = {};
  if (withFunctions && 'main' in functionsMain) {
    buildFunctions();
    standIn = await startGcsStandIn();
    const functions = await startFunctions(functionsMain.main, {
      firestore: firestore.address,
      auth: authEmulator.address,
      storage: standIn.address,
    });
    emulators.push(functions);
    functionsEnv.FUNCTIONS_EMULATOR_ORIGIN = `http://${functions.address}`;
    functionsEnv.STORAGE_STAND_IN_HOST = standIn.address;
    console.log(
      `Functions emulator on ${functions.address} (ready in ${functions.startMs} ms); Storage stand-in on ${standIn.address}`,
    );
  }
  const status = await runVitest(files, {
    FIRESTORE_EMULATOR_HOST: firestore.address,
    FIREBASE_AUTH_EMULATOR_HOST: authEmulator.address,
    GCLOUD_PROJECT: PROJECT_ID,
    EMULATOR_RETRIES_FILE: retriesOut,
    ...functionsEnv,
  });
  summary = {
    ran: true,
    ...counts(status),
    retried: readRetries(retriesOut).length,
    firestoreStartMs: firestore.startMs,
    authStartMs: authEmulator.startMs,
  };
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  summary = { ran: true, reason: 'an emulator did not start', passed: 0, failed: 1 };
} finally {
  await Promise.all(emulators.map((e) => e.stop()));
  await standIn?.close();
}
for (const f of skipped)
  console.log(
    needsFunctions(f) && 'missing' in functionsMain
      ? `not run: tests/emulators/${f} (needs the Functions emulator: ${functionsMain.missing})`
      : `not run: tests/emulators/${f} (needs the Storage emulator: FIREBASE_STORAGE_EMULATOR_HOST is not set)`,
  );
finish(summary);
