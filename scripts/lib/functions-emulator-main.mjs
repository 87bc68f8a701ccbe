// Runs the Cloud Functions emulator of firebase-tools (pinned in package.json) in this process,
// without the CLI around it: no emulator hub, logging port, UI, network look-ups or update checks.
// It loads functions/lib/index.js (built by `npm --prefix functions run build`) with the functions'
// own node_modules, and points the functions' Admin SDK at the emulators given here (their
// FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and STORAGE_EMULATOR_HOST are set in the
// functions' environment by firebase-tools from `remoteEmulators`).
// Usage: node scripts/lib/functions-emulator-main.mjs <host> <port> <projectId> <firestore host:port>
//        <auth host:port> <storage host:port>
// Started and stopped by scripts/lib/emulators.ts; SIGTERM/SIGINT stop it.
// As in production, callables check the caller's ID token and App Check token, except that the
// emulator decodes both without verifying their signatures (firebase-tools' skipTokenVerification).
import { join } from 'node:path';
import { FunctionsEmulator } from 'firebase-tools/lib/emulator/functionsEmulator.js';
import { EmulatorRegistry } from 'firebase-tools/lib/emulator/registry.js';
import { useConsoleLoggers } from 'firebase-tools/lib/logger.js';

// The emulator's messages (loaded functions, each call's logs and errors) to this process's output,
// which scripts/lib/emulators.ts writes to .tmp/emulators/functions-<port>.log.
process.env.IS_FIREBASE_CLI = 'true';
useConsoleLoggers();
// A function worker that has not loaded its code within this many seconds is given up on (30 by
// default; on a busy 2-core machine loading firebase-admin and the bundle has taken longer).
process.env.FUNCTIONS_DISCOVERY_TIMEOUT ??= '120';

const [host = '127.0.0.1', port = '5001', projectId = 'demo-gpx', firestore, auth, storage] =
  process.argv.slice(2);
const ROOT = join(import.meta.dirname, '..', '..');

function remote(name, address) {
  if (!address) return undefined;
  const [h, p] = address.split(':');
  return { name, host: h, port: Number(p) };
}
const remoteEmulators = Object.fromEntries(
  [remote('firestore', firestore), remote('auth', auth), remote('storage', storage)]
    .filter(Boolean)
    .map((info) => [info.name, info]),
);

const emulator = new FunctionsEmulator({
  projectId,
  projectDir: ROOT,
  emulatableBackends: [
    {
      functionsDir: join(ROOT, 'functions'),
      runtime: 'nodejs20',
      codebase: 'default',
      env: {},
      secretEnv: [],
      ignore: ['node_modules', '.git', 'src', '*.log'],
    },
  ],
  host,
  port: Number(port),
  verbosity: 'INFO',
  // Two keys or more: firebase-tools then does not look the project's configuration up online.
  adminSdkConfig: { projectId, storageBucket: `${projectId}.appspot.com` },
  remoteEmulators,
});

try {
  // Through the registry: the emulator looks its own address up there to route calls.
  await EmulatorRegistry.start(emulator);
  await emulator.connect();
  console.log(`Functions emulator listening on ${host}:${port}`);
} catch (error) {
  console.error(error);
  process.exit(1);
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    void emulator.stop().finally(() => process.exit(0));
  });
