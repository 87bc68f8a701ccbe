/**
 * Starts and stops the Firebase emulators the emulator suites run against, each as its own process
 * group on a free port of 127.0.0.1:
 *
 * - Firestore: Google's Cloud Firestore emulator jar (Debian package
 *   google-cloud-cli-firestore-emulator) on the machine's Java, with `--rules firestore.rules`.
 *   Ready when `GET /` answers `Ok`.
 * - Auth: the Auth emulator of firebase-tools (pure Node, works offline; see startAuth).
 *   Ready when `GET /` answers.
 * - Functions: the Cloud Functions emulator of firebase-tools running functions/lib/index.js, its
 *   Admin SDK pointed at the Firestore and Auth emulators above and at a Cloud Storage stand-in
 *   (gcs-stand-in.ts; see startFunctions). Ready when it serves the callables.
 *
 * Every started emulator is stopped by `stop()`, and also when this process exits or is interrupted
 * (SIGINT, SIGTERM, SIGHUP): no emulator outlives the run that started it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
export const PROJECT_ID = 'demo-gpx';
export const HOST = '127.0.0.1';
/** Where Debian's google-cloud-cli-firestore-emulator puts the jar. */
export const DEBIAN_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
/** An emulator that is not ready after this long is given up on (on a busy 2-core machine the Auth emulator has taken 40 s). */
const READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 5_000;
/** Each emulator's output, one file per run (.tmp is ignored by git). */
const LOG_DIR = join(ROOT, '.tmp', 'emulators');

export interface RunningEmulator {
  name: string;
  host: string;
  port: number;
  /** `host:port`, the form of FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST. */
  address: string;
  /** Milliseconds from spawning the process to the first ready answer. */
  startMs: number;
  stop(): Promise<void>;
}

/** The Firestore emulator jar: FIRESTORE_EMULATOR_JAR, else Debian's; a reason when there is none. */
export function findFirestoreJar(): { jar: string } | { missing: string } {
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv)
    return existsSync(fromEnv)
      ? { jar: fromEnv }
      : { missing: `FIRESTORE_EMULATOR_JAR=${fromEnv} does not exist` };
  if (!existsSync(DEBIAN_FIRESTORE_JAR))
    return {
      missing: `the Firestore emulator jar is not installed (${DEBIAN_FIRESTORE_JAR}; Debian package google-cloud-cli-firestore-emulator)`,
    };
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0)
    return { missing: 'java is not installed (the Firestore emulator needs Java 17 or later)' };
  return { jar: DEBIAN_FIRESTORE_JAR };
}

/** A port that was free a moment ago (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const running = new Set<ChildProcess>();

/** Kills a child's whole process group (the emulators are spawned detached, as group leaders). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

let hooksInstalled = false;
function installExitHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  process.on('exit', () => {
    for (const child of running) killGroup(child, 'SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      for (const child of running) killGroup(child, 'SIGKILL');
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    }
    running.delete(child);
  };
}

/** Polls `url` until `ready(body, status)` holds; rejects when the process dies or time runs out. */
async function waitReady(
  name: string,
  child: ChildProcess,
  url: string,
  ready: (body: string, status: number) => boolean,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `${name} emulator exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`,
      );
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (ready(await response.text(), response.status)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} emulator was not ready after ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

function launch(
  name: string,
  command: string,
  args: string[],
  port: number,
  ready: (body: string) => boolean,
): Promise<RunningEmulator> {
  return launchUntil(name, command, args, port, '/', (body) => ready(body));
}

async function launchUntil(
  name: string,
  command: string,
  args: string[],
  port: number,
  readyPath: string,
  ready: (body: string, status: number) => boolean,
): Promise<RunningEmulator> {
  installExitHooks();
  const started = Date.now();
  // The output goes to a file, never a pipe: an emulator that logs into a pipe nobody drains (the
  // parent busy in spawnSync) blocks on its next log line and stops answering.
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = join(LOG_DIR, `${name.toLowerCase()}-${port}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(command, args, { cwd: ROOT, detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  running.add(child);
  const log = () => {
    try {
      return `${logFile}:\n${readFileSync(logFile, 'utf8').slice(-4_000)}`;
    } catch {
      return logFile;
    }
  };
  const stop = stopper(child);
  try {
    await waitReady(name, child, `http://${HOST}:${port}${readyPath}`, ready, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, host: HOST, port, address: `${HOST}:${port}`, startMs: Date.now() - started, stop };
}

/** The Firestore emulator with the repository's firestore.rules. */
export async function startFirestore(
  jar: string,
  rules = join(ROOT, 'firestore.rules'),
): Promise<RunningEmulator> {
  const port = await freePort();
  const args = [
    '-Duser.language=en',
    '-cp',
    jar,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    '--host',
    HOST,
    '--port',
    String(port),
    '--rules',
    rules,
    '--project_id',
    PROJECT_ID,
    '--single_project_mode',
  ];
  return launch('Firestore', 'java', args, port, (body) => body.trim() === 'Ok');
}

/** The Auth emulator module of firebase-tools (a pinned devDependency), or a reason it is missing. */
export function findAuthEmulator(): { main: string } | { missing: string } {
  const module = join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'emulator', 'auth', 'index.js');
  return existsSync(module)
    ? { main: join(ROOT, 'scripts', 'lib', 'auth-emulator-main.mjs') }
    : { missing: 'firebase-tools is not installed (run npm ci)' };
}

/**
 * The Auth emulator of firebase-tools, run by auth-emulator-main.mjs without the CLI: no emulator
 * hub (4400), logging (4500) or UI ports, no network look-ups. Compiling its REST API takes about
 * 9 s of CPU, so it is started in parallel with the Firestore emulator.
 */
export function startAuth(main: string): Promise<RunningEmulator> {
  return freePort().then((port) =>
    launch('Auth', process.execPath, [main, HOST, String(port), PROJECT_ID], port, (body) =>
      body.includes('authEmulator'),
    ),
  );
}

/** The Functions emulator's entry, or why it cannot run (functions/node_modules missing). */
export function findFunctionsEmulator(): { main: string } | { missing: string } {
  if (!existsSync(join(ROOT, 'functions', 'node_modules', 'firebase-functions', 'package.json')))
    return { missing: "the functions' dependencies are not installed (run npm --prefix functions ci)" };
  return { main: join(ROOT, 'scripts', 'lib', 'functions-emulator-main.mjs') };
}

/** Builds functions/lib/index.js from functions/src (esbuild, a few seconds); throws on failure. */
export function buildFunctions(): void {
  const result = spawnSync('npm', ['--prefix', 'functions', 'run', 'build'], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`npm --prefix functions run build failed:\n${result.stdout}${result.stderr}`);
}

/**
 * The Cloud Functions emulator (functions-emulator-main.mjs) serving the callables of
 * functions/lib/index.js, whose Admin SDK uses the given Firestore, Auth and Storage addresses.
 * Ready when its list of backends names the callables (asking a callable itself would start a
 * function worker per poll).
 */
export function startFunctions(
  main: string,
  emulators: { firestore: string; auth: string; storage: string },
): Promise<RunningEmulator> {
  return freePort().then((port) =>
    launchUntil(
      'Functions',
      process.execPath,
      [main, HOST, String(port), PROJECT_ID, emulators.firestore, emulators.auth, emulators.storage],
      port,
      '/backends',
      (body) => body.includes('rebuildHeatIndex'),
    ),
  );
}
