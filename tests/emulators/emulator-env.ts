/**
 * Where the emulators are: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST, set by
 * scripts/test-emulators.ts (which starts them) or by `firebase emulators:exec`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const PROJECT_ID = 'demo-gpx';
const ROOT = join(import.meta.dirname, '..', '..');

type EmulatorVariable =
  'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST' | 'FIREBASE_STORAGE_EMULATOR_HOST';

export function emulatorHost(variable: EmulatorVariable): { host: string; port: number } {
  const value = process.env[variable];
  if (!value)
    throw new Error(
      `${variable} is not set: run these tests through \`npm run test:emulators\` (it starts the emulators).`,
    );
  const [host = '127.0.0.1', port = ''] = value.split(':');
  return { host, port: Number(port) };
}

/** Whether a Storage emulator is up (never on these machines: it needs Java 21). */
export const hasStorageEmulator = (): boolean => Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);

export const firestoreRules = () => readFileSync(join(ROOT, 'firestore.rules'), 'utf8');
export const storageRules = () => readFileSync(join(ROOT, 'storage.rules'), 'utf8');
