/** Where the emulators are (FIRESTORE_EMULATOR_HOST etc., set by `firebase emulators:exec`). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const PROJECT_ID = 'demo-gpx';
const ROOT = join(import.meta.dirname, '..', '..');

export function emulatorHost(variable: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_STORAGE_EMULATOR_HOST'): {
  host: string;
  port: number;
} {
  const value = process.env[variable];
  if (!value)
    throw new Error(
      `${variable} is not set: run these tests through \`npm run test:emulators\` with the emulators up.`,
    );
  const [host = '127.0.0.1', port = ''] = value.split(':');
  return { host, port: Number(port) };
}

export const firestoreRules = () => readFileSync(join(ROOT, 'firestore.rules'), 'utf8');
export const storageRules = () => readFileSync(join(ROOT, 'storage.rules'), 'utf8');
